"""Measurement tools for Glen More's computer players (above everything else).

    python -m game.games.glenmore.tools --duel SEATS [--games 60] [--set rank_scale=8 ...]
        [--bot futures=64 ...]

``--duel`` plays the hard player (with some evaluation weights or search settings changed)
against easy players, the hard seat rotating and the games seeded as ``game.tools.selfplay``
seeds them, and prints the share of opponents it finished ahead of with a 95 % Wilson
interval (over the opponent pairs).  The hard level's settings are tuned with it.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys

from game.core.rng import Rng
from game.core.rules import GameConfig, play_out
from game.games.glenmore.bot import HARD_WEIGHTS, EasyBot, HardBot
from game.games.glenmore.rules import RULES
from game.tools.selfplay import wilson


def duel(seats: int, games: int, changes: dict[str, float], bot: dict[str, float], seed: int = 1) -> str:
    rules = RULES()
    weights = dataclasses.replace(HARD_WEIGHTS.get(seats, HARD_WEIGHTS[0]), **changes)
    settings = {k: int(v) if float(v).is_integer() else v for k, v in bot.items()}
    beaten, margin = 0.0, 0.0
    for g in range(games):
        hard_seat, game_seed = g % seats, seed * 100_003 + g
        bots = [HardBot(game_seed * 31 + i, weights=weights, **settings) if i == hard_seat
                else EasyBot(game_seed * 31 + i) for i in range(seats)]
        state = rules.setup(rules.check_config(GameConfig(seats, {})))
        state = play_out(rules, state, _picker(rules, bots), Rng.derive(game_seed, 7))
        beaten += rules.rewards(state)[hard_seat]
        scores = rules.scores(state)
        margin += scores[hard_seat] - max(p for s, p in enumerate(scores) if s != hard_seat)
    share = beaten / games
    low, high = wilson(share, games * (seats - 1))
    return (f"duel {seats} seats, {games} games, {changes or ''} {bot or ''}: beats {share:.1%} "
            f"[{low:.1%}, {high:.1%}] of easy opponents, margin over the best {margin / games:+.2f}")


def _picker(rules, bots):
    return lambda state, seat, _actions: bots[seat].choose(rules, rules.view(state, seat), seat)


def _pair(text: str) -> tuple[str, float]:
    key, _, value = text.partition("=")
    return key.strip(), float(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duel", type=int, required=True, metavar="SEATS")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="a changed weight")
    parser.add_argument("--bot", action="append", default=[], metavar="KEY=VALUE", help="a changed search setting")
    args = parser.parse_args(argv)
    print(duel(args.duel, args.games, dict(map(_pair, args.set)), dict(map(_pair, args.bot)), args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
