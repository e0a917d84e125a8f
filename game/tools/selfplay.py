"""Play complete games between computer players and print how each level fares.

    python -m game.tools.selfplay --game schotten --seats easy,random --games 400 [--seed 1]
        [--option tactical=true] [--jobs 2] [--no-rotate]

Seats rotate from game to game (the first bot takes every position equally often)
unless --no-rotate is given.  Prints, per bot level: win rate (first place; a shared
first place counts as a fraction), "beats" (the share of opponents it finished ahead
of, ties half: the same as the win rate with two seats; against the Automa in a solo
game, wins with draws half), average score, the time of one decision and of a whole
turn (a seat's decisions until another seat or a chance outcome) at p50/p95/max, and games per second.
"""

from __future__ import annotations

import argparse
import contextlib
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


def play_game(game: str, levels: list[str], options: dict[str, Any], seed: int, max_steps: int = 200_000) -> dict:
    """One complete game; returns per-position scores, places and decision times."""
    rules = games.rules_for(game)
    config = rules.check_config(GameConfig(len(levels), options))
    state = rules.setup(config)
    bots = [games.make_bot(game, level, seed * 31 + i) for i, level in enumerate(levels)]
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
        t0 = time.perf_counter()
        action = bots[seat].choose(rules, rules.view(state, seat), seat)
        spent = time.perf_counter() - t0
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


def _job(args: tuple) -> tuple[list[str], dict]:
    game, levels, options, seed = args
    return levels, play_game(game, levels, options, seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--seats", required=True, help="bot levels, comma separated, e.g. easy,random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="game option key=value (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--no-rotate", action="store_true", help="keep each level in its listed seat")
    args = parser.parse_args(argv)

    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    known = games.bot_levels(args.game)
    for level in levels:
        if level not in known:
            parser.error(f"unknown level {level!r} for {args.game} (known: {', '.join(known)})")
    options = dict(parse_option(o) for o in args.option)
    jobs = []
    for g in range(args.games):
        shift = 0 if args.no_rotate else g % len(levels)
        seating = levels[shift:] + levels[:shift]
        jobs.append((args.game, seating, options, args.seed * 100_003 + g))

    wins: dict[str, float] = defaultdict(float)
    beats: dict[str, float] = defaultdict(float)
    seats_of: dict[str, int] = defaultdict(int)
    scores: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    turn_times: dict[str, list[float]] = defaultdict(list)
    started = time.perf_counter()
    results = run_jobs(_job, jobs, args.jobs)
    elapsed = time.perf_counter() - started
    for seating, result in results:
        ranking = result["ranking"]
        first = [i for i, p in enumerate(ranking) if p == 0]
        for i, level in enumerate(seating):
            seats_of[level] += 1
            scores[level].append(result["scores"][i])
            times[level].extend(result["times"][i])
            turn_times[level].extend(result["turns"][i])
            beats[level] += result["rewards"][i]
            if len(seating) == 1:
                wins[level] += result["rewards"][i]  # solo: the result against the game itself
            elif i in first:
                wins[level] += 1 / len(first)

    print(f"{args.game}: {args.games} games, seats {','.join(levels)}, options {options or 'default'}")
    print("decision = one atomic choice; turn = a seat's choices until the next seat or chance outcome (ms)")
    head = f"{'level':<10}{'seats':>7}{'win rate':>10}{'beats':>8}{'avg score':>11}"
    print(head + "".join(f"{h:>10}" for h in ("dec p50", "dec p95", "turn p50", "turn p95", "turn max")))
    for level in dict.fromkeys(levels):
        dec, turn = quantiles(times[level]), quantiles(turn_times[level])
        rate = wins[level] / seats_of[level]
        beaten = beats[level] / seats_of[level]
        avg = statistics.fmean(scores[level])
        figures = (dec[0], dec[1], turn[0], turn[1], turn[2])
        print(
            f"{level:<10}{seats_of[level]:>7}{rate:>9.1%}{beaten:>8.1%}{avg:>11.2f}"
            + "".join(f"{f:>10.1f}" for f in figures)
        )
    print(f"{args.games / elapsed:.2f} games per second ({elapsed:.1f} s, {args.jobs} job(s))")
    return 0


if __name__ == "__main__":
    sys.exit(main())
