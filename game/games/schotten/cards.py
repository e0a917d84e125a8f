"""Moved to ``components.py``: this name stays only until the view imports from there (or from ``rules``)."""

from game.games.schotten.components import *  # noqa: F403
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC  # noqa: F401
