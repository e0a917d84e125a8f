"""Random complete games per second, through the rules protocol only.

    python benchmarks/playouts.py --game schotten [--seconds 5]

Prints one line per variant / player count the game offers.
"""

import argparse
import sys
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    for label, seats, options in variants(args.game):
        per_second, done = rate(args.game, seats, options, args.seconds)
        print(f"{args.game} {label:<18} {per_second:8.1f} random games/s  ({done} games)")


if __name__ == "__main__":
    main()
