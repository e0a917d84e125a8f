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
from pathlib import Path

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


SYMBOL_ART = "icons/{}"
"""A clan colour's symbol is drawn from art/icons/<symbol>.svg: an unknown name is refused."""
RULEBOOK = {"stones": 9, "formation_size": 3, "jokers": 2, "other_wild_strengths": 4}
CHOICES = {
    # name: the values the rules carry out (the first is the rulebook's reading we chose)
    "one_joker_per_round": (True,),
    "proof_counts_unplayed_elite": (True, False),
    "ruses_target_combat_modes": (False,),
    "stalled_round": ("decide_complete_then_count",),
    "round_winner_starts_next": (True, False),
    "match_tiebreak": ("rounds_won",),
}
"""The answers data/schotten/cards.yaml gives to the questions the rulebook leaves open, and the
values the rules can carry out: any other value (or a missing answer) is refused, not ignored."""


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
    colours, symbols, hexes = _load_colours(node.node("colours"))
    strengths = node.node("strengths")
    strengths.only_keys("low", "high")
    low, high = strengths.get("low", int), strengths.get("high", int)
    if (low, high) != (1, STRENGTH_COUNT):
        strengths.fail(f"clan strengths run from 1 to {STRENGTH_COUNT}, found {low}..{high}")
    formations = node.names("formations", FORMATIONS, length=len(FORMATIONS))
    if formations != FORMATIONS:
        node.node("formations").fail(f"expected the ranking {list(FORMATIONS)}")
    clan_count = COLOUR_COUNT * STRENGTH_COUNT
    tactics_node = node.node("tactics")
    tactics_node.expect_count(TACTIC_COUNT, "tactic cards")
    tactics = []
    for i, item in enumerate(tactics_node.items()):
        item = item.labelled(str(item.value.get("id", "?")) if isinstance(item.value, dict) else "?")
        tactics.append(_load_tactic(item, clan_count + i))
    tactics_node.unique([t.id for t in tactics], "tactic id")
    jokers = sum(t.joker for t in tactics)
    if jokers != RULEBOOK["jokers"]:
        tactics_node.fail(f"the rulebook fixes {RULEBOOK['jokers']} Jokers, found {jokers}")
    others = sum(len(t.strengths) for t in tactics if not t.joker)
    tactics_node.census({"strengths the other wild cards take": others},
                        {"strengths the other wild cards take": RULEBOOK["other_wild_strengths"]},
                        "the rulebook (Spy: 7; Shield Bearer: 1, 2 or 3)")
    for key in ("stones", "formation_size"):
        if node.get(key, int) != RULEBOOK[key]:
            node.fail(f"the rulebook fixes '{key}' at {RULEBOOK[key]}, found {node.get(key, int)}")
    stones = RULEBOOK["stones"]
    win = node.node("win")
    win.only_keys("adjacent", "total")
    hand = node.node("hand_size")
    hand.only_keys("base", "tactical")
    points = node.node("match_points")
    points.only_keys("winner", "loser_per_stone")
    hand_base = hand.get("base", int, lo=1, hi=STRENGTH_COUNT)
    win_adjacent = win.get("adjacent", int, lo=2, hi=stones)
    card_set = CardSet(
        colours=colours,
        symbols=symbols,
        colour_hex=hexes,
        low=low,
        high=high,
        stones=stones,
        formation_size=RULEBOOK["formation_size"],
        win_adjacent=win_adjacent,
        win_total=win.get("total", int, lo=win_adjacent, hi=stones),
        hand_base=hand_base,
        hand_tactical=hand.get("tactical", int, lo=hand_base, hi=hand_base + 3),
        points_winner=points.get("winner", int, lo=1, hi=100),
        points_per_stone=points.get("loser_per_stone", int, lo=0, hi=100),
        tactics=tuple(tactics),
        choices=_load_choices(node.node("choices")),
    )
    node.done()
    return card_set


def _load_colours(node: Node) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    node.expect_count(COLOUR_COUNT, "colours")
    colours, symbols, hexes = [], [], []
    for item in node.items():
        item.only_keys("id", "symbol", "hex")
        colours.append(item.get("id", str, words="schotten.colour.{}"))
        symbols.append(item.get("symbol", str, art=SYMBOL_ART))
        hex_value = item.get("hex", str)
        if not re.fullmatch(r"#[0-9A-Fa-f]{6}", hex_value):
            item.fail(f"'hex' must look like #4A8546, found {hex_value!r}")
        hexes.append(hex_value)
    node.unique(colours, "colour")
    node.unique(symbols, "symbol")
    return tuple(colours), tuple(symbols), tuple(hexes)


def _load_choices(node: Node) -> dict:
    node.only_keys(*CHOICES)
    return {key: node.get(key, choices=allowed) for key, allowed in CHOICES.items()}


def _load_tactic(item: Node, card: int) -> Tactic:
    item.only_keys("id", "family", "effect", "strengths", "joker", "size", "draw", "give_back")
    effect = item.get("effect", str, choices=EFFECTS)
    joker = item.get("joker", bool, default=False)
    strengths: tuple[int, ...] = ()
    if effect == "wild":
        strengths = item.ints("strengths", lo=1, hi=STRENGTH_COUNT, unique=True, rising=True)
        if joker and strengths != tuple(range(1, STRENGTH_COUNT + 1)):
            item.fail(f"a Joker takes any strength: 'strengths' must list 1 to {STRENGTH_COUNT}")
    elif item.has("strengths") or joker:
        item.fail("only a wild card ('effect: wild') has 'strengths' or 'joker'")
    recruit = effect == "recruit"
    for key, used in (("size", effect == "formation_size"), ("draw", recruit), ("give_back", recruit)):
        if item.has(key) and not used:
            item.fail(f"'{key}' belongs to another effect than {effect!r}")
    draw = item.get("draw", int, lo=1, hi=5) if recruit else 0
    return Tactic(
        card=card,
        id=item.get("id", str, words="schotten.tactic.{}.name"),
        family=item.get("family", str, choices=FAMILIES),
        effect=effect,
        strengths=strengths,
        joker=joker,
        size=item.get("size", int, lo=RULEBOOK["formation_size"] + 1, hi=5) if effect == "formation_size" else 0,
        draw=draw,
        give_back=item.get("give_back", int, lo=0, hi=draw) if recruit else 0,
    )


@cache
def cards() -> CardSet:
    return load_cards(Node.load_game_file("schotten", "cards.yaml"))


def load_cards_from(folder: Path) -> CardSet:
    """The cards of a copy of data/schotten/ in ``folder`` (tests load mutated copies)."""
    return load_cards(Node.load_game_file("schotten", "cards.yaml", folder))
