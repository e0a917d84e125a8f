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

from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, IllegalAction, OptionSpec, Rules, ranking_from_keys
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC, CardSet, cards
from game.games.schotten.rules.actions import (
    Claim,
    Deal,
    Draw,
    EndTurn,
    FirstPlayer,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
)
from game.games.schotten.rules.claims import Claims
from game.games.schotten.rules.formations import Pool, Value, best_assignment
from game.games.schotten.rules.legality import Legality
from game.games.schotten.rules.state import (
    CLAN,
    DEAL,
    DISCARD,
    DRAWN_ROUND,
    END,
    GIVE_BACK,
    NO_STONE,
    OVER,
    PICK,
    PLACE,
    PLAY,
    RECRUIT,
    ROUND_OVER,
    START,
    TACTIC,
    TURN,
    SchottenState,
)
from game.games.schotten.rules.words import Words

# ---------------------------------------------------------------------------
# Rules


class SchottenRules(Claims, Legality, Words, Rules):
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

    # -- public queries about cards (what bots, hints and views may ask) --------------
    def piece(self, card: int) -> tuple[int, int] | None:
        """A clan card's ``(colour, strength)``; None for a tactic card or a hidden one."""
        return self._piece.get(card)

    def is_clan(self, card: int) -> bool:
        return card in self._piece

    def clan_card(self, colour: int, strength: int) -> int | None:
        """The clan card of that colour and strength (None if there is none)."""
        return self._card_of.get((colour, strength))

    def clan_cards(self) -> tuple[int, ...]:
        """Every clan card, in order."""
        return self._clan_order

    def effect(self, card: int) -> str | None:
        """A tactic card's effect (``components.EFFECTS``); None for a clan card."""
        return self._effect.get(card)

    def wild_strengths(self, card: int) -> tuple[int, ...] | None:
        """The strengths an elite troop (Joker, Spy, Shield Bearer) may take; None for others."""
        return self._wild.get(card)

    def wild_cards(self) -> tuple[int, ...]:
        """The elite troops (wild cards), in order."""
        return tuple(sorted(self._wild))

    def is_joker(self, card: int) -> bool:
        return card in self._jokers

    def seen_cards(self, state: SchottenState) -> set[int]:
        """The cards on the table (both sides) and in the discard pile: public to both seats."""
        return self._seen(state)

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
        return self.win_way(state, seat) is not None

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
                # how it was won: three adjacent stones, five stones, or more stones when stalled
                "how": (self.win_way(state, winner) or ("stall", []))[0] if winner in (0, 1) else "drawn",
                "run": (self.win_way(state, winner) or ("stall", []))[1] if winner in (0, 1) else [],
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
    def milestone(self, before: SchottenState, action: Action, after: SchottenState) -> bool:
        """A stone claimed, a round or the game ended."""
        claimed = sum(1 for c in after.claimed if c >= 0) > sum(1 for c in before.claimed if c >= 0)
        return claimed or len(after.history) > len(before.history) or self.to_move(after) is None

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

    def state_from_json(self, data: dict[str, Any]) -> SchottenState:
        return SchottenState.from_json(data)
