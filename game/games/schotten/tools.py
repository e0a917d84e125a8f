"""Measure Schotten Totten's computer players against each other, the sparring partner included.

    python -m game.games.schotten.tools --seats hard,sparring --games 40 [--option tactical=true]
        [--seed 1] [--jobs 1] [--first 0] [--mistakes] [--cpu] [--set value.FLOOR_TRUST=1.0]

Seats rotate (each level plays first in half the games).  The games are the ones
``python -m game.tools.selfplay`` plays for the same seed (the same game seeds, bot seeds and
chance draws), so a result here compares game by game with one there.  Prints one line per
game (its seed, who sat first, the winner and the stones), then wins with a 95 % Wilson
interval and each level's decision and turn times at p50/p95/max, both wall clock and CPU
(``time.process_time``, which the machine's load does not inflate); ``--first N`` skips the
first N games (to extend an earlier run with the same seed).  ``--mistakes`` also counts the
first level's gifts and dead ends per game (``bot/guard.py``: a card play after which the
opponent can prove more stones where another play would have added fewer; a side completed
into a formation the opponent's finished side already beats where another play would not; a
play that wins the round at once is neither) and its wins put off (a card play that does not win
the round while another would have won it at once).
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_timed(levels: list[str], options: dict, seed: int, watch: str | None = None) -> dict:
    """One game as ``game.tools.selfplay.play_game`` plays it (same seeds), timing every
    decision and every turn (a seat's decisions until the next seat or chance outcome) in
    wall and CPU seconds; with ``watch`` (a level), also counting that level's gifts and dead
    ends (``bot/guard.py``) per seat."""
    from game.games.schotten.bot import make_bot
    from game.games.schotten.bot.guard import outcome, play_outcomes, provable
    from game.games.schotten.rules.actions import Claim
    from game.games.schotten.rules.engine import SchottenRules
    from game.games.schotten.rules.state import PICK, PLACE, PLAY

    rules = SchottenRules()
    state = rules.setup(rules.check_config(GameConfig(len(levels), options)))
    bots = [make_bot(level, seed * 31 + i) for i, level in enumerate(levels)]
    rng = Rng.derive(seed, 7)
    times = {"dec": [[], []], "dec_cpu": [[], []], "turn": [[], []], "turn_cpu": [[], []]}
    last, turn, turn_cpu = None, 0.0, 0.0
    mistakes = {"gift": [0, 0], "dead_end": [0, 0], "missed_win": [0, 0], "plays": [0, 0]}
    moves = []
    open_play = None  # (seat, table before, stones the opponent could prove, best outcome, fewest gifts, a win)
    while (seat := rules.to_move(state)) is not None:
        if seat == CHANCE or seat != last:
            if last is not None:
                times["turn"][last].append(turn)
                times["turn_cpu"][last].append(turn_cpu)
            last, turn, turn_cpu = (None if seat == CHANCE else seat), 0.0, 0.0
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        watched = watch is not None and levels[seat] == watch and state.phase == PLAY
        if watched:
            outcomes = play_outcomes(rules, rules.view(state, seat), seat, rules.legal_actions(state))
            if outcomes:
                best = min(outcomes.values(), key=lambda o: o.key)
                fewest = min(o.gifts for o in outcomes.values())
                winnable = any(o.wins for o in outcomes.values())
                open_play = (seat, state.clone(), provable(rules, state, 1 - seat), best, fewest, winnable)
        wall, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(rules, rules.view(state, seat), seat)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        times["dec"][seat].append(wall)
        times["dec_cpu"][seat].append(cpu)
        turn, turn_cpu = turn + wall, turn_cpu + cpu
        moves.append(action)
        rules.apply(state, action)
        if open_play is not None and isinstance(action, Claim):
            open_play = None  # expert claims come before the card: judged at the next decision
        elif open_play is not None and state.phase not in (PICK, PLACE):
            who, before, theirs, best, fewest, winnable = open_play
            got = outcome(rules, before, state, who, theirs)
            mistakes["plays"][who] += 1
            mistakes["gift"][who] += got.gifts > fewest
            mistakes["dead_end"][who] += got.dead_ends > 0 and best.dead_ends == 0
            mistakes["missed_win"][who] += winnable and not got.wins
            open_play = None
    if last is not None:
        times["turn"][last].append(turn)
        times["turn_cpu"][last].append(turn_cpu)
    stones = [sum(1 for owner in state.claimed if owner == s) for s in range(2)]
    return {"ranking": rules.ranking(state), "stones": stones, "times": times, "mistakes": mistakes, "moves": moves}


def _job(args: tuple) -> tuple:
    levels, options, seed, watch, settings = args
    apply_settings(settings)
    return levels, seed, play_timed(levels, options, seed, watch)


def apply_settings(settings: list[str]) -> None:
    """``module.NAME=value`` for a constant of a module of ``bot/`` (an experiment: the value is
    read with ``ast.literal_eval``), e.g. ``value.FLOOR_TRUST=1.0``."""
    import ast
    import importlib

    for text in settings:
        name, _, raw = text.partition("=")
        module_name, _, constant = name.rpartition(".")
        module = importlib.import_module(f"game.games.schotten.bot.{module_name}")
        if not hasattr(module, constant):
            raise SystemExit(f"no {constant} in bot/{module_name}.py")
        setattr(module, constant, ast.literal_eval(raw))


def cpu_per_decision(level: str, options: dict, games: int, seed: int = 1) -> list[float]:
    """CPU seconds of each decision ``level`` takes against the sparring partner."""
    spent: list[float] = []
    for g in range(games):
        seating = [level, "sparring"] if g % 2 == 0 else ["sparring", level]
        result = play_timed(seating, options, seed * 100_003 + g)
        spent += result["times"]["dec_cpu"][seating.index(level)]
    return spent


def main(argv: list[str] | None = None) -> int:
    from game.tools.selfplay import parse_option, quantiles, run_jobs

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", required=True, help="two levels: random, easy, hard or sparring")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="skip this many games of the seed's sequence")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--cpu", action="store_true", help="only the CPU time of the first level's decisions")
    parser.add_argument("--mistakes", action="store_true", help="count the first level's mistakes")
    parser.add_argument("--set", action="append", default=[], help="module.NAME=value: a bot constant (experiments)")
    args = parser.parse_args(argv)
    options = dict(parse_option(o) for o in args.option)
    levels = [s.strip() for s in args.seats.split(",")]
    if args.cpu:
        apply_settings(args.set)
        spent = sorted(cpu_per_decision(levels[0], options, args.games, args.seed))
        p50, p95 = spent[len(spent) // 2], spent[int(0.95 * len(spent))]
        top = spent[-1] * 1000
        print(f"{levels[0]}: {len(spent)} decisions, CPU p50 {p50 * 1000:.0f}, p95 {p95 * 1000:.0f}, max {top:.0f} ms")
        return 0
    jobs = []
    for g in range(args.first, args.first + args.games):
        seating = levels if g % 2 == 0 else levels[::-1]
        jobs.append((seating, options, args.seed * 100_003 + g, levels[0] if args.mistakes else None, args.set))
    wins = [0.0, 0.0]
    counted = {"gift": [], "dead_end": [], "missed_win": [], "plays": []}
    times: dict[str, list[list[float]]] = {k: [[], []] for k in ("dec", "dec_cpu", "turn", "turn_cpu")}
    started = time.perf_counter()
    results = map(_job, jobs) if args.jobs <= 1 else run_jobs(_job, jobs, args.jobs)  # one process: lines as games end
    for seating, seed, result in results:
        first = [p for p, place in enumerate(result["ranking"]) if place == 0]
        for pos, level in enumerate(seating):
            who = levels.index(level) if seating[0] != seating[1] else pos
            for key in times:
                times[key][who] += result["times"][key][pos]
            if pos in first:
                wins[who] += 1 / len(first)
        winner = ",".join(seating[p] for p in first)
        line = f"seed {seed} first {seating[0]} winner {winner} stones {result['stones'][0]}-{result['stones'][1]}"
        line += f"  [{levels[0]} {wins[0]:g} - {wins[1]:g} {levels[1]}]"
        if args.mistakes:
            for key in counted:
                counted[key].append(sum(result["mistakes"][key]))
            line += f"  gifts {counted['gift'][-1]} dead ends {counted['dead_end'][-1]}"
            line += f" wins put off {counted['missed_win'][-1]}"
        print(line, flush=True)
    print(f"schotten {options or 'base'}: {args.games} games, seats rotated, {time.perf_counter() - started:.0f} s")
    for i, level in enumerate(levels):
        lo, hi = wilson(wins[i], args.games)
        line = f"{level:<9} wins {wins[i]:g}/{args.games} = {wins[i] / args.games:.1%} (95% {lo:.1%}-{hi:.1%})"
        for key in ("dec", "dec_cpu", "turn", "turn_cpu"):
            p50, p95, top = quantiles(times[key][i])
            line += f"  {key} {p50:.0f}/{p95:.0f}/{top:.0f}"
        print(line + "  (ms p50/p95/max)")
    if args.mistakes:
        plays = sum(counted["plays"])
        for key, label in (("gift", "gifts"), ("dead_end", "dead ends"), ("missed_win", "wins put off")):
            mean, half = mean_interval(counted[key])
            print(
                f"{levels[0]} {label}: {sum(counted[key])} in {args.games} games = {mean:.3f} per game"
                f" (95% {max(0.0, mean - half):.3f}-{mean + half:.3f}), {plays} card plays judged"
            )
    return 0


def mean_interval(per_game: list[int]) -> tuple[float, float]:
    """The mean of per-game counts and the half-width of its 95 % interval (normal, at least
    the rule-of-three bound when nothing was counted)."""
    n = len(per_game)
    if n == 0:
        return 0.0, 0.0
    mean = sum(per_game) / n
    var = sum((x - mean) ** 2 for x in per_game) / max(1, n - 1)
    return mean, max(1.96 * math.sqrt(var / n), 3.0 / n if mean == 0 else 0.0)


if __name__ == "__main__":
    sys.exit(main())
