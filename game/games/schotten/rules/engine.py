"""Schotten Totten: base game, tactical variant, expert variant, multi-round match.

A turn is a short sequence of atomic decisions:

* ``play``  — Play a card (clan, elite troop, combat mode, or a ruse) or Pass when no card
  can be played; in the expert variant claims happen here, before the card;
* ``pick``/``place``  — a ruse's target (Strategist, Banshee, Traitor);
* ``recruit``/``give_back`` — the Recruiter's three draws and two cards given back;
* ``end``   — claim stones (not in the expert variant), then Draw (choosing the deck in
  the tactical variant) or End the turn when no card is to be drawn.

Every card drawn is a chance action (``Deal``), so undo never lets anyone peek.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import Msg, seat_msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, IllegalAction, OptionSpec, Rules, ranking_from_keys
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC, CardSet, cards
from game.games.schotten.rules.formations import (
    HIGH,
    RANK_NAMES,
    Pool,
    Value,
    best_assignment,
    best_completion,
    concrete_value,
)

CLAN, TACTIC = "clan", "tactic"
DISCARD = -1
NO_STONE = -1
DRAWN_ROUND = 2
"""``winner`` of a stalled round that ended level."""
VALUE_CACHE_LIMIT = 50_000
POOL_CACHE_LIMIT = 256
PROOF_CACHE_LIMIT = 20_000
CLAIM_OK, CLAIM_INCOMPLETE, CLAIM_WEAKER, CLAIM_UNPROVEN = "ok", "incomplete", "weaker", "unproven"


def _is_int(value: Any) -> bool:
    return type(value) is int


# what happens once the pending cards are dealt
START, TURN = "start", "turn"

# phases
DEAL, PLAY, PICK, PLACE, RECRUIT, GIVE_BACK, END, ROUND_OVER, OVER = (
    "deal",
    "play",
    "pick",
    "place",
    "recruit",
    "give_back",
    "end",
    "round_over",
    "over",
)


# ---------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class Deal(Action):
    """Chance: the next card of the deck being drawn from."""

    kind = "schotten.deal"
    chance = True
    card: int


@dataclass(frozen=True)
class FirstPlayer(Action):
    """Chance: who starts the first round when the setup asked for a random start."""

    kind = "schotten.first"
    chance = True
    seat: int


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` at ``stone`` (clan cards, elite troops, combat modes) or a ruse (stone -1)."""

    kind = "schotten.play"
    card: int
    stone: int = NO_STONE


@dataclass(frozen=True)
class Pass(Action):
    kind = "schotten.pass"


@dataclass(frozen=True)
class Claim(Action):
    kind = "schotten.claim"
    stone: int


@dataclass(frozen=True)
class Draw(Action):
    """End the turn by drawing one card from ``deck``."""

    kind = "schotten.draw"
    deck: str = CLAN


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn without drawing (hand full or both decks empty)."""

    kind = "schotten.end"


@dataclass(frozen=True)
class Pick(Action):
    """A ruse's target: the card ``card`` at ``stone``."""

    kind = "schotten.pick"
    stone: int
    card: int


@dataclass(frozen=True)
class Place(Action):
    """Where the picked card goes: a stone on your side, or -1 to discard it (Strategist)."""

    kind = "schotten.place"
    stone: int


@dataclass(frozen=True)
class RecruitDraw(Action):
    kind = "schotten.recruit_draw"
    deck: str


@dataclass(frozen=True)
class GiveBack(Action):
    """Recruiter: put ``card`` from your hand at the bottom of its deck."""

    kind = "schotten.give_back"
    card: int


@dataclass(frozen=True)
class NextRound(Action):
    """Start the next round of the match (any player may confirm)."""

    kind = "schotten.next_round"
    confirm = True


# ---------------------------------------------------------------------------
# State


class SchottenState:
    """Everything on the table.  Cards are ints (see cards.py)."""

    num_seats = 2

    def __init__(self, tactical: bool, expert: bool, rounds: int, random_start: bool):
        self.tactical = tactical
        self.expert = expert
        self.rounds = rounds
        self.random_start = random_start
        self.round_no = 1
        self.points = [0, 0]
        self.rounds_won = [0, 0]
        self.history: list[dict[str, Any]] = []
        self.starter = 0
        self.current = 0
        self.phase = DEAL
        self.hands: list[list[int]] = [[], []]
        self.pools: dict[str, list[int]] = {CLAN: [], TACTIC: []}
        # Cards given back by the Recruiter, in the order they will be drawn: (card, giver).
        self.bottoms: dict[str, list[tuple[int, int]]] = {CLAN: [], TACTIC: []}
        self.sides: list[list[list[int]]] = [[], []]
        self.modes: list[list[int]] = []
        self.claimed: list[int] = []
        self.done_at: list[list[int]] = [[], []]
        self.wild_choices: dict[int, tuple[int, int]] = {}
        self.decided: dict[int, list[Any]] = {}
        self.discard: list[int] = []
        self.tactics_played = [0, 0]
        self.jokers_played = [0, 0]
        self.tick = 0
        self.pending: list[tuple[int, str]] = []
        self.after_deal = START
        self.need_first = False
        self.ruse = -1
        self.picked: tuple[int, int, int] | None = None  # (stone, card, side seat)
        self.recruit_left = 0
        self.give_back_left = 0
        self.passes_in_row = 0
        self.passed = False
        self.winner = -1

    # -- copying -------------------------------------------------------------
    def clone(self) -> SchottenState:
        s = SchottenState.__new__(SchottenState)
        s.__dict__.update(self.__dict__)
        s.points = self.points[:]
        s.rounds_won = self.rounds_won[:]
        s.history = [dict(h) for h in self.history]
        s.hands = [h[:] for h in self.hands]
        s.pools = {k: v[:] for k, v in self.pools.items()}
        s.bottoms = {k: v[:] for k, v in self.bottoms.items()}
        s.sides = [[c[:] for c in side] for side in self.sides]
        s.modes = [m[:] for m in self.modes]
        s.claimed = self.claimed[:]
        s.done_at = [d[:] for d in self.done_at]
        s.wild_choices = dict(self.wild_choices)
        s.decided = dict(self.decided)
        s.discard = self.discard[:]
        s.tactics_played = self.tactics_played[:]
        s.jokers_played = self.jokers_played[:]
        s.pending = self.pending[:]
        return s

    def to_json(self) -> dict[str, Any]:
        data = dict(self.clone().__dict__)  # fresh lists: the snapshot never aliases the state
        data["bottoms"] = {k: [list(e) for e in v] for k, v in self.bottoms.items()}
        data["pending"] = [list(p) for p in self.pending]
        data["wild_choices"] = {str(k): list(v) for k, v in self.wild_choices.items()}
        data["decided"] = {str(k): v for k, v in self.decided.items()}
        data["picked"] = list(self.picked) if self.picked else None
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SchottenState:
        s = cls.__new__(cls)
        s.__dict__.update(data)
        s.bottoms = {k: [tuple(e) for e in v] for k, v in data["bottoms"].items()}
        s.pending = [tuple(p) for p in data["pending"]]
        s.wild_choices = {int(k): tuple(v) for k, v in data["wild_choices"].items()}
        s.decided = {int(k): v for k, v in data["decided"].items()}
        s.picked = tuple(data["picked"]) if data["picked"] else None
        return s.clone()  # never alias the caller's lists

    # -- small queries ---------------------------------------------------------
    def deck_size(self, deck: str) -> int:
        return len(self.pools[deck]) + len(self.bottoms[deck])


# ---------------------------------------------------------------------------
# Rules


class SchottenRules(Rules):
    name = "schotten"
    min_seats = 2
    max_seats = 2
    hidden_information = True

    def __init__(self, card_set: CardSet | None = None):
        self.cs = card_set or cards()
        cs = self.cs
        self._clan = frozenset(cs.all_clan())
        self._clan_order = tuple(sorted(self._clan))
        self._piece = {c: (cs.colour(c), cs.strength(c)) for c in cs.all_clan()}
        self._card_of = {piece: card for card, piece in self._piece.items()}
        self._wild = {t.card: t.strengths for t in cs.tactics if t.effect == "wild"}
        self._effect = {t.card: t.effect for t in cs.tactics}
        self._jokers = frozenset(t.card for t in cs.tactics if t.joker)
        self._mud_size = {t.card: t.size for t in cs.tactics if t.effect == "formation_size"}
        self._all_cards = frozenset(cs.all_clan()) | frozenset(t.card for t in cs.tactics)
        # Actions are frozen: one object per possible move, shared by every list of moves.
        stones = range(NO_STONE, cs.stones)
        self._play_at = {(c, s): Play(c, s) for c in self._all_cards for s in stones}
        self._plays_of = {c: [self._play_at[c, s] for s in range(cs.stones)] for c in self._all_cards}
        self._claim_at = [Claim(s) for s in range(cs.stones)]
        self._draw = {d: Draw(d) for d in (CLAN, TACTIC)}
        self._values: dict[tuple, Value] = {}
        """Values of complete sides by (cards, size, sum only): a side is re-scored often."""
        self._pools: dict[tuple, Pool] = {}
        self._proofs: dict[tuple, tuple[bool, frozenset[int]]] = {}
        """Proof answers by (opponent's side, size, sum only, claimer's formation, joker open)."""
        """Proof pools by the cards they hold: the unseen cards change only when one is played."""

    # -- setup ------------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("tactical", "bool", False, "schotten.option.tactical", help="schotten.option.tactical_help"),
            OptionSpec("expert", "bool", False, "schotten.option.expert", help="schotten.option.expert_help"),
            OptionSpec("rounds", "int", 1, "schotten.option.rounds", lo=1, hi=9),
            OptionSpec("first", "choice", "seat1", "schotten.option.first", choices=("seat1", "seat2", "random")),
        ]

    def setup(self, config) -> SchottenState:
        opts = {**self.default_options(), **config.options}
        state = SchottenState(
            bool(opts["tactical"]), bool(opts["expert"]), int(opts["rounds"]), opts["first"] == "random"
        )
        state.starter = 1 if opts["first"] == "seat2" else 0
        state.need_first = state.random_start
        self._start_round(state)
        return state

    def _start_round(self, state: SchottenState) -> None:
        cs = self.cs
        n = cs.stones
        state.pools = {CLAN: cs.all_clan(), TACTIC: cs.all_tactics() if state.tactical else []}
        state.bottoms = {CLAN: [], TACTIC: []}
        state.hands = [[], []]
        state.sides = [[[] for _ in range(n)] for _ in range(2)]
        state.modes = [[] for _ in range(n)]
        state.claimed = [-1] * n
        state.done_at = [[-1] * n for _ in range(2)]
        state.wild_choices = {}
        state.decided = {}
        state.discard = []
        state.tactics_played = [0, 0]
        state.jokers_played = [0, 0]
        state.passes_in_row = 0
        state.winner = -1
        state.phase = DEAL
        self._queue_opening_deal(state)

    def _queue_opening_deal(self, state: SchottenState) -> None:
        size = self.hand_limit(state)
        first = state.starter
        state.pending = [(seat, CLAN) for _ in range(size) for seat in (first, 1 - first)]
        state.current = first
        state.after_deal = START

    def hand_limit(self, state: SchottenState) -> int:
        return self.cs.hand_tactical if state.tactical else self.cs.hand_base

    # -- whose turn ----------------------------------------------------------------
    def to_move(self, state: SchottenState) -> int | None:
        if state.phase == OVER:
            return None
        if state.need_first or state.pending:
            return CHANCE
        if state.phase == ROUND_OVER:
            return state.winner if state.winner in (0, 1) else state.starter
        return state.current

    def sample_chance(self, state: SchottenState, rng: Rng) -> Action:
        if state.need_first:
            return FirstPlayer(rng.randrange(2))
        _, deck = state.pending[0]
        pool = state.pools[deck]
        if pool:
            return Deal(pool[rng.randrange(len(pool))])
        return Deal(state.bottoms[deck][0][0])

    # -- geometry of the board ------------------------------------------------------
    def capacity(self, state: SchottenState, stone: int) -> int:
        size = self.cs.formation_size
        modes = state.modes[stone]
        if not modes:
            return size
        for card in modes:
            size = max(size, self._mud_size.get(card, size))
        return size

    def sum_only(self, state: SchottenState, stone: int) -> bool:
        return bool(state.modes[stone]) and any(self._effect[c] == "sum_only" for c in state.modes[stone])

    def has_room(self, state: SchottenState, seat: int, stone: int) -> bool:
        return state.claimed[stone] < 0 and len(state.sides[seat][stone]) < self.capacity(state, stone)

    def _refresh_done(self, state: SchottenState, stone: int) -> None:
        size = self.capacity(state, stone)
        for seat in (0, 1):
            full = len(state.sides[seat][stone]) >= size
            if full and state.done_at[seat][stone] < 0:
                state.done_at[seat][stone] = state.tick
            elif not full:
                state.done_at[seat][stone] = -1

    # -- formations ---------------------------------------------------------------
    def split(self, cards_: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, ...]]]:
        clan = [self._piece[c] for c in cards_ if c in self._piece]
        wilds = [self._wild[c] for c in cards_ if c in self._wild]
        return clan, wilds

    def side_value(self, state: SchottenState, seat: int, stone: int) -> Value | None:
        """Value of a complete side (owner's best choice for wild cards), None if incomplete."""
        cards_ = state.sides[seat][stone]
        size = self.capacity(state, stone)
        if len(cards_) < size:
            return None
        key = (tuple(sorted(cards_)), size, self.sum_only(state, stone))
        value = self._values.get(key)
        if value is None:
            if len(self._values) >= VALUE_CACHE_LIMIT:
                self._values.clear()
            clan, wilds = self.split(cards_)
            value = self._values[key] = best_completion(clan, wilds, size, key[2])
        return value

    @staticmethod
    def _seen(state: SchottenState) -> set[int]:
        """The cards on the table and in the discard pile: within a round this only grows."""
        seen = set(state.discard)
        for side in state.sides:
            for cards_ in side:
                seen.update(cards_)
        return seen

    def proof_pool(self, state: SchottenState, opponent: int, seen: set[int] | None = None) -> Pool:
        """What ``opponent`` might still add: every clan card not visible on the table or in
        the discard pile (the claimer's hand counts as available), plus unplayed elite
        troops the opponent could still play (data choice ``proof_counts_unplayed_elite``)."""
        seen = self._seen(state) if seen is None else seen
        clan = tuple(c for c in self._clan_order if c not in seen)
        wilds: list[tuple[int, ...]] = []
        if state.tactical and self.cs.choices.get("proof_counts_unplayed_elite", True):
            joker_allowed = state.jokers_played[opponent] == 0
            joker_counted = False
            for card, strengths in self._wild.items():
                if card in seen:
                    continue
                if card in self._jokers:
                    if not joker_allowed or joker_counted:
                        continue
                    joker_counted = True
                wilds.append(strengths)
        key = (clan, tuple(wilds))
        pool = self._pools.get(key)
        if pool is None:
            if len(self._pools) >= POOL_CACHE_LIMIT:
                self._pools.clear()
            pool = self._pools[key] = Pool([self._piece[c] for c in clan], wilds)
        return pool

    def claim_problem(self, state: SchottenState, seat: int, stone: int, pool: Pool | None = None) -> Msg | None:
        """None when ``seat`` may claim ``stone`` now, else why not."""
        if not _is_int(stone) or not 0 <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        verdict, mine, theirs = self._claim_verdict(state, seat, stone, pool)
        if verdict == CLAIM_OK:
            return None
        if verdict == CLAIM_INCOMPLETE:
            return Msg("schotten.why.incomplete", need=self.capacity(state, stone))
        if verdict == CLAIM_WEAKER:
            return Msg("schotten.why.weaker", mine=self.value_label(mine), theirs=self.value_label(theirs))
        return Msg("schotten.why.not_proven", best=self.value_label(theirs))

    def _claim_verdict(
        self, state: SchottenState, seat: int, stone: int, pool: Pool | None = None
    ) -> tuple[str, Value | None, Value | None]:
        """Whether ``seat`` may claim the unclaimed ``stone`` (no words built): the verdict,
        its formation and the other side's (complete, or the best it could still make)."""
        mine = self.side_value(state, seat, stone)
        if mine is None:
            return CLAIM_INCOMPLETE, None, None
        other = 1 - seat
        theirs = self.side_value(state, other, stone)
        if theirs is not None:
            if mine > theirs or (mine == theirs and state.done_at[seat][stone] < state.done_at[other][stone]):
                return CLAIM_OK, mine, theirs
            return CLAIM_WEAKER, mine, theirs
        clan, wilds = self.split(state.sides[other][stone])
        pool = pool if pool is not None else self.proof_pool(state, other)
        best = best_completion(clan, wilds, self.capacity(state, stone), self.sum_only(state, stone), pool, mine)
        # The claimer completed first, so an equal formation still loses to them.
        if best is None or best <= mine:
            return CLAIM_OK, mine, best
        return CLAIM_UNPROVEN, mine, best

    def claimable(self, state: SchottenState, seat: int) -> list[int]:
        pool = seen = None
        out = []
        sides, theirs, claimed, modes = state.sides[seat], state.sides[1 - seat], state.claimed, state.modes
        plain = self.cs.formation_size
        for stone in range(self.cs.stones):
            if claimed[stone] >= 0:
                continue
            size = self.capacity(state, stone) if modes[stone] else plain
            if len(sides[stone]) < size:
                continue
            if len(theirs[stone]) >= size:
                if self._claim_verdict(state, seat, stone)[0] == CLAIM_OK:
                    out.append(stone)
                continue
            seen = self._seen(state) if seen is None else seen
            key = self._proof_key(state, seat, stone, size)
            known = self._proofs.get(key)
            if known is not None:
                proven, cards_ = known
                if proven and cards_ <= seen:  # proven before, and fewer cards are out now
                    out.append(stone)
                    continue
                if not proven and seen.isdisjoint(cards_):  # the opponent's witness is still out
                    continue
            pool = self.proof_pool(state, 1 - seat, seen) if pool is None else pool
            verdict, mine, _ = self._claim_verdict(state, seat, stone, pool)
            side = state.sides[1 - seat][stone]
            self._remember_proof(key, verdict == CLAIM_OK, seen, side, size, key[2], mine, pool)
            if verdict == CLAIM_OK:
                out.append(stone)
        return out

    def _proof_key(self, state: SchottenState, seat: int, stone: int, size: int) -> tuple:
        other = 1 - seat
        mine = self.side_value(state, seat, stone)
        joker_open = state.jokers_played[other] == 0
        side = tuple(sorted(state.sides[other][stone]))
        return (side, size, self.sum_only(state, stone), mine, state.tactical, joker_open)

    def _remember_proof(
        self, key: tuple, proven: bool, seen: set[int], side: list[int], size: int, sum_only: bool, mine: Value,
        pool: Pool,
    ) -> None:
        """Remember a proof question's answer so that a later turn can reuse it: a proof with
        the cards then seen (it still holds once more are seen), or a refusal with the cards
        that beat the claimer (it still holds while they are all out of sight)."""
        if len(self._proofs) >= PROOF_CACHE_LIMIT:
            self._proofs.clear()
        if proven:
            self._proofs[key] = (True, frozenset(seen))
            return
        witness = self._witness(side, size, sum_only, mine, pool)
        if witness is not None:
            self._proofs[key] = (False, witness)

    def _witness(self, side: list[int], size: int, sum_only: bool, mine: Value, pool: Pool) -> frozenset[int] | None:
        """Clan cards of the proof ``pool`` that complete ``side`` to beat ``mine``, if easily found."""
        if any(c not in self._piece for c in side):
            return None
        fixed = [self._piece[c] for c in side]
        k = size - len(side)
        colours = {c for c, _ in fixed} or set(pool.by_colour)
        strengths = {s for _, s in fixed}
        tries: list[list[tuple[int, int]]] = []
        if len(colours) == 1 or not fixed:
            for colour in colours:
                mask = pool.masks.get(colour, 0)
                for start in range(HIGH - size + 1, 0, -1):
                    window = [s for s in range(start, start + size) if s not in strengths]
                    if len(window) == k and all(mask >> s & 1 for s in window):
                        tries.append([(colour, s) for s in window])
                        break
                tries.append([(colour, s) for s in pool.by_colour.get(colour, [])[:k]])
        if len(strengths) <= 1:
            for strength in strengths or (HIGH,):
                tries.append([p for p in pool.clan if p[1] == strength][:k])
        for pieces in tries:
            if len(pieces) == k and concrete_value(fixed + pieces, sum_only) > mine:
                return frozenset(self._card_of[p] for p in pieces)
        return None

    def value_label(self, value: Value) -> Msg:
        rank, total = value
        return Msg("schotten.formation.label", name=Msg(f"schotten.formation.{RANK_NAMES[rank]}"), total=total)

    # -- legal actions ---------------------------------------------------------------
    def legal_actions(self, state: SchottenState) -> list[Action]:
        seat = self.to_move(state)
        if seat is None or seat == CHANCE:
            return []
        phase = state.phase
        if phase == ROUND_OVER:
            return [NextRound()]
        if phase == PLAY:
            actions: list[Action] = []
            if state.expert:
                actions += [self._claim_at[s] for s in self.claimable(state, seat)]
            open_stones = self._open_stones(state, seat)
            actions += self._plays(state, seat, open_stones)
            if self._may_pass(state, seat, open_stones):
                actions.append(Pass())
            return actions
        if phase == END:
            actions = [] if state.expert else [self._claim_at[s] for s in self.claimable(state, seat)]
            return actions + self._end_actions(state, seat)
        if phase == PICK:
            return [Pick(stone, card) for stone, card in self._ruse_targets(state, seat)]
        if phase == PLACE:
            return [Place(s) for s in self._place_targets(state, seat)]
        if phase == RECRUIT:
            return [RecruitDraw(d) for d in (CLAN, TACTIC) if state.deck_size(d) > 0]
        if phase == GIVE_BACK:
            return [GiveBack(c) for c in sorted(set(state.hands[seat]))]
        return []

    def _draw_decks(self, state: SchottenState, seat: int) -> list[str]:
        """The decks ``seat`` may draw from to end its turn (none: End the turn)."""
        if len(state.hands[seat]) >= self.hand_limit(state):
            return []
        return [d for d in ((CLAN, TACTIC) if state.tactical else (CLAN,)) if state.deck_size(d) > 0]

    def _end_actions(self, state: SchottenState, seat: int) -> list[Action]:
        decks = self._draw_decks(state, seat)
        return [self._draw[d] for d in decks] if decks else [EndTurn()]

    def _open_stones(self, state: SchottenState, seat: int) -> list[int]:
        size = self.cs.formation_size
        claimed, sides, modes = state.claimed, state.sides[seat], state.modes
        return [
            s
            for s in range(self.cs.stones)
            if claimed[s] < 0 and len(sides[s]) < (self.capacity(state, s) if modes[s] else size)
        ]

    def _plays(self, state: SchottenState, seat: int, open_stones: list[int]) -> list[Action]:
        out: list[Action] = []
        tactic_ok = self._tactic_allowed(state, seat)
        play_at, plays_of = self._play_at, self._plays_of
        for card in sorted(set(state.hands[seat])):
            if card < 0:
                continue
            if card in self._piece:
                row = plays_of[card]
                out += [row[s] for s in open_stones]
            elif tactic_ok and self._tactic_playable(state, seat, card):
                effect = self._effect[card]
                if effect == "wild":
                    row = plays_of[card]
                    out += [row[s] for s in open_stones]
                elif effect in ("sum_only", "formation_size"):
                    out += [play_at[card, s] for s in self._mode_stones(state, card)]
                else:
                    out.append(play_at[card, NO_STONE])
        return out

    def _mode_stones(self, state: SchottenState, card: int) -> list[int]:
        return [s for s in range(self.cs.stones) if state.claimed[s] < 0 and card not in state.modes[s]]

    def _tactic_allowed(self, state: SchottenState, seat: int) -> bool:
        return state.tactical and state.tactics_played[seat] <= state.tactics_played[1 - seat]

    def _tactic_playable(self, state: SchottenState, seat: int, card: int) -> bool:
        effect = self._effect[card]
        if card in self._jokers and state.jokers_played[seat] > 0:
            return False
        if effect == "recruit":
            return state.deck_size(CLAN) + state.deck_size(TACTIC) > 0
        if effect in ("redeploy", "discard_opponent", "steal"):
            return self._has_ruse_target(state, seat, effect)
        return True

    def _has_ruse_target(self, state: SchottenState, seat: int, effect: str) -> bool:
        """``bool(_ruse_targets(...))`` without listing them."""
        side = state.sides[seat if effect == "redeploy" else 1 - seat]
        claimed = state.claimed
        if effect == "steal":
            if not self._open_stones(state, seat):
                return False
            piece = self._piece
            return any(claimed[s] < 0 and any(c in piece for c in side[s]) for s in range(self.cs.stones))
        return any(claimed[s] < 0 and side[s] for s in range(self.cs.stones))

    def _may_pass(self, state: SchottenState, seat: int, open_stones: list[int] | None = None) -> bool:
        """Pass only when no clan card can be played (in the base game nothing else is in a hand)."""
        if not any(c in self._piece for c in state.hands[seat]):
            return True
        return not (self._open_stones(state, seat) if open_stones is None else open_stones)

    def _ruse_targets(self, state: SchottenState, seat: int, effect: str | None = None) -> list[tuple[int, int]]:
        effect = effect or self._effect[state.ruse]
        other = 1 - seat
        out = []
        for stone in range(self.cs.stones):
            if state.claimed[stone] >= 0:
                continue
            if effect == "redeploy":
                out += [(stone, c) for c in state.sides[seat][stone]]
            elif effect == "discard_opponent":
                out += [(stone, c) for c in state.sides[other][stone]]
            elif effect == "steal":
                out += [(stone, c) for c in state.sides[other][stone] if c in self._piece]
        if effect == "steal" and not any(self.has_room(state, seat, s) for s in range(self.cs.stones)):
            return []
        return out

    def _place_targets(self, state: SchottenState, seat: int) -> list[int]:
        assert state.picked is not None
        from_stone = state.picked[0]
        effect = self._effect[state.ruse]
        stones = self._open_stones(state, seat)
        if effect == "redeploy":
            return [s for s in stones if s != from_stone] + [DISCARD]
        return stones

    # -- why not -----------------------------------------------------------------
    def why_illegal(self, state: SchottenState, action: Action) -> Msg | None:
        """None when ``action`` is legal now, else a reason; checks only what the action
        touches (the full list of moves is never built), whatever its fields hold."""
        seat = self.to_move(state)
        if seat is None:
            return Msg("core.illegal.game_over")
        if seat == CHANCE:
            return Msg("core.illegal.chance")
        phase = state.phase
        if isinstance(action, NextRound):
            return None if phase == ROUND_OVER else Msg("schotten.why.not_now")
        if phase == ROUND_OVER:
            return Msg("schotten.why.not_now")
        if isinstance(action, Play):
            return self._why_not_play(state, seat, action)
        if isinstance(action, Claim):
            return self._why_not_claim(state, seat, action.stone)
        if isinstance(action, Pass):
            if phase != PLAY:
                return Msg("schotten.why.already_played")
            return None if self._may_pass(state, seat) else Msg("schotten.why.no_pass")
        if isinstance(action, (Draw, EndTurn)):
            return self._why_not_end(state, seat, action)
        if isinstance(action, Pick):
            return self._why_not_pick(state, seat, action)
        if isinstance(action, Place):
            return self._why_not_place(state, seat, action.stone)
        if isinstance(action, RecruitDraw):
            if phase != RECRUIT:
                return Msg("schotten.why.not_now")
            if action.deck not in (CLAN, TACTIC):
                return Msg("schotten.why.no_such_deck")
            return None if state.deck_size(action.deck) > 0 else Msg("schotten.why.not_now")
        if isinstance(action, GiveBack):
            if phase != GIVE_BACK:
                return Msg("schotten.why.not_now")
            if not _is_int(action.card) or action.card not in state.hands[seat]:
                return Msg("schotten.why.not_in_hand")
            return None
        return Msg("schotten.why.not_now")

    def _why_not_claim(self, state: SchottenState, seat: int, stone: Any) -> Msg | None:
        if state.phase == PLAY and not state.expert:
            return Msg("schotten.why.claim_after_play")
        if state.phase != PLAY and state.expert:
            return Msg("schotten.why.claim_expert")
        if state.phase not in (PLAY, END):
            return Msg("schotten.why.not_now")
        return self.claim_problem(state, seat, stone)

    def _why_not_end(self, state: SchottenState, seat: int, action: Action) -> Msg | None:
        if state.phase != END:
            return Msg("schotten.why.not_now")
        decks = self._draw_decks(state, seat)
        if isinstance(action, EndTurn):
            return None if not decks else Msg("schotten.why.not_now")
        deck = getattr(action, "deck", None)
        if deck not in (CLAN, TACTIC):
            return Msg("schotten.why.no_such_deck")
        return None if deck in decks else Msg("schotten.why.not_now")

    def _why_not_pick(self, state: SchottenState, seat: int, action: Pick) -> Msg | None:
        if state.phase != PICK:
            return Msg("schotten.why.not_now")
        stone, card = action.stone, action.card
        if not _is_int(stone) or not 0 <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if not _is_int(card) or card not in self._all_cards:
            return Msg("schotten.why.no_such_card")
        if (stone, card) in self._ruse_targets(state, seat):
            return None
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        return Msg("schotten.why.bad_target")

    def _why_not_place(self, state: SchottenState, seat: int, stone: Any) -> Msg | None:
        if state.phase != PLACE:
            return Msg("schotten.why.not_now")
        if not _is_int(stone) or not DISCARD <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if stone in self._place_targets(state, seat):
            return None
        if stone == DISCARD:
            return Msg("schotten.why.bad_target")
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        if state.picked is not None and stone == state.picked[0]:
            return Msg("schotten.why.bad_target")
        return Msg("schotten.why.full", stone=stone + 1)

    def _why_not_play(self, state: SchottenState, seat: int, action: Play) -> Msg | None:
        if state.phase != PLAY:
            return Msg("schotten.why.already_played")
        card, stone = action.card, action.stone
        if not _is_int(card) or card not in self._all_cards:
            return Msg("schotten.why.no_such_card")
        if card not in state.hands[seat]:
            return Msg("schotten.why.not_in_hand")
        if not _is_int(stone) or not NO_STONE <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if card in self._piece:
            return self._why_not_at(state, seat, stone)
        if not state.tactical:
            return Msg("schotten.why.not_now")
        if not self._tactic_allowed(state, seat):
            return Msg("schotten.why.tactic_limit")
        if card in self._jokers and state.jokers_played[seat] > 0:
            return Msg("schotten.why.one_joker")
        effect = self._effect[card]
        if effect == "wild":
            return self._why_not_at(state, seat, stone)
        if effect in ("sum_only", "formation_size"):
            if stone == NO_STONE:
                return Msg("schotten.why.no_such_stone")
            if state.claimed[stone] >= 0:
                return Msg("schotten.why.already_claimed", stone=stone + 1)
            return None if card not in state.modes[stone] else Msg("schotten.why.bad_target")
        if stone != NO_STONE:
            return Msg("schotten.why.ruse_no_stone")
        return None if self._tactic_playable(state, seat, card) else Msg("schotten.why.no_target")

    def _why_not_at(self, state: SchottenState, seat: int, stone: int) -> Msg | None:
        """A card put on ``seat``'s side of ``stone``."""
        if stone == NO_STONE:
            return Msg("schotten.why.no_such_stone")
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        return None if self.has_room(state, seat, stone) else Msg("schotten.why.full", stone=stone + 1)

    # -- applying -----------------------------------------------------------------
    def apply_unchecked(self, state: SchottenState, action: Action) -> None:
        if isinstance(action, (Deal, FirstPlayer)):
            self._apply_chance(state, action)
            return
        seat = state.current
        if isinstance(action, NextRound):
            state.round_no += 1
            if self.cs.choices.get("round_winner_starts_next", True) and state.winner in (0, 1):
                state.starter = state.winner
            else:
                state.starter = 1 - state.starter
            self._start_round(state)
        elif isinstance(action, Claim):
            self._claim(state, seat, action.stone)
        elif isinstance(action, Play):
            self._play(state, seat, action)
        elif isinstance(action, Pass):
            state.passed = True
            state.phase = END
        elif isinstance(action, Pick):
            self._pick(state, seat, action)
        elif isinstance(action, Place):
            self._place(state, seat, action.stone)
        elif isinstance(action, RecruitDraw):
            state.pending = [(seat, action.deck)]
            state.after_deal = RECRUIT
            state.recruit_left -= 1
        elif isinstance(action, GiveBack):
            self._give_back(state, seat, action.card)
        elif isinstance(action, Draw):
            state.pending = [(seat, action.deck)]
            state.after_deal = TURN
            state.phase = DEAL
        elif isinstance(action, EndTurn):
            self._next_turn(state)

    def _apply_chance(self, state: SchottenState, action: Action) -> None:
        if isinstance(action, FirstPlayer):
            if not state.need_first or action.seat not in (0, 1):
                raise IllegalAction(Msg("core.illegal.chance"))
            state.need_first = False
            state.starter = action.seat
            self._queue_opening_deal(state)
            return
        assert isinstance(action, Deal)
        if not state.pending or state.need_first:
            raise IllegalAction(Msg("core.illegal.chance"))
        seat, deck = state.pending[0]
        pool = state.pools[deck]
        if pool:
            if action.card not in pool:
                raise IllegalAction(Msg.raw(f"card {action.card} is not in the {deck} deck"))
            pool.remove(action.card)
        else:
            bottom = state.bottoms[deck]
            if not bottom or bottom[0][0] != action.card:
                raise IllegalAction(Msg.raw(f"card {action.card} is not next in the {deck} deck"))
            bottom.pop(0)
        state.hands[seat].append(action.card)
        state.pending.pop(0)
        if not state.pending:
            if state.after_deal == RECRUIT:
                state.phase = RECRUIT if state.recruit_left > 0 and self._any_deck(state) else GIVE_BACK
                if state.phase == GIVE_BACK:
                    state.give_back_left = min(self.cs.tactic_by_id("recruiter").give_back, len(state.hands[seat]))
            elif state.after_deal == START:
                state.phase = PLAY
                state.current = state.starter
                state.passed = False
            else:
                self._next_turn(state)

    def _any_deck(self, state: SchottenState) -> bool:
        return state.deck_size(CLAN) + state.deck_size(TACTIC) > 0

    def _play(self, state: SchottenState, seat: int, action: Play) -> None:
        card = action.card
        state.hands[seat].remove(card)
        state.passed = False
        state.tick += 1
        state.phase = END
        if card in self._piece:
            self._put(state, seat, action.stone, card)
            return
        state.tactics_played[seat] += 1
        effect = self._effect[card]
        if effect == "wild":
            if card in self._jokers:
                state.jokers_played[seat] += 1
            self._put(state, seat, action.stone, card)
        elif effect in ("sum_only", "formation_size"):
            state.modes[action.stone].append(card)
            self._refresh_done(state, action.stone)
        else:
            state.discard.append(card)
            state.ruse = card
            if effect == "recruit":
                state.recruit_left = self.cs.tactic(card).draw
                state.phase = RECRUIT
            else:
                state.phase = PICK

    def _put(self, state: SchottenState, seat: int, stone: int, card: int) -> None:
        state.sides[seat][stone].append(card)
        self._refresh_done(state, stone)

    def _pick(self, state: SchottenState, seat: int, action: Pick) -> None:
        effect = self._effect[state.ruse]
        owner = seat if effect == "redeploy" else 1 - seat
        state.sides[owner][action.stone].remove(action.card)
        state.tick += 1
        self._refresh_done(state, action.stone)
        if effect == "discard_opponent":
            state.discard.append(action.card)
            self._finish_ruse(state)
        else:
            state.picked = (action.stone, action.card, owner)
            state.phase = PLACE

    def _place(self, state: SchottenState, seat: int, stone: int) -> None:
        assert state.picked is not None
        card = state.picked[1]
        if stone == DISCARD:
            state.discard.append(card)
        else:
            state.tick += 1
            self._put(state, seat, stone, card)
        self._finish_ruse(state)

    def _finish_ruse(self, state: SchottenState) -> None:
        state.picked = None
        state.ruse = -1
        state.phase = END

    def _give_back(self, state: SchottenState, seat: int, card: int) -> None:
        state.hands[seat].remove(card)
        deck = CLAN if card in self._piece else TACTIC
        state.bottoms[deck].append((card, seat))
        state.give_back_left -= 1
        if state.give_back_left <= 0 or not state.hands[seat]:
            state.ruse = -1
            state.phase = END

    def _claim(self, state: SchottenState, seat: int, stone: int) -> None:
        state.claimed[stone] = seat
        record = []
        for side_seat in (0, 1):
            cards_ = state.sides[side_seat][stone]
            clan, wilds = self.split(cards_)
            wild_cards = [c for c in cards_ if c in self._wild]
            if len(cards_) >= self.capacity(state, stone):
                value, choice = best_assignment(clan, wilds, self.sum_only(state, stone))
                for card, piece in zip(wild_cards, choice):
                    state.wild_choices[card] = piece
                record.append(list(value))
            else:
                record.append(None)
        state.decided[stone] = record
        if self._has_won(state, seat):
            self._end_round(state, seat)

    def _has_won(self, state: SchottenState, seat: int) -> bool:
        mine = [s == seat for s in state.claimed]
        if sum(mine) >= self.cs.win_total:
            return True
        run = 0
        for owned in mine:
            run = run + 1 if owned else 0
            if run >= self.cs.win_adjacent:
                return True
        return False

    def stones_of(self, state: SchottenState, seat: int) -> int:
        return sum(1 for s in state.claimed if s == seat)

    def _end_round(self, state: SchottenState, winner: int) -> None:
        state.winner = winner
        gained = [0, 0]
        for seat in (0, 1):
            if seat == winner:
                gained[seat] = self.cs.points_winner
            else:
                gained[seat] = self.cs.points_per_stone * self.stones_of(state, seat)
            state.points[seat] += gained[seat]
        if winner in (0, 1):
            state.rounds_won[winner] += 1
        state.history.append(
            {
                "round": state.round_no,
                "winner": winner,
                "stones": [self.stones_of(state, 0), self.stones_of(state, 1)],
                "points": gained,
            }
        )
        state.pending = []
        state.phase = OVER if state.round_no >= state.rounds else ROUND_OVER

    def _next_turn(self, state: SchottenState) -> None:
        state.passes_in_row = state.passes_in_row + 1 if state.passed else 0
        state.passed = False
        if state.passes_in_row >= 2:
            self._resolve_stall(state)
            if state.phase in (OVER, ROUND_OVER):
                return
        state.current = 1 - state.current
        state.phase = PLAY

    def _resolve_stall(self, state: SchottenState) -> None:
        """Neither player can play any more (data choice ``stalled_round``)."""
        for stone in range(self.cs.stones):
            if state.claimed[stone] >= 0:
                continue
            for seat in (state.current, 1 - state.current):
                theirs = self.side_value(state, 1 - seat, stone)
                if theirs is not None and self.claim_problem(state, seat, stone) is None:
                    self._claim(state, seat, stone)
                    break
            if state.phase in (OVER, ROUND_OVER):
                return
        counts = [self.stones_of(state, 0), self.stones_of(state, 1)]
        if counts[0] != counts[1]:
            self._end_round(state, 0 if counts[0] > counts[1] else 1)
        else:
            self._end_round(state, DRAWN_ROUND)

    # -- information ---------------------------------------------------------------
    def view(self, state: SchottenState, seat: int) -> SchottenState:
        v = state.clone()
        other = 1 - seat
        v.hands[other] = [self._hidden(c) for c in state.hands[other]]
        for deck in (CLAN, TACTIC):
            v.pools[deck] = [self._hidden(c) for c in state.pools[deck]]
            v.bottoms[deck] = [(c if giver == seat else self._hidden(c), giver) for c, giver in state.bottoms[deck]]
        return v

    def _hidden(self, card: int) -> int:
        if card < 0:
            return card
        return HIDDEN_CLAN if card in self._piece else HIDDEN_TACTIC

    def determinize(self, view: SchottenState, seat: int, rng: Rng) -> SchottenState:
        state = view.clone()
        known = set(state.discard)
        for side in state.sides:
            for cards_ in side:
                known.update(cards_)
        for cards_ in state.modes:
            known.update(cards_)
        known.update(c for c in state.hands[seat] if c >= 0)
        for deck in (CLAN, TACTIC):
            known.update(c for c, _ in state.bottoms[deck] if c >= 0)
        unknown_clan = [c for c in self.cs.all_clan() if c not in known]
        unknown_tactic = [c for c in self.cs.all_tactics() if c not in known] if state.tactical else []
        rng.shuffle(unknown_clan)
        rng.shuffle(unknown_tactic)

        def fill(card: int) -> int:
            if card == HIDDEN_CLAN:
                return unknown_clan.pop()
            if card == HIDDEN_TACTIC:
                return unknown_tactic.pop()
            return card

        for s in (0, 1):
            state.hands[s] = [fill(c) for c in state.hands[s]]
        for deck in (CLAN, TACTIC):
            state.bottoms[deck] = [(fill(c), g) for c, g in state.bottoms[deck]]
            state.pools[deck] = [fill(c) for c in state.pools[deck]]
        return state

    # -- end ---------------------------------------------------------------------
    def scores(self, state: SchottenState) -> list[float]:
        if state.rounds > 1:
            return [float(p) for p in state.points]
        return [float(self.stones_of(state, s)) for s in (0, 1)]

    def ranking(self, state: SchottenState) -> list[int]:
        if state.rounds == 1:
            if state.winner in (0, 1):
                return [0 if s == state.winner else 1 for s in (0, 1)]
            return [0, 0]
        return ranking_from_keys([(state.points[s], state.rounds_won[s]) for s in (0, 1)])

    def progress(self, state: SchottenState) -> Msg:
        stones = f"{self.stones_of(state, 0)}–{self.stones_of(state, 1)}"
        if state.rounds > 1:
            return Msg(
                "schotten.progress.match",
                round=state.round_no,
                rounds=state.rounds,
                stones=stones,
                points=f"{state.points[0]}–{state.points[1]}",
            )
        return Msg("schotten.progress.single", stones=stones)

    # -- words ---------------------------------------------------------------------
    def card_name(self, card: int) -> Msg:
        if card in self._piece:
            colour, strength = self._piece[card]
            return Msg(
                "schotten.card.clan", colour=Msg(f"schotten.colour.{self.cs.colours[colour]}"), strength=strength
            )
        if card == HIDDEN_CLAN:
            return Msg("schotten.card.hidden_clan")
        if card == HIDDEN_TACTIC:
            return Msg("schotten.card.hidden_tactic")
        return Msg(f"schotten.tactic.{self.cs.tactic(card).id}.name")

    def describe(self, state: SchottenState, action: Action, seat: int | None) -> Msg | None:
        if seat is None or seat == CHANCE:
            if isinstance(action, FirstPlayer):
                return Msg("schotten.log.first", player=seat_msg(action.seat))
            return None
        who = seat_msg(seat)
        if isinstance(action, Play):
            name = self.card_name(action.card)
            if action.stone == NO_STONE:
                return Msg("schotten.log.play_ruse", player=who, card=name)
            return Msg("schotten.log.play", player=who, card=name, stone=action.stone + 1)
        if isinstance(action, Pass):
            return Msg("schotten.log.pass", player=who)
        if isinstance(action, Claim):
            mine = self.side_value(state, seat, action.stone)
            theirs = self.side_value(state, 1 - seat, action.stone)
            against = self.value_label(theirs) if theirs else Msg("schotten.log.proof")
            return Msg(
                "schotten.log.claim",
                player=who,
                stone=action.stone + 1,
                mine=self.value_label(mine) if mine else "",
                theirs=against,
            )
        if isinstance(action, Draw):
            return Msg("schotten.log.draw", player=who, deck=Msg(f"schotten.deck.{action.deck}"))
        if isinstance(action, EndTurn):
            return Msg("schotten.log.end", player=who)
        if isinstance(action, Pick):
            effect = self._effect[state.ruse]
            if effect == "discard_opponent":
                return Msg("schotten.log.banshee", player=who, card=self.card_name(action.card), stone=action.stone + 1)
            return Msg("schotten.log.pick", player=who, card=self.card_name(action.card), stone=action.stone + 1)
        if isinstance(action, Place):
            if action.stone == DISCARD:
                return Msg("schotten.log.discard", player=who)
            return Msg("schotten.log.place", player=who, stone=action.stone + 1)
        if isinstance(action, RecruitDraw):
            return Msg("schotten.log.draw", player=who, deck=Msg(f"schotten.deck.{action.deck}"))
        if isinstance(action, GiveBack):
            deck = CLAN if action.card in self._piece else TACTIC
            return Msg("schotten.log.give_back", player=who, deck=Msg(f"schotten.deck.{deck}"))
        if isinstance(action, NextRound):
            return Msg("schotten.log.next_round", round=state.round_no + 1)
        return None

    def prompt(self, state: SchottenState) -> Msg:
        phase = state.phase
        if phase == PLAY:
            return Msg("schotten.prompt.play_expert" if state.expert else "schotten.prompt.play")
        if phase == END:
            if state.expert:
                return Msg("schotten.prompt.end_expert")
            return Msg("schotten.prompt.end")
        if phase in (PICK, PLACE):
            return Msg(f"schotten.prompt.{phase}_{self.cs.tactic(state.ruse).id}")
        if phase == RECRUIT:
            return Msg("schotten.prompt.recruit", left=state.recruit_left)
        if phase == GIVE_BACK:
            return Msg("schotten.prompt.give_back", left=state.give_back_left)
        if phase == ROUND_OVER:
            return Msg("schotten.prompt.round_over")
        return Msg("core.prompt.wait")

    def state_from_json(self, data: dict[str, Any]) -> SchottenState:
        return SchottenState.from_json(data)


RULES = SchottenRules
