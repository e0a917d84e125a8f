"""The learned evaluation: its terms, weighted by the hand-set weights, are the hand-set value;
the fit recovers known coefficients; the tool logs positions for it."""

import json

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import EasyBot, HardBot
from game.games.brass.bot import fit as fitting
from game.games.brass.bot.heuristics import Evaluator
from game.games.brass.bot.learned import NAMES, PRIOR, LearnedEvaluator, features
from game.games.brass.rules.state import AUTOMA, MAIN
from tests.brass.helpers import RULES


def positions(seed, difficulty="medium", limit=60):
    state = RULES.setup(RULES.check_config(GameConfig(1, {"difficulty": difficulty})))
    bot, rng, seen = EasyBot(seed), Rng(seed), []
    while RULES.to_move(state) is not None and len(seen) < limit:
        if RULES.to_move(state) == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        if state.phase == MAIN:
            seen.append(state.clone())
        RULES.apply(state, bot.choose(RULES, RULES.view(state, 0), 0))
    return seen


def test_the_prior_coefficients_are_the_hand_set_evaluation():
    """With the hand-set weights, the learned value differs from the hand-set one only in
    counting the Automa's points scored fully (not at ``Weights.automa``)."""
    hand = Evaluator(RULES)
    learned = LearnedEvaluator(RULES, coefficients={0: PRIOR, 1: PRIOR})
    share = 1 - hand.w.automa
    seen = positions(3, limit=200)
    assert {s.era for s in seen} == {0, 1}
    for state in seen:
        assert abs(learned.value(state) + share * state.vp[AUTOMA] - hand.value(state)) < 1e-6


def test_every_term_is_named_and_some_move():
    seen = positions(5)
    terms = [features(RULES, s) for s in seen]
    assert all(tuple(t) == NAMES for t in terms)
    moved = {n for n in NAMES if len({t[n] for t in terms}) > 1}
    assert {"p.flipped", "p.money", "p.links", "a.flipped", "a.links"} <= moved


def test_the_fit_recovers_known_coefficients():
    rng = Rng(11)
    truth = {n: (i % 5) * 0.5 - 1.0 for i, n in enumerate(NAMES)}
    games = []
    for g in range(40):
        rows = []
        for _ in range(10):
            x = [rng.random() * 10 for _ in NAMES]
            rows.append([0, 1, [0, 0], x])
        game = {"seed": g, "names": list(NAMES), "human": 0, "automa": 0, "rows": rows}
        games.append(game)
    # y = human - automa after the position: put it all in the person's final score
    for game in games:
        for row in game["rows"]:
            row[2] = [-(3.0 + sum(truth[n] * v for n, v in zip(NAMES, row[3]))), 0]
    data = []
    for game in games:
        for _e, _r, vp, x in game["rows"]:
            data.append((x, game["human"] - vp[0], 1.0))
    intercept, coef = fitting.fit(data, 1e-6)
    assert abs(intercept - 3.0) < 1e-3
    assert all(abs(c - truth[n]) < 1e-3 for c, n in zip(coef, NAMES))


def test_the_tool_logs_positions_for_the_fit(tmp_path):
    from game.games.brass.tools import _detailed, play_game

    path = tmp_path / "f.jsonl"
    result = play_game("easy", "easy", 2, None, True)
    _detailed(result, "easy", "", str(path))
    game = json.loads(path.read_text())
    assert game["names"] == list(NAMES) and len(game["rows"]) >= 15
    assert fitting.samples([game], 0) and fitting.samples([game], 1)


def test_the_learned_hard_player_chooses_legal_actions():
    seen = positions(7, limit=8)
    bot = HardBot(7, learned=1, nodes=300)
    for state in seen[-2:]:
        action = bot.choose(RULES, RULES.view(state, 0), 0)
        assert RULES.why_illegal(state, action) is None


def test_kept_terms_stay_at_the_prior():
    rng = Rng(12)
    data = [([rng.random() * 10 for _ in NAMES], rng.random() * 50, 1.0) for _ in range(200)]
    _c, coef = fitting.fit(data, 0.1, frozenset({"p.money", "a.links"}))
    named = dict(zip(NAMES, coef))
    assert abs(named["p.money"] - PRIOR["p.money"]) < 1e-6
    assert abs(named["a.links"] - PRIOR["a.links"]) < 1e-6
