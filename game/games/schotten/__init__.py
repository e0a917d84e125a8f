"""Schotten Totten: two clans, nine border stones, poker-like formations of three cards.

``rules/`` (pure Python), ``bot/`` (the computer players), ``hints.py`` (why a suggested move is
good), ``view/`` (the table), ``components.py`` (the cards), ``tools.py`` (measuring tools).
``GAME`` is the game's contract with the house (``game/core/spec.py``).
"""

from game.core.spec import Bots, GameSpec, Hints
from game.games.schotten.rules.engine import SchottenRules


def _bots() -> Bots:
    from game.games.schotten import bot

    return Bots(tuple(bot.LEVELS), bot.make_bot)


def _view() -> type:
    from game.games.schotten.view.table import SchottenTable

    return SchottenTable


def _tour() -> list:
    from game.games.schotten.view.tour import TOUR

    return TOUR


def _hints() -> Hints:
    from game.games.schotten import hints

    return Hints(why=hints.why, words=None, coach_threshold=hints.COACH_THRESHOLD)


GAME = GameSpec("schotten", SchottenRules, bots=_bots, view=_view, tour=_tour, hints=_hints)
