"""The Brass table (pygame): ``scene.py`` (the view) and its modules, and the tour positions
(``tour.py``); the game's spec (``game/games/brass/__init__.py``) names them."""
