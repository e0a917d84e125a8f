"""The guided first games (game/core/lesson.py, data/<game>/lesson.yaml), played through a GUIDED
table session without a screen: each lesson to its end with the expected moves; at every step
every other legal move gets the script's answer (taken with its kind reply when the rest of the
lesson still plays after it, else refused with its "try ..."), an illegal move the rules' own
reason; a lesson left mid-way and resumed from its save; the DataErrors of a broken script."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game.core import i18n
from game.core.bots import Bot
from game.core.data import DataError
from game.core.lesson import LessonGuide, load_lesson
from game.core.match import Match
from game.core.paths import DATA_DIR
from game.core.rules import CHANCE
from game.core.session import ACCEPTED, EXPECTED, GUIDED, GuideReply, Refused, TableSession
from game.games import spec
from tests.core.events import Recorder

GAMES = ("schotten", "border", "glenmore", "brass")
ALTERNATIVES_PER_STEP = 12
"""Other legal moves tried at each step (all of them when fewer): a seeded sample keeps the
games with many moves (Brass) quick."""


class NoBot(Bot):
    """A computer player that must never be asked: on the script, every computer move is written."""

    def choose(self, rules, view, seat):
        raise AssertionError("a computer player was asked to decide during the lesson")


def no_bots(level, seed):
    return NoBot()


def lookup(name):
    return spec(name).instance()


def guided(game: str, match: Match | None = None, record: Recorder | None = None) -> TableSession:
    game_spec = spec(game)
    lesson = game_spec.lesson()
    if match is None:
        match = lesson.new_match(game_spec.instance(), seed=5)
    s = TableSession(match, mode=GUIDED, guide=game_spec.guide(), make_bot=no_bots)
    if record is not None:
        s.listen(record)
    s.start()
    return s


def settle(s: TableSession) -> None:
    """Let the computer seats make their (scripted) moves until the person decides or the game ends."""
    for _ in range(10_000):
        if s.bot_seat() is None and s.worker is None:
            return
        s.burst(5.0)
    raise AssertionError("the computer seats never finished")


def play_expected(s: TableSession) -> None:
    """One expected decision of the person's, as the screen would take it from the guide's status."""
    guide: LessonGuide = s.guide
    status = guide.status(s.match)
    assert status.on_script and status.targets, status
    assert s.play(status.targets[0])


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_plays_to_its_end_with_the_expected_moves(game):
    record = Recorder()
    s = guided(game, record=record)
    guide: LessonGuide = s.guide
    lesson = guide.lesson
    steps_seen = []
    while not guide.finished(s.match):
        settle(s)
        if guide.finished(s.match):
            break
        status = guide.status(s.match)
        assert status.steps == len(lesson.steps) and not status.finished
        assert i18n.has(status.text.key)
        if status.arrow is not None:
            assert status.arrow == status.targets[0]
        steps_seen.append(status.step)
        play_expected(s)
    assert steps_seen == sorted(steps_seen) and steps_seen[-1] == len(lesson.steps)
    assert not record.of(Refused)
    assert all(r.verdict == EXPECTED for r in record.of(GuideReply))
    assert s.match.actions == [a for _, a in lesson.main]
    assert tuple(float(x) for x in s.rules.final_result(s.match.state)["scores"]) == lesson.scores
    end = guide.status(s.match)
    assert end.finished and end.text == lesson.closing and end.suggest in spec(game).suggest_levels
    assert end.step == end.steps == len(lesson.steps) and end.targets == ()
    # after the lesson the match is a game like any other: every legal move is expected
    if not s.match.is_over():
        settle_after = s.match.legal_actions() if s.human_to_move() is not None else []
        for action in settle_after[:3]:
            assert guide.judge(s.match, s.human_to_move(), action).kind == EXPECTED


def _illegal(s: TableSession, guide: LessonGuide):
    """A move of the game's that is not legal now (one the script makes elsewhere)."""
    legal = s.match.legal_actions()
    for actor, action in guide.lesson.main:
        if actor != CHANCE and action not in legal and not action.confirm:
            return action
    return None


@pytest.mark.parametrize("game", GAMES)
def test_at_every_step_other_moves_get_the_scripts_answer_and_illegal_ones_the_rules_reason(game):
    record = Recorder()
    s = guided(game, record=record)
    guide: LessonGuide = s.guide
    rng = random.Random(f"{game}-alternatives")
    accepted = refused = 0
    while not guide.finished(s.match):
        settle(s)
        if guide.finished(s.match):
            break
        status = guide.status(s.match)
        n = len(s.match.actions)
        step = guide.lesson.steps[guide.lesson.step_at[n]]
        before = json.dumps(s.match.state.to_json())
        wrong = _illegal(s, guide)
        if wrong is not None:
            assert not s.play(wrong)
            assert record.events[-1] == Refused(s.rules.refusal(s.match.state, wrong))
        others = [a for a in s.match.legal_actions() if a not in status.targets]
        for action in rng.sample(others, min(ALTERNATIVES_PER_STEP, len(others))):
            if step.also is not None and guide.rejoins(s.match, action):
                copy = guided(game, s.match.at(n), record=(seen := Recorder()))
                assert copy.play(action) and seen.of(GuideReply)[-1] == GuideReply(step.also, ACCEPTED)
                accepted += 1
            else:
                assert not s.play(action) and record.events[-1] == Refused(step.try_, guide=True)
                refused += 1
        assert json.dumps(s.match.state.to_json()) == before and len(s.match.actions) == n
        play_expected(s)
    assert refused > 0
    if any(step.also is not None for step in guide.lesson.steps):
        assert accepted > 0


@pytest.mark.parametrize("game", GAMES)
def test_an_accepted_alternative_keeps_the_lesson_going_to_its_end(game):
    s = guided(game)
    guide: LessonGuide = s.guide
    took = None
    while not guide.finished(s.match):
        settle(s)
        if guide.finished(s.match):
            break
        n = len(s.match.actions)
        step = guide.lesson.steps[guide.lesson.step_at[n]]
        status = guide.status(s.match)
        if took is None and step.also is not None:
            for action in s.match.legal_actions():
                if action not in status.targets and guide.rejoins(s.match, action):
                    assert s.play(action)
                    took = action
                    break
            if took is not None:
                continue
        play_expected(s)
    if any(step.also is not None for step in guide.lesson.steps):
        assert took is not None
    assert guide.status(s.match).finished


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_left_mid_way_resumes_at_the_same_step_from_its_save(game):
    s = guided(game)
    guide: LessonGuide = s.guide
    half = len(guide.lesson.steps) // 2
    while guide.status(s.match).step <= half:
        settle(s)
        play_expected(s)
    settle(s)
    data = json.loads(json.dumps(s.match.to_json()))
    assert data["lesson"] == "lesson"
    loaded = Match.from_json(data, lookup)
    assert loaded.lesson == "lesson"
    resumed = guided(game, loaded)
    assert resumed.guide.status(resumed.match) == guide.status(s.match)
    assert resumed.match.state.to_json() == s.match.state.to_json()
    while not resumed.guide.finished(resumed.match):
        settle(resumed)
        if resumed.guide.finished(resumed.match):
            break
        play_expected(resumed)
    assert resumed.match.actions == [a for _, a in resumed.guide.lesson.main]


# -- broken scripts ----------------------------------------------------------------------------


def _copy(game: str, tmp_path: Path) -> Path:
    folder = tmp_path / game
    folder.mkdir()
    shutil.copy(DATA_DIR / game / "lesson.yaml", folder / "lesson.yaml")
    return folder


def _load(game: str, folder: Path, i18n_root: Path | None = None):
    s = spec(game)
    return load_lesson(s.instance(), game, folder, levels=s.levels, suggest=s.suggest_levels, i18n_root=i18n_root)


@pytest.mark.parametrize("game", GAMES)
def test_a_move_that_does_not_replay_is_a_data_error_naming_the_file_and_the_step(game, tmp_path):
    folder = _copy(game, tmp_path)
    lesson = _load(game, folder)
    path = folder / "lesson.yaml"
    text = path.read_text(encoding="utf-8")
    # the third step's move in place of the second's
    second, third = (json.dumps(s.do[0].to_dict()) for s in lesson.steps[1:3])
    import yaml

    tree = yaml.safe_load(text)
    tree["steps"][1]["do"], tree["steps"][2]["do"] = tree["steps"][2]["do"], tree["steps"][1]["do"]
    path.write_text(yaml.safe_dump(tree, sort_keys=False), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        _load(game, folder)
    assert caught.value.file.name == "lesson.yaml" and "step 2" in caught.value.entry
    assert "does not replay" in caught.value.problem and second != third


@pytest.mark.parametrize("game", GAMES)
def test_a_text_missing_in_one_language_is_a_data_error(game, tmp_path):
    folder = _copy(game, tmp_path)
    root = tmp_path / "i18n"
    for lang in i18n.LANGUAGES:
        (root / lang).mkdir(parents=True)
        shutil.copy(DATA_DIR / "i18n" / lang / "lesson.yaml", root / lang / "lesson.yaml")
    lesson = _load(game, folder, root)
    name = lesson.steps[3].say.key.rpartition(".")[2]
    pt = root / "pt" / "lesson.yaml"
    lines = [line for line in pt.read_text(encoding="utf-8").splitlines() if not line.strip().startswith(f"{name}:")]
    pt.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        _load(game, folder, root)
    assert caught.value.file.name == "lesson.yaml" and "step" in caught.value.entry
    assert f"lesson.{game}.{name}" in caught.value.problem and "pt" in caught.value.problem


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_key_is_a_data_error(game, tmp_path):
    folder = _copy(game, tmp_path)
    path = folder / "lesson.yaml"
    text = path.read_text(encoding="utf-8").replace("    arrow:", "    arow: false\n    arrow:", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        _load(game, folder)
    assert "arow" in caught.value.problem and "steps[0]" in caught.value.entry
