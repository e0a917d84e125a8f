"""The card set's data and the questions asked of a position: ``Board``, the one part every
other part of ``SchottenRules`` is given (``claims``, ``legality``, ``words``).  Nothing here
changes a state."""

from __future__ import annotations

from game.core.rules import CHANCE
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC, CardSet
from game.games.schotten.rules.state import CLAN, OVER, ROUND_OVER, TACTIC, SchottenState


def is_int(value) -> bool:
    """Whether an action's field is a plain int (a malformed action may hold anything)."""
    return type(value) is int


class Board:
    """The cards' tables (built once from the card set, read-only afterwards: the other parts
    keep references to them for their inner loops) and the questions about a position that do
    not need a formation's value: whose turn, a stone's size and mode, room on a side, stones
    held and how they win."""

    def __init__(self, cs: CardSet):
        self.cs = cs
        self.clan_order: tuple[int, ...] = tuple(sorted(cs.all_clan()))
        """Every clan card, in order."""
        self.pieces: dict[int, tuple[int, int]] = {c: (cs.colour(c), cs.strength(c)) for c in cs.all_clan()}
        """A clan card's (colour, strength), by card."""
        self.card_of: dict[tuple[int, int], int] = {piece: card for card, piece in self.pieces.items()}
        self.wilds: dict[int, tuple[int, ...]] = {t.card: t.strengths for t in cs.tactics if t.effect == "wild"}
        """The strengths an elite troop may take, by card."""
        self.effects: dict[int, str] = {t.card: t.effect for t in cs.tactics}
        self.jokers: frozenset[int] = frozenset(t.card for t in cs.tactics if t.joker)
        self.mud_size: dict[int, int] = {t.card: t.size for t in cs.tactics if t.effect == "formation_size"}
        self.all_cards: frozenset[int] = frozenset(cs.all_clan()) | frozenset(t.card for t in cs.tactics)

    # -- cards -------------------------------------------------------------------------
    def piece(self, card: int) -> tuple[int, int] | None:
        """A clan card's ``(colour, strength)``; None for a tactic card or a hidden one."""
        return self.pieces.get(card)

    def is_clan(self, card: int) -> bool:
        return card in self.pieces

    def clan_card(self, colour: int, strength: int) -> int | None:
        """The clan card of that colour and strength (None if there is none)."""
        return self.card_of.get((colour, strength))

    def effect(self, card: int) -> str | None:
        """A tactic card's effect (``components.EFFECTS``); None for a clan card."""
        return self.effects.get(card)

    def wild_strengths(self, card: int) -> tuple[int, ...] | None:
        """The strengths an elite troop (Joker, Spy, Shield Bearer) may take; None for others."""
        return self.wilds.get(card)

    def wild_cards(self) -> tuple[int, ...]:
        """The elite troops (wild cards), in order."""
        return tuple(sorted(self.wilds))

    def is_joker(self, card: int) -> bool:
        return card in self.jokers

    def split(self, cards_: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, ...]]]:
        """Cards as formations see them: the clan cards' pieces and the elite troops' strengths."""
        piece, wild = self.pieces, self.wilds
        return [piece[c] for c in cards_ if c in piece], [wild[c] for c in cards_ if c in wild]

    def hidden(self, card: int) -> int:
        """The back of ``card`` (``HIDDEN_CLAN`` or ``HIDDEN_TACTIC``); a back stays a back."""
        if card < 0:
            return card
        return HIDDEN_CLAN if card in self.pieces else HIDDEN_TACTIC

    @staticmethod
    def seen(state: SchottenState) -> set[int]:
        """The cards on the table (both sides) and in the discard pile: public to both seats,
        and within a round they only grow."""
        seen = set(state.discard)
        for side in state.sides:
            for cards_ in side:
                seen.update(cards_)
        return seen

    # -- a position --------------------------------------------------------------------
    @staticmethod
    def to_move(state: SchottenState) -> int | None:
        if state.phase == OVER:
            return None
        if state.need_first or state.pending:
            return CHANCE
        if state.phase == ROUND_OVER:
            return state.winner if state.winner in (0, 1) else state.starter
        return state.current

    def hand_limit(self, state: SchottenState) -> int:
        return self.cs.hand_tactical if state.tactical else self.cs.hand_base

    def capacity(self, state: SchottenState, stone: int) -> int:
        """How many cards complete a side of ``stone`` (Mud makes it four)."""
        size = self.cs.formation_size
        modes = state.modes[stone]
        if not modes:
            return size
        for card in modes:
            size = max(size, self.mud_size.get(card, size))
        return size

    def sum_only(self, state: SchottenState, stone: int) -> bool:
        """Whether only the sum counts at ``stone`` (Combat of Blind Man's Bluff)."""
        return bool(state.modes[stone]) and any(self.effects[c] == "sum_only" for c in state.modes[stone])

    def has_room(self, state: SchottenState, seat: int, stone: int) -> bool:
        return state.claimed[stone] < 0 and len(state.sides[seat][stone]) < self.capacity(state, stone)

    def open_stones(self, state: SchottenState, seat: int) -> list[int]:
        """The unclaimed stones where ``seat``'s side has room."""
        size = self.cs.formation_size
        claimed, sides, modes = state.claimed, state.sides[seat], state.modes
        return [
            s
            for s in range(self.cs.stones)
            if claimed[s] < 0 and len(sides[s]) < (self.capacity(state, s) if modes[s] else size)
        ]

    @staticmethod
    def any_deck(state: SchottenState) -> bool:
        return state.deck_size(CLAN) + state.deck_size(TACTIC) > 0

    @staticmethod
    def stones_of(state: SchottenState, seat: int) -> int:
        return sum(1 for s in state.claimed if s == seat)

    def win_way(self, state: SchottenState, seat: int) -> tuple[str, list[int]] | None:
        """How ``seat``'s claimed stones win the round: ("adjacent", the run of stones, numbered
        from 1) or ("total", every stone it holds); None when they do not."""
        mine = [s == seat for s in state.claimed]
        run: list[int] = []
        for stone, owned in enumerate(mine):
            run = run + [stone + 1] if owned else []
            if len(run) >= self.cs.win_adjacent:
                return "adjacent", run
        if sum(mine) >= self.cs.win_total:
            return "total", [stone + 1 for stone, owned in enumerate(mine) if owned]
        return None
