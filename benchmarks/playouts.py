"""Random complete games per second, through the rules protocol only.

    python benchmarks/playouts.py --game schotten [--seconds 5] [--against REV] [--rounds 2]

Prints one line per variant / player count the game offers.  With ``--against`` (default:
the 0.1.0 release, before the engine speed-ups) the same benchmark of that git revision runs
in turns with this tree's, each in its own process, and the ratio of the two rates is printed
per variant (the median over rounds), so progress reads the same on a busy machine.
``--against none`` measures this tree alone.
"""

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import GameConfig, play_out  # noqa: E402

VARIANTS = {
    "schotten": [
        ("base", 2, {}),
        ("tactical", 2, {"tactical": True}),
        ("tactical+expert", 2, {"tactical": True, "expert": True}),
    ],
}


def variants(game: str):
    if game in VARIANTS:
        return VARIANTS[game]
    low, high = games.seat_range(game)
    return [(f"{n} player{'' if n == 1 else 's'}", n, {}) for n in range(low, high + 1)]


def rate(game: str, seats: int, options: dict, seconds: float) -> tuple[float, int]:
    rules = games.rules_for(game)
    config = rules.check_config(GameConfig(seats, options))
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done < 3:
        rng = Rng(done)
        play_out(rules, rules.setup(config), lambda s, seat, actions, r=rng: r.choice(actions), rng)
        done += 1
    return done / (time.perf_counter() - started), done


ROOT = Path(__file__).resolve().parents[1]
RELEASE_0_1_0 = "da96422"
"""The last commit of release 0.1.0, before the engine speed-ups."""
LINE = re.compile(r"^\S+ (.+?)\s+([\d.]+) random games/s", re.M)


def measure_tree(root: Path, game: str, seconds: float) -> dict[str, float]:
    """Run this benchmark (alone) in the tree at ``root``; rates by variant label."""
    command = [sys.executable, "benchmarks/playouts.py", "--game", game, "--seconds", str(seconds)]
    if root == ROOT:
        command += ["--against", "none"]
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, check=True)
    return {label.strip(): float(value) for label, value in LINE.findall(done.stdout)}


def compare(game: str, seconds: float, revision: str, rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", revision], cwd=ROOT, capture_output=True, check=True)
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
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--against", default=RELEASE_0_1_0, help="git revision to compare with, or 'none'")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    if args.against != "none":
        compare(args.game, args.seconds, args.against, args.rounds)
        return
    for label, seats, options in variants(args.game):
        per_second, done = rate(args.game, seats, options, args.seconds)
        print(f"{args.game} {label:<18} {per_second:8.1f} random games/s  ({done} games)")


if __name__ == "__main__":
    main()
