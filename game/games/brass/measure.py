"""How the computer players fare against the Automa (Brass is solo, so the generic selfplay
tool's win rate — first place among the seats — says nothing here).

    python -m game.games.brass.measure --level easy,hard --difficulty easy,medium,hard --games 50
        [--jobs 2] [--seed 1]

Prints, per level and Automa difficulty: the win rate against the Automa (a draw counts half),
both sides' average VP, the decision time over every decision (p50 / p95 / max) and over the
choices of a turn's action only (the ones that think), and seconds per game.  Games with the
same seed and difficulty deal the same cards and Automa decks to every level until their
choices differ.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import LEVELS, make_bot
from game.games.brass.rules import RULES
from game.games.brass.rules.state import MAIN
from game.tools.selfplay import run_jobs


def play_game(level: str, difficulty: str, seed: int) -> dict:
    rules = RULES()
    state = rules.setup(rules.check_config(GameConfig(1, {"difficulty": difficulty})))
    bot = make_bot(level, seed)
    rng = Rng.derive(seed, 7)
    times: list[float] = []
    turn_times: list[float] = []
    while rules.to_move(state) is not None:
        if rules.to_move(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        main = state.phase == MAIN
        t0 = time.perf_counter()
        action = bot.choose(rules, rules.view(state, 0), 0)
        spent = time.perf_counter() - t0
        times.append(spent)
        if main:
            turn_times.append(spent)
        rules.apply(state, action)
    return {
        "human": state.vp[0],
        "automa": state.vp[1],
        "reward": rules.rewards(state)[0],
        "times": times,
        "turn_times": turn_times,
    }


def _job(args: tuple) -> dict:
    return play_game(*args)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(level: str, difficulty: str, results: list[dict], elapsed: float) -> str:
    times = [t for r in results for t in r["times"]]
    turns = [t for r in results for t in r["turn_times"]]
    ms = 1000
    return (
        f"{level:<7}{difficulty:<8}{len(results):>6}{statistics.fmean(r['reward'] for r in results):>8.1%}"
        f"{statistics.fmean(r['human'] for r in results):>8.1f}{statistics.fmean(r['automa'] for r in results):>8.1f}"
        f"{_pct(times, 0.5) * ms:>8.1f}{_pct(times, 0.95) * ms:>8.1f}{_pct(times, 1.0) * ms:>8.0f}"
        f"{_pct(turns, 0.5) * ms:>8.1f}{_pct(turns, 0.95) * ms:>8.1f}{elapsed / max(1, len(results)):>8.1f}"
    )


HEADER = (
    f"{'level':<7}{'Automa':<8}{'games':>6}{'win':>8}{'you':>8}{'Automa':>8}"
    f"{'p50 ms':>8}{'p95 ms':>8}{'max ms':>8}{'turn50':>8}{'turn95':>8}{'s/game':>8}"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="easy", help=f"comma-separated levels of {', '.join(LEVELS)}")
    parser.add_argument("--difficulty", default="medium", help="comma-separated Automa difficulties")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    levels = [x for x in args.level.split(",") if x]
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}")
    print(HEADER, flush=True)
    for level in levels:
        for difficulty in (x for x in args.difficulty.split(",") if x):
            jobs = [(level, difficulty, args.seed * 100_003 + g) for g in range(args.games)]
            started = time.perf_counter()
            results = run_jobs(_job, jobs, args.jobs)
            print(summary(level, difficulty, results, time.perf_counter() - started), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
