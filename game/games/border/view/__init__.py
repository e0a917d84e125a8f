"""The Border's table: ``table.py`` (the view), its components (main board, panels, tray,
buttons), the enlarged board (``overlay.py``) and tour positions (``tour.py``); the game's spec
(``game/games/border/__init__.py``) names them."""
