"""The Load list tells how a finished game ended: the save's summary keeps each side's score and
the winners; a save from before that gets them from its replay; a hostile entry is ignored."""

import json
from types import SimpleNamespace

import pytest

from game import games, storage
from game.core import i18n
from game.games.brass.rules.engine import BrassRules
from game.scenes.load import result_text
from game.tools.catalog import demo_match, finished_match


@pytest.fixture(scope="module")
def finished():
    return finished_match("schotten", seed=3)


def words(msg, lang="en"):
    i18n.set_language(lang)
    try:
        return i18n.tr(msg)
    finally:
        i18n.set_language("en")


def test_a_finished_save_keeps_the_scores_and_the_winner(finished):
    summary = finished.to_json()["summary"]
    rules = finished.rules
    scores = rules.scores(finished.state)
    winner = rules.ranking(finished.state).index(0)
    assert summary["result"] == {"scores": scores, "winners": [winner]}
    storage.autosave(finished, "done")
    info = storage.read_info(storage.autosave_path("done"))
    assert info.over and info.result is not None
    text = words(result_text(info))
    name = finished.config.seats[winner].name
    best, other = scores[winner], scores[1 - winner]
    assert text == f"{name} won {best:g}–{other:g}"
    assert words(result_text(info), "pt") == f"{name} venceu por {best:g}–{other:g}"


def test_an_unfinished_save_has_no_result():
    match = demo_match("schotten", moves=4)
    assert not match.is_over() and "result" not in match.to_json()["summary"]
    storage.autosave(match, "going")
    assert storage.read_info(storage.autosave_path("going")).result is None


def test_an_old_save_gets_its_result_from_the_replay(finished):
    data = finished.to_json()
    del data["summary"]["result"]  # as written before the summary kept it
    path = storage.autosave_path("old")
    storage.atomic_write_text(path, json.dumps(data))
    info = storage.read_info(path)
    assert info.over and info.result is None
    info = storage.verify(info, games.rules_or_none)
    assert info.error is None and info.result == storage._result(finished.rules.final_result(finished.state), 2)


@pytest.mark.parametrize(
    "bad",
    [
        "x",
        {"scores": [1], "winners": [0]},
        {"scores": [1, 2], "winners": []},
        {"scores": [1, 2], "winners": [2]},
        {"scores": [1, 2], "winners": [True]},
        {"scores": [1, "2"], "winners": [0]},
        {"scores": [1, 1e300], "winners": [0]},
        {"scores": [1, 2, 3], "winners": [0], "others": ["os.system"]},
        {"scores": [1, 2], "winners": [0, 0]},
    ],
)
def test_a_hostile_result_is_ignored(bad):
    assert storage._result(bad, 2) is None


def info(players, scores, winners, others=()):
    return storage.SaveInfo(
        path=storage.autosave_path("x"),
        name="x",
        players=players,
        over=True,
        result=storage.GameResult(tuple(scores), tuple(winners), tuple(others)),
    )


def test_ties_are_said_as_ties_in_both_languages():
    tie = info(["Ana", "Rui", "Marta"], [40, 31, 40], [0, 2])
    assert words(result_text(tie)) == "Ana and Marta tied for first, 40–40–31"
    assert words(result_text(tie), "pt") == "Ana e Marta empataram em primeiro, 40–40–31"
    three = info(["Ana", "Rui", "Marta", "Tomé"], [12, 12, 12, 5], [0, 1, 2])
    assert words(result_text(three)) == "Ana, Rui and Marta tied for first, 12–12–12–5"
    draw = info(["Ana", "Rui"], [7, 7], [0, 1])
    assert words(result_text(draw)) == "A draw, 7–7"
    assert words(result_text(draw), "pt") == "Empate, 7–7"
    four = info(["Ana", "Rui", "Marta", "Tomé"], [8, 45, 30, 12], [1])
    assert words(result_text(four)) == "Rui won 45–30–12–8"


def test_brass_names_the_automa():
    rules = BrassRules()
    won = rules.final_result(SimpleNamespace(vp=[54, 41]))
    lost = rules.final_result(SimpleNamespace(vp=[38, 47]))
    assert words(result_text(info(["Ana"], won["scores"], won["winners"], won["others"]))) == "Ana won 54–41"
    text = result_text(info(["Ana"], lost["scores"], lost["winners"], lost["others"]))
    assert words(text) == "Automa won 47–38"
    assert storage._result(won, 1) is not None
