"""The Border's rules (pure Python).

Modules: ``state`` (the table and its phases), ``actions`` (the atomic decisions), ``engine``
(``BorderRules``).  The boards' geometry is ``game.games.border.components``.  The game's spec
(``game/games/border/__init__.py``) names the Rules class; import each name from the module
that defines it.
"""
