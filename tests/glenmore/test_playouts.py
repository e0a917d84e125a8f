"""Random complete games at 2-5 players with invariants checked after every action;
save/load and replay identical at every step; same seed, same game."""

import json

import pytest

from game.core.i18n import tr
from game.core.match import Match, MatchConfig, Seat
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.state import CHOOSE, FILL, NO_TILE, OVER, PLACE
from tests.glenmore.helpers import DATA, RULES
from tests.protocol import assert_same_seed_same_game, assert_save_load_and_replay_identical

DECK_TILES = len(DATA.tiles) - len(DATA.start_tiles)


def tile_places(state):
    found = [t for deck in state.decks for t in deck] + [t for t in state.track if t != NO_TILE] + state.removed
    for tiles in state.tiles:
        found += list(tiles.values())
    if state.held != NO_TILE:
        found.append(state.held)
    return found


def expected_members(state, seat):
    total = 0
    for tile_id in state.tiles[seat].values():
        kind = DATA.tiles[tile_id].kind
        total += kind.members + (DATA.cards[kind.card].members if kind.card else 0)
    paid = [t for t in state.tiles[seat].values()]
    if state.phase == PLACE and state.current == seat:
        paid.append(state.held)
    return total - sum(DATA.tiles[t].kind.cost.members for t in paid)


def check_invariants(state, start_coins):
    n = state.num_seats
    places = tile_places(state)
    assert sorted(places) == list(range(DECK_TILES)) + list(DATA.start_tiles[:n]), "every tile in exactly one place"
    coins_given = sum(DATA.cards[c].coins for cards in state.cards for c in cards)
    assert sum(state.coins) + mk.coins_on_market(state.market, RULES.prices) == start_coins + coins_given
    assert all(0 <= f <= len(RULES.prices) for f in state.market)
    for seat in range(n):
        totals = [0] * len(RULES.resources)
        for c, cubes in state.cubes[seat].items():
            assert c in state.tiles[seat] and 0 < sum(cubes) <= DATA.board.tile_capacity and min(cubes) >= 0
            totals = [a + b for a, b in zip(totals, cubes)]
        assert totals == state.stock[seat], "stock agrees with the cubes on the tiles"
        assert all(c in state.tiles[seat] and k > 0 for c, k in state.members[seat].items())
        ending = state.phase == FILL and sum(map(len, state.decks)) <= len(state.fill)  # the last refill
        last_turn = state.phase == OVER or ending or (state.current == seat and RULES.is_last_turn(state))
        assert state.total_members(seat) >= 1 or last_turn, "at least one clan member stays until the last turn"
        assert state.total_members(seat) + state.chieftains[seat] == expected_members(state, seat)
        assert state.coins[seat] >= 0 and state.whisky[seat] >= 0
    if state.phase == CHOOSE:
        empty = [s for s in range(len(state.track)) if state.is_empty(s)]
        assert len(empty) == 1 and (state.figures[state.current] - 1) % len(state.track) == empty[0]


def check_scores(state):
    for kind_index, kind in enumerate(scoring.CATEGORIES):
        for seat in range(state.num_seats):
            awarded = sum(r["vp"][seat][kind_index] for r in state.scorings)
            assert state.points[seat][kind] == awarded
    if state.phase == OVER:
        assert len(state.scorings) == 3
        assert state.final["penalty"] == scoring.tile_penalties(DATA, state)
        for seat in range(state.num_seats):
            assert state.final["end_cards"][seat] == scoring.end_card_points(DATA, state, seat)
            assert state.final["coins"][seat] == state.coins[seat]
        assert RULES.scores(state) == [float(sum(p.values())) for p in state.points]


def uniform(actions, rng):
    return rng.choice(actions)


def patient(actions, rng):
    """Mostly the nearest tile and every activation: long games with big territories."""
    useful = [
        a
        for a in actions
        if a.kind
        in ("glenmore.take", "glenmore.activate", "glenmore.move", "glenmore.promote", "glenmore.pay", "glenmore.place")
    ]
    if useful and rng.random() < 0.9:
        takes = [a for a in useful if a.kind == "glenmore.take"]
        return takes[0] if takes and rng.random() < 0.7 else rng.choice(useful)
    return rng.choice(actions)


@pytest.mark.parametrize("policy", [uniform, patient])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players, policy):
    for game in range(12):
        rng = Rng(1000 * players + game)
        state = RULES.setup(RULES.check_config(GameConfig(players, {"first": "random"})))
        start_coins = sum(state.coins) + mk.coins_on_market(state.market, RULES.prices)
        for _step in range(5000):
            seat = RULES.to_move(state)
            if seat is None:
                break
            if seat == CHANCE:
                action = RULES.sample_chance(state, rng)
            else:
                actions = RULES.legal_actions(state)
                assert actions and len(set(actions)) == len(actions)
                action = policy(actions, rng)
                assert RULES.why_illegal(state, action) is None
            tr(RULES.describe(state, action, seat) or "")
            RULES.apply(state, action)
            check_invariants(state, start_coins)
            check_scores(state)
            tr(RULES.prompt(state))
            tr(RULES.progress(state))
        assert state.phase == OVER
        assert sorted(RULES.ranking(state))[0] == 0


@pytest.mark.parametrize("players", [2, 4])
def test_save_load_and_replay_identical_at_every_step(players):
    seats = [Seat(f"P{i}") for i in range(players)]
    assert_save_load_and_replay_identical(RULES, MatchConfig("glenmore", seats, {}, seed=players), players)


def test_clone_is_independent():
    state = RULES.setup(RULES.check_config(GameConfig(3, {})))
    rng = Rng(3)
    for _ in range(150):
        seat = RULES.to_move(state)
        if seat is None:
            break
        copy = state.clone()
        before = json.dumps(copy.to_json(), sort_keys=True)
        action = RULES.sample_chance(state, rng) if seat == CHANCE else rng.choice(RULES.legal_actions(state))
        RULES.apply(state, action)
        assert json.dumps(copy.to_json(), sort_keys=True) == before


def test_same_seed_same_game():
    assert_same_seed_same_game(RULES, "glenmore", 3)


def test_undo_steps_back_within_a_turn():
    match = Match(RULES, MatchConfig("glenmore", [Seat("A"), Seat("B")], {}, seed=11))
    before = json.dumps(match.state.to_json(), sort_keys=True)
    take = next(a for a in match.legal_actions() if a.kind == "glenmore.take")
    match.play(take)
    assert match.can_undo()
    match.undo()
    assert json.dumps(match.state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("players", [2, 4])
def test_legal_actions_and_why_illegal_agree(players):
    """Every listed action is accepted; a sample of unlisted ones is refused with a reason."""
    from game.games.glenmore.rules.actions import Activate, Move, Pay, Place, Promote, Sell, Take

    probes = [Take(s) for s in range(14)] + [Sell(r) for r in RULES.resources] + [Pay(("wood",)), Pay(())]
    probes += [Place(x, y) for x in range(-2, 3) for y in range(-2, 3)]
    probes += [Activate(x, y) for x in range(-2, 3) for y in range(-2, 3)]
    probes += [Move(0, 0, 1, 0), Promote(0, 0)]
    rng = Rng(players)
    state = RULES.setup(RULES.check_config(GameConfig(players, {})))
    while RULES.to_move(state) is not None:
        seat = RULES.to_move(state)
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        legal = set(RULES.legal_actions(state))
        for probe in probes:
            assert (RULES.why_illegal(state, probe) is None) == (probe in legal), (state.phase, probe)
        RULES.apply(state, patient(sorted(legal, key=repr), rng))
