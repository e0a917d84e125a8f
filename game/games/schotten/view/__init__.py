"""Schotten Totten's table: the view (``table.py``: a ``TableView``), its components (``parts.py``),
where things lie (``layout.py``), what a drop means (``judge.py``), the cards (``card.py``), the
discard overlay and the tour positions (``tour.py``); the game's spec names them."""
