"""Extra scenes of The Border for the screenshot tour and the smoke run."""

from __future__ import annotations

from game.games.border.rules.actions import Complete, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import PASSIVE, ROLL


def _tour_match(seats: int = 3, seed: int = 4, first: str = "seat1"):
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    names = ["Ana", "Rui", "Marta", "Tomé"]
    people = [Seat(names[0], HUMAN)] + [Seat(names[i], "bot", "easy") for i in range(1, seats)]
    return Match(rules_for("border"), MatchConfig("border", people, {"boards": "in_order", "first": first}, seed=seed))


def _advance_until(match, wanted, limit: int = 4000):
    """Let computer players take every seat's decisions until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=11, limit=limit)


def _roll_chosen(match, faces: tuple[str, ...]) -> None:
    """The active player rolls and the dice show ``faces`` (a chosen outcome, for the tour)."""
    from game.core.rules import CHANCE
    from game.games.border.rules.actions import Dice

    seat = match.to_move()
    match._record(seat, Roll())
    match._record(CHANCE, Dice(faces))
    match.resolve_chance()


def _best_roll(match) -> tuple[tuple[str, ...], int | None]:
    """A roll for the player to move that completes a segment and leaves others completable, and
    that segment (searched over every multiset of faces)."""
    import itertools

    from game.games.border.rules.actions import Dice

    rules: BorderRules = match.rules
    best, best_key = None, (-1, -1)
    for faces in itertools.combinations_with_replacement(range(len(rules.colour_ids)), 5):
        trial = match.state.clone()
        rules.apply(trial, Roll())
        rules.apply(trial, Dice(tuple(rules.colour_ids[f] for f in faces)))
        for seg in rules.completable(trial):
            after = trial.clone()
            rules.apply(after, Complete(seg))
            key = (len(rules.completable(after)), rules.segment_need(trial, trial.current, seg))
            if key > best_key:
                best, best_key = (tuple(rules.colour_ids[f] for f in faces), seg), key
    return best if best is not None else (("grey",) * 5, None)


def _rolling():
    """Ana's first roll of the game, two red dice set aside, segments she could complete glowing."""
    match = _tour_match(seats=3, seed=4)
    _roll_chosen(match, ("red", "blue", "red", "green", "blue"))
    match.play(Keep(0, True))
    match.play(Keep(2, True))
    return match


def _done_early(app, scene) -> None:
    """Done while rolling, with dice that could still complete segments: the question first."""
    from game.games.border.rules.actions import Done

    scene.perform(Done())


def _completing():
    """Mid-game Action 1: one segment completed, others the dice can still complete glow."""
    match = _tour_match(seats=3, seed=9)
    _advance_until(match, lambda m: m.state.round >= 10 and m.to_move() == 0 and m.state.phase == ROLL)
    faces, segment = _best_roll(match)
    _roll_chosen(match, faces)
    if segment is not None:
        match.play(Complete(segment))
    return match


def _passive():
    """Four players; Action 2 has reached Ana, who has several dice to use."""
    match = _tour_match(seats=4, seed=5)

    def ready(m) -> bool:
        s = m.state
        return (
            m.to_move() == 0
            and s.phase == PASSIVE
            and s.round >= 4
            and m.rules.free_dice(s).bit_count() >= 2
            and len(m.rules.crossable(s)) >= 3
        )

    return _advance_until(match, ready)


def _select_die(app, scene) -> None:
    """Lift the first usable die, so the spaces it may cross glow."""
    view = scene.session.model().view
    drag = scene.view.drag
    for source in drag.sources:
        if scene.rules.actions_for_die(view, source.payload[1]):
            drag.lift(source)
            break


def _late_four():
    from game.tools.catalog import late_match

    return late_match("border", 4, seed=21, fraction=0.85)


def _enlarge(app, scene) -> None:
    table = scene.view
    scene.follow(table.enlarge((table.main_seat + 1) % scene.session.model().view.num_seats))


def _final():
    from game.tools.catalog import finished_match

    return finished_match("border", 3, seed=5)


def _board_only(app, scene) -> None:
    scene.results_shown = True
    if app.stack.top is not scene:
        app.stack.pop()


TOUR = [
    ("rolling", _rolling, None),
    ("give-up", _rolling, _done_early),
    ("completing", _completing, None),
    ("action2", _passive, _select_die),
    ("late-4p", _late_four, None),
    ("enlarged", _late_four, _enlarge),
    ("final", _final, _board_only),
]
