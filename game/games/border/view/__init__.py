"""The Border's table: ``scene.py`` (the view), its drawing, panels, tray, overlay and tour positions
(``tour.py``); the game's spec (``game/games/border/__init__.py``) names them."""
