"""Checks that every game's rules must pass through the rules protocol.

Each game's tests call these with its own rules, config and way of choosing moves, so
the promises of DESIGN.md (replay reproduces the game, a save loads back to the same
state, the same seed deals the same game) are tested the same way for every game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from game.core.match import Match, MatchConfig, Seat
from game.core.rules import Action, Rules

Pick = Callable[[list[Action], random.Random], Action]


def random_pick(actions: list[Action], rng: random.Random) -> Action:
    return rng.choice(actions)


def random_match(
    rules: Rules, config: MatchConfig, seed: int, pick: Pick = random_pick, on_step: Callable | None = None
) -> Match:
    """A complete match with moves from ``pick``; ``on_step(match)`` runs after every move."""
    match = Match(rules, config)
    rng = random.Random(seed)
    while not match.is_over():
        match.play(pick(match.legal_actions(), rng))
        if on_step is not None:
            on_step(match)
    return match


def _dump(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def assert_save_load_and_replay_identical(
    rules: Rules, config: MatchConfig, seed: int, pick: Pick = random_pick, load_every: int = 1
) -> Match:
    """Play a match; after every move the state survives JSON, and every ``load_every``
    moves a whole save loads back identical (state, actions, log).  Then replaying the
    recorded actions from scratch passes through the very same states."""

    def lookup(name: str) -> Rules | None:
        return rules if name == config.game else None

    snapshots: dict[int, str] = {}  # by the number of actions recorded

    def check(match: Match) -> None:
        snapshot = match.state.to_json()
        assert rules.state_from_json(json.loads(json.dumps(snapshot))).to_json() == snapshot
        snapshots[len(match.actions)] = _dump(match.state)
        if (len(snapshots) - 1) % load_every == 0:
            loaded = Match.from_json(json.loads(json.dumps(match.to_json())), lookup)
            assert loaded.state.to_json() == snapshot
            assert loaded.actions == match.actions
            assert [e.text for e in loaded.log] == [e.text for e in match.log]

    match = random_match(rules, config, seed, pick, check)
    replay = Match(rules, MatchConfig.from_json(config.to_json()), deal=False)
    for action in match.actions:
        replay._record(rules.to_move(replay.state), action)
        if len(replay.actions) in snapshots:
            assert _dump(replay.state) == snapshots[len(replay.actions)]
    assert replay.state.to_json() == match.state.to_json()
    assert [e.text for e in replay.log] == [e.text for e in match.log]
    return match


def assert_same_seed_same_game(rules: Rules, game: str, seats: int, options: dict | None = None) -> None:
    """The same seed deals the same game (the same random moves give the same actions, chance
    outcomes included); another seed deals another."""

    def run(seed: int) -> list[dict]:
        config = MatchConfig(game, [Seat(f"P{i + 1}") for i in range(seats)], dict(options or {}), seed=seed)
        return [a.to_dict() for a in random_match(rules, config, 1).actions]

    assert run(5) == run(5)
    assert run(5) != run(6)
