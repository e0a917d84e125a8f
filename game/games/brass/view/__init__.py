"""The Brass table (pygame): ``table.py`` (the view, ``BrassTable``) and its modules, and the
tour positions (``tour.py``); the game's spec (``game/games/brass/__init__.py``) names them."""
