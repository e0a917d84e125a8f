"""Brass: Birmingham rules (solo against the Automa): ``RULES`` is the Rules class.

Modules: ``state`` (the table as plain data), ``actions`` (the atomic decisions), ``network``
(board questions: connections, networks, resources), ``ops`` (board changes shared with the
Automa), ``scoring`` (eras and the result), ``engine`` (the Rules class: setup, flow, applying),
``checks`` (its legal actions, queries and refusal reasons), ``words`` (log lines and prompts),
``automa`` (the Automa's deck, turn procedure and tie-breaks, and the records of why),
``story`` (a turn's records as pages for the explainer), ``quick`` (the least useful card,
"sell everything").
"""

from game.games.brass.rules.engine import BrassRules

RULES = BrassRules

__all__ = ["RULES", "BrassRules"]
