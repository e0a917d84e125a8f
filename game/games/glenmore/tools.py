"""Measurement tools for Glen More's computer players (above everything else).

    python -m game.games.glenmore.tools --duel SEATS [--games 60] [--first 0] [--set rank_scale=8 ...]
        [--bot futures=64 ...] [--log games.jsonl]

``--duel`` plays the hard player (with some evaluation weights or search settings changed)
against easy players, the hard seat rotating and the games seeded as ``game.tools.selfplay``
seeds them, and prints the share of opponents it finished ahead of with a 95 % Wilson
interval (over the opponent pairs) and the hard player's decision and turn p95 in CPU
seconds (``time.process_time``).  ``--first`` starts at another game number (to split a run
over processes); ``--log`` writes one JSON line per game: the hard seat, the share it beat,
and every seat's points by source (``POINT_KINDS``), tiles, coins, whisky and chieftains —
where a winner's points came from.  The hard level's settings are tuned with it.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.glenmore.bot import HARD_WEIGHTS, EasyBot, HardBot
from game.games.glenmore.rules.engine import GlenMoreRules
from game.tools.selfplay import percentile, wilson


def duel(seats: int, games: int, changes: dict[str, float], bot: dict[str, float], seed: int = 1,
         first: int = 0, log: str | None = None) -> str:
    rules = GlenMoreRules()
    weights = dataclasses.replace(HARD_WEIGHTS.get(seats, HARD_WEIGHTS[0]), **changes)
    settings = {k: int(v) if float(v).is_integer() else v for k, v in bot.items()}
    beaten, margin = 0.0, 0.0
    decisions: list[float] = []
    turns: list[float] = []
    out = open(log, "a") if log else None  # noqa: SIM115 - closed below
    for g in range(first, first + games):
        hard_seat, game_seed = g % seats, seed * 100_003 + g
        bots = [HardBot(game_seed * 31 + i, weights=weights, **settings) if i == hard_seat
                else EasyBot(game_seed * 31 + i) for i in range(seats)]
        state = rules.setup(rules.check_config(GameConfig(seats, {})))
        state = _play(rules, state, bots, Rng.derive(game_seed, 7), hard_seat, decisions, turns)
        share = rules.rewards(state)[hard_seat]
        beaten += share
        scores = rules.scores(state)
        margin += scores[hard_seat] - max(p for s, p in enumerate(scores) if s != hard_seat)
        if out:
            out.write(json.dumps(_record(g, hard_seat, share, state)) + "\n")
            out.flush()
    if out:
        out.close()
    share = beaten / games
    low, high = wilson(share, games * (seats - 1))
    return (f"duel {seats} seats, {games} games from {first}, {changes or ''} {bot or ''}: beats {share:.1%} "
            f"[{low:.1%}, {high:.1%}] of easy opponents, margin over the best {margin / games:+.2f}; "
            f"hard CPU p95 decision {percentile(decisions, 0.95):.2f} s, turn {percentile(turns, 0.95):.2f} s")


def _play(rules, state, bots, rng, hard_seat, decisions, turns):
    """Play the game out, timing the hard seat's decisions and turns (its decisions until another
    seat or a chance outcome) in CPU seconds."""
    turn, last = 0.0, None
    while (seat := rules.to_move(state)) is not None:
        if seat != last:
            if last == hard_seat:
                turns.append(turn)
            turn, last = 0.0, seat
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        t0 = time.process_time()
        action = bots[seat].choose(rules, rules.view(state, seat), seat)
        if seat == hard_seat:
            spent = time.process_time() - t0
            decisions.append(spent)
            turn += spent
        rules.apply(state, action)
    if last == hard_seat:
        turns.append(turn)
    return state


def _record(g: int, hard_seat: int, share: float, state) -> dict:
    scores = [state.total_points(s) for s in range(state.num_seats)]
    return {"game": g, "hard": hard_seat, "share": share, "scores": scores,
            "points": state.points, "tiles": [len(t) for t in state.tiles], "coins": state.coins,
            "whisky": state.whisky, "chieftains": state.chieftains, "cards": [len(c) for c in state.cards]}


def _pair(text: str) -> tuple[str, float]:
    key, _, value = text.partition("=")
    return key.strip(), float(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duel", type=int, required=True, metavar="SEATS")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="a changed weight")
    parser.add_argument("--bot", action="append", default=[], metavar="KEY=VALUE", help="a changed search setting")
    parser.add_argument("--log", help="append one JSON line per game to this file")
    args = parser.parse_args(argv)
    print(duel(args.duel, args.games, dict(map(_pair, args.set)), dict(map(_pair, args.bot)), args.seed,
               args.first, args.log))
    return 0


if __name__ == "__main__":
    sys.exit(main())
