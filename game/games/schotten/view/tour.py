"""Schotten positions for the screenshot tour and the smoke run (``TOUR``, named by the game's spec)."""

from __future__ import annotations

from game.games.schotten.rules.actions import Claim, Draw, Play, RecruitDraw
from game.games.schotten.rules.state import CLAN, NO_STONE, ROUND_OVER, TACTIC

# -- extra scenes for the screenshot tour and the smoke run ------------------------------------


def _advance_until(match, wanted, limit: int = 3000):
    """Let computer players move (for every seat) until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=5, limit=limit)


def _tour_match(options: dict, seed: int = 4):
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
    return Match(rules_for("schotten"), MatchConfig("schotten", seats, options, seed=seed))


def _tactical_with_claim():
    match = _tour_match({"tactical": True, "rounds": 3}, seed=8)

    def ready(m) -> bool:
        return m.to_move() == 0 and any(isinstance(a, Claim) for a in m.legal_actions())

    return _advance_until(match, ready)


def _provable():
    """Ana is to play a card with a stone already provably hers (claimed once her card is down)."""
    from game.games.schotten.rules.state import PLAY

    def ready(m) -> bool:
        s = m.state
        return (
            m.to_move() == 0
            and s.phase == PLAY
            and any(s.claimed[st] < 0 and m.rules.claim_problem(s, 0, st) is None for st in range(9))
        )

    return _advance_until(_tour_match({}, seed=3), ready)


def _round_over():
    return _advance_until(_tour_match({"tactical": True, "rounds": 3}, seed=2), lambda m: m.state.phase == ROUND_OVER)


def _give_back():
    """Ana draws the Recruiter (a chosen deal outcome), plays it and draws three cards."""
    from game.core.rules import CHANCE
    from game.games.schotten.rules.actions import Deal

    match = _tour_match({"tactical": True}, seed=6)
    recruiter = match.rules.cs.tactic_by_id("recruiter").card
    match.play(next(a for a in match.legal_actions() if isinstance(a, Play) and a.card < 54))
    match._record(0, Draw(TACTIC))
    match._record(CHANCE, Deal(recruiter))  # the outcome of that draw, chosen for the tour
    match.resolve_chance()
    _advance_until(match, lambda m: m.to_move() == 0)
    match.play(Play(recruiter, NO_STONE))
    for deck in (CLAN, TACTIC, CLAN):
        match.play(RecruitDraw(deck))
    return match


def _clan_deck_empty():
    """Tactical, late: the clan deck has run out while Ana ends her turn (the draw buttons)."""
    from game.games.schotten.rules.state import END

    def ready(m) -> bool:
        s = m.state
        return m.to_move() == 0 and s.phase == END and s.deck_size(CLAN) == 0 and s.deck_size(TACTIC) > 0

    return _advance_until(_tour_match({"tactical": True}, seed=3), ready)


def _traitor_waiting():
    """Ana has played the Traitor and taken a card: it waits over its stone for her to place it."""
    from game.games.schotten.rules.actions import Pick
    from game.games.schotten.rules.state import PICK, PLAY

    def traitor(m):
        s = m.state
        if m.to_move() != 0 or s.phase != PLAY:
            return None
        return next(
            (c for c in s.hands[0] if c >= 54 and m.rules.cs.tactic(c).effect == "steal"
             and m.rules.why_illegal(s, Play(c, NO_STONE)) is None),
            None,
        )

    match = _advance_until(_tour_match({"tactical": True}, seed=5), lambda m: traitor(m) is not None)
    match.play(Play(traitor(match), NO_STONE))
    if match.state.phase == PICK:
        match.play(next(a for a in match.legal_actions() if isinstance(a, Pick)))
    return match


def _two_people():
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    seats = [Seat("Player 1", HUMAN), Seat("Player 2", HUMAN)]
    return Match(rules_for("schotten"), MatchConfig("schotten", seats, {"tactical": True}, seed=4))


def _drew_a_card(app, scene) -> None:
    """Pass and play: Player 1 has played and drawn; the drawn card shows until Done."""
    from game.scenes.pass_device import PassDeviceScene

    if isinstance(app.stack.top, PassDeviceScene):
        app.stack.top.ready()
    play = next(a for a in scene.match.legal_actions() if isinstance(a, Play))
    scene.perform(play)
    scene.perform(Draw(TACTIC))


TOUR = [
    ("tactical", _tactical_with_claim, None),
    ("provable", _provable, None),
    ("round-over", _round_over, None),
    ("give-back", _give_back, None),
    ("deck-empty", _clan_deck_empty, None),
    ("traitor-waiting", _traitor_waiting, None),
    ("handover", _two_people, _drew_a_card),
]
