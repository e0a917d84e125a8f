"""A Brass game saved before the Automa's iron reading changed (save version 1) replays with
the reading it was played under: iron on any iron works counted as £0."""

from game import games
from game.core.match import HUMAN, SAVE_VERSION, Match, MatchConfig, Seat


def saved_game() -> dict:
    rules = games.rules_for("brass")
    match = Match(rules, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=5))
    for _ in range(6):
        if match.is_over() or match.to_move() is None:
            break
        match.play(match.legal_actions()[0])
    return match.to_json()


def test_a_version_1_save_keeps_the_board_iron_reading():
    data = saved_game()
    data["version"] = 1
    data["config"]["options"].pop("legacy_iron", None)
    loaded = Match.from_json(data, games.rules_or_none)
    assert loaded.config.options["legacy_iron"] is True
    assert loaded.state.iron_reading == "board"


def test_a_current_save_reads_the_market_price():
    data = saved_game()
    assert data["version"] == SAVE_VERSION
    loaded = Match.from_json(data, games.rules_or_none)
    assert not loaded.config.options.get("legacy_iron")
    assert loaded.state.iron_reading == "market"
