"""How often the coach would speak: self-play games in which every decision of an Easy seat and
of a Hard seat is appraised by the hard player (as the coach does after a person's move, from
that seat's view before the move), and the share of decisions whose appraised loss reaches each
threshold.

    python -m game.tools.coach --game glenmore [--games 6] [--seats 3] [--seed 1]
        [--thresholds 1,2,3,4,6] [--levels easy,hard] [--jobs 2]

Decisions with a single legal move are not counted (the coach says nothing there).  Prints, per
threshold, the share of Easy's and of Hard's decisions the coach would speak after (the game's
own threshold, ``hints.COACH_THRESHOLD``, marked), the losses' quantiles and the CPU seconds one
appraisal takes (p50/p95/max).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

from game import games
from game.core.coach import move_loss, position_seed
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.tools.selfplay import percentile, run_jobs, wilson

LEVELS = ("easy", "hard")
DEFAULT_THRESHOLDS = (0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10)


def play(game: str, seats: int, seed: int, measured: tuple[str, ...] = LEVELS) -> dict[str, list[tuple[float, float]]]:
    """One game of the ``measured`` levels in turn (a solo game plays the level ``seed`` picks);
    per level, (loss, CPU seconds of the appraisal) for each decision with a choice."""
    rules = games.rules_for(game)
    state = rules.setup(rules.check_config(GameConfig(seats, {})))
    levels = [measured[(seed + i) % len(measured)] for i in range(seats)]
    bots = [games.make_bot(game, level, seed * 31 + i) for i, level in enumerate(levels)]
    rng = Rng.derive(seed, 7)
    out: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for step in range(200_000):
        seat = rules.to_move(state)
        if seat is None:
            break
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        view = rules.view(state, seat)
        action = bots[seat].choose(rules, view, seat)
        started = time.process_time()
        found = move_loss(games.appraiser(game, position_seed(seed, step)), rules, view, seat, action, step)
        if found is not None:
            out[levels[seat]].append((found.loss, time.process_time() - started))
        rules.apply(state, action)
    return out


def _job(args: tuple) -> dict[str, list[tuple[float, float]]]:
    return play(*args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seats", type=int, default=None, help="seats per game (default: the game's fewest)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--thresholds", default=",".join(str(t) for t in DEFAULT_THRESHOLDS))
    parser.add_argument("--levels", default=",".join(LEVELS), help="the levels whose decisions are appraised")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seats = args.seats or games.seat_range(args.game)[0]
    own = games.coach_threshold(args.game)
    thresholds = sorted({float(t) for t in args.thresholds.split(",") if t.strip()} | {own})
    measured = tuple(level.strip() for level in args.levels.split(",") if level.strip())
    jobs = [(args.game, seats, args.seed * 100_003 + g, measured) for g in range(args.games)]
    results = run_jobs(_job, jobs, args.jobs)
    losses: dict[str, list[float]] = defaultdict(list)
    seconds: dict[str, list[float]] = defaultdict(list)
    for result in results:
        for level, items in result.items():
            losses[level] += [loss for loss, _ in items]
            seconds[level] += [cpu for _, cpu in items]
    print(f"{args.game}: {args.games} games of {seats} seat(s) (Easy and Hard), seed {args.seed}; "
          f"the coach's threshold {own:g}")
    print(f"{'threshold':>10}" + "".join(f"{level + ' speaks':>24}" for level in measured))
    for t in thresholds:
        row = f"{t:>9g}{'*' if t == own else ' '}"
        for level in measured:
            items = losses[level]
            share = sum(1 for x in items if x >= t) / len(items) if items else 0.0
            low, high = wilson(share, len(items))
            row += f"{share:>10.1%} [{max(0.0, low):.0%}-{high:.0%}] n={len(items):<4}"
        print(row)
    for level in measured:
        items = losses[level]
        if items:
            qs = " ".join(f"p{int(q * 100)} {percentile(items, q):.2f}" for q in (0.5, 0.8, 0.9, 0.95))
            cpu = seconds[level]
            print(f"{level} losses: {qs}; appraisal CPU p50 {percentile(cpu, 0.5):.3f} s, "
                  f"p95 {percentile(cpu, 0.95):.3f} s, max {percentile(cpu, 1.0):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
