"""The Border: dice crossed onto hexagonal boards, areas completed first or later.

``rules/`` (pure Python), ``bot/`` (the computer players), ``hints.py`` (why a suggested move is
good), ``view/`` (the table), ``components.py`` (the boards), ``tools.py`` (measuring tools and
the board generator).  ``GAME`` is the game's contract with the house (``game/core/spec.py``).
"""

from game.core.spec import Bots, GameSpec, Hints
from game.games.border.rules.engine import BorderRules


def _bots() -> Bots:
    from game.games.border import bot

    return Bots(tuple(bot.LEVELS), bot.make_bot, bot.tuned_bot)


def _view() -> type:
    from game.games.border.view.table import BorderTable

    return BorderTable


def _tour() -> list:
    from game.games.border.view.tour import TOUR

    return TOUR


def _hints() -> Hints:
    from game.games.border import hints

    return Hints(why=hints.why, words=hints.words, coach_threshold=hints.COACH_THRESHOLD)


GAME = GameSpec("border", BorderRules, bots=_bots, view=_view, tour=_tour, hints=_hints)
