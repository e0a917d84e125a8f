"""Generate colourings of The Border's geometry (a tool for the designer; not used in play).

    python -m game.games.border.tools [--seed 1] [--candidates 300] [--write]
    python -m game.games.border.tools --simulate GAMES   (compare the current boards in play)
    python -m game.games.border.tools --fit SEATS [--games 200] [--set ...]
        (fit the hard player's completion model, ``Weights.completion``, on games of hard,
        some weights changed, against easy players; seed 7, apart from the measuring seeds)
    python -m game.games.border.tools --autopsy SEATS [--games 100] [--set leftover=0.6 ...]
        (hard, some weights changed, against easy players in the games
        ``python -m game.tools.selfplay --game border --seats hard,easy,... --set ...`` plays,
        reported as where each kind of seat's points come from; selfplay measures the share of
        opponents beaten, with its interval, and the CPU time per decision)

Reads the geometry of data/border/boards.yaml, cuts its border spaces into segments of
the allowed lengths (one of each length per colour), colours them so that no two
segments of one colour touch, makes many such colourings and keeps the four whose
per-area "dice to close" figures agree best.  Prints the ``boards:`` section, or with
``--write`` replaces it in the data file (everything above it is kept as it is).
The data file stays the source of truth: edit the pictures by hand afterwards at will.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import statistics
import sys
from collections import Counter

from game.core.data import Node
from game.core.linalg import solve_linear
from game.core.paths import DATA_DIR
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig, play_out
from game.games.border.bot import EASY_WEIGHTS, EasyBot, Evaluator, HardBot, tuned_bot
from game.games.border.components import (
    BOARD_COUNT,
    COLOUR_COUNT,
    WHITE,
    Geometry,
    _load_colours,
    _load_lengths,
    load_geometry,
    mask_of,
)
from game.games.border.rules.actions import Dice
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import PASSIVE, ROLL, ROLLING
from game.tools.selfplay import parse_setting

BOARDS_FILE = DATA_DIR / "border" / "boards.yaml"
BOARD_NAMES = ("spring", "summer", "autumn", "winter")
MAX_STEPS = 20_000


class Search:
    """Cut the spaces into paths, then colour the paths (randomised backtracking)."""

    def __init__(self, geometry: Geometry, lengths: tuple[int, ...], colours: int, rng: random.Random):
        self.g = geometry
        self.lengths = lengths
        self.colours = colours
        self.rng = rng
        self.steps = 0

    # -- cutting --------------------------------------------------------------------
    def cut(self) -> list[frozenset[int]] | None:
        free = set(range(len(self.g.spaces))) - set(self.g.whites)
        self.steps = 0
        left = Counter({n: self.colours for n in self.lengths})
        out: list[frozenset[int]] = []
        return out if self._cut(free, left, out) else None

    def _degree(self, free: set[int], s: int) -> int:
        return sum(1 for t in self.g.neighbours[s] if t in free)

    def _cut(self, free: set[int], left: Counter, out: list) -> bool:
        if not free:
            return True
        self.steps += 1
        if self.steps > MAX_STEPS:
            return False
        cell = min(free, key=lambda s: (self._degree(free, s), self.rng.random()))
        options = [p for n in left if left[n] for p in self._paths_through(free, cell, n)]
        self.rng.shuffle(options)
        for path in options[:6]:
            free -= path
            left[len(path)] -= 1
            out.append(path)
            if not self._stranded(free, path) and self._cut(free, left, out):
                return True
            out.pop()
            left[len(path)] += 1
            free |= path
        return False

    def _stranded(self, free: set[int], path: frozenset[int]) -> bool:
        near = {t for s in path for t in self.g.neighbours[s] if t in free}
        return any(self._degree(free, t) == 0 for t in near)

    def _arms(self, free: set[int], start: int, size: int, avoid: frozenset[int]) -> list[tuple[int, ...]]:
        """Simple paths of ``size`` spaces starting at ``start`` inside ``free``, avoiding ``avoid``."""
        if size == 1:
            return [(start,)]
        out = []
        for t in self.g.neighbours[start]:
            if t in free and t not in avoid:
                out += [(start, *rest) for rest in self._arms(free, t, size - 1, avoid | {start})]
        return out

    def _paths_through(self, free: set[int], cell: int, size: int) -> set[frozenset[int]]:
        found = set()
        for first in range(1, size + 1):
            for arm in self._arms(free, cell, first, frozenset()):
                for other in self._arms(free, cell, size - first + 1, frozenset(arm[1:])):
                    path = frozenset(arm) | frozenset(other)
                    if len(path) == size:
                        found.add(path)
        return found

    # -- colouring --------------------------------------------------------------------
    def colour(self, paths: list[frozenset[int]]) -> list[int] | None:
        touching = [{j for j, q in enumerate(paths) if j != i and self._touch(p, q)} for i, p in enumerate(paths)]
        order = sorted(range(len(paths)), key=lambda i: (-len(touching[i]), self.rng.random()))
        chosen = [-1] * len(paths)
        used = {n: set() for n in self.lengths}
        self.steps = 0
        return chosen if self._colour(order, 0, paths, touching, chosen, used) else None

    def _touch(self, p: frozenset[int], q: frozenset[int]) -> bool:
        return any(t in q for s in p for t in self.g.neighbours[s])

    def _colour(self, order, k, paths, touching, chosen, used) -> bool:
        if k == len(order):
            return True
        self.steps += 1
        if self.steps > MAX_STEPS:
            return False
        i = order[k]
        n = len(paths[i])
        options = [c for c in range(self.colours) if c not in used[n] and all(chosen[j] != c for j in touching[i])]
        self.rng.shuffle(options)
        for c in options:
            chosen[i] = c
            used[n].add(c)
            if self._colour(order, k + 1, paths, touching, chosen, used):
                return True
            used[n].discard(c)
            chosen[i] = -1
        return False


def colouring(search: Search) -> list[int] | None:
    """One colouring: the colour of every space (-1 for the white spaces)."""
    paths = search.cut()
    if paths is None:
        return None
    colours = search.colour(paths)
    if colours is None:
        return None
    out = [-1] * len(search.g.spaces)
    for path, c in zip(paths, colours):
        for s in path:
            out[s] = c
    return out


def figures(g: Geometry, colour_of: list[int]) -> tuple[int, ...]:
    """Per area: dice needed to close it alone (all the segments on its ring, whole)."""
    runs = _runs(g, colour_of)
    out = []
    for area in g.areas:
        touched = {runs[s] for s in area.ring if colour_of[s] >= 0}
        out.append(sum(len(r) for r in touched))
    return tuple(out)


def _runs(g: Geometry, colour_of: list[int]) -> dict[int, frozenset[int]]:
    runs: dict[int, frozenset[int]] = {}
    for s in range(len(colour_of)):
        if colour_of[s] < 0 or s in runs:
            continue
        run, todo = {s}, [s]
        while todo:
            for t in g.neighbours[todo.pop()]:
                if colour_of[t] == colour_of[s] and t not in run:
                    run.add(t)
                    todo.append(t)
        for t in run:
            runs[t] = frozenset(run)
    return runs


def quality(g: Geometry, colour_of: list[int]) -> bool:
    """Every ring shows at least three colours; the white spaces open onto three colours."""
    for area in g.areas:
        if len({colour_of[s] for s in area.ring if colour_of[s] >= 0}) < 3:
            return False
    starts = {colour_of[t] for w in g.whites for t in g.neighbours[w]}
    return len(starts - {-1}) >= 3


def pick_balanced(g: Geometry, pool: list[list[int]], count: int) -> list[list[int]]:
    """The ``count`` colourings whose per-area figures are closest to the pool's median."""
    stats = [figures(g, c) for c in pool]
    median = [statistics.median(col) for col in zip(*stats)]
    total = sum(median)

    def distance(f: tuple[int, ...]) -> float:
        return sum((a - b) ** 2 for a, b in zip(f, median)) + 3 * (sum(f) - total) ** 2

    ranked = sorted(range(len(pool)), key=lambda i: distance(stats[i]))
    best = ranked[: count * 4]
    choice = min(itertools.combinations(best, count), key=lambda combo: _spread([stats[i] for i in combo]))
    return [pool[i] for i in choice]


def _spread(rows: list[tuple[int, ...]]) -> float:
    per_area = sum(max(col) - min(col) for col in zip(*rows))
    totals = [sum(r) for r in rows]
    return per_area + 4 * (max(totals) - min(totals))


def render(g: Geometry, colour_of: list[int], letters: list[str]) -> str:
    area_at = {cell: a.letter for a in g.areas for cell in a.cells}
    lines = []
    for r in range(g.rows):
        row = []
        for c in range(g.cols):
            s = g.space_at((r, c))
            if s is not None:
                row.append(WHITE if colour_of[s] < 0 else letters[colour_of[s]])
            else:
                row.append(area_at.get((r, c), "."))
        lines.append((" " if r % 2 else "") + " ".join(row))
    return "\n".join(lines)


def boards_section(g: Geometry, chosen: list[list[int]], letters: list[str]) -> str:
    out = ["boards:"]
    for name, colour_of in zip(BOARD_NAMES, chosen):
        out.append(f"  - id: {name}")
        out.append("    picture: |")
        out += ["      " + line for line in render(g, colour_of, letters).splitlines()]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def generate(seed: int, candidates: int) -> str:
    root = Node.load(BOARDS_FILE)
    g = load_geometry(root)
    colours = _load_colours(root.node("colours"))
    lengths = _load_lengths(root.node("numbers").node("segment_lengths"))
    rng = random.Random(seed)
    pool: list[list[int]] = []
    seen: set[tuple[int, ...]] = set()
    while len(pool) < candidates:
        found = colouring(Search(g, lengths, COLOUR_COUNT, rng))
        if found is None or not quality(g, found) or tuple(found) in seen:
            continue
        seen.add(tuple(found))
        pool.append(found)
    chosen = pick_balanced(g, pool, BOARD_COUNT)
    return boards_section(g, chosen, [c.letter for c in colours])


def write_section(section: str) -> None:
    text = BOARDS_FILE.read_text(encoding="utf-8")
    head, marker, _ = text.partition("\nboards:")
    if not marker:
        raise SystemExit(f"{BOARDS_FILE}: no 'boards:' section to replace")
    BOARDS_FILE.write_text(head + "\n" + section, encoding="utf-8")


def simulate(games: int, seed: int = 1) -> str:
    """Play ``games`` four-player games between ``easy`` players (every board in play, random
    first player) and compare the boards by average score and wins."""
    rules = BorderRules()
    seats = len(rules.bs.boards)
    points = [[] for _ in range(seats)]
    wins = [0.0] * seats
    for g in range(games):
        state = rules.setup(rules.check_config(GameConfig(seats, {"boards": "in_order", "first": "random"})))
        bots = [EasyBot(seed * 1000 + g * seats + i) for i in range(seats)]
        state = play_out(rules, state, _bot_picker(rules, bots), Rng.derive(seed, g))
        ranking = rules.ranking(state)
        firsts = [s for s in range(seats) if ranking[s] == 0]
        for s in range(seats):
            points[state.boards[s]].append(sum(state.points[s]))
            if s in firsts:
                wins[state.boards[s]] += 1 / len(firsts)
    lines = [f"simulation: {games} four-player games between easy players, random first player",
             f"  {'board':<10}{'avg points':>11}{'sd':>7}{'win rate':>10}"]
    for b, board in enumerate(rules.bs.boards):
        lines.append(f"  {board.id:<10}{statistics.fmean(points[b]):>11.2f}{statistics.pstdev(points[b]):>7.2f}"
                     f"{wins[b] / games:>10.1%}")
    return "\n".join(lines)


class Autopsy:
    """Where each seat's points come from in games of hard against easy players (``--autopsy``):
    per kind of seat (hard; hard in the games where some easy player beat it; easy; the easy
    players who beat hard), the points
    scored in its own Action 1 and as a passive player (split by how many dice the active
    player offered: all five because it used none, or fewer), first values, areas, dice used,
    and how often it ended the game."""

    FIELDS = ("share", "points", "active", "passive", "passive_all5", "firsts", "areas", "dice_active",
              "dice_passive", "ended")

    def __init__(self, rules: BorderRules):
        self.rules = rules
        self.rows: dict[str, list[dict[str, float]]] = {"hard": [], "hard beaten": [], "easy": [], "beat hard": []}

    def play(self, seats: int, game_seed: int, hard_seat: int, weights) -> None:
        rules = self.rules
        bots = [HardBot(game_seed * 31 + i, weights) if i == hard_seat else EasyBot(game_seed * 31 + i)
                for i in range(seats)]
        state = rules.setup(rules.check_config(GameConfig(seats, {})))
        rows = [dict.fromkeys(self.FIELDS, 0.0) for _ in range(seats)]
        rng = Rng.derive(game_seed, 7)
        while (seat := rules.to_move(state)) is not None:
            if seat == CHANCE:
                rules.apply(state, rules.sample_chance(state, rng))
                continue
            before, spent, ending = sum(state.points[seat]), state.spent_by[seat], state.ending
            passive = state.phase == PASSIVE
            rules.apply(state, bots[seat].choose(rules, state, seat))
            row = rows[seat]
            gained = sum(state.points[seat]) - before
            row["passive" if passive else "active"] += gained
            if passive and state.offer == rules.all_dice and not state.pick_one:
                row["passive_all5"] += gained
            row["dice_passive" if passive else "dice_active"] += state.spent_by[seat] - spent
            row["ended"] += state.ending and not ending
        rewards = rules.rewards(state)
        points = [sum(p) for p in state.points]
        for s, row in enumerate(rows):
            row.update(share=rewards[s], points=points[s], areas=state.completed[s].bit_count(),
                       firsts=sum(1 for a, p in enumerate(state.points[s]) if p and p == rules.first_value[a]))
            self.rows["hard" if s == hard_seat else "easy"].append(row)
            if s != hard_seat and points[s] >= points[hard_seat]:
                self.rows["beat hard"].append(row)
        if rewards[hard_seat] < 1.0:
            self.rows["hard beaten"].append(rows[hard_seat])

    def report(self) -> str:
        lines = [f"  {'seat':<12}{'n':>5}" + "".join(f"{f:>13}" for f in self.FIELDS)]
        for kind, rows in self.rows.items():
            if rows:
                means = [statistics.fmean(r[f] for r in rows) for f in self.FIELDS]
                lines.append(f"  {kind:<12}{len(rows):>5}" + "".join(f"{m:>13.2f}" for m in means))
        return "\n".join(lines)


def autopsy(seats: int, games: int, changes: dict[str, float], seed: int = 1) -> str:
    """Hard against easy players, seated and seeded as selfplay seats them, reported by ``Autopsy``."""
    rules = BorderRules()
    weights = tuned_bot("hard", 0, seats, changes).weights(seats)
    found = Autopsy(rules)
    for g in range(games):
        found.play(seats, seed * 100_003 + g, g % seats, weights)
    return f"autopsy {seats} seats, {games} games, {changes or 'hard as it is'}:\n" + found.report()


# ---------------------------------------------------------------------------
# Fitting the completion model (``Weights.completion``)


def _crn_dice(rules: BorderRules, state, game_seed: int):
    """A roll whose faces come from a stream per round, roll and die: two games (two versions of
    a player) in the same round and roll see the same faces."""
    ids = rules.colour_ids
    return Dice(tuple(ids[Rng.derive(game_seed, state.round, state.rolls, d).randrange(len(ids))]
                      for d in rules.dice_bits[state.to_roll]))


def completion_rows(seats: int, games: int, changes: dict, seed: int = 7) -> list[tuple[tuple[float, ...], float, int]]:
    """(features, 1 if the seat closed the area by the end of the game, game number) for every open
    area of every seat at the start of every round of ``games`` games of hard (its weights for
    ``seats`` with ``changes``) against easy players, seated as selfplay seats them.  The features
    are ``Weights.completion``'s, from the easy player's segment costs."""
    rules = BorderRules()
    easy = Evaluator(rules, EASY_WEIGHTS)
    weights = tuned_bot("hard", 0, seats, changes).weights(seats)
    rows = []
    for g in range(games):
        hard_seat, game_seed = g % seats, seed * 100_003 + g
        bots = [HardBot(game_seed * 31 + i, weights) if i == hard_seat else EasyBot(game_seed * 31 + i)
                for i in range(seats)]
        state = rules.setup(rules.check_config(GameConfig(seats, {})))
        rng = Rng.derive(game_seed, 7)
        found = []  # (seat, area, features) until the game's end labels them
        while (seat := rules.to_move(state)) is not None:
            if seat == CHANCE:
                rolling = state.phase == ROLLING
                rules.apply(state, _crn_dice(rules, state, game_seed) if rolling else rules.sample_chance(state, rng))
                continue
            if state.phase == ROLL and state.rolls == 0:
                found += _round_features(rules, easy, state)
            rules.apply(state, bots[seat].choose(rules, state, seat))
        rows += [(x, float(state.completed[s] >> a & 1), g) for s, a, x in found]
    return rows


def _round_features(rules: BorderRules, ev: Evaluator, state) -> list[tuple[int, int, tuple[float, ...]]]:
    costs = [ev.area_costs(state, s) for s in range(state.num_seats)]
    turn = [ev.turn_chances(state, s, state.crossed[s]) for s in range(state.num_seats)]
    tempo = min(ev.effort(state, s, costs[s], state.crossed[s]) for s in range(state.num_seats))
    out = []
    for s in range(state.num_seats):
        for a, ring in enumerate(rules.ring_mask):
            open_ = ring & ~state.crossed[s]
            if open_ and not state.completed[s] >> a & 1:
                c, n = costs[s][a], open_.bit_count()
                out.append((s, a, (1.0, c, tempo, c / (tempo + 5.0), math.log1p(c), math.log1p(tempo), float(n),
                                   float((open_ & state.reach[s]).bit_count()), math.log1p(n), turn[s][a])))
    return out


def fit_logistic(rows, iterations: int = 30, ridge: float = 1e-4) -> list[float]:
    """Logistic regression by Newton's method (a small ridge keeps the steps defined)."""
    size = len(rows[0][0])
    w = [0.0] * size
    for _ in range(iterations):
        grad = [ridge * v for v in w]
        hess = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        for x, y, _g in rows:
            z = sum(a * b for a, b in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            for i in range(size):
                grad[i] += (p - y) * x[i]
                row, q = hess[i], p * (1.0 - p) * x[i]
                for j in range(i + 1):
                    row[j] += q * x[j]
        for i in range(size):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = solve_linear(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(b) for b in step) < 1e-8:
            break
    return w


def log_loss(rows, w: list[float]) -> float:
    total = 0.0
    for x, y, _g in rows:
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))))
        p = min(1 - 1e-9, max(1e-9, p))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def fit_completion(seats: int, games: int, changes: dict, seed: int = 7) -> str:
    """Fit ``Weights.completion`` on the first three quarters of the games; the log-loss on the
    last quarter, against a model of effort and tempo only."""
    rows = completion_rows(seats, games, changes, seed)
    cut = games - games // 4
    train = [r for r in rows if r[2] < cut]
    held = [r for r in rows if r[2] >= cut]
    w = fit_logistic(train)
    short = [(x[:6], y, g) for x, y, g in train]
    w_short = fit_logistic(short)
    loss_short = log_loss([(x[:6], y, g) for x, y, g in held], w_short)
    w_nine = fit_logistic([(x[:9], y, g) for x, y, g in train])
    loss_nine = log_loss([(x[:9], y, g) for x, y, g in held], w_nine)
    return (f"completion model, {seats} seats, {games} games of hard ({changes or 'as it is'}) against easy, "
            f"seed {seed}: {len(rows)} (seat, open area, round) rows\n"
            f"  ({', '.join(f'{v:.4f}' for v in w)})\n"
            f"  log-loss on the last {games - cut} games {log_loss(held, w):.4f}; "
            f"effort and tempo only {loss_short:.4f}; without the next turn's chances {loss_nine:.4f}")


def _bot_picker(rules, bots):
    return lambda state, seat, _actions: bots[seat].choose(rules, state, seat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--candidates", type=int, default=300)
    parser.add_argument("--write", action="store_true", help="replace the boards section of the data file")
    parser.add_argument("--simulate", type=int, default=0, metavar="GAMES",
                        help="instead, play GAMES four-player games between easy players on the current boards")
    parser.add_argument("--autopsy", type=int, default=0, metavar="SEATS",
                        help="instead, play hard against easy players; where each kind of seat's points come from")
    parser.add_argument("--fit", type=int, default=0, metavar="SEATS",
                        help="instead, fit the completion model on games of hard against easy players (seed 7)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a changed weight of the hard player (repeatable)")
    args = parser.parse_args(argv)
    if args.fit:
        print(fit_completion(args.fit, args.games, dict(parse_setting(c) for c in args.set)))
        return 0
    if args.autopsy:
        print(autopsy(args.autopsy, args.games, dict(parse_setting(c) for c in args.set), args.seed))
        return 0
    if args.simulate:
        print(simulate(args.simulate))
        return 0
    section = generate(args.seed, args.candidates)
    if args.write:
        write_section(section)
    else:
        print(section)
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["generate", "colouring", "figures", "mask_of"]
