"""The "suggest a move" hint on the kernel side: the hint reads only the person's view, and the count
of hints used survives save/load (old saves without it load with 0)."""

import json
import random

from game import games
from game.core.hinting import score_gain, suggest
from game.core.match import Match, MatchConfig, Seat
from game.games.schotten import hints as schotten_hints
from game.games.schotten.rules.actions import Claim
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN

RULES = SchottenRules()


def lookup(name):
    return RULES if name == "schotten" else None


def schotten_match(seed=3, **options):
    return Match(RULES, MatchConfig("schotten", [Seat("Ana"), Seat("Rui")], options, seed=seed))


def advance(match, steps, seed=1):
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        match.play(rng.choice(match.legal_actions()))
    return match


def other_hidden_cards(state, seat):
    """A copy of ``state`` where the other seat holds different cards: some of its hand is
    swapped with cards from the clan deck (both hidden from ``seat``)."""
    changed = state.clone()
    other = 1 - seat
    hand, pool = changed.hands[other], changed.pools[CLAN]
    for i in range(min(3, len(hand), len(pool))):
        if RULES.is_clan(hand[i]):  # a clan card goes back for a clan card
            hand[i], pool[-1 - i] = pool[-1 - i], hand[i]
    assert changed.hands[other] != state.hands[other]
    return changed


def test_a_hint_is_the_same_whatever_the_other_seats_hidden_cards_are():
    for steps, options in ((0, {}), (9, {}), (16, {"tactical": True})):
        match = advance(schotten_match(seed=5 + steps, **options), steps)
        seat = match.to_move()
        a = match.state
        b = other_hidden_cards(a, seat)
        assert json.dumps(RULES.view(a, seat).to_json()) == json.dumps(RULES.view(b, seat).to_json())
        for level in ("easy", "random"):
            hint_a = suggest(games.make_bot("schotten", level, 17), RULES, a, seat)
            hint_b = suggest(games.make_bot("schotten", level, 17), RULES, b, seat)
            assert hint_a == hint_b
            assert hint_a in RULES.legal_actions(a)


def test_a_hint_never_changes_the_state_it_was_asked_about():
    match = advance(schotten_match(seed=8), 7)
    before = json.dumps(match.state.to_json())
    seat = match.to_move()
    action = suggest(games.make_bot("schotten", "easy", 3), RULES, match.state, seat)
    view = RULES.view(match.state, seat)
    schotten_hints.why(RULES, view, action, seat)
    score_gain(RULES, view, action, seat)
    assert json.dumps(match.state.to_json()) == before


def test_a_claim_says_why():
    rng = random.Random(4)
    for seed in range(40):
        match = schotten_match(seed=seed)
        while not match.is_over():
            claims = [a for a in match.legal_actions() if isinstance(a, Claim)]
            if claims:
                seat = match.to_move()
                reason = schotten_hints.why(RULES, RULES.view(match.state, seat), claims[0], seat)
                assert reason is not None and reason.key.startswith("schotten.hint.claim")
                return
            match.play(rng.choice(match.legal_actions()))
    raise AssertionError("no claim found")


def test_the_hint_count_survives_save_and_load():
    match = advance(schotten_match(), 5)
    match.hints_used[0] = 3
    data = json.loads(json.dumps(match.to_json()))
    assert data["summary"]["hints"] == [3, 0]
    assert Match.from_json(data, lookup).hints_used == [3, 0]


def test_old_or_damaged_saves_load_with_no_hints_used():
    data = json.loads(json.dumps(advance(schotten_match(), 5).to_json()))
    del data["summary"]["hints"]
    assert Match.from_json(data, lookup).hints_used == [0, 0]
    data["summary"]["hints"] = ["x", -2, 7, 9]
    assert Match.from_json(data, lookup).hints_used == [0, 0]
    data["summary"] = None
    assert Match.from_json(data, lookup).hints_used == [0, 0]


def brass_twin_states():
    """A Brass position where the Automa's top card shows a back that another unseen card
    shares (cards 8 and 10): the same table with either card on top."""
    from game.core.match import Match as M
    from game.tools.catalog import advance_until

    rules = games.rules_for("brass")

    def twins(m):
        top = rules.automa_top(m.state)
        if top is None or m.to_move() != 0:
            return []
        return [c for c in m.state.a_pool if rules._same_back(rules.data.automa_card(c), top)]

    for seed in range(1, 20):  # random players (the core's, stable) until such a position comes
        match = advance_until(M(rules, MatchConfig("brass", [Seat("Ana")], {}, seed=seed)), twins, "random", seed)
        if twins(match):
            break
    a = match.state
    b = a.clone()
    twin = twins(match)[0]
    b.a_pool[b.a_pool.index(twin)] = b.a_top
    b.a_pool.sort()
    b.a_top = twin
    return rules, a, b


def test_a_brass_hint_does_not_depend_on_the_front_of_the_automas_hidden_top_card():
    rules, a, b = brass_twin_states()
    for seed in (5, 6):
        hint_a = suggest(games.make_bot("brass", "easy", seed), rules, a, 0)
        assert hint_a == suggest(games.make_bot("brass", "easy", seed), rules, b, 0)


def test_the_brass_view_does_not_tell_which_of_two_same_back_automa_cards_is_on_top():
    rules, a, b = brass_twin_states()
    assert a.a_top != b.a_top
    assert rules.view(a, 0).to_json() == rules.view(b, 0).to_json()
