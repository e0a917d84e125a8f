"""Match: replay determinism, save/load round trip, the undo/redo policy, save versions."""

import json
import random

import pytest

from game.core.match import SAVE_VERSION, UPGRADES, Match, MatchConfig, SaveError, Seat, upgrade_save
from game.core.rules import CHANCE, IllegalAction
from game.games.schotten.rules.actions import Claim, Draw, Pass, Play
from game.games.schotten.rules.engine import SchottenRules

RULES = SchottenRules()


def lookup(name):
    return RULES if name == "schotten" else None


def new_match(seed=3, seats=None, **options):
    seats = seats or [Seat("Ana"), Seat("Rui")]
    return Match(RULES, MatchConfig("schotten", seats, options, seed=seed))


def first_play(match):
    return next(a for a in match.legal_actions() if isinstance(a, (Play, Pass)))


def test_new_match_deals_and_waits_for_the_first_player():
    match = new_match()
    assert match.to_move() == 0
    assert len(match.actions) == 12 and all(a.chance for a in match.actions)


def test_replaying_the_action_list_reproduces_the_state():
    match = new_match(tactical=True)
    rng = random.Random(2)
    for _ in range(60):
        if match.is_over():
            break
        match.play(rng.choice(match.legal_actions()))
    again = Match(RULES, MatchConfig.from_json(match.config.to_json()), deal=False)
    for action in match.actions:
        again._record(RULES.to_move(again.state), action)
    assert again.state.to_json() == match.state.to_json()


def test_chance_comes_from_the_seed_per_step():
    a, b = new_match(seed=11), new_match(seed=11)
    assert a.actions == b.actions
    assert new_match(seed=12).actions != a.actions


def test_illegal_action_explains_itself_and_changes_nothing():
    match = new_match()
    before = match.state.to_json()
    with pytest.raises(IllegalAction) as err:
        match.play(Claim(0))
    assert str(err.value)  # a readable reason
    assert match.state.to_json() == before


def test_undo_within_own_turn_then_redo():
    match = new_match()
    action = first_play(match)
    before = match.state.to_json()
    match.play(action)
    assert match.can_undo()
    assert match.undo()
    assert match.state.to_json() == before
    assert match.can_redo() and match.redo()
    assert match.actions[-1] == action


def test_undo_never_crosses_a_draw():
    match = new_match()
    match.play(first_play(match))
    match.play(next(a for a in match.legal_actions() if isinstance(a, Draw)))
    assert match.actions[-1].chance
    assert not match.can_undo() and not match.undo()


def test_undo_never_goes_into_another_persons_turn():
    match = new_match()
    match.play(first_play(match))
    match.play(next(a for a in match.legal_actions() if isinstance(a, Draw)))
    assert match.to_move() == 1
    assert not match.can_undo()  # seat 1 has done nothing this turn; seat 0's turn is closed


def test_computer_moves_cannot_be_undone():
    match = new_match(seats=[Seat("Ana"), Seat("Bot", "bot", "easy")])
    match.play(first_play(match))
    match.play(next(a for a in match.legal_actions() if isinstance(a, Draw)))
    match.play(first_play(match))  # the computer's card
    assert not match.can_undo()


def test_a_new_move_clears_redo():
    match = new_match()
    match.play(first_play(match))
    match.undo()
    other = [a for a in match.legal_actions() if isinstance(a, Play)][-1]
    match.play(other)
    assert not match.can_redo()


def test_undo_is_fast_far_into_a_game():
    match = new_match(tactical=True)
    rng = random.Random(4)
    while not match.is_over() and len(match.actions) < 200:
        match.play(rng.choice(match.legal_actions()))
    if match.can_undo():
        before = len(match.actions)
        match.undo()
        assert len(match.actions) == before - 1


def test_save_round_trip_keeps_actions_log_and_redo():
    match = new_match(rounds=2)
    match.play(first_play(match))
    match.undo()
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(data, lookup)
    assert loaded.state.to_json() == match.state.to_json()
    assert loaded.redo_stack == match.redo_stack
    assert loaded.config.to_json() == match.config.to_json()


def test_save_has_format_version_and_summary():
    data = new_match().to_json()
    assert data["format"] == "quiet-table-save" and data["version"] == SAVE_VERSION
    assert data["summary"]["players"] == ["Ana", "Rui"]


def test_newer_version_is_refused_with_a_reason():
    data = new_match().to_json()
    data["version"] = SAVE_VERSION + 1
    with pytest.raises(SaveError) as err:
        Match.from_json(data, lookup)
    assert "newer version" in str(err.value)


def test_older_versions_go_through_the_upgrade_path(monkeypatch):
    data = new_match().to_json()
    monkeypatch.setattr("game.core.match.SAVE_VERSION", SAVE_VERSION + 1)
    monkeypatch.setitem(UPGRADES, SAVE_VERSION, lambda d: {**d, "upgraded": True})
    upgraded = upgrade_save(data)
    assert upgraded["upgraded"] and upgraded["version"] == SAVE_VERSION + 1


@pytest.mark.parametrize("damage", ["foreign", "no_actions", "bad_action", "unknown_game", "illegal"])
def test_damaged_saves_give_a_save_error(damage):
    data = new_match().to_json()
    if damage == "foreign":
        data["format"] = "something-else"
    elif damage == "no_actions":
        data["actions"] = "x"
    elif damage == "bad_action":
        data["actions"][3] = {"kind": "nonsense"}
    elif damage == "unknown_game":
        data["config"]["game"] = "chess"
    elif damage == "illegal":
        data["actions"].append({"kind": "schotten.claim", "stone": 0})
    with pytest.raises(SaveError):
        Match.from_json(data, lookup)


def test_chance_actions_are_refused_from_players():
    match = new_match()
    with pytest.raises(IllegalAction):
        match.play(match.actions[0])
    assert RULES.to_move(match.state) != CHANCE


def test_the_readme_says_where_undo_stops_where_it_lists_ctrl_z():
    """Issue 21 point 15: the README listed Ctrl+Z as "undo" with no word of its limits, which
    the tests above check: within the person's own turn, never across a card drawn."""
    from game.core.paths import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    item = next(part for part in readme.split("\n- ") if "**Ctrl+Z**" in part)
    words = " ".join(item.split()).lower()
    assert "within your own turn" in words
    assert "never across something revealed" in words
