"""Play complete games between computer players and print how each level fares.

    python -m game.tools.selfplay --game schotten --seats easy,random --games 400 [--seed 1]
        [--option tactical=true] [--jobs 2] [--no-rotate]
        [--set KEY=VALUE ...] [--out FILE.jsonl] [--compare OTHER.jsonl]

Seats rotate from game to game (the first bot takes every position equally often)
unless --no-rotate is given.  Prints, per bot level: win rate (first place; a shared
first place counts as a fraction), "beats" (the share of opponents it finished ahead
of, ties half: the same as the win rate with two seats; against the Automa in a solo
game, wins with draws half) with its 95 % interval over games, average score, the CPU
time (``time.process_time``: the machine's load does not inflate it) of one decision and
of a whole turn (a seat's decisions until another seat or a chance outcome) at
p50/p95/max, and games per second.

Game ``g`` is always dealt from seed ``seed * 100_003 + g`` (its bots from that times 31
plus their seat), so two runs with the same ``--seed`` play paired games.  Per-game options:
``--set KEY=VALUE`` changes a knob of the first listed level's bot (a number, ``1,2,3`` for a
tuple, ``none``, ``true``/``false``), through the game's ``Bots.tuned(level, seed, seats,
changes)`` (its GameSpec; The Border's is ``bot.tuned_bot``).  ``--out`` keeps one JSON line
per game and, run again, plays only the games the file lacks (a long run can be stopped and
resumed); the report covers every game of the range in the file.  ``--compare`` prints each
level's paired difference in "beats" against another ``--out`` file, over the games both hold.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game import games
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig


def parse_option(text: str) -> tuple[str, Any]:
    key, _, raw = text.partition("=")
    value: Any = raw
    if raw.lower() in ("true", "yes", "on"):
        value = True
    elif raw.lower() in ("false", "no", "off"):
        value = False
    else:
        with contextlib.suppress(ValueError):
            value = int(raw)
    return key, value


def parse_setting(text: str) -> tuple[str, Any]:
    """A bot knob for ``--set``: ``key=1.5``, ``key=0,1,2.5`` (a tuple), ``key=none``, ``key=true``."""
    key, _, raw = text.partition("=")
    value = raw.strip().lower()
    if value == "none":
        return key.strip(), None
    if value in ("true", "false"):
        return key.strip(), value == "true"
    if "," in value:
        return key.strip(), tuple(float(v) for v in value.split(","))
    return key.strip(), float(value)


def make_bot(game: str, level: str, seed: int, seats: int, changes: dict[str, Any] | None = None):
    """A bot of ``level``; with ``changes``, the game's ``Bots.tuned`` (its GameSpec) makes it with those knobs."""
    if not changes:
        return games.make_bot(game, level, seed)
    tuned = games.spec(game).bots().tuned
    if tuned is None:
        raise ValueError(f"{game}: its computer players have no knobs to --set")
    return tuned(level, seed, seats, changes)


def play_game(game: str, levels: list[str], options: dict[str, Any], seed: int, max_steps: int = 200_000,
              changes: dict[str, Any] | None = None) -> dict:
    """One complete game; returns per-position scores, places and decision CPU times.  ``changes``
    are knobs of the bots of the first listed level (``levels`` is rotated: the level at position 0
    of the run, not of this game, is the one tuned, so it is passed as ``changes[level]``)."""
    rules = games.rules_for(game)
    config = rules.check_config(GameConfig(len(levels), options))
    state = rules.setup(config)
    changes = changes or {}
    bots = [make_bot(game, level, seed * 31 + i, len(levels), changes.get(level)) for i, level in enumerate(levels)]
    rng = Rng.derive(seed, 7)
    times: list[list[float]] = [[] for _ in levels]
    turns: list[list[float]] = [[] for _ in levels]  # a seat's decisions between chance outcomes, summed
    last_seat, turn_time = None, 0.0
    for _ in range(max_steps):
        seat = rules.to_move(state)
        if seat is None:
            break
        if seat == CHANCE:  # new information: what follows is a new decision stretch
            if last_seat is not None:
                turns[last_seat].append(turn_time)
            last_seat, turn_time = None, 0.0
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        if seat != last_seat:
            if last_seat is not None:
                turns[last_seat].append(turn_time)
            last_seat, turn_time = seat, 0.0
        t0 = time.process_time()
        action = bots[seat].choose(rules, rules.view(state, seat), seat)
        spent = time.process_time() - t0
        times[seat].append(spent)
        turn_time += spent
        rules.apply(state, action)
    else:
        raise RuntimeError(f"game {seed} did not end")
    if last_seat is not None:
        turns[last_seat].append(turn_time)
    return {
        "scores": rules.scores(state),
        "ranking": rules.ranking(state),
        "rewards": rules.rewards(state),
        "times": times,
        "turns": turns,
    }


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share measured over ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * (share * (1 - share) / n + z * z / (4 * n * n)) ** 0.5
    return centre - half, centre + half


def percentile(values: list[float], q: float) -> float:
    """The value at rank ``int(q * n)`` of the sorted ``values`` (the largest for ``q`` = 1; 0
    when there are none): the p95 every measuring tool prints."""
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def quantiles(seconds: list[float]) -> tuple[float, float, float]:
    """p50, p95 and max in milliseconds."""
    return statistics.median(seconds or [0.0]) * 1000, percentile(seconds, 0.95) * 1000, percentile(seconds, 1.0) * 1000


def run_jobs(job, jobs: list, workers: int) -> list:
    """``[job(j) for j in jobs]``, over ``workers`` processes when more than one."""
    return list(each_job(job, jobs, workers))


def each_job(job, jobs: list, workers: int) -> Iterator:
    """``job(j)`` for each of ``jobs`` in order, each given as soon as it (and those before it)
    ended — over ``workers`` processes when more than one — so a long run can keep what it has."""
    if workers <= 1:
        yield from (job(j) for j in jobs)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(job, jobs, chunksize=1)


def interval(shares: list[float]) -> float:
    """Half the 95 % interval of the mean of ``shares`` (one value per game)."""
    if len(shares) < 2:
        return 1.0
    return 1.96 * statistics.stdev(shares) / len(shares) ** 0.5


def _job(args: tuple) -> tuple[list[str], dict]:
    game, levels, options, seed, changes = args
    return levels, play_game(game, levels, options, seed, changes=changes)


def _read_out(path: str | None) -> dict[int, dict]:
    """The games an ``--out`` file holds, by game number (none when it does not exist yet)."""
    found: dict[int, dict] = {}
    if path:
        with contextlib.suppress(FileNotFoundError), open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    row = json.loads(line)
                    found[row["game"]] = row
    return found


def compare(rows: dict[int, dict], other: dict[int, dict], levels: list[str]) -> list[str]:
    """Per level: its "beats" in ``rows`` minus in ``other`` over the games both hold (paired)."""
    common = sorted(set(rows) & set(other))
    lines = [f"paired with the other run on {len(common)} games (beats, this - other):"]
    for level in dict.fromkeys(levels):
        diffs = []
        for g in common:
            mine = [r for lv, r in zip(rows[g]["seating"], rows[g]["rewards"]) if lv == level]
            theirs = [r for lv, r in zip(other[g]["seating"], other[g]["rewards"]) if lv == level]
            if mine and theirs:
                diffs.append(statistics.fmean(mine) - statistics.fmean(theirs))
        if diffs:
            lines.append(f"  {level:<10}{statistics.fmean(diffs):+8.1%} ±{interval(diffs):.1%}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--seats", required=True, help="bot levels, comma separated, e.g. easy,random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="game option key=value (repeatable)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a knob of the first listed level's bot (repeatable)")
    parser.add_argument("--out", help="keep a JSON line per game here; played again, only missing games run")
    parser.add_argument("--compare", help="another --out file: the paired difference in beats per level")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--no-rotate", action="store_true", help="keep each level in its listed seat")
    args = parser.parse_args(argv)

    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    known = games.bot_levels(args.game)
    for level in levels:
        if level not in known:
            parser.error(f"unknown level {level!r} for {args.game} (known: {', '.join(known)})")
    options = dict(parse_option(o) for o in args.option)
    changes = {levels[0]: dict(parse_setting(c) for c in args.set)} if args.set else None
    if changes and levels.count(levels[0]) > 1:
        parser.error(f"--set tunes the level {levels[0]!r}, which must then sit only once")
    if changes:
        try:
            make_bot(args.game, levels[0], 0, len(levels), changes[levels[0]])
        except (TypeError, ValueError) as exc:
            parser.error(str(exc))
    rows = _read_out(args.out)
    jobs = []
    for g in range(args.games):
        if g in rows:
            continue
        shift = 0 if args.no_rotate else g % len(levels)
        seating = levels[shift:] + levels[:shift]
        jobs.append((g, (args.game, seating, options, args.seed * 100_003 + g, changes)))

    started = time.perf_counter()
    if args.out:
        for g, (_job_args, (seating, result)) in zip((g for g, _ in jobs), _each(jobs, args.jobs)):
            rows[g] = {"game": g, "seating": seating, **{k: result[k] for k in ("scores", "ranking", "rewards")},
                       "times": result["times"], "turns": result["turns"]}
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(json.dumps(rows[g]) + "\n")
    else:
        for g, (seating, result) in zip((g for g, _ in jobs), run_jobs(_job, [j for _, j in jobs], args.jobs)):
            rows[g] = {"game": g, "seating": seating, **result}
    elapsed = time.perf_counter() - started
    rows = {g: row for g, row in rows.items() if g < args.games}
    for line in report(args.game, levels, options, rows, elapsed, len(jobs), args.jobs):
        print(line)
    if args.compare:
        for line in compare(rows, _read_out(args.compare), levels):
            print(line)
    return 0


def _each(jobs: list, workers: int):
    """``(job, result)`` for each game as it ends (in order), so ``--out`` keeps what a stopped run played."""
    if workers <= 1:
        for _, job in jobs:
            yield job, _job(job)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from zip((j for _, j in jobs), pool.map(_job, [j for _, j in jobs], chunksize=1))


def report(game: str, levels: list[str], options: dict, rows: dict[int, dict], elapsed: float, played: int,
           jobs: int) -> list[str]:
    """The table: per level, win rate, beats (with its 95 % interval over games), score, CPU times."""
    wins: dict[str, float] = defaultdict(float)
    beats: dict[str, list[float]] = defaultdict(list)
    seats_of: dict[str, int] = defaultdict(int)
    scores: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    turn_times: dict[str, list[float]] = defaultdict(list)
    for row in rows.values():
        seating, ranking = row["seating"], row["ranking"]
        first = [i for i, p in enumerate(ranking) if p == 0]
        per_game: dict[str, list[float]] = defaultdict(list)
        for i, level in enumerate(seating):
            seats_of[level] += 1
            scores[level].append(row["scores"][i])
            times[level].extend(row["times"][i])
            turn_times[level].extend(row["turns"][i])
            per_game[level].append(row["rewards"][i])
            if len(seating) == 1:
                wins[level] += row["rewards"][i]  # solo: the result against the game itself
            elif i in first:
                wins[level] += 1 / len(first)
        for level, got in per_game.items():
            beats[level].append(statistics.fmean(got))
    lines = [f"{game}: {len(rows)} games, seats {','.join(levels)}, options {options or 'default'}",
             "decision = one atomic choice; turn = a seat's choices until the next seat or chance outcome "
             "(CPU ms)"]
    head = f"{'level':<10}{'seats':>7}{'win rate':>10}{'beats':>8}{'±95%':>7}{'avg score':>11}"
    lines.append(head + "".join(f"{h:>10}" for h in ("dec p50", "dec p95", "turn p50", "turn p95", "turn max")))
    for level in dict.fromkeys(levels):
        if not seats_of[level]:
            continue
        dec, turn = quantiles(times[level]), quantiles(turn_times[level])
        rate = wins[level] / seats_of[level]
        beaten = statistics.fmean(beats[level])
        avg = statistics.fmean(scores[level])
        figures = (dec[0], dec[1], turn[0], turn[1], turn[2])
        lines.append(f"{level:<10}{seats_of[level]:>7}{rate:>9.1%}{beaten:>8.1%}{interval(beats[level]):>7.1%}"
                     f"{avg:>11.2f}" + "".join(f"{f:>10.1f}" for f in figures))
    if played:
        lines.append(f"{played / elapsed:.2f} games per second ({elapsed:.1f} s, {jobs} job(s))")
    return lines


if __name__ == "__main__":
    sys.exit(main())
