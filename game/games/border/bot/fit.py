"""Fit the hard player's end-of-game objective on games of hard against easy players (a tool;
not used in play).

    python -m game.games.border.bot.fit SEATS [--games 150] [--seed 7] [--held 50]

Plays hard (its weights as they are) against easy players on training seeds (``--seed``: keep
them apart from the duel's seed 1), and at the start of every active turn logs, for the hard
seat and each opponent, the features its ``Standing`` can compute from the board: the
difference in points scored, in expected open points (the evaluation less the points), in
the effort each still needs to close its sixth area, and the open difference weighted by how
near the end is.  The label is whether hard finished ahead of that opponent (a tie counts
half).  A logistic regression (Newton's method) is fitted on the first games and checked on
the last ``--held`` ones (log-loss against a model of the points and open differences only).
The coefficients go to ``weights.SHARE_MODEL``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from game.core.linalg import solve_linear
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.border.bot.players import EasyBot, HardBot
from game.games.border.bot.weights import HARD_WEIGHTS
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import ROLL, BorderState


def share_features(points: float, open_: float, effort: float, rival_points: float, rival_open: float,
                   rival_effort: float, tempo: float) -> tuple[float, ...]:
    """The share model's inputs for one opponent: (1, points difference, open difference,
    rival's effort - own effort (capped at 30), open difference x exp(-tempo / 8)), where
    ``tempo`` is the least effort any seat needs to end the game."""
    d_open = open_ - rival_open
    return (1.0, points - rival_points, d_open, max(-30.0, min(30.0, rival_effort - effort)),
            d_open * math.exp(-tempo / 8.0))


def seat_figures(bot: HardBot, rules: BorderRules, state: BorderState, seat: int) -> list[tuple[float, float, float]]:
    """Per seat, as ``seat``'s Standing sees it: (points, open expected points, effort to the end)."""
    ev = bot.evaluator(rules, state)
    efforts = ev.efforts(state)
    rivals = ev.race_costs(state, seat) if ev.w.race else None
    out = []
    for s in range(state.num_seats):
        lead = ev.lead(state, s, efforts)
        value = ev.value(state, s, rivals=rivals if s == seat else None, lead=lead)
        points = float(sum(state.points[s]))
        out.append((points, value - points, efforts[s]))
    return out


def game_log(rules: BorderRules, seats: int, game_seed: int, hard_seat: int) -> dict:
    """One game: hard's seat, every seat's figures at the start of each active turn, the final keys."""
    bots = [HardBot(game_seed * 31 + i) if i == hard_seat else EasyBot(game_seed * 31 + i) for i in range(seats)]
    state = rules.setup(rules.check_config(GameConfig(seats, {})))
    rng = Rng.derive(game_seed, 7)
    logged = []
    while (seat := rules.to_move(state)) is not None:
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        if state.phase == ROLL and state.rolls == 0:
            logged.append(seat_figures(bots[hard_seat], rules, state, hard_seat))
        rules.apply(state, bots[seat].choose(rules, state, seat))
    return {"hard": hard_seat, "figures": logged, "keys": [(sum(p), max(p)) for p in state.points]}


def game_rows(game: dict) -> list[tuple[tuple[float, ...], float]]:
    """(features, label) for hard against each opponent at every logged turn."""
    h, keys, rows = game["hard"], game["keys"], []
    for figures in game["figures"]:
        tempo = min(f[2] for f in figures)
        for j in range(len(figures)):
            if j != h:
                y = 1.0 if keys[h] > keys[j] else 0.0 if keys[h] < keys[j] else 0.5
                rows.append((share_features(*figures[h], *figures[j], tempo), y))
    return rows


def logistic_fit(rows, columns: tuple[int, ...], iterations: int = 25, ridge: float = 1e-3) -> list[float]:
    """Weights over ``columns`` of the features by Newton's method (a little ridge)."""
    k = len(columns)
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in rows:
            xs = [x[c] for c in columns]
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, xs)))
            r = p * (1 - p)
            for a in range(k):
                grad[a] += (p - y) * xs[a]
                for b in range(k):
                    hess[a][b] += r * xs[a] * xs[b]
        for a in range(k):
            grad[a] += ridge * w[a]
            hess[a][a] += ridge
        step = solve_linear(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
    return w


def log_loss(rows, columns: tuple[int, ...], w: list[float]) -> float:
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, _sigmoid(sum(wi * x[c] for wi, c in zip(w, columns)))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(rows))


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -40 else 0.0


MODELS = {"points+open": (0, 1, 2), "+effort": (0, 1, 2, 3), "+tempo": (0, 1, 2, 4), "all": (0, 1, 2, 3, 4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("seats", type=int)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--held", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--save", help="write the logged games to this JSON file")
    parser.add_argument("--load", help="read the logged games from this JSON file instead of playing")
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load) as f:
            games = json.load(f)
    else:
        rules = BorderRules()
        games = [game_log(rules, args.seats, args.seed * 100_003 + g, g % args.seats) for g in range(args.games)]
    if args.save:
        with open(args.save, "w") as f:
            json.dump(games, f)
    train, held = [], []
    for g, game in enumerate(games):
        (held if g >= len(games) - args.held else train).extend(game_rows(game))
    print(f"{args.seats} seats, hard {HARD_WEIGHTS[args.seats]}: {len(train)} training pairs, {len(held)} held out")
    for name, columns in MODELS.items():
        w = logistic_fit(train, columns)
        print(f"  {name:<12} w={tuple(round(v, 4) for v in w)} "
              f"log-loss train {log_loss(train, columns, w):.4f} held {log_loss(held, columns, w):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
