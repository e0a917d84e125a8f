"""Measure Schotten Totten's computer players against each other, the sparring partner included.

    python -m game.games.schotten.tools --seats hard,sparring --games 40 [--option tactical=true]

Seats rotate (each level plays first in half the games); prints wins with a 95 % Wilson
interval and each level's decision and turn times (p50/p95, ms) and CPU time per decision.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from game.tools.selfplay import _quantiles, parse_option, play_game


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def cpu_per_decision(level: str, options: dict, games: int, seed: int = 1) -> list[float]:
    """CPU seconds (``time.process_time``) of each decision ``level`` takes against the sparring
    partner: unlike the wall clock, it does not grow with the machine's load."""
    import random

    from game.core.rules import GameConfig, settle_chance
    from game.games.schotten.bot import make_bot
    from game.games.schotten.rules import RULES

    rules = RULES()
    spent = []
    for g in range(games):
        bots = [make_bot(level, seed + g), make_bot("sparring", seed + g)]
        if g % 2:
            bots.reverse()
        state = rules.setup(GameConfig(2, options))
        rng = random.Random(seed * 7 + g)
        while (seat := settle_chance(rules, state, rng)) is not None:
            started = time.process_time()
            action = bots[seat].choose(rules, rules.view(state, seat), seat)
            if (seat == 0) == (g % 2 == 0):
                spent.append(time.process_time() - started)
            rules.apply(state, action)
    return spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", required=True, help="two levels: random, easy, hard or sparring")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--cpu", action="store_true", help="only the CPU time of the first level's decisions")
    args = parser.parse_args(argv)
    if args.cpu:
        level = args.seats.split(",")[0].strip()
        spent = sorted(cpu_per_decision(level, dict(parse_option(o) for o in args.option), args.games, args.seed))
        p50, p95 = spent[len(spent) // 2], spent[int(0.95 * len(spent))]
        top = spent[-1] * 1000
        print(f"{level}: {len(spent)} decisions, CPU p50 {p50 * 1000:.0f}, p95 {p95 * 1000:.0f}, max {top:.0f} ms")
        return 0
    levels = [s.strip() for s in args.seats.split(",")]
    options = dict(parse_option(o) for o in args.option)
    wins = [0.0, 0.0]
    times: list[list[float]] = [[], []]
    turns: list[list[float]] = [[], []]
    cpu_started = time.process_time()
    for g in range(args.games):
        flip = g % 2
        seating = levels[flip:] + levels[:flip]
        result = play_game("schotten", seating, options, args.seed * 100_003 + g)
        for pos in range(2):
            who = (pos + flip) % 2
            times[who] += result["times"][pos]
            turns[who] += result["turns"][pos]
            if result["ranking"][pos] == 0:
                wins[who] += 0.5 if result["ranking"] == [0, 0] else 1.0
        print(f"game {g + 1}: {levels[0]} {wins[0]:g} - {wins[1]:g} {levels[1]}", flush=True)
    cpu = time.process_time() - cpu_started
    print(f"schotten {options or 'base'}: {args.games} games, seats rotated")
    for i, level in enumerate(levels):
        lo, hi = wilson(wins[i], args.games)
        dec, turn = _quantiles(times[i]), _quantiles(turns[i])
        print(
            f"{level:<9} wins {wins[i]:g}/{args.games} = {wins[i] / args.games:.1%} (95% {lo:.1%}-{hi:.1%})"
            f"  decision p50/p95 {dec[0]:.0f}/{dec[1]:.0f} ms  turn p50/p95 {turn[0]:.0f}/{turn[1]:.0f} ms"
        )
    print(f"CPU {cpu:.0f} s for {sum(len(t) for t in times)} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
