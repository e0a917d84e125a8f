"""Random complete games per second, through the rules protocol only.

    python benchmarks/playouts.py --game schotten [--seconds 5] [--against REV] [--rounds 2]

Prints one line per variant / player count the game offers: random complete games per CPU
second of the process (``time.process_time``, steadier than the wall clock on a shared
machine).  With ``--against`` (default: the 0.1.0 release, before the engine speed-ups) the
same loop — this script's, whatever the revision's own copy says or lacks — runs on that git
revision's code and on this tree's in turns, each in its own process, and the ratio of the
two rates is printed per variant (the median over rounds), so progress reads the same on a
busy machine.  ``--against none`` measures this tree alone.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RELEASE_0_1_0 = "da96422"
"""The last commit of release 0.1.0, before the engine speed-ups."""
LINE = re.compile(r"^\S+ (.+?)\s+([\d.]+) random games/s", re.M)
GAMES = ("glenmore", "schotten", "border", "brass")
"""The games to offer when the tree's registry cannot be asked before the arguments are read."""

VARIANTS = {
    "schotten": [
        ("base", 2, {}),
        ("tactical", 2, {"tactical": True}),
        ("tactical+expert", 2, {"tactical": True, "expert": True}),
    ],
}


def variants(games, game: str):
    if game in VARIANTS:
        return VARIANTS[game]
    low, high = games.seat_range(game)
    return [(f"{n} player{'' if n == 1 else 's'}", n, {}) for n in range(low, high + 1)]


def rate(game: str, seats: int, options: dict, seconds: float) -> tuple[float, int]:
    """Random games of the code on ``sys.path`` per CPU second, playing for ``seconds``."""
    from game import games
    from game.core.rng import Rng
    from game.core.rules import GameConfig, play_out

    rules = games.rules_for(game)
    config = rules.check_config(GameConfig(seats, options))
    done = 0
    started = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - started < seconds or done < 3:
        rng = Rng(done)
        play_out(rules, rules.setup(config), lambda s, seat, actions, r=rng: r.choice(actions), rng)
        done += 1
    return done / max(1e-9, time.process_time() - cpu), done


def measure_alone(tree: Path, game: str, seconds: float) -> None:
    """Print this benchmark's lines for the code of ``tree`` (put first on the import path)."""
    sys.path.insert(0, str(tree))
    from game import games

    for label, seats, options in variants(games, game):
        per_second, done = rate(game, seats, options, seconds)
        print(f"{game} {label:<18} {per_second:8.1f} random games/s  ({done} games)", flush=True)


def measure_tree(tree: Path, game: str, seconds: float) -> dict[str, float]:
    """Run this script (alone) on the code of ``tree`` in a fresh process; rates by variant label."""
    command = [sys.executable, str(Path(__file__).resolve()), "--game", game, "--seconds", str(seconds)]
    command += ["--against", "none", "--tree", str(tree)]
    done = subprocess.run(command, cwd=tree, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"the benchmark failed on {tree}:\n{done.stderr.strip()}")
    return {label.strip(): float(value) for label, value in LINE.findall(done.stdout)}


def compare(game: str, seconds: float, revision: str, rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", revision], cwd=ROOT, capture_output=True)
        if archive.returncode:
            raise SystemExit(f"no such revision {revision!r}: {archive.stderr.decode().strip()}")
        subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
        now: dict[str, list[float]] = {}
        then: dict[str, list[float]] = {}
        for _ in range(rounds):  # in turns, so both see the same machine load
            for label, value in measure_tree(ROOT, game, seconds).items():
                now.setdefault(label, []).append(value)
            for label, value in measure_tree(Path(folder), game, seconds).items():
                then.setdefault(label, []).append(value)
    for label, rates in now.items():
        old = then.get(label)
        if not old:
            print(f"{game} {label:<18} {statistics.median(rates):8.1f} random games/s  (not in {revision})")
            continue
        ratio = statistics.median(n / o for n, o in zip(rates, old))
        print(
            f"{game} {label:<18} {statistics.median(rates):8.1f} random games/s  "
            f"{revision}: {statistics.median(old):8.1f}  ratio x{ratio:.2f}  ({rounds} rounds)"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True, choices=GAMES)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--against", default=RELEASE_0_1_0, help="git revision to compare with, or 'none'")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--tree", type=Path, default=ROOT, help=argparse.SUPPRESS)  # the code to measure
    args = parser.parse_args()
    if args.against != "none":
        compare(args.game, args.seconds, args.against, args.rounds)
        return
    measure_alone(args.tree.resolve(), args.game, args.seconds)


if __name__ == "__main__":
    main()
