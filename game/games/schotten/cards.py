"""Schotten Totten's cards, loaded and validated from data/schotten/cards.yaml.

Cards are small ints so that the rules and the bots stay fast:
``0..53`` are clan cards (``colour * 9 + strength - 1``), ``54..63`` the tactic cards
in the order of the data file.  In a seat's view, a card it may not see is
``HIDDEN_CLAN`` or ``HIDDEN_TACTIC`` (the two decks have different backs).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from game.core.data import Node

HIDDEN_CLAN = -1
HIDDEN_TACTIC = -2

EFFECTS = ("wild", "sum_only", "formation_size", "recruit", "redeploy", "discard_opponent", "steal")
FAMILIES = ("elite", "combat", "ruse")
FORMATIONS = ("colour_run", "same_strength", "colour", "run", "sum")
COLOUR_COUNT = 6
STRENGTH_COUNT = 9
TACTIC_COUNT = 10


@dataclass(frozen=True)
class Tactic:
    card: int
    id: str
    family: str
    effect: str
    strengths: tuple[int, ...] = ()
    joker: bool = False
    size: int = 0
    draw: int = 0
    give_back: int = 0


@dataclass(frozen=True)
class CardSet:
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    colour_hex: tuple[str, ...]
    low: int
    high: int
    stones: int
    formation_size: int
    win_adjacent: int
    win_total: int
    hand_base: int
    hand_tactical: int
    points_winner: int
    points_per_stone: int
    tactics: tuple[Tactic, ...]
    choices: dict

    @property
    def clan_count(self) -> int:
        return len(self.colours) * (self.high - self.low + 1)

    def all_clan(self) -> list[int]:
        return list(range(self.clan_count))

    def all_tactics(self) -> list[int]:
        return [t.card for t in self.tactics]

    def tactic(self, card: int) -> Tactic:
        return self.tactics[card - self.clan_count]

    def tactic_by_id(self, tactic_id: str) -> Tactic:
        for t in self.tactics:
            if t.id == tactic_id:
                return t
        raise KeyError(tactic_id)

    def is_clan(self, card: int) -> bool:
        return 0 <= card < self.clan_count

    def colour(self, card: int) -> int:
        return card // (self.high - self.low + 1)

    def strength(self, card: int) -> int:
        return card % (self.high - self.low + 1) + self.low

    def clan_card(self, colour: int, strength: int) -> int:
        return colour * (self.high - self.low + 1) + strength - self.low


def load_cards(node: Node) -> CardSet:
    node.only_keys(
        "colours",
        "strengths",
        "stones",
        "formation_size",
        "win",
        "hand_size",
        "match_points",
        "formations",
        "tactics",
        "choices",
    )
    colours, symbols, hexes = [], [], []
    for item in node.node("colours").items():
        colours.append(item.get("id", str))
        symbols.append(item.get("symbol", str))
        hex_value = item.get("hex", str)
        if not re.fullmatch(r"#[0-9A-Fa-f]{6}", hex_value):
            item.fail(f"'hex' must look like #4A8546, found {hex_value!r}")
        hexes.append(hex_value)
    if len(colours) != COLOUR_COUNT:
        node.node("colours").fail(f"the rulebook fixes {COLOUR_COUNT} colours, found {len(colours)}")
    if len(set(colours)) != len(colours) or len(set(symbols)) != len(symbols):
        node.node("colours").fail("every colour needs its own id and its own symbol")
    strengths = node.node("strengths")
    low, high = strengths.get("low", int), strengths.get("high", int)
    if (low, high) != (1, STRENGTH_COUNT):
        strengths.fail(f"clan strengths run from 1 to {STRENGTH_COUNT}, found {low}..{high}")
    formations = tuple(node.get("formations", list))
    if formations != FORMATIONS:
        node.node("formations").fail(f"expected the ranking {list(FORMATIONS)}")
    clan_count = COLOUR_COUNT * STRENGTH_COUNT
    tactics_node = node.node("tactics")
    tactics_node.expect_count(TACTIC_COUNT, "tactic cards")
    tactics = []
    for i, item in enumerate(tactics_node.items()):
        item = item.labelled(str(item.value.get("id", "?")) if isinstance(item.value, dict) else "?")
        tactics.append(_load_tactic(item, clan_count + i))
    if len({t.id for t in tactics}) != TACTIC_COUNT:
        tactics_node.fail("tactic ids must be unique")
    win = node.node("win")
    hand = node.node("hand_size")
    points = node.node("match_points")
    choices = node.get("choices", dict)
    return CardSet(
        colours=tuple(colours),
        symbols=tuple(symbols),
        colour_hex=tuple(hexes),
        low=low,
        high=high,
        stones=node.get("stones", int, lo=1),
        formation_size=node.get("formation_size", int, lo=2, hi=5),
        win_adjacent=win.get("adjacent", int, lo=1),
        win_total=win.get("total", int, lo=1),
        hand_base=hand.get("base", int, lo=1),
        hand_tactical=hand.get("tactical", int, lo=1),
        points_winner=points.get("winner", int, lo=0),
        points_per_stone=points.get("loser_per_stone", int, lo=0),
        tactics=tuple(tactics),
        choices=dict(choices),
    )


def _load_tactic(item: Node, card: int) -> Tactic:
    item.only_keys("id", "family", "effect", "strengths", "joker", "size", "draw", "give_back")
    effect = item.get("effect", str, choices=EFFECTS)
    strengths: tuple[int, ...] = ()
    if effect == "wild":
        raw = item.get("strengths", list)
        if not raw or not all(isinstance(s, int) and 1 <= s <= STRENGTH_COUNT for s in raw):
            item.fail(f"'strengths' must list strengths from 1 to {STRENGTH_COUNT}")
        strengths = tuple(sorted(set(raw)))
    return Tactic(
        card=card,
        id=item.get("id", str),
        family=item.get("family", str, choices=FAMILIES),
        effect=effect,
        strengths=strengths,
        joker=item.get("joker", bool, default=False),
        size=item.get("size", int, default=0, lo=0, hi=5) if effect == "formation_size" else 0,
        draw=item.get("draw", int, lo=1) if effect == "recruit" else 0,
        give_back=item.get("give_back", int, lo=0) if effect == "recruit" else 0,
    )


@cache
def cards() -> CardSet:
    return load_cards(Node.load_game_file("schotten", "cards.yaml"))
