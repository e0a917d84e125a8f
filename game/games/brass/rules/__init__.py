"""Brass: Birmingham rules (solo against the Automa): ``RULES`` is the Rules class.

Modules: ``state`` (the table as plain data), ``actions`` (the atomic decisions), ``network``
(board questions: connections, networks, resources), ``ops`` (board changes shared with the
Automa), ``scoring`` (eras and the result), ``engine`` (the Rules class), ``words`` (log
lines and prompts).  The Automa's procedure is ``game.games.brass.automa``.
"""

from game.games.brass.rules.engine import BrassRules

RULES = BrassRules

__all__ = ["RULES", "BrassRules"]
