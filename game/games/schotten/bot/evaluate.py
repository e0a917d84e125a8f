"""Easy's board evaluation: per stone, the sampled chance of winning it."""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import Any

from game.core.rules import Action
from game.games.schotten.rules.actions import Claim
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import Pool, best_completion
from game.games.schotten.rules.state import OVER, ROUND_OVER, SchottenState


def forced_move(actions: list[Action]) -> Action | None:
    """The move every level takes without thinking: the only one, or a claim (claims come
    first in the list: a provable stone is always claimed at once); None otherwise."""
    if len(actions) == 1:
        return actions[0]
    return next((a for a in actions if isinstance(a, Claim)), None)


def strength(value: tuple[int, int] | None) -> float:
    """A formation as one number: the rank dominates, the total breaks ties."""
    if value is None:
        return -40.0
    rank, total = value
    return rank * 30 + total


def _unseen(rules: SchottenRules, state: SchottenState, seat: int) -> tuple[list, list]:
    """Clan pieces and wild pieces this seat has not seen (the opponent may hold or draw them)."""
    seen = set(state.discard) | {c for c in state.hands[seat] if c >= 0}
    for side in state.sides:
        for cards in side:
            seen.update(cards)
    clan = [rules.piece(c) for c in rules.clan_cards() if c not in seen]
    wilds = []
    if state.tactical:
        joker_seen = state.jokers_played[1 - seat] > 0
        for card, strengths in ((c, rules.wild_strengths(c)) for c in rules.wild_cards()):
            if card in seen:
                continue
            if rules.is_joker(card):
                if joker_seen:
                    continue
                joker_seen = True
            wilds.append(strengths)
    return clan, wilds


SAMPLES = 8


def evaluate(rules: SchottenRules, state: SchottenState, seat: int) -> float:
    """How good ``state`` looks for ``seat``, from 0 to 1 (1 = won), from what the seat can see."""
    if state.phase in (OVER, ROUND_OVER):
        if state.winner == seat:
            return 1.0
        if state.winner == 1 - seat:
            return 0.0
    unseen_clan, unseen_wilds = _unseen(rules, state, seat)
    unseen = [("c", p) for p in sorted(unseen_clan)] + [("w", w) for w in unseen_wilds]
    hand_clan, hand_wilds = rules.split([c for c in state.hands[seat] if c >= 0])
    shared_key = _shared_id((seat, tuple(sorted(hand_clan)), tuple(hand_wilds), tuple(unseen)))
    probabilities = []
    for stone in range(rules.cs.stones):
        owner = state.claimed[stone]
        if owner >= 0:
            probabilities.append(1.0 if owner == seat else 0.0)
        else:
            probabilities.append(
                _memo_stone_chance(rules, state, seat, stone, (hand_clan, hand_wilds), unseen, shared_key)
            )
    # Stones count more when their neighbours are likely ours too (three in a row wins).
    total = 0.0
    for i, p in enumerate(probabilities):
        left = probabilities[i - 1] if i > 0 else 0.5
        right = probabilities[i + 1] if i + 1 < len(probabilities) else 0.5
        total += p * (1.0 + 0.25 * (left + right))
    expected = sum(probabilities)
    need = rules.cs.win_total
    return max(0.0, min(1.0, 0.5 * total / (1.5 * len(probabilities)) + 0.5 * min(expected / need, 1.0) ** 2))


_STONE_MEMO: OrderedDict[tuple, float] = OrderedDict()
_STONE_MEMO_LIMIT = 40_000
"""Least recently used entries go first.  A key is a few small tuples (~250 bytes with its
value): the seat's hand and unseen cards stand in it as a number (``_SHARED_IDS``), so the
memo stays around ten megabytes (and the ids table a few more)."""
_SHARED_IDS: OrderedDict[tuple, int] = OrderedDict()
_SHARED_LIMIT = 2_000
_next_id = [0]


def _shared_id(shared_key: tuple) -> int:
    """A number for a (hand, unseen cards) key, never reused: an evicted key comes back
    under a new number, so a memo entry never answers for another position."""
    found = _SHARED_IDS.get(shared_key)
    if found is None:
        _next_id[0] += 1
        found = _SHARED_IDS[shared_key] = _next_id[0]
        if len(_SHARED_IDS) > _SHARED_LIMIT:
            _SHARED_IDS.popitem(last=False)
    else:
        _SHARED_IDS.move_to_end(shared_key)
    return found


def _memo_stone_chance(rules, state, seat: int, stone: int, hand, unseen: list, shared_key: int) -> float:
    """``stone_chance`` remembered: the moves a bot compares differ on one stone, so most
    stones of the positions it evaluates are ones it has already judged."""
    other = 1 - seat
    key = (
        shared_key,
        stone,
        tuple(state.sides[seat][stone]),
        tuple(state.sides[other][stone]),
        rules.capacity(state, stone),
        rules.sum_only(state, stone),
        state.done_at[seat][stone] < state.done_at[other][stone],
    )
    found = _STONE_MEMO.get(key)
    if found is None:
        found = _STONE_MEMO[key] = stone_chance(rules, state, seat, stone, hand, unseen)
        if len(_STONE_MEMO) > _STONE_MEMO_LIMIT:
            _STONE_MEMO.popitem(last=False)
    else:
        _STONE_MEMO.move_to_end(key)
    return found


def _pool(items: list[tuple[str, Any]]) -> Pool:
    return Pool([p for t, p in items if t == "c"], [p for t, p in items if t == "w"])


def stone_chance(rules, state, seat: int, stone: int, hand, unseen: list) -> float:
    """The chance that ``seat`` wins ``stone``: its formation (from its hand when it can, else
    from its hand plus cards still to come) against random completions of the other side (the
    best of one card more than it needs, as a player picks from a hand)."""
    other = 1 - seat
    size = rules.capacity(state, stone)
    sum_only = rules.sum_only(state, stone)
    m_clan, m_wild = rules.split(state.sides[seat][stone])
    o_clan, o_wild = rules.split(state.sides[other][stone])
    missing_mine = size - len(m_clan) - len(m_wild)
    missing_theirs = size - len(o_clan) - len(o_wild)
    rng = random.Random(stone * 7919 + len(unseen) * 31 + seat)
    mine_sure = best_completion(m_clan, m_wild, size, sum_only, Pool(*hand)) if missing_mine else None
    wins = 0.0
    for _ in range(SAMPLES):
        if missing_mine == 0:
            mine = best_completion(m_clan, m_wild, size, sum_only)
        elif mine_sure is not None:
            mine = mine_sure
        else:
            drawn = rng.sample(unseen, min(len(unseen), missing_mine))
            mine = best_completion(
                m_clan,
                m_wild,
                size,
                sum_only,
                Pool(hand[0] + [p for t, p in drawn if t == "c"], hand[1] + [p for t, p in drawn if t == "w"]),
            )
        if missing_theirs == 0:
            theirs = best_completion(o_clan, o_wild, size, sum_only)
        else:
            theirs = best_completion(
                o_clan, o_wild, size, sum_only, _pool(rng.sample(unseen, min(len(unseen), missing_theirs + 1)))
            )
        wins += _compare(mine, theirs, missing_mine, missing_theirs, state.done_at, seat, stone)
    return wins / SAMPLES


def _compare(mine, theirs, missing_mine: int, missing_theirs: int, done_at, seat: int, stone: int) -> float:
    if mine is None:
        return 0.0 if theirs is not None else 0.5
    if theirs is None:
        return 1.0
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    if missing_mine == 0 and missing_theirs == 0:
        return 1.0 if done_at[seat][stone] < done_at[1 - seat][stone] else 0.0
    if missing_mine == 0:
        return 1.0
    return 0.0 if missing_theirs == 0 else 0.5


def _keep_value(rules: SchottenRules, state: SchottenState, card: int) -> float:
    if rules.is_clan(card):
        return rules.piece(card)[1]
    if rules.is_joker(card) and state.jokers_played[state.current] > 0:
        return -1  # a dead Joker
    return 8


def _waste(rules: SchottenRules, before: SchottenState, after: SchottenState, seat: int) -> float:
    """Small penalty for spending high cards and tactic cards: keep them for later."""
    spent = [c for c in before.hands[seat] if c >= 0 and c not in after.hands[seat]]
    penalty = 0.0
    for card in spent:
        if rules.is_clan(card):
            penalty += rules.piece(card)[1] * 0.0004
        else:
            penalty += 0.012
    return -penalty
