"""Brass positions for the screenshot tour and the smoke run (``TOUR``, named by the game's spec).

Each entry is (name, match factory, after-callback or None): the easy computer player takes
the person's seat until the moment worth looking at, then Ana (a person) decides."""

from __future__ import annotations

from game.core.match import HUMAN, Match, MatchConfig, Seat


def _match(seed: int = 4, **options) -> Match:
    from game.games import rules_for

    config = MatchConfig("brass", [Seat("Ana", HUMAN)], dict(options), seed=seed)
    return Match(rules_for("brass"), config)


def _advance(match: Match, wanted, limit: int = 3000) -> Match:
    """The easy computer player decides for Ana until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=11, limit=limit)


def _phase(match: Match, phase: str) -> bool:
    return match.to_move() == 0 and match.state.phase == phase


def build_choice() -> Match:
    """Early in the canal era, with a few things on the board: Build chosen, its spaces glow."""
    from game.games.brass.rules.actions import Build

    def wanted(m: Match) -> bool:
        return _phase(m, "main") and m.state.round >= 3 and any(isinstance(a, Build) for a in m.legal_actions())

    return _advance(_match(4), wanted)


def _choose_build(app, scene) -> None:
    scene.follow(scene.view.choose_mode("build"))
    app.dirty = True


def card_choice() -> Match:
    """A build that more than one card in hand can pay for: the cards glow."""
    from game.games.brass.rules.actions import Build

    def wanted(m: Match) -> bool:
        if not _phase(m, "main") or m.state.round < 2:
            return False
        rules = m.rules
        for action in m.legal_actions():
            if isinstance(action, Build) and len(set(rules.build_cards(m.state, action.industry, action.space))) >= 2:
                return True
        return False

    match = _advance(_match(6), wanted)
    if _phase(match, "main"):
        rules = match.rules
        for action in match.legal_actions():
            if (
                isinstance(action, Build)
                and len(set(rules.build_cards(match.state, action.industry, action.space))) >= 2
            ):
                match.play(action)
                break
    return match


def sell_with_beer() -> Match:
    """A sale under way whose beer can come from several places: the sources glow."""
    return _advance(_match(5), lambda m: _phase(m, "beer") and m.state.ctx.get("kind") == "sell")


def automa_turn() -> Match:
    """Just before Ana's last action of a round: the screen then shows the Automa's turn."""

    def wanted(m: Match) -> bool:
        return _phase(m, "main") and m.state.actions_left == 1 and m.state.round >= 4 and len(m.state.hand) > 1

    return _advance(_match(5), wanted)


def _play_last(app, scene) -> None:
    """Ana passes; the Automa's turn plays out (the picture is taken during its second step)."""
    from game.games.brass.rules.actions import Discard, Pass
    from game.games.brass.view.anim import STEP

    app.settings.animation_speed = "normal"
    table = scene.view
    if scene.perform(Pass(), confirmed=True) and table.state.phase == "card":  # no question before passing
        scene.perform(Discard(table.state.hand[0]))
    scene.animator.update(STEP * 1.45)
    app.dirty = True


def canal_scored() -> Match:
    """The canal era has just been scored."""

    def wanted(m: Match) -> bool:
        return len(m.state.era_scores) >= 1

    return _advance(_match(3), lambda m: _phase(m, "main") and m.state.era == 1 and wanted(m) or False, 4000)


def _before_canal_end(app, scene) -> None:
    """The overlay of the canal era's end, with the board as it was scored."""
    from game.games.brass.view.overlay import EraOverlay

    table = scene.view
    app.stack.push(EraOverlay(app, table.brules, lambda: table.state, table.player_name(), 0))


def late_rail() -> Match:
    """Late in the rail era: a crowded map."""
    return _advance(_match(9), lambda m: _phase(m, "main") and m.state.era == 1 and m.state.round >= 8)


TOUR = [
    ("build-choice", build_choice, _choose_build),
    ("card-choice", card_choice, None),
    ("sell-beer", sell_with_beer, None),
    ("automa-turn", automa_turn, _play_last),
    ("canal-scoring", canal_scored, _before_canal_end),
    ("late-rail", late_rail, None),
]
