"""The mistakes a good player punishes, read from the table alone (public queries only).

* a **gift**: after a card play the opponent can prove more stones than before (``claimable``
  for the other seat), where another legal card play would have added fewer;
* a **dead end**: a card play completes the player's side of a stone with a formation that the
  opponent's finished side already beats (a tie goes to the side finished first: theirs);
* a **card spent** for nothing (``spent``): a card on a side that then beats the opponent's
  finished side only through cards the player does not hold, all sharing one card (or not at
  all): one card shown by the opponent (played anywhere, or kept to the end) decides the stone,
  and the card played could have gone elsewhere; or a Mud Fight or Blind-Man's Bluff on a stone
  with no card on it (it helps nobody yet).

``play_outcomes`` gives every card play of a decision its count of each (a card spent only
where the stone was not so before); Hard avoids the worst (``hard.py``) and ``tools.py
--mistakes`` counts how often a level makes gifts and dead ends.  A ruse is judged by its best
follow-up (its target and, for Strategist and Traitor, where the card goes).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.core.rules import Action
from game.games.schotten.bot.value import counter_for
from game.games.schotten.rules.actions import Claim, Pick, Place, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import END, OVER, PICK, PLACE, ROUND_OVER, SchottenState


@dataclass(frozen=True)
class Outcome:
    gifts: int
    """Stones the opponent can prove after the play, less those it could prove before."""
    dead_ends: int
    """Stones the play completed on this seat's side into a formation already beaten."""
    spent: int = 0
    """Stones where this seat's side can now be decided against it by one card it does not
    hold (or is lost), that could not before; and stones given a Mud Fight or Blind-Man's
    Bluff with no card on them."""
    wins: bool = False
    """The play wins the round with the claims it allows (and so is no mistake)."""

    @property
    def key(self) -> tuple[int, int, int]:
        """Smaller is better: dead ends first (each is also a gift), then gifts, then cards spent."""
        return (self.dead_ends, self.gifts, self.spent)


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


def with_claims(rules: SchottenRules, state: SchottenState) -> SchottenState:
    """``state`` (a card just played) after its player claims every stone it can prove now, as
    it does at the end of its turn: a play that wins the round at once is valued as the win it
    is (hand play: Hard held red 8 for three 8s against a finished three 6s on stone 5, with
    stones 3 and 4 its own, and played elsewhere twice).  Unchanged when there is nothing to
    claim (and in the expert variant, where claims come at the start of a turn)."""
    if state.phase != END:
        return state
    claims = [a for a in rules.legal_actions(state) if isinstance(a, Claim)]
    if not claims:
        return state
    state = state.clone()
    for claim in claims:  # a claim leaves the other stones' proofs as they were: one list serves
        if state.phase != END:
            break  # the round is won
        rules.apply_unchecked(state, claim)
    return state


def outcome(
    rules: SchottenRules,
    before: SchottenState,
    after: SchottenState,
    seat: int,
    theirs: set[int],
    exposure: Exposure | None = None,
) -> Outcome:
    """What changed for ``seat`` from ``before`` to ``after`` (``theirs``: the stones the
    opponent could prove before; ``exposure``: count cards spent too, from ``before``'s view).
    A play that wins the round with the claims it allows is no mistake, whatever the stones it
    leaves the opponent able to prove (hand play: Hard held back blue 5, the fifth stone, for
    three turns: the stones the person could then prove counted as a gift)."""
    if wins_now(rules, after, seat):
        return Outcome(0, 0, 0, wins=True)
    other = 1 - seat
    now = provable(rules, after, other)
    dead = 0
    for stone in now - theirs:
        complete_before = rules.side_value(before, seat, stone) is not None
        if not complete_before and rules.side_value(after, seat, stone) is not None:
            dead += 1
    spent = 0
    if exposure is not None:
        for stone in range(rules.cs.stones):
            if after.claimed[stone] >= 0 or stone in now:
                continue
            if exposure.exposed(after, stone) and not exposure.exposed(before, stone):
                spent += 1
            elif len(after.modes[stone]) > len(before.modes[stone]):
                spent += not (after.sides[0][stone] or after.sides[1][stone])
    return Outcome(len(now - theirs), dead, spent)


class Exposure:
    """Whether ``seat``'s side of a stone is at the mercy of one card (``exposed``), judged from
    one view: the cards it has not seen are the same for every play of a decision."""

    def __init__(self, rules: SchottenRules, view: SchottenState, seat: int):
        self.rules, self.seat = rules, seat
        seen = rules.seen_cards(view)
        seen.update(c for c in view.hands[seat] if c >= 0)
        self.unseen = tuple(c for c in rules.clan_cards() if c not in seen)
        self.counter = counter_for(rules)
        self._known: dict[tuple, bool] = {}

    def exposed(self, state: SchottenState, stone: int) -> bool:
        """The seat's side of ``stone`` (begun, one or two cards short, clan cards only, a plain
        stone) beats the opponent's finished side only through completions that all need one
        same card the seat does not hold, or through none."""
        rules, seat = self.rules, self.seat
        if state.claimed[stone] >= 0 or state.modes[stone]:
            return False
        mine, theirs = state.sides[seat][stone], state.sides[1 - seat][stone]
        size = rules.cs.formation_size
        need, need_theirs = size - len(mine), size - len(theirs)
        if not mine or not 0 < need <= 2 or need_theirs > 0:
            return False
        if not all(rules.is_clan(c) for c in mine) or not all(rules.is_clan(c) for c in theirs):
            return False
        hand = tuple(sorted(c for c in state.hands[seat] if c >= 0 and rules.is_clan(c)))
        key = (tuple(sorted(mine)), tuple(sorted(theirs)), hand)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = self._exposed(key[0], key[1], need, hand)
        return found

    def _exposed(self, mine: tuple, theirs: tuple, need: int, hand: tuple) -> bool:
        value = self.counter.value
        target = value(theirs, (), False)
        held = set(hand)
        common: set[int] | None = None
        for combo in itertools.combinations(sorted(held.union(self.unseen)), need):
            if value(tuple(sorted(mine + combo)), (), False) <= target:
                continue
            missing = set(combo) - held
            if not missing:
                return False  # the hand alone wins it
            common = missing if common is None else common & missing
            if not common:
                return False
        return True


def play_outcomes(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action]) -> dict[Action, Outcome]:
    """Every card play among ``actions`` with its outcome (a ruse with its best follow-up); in
    the middle of a ruse, every target and every place for the card, against the table now
    (``outcome``: a play that wins the round is no mistake)."""
    theirs = provable(rules, view, 1 - seat)
    exposure = Exposure(rules, view, seat)
    out: dict[Action, Outcome] = {}
    for action in actions:
        if not isinstance(action, (Play, Pick, Place)):
            continue
        after = view.clone()
        rules.apply_unchecked(after, action)
        out[action] = min(
            (outcome(rules, view, s, seat, theirs, exposure) for s in follow_ups(rules, after)), key=lambda o: o.key
        )
    return out


def wins_now(rules: SchottenRules, state: SchottenState, seat: int) -> bool:
    """Whether ``state`` (a card just played) wins ``seat`` the round with the claims it allows."""
    won = with_claims(rules, state)
    return won.phase in (OVER, ROUND_OVER) and won.winner == seat
