"""Brass: Birmingham rules (solo against the Automa, pure Python).

Modules: ``state`` (the table as plain data), ``actions`` (the atomic decisions), ``network``
(board questions: connections, networks, resources), ``ops`` (board changes shared with the
Automa), ``scoring`` (eras and the result), ``engine`` (``BrassRules``: setup, flow, applying),
``checks`` (its legal actions, queries and refusal reasons), ``words`` (log lines and prompts),
``automa`` (the Automa's deck and turn procedure, and the records of why), ``automa_moves``
(how it builds, links and takes resources, with its tie-breaks), ``story`` (a turn's records as
pages for the explainer), ``quick`` (the least useful card, "sell everything").  The game's spec
(``game/games/brass/__init__.py``) names the Rules class; import each name from the module that
defines it.
"""
