"""Brass: Birmingham, solo against the Automa card deck.

``rules`` (the Rules class ``RULES`` and its modules), ``automa`` (the Automa's deck and turn),
``components`` (the data loader), ``bot`` / ``heuristics`` (computer players for the person's
seat), ``measure`` (how those players fare against the Automa) and the screen: ``view`` (``VIEW``, the
table) with ``view_geom`` (where things sit on the map), ``view_map``, ``view_panel``, ``view_art``
(drawing), ``view_anim`` (the Automa's turn shown step by step), ``view_overlay`` (era scoring,
results), ``view_tips`` (tooltips) and ``view_tour`` (positions for the screenshot tour).
"""
