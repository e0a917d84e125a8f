"""How the computer players fare against the Automa (Brass is solo, so the generic selfplay
tool's win rate — first place among the seats — says nothing here).

    python -m game.games.brass.measure --level easy --difficulty medium --games 50 [--jobs 2] [--seed 1]

Prints the win rate against the Automa (a draw counts half), both sides' average VP and the
decision time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import LEVELS, make_bot
from game.games.brass.rules import RULES


def play_game(level: str, difficulty: str, seed: int) -> dict:
    rules = RULES()
    state = rules.setup(rules.check_config(GameConfig(1, {"difficulty": difficulty})))
    bot = make_bot(level, seed)
    rng = Rng.derive(seed, 7)
    times = []
    while rules.to_move(state) is not None:
        if rules.to_move(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        t0 = time.perf_counter()
        action = bot.choose(rules, rules.view(state, 0), 0)
        times.append(time.perf_counter() - t0)
        rules.apply(state, action)
    return {"human": state.vp[0], "automa": state.vp[1], "reward": rules.rewards(state)[0], "times": times}


def _job(args: tuple) -> dict:
    return play_game(*args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=LEVELS, default="easy")
    parser.add_argument("--difficulty", default="medium")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = [(args.level, args.difficulty, args.seed * 100_003 + g) for g in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_job, jobs, chunksize=1))
    else:
        results = [_job(j) for j in jobs]
    elapsed = time.perf_counter() - started
    times = sorted(t for r in results for t in r["times"]) or [0.0]
    print(f"brass {args.level} vs Automa ({args.difficulty}), {args.games} games")
    print(
        f"win rate {statistics.fmean(r['reward'] for r in results):.1%}  "
        f"person {statistics.fmean(r['human'] for r in results):.1f} VP  "
        f"Automa {statistics.fmean(r['automa'] for r in results):.1f} VP  "
        f"decision p50 {statistics.median(times) * 1000:.1f} ms  max {times[-1] * 1000:.0f} ms  "
        f"{elapsed / args.games:.1f} s/game"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
