"""Formation ranking, tie-breaks, and the proof check against brute-force enumeration."""

import random
from itertools import combinations, product

import pytest

from game.games.schotten.rules.formations import (
    COLOUR,
    COLOUR_RUN,
    RUN,
    SAME_STRENGTH,
    SUM,
    Pool,
    best_assignment,
    best_completion,
    concrete_value,
)

G, B, R, Y, P, K = range(6)  # green blue red yellow purple pink
JOKER = tuple(range(1, 10))
SPY = (7,)
SHIELD = (1, 2, 3)


def test_ranking_order_of_the_five_formations():
    colour_run = concrete_value([(G, 1), (G, 2), (G, 3)])
    three = concrete_value([(G, 9), (B, 9), (R, 9)])
    colour = concrete_value([(B, 9), (B, 8), (B, 6)])
    run = concrete_value([(G, 9), (B, 8), (R, 7)])
    total = concrete_value([(G, 9), (B, 9), (R, 8)])
    assert colour_run[0] == COLOUR_RUN and three[0] == SAME_STRENGTH
    assert colour[0] == COLOUR and run[0] == RUN and total[0] == SUM
    # Any colour run (even 1-2-3) beats any three of a kind (even 9-9-9), and so on down.
    assert colour_run > three > colour > run > total


def test_run_order_does_not_matter_and_does_not_wrap():
    assert concrete_value([(G, 7), (B, 9), (R, 8)])[0] == RUN
    assert concrete_value([(G, 9), (B, 1), (R, 2)])[0] == SUM


def test_rulebook_example_sum_of_fifteen_beats_fourteen():
    # Opponent: green 7, purple 4, blue 3 (sum 14); you: green 5, red 5, blue 5 -> three of a kind.
    # The book says the 5-5-5 wins "by the sum" in its translation; either way 5+5+5 wins.
    theirs = concrete_value([(G, 7), (P, 4), (B, 3)])
    mine = concrete_value([(G, 5), (R, 5), (B, 5)])
    assert mine > theirs


def test_same_formation_higher_total_wins():
    assert concrete_value([(G, 7), (G, 8), (G, 9)]) > concrete_value([(B, 6), (B, 7), (B, 8)])
    assert concrete_value([(G, 8), (B, 8), (R, 8)]) > concrete_value([(G, 2), (B, 2), (R, 2)])


def test_sum_only_ignores_formations():
    assert concrete_value([(G, 1), (G, 2), (G, 3)], sum_only=True) == (SUM, 6)
    assert concrete_value([(G, 9), (B, 9), (R, 8)], sum_only=True) > concrete_value([(G, 7), (G, 8), (G, 9)], True)


def test_four_card_formations_extend_the_ranking():
    assert concrete_value([(G, 1), (G, 2), (G, 3), (G, 4)])[0] == COLOUR_RUN
    assert concrete_value([(G, 5), (B, 5), (R, 5), (Y, 5)])[0] == SAME_STRENGTH
    assert concrete_value([(G, 1), (G, 5), (G, 7), (G, 9)])[0] == COLOUR
    assert concrete_value([(G, 1), (B, 2), (G, 3), (G, 4)])[0] == RUN


def test_wild_cards_take_their_owners_best_value():
    value, choice = best_assignment([(G, 8), (G, 9)], [JOKER], False)
    assert value == (COLOUR_RUN, 24) and choice == [(G, 7)]
    value, choice = best_assignment([(R, 7), (B, 7)], [SPY], False)
    assert value == (SAME_STRENGTH, 21)
    value, _ = best_assignment([(Y, 4), (Y, 5)], [SHIELD], False)
    assert value == (COLOUR_RUN, 12)  # shield bearer as yellow 3
    value, _ = best_assignment([(Y, 8), (B, 2)], [SHIELD], False)
    assert value == (SUM, 13)


# -- brute force -------------------------------------------------------------


def brute_best(fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds):
    items = [("c", p) for p in pool_clan] + [("w", w) for w in pool_wilds]
    k = size - len(fixed) - len(fixed_wilds)
    best = None
    for chosen in combinations(items, k):
        clan = list(fixed) + [p for t, p in chosen if t == "c"]
        wilds = list(fixed_wilds) + [w for t, w in chosen if t == "w"]
        options = [[(c, s) for c in range(6) for s in w] for w in wilds]
        for assignment in product(*options):
            value = concrete_value(clan + list(assignment), sum_only)
            if best is None or value > best:
                best = value
    return best


def random_position(rng, tactical):
    deck = [(c, s) for c in range(6) for s in range(1, 10)]
    rng.shuffle(deck)
    size = rng.choice([3, 3, 3, 4]) if tactical else 3
    n_fixed = rng.randrange(0, size + 1)
    fixed_wilds = []
    if tactical and n_fixed and rng.random() < 0.3:
        fixed_wilds.append(rng.choice([JOKER, SPY, SHIELD]))
    fixed = deck[: n_fixed - len(fixed_wilds)]
    # A small pool keeps the brute force quick; a large one exercises the counting.
    pool_size = rng.choice([0, 2, 4, 8, 14])
    pool_clan = deck[n_fixed : n_fixed + pool_size]
    pool_wilds = []
    if tactical:
        pool_wilds = [w for w in (JOKER, SPY, SHIELD) if rng.random() < 0.25 and w not in fixed_wilds]
    sum_only = tactical and rng.random() < 0.15
    return fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds


@pytest.mark.parametrize("tactical", [False, True])
def test_best_completion_matches_brute_force_on_random_positions(tactical):
    rng = random.Random(1234 + tactical)
    checked = 0
    for _ in range(2500):
        fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds = random_position(rng, tactical)
        expected = brute_best(fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds)
        got = best_completion(fixed, fixed_wilds, size, sum_only, Pool(pool_clan, pool_wilds))
        assert got == expected, (fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds)
        checked += 1
    assert checked == 2500


@pytest.mark.parametrize("tactical", [False, True])
def test_best_completion_with_a_floor_answers_can_it_beat(tactical):
    """With ``floor`` the answer is the best when it beats the floor, else None (sum-only
    stones may return the best anyway: the caller compares)."""
    rng = random.Random(99 + tactical)
    for _ in range(1500):
        fixed, fixed_wilds, size, sum_only, pool_clan, pool_wilds = random_position(rng, tactical)
        pool = Pool(pool_clan, pool_wilds)
        best = best_completion(fixed, fixed_wilds, size, sum_only, pool)
        floor = (rng.randint(0, 4), rng.randint(3, 36))
        got = best_completion(fixed, fixed_wilds, size, sum_only, pool, floor=floor)
        beats = best is not None and best > floor
        if beats:
            assert got == best
        else:
            assert got is None or (sum_only and got == best), (floor, best, got)


def test_completion_impossible_when_pool_too_small():
    assert best_completion([(G, 1)], [], 3, False, Pool([(B, 2)])) is None


# -- the whole claim rule, on positions from random games ----------------------------------------


def brute_claim_allowed(rules, state, seat, stone):
    """Claimable iff no completion of the other side from unseen cards beats the claimer's side."""
    from game.games.schotten.rules.formations import concrete_value

    size = rules.capacity(state, stone)
    sum_only = rules.sum_only(state, stone)
    mine = state.sides[seat][stone]
    theirs = state.sides[1 - seat][stone]
    if state.claimed[stone] >= 0 or len(mine) < size:
        return False
    mine_value = rules.side_value(state, seat, stone)
    if len(theirs) == size:
        theirs_value = rules.side_value(state, 1 - seat, stone)
        return mine_value > theirs_value or (
            mine_value == theirs_value and state.done_at[seat][stone] < state.done_at[1 - seat][stone]
        )
    seen = set(state.discard) | {c for side in state.sides for cards in side for c in cards}
    pool = [rules.piece(c) for c in range(54) if c not in seen]
    wilds = []
    if state.tactical:
        joker_ok = state.jokers_played[1 - seat] == 0
        jokers = [c for c in rules.wild_cards() if rules.is_joker(c) and c not in seen]
        for card in rules.wild_cards():
            if card in seen or (rules.is_joker(card) and (not joker_ok or card != min(jokers))):
                continue
            wilds.append(rules.wild_strengths(card))
    fixed_clan, fixed_wilds = rules.split(theirs)
    k = size - len(theirs)
    items = [("c", p) for p in pool] + [("w", w) for w in wilds]
    for chosen in combinations(items, k):
        clan = fixed_clan + [p for t, p in chosen if t == "c"]
        all_wilds = fixed_wilds + [w for t, w in chosen if t == "w"]
        for assignment in product(*([(c, s) for c in range(6) for s in w] for w in all_wilds)):
            if concrete_value(clan + list(assignment), sum_only) > mine_value:
                return False
    return True


@pytest.mark.parametrize("tactical", [False, True])
def test_claim_rule_matches_brute_force_on_random_game_positions(tactical):
    from game.core.rng import Rng
    from game.core.rules import CHANCE, GameConfig
    from game.games.schotten.rules.engine import SchottenRules

    rules = SchottenRules()
    checked = proofs = 0
    game = 0
    while checked < 4000:
        rng = Rng(500 + game)
        game += 1
        state = rules.setup(rules.check_config(GameConfig(2, {"tactical": tactical})))
        while rules.to_move(state) is not None:
            seat = rules.to_move(state)
            action = rules.sample_chance(state, rng) if seat == CHANCE else rng.choice(rules.legal_actions(state))
            rules.apply(state, action)
            if seat == CHANCE or rules.to_move(state) is None:
                continue
            for claimer in (0, 1):
                for stone in range(9):
                    mine = state.sides[claimer][stone]
                    theirs = state.sides[1 - claimer][stone]
                    size = rules.capacity(state, stone)
                    if state.claimed[stone] >= 0 or len(mine) < size or size - len(theirs) > 2:
                        continue  # keep the brute force small: at most two cards to add
                    engine = rules.claim_problem(state, claimer, stone) is None
                    assert engine == brute_claim_allowed(rules, state, claimer, stone)
                    checked += 1
                    proofs += engine and len(theirs) < size
    assert checked >= 4000 and proofs >= 40  # proof claims (incomplete opposing side) really occurred


def test_a_pool_less_some_pieces_equals_one_built_without_them():
    import random

    from game.games.schotten.rules.formations import Pool

    rng = random.Random(5)
    pieces = [(c, s) for c in range(6) for s in range(1, 10)]
    for _ in range(200):
        kept = rng.sample(pieces, rng.randrange(5, 54))
        gone = rng.sample(kept, rng.randrange(0, min(8, len(kept))))
        wilds = [(7,)] if rng.random() < 0.5 else []
        derived = Pool(kept, wilds).without(gone)
        built = Pool([p for p in kept if p not in gone], wilds)
        for field in Pool.__slots__:
            assert getattr(derived, field) == getattr(built, field), field
