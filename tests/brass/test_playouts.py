"""Random complete games with invariants checked after every action; save/load and replay
identical at every step; clone independence; legal_actions and why_illegal agree."""

import json

import pytest

from game.core import i18n
from game.core.i18n import tr
from game.core.match import Match, MatchConfig, Seat
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import EasyBot
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, NOBODY, OVER, BrassState
from tests.brass.helpers import DATA, RULES, T
from tests.protocol import assert_same_seed_same_game, assert_save_load_and_replay_identical


def check_invariants(state: BrassState) -> None:
    standard = RULES.standard
    on_board = {}
    for sp in range(T.n_space):
        owner = state.sp_owner[sp]
        if owner == NOBODY:
            assert (state.sp_ind[sp], state.sp_level[sp], state.sp_cubes[sp], state.sp_flipped[sp]) == (-1, 0, 0, False)
            continue
        industry, level = state.sp_ind[sp], state.sp_level[sp]
        assert industry in T.space_types[sp], "a tile only on a space showing its industry"
        key = (owner, industry, level)
        on_board[key] = on_board.get(key, 0) + 1
        building = state.ctx.get("kind") == "build" and state.ctx.get("space") == sp and state.need
        if T.resource[industry] and not building:  # (a tile being built gets its cubes once paid for)
            assert (state.sp_cubes[sp] > 0) != state.sp_flipped[sp], "a resource tile flips when it empties"
        else:
            assert state.sp_cubes[sp] == 0
    for owner in (HUMAN, AUTOMA):
        for industry, row in enumerate(standard):
            for i, count in enumerate(row):
                mat = state.mat[owner][industry][i]
                gone = state.gone[owner][industry][i]
                assert mat >= 0 and gone >= 0
                assert mat + gone + on_board.get((owner, industry, i + 1), 0) == count, "every tile in one place"
        assert state.vp[owner] >= 0 and state.vp[owner] == sum(state.vp_parts[owner].values())
    if state.era == CANAL:
        for location in range(T.n_loc):
            for owner in (HUMAN, AUTOMA):
                assert sum(1 for sp in T.loc_spaces[location] if state.sp_owner[sp] == owner) <= 1
    for li, owner in enumerate(state.link_owner):
        if owner != NOBODY:
            assert DATA.links[li].allowed(state.era), "links of this era's type only"
    assert state.money >= 0 and 0 <= state.income <= 99
    assert 0 <= state.coal <= T.market["coal"].size and 0 <= state.iron <= T.market["iron"].size
    for resource, market in (("coal", state.coal), ("iron", state.iron), ("beer", 0)):
        industry = INDUSTRIES.index({"coal": "coal_mine", "iron": "iron_works", "beer": "brewery"}[resource])
        on_tiles = sum(state.sp_cubes[sp] for sp in range(T.n_space) if state.sp_ind[sp] == industry)
        start = {"coal": T.market["coal"].start, "iron": T.market["iron"].start, "beer": 0}[resource]
        assert on_tiles + market == start + state.made[resource] - state.used[resource], resource
    assert all(0 <= b <= DATA.merchant_beer for b in state.merchant_beer)
    wilds = [c for c in state.hand if DATA.card_types[c].wild]
    plain = [c for c in state.hand if not DATA.card_types[c].wild]
    assert sorted(plain + state.deck + state.discard) == sorted(DATA.deck), "the 40 cards are all somewhere"
    for name, count in DATA.wild_piles.items():
        assert wilds.count(name) + state.wild[name] == count
    assert len(state.hand) <= DATA.board.hand
    cards = state.a_pool + state.a_discard + [c for c in (state.a_top, state.a_current) if c > 0]
    assert sorted(cards) == list(range(1, 23)), "the 22 Automa cards are all somewhere"
    assert sum(sum(p.values()) for p in state.a_piles) == len(state.a_pool)


def translate_all(state, action, seat):
    for text in (RULES.describe(state, action, seat),):
        if text is not None:
            assert "brass." not in tr(text), tr(text)


def uniform(actions, rng):
    return rng.choice(actions)


def builder(actions, rng):
    """Mostly builds, links and sales: fuller boards, more flips, more Automa interaction."""
    keen = [a for a in actions if isinstance(a, (Build, Network, Sell, SellAgain, SecondLink))]
    if keen and rng.random() < 0.85:
        return rng.choice(keen)
    calm = [a for a in actions if not isinstance(a, (Loan, Scout))]
    return rng.choice(calm or actions)


class EasyPolicy:
    """The easy computer player as a playout policy: sales, double railways, flips, loans."""

    __name__ = "easy_bot"

    def __init__(self):
        self.bot = EasyBot(5)

    def __call__(self, actions, rng):
        return self.bot.choose(RULES, self.state, HUMAN)


@pytest.mark.parametrize("policy", [uniform, builder, "easy_bot"])
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_random_games_keep_every_invariant(policy, difficulty):
    games = 2 if policy == "easy_bot" else 6
    if policy == "easy_bot":
        policy = EasyPolicy()
    for game in range(games):
        rng = Rng(100 * game + len(difficulty))
        state = RULES.setup(RULES.check_config(GameConfig(1, {"difficulty": difficulty})))
        check_invariants(state)
        for _step in range(3000):
            seat = RULES.to_move(state)
            if seat is None:
                break
            if seat == CHANCE:
                action = RULES.sample_chance(state, rng)
            else:
                actions = RULES.legal_actions(state)
                assert actions and len(set(actions)) == len(actions)
                policy.state = state
                action = policy(actions, rng)
            if game == 0:
                translate_all(state, action, seat)
            RULES.apply(state, action)
            check_invariants(state)
            assert "brass." not in tr(RULES.prompt(state)) and "brass." not in tr(RULES.progress(state))
        assert state.phase == OVER and len(state.era_scores) == 2
        outcome = RULES.outcome(state)
        assert outcome["human"] == state.vp[HUMAN] and outcome["automa"] == state.vp[AUTOMA]
        assert RULES.rewards(state)[0] in (0.0, 0.5, 1.0)


def probes(state):
    out = [Build(name, sp) for name in INDUSTRIES for sp in range(T.n_space)]
    out += [Network(li) for li in range(T.n_link)] + [SecondLink(li) for li in range(T.n_link)]
    out += [cls(name) for cls in (Develop, DevelopAgain, FreeDevelop) for name in INDUSTRIES]
    goods = [sp for sp in range(T.n_space) if state.sp_owner[sp] != NOBODY] + [0, 48]
    out += [cls(sp, m) for cls in (Sell, SellAgain) for sp in goods for m in range(5)]
    out += [Loan(), Scout(), Pass(), Done(), Build("cotton_mill", 99), Network(-1), Develop("canal")]
    out += [Discard(c) for c in DATA.card_types]
    out += [Take(r, sp) for r in ("coal", "iron", "beer") for sp in [-1, *goods]]
    out += [Sacrifice(sp) for sp in goods]
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_legal_actions_and_why_illegal_agree(seed):
    rng = Rng(seed)
    state = RULES.setup(RULES.check_config(GameConfig(1, {})))
    steps = 0
    while RULES.to_move(state) is not None:
        seat = RULES.to_move(state)
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        legal = set(RULES.legal_actions(state))
        if steps % 2 == 0:
            for probe in probes(state):
                reason = RULES.why_illegal(state, probe)
                assert (reason is None) == (probe in legal), (state.phase, probe, reason)
                if reason is not None:
                    assert "brass." not in tr(reason), tr(reason)
        steps += 1
        RULES.apply(state, builder(sorted(legal, key=repr), rng))


def test_save_load_and_replay_identical_at_every_step():
    config = MatchConfig("brass", [Seat("You")], {"difficulty": "hard"}, seed=7)
    assert_save_load_and_replay_identical(RULES, config, 7, builder, load_every=25)


def test_clone_is_independent():
    state = RULES.setup(RULES.check_config(GameConfig(1, {})))
    rng = Rng(3)
    for _ in range(400):
        seat = RULES.to_move(state)
        if seat is None:
            break
        copy = state.clone()
        before = json.dumps(copy.to_json(), sort_keys=True)
        action = RULES.sample_chance(state, rng) if seat == CHANCE else builder(RULES.legal_actions(state), rng)
        RULES.apply(state, action)
        assert json.dumps(copy.to_json(), sort_keys=True) == before


def test_same_seed_same_game():
    assert_same_seed_same_game(RULES, "brass", 1)


def test_undo_steps_back_within_a_turn_but_not_across_the_automa():
    match = Match(RULES, MatchConfig("brass", [Seat("You")], {}, seed=11))
    before = json.dumps(match.state.to_json(), sort_keys=True)
    match.play(Pass())
    if match.state.phase == "card":
        assert match.can_undo()
        match.undo()
        assert json.dumps(match.state.to_json(), sort_keys=True) == before
        match.play(Pass())
        match.play(Discard(match.state.hand[0]))
    assert match.state.round == 2 and not match.can_undo()  # the Automa's turn revealed a card


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_words_exist_in_every_language(lang):
    i18n.set_language(lang)
    try:
        rng = Rng(9)
        state = RULES.setup(RULES.check_config(GameConfig(1, {})))
        while RULES.to_move(state) is not None:
            seat = RULES.to_move(state)
            action = RULES.sample_chance(state, rng) if seat == CHANCE else builder(RULES.legal_actions(state), rng)
            text = RULES.describe(state, action, seat)
            if text is not None:
                assert "brass." not in tr(text), tr(text)
            RULES.apply(state, action)
            for line in RULES.automa_lines(state):
                assert "brass." not in tr(line)
            assert "brass." not in tr(RULES.prompt(state))
        for spec in RULES.options():
            assert i18n.has(spec.label)
            for value in spec.choices:
                assert i18n.has(f"brass.option.{spec.key}_{value}")
    finally:
        i18n.set_language("en")
