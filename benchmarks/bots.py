"""Computer-player decision time per level: p50 / p95 / max over the decisions of a few games.

python benchmarks/bots.py --game schotten [--games 6] [--option tactical=true]
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.tools.selfplay import main as selfplay  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--option", action="append", default=[])
    args = parser.parse_args()
    levels = [lv for lv in games.bot_levels(args.game) if lv != "random"]
    low, high = games.seat_range(args.game)
    for level in levels:
        seats = ",".join([level] * (1 if high == 1 else max(2, low)))
        extra = sum((["--option", o] for o in args.option), [])
        selfplay(["--game", args.game, "--seats", seats, "--games", str(args.games), *extra])


if __name__ == "__main__":
    main()
