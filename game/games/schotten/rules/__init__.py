"""Schotten Totten's rules (pure Python).

Modules: ``state`` (the table and its phases), ``actions`` (the atomic decisions), ``engine``
(``SchottenRules(Rules)``: setup, dealing, applying moves, the end; it holds the parts below),
``board`` (the cards' data and the questions asked of a position), ``claims`` (formation values
and proofs, over ``board``), ``words`` (names, refusals, log lines, prompts, over ``board`` and
``claims``), ``legality`` (legal moves and why not, over all three), ``formations`` (ranking three
or four cards).  No part imports the engine.  The game's spec (``game/games/schotten/__init__.py``)
names the Rules class; import each name from the module that defines it.
"""
