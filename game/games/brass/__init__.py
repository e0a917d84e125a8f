"""Brass: Birmingham, solo against the Automa card deck.

``rules/`` (pure Python: the Automa lives in the state), ``bot/`` (computer players for the
person's seat), ``hints.py`` (why a suggested move is good), ``view/`` (the table),
``components/`` (the board and the decks), ``tools.py`` (how the players fare against the
Automa).  ``GAME`` is the game's contract with the house (``game/core/spec.py``).
"""

from game.core.spec import Bots, GameSpec, Hints
from game.games.brass.rules.engine import BrassRules


def _bots() -> Bots:
    from game.games.brass import bot

    return Bots(tuple(bot.LEVELS), bot.make_bot)


def _view() -> type:
    from game.games.brass.view.table import BrassTable

    return BrassTable


def _tour() -> list:
    from game.games.brass.view.tour import TOUR

    return TOUR


def _hints() -> Hints:
    from game.games.brass import hints

    return Hints(why=hints.why, words=hints.words, coach_threshold=hints.COACH_THRESHOLD)


GAME = GameSpec("brass", BrassRules, bots=_bots, view=_view, tour=_tour, hints=_hints)
