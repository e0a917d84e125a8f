"""Checks that every game's rules must pass through the rules protocol.

Each game's tests call these with its own rules, config and way of choosing moves, so
the rules protocol's promises (game/core/rules.py: replay reproduces the game, a save loads back to the same
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


# ---------------------------------------------------------------------------
# Robustness: foreign and malformed actions, clones, undo/redo


GARBAGE = (-1, -1000, 10**9, 10**40, True, None, "", "x", (), (0,), (-1, 10**9), 2.5)
"""Field values no action of any game should be able to crash on."""


class _NotAGame(Action):
    kind = "othergame.move"


def foreign_actions(game: str) -> list:
    """Actions of the other games (a few each), an action of no game, and non-actions."""
    from game import games

    found: list = [_NotAGame(), None, "schotten.play", 7, {"kind": f"{game}.pass"}]
    for other in games.playable_by_bots():
        if other == game:
            continue
        rules = games.rules_for(other)
        low, _ = games.seat_range(other)
        match = Match(rules, MatchConfig(other, [Seat(f"P{i}") for i in range(low)], seed=3))
        found += match.legal_actions()[:4]
    return found


def malformed_variants(action: Action, rng: random.Random, count: int) -> list[Action]:
    """Copies of a legal ``action`` with fields replaced by garbage (at most ``count``)."""
    import dataclasses

    fields = [f.name for f in dataclasses.fields(action)]
    out = []
    for _ in range(count if fields else 0):
        name = rng.choice(fields)
        out.append(dataclasses.replace(action, **{name: rng.choice(GARBAGE)}))
    return out


def assert_refuses_cleanly(rules: Rules, state, actions: list, legal: list[Action]) -> int:
    """Each of ``actions`` that is not legal is refused with IllegalAction (a readable Msg)
    and leaves ``state`` unchanged.  Returns how many were refused."""
    from game.core.i18n import Msg
    from game.core.rules import IllegalAction

    before = _dump(state)
    refused = 0
    for action in actions:
        if isinstance(action, Action) and action in legal:
            continue
        try:
            rules.apply(state, action)
        except IllegalAction as exc:
            assert isinstance(exc.reason, Msg) and exc.reason.key, action
            refused += 1
        else:
            raise AssertionError(f"accepted an illegal action {action!r}")
        assert _dump(state) == before, f"refusing {action!r} changed the state"
    return refused


def assert_engine_robust(
    rules: Rules, config: MatchConfig, seed: int, pick: Pick = random_pick, malformed: int = 6
) -> dict[str, int]:
    """Play a random match.  At every decision: foreign and malformed actions are refused
    cleanly; a clone is identical and shares nothing mutable (playing on it leaves the
    original as it was); undo returns the state before the move and redo the one after.
    Returns counts (steps, refused) for the report."""
    rng = random.Random(seed)
    foreign = foreign_actions(config.game)
    match = Match(rules, config)
    counts = {"steps": 0, "refused": 0}
    while not match.is_over():
        legal = match.legal_actions()
        state = match.state
        samples = rng.sample(legal, min(3, len(legal)))
        bad = foreign + [v for a in samples for v in malformed_variants(a, rng, malformed)]
        counts["refused"] += assert_refuses_cleanly(rules, state, bad, legal)
        before = _dump(state)
        twin = state.clone()
        assert _dump(twin) == before
        rules.apply(twin, rng.choice(legal))
        assert _dump(state) == before, "a clone shares mutable parts with its original"
        match.play(pick(legal, rng))
        after = _dump(match.state)
        if match.can_undo() and match.undo():
            assert _dump(match.state) == before, "undo did not restore the state"
            assert match.redo() and _dump(match.state) == after, "redo did not restore the state"
        counts["steps"] += 1
    return counts


# ---------------------------------------------------------------------------
# Views: a table draws from what its seat may see, never from the full state


class _Poison:
    """Stands in for a match's full state while its view works: any use of it fails."""

    def __getattr__(self, name):
        raise AssertionError(f"the view read the full state (.{name})")

    def __getitem__(self, key):
        raise AssertionError("the view read the full state")

    def __iter__(self):
        raise AssertionError("the view read the full state")


VIEW_CALLS = (
    "lay_out", "draw_live", "live_rects", "handle", "hover", "look", "prompt", "tooltip", "wants_escape",
    "captures", "hint_rects", "animate", "results", "linger", "legal_targets", "drop", "why_not", "why_nowhere",
)
"""The protocol's methods (and a drag judge's) that run with the full state out of reach."""


def guard_view(scene) -> None:
    """From now on, whenever the scene's view (game/ui/table.py) or one of its components works, the
    match's full state is swapped for a poison: a view that reaches the match, or keeps the full
    state from somewhere, fails the test.  What it is given — the model (``rules.view(state,
    seat)``), the rules, its own UI state — works as before."""
    match = scene.session.match

    def guarded(fn):
        def call(*args, **kwargs):
            real = match.state
            match.state = _Poison()
            try:
                return fn(*args, **kwargs)
            finally:
                match.state = real

        return call

    view = scene.view
    for name in VIEW_CALLS:
        if hasattr(type(view), name):
            setattr(view, name, guarded(getattr(view, name)))
    for component in (*view.components(), *view.hover_components()):
        component.part = guarded(component.part)
        component.paint = guarded(component.paint)


def assert_view_reads_only_the_seat_view(app, driver, scene) -> None:
    """Drive a table with its view guarded (``guard_view``): frames drawn from scratch, the pointer
    over the board, every drag source lifted over its targets and put down again, a legal drop,
    the results.  Fails when the view reads the full state anywhere."""
    import pygame

    from tests.ui.drawn import layers_off

    guard_view(scene)
    view = scene.view
    assert scene.session.model().view is not scene.session.match.state, "the model holds the full state itself"
    with layers_off():
        app.render()
    app.render()
    board = scene.board_rect
    for i in range(12):
        pos = (board.x + board.w * (i % 4 + 0.5) / 4, board.y + board.h * (i // 4 + 0.5) / 3)
        driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(pos), rel=(1, 1), buttons=(0, 0, 0)))
    drag = getattr(view, "drag", None)
    if drag is not None:
        for source in list(drag.sources)[:4]:
            drag.lift(source)
            for key in list(drag.targets)[:6]:
                view.why_not(source.payload, key)
            drag.cancel()
        legal = [(s, k) for s in drag.sources for k in view.legal_targets(s.payload)]
        if legal:
            source, key = legal[0]
            driver.drag(source.rect.center, drag.targets[key].center)
    driver.idle(0.3)
    view.results(scene.session.model())

