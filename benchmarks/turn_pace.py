"""How long a computer's whole turn takes on screen at a speed setting (pauses, animations and
thinking), measured in a headless window: prints figures, asserts nothing.

    python benchmarks/turn_pace.py [--game glenmore] [--seats 3] [--level hard] [--turns 8]
                                   [--speed normal] [--schedule]

Ana (seat 0) is played at once by an easy computer through the screen; the other seats are
computers at ``--level``.  A turn is timed from the moment it falls to a computer to the moment
it passes to another seat or the seat's next turn begins (its first pause, every step, their
animations and thinking).
``--schedule`` steps a simulated clock with computers that answer at once: the pauses and the
animations the moves wait for, with no thinking (what tests/ui/test_pace.py checks).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("QUIET_TABLE_HOME", tempfile.mkdtemp(prefix="quiet-table-pace-"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="glenmore")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--turns", type=int, default=8, help="computer turns to time")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--schedule", action="store_true", help="simulated clock, computers answer at once")
    args = parser.parse_args(argv)

    from game import games
    from game.app import App
    from game.core import session as table_session
    from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
    from game.core.rules import CHANCE
    from game.scenes.play import start_match

    rules = games.rules_for(args.game)
    names = ["Ana", "Rui", "Marta", "Tomé", "Inês"]
    seats = [Seat(names[0], HUMAN)] + [Seat(names[i], BOT, args.level) for i in range(1, args.seats)]
    match = Match(rules, MatchConfig(args.game, seats, {}, seed=args.seed))
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = args.speed
    app.settings.ask_before_giving_up = False
    view = start_match(app, match, "pace")
    person = games.make_bot(args.game, "easy", args.seed)
    thinking: list[float] = []

    if args.schedule:

        class AtOnce:
            """A computer that answers at once (its answer is ready when asked)."""

            def __init__(self, bot, rules_, view_, seat):
                self.seat, self.error, self.thread = seat, None, self
                self.result = bot.choose(rules_, view_, seat)

            def join(self, timeout=None):  # the session waits on the thread at Instant: there is none
                return None

            done = True

        table_session.BotWorker = AtOnce  # type: ignore[misc,assignment]
    else:
        worker_class = table_session.BotWorker

        class Timed(worker_class):  # type: ignore[misc,valid-type]
            def _run(self, job, args):
                start = time.process_time()
                super()._run(job, args)
                thinking.append(time.process_time() - start)

        table_session.BotWorker = Timed  # type: ignore[misc]

    turns: list[tuple[int, float, int]] = []  # seat, seconds, decisions
    clock = 0.0
    last = time.perf_counter()
    current, since, first = None, 0.0, 0
    dt_fixed = 1 / 60
    while len(turns) < args.turns and not match.is_over():
        if args.schedule:
            dt = dt_fixed
        else:
            time.sleep(0.004)
            now = time.perf_counter()
            dt, last = now - last, now
        clock += dt
        app.step([], dt)
        if app.stack.top is not view:  # a scoring's table, the results: Ana looks and goes on
            app.stack.remove(app.stack.top)
            continue
        seat = match.to_move()
        holding = getattr(view.animator, "holding", view.animator.busy)  # (main before issue 21: busy)
        if seat == 0 and not holding:
            if not view.perform(person.choose(rules, rules.view(match.state, 0), 0)):
                view.perform(match.legal_actions()[0])
            continue
        if seat == CHANCE or seat is None:
            continue
        turn = (seat, getattr(match.state, "turn", None))  # a seat moving again starts a new turn
        if turn != current:
            if current is not None and current[0] != 0:
                decisions = sum(1 for actor in match.actors[first:] if actor == current[0])
                turns.append((current[0], clock - since, decisions))
            current, since, first = turn, clock, len(match.actors)
    secs = [t for _, t, _ in turns]
    kind = "schedule (no thinking)" if args.schedule else "on screen (with thinking)"
    print(f"{args.game}, {args.seats} seats, {args.level} computers, speed {args.speed}: {kind}")
    for seat, t, decisions in turns:
        print(f"  {names[seat]:<6} {t:6.2f} s  ({decisions} decisions)")
    if secs:
        print(
            f"  turns {len(secs)}: median {statistics.median(secs):.2f} s, "
            f"max {max(secs):.2f} s, mean {statistics.mean(secs):.2f} s"
        )
    if thinking:
        print(f"  thinking: {len(thinking)} decisions, {sum(thinking):.2f} s CPU in all, max {max(thinking):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
