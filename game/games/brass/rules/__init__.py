"""Brass: Birmingham rules (solo against the Automa): ``RULES`` is the Rules class.

Modules: ``state`` (the table as plain data), ``actions`` (the atomic decisions), ``network``
(board questions: connections, networks, resources), ``ops`` (board changes shared with the
Automa), ``scoring`` (eras and the result), ``engine`` (the Rules class: setup, flow, applying),
``checks`` (its legal actions, queries and refusal reasons), ``words`` (log lines and prompts),
``automa`` (the Automa's deck and turn procedure, and the records of why), ``automa_moves``
(how it builds, links and takes resources, with its tie-breaks), ``story`` (a turn's records as
pages for the explainer), ``quick`` (the least useful card, "sell everything").
"""

from game.games.brass.rules.engine import BrassRules

RULES = BrassRules

__all__ = ["RULES", "BrassRules"]
