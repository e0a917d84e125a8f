"""A Schotten Totten player written from the game's strategy, without search.

The sparring partner of measurements (``make_bot("sparring")``, not a level offered to people);
Hard borrows its choice of deck (``draw_choice``).  It reads only the seat's view.  Its rules of thumb:

* claim as soon as a stone is provable (the engine's own proof, ``claimable``);
* judge a stone by the chance of winning it (``stone_chance``: own formation from the hand and
  the cards still unseen, against the opponent's best from what it cannot have seen) — a stone the
  opponent can already prove counts as lost, one this seat can prove as won;
* never spoil a formation: a card that lowers a side's ceiling (the best it could still become)
  costs what it lowers, and more when the stone was promising;
* three stones in a row win, so a stone's worth grows with its neighbours' chances;
* tactic cards are played when they decide or protect a stone (the position gains clearly),
  otherwise kept — but not hoarded to the end: the bar drops as the clan deck runs out.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.rules import Action
from game.games.schotten.bot.easy import EasyBot
from game.games.schotten.bot.evaluate import _keep_value, _memo_stone_chance, _shared_id, forced_move, strength
from game.games.schotten.bot.guard import follow_ups
from game.games.schotten.bot.odds import stone_odds
from game.games.schotten.rules.actions import Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import Pool, best_completion
from game.games.schotten.rules.state import (
    CLAN,
    END,
    GIVE_BACK,
    OVER,
    PICK,
    PLACE,
    PLAY,
    RECRUIT,
    ROUND_OVER,
    SchottenState,
)

TACTIC_HELD = 0.12
"""What a tactic card in hand is worth early in the round (``board_value`` units, about a stone)."""
UNPROVEN_CAP = 0.95
"""A stone not yet provable could still be lost (a tactic card, a count gone wrong): proving
one is worth something of its own."""
SPOIL_WEIGHT = 0.004
"""Cost of lowering a side's ceiling, per point of ``strength`` lost (a rank is 30 points)."""


def seen_cards(state: SchottenState, seat: int) -> set[int]:
    """Cards ``seat`` knows are not in the opponent's hand nor still to be drawn by it blindly."""
    seen = set(state.discard)
    seen.update(c for c in state.hands[seat] if c >= 0)
    for side in state.sides:
        for cards in side:
            seen.update(cards)
    for cards in state.modes:
        seen.update(cards)
    return seen


class Sight:
    """What one seat knows, gathered once per position: its hand and the cards it has not seen."""

    def __init__(self, rules: SchottenRules, state: SchottenState, seat: int):
        seen = seen_cards(state, seat)
        self.hand = [c for c in state.hands[seat] if c >= 0]
        hand_clan, hand_wilds = rules.split(self.hand)
        self.unseen_clan = [rules.piece(c) for c in rules.clan_cards() if c not in seen]
        self.opp_wilds: list[tuple[int, ...]] = []
        if state.tactical:
            joker_open = state.jokers_played[1 - seat] == 0
            for card, strengths in ((c, rules.wild_strengths(c)) for c in rules.wild_cards()):
                if card in seen or (rules.is_joker(card) and not joker_open):
                    continue
                if rules.is_joker(card):
                    joker_open = False
                self.opp_wilds.append(strengths)
        self.mine_pool = Pool(hand_clan + self.unseen_clan)
        self.hand_clan, self.hand_wilds = hand_clan, hand_wilds


def ceiling(rules: SchottenRules, state: SchottenState, seat: int, stone: int, pool: Pool) -> float:
    """The best ``seat``'s side of ``stone`` could still become with cards from ``pool``."""
    clan, wilds = rules.split(state.sides[seat][stone])
    size = rules.capacity(state, stone)
    if len(clan) + len(wilds) > size:
        return -40.0
    return strength(best_completion(clan, wilds, size, rules.sum_only(state, stone), pool))


def board_value(rules: SchottenRules, odds: list[float]) -> float:
    """Stones in expectation, each worth more when its neighbours are likely ours (three in a row
    win), plus a bonus that grows as the count nears the total needed to win."""
    total = 0.0
    for i, p in enumerate(odds):
        left = odds[i - 1] if i > 0 else 0.5
        right = odds[i + 1] if i + 1 < len(odds) else 0.5
        total += p * (1.0 + 0.3 * (left + right))
    expected = sum(odds)
    return total / 1.6 + 2.0 * min(expected / rules.cs.win_total, 1.0) ** 2


class Judge:
    """Scores positions for one seat from one view (``Sight``): ``value(state)``, higher is better."""

    def __init__(self, rules: SchottenRules, view: SchottenState, seat: int):
        self.rules, self.seat = rules, seat
        self.sight = Sight(rules, view, seat)
        sight = self.sight
        self._unseen = tuple([("c", p) for p in sight.unseen_clan] + [("w", w) for w in sight.opp_wilds])
        self._chance = _memo_stone_chance

    def value(self, state: SchottenState) -> float:
        if state.phase in (OVER, ROUND_OVER):
            if state.winner == self.seat:
                return 100.0
            if state.winner == 1 - self.seat:
                return -100.0
        rules, seat = self.rules, self.seat
        hand = tuple(rules.split(sorted(c for c in state.hands[seat] if c >= 0))[0])
        unseen = list(self._unseen)

        shared = _shared_id((seat, hand, self._unseen, "judge"))

        def chance(stone: int) -> float:
            return min(UNPROVEN_CAP, self._chance(rules, state, seat, stone, (list(hand), []), unseen, shared))

        odds = stone_odds(rules, state, seat, chance)
        return board_value(rules, odds) + held_tactics(rules, state, seat)

    def spoil(self, before: SchottenState, after: SchottenState, stone: int) -> float:
        """How much a play at ``stone`` lowered this seat's ceiling there (0 or more)."""
        rules, seat, pool = self.rules, self.seat, self.sight.mine_pool
        drop = ceiling(rules, before, seat, stone, pool) - ceiling(rules, after, seat, stone, pool)
        return max(0.0, drop)


def held_tactics(rules: SchottenRules, state: SchottenState, seat: int) -> float:
    """Tactic cards in hand, worth a little each while the round has long to go: a stone's
    chances count only clan cards in hand (a Joker would otherwise count on every stone at
    once), so a tactic card is played when it gains more on one stone than this."""
    held = sum(1 for c in state.hands[seat] if c >= 0 and not rules.is_clan(c))
    if not held:
        return 0.0
    if state.jokers_played[seat]:
        held -= sum(1 for c in state.hands[seat] if rules.is_joker(c))  # a second Joker is dead
    return TACTIC_HELD * held * (0.2 + 0.8 * late_factor(state))


def late_factor(state: SchottenState) -> float:
    """1 early in the round, towards 0 as the clan deck runs out (tactics are not worth keeping)."""
    return min(1.0, state.deck_size(CLAN) / 30.0)


def score_moves(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action]) -> list[tuple]:
    """``(score, action)`` for each action of the play phase, best first."""
    judge = Judge(rules, view, seat)
    base = judge.value(view)
    scored = []
    for action in actions:
        after = view.clone()
        rules.apply_unchecked(after, action)
        value = max(judge.value(s) for s in follow_ups(rules, after))
        if isinstance(action, Play) and action.stone >= 0 and rules.is_clan(action.card):
            value -= SPOIL_WEIGHT * judge.spoil(view, after, action.stone)
            value -= 0.0005 * rules.piece(action.card)[1]  # keep high cards for later, all else equal
        scored.append((value - base, action))
    scored.sort(key=lambda t: -t[0])
    return scored


class SparringBot:
    """Plays the move ``score_moves`` likes best; claims at once; draws a tactic card now and then."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, rules: SchottenRules, view: SchottenState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        forced = forced_move(actions)
        if forced is not None:
            return forced
        return choose_simple(rules, view, seat, actions, self.rng) or score_moves(rules, view, seat, actions)[0][1]


def choose_simple(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action], rng) -> Any:
    """The decisions outside the play phase: which deck to draw, what to give back, ruse targets."""
    if view.phase in (END, RECRUIT):
        return draw_choice(rules, view, seat, actions)
    if view.phase == GIVE_BACK:
        return min(actions, key=lambda a: _keep_value(rules, view, a.card))
    if view.phase in (PICK, PLACE):
        judge = Judge(rules, view, seat)
        best = None
        for action in actions:
            after = view.clone()
            rules.apply_unchecked(after, action)
            value = max(judge.value(s) for s in follow_ups(rules, after))
            if best is None or value > best[0]:
                best = (value, action)
        return best[1] if best else None
    if view.phase != PLAY:
        return EasyBot(rng.random()).choose(rules, view, seat)
    return None


def draw_choice(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action]) -> Action:
    """Clan cards make formations; one tactic card in hand is worth having while the tactic
    count allows playing it."""
    decks = {getattr(a, "deck", None): a for a in actions}
    if len(decks) < 2 or None in decks:
        return actions[0]
    tactics_held = sum(1 for c in view.hands[seat] if c >= 0 and not rules.is_clan(c))
    allowed = view.tactics_played[seat] <= view.tactics_played[1 - seat]
    if tactics_held == 0 and allowed and view.deck_size(CLAN) > 6:
        return decks["tactic"]
    return decks[CLAN]
