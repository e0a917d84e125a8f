"""How well the hint explains itself: over positions reached by random and easy self-play,
the share of hints (the hard player's suggestion, as the bulb gives it) that carry a reason, the
reasons that claim a gain the rules cannot give, and lines that say the same thing twice.

    python -m game.tools.hints --game border [--positions 1000] [--seed 1] [--level hard]
        [--show 5] [--all]

``--all`` judges the reason of every legal move at each position (not only the hint's): the
cheap, wider sample the tests use.  Prints the figures and a few examples of each fault.
"""

from __future__ import annotations

import argparse
import importlib
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game import games
from game.core import i18n
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, GameConfig, Rules
from game.tools import claims

SEAT_COUNTS = {"glenmore": (2, 3, 4), "schotten": (2,), "border": (2, 3, 4), "brass": (1,)}
OPTIONS = {
    "schotten": ({}, {"tactical": True}, {"expert": True}, {"tactical": True, "expert": True}),
    "brass": ({"difficulty": "easy"}, {}, {"difficulty": "hard"}),
}
LEVELS = ("random", "easy")
STRIDE = 6
"""About one decision in this many is taken as a position."""


@dataclass
class Position:
    rules: Rules
    state: Any  # the full state (the tool's own: hints read only the seat's view)
    seat: int
    seed: int
    step: int

    @property
    def view(self) -> Any:
        return self.rules.view(self.state, self.seat)


def positions(game: str, count: int, seed: int = 1, stride: int = STRIDE) -> Iterator[Position]:
    """``count`` positions where a seat decides, from games played by random and easy players
    (the seat counts and options of ``SEAT_COUNTS``/``OPTIONS`` in turn), about one decision in
    ``stride`` each; the same for a seed."""
    rules = games.rules_for(game)
    given = 0
    g = 0
    while given < count:
        game_seed = seed * 100_003 + g
        pick = random.Random(game_seed)
        seats = SEAT_COUNTS[game][g % len(SEAT_COUNTS[game])]
        options = OPTIONS.get(game, ({},))[g % len(OPTIONS.get(game, ({},)))]
        g += 1
        state = rules.setup(rules.check_config(GameConfig(seats, dict(options))))
        levels = [LEVELS[(g + i) % 2] for i in range(seats)]
        bots = [games.make_bot(game, level, game_seed * 31 + i) for i, level in enumerate(levels)]
        rng = Rng.derive(game_seed, 7)
        for step in range(100_000):
            seat = rules.to_move(state)
            if seat is None:
                break
            if seat == CHANCE:
                rules.apply(state, rules.sample_chance(state, rng))
                continue
            if pick.randrange(stride) == 0:
                yield Position(rules, state.clone(), seat, game_seed, step)
                given += 1
                if given >= count:
                    return
            rules.apply(state, bots[seat].choose(rules, rules.view(state, seat), seat))


# -- judging one line ---------------------------------------------------------------------------


def hints_module(game: str):
    return importlib.import_module(f"game.games.{game}.hints")


_WORD = re.compile(r"[^\W\d_]{4,}|\d+", re.UNICODE)
_PLAIN = {"your", "with", "then", "them", "they", "that", "this", "from", "once", "into", "more", "each",
          "when", "will", "what", "were", "have", "which", "points", "point", "after", "before"}


def _stem(word: str) -> str:
    """A word without its common English endings ("buying", "buys" -> "buy")."""
    for end in ("ing", "es", "ed", "s"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def doubled(words: str, why: str) -> bool:
    """Whether the reason mostly repeats the move's words: at least two thirds of its telling
    words (names, numbers; not the common ones) are already in the move's line, or one half of the
    line repeats itself."""
    def telling(text: str) -> list[str]:
        return [_stem(w) for w in (m.lower() for m in _WORD.findall(text)) if w not in _PLAIN]

    said, told = set(telling(words)), telling(why)
    if told and sum(1 for w in told if w in said) * 3 >= 2 * len(told) and len(told) >= 2:
        return True
    line = f"{words} — {why}".lower()
    halves = [h.strip(" .!") for h in re.split(r"[—:;,]", line) if len(h.strip(" .!")) > 8]
    return len(halves) != len(set(halves))


@dataclass
class Tally:
    positions: int = 0
    reasons: int = 0
    false_claims: list[str] = field(default_factory=list)
    doubles: list[str] = field(default_factory=list)
    missing: Counter = field(default_factory=Counter)
    lines: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def line(self) -> str:
        share = self.reasons / self.positions if self.positions else 0.0
        return (f"{self.positions} hints: {share:.1%} with a reason, {len(self.false_claims)} claiming a gain "
                f"that cannot happen, {len(self.doubles)} saying it twice")


def judge(game: str, tally: Tally, rules: Rules, view: Any, action: Action, seat: int) -> None:
    """Count one suggested line: its reason, the reason's claim checked against the rules, doubled words."""
    hints = hints_module(game)
    why = hints.why(rules, view, action, seat)
    tally.positions += 1
    if why is None:
        tally.missing[type(action).__name__] += 1
        return
    tally.reasons += 1
    problem = claims.problem(game, rules, view, action, seat, why)
    words = games.move_words(game, rules, view, action, seat)
    text = i18n.tr(why)
    moved = i18n.tr(words) if words is not None else ""
    tally.lines.append(f"{moved} — {text}")
    if problem:
        tally.false_claims.append(f"{moved} — {text}  [{problem}]")
    if doubled(moved, text):
        tally.doubles.append(f"{moved} — {text}")


def measure(game: str, count: int, seed: int = 1, level: str = "hard", every_move: bool = False) -> Tally:
    """The figures over ``count`` positions: the ``level`` player's suggestion at each (as the
    hint asks it: a fresh player seeded per position), or every legal move with ``every_move``."""
    tally = Tally()
    started = time.process_time()
    for pos in positions(game, count, seed):
        view = pos.view
        if every_move:
            for action in pos.rules.legal_actions(view):
                judge(game, tally, pos.rules, view, action, pos.seat)
            continue
        bot = games.make_bot(game, level, (pos.seed * 1_000_003 + pos.step) & 0x3FFFFFFF)
        action = bot.choose(pos.rules, view, pos.seat)
        judge(game, tally, pos.rules, view, action, pos.seat)
    tally.seconds = time.process_time() - started
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=games.playable_by_bots())
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--all", action="store_true", help="every legal move's reason, not only the hint's")
    parser.add_argument("--show", type=int, default=5, help="examples of each fault")
    parser.add_argument("--lines", type=int, default=0, help="print this many lines picked at random")
    args = parser.parse_args(argv)
    i18n.set_language("en")
    tally = measure(args.game, args.positions, args.seed, args.level, args.all)
    what = "every legal move at" if args.all else f"the {args.level} player's hint at"
    print(f"{args.game}: {what} {args.positions} positions (seed {args.seed}), {tally.seconds:.0f} s CPU")
    print(tally.line())
    if tally.missing:
        print("no reason, by move: " + ", ".join(f"{k} {n}" for k, n in tally.missing.most_common()))
    for line in random.Random(args.seed).sample(tally.lines, min(args.lines, len(tally.lines))):
        print(f"  line: {line}")
    for title, items in (("claims that cannot happen", tally.false_claims), ("said twice", tally.doubles)):
        for item in items[:args.show]:
            print(f"  {title}: {item}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
