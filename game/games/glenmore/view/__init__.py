"""Glen More's table: ``scene.py`` (the view) and its modules, and the tour positions (``tour.py``);
the game's spec (``game/games/glenmore/__init__.py``) names them."""
