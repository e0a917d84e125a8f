"""Fit the learned evaluation (learned.py) to the outcomes of logged games.

    python -m game.games.brass.tools --level hard --difficulty easy,medium,hard --games 20 \\
        --seed 7 --features /tmp/train.jsonl
    python -m game.games.brass.bot.fit /tmp/train.jsonl [more.jsonl ...] [--ridge 0.3] [--write]

Each logged position (the start of one of the person's turns) gives its terms ``x`` and what
happened after it: ``y`` = the points the person still scored minus those the Automa still
scored.  Per era, the coefficients ``b`` minimise ``sum (y - c - x.b)^2`` plus a ridge penalty
pulling each coefficient towards the hand-set evaluation's (``learned.PRIOR``), scaled by the
spread of its term, so a term the games say little about keeps its hand-set weight.  Every
game counts the same, whatever its length.  One game in five (by seed) is held out: the
mean squared error of the prior and of the fit on those games is printed per era.  ``--write``
writes the coefficients fitted on all games to fitted.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.core.linalg import solve_linear
from game.games.brass.bot.learned import NAMES, PRIOR

RIDGE = (0.03, 0.1, 0.3, 1.0, 3.0)


def load(paths: list[str]) -> list[dict]:
    games = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                game = json.loads(line)
                if list(game["names"]) != list(NAMES):
                    raise SystemExit(f"{path}: logged with other terms than learned.NAMES")
                games.append(game)
    return games


def samples(games: list[dict], era: int, rail: tuple | None = None) -> list[tuple[list[float], float, float]]:
    """(x, y, weight) of every logged position of ``era``.  With ``rail`` (intercept and
    coefficients of the rail era), a canal position's ``y`` is the points gained up to the rail
    era's first turn plus the rail fit's value there (less noisy than the final scores)."""
    out = []
    for game in games:
        rows = [r for r in game["rows"] if r[0] == era]
        end = (game["human"], game["automa"], 0.0)
        if rail is not None and era == 0:
            first = next((r for r in game["rows"] if r[0] == 1), None)
            if first is not None:
                end = (first[2][0], first[2][1], rail[0] + sum(c * v for c, v in zip(rail[1], first[3])))
        for _era, _round, vp, x in rows:
            y = (end[0] - vp[0]) - (end[1] - vp[1]) + end[2]
            out.append((x, y, 1.0 / len(rows)))
    return out


def fit(
    data: list[tuple[list[float], float, float]], ridge: float, keep: frozenset[str] = frozenset()
) -> tuple[float, list[float]]:
    """(intercept, coefficients) pulled towards the prior by ``ridge`` (in units of each
    term's spread times the total weight); the terms in ``keep`` stay at the prior."""
    k = len(NAMES)
    prior = [PRIOR[n] for n in NAMES]
    total = sum(w for _x, _y, w in data)
    mean = [sum(w * x[j] for x, _y, w in data) / total for j in range(k)]
    ymean = sum(w * y for _x, y, w in data) / total
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y, w in data:
        xc = [x[j] - mean[j] for j in range(k)]
        yc = y - ymean
        for i in range(k):
            if xc[i]:
                row = xtx[i]
                wi = w * xc[i]
                for j in range(k):
                    row[j] += wi * xc[j]
                xty[i] += wi * yc
    for j in range(k):
        pull = (1e9 if NAMES[j] in keep else ridge) * max(xtx[j][j], 1e-6 * total)
        xtx[j][j] += pull
        xty[j] += pull * prior[j]
    coef = solve_linear(xtx, xty)
    return ymean - sum(c * m for c, m in zip(coef, mean)), coef


def mse(data: list[tuple[list[float], float, float]], intercept: float, coef: list[float]) -> float:
    total = sum(w for _x, _y, w in data) or 1.0
    return sum(w * (y - intercept - sum(c * v for c, v in zip(coef, x))) ** 2 for x, y, w in data) / total


def held_out(game: dict) -> bool:
    return game["seed"] % 5 == 0


def report(
    games: list[dict], ridges: tuple[float, ...], chain: bool = False, keep: frozenset[str] = frozenset()
) -> dict[int, float]:
    """Prints the held-out error (against the final scores) per era and ridge; returns the best
    ridge per era.  ``chain``: canal targets through the rail fit (``samples``)."""
    best = {}
    prior = [PRIOR[n] for n in NAMES]
    rail = None
    for era in (1, 0):
        learn = [g for g in games if not held_out(g)]
        train = samples(learn, era, rail if chain else None)
        test = samples([g for g in games if held_out(g)], era)
        ymean = sum(w * y for _x, y, w in train) / sum(w for _x, _y, w in train)
        xmean = sum(w * sum(c * v for c, v in zip(prior, x)) for x, _y, w in train) / sum(w for *_r, w in train)
        base = mse(test, ymean - xmean, prior)
        line = [f"era {era}: {len(train)} train / {len(test)} held-out positions; prior {base:.1f}"]
        scores = {}
        for ridge in ridges:
            c0, coef = fit(train, ridge, keep)
            scores[ridge] = mse(test, c0, coef)
            line.append(f"ridge {ridge}: {scores[ridge]:.1f}")
        print("; ".join(line))
        best[era] = min(scores, key=scores.get)
        if era == 1:
            rail = fit(train, best[era], keep)
    return best


def write(coefficients: dict[int, dict[str, float]], games: int) -> None:
    path = Path(__file__).with_name("fitted.py")
    lines = [
        f'"""Coefficients of the learned evaluation per era (0 canal, 1 rail), written by fit.py from {games}',
        'logged games (see its docstring)."""',
        "",
        "COEFFICIENTS: dict[int, dict[str, float]] = {",
    ]
    for era, coef in coefficients.items():
        lines.append(f"    {era}: {{")
        lines += [f'        "{name}": {value:.4f},' for name, value in coef.items()]
        lines.append("    },")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--ridge", type=float, default=0.0, help="one ridge (else the best held-out one per era)")
    parser.add_argument("--write", action="store_true", help="write fitted.py from all games")
    parser.add_argument("--chain", action="store_true", help="canal targets through the rail fit")
    parser.add_argument("--keep", default="", help="comma-separated terms kept at the prior (e.g. p.money)")
    args = parser.parse_args(argv)
    games = load(args.files)
    keep = frozenset(x for x in args.keep.split(",") if x)
    if keep - set(NAMES):
        parser.error(f"unknown terms {sorted(keep - set(NAMES))}")
    best = report(games, (args.ridge,) if args.ridge else RIDGE, args.chain, keep)
    coefficients = {}
    rail = None
    for era in (1, 0):
        rail = fit(samples(games, era, rail if args.chain else None), best[era], keep)
        coefficients[era] = dict(zip(NAMES, rail[1]))
    for era in (0, 1):
        print(f"era {era} (ridge {best[era]}):")
        for name, value in coefficients[era].items():
            print(f"  {name:<24}{PRIOR[name]:>8.3f} -> {value:8.3f}")
    if args.write:
        write({0: coefficients[0], 1: coefficients[1]}, len(games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
