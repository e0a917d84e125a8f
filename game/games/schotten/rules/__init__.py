"""Schotten Totten's rules (pure Python).

Modules: ``state`` (the table and its phases), ``actions`` (the atomic decisions), ``engine``
(``SchottenRules``, with ``claims``, ``legality`` and ``words``), ``formations`` (ranking three
or four cards).  The game's spec (``game/games/schotten/__init__.py``) names the Rules class;
import each name from the module that defines it.
"""
