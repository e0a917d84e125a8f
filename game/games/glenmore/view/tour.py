"""Glen More positions for the screenshot tour and the smoke run (``TOUR``, named by the game's spec).

Each entry is (name, match factory, after-callback or None); computer players bring the
match to the moment worth looking at, where Ana (seat 0, a person) decides."""

from __future__ import annotations

from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat

NAMES = ["Ana", "Rui", "Marta", "Tomé", "Inês"]


def _match(seats: int = 2, seed: int = 4) -> Match:
    from game.games import rules_for

    config = MatchConfig(
        "glenmore",
        [Seat(NAMES[i], HUMAN if i == 0 else BOT, "" if i == 0 else "easy") for i in range(seats)],
        {},
        seed=seed,
    )
    return Match(rules_for("glenmore"), config)


def _advance(match: Match, wanted, limit: int = 5000) -> Match:
    """Computer players decide for every seat until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=11, limit=limit)


def _ana(match: Match, phase: str) -> bool:
    return match.to_move() == 0 and match.state.phase == phase


def _needs_market(match: Match):
    """A tile Ana can take whose cost she must partly buy at the market."""
    from game.games.glenmore.rules.actions import Take

    if not _ana(match, "choose"):
        return None
    rules = match.rules
    state = match.state
    for action in match.legal_actions():
        if not isinstance(action, Take):
            continue
        tile = rules.tile(state.track[action.space])
        if tile.kind.cost.any_distinct or tile.kind.cost.members or not any(tile.kind.cost.resources):
            continue
        need = rules.cost_needs(tile)[0]
        bought = rules.purchase(state, 0, need)
        if bought and sum(price for _, price in bought) <= state.coins[0] and len(bought) < sum(need):
            return action
    return None


def pay_with_market() -> Match:
    match = _advance(_match(3, seed=21), lambda m: _needs_market(m) is not None)
    action = _needs_market(match)
    if action is not None:
        match.play(action)
    return match


def _choice_cell(match: Match):
    from game.games.glenmore.rules.actions import Activate

    if not _ana(match, "activate"):
        return None
    count: dict = {}
    for action in match.legal_actions():
        if isinstance(action, Activate):
            count[(action.x, action.y)] = count.get((action.x, action.y), 0) + 1
    many = [spot for spot, n in count.items() if n >= 2]
    return many[0] if many else None


def activation_choice() -> Match:
    return _advance(_match(2, seed=8), lambda m: _choice_cell(m) is not None and len(m.state.pending) >= 3)


def _open_choice(app, scene) -> None:
    spot = _choice_cell(scene.match)
    if spot is not None:
        scene.follow(scene.view.activate_tile(*spot))
        app.dirty = True


def _finish_early(app, scene) -> None:
    """Click Finish with tiles still to activate: the question before giving them up."""
    from game.games.glenmore.rules.actions import Finish

    scene.perform(Finish())


def _fair_spot(match: Match):
    """A Market fair of Ana's to activate whose choice leaves out a resource she cannot pay."""
    from game.games.glenmore.rules.actions import Activate
    from game.games.glenmore.rules.territory import cell

    if not _ana(match, "activate"):
        return None
    options: dict = {}
    for action in match.legal_actions():
        if isinstance(action, Activate):
            options.setdefault((action.x, action.y), []).append(action)
    for (x, y), actions in options.items():
        kind = match.rules.tile(match.state.tiles[0][cell(x, y)]).kind
        if kind.exchange_vp and len(actions) > 4 and len({n for a in actions for n in a.resources}) < 5:
            return x, y
    return None


def fair_short() -> Match:
    return _advance(_match(2, seed=8), lambda m: _fair_spot(m) is not None)


def _open_fair(app, scene) -> None:
    spot = _fair_spot(scene.match)
    if spot is not None:
        scene.follow(scene.view.activate_tile(*spot))
        app.dirty = True


def move_step() -> Match:
    return _advance(_match(2, seed=5), lambda m: _ana(m, "move") and m.state.moves >= 2)


def after_scoring() -> Match:
    return _advance(_match(4, seed=3), lambda m: len(m.state.scorings) >= 1 and m.to_move() == 0)


def _show_scoring(app, scene) -> None:
    from game.games.glenmore.view.overlay import ScoringOverlay

    if scene.match.state.scorings:
        model = scene.session.model()
        app.stack.push(ScoringOverlay(app, model.rules.data, model.view, 0))


def big_territory() -> Match:
    def wanted(m: Match) -> bool:
        return _ana(m, "choose") and len(m.state.tiles[0]) >= 15

    return _advance(_match(2, seed=4), wanted)


TOUR = [
    ("pay-market", pay_with_market, None),
    ("activate-choice", activation_choice, _open_choice),
    ("give-up", activation_choice, _finish_early),
    ("fair", fair_short, _open_fair),
    ("move", move_step, None),
    ("scoring", after_scoring, _show_scoring),
    ("late-15", big_territory, None),
]
