"""Schotten Totten's table: the view (scene.py), its drawing (draw.py, card.py), the discard
overlay and the tour positions (tour.py); the game's spec (``game/games/schotten/__init__.py``)
names them."""
