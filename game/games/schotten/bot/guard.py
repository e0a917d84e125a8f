"""The two mistakes a good player punishes, read from the table alone (public queries only).

* a **gift**: after a card play the opponent can prove more stones than before (``claimable``
  for the other seat), where another legal card play would have added fewer;
* a **dead end**: a card play completes the player's side of a stone with a formation that the
  opponent's finished side already beats (a tie goes to the side finished first: theirs).

``play_outcomes`` gives every card play of a decision its count of each; Hard avoids the worst
(``hard.py``) and ``tools.py --mistakes`` counts how often a level makes them.  A ruse is judged
by its best follow-up (its target and, for Strategist and Traitor, where the card goes).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action
from game.games.schotten.rules.actions import Pick, Place, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import PICK, PLACE, SchottenState


@dataclass(frozen=True)
class Outcome:
    gifts: int
    """Stones the opponent can prove after the play, less those it could prove before."""
    dead_ends: int
    """Stones the play completed on this seat's side into a formation already beaten."""

    @property
    def key(self) -> tuple[int, int]:
        """Smaller is better: dead ends first (each is also a gift), then gifts."""
        return (self.dead_ends, self.gifts)


def provable(rules: SchottenRules, state: SchottenState, seat: int) -> set[int]:
    """The stones ``seat`` could claim on this table (its own complete side, proven)."""
    return set(rules.claimable(state, seat))


def follow_ups(rules: SchottenRules, state: SchottenState) -> list[SchottenState]:
    """The tables a ruse can lead to (every pick, then every place), or the state itself."""
    if state.phase not in (PICK, PLACE):
        return [state]
    out = []
    for action in rules.legal_actions(state):
        after = state.clone()
        rules.apply_unchecked(after, action)
        out += follow_ups(rules, after)
    return out or [state]


def outcome(rules: SchottenRules, before: SchottenState, after: SchottenState, seat: int, theirs: set[int]) -> Outcome:
    """What changed for ``seat`` from ``before`` to ``after`` (``theirs``: the stones the
    opponent could prove before)."""
    other = 1 - seat
    now = provable(rules, after, other)
    dead = 0
    for stone in now - theirs:
        complete_before = rules.side_value(before, seat, stone) is not None
        if not complete_before and rules.side_value(after, seat, stone) is not None:
            dead += 1
    return Outcome(len(now - theirs), dead)


def play_outcomes(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action]) -> dict[Action, Outcome]:
    """Every card play among ``actions`` with its outcome (a ruse with its best follow-up); in
    the middle of a ruse, every target and every place for the card, against the table now."""
    theirs = provable(rules, view, 1 - seat)
    out: dict[Action, Outcome] = {}
    for action in actions:
        if not isinstance(action, (Play, Pick, Place)):
            continue
        after = view.clone()
        rules.apply_unchecked(after, action)
        out[action] = min(
            (outcome(rules, view, s, seat, theirs) for s in follow_ups(rules, after)), key=lambda o: o.key
        )
    return out
