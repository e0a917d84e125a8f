"""How the computer players fare against the Automa (Brass is solo, so the generic selfplay
tool's win rate — first place among the seats — says nothing here).

    python -m game.games.brass.tools --level easy,hard --difficulty easy,medium,hard --games 50
        [--jobs 2] [--seed 1] [--set deep=8 --set w.automa=0.5] [--detail FILE]

Prints, per level and Automa difficulty: the win rate against the Automa (a draw counts half)
with its 95 % Wilson interval, both sides' average VP, the decision time over every decision
(p50 / p95 / max), the p95 of a whole turn of the person (all its decisions), the same two
p95s in CPU seconds of this process (steadier on a shared machine), and seconds per game.  Games with the
same seed and difficulty deal the same cards and Automa decks to every level until their
choices differ.

``--set name=value`` overrides a planner count of the hard level (``width``, ``plans``,
``samples``, ``deep``, ``nodes``) or, as ``w.name=value``, a weight of the evaluation (for
tuning: compare two runs on the same seeds game by game).  ``--detail FILE`` writes one JSON
line per game: seed, both scores and where each side's points came from.  ``--features FILE``
logs the evaluation's terms (bot/learned.py) at the start of each of the person's turns, with the
final scores, for ``python -m game.games.brass.bot.fit``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import LEVELS, HardBot, make_bot
from game.games.brass.bot.heuristics import Weights
from game.games.brass.bot.learned import NAMES, features
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import MAIN
from game.tools.selfplay import percentile, run_jobs


def make_tuned(level: str, seed: int, overrides: dict[str, float] | None = None):
    """The bot of ``level``, with the planner counts and weights in ``overrides`` changed."""
    if not overrides:
        return make_bot(level, seed)
    weights = {k[2:]: v for k, v in overrides.items() if k.startswith("w.")}
    counts = {k: int(v) for k, v in overrides.items() if not k.startswith("w.")}
    fields = {f.name: f.type for f in dataclasses.fields(Weights)}
    typed = {k: (v > 0.5 if fields[k] in ("bool", bool) else v) for k, v in weights.items()}
    w = Weights(**typed) if typed else None
    if level == "hard":
        return HardBot(seed, w, **counts)
    return type(make_bot(level, seed))(seed, w)


def play_game(
    level: str, difficulty: str, seed: int, overrides: dict[str, float] | None = None, log_features: bool = False
) -> dict:
    rules = BrassRules()
    state = rules.setup(rules.check_config(GameConfig(1, {"difficulty": difficulty})))
    bot = make_tuned(level, seed, overrides)
    rng = Rng.derive(seed, 7)
    times: list[float] = []
    cpu: list[float] = []
    whole: dict[int, list[float]] = {}  # per turn of the person: [wall, cpu] of all its decisions
    rows: list[list] = []  # with ``log_features``: [era, round, vp, features] at each turn's start
    while rules.to_move(state) is not None:
        if rules.to_move(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        if log_features and state.phase == MAIN and state.turns not in whole:
            rows.append([state.era, state.round, state.vp[:], list(features(rules, state).values())])
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(rules, rules.view(state, 0), 0)
        spent, spent_cpu = time.perf_counter() - t0, time.process_time() - c0
        times.append(spent)
        cpu.append(spent_cpu)
        turn = whole.setdefault(state.turns, [0.0, 0.0])
        turn[0] += spent
        turn[1] += spent_cpu
        rules.apply(state, action)
    return {
        "seed": seed,
        "difficulty": difficulty,
        "parts": [dict(p) for p in state.vp_parts],
        "human": state.vp[0],
        "automa": state.vp[1],
        "reward": rules.rewards(state)[0],
        "times": times,
        "cpu": cpu,
        "turn_times": [w for w, _c in whole.values()],
        "turn_cpu": [c for _w, c in whole.values()],
        "rows": rows,
    }


def _detailed(result: dict, level: str, path: str, feature_path: str = "") -> dict:
    """Append the game's detail line to ``path`` (if any) and its logged positions to
    ``feature_path`` (if any); returns the result."""
    if feature_path:
        keep = {k: result[k] for k in ("seed", "difficulty", "human", "automa", "rows")}
        with open(feature_path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"level": level, "names": NAMES, **keep}) + "\n")
    if path:
        keep = {k: result[k] for k in ("seed", "difficulty", "human", "automa", "parts")}
        keep["cpu"] = round(sum(result["cpu"]), 2)
        keep["cpu95"] = round(percentile(result["cpu"], 0.95), 3)
        keep["turn95"] = round(percentile(result["turn_cpu"], 0.95), 3)
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"level": level, **keep}) + "\n")
    return result


def _job(args: tuple) -> dict:
    return play_game(*args)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a win rate (Wilson score)."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(level: str, difficulty: str, results: list[dict], elapsed: float) -> str:
    def flat(key: str) -> list[float]:
        return [t for r in results for t in r[key]]

    times, turns, cpu, turn_cpu = flat("times"), flat("turn_times"), flat("cpu"), flat("turn_cpu")
    ms = 1000
    wins = sum(r["reward"] for r in results)
    low, high = wilson(wins, len(results))
    return (
        f"{level:<7}{difficulty:<8}{len(results):>6}{wins / max(1, len(results)):>8.1%}"
        f"{f'{low:.0%}-{high:.0%}':>10}"
        f"{statistics.fmean(r['human'] for r in results):>8.1f}{statistics.fmean(r['automa'] for r in results):>8.1f}"
        f"{percentile(times, 0.5) * ms:>8.1f}{percentile(times, 0.95) * ms:>8.1f}{percentile(times, 1.0) * ms:>8.0f}"
        f"{percentile(turns, 0.95) * ms:>8.1f}{percentile(cpu, 0.95) * ms:>8.1f}"
        f"{percentile(turn_cpu, 0.95) * ms:>10.1f}"
        f"{elapsed / max(1, len(results)):>8.1f}"
    )


HEADER = (
    f"{'level':<7}{'Automa':<8}{'games':>6}{'win':>8}{'95% CI':>10}{'you':>8}{'Automa':>8}"
    f"{'p50 ms':>8}{'p95 ms':>8}{'max ms':>8}{'turn95':>8}{'cpu95':>8}{'cputurn95':>10}{'s/game':>8}"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="easy", help=f"comma-separated levels of {', '.join(LEVELS)}")
    parser.add_argument("--difficulty", default="medium", help="comma-separated Automa difficulties")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="skip the first games of the seed (split a run)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], help="name=value: a planner count or w.weight")
    parser.add_argument("--detail", default="", help="write one JSON line per game to this file")
    parser.add_argument(
        "--features", default="", help="log the evaluation's terms at each turn's start (a JSON line per game; fit.py)"
    )
    args = parser.parse_args(argv)
    overrides = {}
    for item in args.set:
        key, _, value = item.partition("=")
        overrides[key.strip()] = float(value)
    levels = [x for x in args.level.split(",") if x]
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}")
    print(HEADER, flush=True)
    for level in levels:
        for difficulty in (x for x in args.difficulty.split(",") if x):
            jobs = [
                (level, difficulty, args.seed * 100_003 + g, overrides, bool(args.features))
                for g in range(args.first, args.games)
            ]
            started = time.perf_counter()
            if args.jobs <= 1:  # one game at a time: each detail line is written as it ends
                results = [_detailed(_job(job), level, args.detail, args.features) for job in jobs]
            else:
                results = [_detailed(r, level, args.detail, args.features) for r in run_jobs(_job, jobs, args.jobs)]
            print(summary(level, difficulty, results, time.perf_counter() - started), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
