"""Glen More's rules (pure Python).

Modules: ``state`` (the table and its phases), ``actions`` (the atomic decisions), ``board``
(the data and the questions asked of a position), ``legality`` (legal actions and why_illegal,
over ``board``), ``effects`` (what the actions do, held by the engine), ``engine``
(``GlenMoreRules(Legality)``: setup, chance, the end), ``words`` (log lines, prompts, refusals),
``queries`` (questions the screen and the bots ask), ``market`` (the whisky/resource market),
``scoring`` (the scoring rounds and the end), ``territory`` (the grid of a player's land).  The tiles and their data are
``game.games.glenmore.components``.  The game's spec (``game/games/glenmore/__init__.py``) names
the Rules class; import each name from the module that defines it.
"""
