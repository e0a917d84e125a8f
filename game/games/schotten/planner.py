"""The hard computer player of Schotten Totten: a determinised look-ahead with a fixed budget.

A decision is taken from the seat's view only.  The planner draws ``worlds`` guesses of
the hidden cards consistent with that view (the opponent's hand, the order of the decks)
once per decision, and scores every candidate move against the *same* guesses, so two
moves are compared on equal terms and the same seed always gives the same choice.

In one guess, each unclaimed stone is judged by the best formation each side can still
build from the cards it will have: its hand plus its next few draws (a wild card in a
hand counts when the seat may still play it).  A stone that one side can already
*prove* (the claim rule: no card still out of sight can beat its complete formation) is
settled whatever the guess.  The chances per stone add up to the position's value, with
extra weight on neighbouring stones (three in a row wins) and on the number of stones
against the five needed.  A move that leads to further decisions of the same seat (the
target of a ruse) is worth its best continuation.

The strategy it encodes: claim every provable stone at once (the bot does that before
asking the planner); never spoil a formation that can still be completed (a card that
breaks a colour run or a set lowers that stone's best formation in every guess); do not
open a stone with a low card the opponent can easily beat; keep the cards that serve
several stones (a card spent leaves every other stone's pool); play a tactic card when it
swings a stone (it is scored like any other card, against a small cost of holding it
while the decks run down).
"""

from __future__ import annotations

import random
import time
from typing import Any

from game.core.rules import Action
from game.games.schotten.formations import Pool, Value, best_completion
from game.games.schotten.rules import (
    CLAIM_OK,
    CLAN,
    PICK,
    PLACE,
    TACTIC,
    SchottenRules,
    SchottenState,
)

WORLDS = 40
"""Guesses of the hidden cards per decision: the level's budget."""
DRAWS = 3
"""Cards each side is assumed to draw, beyond its hand, before a stone is decided."""
CHOICE = 1
"""A side picks the cards for a stone among this many more than it needs."""
LATER = 0.5
"""How much less often a card still to be drawn goes to a given stone than one in hand."""
SAFETY_SECONDS = 2.5
"""A wall-clock safety net only: past it the remaining candidates are scored on fewer guesses."""
HOLD_COST = 0.04
"""What an unplayed tactic card costs per stone still open once the clan deck is nearly empty."""


class World:
    """One guess of the hidden cards: what each side will have to complete its stones."""

    __slots__ = ("hand", "deck", "rng", "priority")

    def __init__(self, hand: list[int], deck: list[int], rng: random.Random):
        self.hand = hand  # the opponent's hand in this guess
        self.deck = deck  # the clan cards still to be drawn, in order
        self.rng = rng
        self.priority: dict[int, dict[int, float]] = {}

    def supply(self, stone: int, hand, draws: list[int], count: int) -> tuple[int, ...]:
        """The ``count`` cards a side puts to ``stone`` in this guess: a random share of its
        hand and draws (hand cards first more often), the same share whatever move is being
        judged.  A hand serves nine stones: no stone may count on all of it."""
        table = self.priority.get(stone)
        if table is None:
            table = self.priority[stone] = {}
        rng = self.rng

        def rank(card: int, later: float) -> float:
            found = table.get(card)
            if found is None:
                found = table[card] = rng.random()
            return found + later

        ranked = sorted([(rank(c, 0.0), c) for c in hand] + [(rank(c, LATER), c) for c in draws])
        return tuple(sorted(c for _, c in ranked[:count]))

    def draws(self, mine: bool, count: int) -> list[int]:
        """The seat's next ``count`` draws (the opponent's from the other end: disjoint)."""
        return self.deck[:count] if mine else self.deck[len(self.deck) - count :] if count else []


class Planner:
    def __init__(self, rules: SchottenRules, seat: int, view: SchottenState, rng: random.Random, worlds: int = WORLDS):
        self.rules = rules
        self.seat = seat
        self.view = view
        self.worlds = [self._guess(rng) for _ in range(worlds)]
        self._completions: dict[tuple, Value | None] = {}
        self._pools: dict[tuple, Pool] = {}
        self._proofs: dict[tuple, int] = {}
        self._seen: frozenset[int] = frozenset()

    def _guess(self, rng: random.Random) -> World:
        world = self.rules.determinize(self.view, self.seat, rng)
        other = 1 - self.seat
        deck = list(world.pools[CLAN])
        rng.shuffle(deck)
        return World(list(world.hands[other]), deck, random.Random(rng.random()))

    # -- choosing ----------------------------------------------------------------------
    def best(self, actions: list[Action], deadline: float | None = None) -> Action:
        scored = []
        for action in actions:
            if deadline is not None and time.perf_counter() > deadline:
                break
            after = self.view.clone()
            self.rules.apply_unchecked(after, action)
            scored.append((self.follow_up(after), action))
        if not scored:
            return actions[0]
        return max(scored, key=lambda t: t[0])[1]

    def follow_up(self, state: SchottenState, depth: int = 0) -> float:
        """The value of ``state``; when the same seat still has a ruse target to choose, the
        value of its best choice."""
        if state.phase in (PICK, PLACE) and self.rules.to_move(state) == self.seat and depth < 2:
            values = []
            for action in self.rules.legal_actions(state):
                after = state.clone()
                self.rules.apply_unchecked(after, action)
                values.append(self.follow_up(after, depth + 1))
            if values:
                return max(values)
        return self.value(state)

    # -- judging a position ------------------------------------------------------------
    def value(self, state: SchottenState) -> float:
        rules, seat = self.rules, self.seat
        if state.winner == seat:
            return 1000.0
        if state.winner == 1 - seat:
            return -1000.0
        seen = set(state.discard)
        for side in state.sides:
            for cards in side:
                seen.update(cards)
        self._seen = frozenset(seen)
        chances = [self.stone_chance(state, stone) for stone in range(rules.cs.stones)]
        return combine(chances, rules.cs.win_total) - self._holding_cost(state)

    def _holding_cost(self, state: SchottenState) -> float:
        if not state.tactical:
            return 0.0
        held = sum(1 for c in state.hands[self.seat] if c >= 0 and c not in self.rules._piece)
        if not held:
            return 0.0
        late = max(0.0, 1.0 - state.deck_size(CLAN) / 20.0)
        return HOLD_COST * held * (0.25 + late)

    def stone_chance(self, state: SchottenState, stone: int) -> float:
        owner = state.claimed[stone]
        if owner >= 0:
            return 1.0 if owner == self.seat else 0.0
        proof = self._proof(state, stone)
        if proof is not None:
            return proof
        rules, seat, other = self.rules, self.seat, 1 - self.seat
        size = rules.capacity(state, stone)
        sum_only = rules.sum_only(state, stone)
        mine_side, theirs_side = state.sides[seat][stone], state.sides[other][stone]
        mine_done = len(mine_side) >= size
        theirs_done = len(theirs_side) >= size
        my_hand = tuple(sorted(c for c in state.hands[seat] if c >= 0))
        first = state.done_at[seat][stone] < state.done_at[other][stone]
        # A hand short of the limit (the card just played) is refilled before the next turn.
        my_draws = DRAWS + max(0, rules.hand_limit(state) - len(my_hand))
        mine_need = max(0, size - len(mine_side)) + CHOICE
        theirs_need = max(0, size - len(theirs_side)) + CHOICE
        total = 0.0
        for world in self.worlds:
            mine_cards = world.supply(stone, my_hand, world.draws(True, my_draws), mine_need) if not mine_done else ()
            theirs_cards = (
                world.supply(stone, world.hand, world.draws(False, DRAWS), theirs_need) if not theirs_done else ()
            )
            mine = self._complete(state, mine_side, size, sum_only, seat, mine_cards, ())
            theirs = self._complete(state, theirs_side, size, sum_only, other, theirs_cards, ())
            total += _compare(mine, theirs, mine_done, theirs_done, first)
        return total / len(self.worlds)

    def _proof(self, state: SchottenState, stone: int) -> float | None:
        """1 or 0 when a side can prove the stone now (claim rule), else None."""
        rules = self.rules
        size = rules.capacity(state, stone)
        mine, theirs = state.sides[self.seat][stone], state.sides[1 - self.seat][stone]
        if len(mine) < size and len(theirs) < size:
            return None
        first = state.done_at[self.seat][stone] < state.done_at[1 - self.seat][stone]
        key = (stone, tuple(mine), tuple(theirs), tuple(state.modes[stone]), first, self._seen)
        found = self._proofs.get(key)
        if found is None:
            found = -1
            for claimer, result in ((self.seat, 1), (1 - self.seat, 0)):
                complete = len(state.sides[claimer][stone]) >= size
                if complete and rules._claim_verdict(state, claimer, stone)[0] == CLAIM_OK:
                    found = result
                    break
            self._proofs[key] = found
        return None if found < 0 else float(found)

    def _complete(
        self, state: SchottenState, side: list[int], size: int, sum_only: bool, who: int, hand, draws: list[int]
    ) -> Value | None:
        """The best formation ``side`` reaches with ``who``'s hand and draws."""
        if len(side) >= size:
            return self._full(side, size, sum_only)
        joker_ok = state.jokers_played[who] == 0
        key = (tuple(side), size, sum_only, tuple(hand), tuple(draws), joker_ok)
        found = self._completions.get(key, _MISSING)
        if found is _MISSING:
            clan, wilds = self.rules.split(side)
            found = best_completion(clan, wilds, size, sum_only, self._pool(hand, draws, joker_ok))
            self._completions[key] = found
        return found

    def _full(self, side: list[int], size: int, sum_only: bool) -> Value | None:
        key = (tuple(side), size, sum_only)
        found = self._completions.get(key, _MISSING)
        if found is _MISSING:
            clan, wilds = self.rules.split(side)
            found = self._completions[key] = best_completion(clan, wilds, size, sum_only)
        return found

    def _pool(self, hand, draws: list[int], joker_ok: bool) -> Pool:
        key = (tuple(hand), tuple(draws), joker_ok)
        pool = self._pools.get(key)
        if pool is None:
            rules = self.rules
            cards = [c for c in (*hand, *draws) if c >= 0]
            clan = [rules._piece[c] for c in cards if c in rules._piece]
            wilds = []
            joker_counted = False
            for c in cards:
                if c in rules._wild:
                    if c in rules._jokers:
                        if not joker_ok or joker_counted:
                            continue
                        joker_counted = True
                    wilds.append(rules._wild[c])
            pool = self._pools[key] = Pool(clan, wilds)
        return pool


_MISSING: Any = object()


def _compare(mine: Value | None, theirs: Value | None, mine_done: bool, theirs_done: bool, mine_first: bool) -> float:
    if mine is None:
        return 0.0 if theirs is not None else 0.5
    if theirs is None:
        return 1.0
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    if mine_done and theirs_done:
        return 1.0 if mine_first else 0.0
    if mine_done:
        return 1.0
    return 0.0 if theirs_done else 0.5


def combine(chances: list[float], need: int) -> float:
    """One number for a row of stone chances: the expected stones, three in a row (either
    way) and the race to ``need`` stones."""
    value = sum(chances)
    for i in range(len(chances) - 2):
        a, b, c = chances[i : i + 3]
        value += 1.5 * (a * b * c - (1 - a) * (1 - b) * (1 - c))
    for i in range(len(chances) - 1):
        a, b = chances[i], chances[i + 1]
        value += 0.3 * (a * b - (1 - a) * (1 - b))
    sure_mine = sum(1 for p in chances if p >= 0.999)
    sure_theirs = sum(1 for p in chances if p <= 0.001)
    value += 0.5 * (max(0, sure_mine - need + 3) - max(0, sure_theirs - need + 3))
    return value


def draw_choice(rules: SchottenRules, view: SchottenState, seat: int, decks: list[str]) -> str:
    """Which deck to draw from: a tactic card while the seat may still play one and holds
    none, else a clan card (formations are built from clan cards)."""
    if TACTIC not in decks or CLAN not in decks:
        return decks[0]
    held = sum(1 for c in view.hands[seat] if c >= 0 and c not in rules._piece)
    may_play = view.tactics_played[seat] <= view.tactics_played[1 - seat] + 1
    clan_in_hand = sum(1 for c in view.hands[seat] if c in rules._piece)
    return TACTIC if held == 0 and may_play and clan_in_hand >= 3 else CLAN
