"""How the computer players fare against the Automa (Brass is solo, so the generic selfplay
tool's win rate — first place among the seats — says nothing here).

    python -m game.games.brass.tools --level easy,hard --difficulty easy,medium,hard --games 50
        [--jobs 2] [--seed 1] [--first 0] [--set deep=8 --set w.automa=0.5] [--out FILE] [--study]
    python -m game.games.brass.tools --compare BEFORE.jsonl AFTER.jsonl

Prints, per level and Automa difficulty: the win rate against the Automa (a draw counts half)
with its 95 % Wilson interval, both sides' average VP, the decision time over every decision
(p50 / p95 / max), the p95 of a whole turn of the person (all its decisions), the same two
p95s in CPU seconds of this process (steadier on a shared machine), and seconds per game.  Games
with the same seed and difficulty deal the same cards and Automa decks to every level until
their choices differ (paired seeds).

``--set name=value`` overrides a planner count of the hard level (``width``, ``plans``,
``samples``, ``deep``, ``nodes``, ...) or, as ``w.name=value``, a weight of the evaluation.
``--out FILE`` appends one JSON line per finished game (seed, scores, per era: where each side's
points came from, the person's actions, builds, money, income and loans; its decision CPU
times); run again with the same FILE and the games already in it are not played again (a long
run resumes where it stopped), and the summary counts them all.  ``--study`` prints, after each
summary, the per-era figures of those games: each side's VP by source, the person's actions
(builds by industry, links, sales and the round of its first sale, develops, loans), its money
and income level at the era's end — for won and lost games apart.  ``--compare A B`` pairs the
games of two ``--out`` files by difficulty and seed and prints, per difficulty, both win rates,
the mean change of the VP margin with its 95 % interval, and the games turned won / lost.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import statistics
import sys
import time
from collections import Counter, defaultdict

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.bot import LEVELS, HardBot, make_bot
from game.games.brass.bot.heuristics import Weights
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Loan,
    Network,
    Pass,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
)
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import AUTOMA, HUMAN, RAIL, VP_KINDS
from game.tools.selfplay import each_job, percentile

ERAS = ("canal", "rail")


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


def _era_record() -> dict:
    return {"actions": Counter(), "builds": Counter(), "first_sale": 0, "sold": 0}


def _count(rules, state, action, era: dict) -> None:
    """What the person's ``action`` adds to its era's record."""
    acts = era["actions"]
    if isinstance(action, Build):
        ind = rules.ind[action.industry]
        acts["build"] += 1
        era["builds"][f"{action.industry}{state.lowest_level(HUMAN, ind)}"] += 1
    elif isinstance(action, (Network, SecondLink)):
        acts["link"] += 1
    elif isinstance(action, (Sell, SellAgain)):
        acts["sell" if isinstance(action, Sell) else "sell_more"] += 1
        era["sold"] += 1
        era["first_sale"] = era["first_sale"] or state.round
    elif isinstance(action, (Develop, DevelopAgain)):
        acts["develop"] += 1
    elif isinstance(action, Loan):
        acts["loan"] += 1
    elif isinstance(action, Scout):
        acts["scout"] += 1
    elif isinstance(action, Pass):
        acts["pass"] += 1


def play_game(level: str, difficulty: str, seed: int, overrides: dict[str, float] | None = None) -> dict:
    rules = BrassRules()
    state = rules.setup(rules.check_config(GameConfig(1, {"difficulty": difficulty})))
    bot = make_tuned(level, seed, overrides)
    rng = Rng.derive(seed, 7)
    times: list[float] = []
    cpu: list[float] = []
    whole: dict[int, list[float]] = {}  # per turn of the person: [wall, cpu] of all its decisions
    eras = [_era_record(), _era_record()]
    ends: list[dict] = []  # per era, at its end: both sides' VP by source, money, income level
    era = state.era
    while rules.to_move(state) is not None:
        if rules.to_move(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            if state.era != era or rules.to_move(state) is None:
                ends.append(_era_end(rules, state))
                era = state.era
            continue
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(rules, rules.view(state, 0), 0)
        spent, spent_cpu = time.perf_counter() - t0, time.process_time() - c0
        times.append(spent)
        cpu.append(spent_cpu)
        turn = whole.setdefault(state.turns, [0.0, 0.0])
        turn[0] += spent
        turn[1] += spent_cpu
        _count(rules, state, action, eras[state.era])
        rules.apply(state, action)
        if state.era != era or rules.to_move(state) is None:
            ends.append(_era_end(rules, state))
            era = state.era
    for e, record in enumerate(eras):
        end = ends[e] if e < len(ends) else {}
        record.update(end)
        record["actions"] = dict(record["actions"])
        record["builds"] = dict(record["builds"])
    return {
        "seed": seed,
        "difficulty": difficulty,
        "human": state.vp[HUMAN],
        "automa": state.vp[AUTOMA],
        "reward": rules.rewards(state)[0],
        "eras": eras,
        "times": times,
        "cpu": cpu,
        "turn_times": [w for w, _c in whole.values()],
        "turn_cpu": [c for _w, c in whole.values()],
    }


def _era_end(rules, state) -> dict:
    """Both sides' points so far by source, the person's money and income level, and the level
    on top of each industry of its mat ("blocked" when that tile cannot be built in the rail era)."""
    mat = {}
    for industry, name in enumerate(INDUSTRIES):
        level = state.lowest_level(HUMAN, industry)
        mat[name] = "blocked" if level and not rules.t.level(industry, level).buildable_in(RAIL) else level
    return {
        "vp_so_far": [dict(state.vp_parts[HUMAN]), dict(state.vp_parts[AUTOMA])],
        "money": state.money,
        "income": rules.board.level(state.income),
        "mat": mat,
    }


def _job(args: tuple) -> dict:
    level, difficulty, seed, overrides, tag = args
    result = play_game(level, difficulty, seed, overrides)
    result.update(level=level, tag=tag)
    for key in ("times", "cpu", "turn_times", "turn_cpu"):
        result[key] = [round(x, 4) for x in result[key]]
    return result


def load(path: str) -> list[dict]:
    """The games written to an ``--out`` file (a half-written last line is skipped)."""
    if not path or not os.path.exists(path):
        return []
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return out


def _end_line(path: str) -> None:
    """End a half-written last line (a run stopped while writing) so the next game starts its own."""
    if path and os.path.exists(path) and os.path.getsize(path):
        with open(path, "rb+") as f:
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                f.write(b"\n")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a win rate (Wilson score)."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(level: str, difficulty: str, results: list[dict], per_game: float) -> str:
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
        f"{per_game:>8.1f}"
    )


HEADER = (
    f"{'level':<7}{'Automa':<8}{'games':>6}{'win':>8}{'95% CI':>10}{'you':>8}{'Automa':>8}"
    f"{'p50 ms':>8}{'p95 ms':>8}{'max ms':>8}{'turn95':>8}{'cpu95':>8}{'cputurn95':>10}{'s/game':>8}"
)


def study(results: list[dict]) -> str:
    """Per era, for won and lost games apart: both sides' VP by source, the person's actions
    and builds, the round of its first sale, its money and income level at the era's end."""
    lines = []
    groups = [("won", [r for r in results if r["reward"] > 0.5]), ("lost", [r for r in results if r["reward"] <= 0.5])]
    for name, games in groups:
        if not games:
            continue
        n = len(games)
        lines.append(
            f"  {name} ({n} games): you {statistics.fmean(g['human'] for g in games):.1f}, "
            f"Automa {statistics.fmean(g['automa'] for g in games):.1f}"
        )
        for e, era in enumerate(ERAS):
            records = [g["eras"][e] for g in games if "vp_so_far" in g["eras"][e]]
            if not records:
                continue
            lines.append(f"    {era}:")
            for side, who in ((HUMAN, "you"), (AUTOMA, "Automa")):
                gained = defaultdict(float)
                for g in games:
                    if "vp_so_far" not in g["eras"][e]:
                        continue
                    now = g["eras"][e]["vp_so_far"][side]
                    before = g["eras"][e - 1]["vp_so_far"][side] if e else dict.fromkeys(VP_KINDS, 0)
                    for kind in VP_KINDS:
                        gained[kind] += now[kind] - before[kind]
                parts = ", ".join(f"{k} {v / len(records):.1f}" for k, v in gained.items() if abs(v) > 1e-9)
                lines.append(f"      VP {who:<7}{sum(gained.values()) / len(records):6.1f}: {parts}")
            acts = Counter()
            builds = Counter()
            for r in records:
                acts.update(r["actions"])
                builds.update(r["builds"])
            lines.append("      actions: " + ", ".join(f"{k} {v / len(records):.2f}" for k, v in acts.most_common()))
            lines.append("      builds:  " + ", ".join(f"{k} {v / len(records):.2f}" for k, v in builds.most_common()))
            blocked = Counter(name for r in records for name, top in r.get("mat", {}).items() if top == "blocked")
            if blocked and e == 0:
                lines.append(
                    "      blocked for the rail era (share of games): "
                    + ", ".join(f"{k} {v / len(records):.0%}" for k, v in blocked.most_common())
                )
            sales = [r["first_sale"] for r in records if r["first_sale"]]
            lines.append(
                f"      first sale round {statistics.fmean(sales) if sales else 0:.1f} "
                f"({len(sales)}/{len(records)} eras), "
                f"tiles sold {statistics.fmean(r['sold'] for r in records):.2f}, "
                f"money at end {statistics.fmean(r['money'] for r in records):.1f}, "
                f"income level {statistics.fmean(r['income'] for r in records):.1f}"
            )
    return "\n".join(lines)


def compare(before: list[dict], after: list[dict]) -> str:
    """Games of two runs paired by difficulty and seed: both win rates, the mean change of the
    person's VP margin with its 95 % interval, and how many games changed result."""
    lines = [f"{'Automa':<8}{'pairs':>6}{'before':>9}{'after':>9}{'margin +/- 95%':>18}{'won':>6}{'lost':>6}"]
    old = {(r["difficulty"], r["seed"]): r for r in before}
    by: dict[str, list[tuple[dict, dict]]] = defaultdict(list)
    for r in after:
        key = (r["difficulty"], r["seed"])
        if key in old:
            by[r["difficulty"]].append((old[key], r))
    for difficulty, pairs in by.items():
        n = len(pairs)
        diffs = [(b["human"] - b["automa"]) - (a["human"] - a["automa"]) for a, b in pairs]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else float("inf")
        won = sum(1 for a, b in pairs if b["reward"] > a["reward"])
        lost = sum(1 for a, b in pairs if b["reward"] < a["reward"])
        rate_a = sum(a["reward"] for a, _ in pairs) / n
        rate_b = sum(b["reward"] for _, b in pairs) / n
        lines.append(
            f"{difficulty:<8}{n:>6}{rate_a:>9.1%}{rate_b:>9.1%}{f'{mean:+.1f} +/- {half:.1f}':>18}{won:>6}{lost:>6}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="easy", help=f"comma-separated levels of {', '.join(LEVELS)}")
    parser.add_argument("--difficulty", default="medium", help="comma-separated Automa difficulties")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="skip the first games of the seed (split a run)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], help="name=value: a planner count or w.weight")
    parser.add_argument("--out", default="", help="append a JSON line per game here; games already in it are kept")
    parser.add_argument(
        "--study", action="store_true", help="per era figures of the games (VP sources, actions, money)"
    )
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"), help="pair two --out files by seed")
    args = parser.parse_args(argv)
    if args.compare:
        print(compare(load(args.compare[0]), load(args.compare[1])))
        return 0
    overrides = {}
    for item in args.set:
        key, _, value = item.partition("=")
        overrides[key.strip()] = float(value)
    tag = ",".join(f"{k}={v:g}" for k, v in sorted(overrides.items()))
    levels = [x for x in args.level.split(",") if x]
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}")
    print(HEADER, flush=True)
    for level in levels:
        for difficulty in (x for x in args.difficulty.split(",") if x):
            seeds = [args.seed * 100_003 + g for g in range(args.first, args.games)]
            done = {
                r["seed"]: r
                for r in load(args.out)
                if (r.get("level"), r["difficulty"], r.get("tag", "")) == (level, difficulty, tag)
                and r["seed"] in seeds
            }
            jobs = [(level, difficulty, seed, overrides, tag) for seed in seeds if seed not in done]
            started = time.perf_counter()
            fresh = []
            _end_line(args.out)
            for result in each_job(_job, jobs, args.jobs):
                fresh.append(result)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as out:
                        out.write(json.dumps(result) + "\n")
            results = sorted([*done.values(), *fresh], key=lambda r: r["seed"])
            per_game = (time.perf_counter() - started) / max(1, len(fresh))
            print(summary(level, difficulty, results, per_game), flush=True)
            if args.study:
                print(study(results), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
