"""The action types of Schotten Totten (frozen: the rules share one object per move)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action
from game.games.schotten.rules.state import CLAN, NO_STONE


@dataclass(frozen=True)
class Deal(Action):
    """Chance: the next card of the deck being drawn from."""

    kind = "schotten.deal"
    chance = True
    card: int


@dataclass(frozen=True)
class FirstPlayer(Action):
    """Chance: who starts the first round when the setup asked for a random start."""

    kind = "schotten.first"
    chance = True
    seat: int


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` at ``stone`` (clan cards, elite troops, combat modes) or a ruse (stone -1)."""

    kind = "schotten.play"
    card: int
    stone: int = NO_STONE


@dataclass(frozen=True)
class Pass(Action):
    kind = "schotten.pass"


@dataclass(frozen=True)
class Claim(Action):
    kind = "schotten.claim"
    stone: int


@dataclass(frozen=True)
class Draw(Action):
    """End the turn by drawing one card from ``deck``."""

    kind = "schotten.draw"
    deck: str = CLAN


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn without drawing (hand full or both decks empty)."""

    kind = "schotten.end"


@dataclass(frozen=True)
class Pick(Action):
    """A ruse's target: the card ``card`` at ``stone``."""

    kind = "schotten.pick"
    stone: int
    card: int


@dataclass(frozen=True)
class Place(Action):
    """Where the picked card goes: a stone on your side, or -1 to discard it (Strategist)."""

    kind = "schotten.place"
    stone: int


@dataclass(frozen=True)
class RecruitDraw(Action):
    kind = "schotten.recruit_draw"
    deck: str


@dataclass(frozen=True)
class GiveBack(Action):
    """Recruiter: put ``card`` from your hand at the bottom of its deck."""

    kind = "schotten.give_back"
    card: int


@dataclass(frozen=True)
class NextRound(Action):
    """Start the next round of the match (any player may confirm)."""

    kind = "schotten.next_round"
    confirm = True
