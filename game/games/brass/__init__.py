"""Brass: Birmingham, solo against the Automa card deck.

``rules`` (the Rules class ``RULES`` and its modules), ``automa`` (the Automa's deck and turn),
``components`` (the data loader), ``bot`` / ``heuristics`` (computer players for the person's
seat), ``measure`` (how those players fare against the Automa) and the screen:
the ``view`` package (``VIEW``, the table; see ``view/__init__.py`` and docs/ARCHITECTURE.md).
"""
