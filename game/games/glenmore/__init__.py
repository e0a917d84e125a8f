"""Glen More: a Highland territory of tiles, whisky and clan members, scored three times.

``rules/`` (pure Python), ``bot/`` (the computer players), ``hints.py`` (why a suggested move is
good), ``view/`` (the table), ``components.py`` (the tiles and cards), ``tools.py`` (measuring
tools).  ``GAME`` is the game's contract with the house (``game/core/spec.py``).
"""

from game.core.spec import Bots, GameSpec, Hints
from game.games.glenmore.rules.engine import GlenMoreRules


def _bots() -> Bots:
    from game.games.glenmore import bot

    return Bots(tuple(bot.LEVELS), bot.make_bot)


def _view() -> type:
    from game.games.glenmore.view.table import GlenMoreTable

    return GlenMoreTable


def _tour() -> list:
    from game.games.glenmore.view.tour import TOUR

    return TOUR


def _hints() -> Hints:
    from game.games.glenmore import hints

    return Hints(why=hints.why, words=hints.words, coach_threshold=hints.COACH_THRESHOLD)


GAME = GameSpec("glenmore", GlenMoreRules, bots=_bots, view=_view, tour=_tour, hints=_hints)
