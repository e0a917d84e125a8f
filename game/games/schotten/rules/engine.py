"""Schotten Totten: base game, tactical variant, expert variant, multi-round match.

A turn is a short sequence of atomic decisions:

* ``play``  — Play a card (clan, elite troop, combat mode, or a ruse) or Pass when no card
  can be played; in the expert variant claims happen here, before the card;
* ``pick``/``place``  — a ruse's target (Strategist, Banshee, Traitor);
* ``recruit``/``give_back`` — the Recruiter's three draws and two cards given back;
* ``end``   — claim stones (not in the expert variant), then Draw (choosing the deck in
  the tactical variant) or End the turn when no card is to be drawn.

Every card drawn is a chance action (``Deal``), so undo never lets anyone peek.

``SchottenRules`` holds its parts: the ``board`` (the cards' data and the questions about a
position), ``claims`` (formation values and proofs), ``words`` (what a person reads) and
``legality`` (legal moves and why not); each is given only the parts it asks.  The engine itself
sets up, deals and applies the moves; its public queries (what bots, hints and views may ask)
are answered by the parts.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import Action, GivingUp, IllegalAction, OptionSpec, Rules, ranking_from_keys
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
from game.games.schotten.rules.board import Board
from game.games.schotten.rules.claims import CLAIM_OK, Claims
from game.games.schotten.rules.formations import Pool, Value, best_assignment
from game.games.schotten.rules.legality import Legality
from game.games.schotten.rules.state import (
    CLAN,
    DEAL,
    DISCARD,
    DRAWN_ROUND,
    END,
    GIVE_BACK,
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


class SchottenRules(Rules):
    name = "schotten"
    min_seats = 2
    max_seats = 2
    hidden_information = True

    def __init__(self, card_set: CardSet | None = None):
        self.cs = card_set or cards()
        self.board = board = Board(self.cs)
        self.claims = Claims(board)
        self.words = Words(board, self.claims)
        self.legality = Legality(board, self.claims, self.words)
        self._piece, self._effect, self._wild, self._jokers = board.pieces, board.effects, board.wilds, board.jokers
        self._capacity, self._sum_only = board.capacity, board.sum_only
        self._do_by_type = {
            NextRound: self._next_round,
            Claim: self._do_claim,
            Play: self._play,
            Pass: self._pass,
            Pick: self._pick,
            Place: self._place,
            RecruitDraw: self._recruit_draw,
            GiveBack: self._give_back,
            Draw: self._draw,
            EndTurn: self._end_turn,
        }
        """What each player action does (``apply_unchecked``)."""
        # The play loop's three questions go straight to the part that answers them (the methods
        # below say the same; this saves a call per question in every playout and search).
        self.to_move = board.to_move
        self.legal_actions = self.legality.legal_actions
        self.why_illegal = self.legality.why_illegal

    # -- public queries about cards (what bots, hints and views may ask) --------------
    def piece(self, card: int) -> tuple[int, int] | None:
        """A clan card's ``(colour, strength)``; None for a tactic card or a hidden one."""
        return self.board.piece(card)

    def is_clan(self, card: int) -> bool:
        return self.board.is_clan(card)

    def clan_card(self, colour: int, strength: int) -> int | None:
        """The clan card of that colour and strength (None if there is none)."""
        return self.board.clan_card(colour, strength)

    def clan_cards(self) -> tuple[int, ...]:
        """Every clan card, in order."""
        return self.board.clan_order

    def effect(self, card: int) -> str | None:
        """A tactic card's effect (``components.EFFECTS``); None for a clan card."""
        return self.board.effect(card)

    def wild_strengths(self, card: int) -> tuple[int, ...] | None:
        """The strengths an elite troop (Joker, Spy, Shield Bearer) may take; None for others."""
        return self.board.wild_strengths(card)

    def wild_cards(self) -> tuple[int, ...]:
        """The elite troops (wild cards), in order."""
        return self.board.wild_cards()

    def is_joker(self, card: int) -> bool:
        return self.board.is_joker(card)

    def split(self, cards_: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, ...]]]:
        """Cards as formations see them: the clan cards' pieces and the elite troops' strengths."""
        return self.board.split(cards_)

    def seen_cards(self, state: SchottenState) -> set[int]:
        """The cards on the table (both sides) and in the discard pile: public to both seats."""
        return self.board.seen(state)

    # -- public queries about a position -------------------------------------------
    def hand_limit(self, state: SchottenState) -> int:
        return self.board.hand_limit(state)

    def capacity(self, state: SchottenState, stone: int) -> int:
        return self.board.capacity(state, stone)

    def sum_only(self, state: SchottenState, stone: int) -> bool:
        return self.board.sum_only(state, stone)

    def has_room(self, state: SchottenState, seat: int, stone: int) -> bool:
        return self.board.has_room(state, seat, stone)

    def stones_of(self, state: SchottenState, seat: int) -> int:
        return self.board.stones_of(state, seat)

    def win_way(self, state: SchottenState, seat: int) -> tuple[str, list[int]] | None:
        """How ``seat``'s claimed stones win the round: ("adjacent", the run of stones, numbered
        from 1) or ("total", every stone it holds); None when they do not."""
        return self.board.win_way(state, seat)

    def side_value(self, state: SchottenState, seat: int, stone: int) -> Value | None:
        """Value of a complete side (owner's best choice for wild cards), None if incomplete."""
        return self.claims.side_value(state, seat, stone)

    def proof_pool(self, state: SchottenState, opponent: int, seen: set[int] | None = None) -> Pool:
        """What ``opponent`` might still add to an incomplete side (``Claims.proof_pool``)."""
        return self.claims.proof_pool(state, opponent, seen)

    def claimable(self, state: SchottenState, seat: int) -> list[int]:
        """The stones ``seat`` may claim now."""
        return self.claims.claimable(state, seat)

    def threat_example(self, state: SchottenState, seat: int, stone: int, best: Value) -> tuple[int, ...] | None:
        """Unseen clan cards that would give the other side ``best`` (``Claims.threat_example``)."""
        return self.claims.threat_example(state, seat, stone, best)

    def claim_problem(self, state: SchottenState, seat: int, stone: int, pool: Pool | None = None) -> Msg | None:
        """None when ``seat`` may claim ``stone`` now, else why not."""
        return self.words.claim_problem(state, seat, stone, pool)

    # -- public queries in words ---------------------------------------------------
    def card_name(self, card: int) -> Msg:
        return self.words.card_name(card)

    def card_list(self, cards, last: str = "schotten.hint.and") -> Msg:
        return self.words.card_list(cards, last)

    def value_label(self, value: Value, size: int = 3) -> Msg:
        return self.words.value_label(value, size)

    def side_label(self, state: SchottenState, seat: int, stone: int) -> Msg:
        """The complete side of ``seat`` at ``stone`` in words, as many cards as it holds."""
        return self.words.value_label(self.side_value(state, seat, stone), self.capacity(state, stone))

    def describe(self, state: SchottenState, action: Action, seat: int | None) -> Msg | None:
        return self.words.describe(state, action, seat)

    def prompt(self, state: SchottenState) -> Msg:
        return self.words.prompt(state)

    def progress(self, state: SchottenState) -> Msg:
        return self.words.progress(state)

    def giving_up(self, state: SchottenState, action: Action) -> GivingUp | None:
        return self.words.giving_up(state, action)

    # -- what may be done ------------------------------------------------------------
    def legal_actions(self, state: SchottenState) -> list[Action]:
        return self.legality.legal_actions(state)

    def why_illegal(self, state: SchottenState, action: Action) -> Msg | None:
        return self.legality.why_illegal(state, action)

    # -- setup ------------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("tactical", "bool", False, "schotten.option.tactical", help="schotten.option.tactical_help"),
            OptionSpec("expert", "bool", False, "schotten.option.expert", help="schotten.option.expert_help"),
            OptionSpec("rounds", "int", 1, "schotten.option.rounds", lo=1, hi=9),
            OptionSpec(
                "first", "choice", "seat1", "schotten.option.first", choices=("seat1", "seat2", "random"), variant=False
            ),
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
        size = self.board.hand_limit(state)
        first = state.starter
        state.pending = [(seat, CLAN) for _ in range(size) for seat in (first, 1 - first)]
        state.current = first
        state.after_deal = START

    # -- whose turn ----------------------------------------------------------------
    def to_move(self, state: SchottenState) -> int | None:
        return self.board.to_move(state)

    def sample_chance(self, state: SchottenState, rng: Rng) -> Action:
        if state.need_first:
            return FirstPlayer(rng.randrange(2))
        _, deck = state.pending[0]
        pool = state.pools[deck]
        if pool:
            return Deal(pool[rng.randrange(len(pool))])
        return Deal(state.bottoms[deck][0][0])

    # -- applying -----------------------------------------------------------------
    def refresh_done(self, state: SchottenState, stone: int) -> None:
        """Mark which sides of ``stone`` are complete, and since when (the earlier one wins a
        tie): after every card put on or taken off a side, or a mode played; a table built by
        hand calls it too."""
        size = self._capacity(state, stone)
        for seat in (0, 1):
            full = len(state.sides[seat][stone]) >= size
            if full and state.done_at[seat][stone] < 0:
                state.done_at[seat][stone] = state.tick
            elif not full:
                state.done_at[seat][stone] = -1

    def apply_unchecked(self, state: SchottenState, action: Action) -> None:
        if action.chance:
            self._apply_chance(state, action)
        else:
            self._do_by_type[type(action)](state, state.current, action)

    def _next_round(self, state: SchottenState, seat: int, action: NextRound) -> None:
        state.round_no += 1
        if self.cs.choices.get("round_winner_starts_next", True) and state.winner in (0, 1):
            state.starter = state.winner
        else:
            state.starter = 1 - state.starter
        self._start_round(state)

    def _do_claim(self, state: SchottenState, seat: int, action: Claim) -> None:
        self._claim(state, seat, action.stone)

    def _pass(self, state: SchottenState, seat: int, action: Pass) -> None:
        state.passed = True
        state.phase = END

    def _recruit_draw(self, state: SchottenState, seat: int, action: RecruitDraw) -> None:
        state.pending = [(seat, action.deck)]
        state.after_deal = RECRUIT
        state.recruit_left -= 1

    def _draw(self, state: SchottenState, seat: int, action: Draw) -> None:
        state.pending = [(seat, action.deck)]
        state.after_deal = TURN
        state.phase = DEAL

    def _end_turn(self, state: SchottenState, seat: int, action: EndTurn) -> None:
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
                state.phase = RECRUIT if state.recruit_left > 0 and self.board.any_deck(state) else GIVE_BACK
                if state.phase == GIVE_BACK:
                    state.give_back_left = min(self.cs.tactic_by_id("recruiter").give_back, len(state.hands[seat]))
            elif state.after_deal == START:
                state.phase = PLAY
                state.current = state.starter
                state.passed = False
            else:
                self._next_turn(state)

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
            self.refresh_done(state, action.stone)
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
        self.refresh_done(state, stone)

    def _pick(self, state: SchottenState, seat: int, action: Pick) -> None:
        effect = self._effect[state.ruse]
        owner = seat if effect == "redeploy" else 1 - seat
        state.sides[owner][action.stone].remove(action.card)
        state.tick += 1
        self.refresh_done(state, action.stone)
        if effect == "discard_opponent":
            state.discard.append(action.card)
            self._finish_ruse(state)
        else:
            state.picked = (action.stone, action.card, owner)
            state.phase = PLACE

    def _place(self, state: SchottenState, seat: int, action: Place) -> None:
        assert state.picked is not None
        stone = action.stone
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

    def _give_back(self, state: SchottenState, seat: int, action: GiveBack) -> None:
        card = action.card
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
            clan, wilds = self.board.split(cards_)
            wild_cards = [c for c in cards_ if c in self._wild]
            if len(cards_) >= self._capacity(state, stone):
                value, choice = best_assignment(clan, wilds, self._sum_only(state, stone))
                for card, piece in zip(wild_cards, choice):
                    state.wild_choices[card] = piece
                record.append(list(value))
            else:
                record.append(None)
        state.decided[stone] = record
        if self._has_won(state, seat):
            self._end_round(state, seat)

    def _has_won(self, state: SchottenState, seat: int) -> bool:
        return self.board.win_way(state, seat) is not None

    def _end_round(self, state: SchottenState, winner: int) -> None:
        state.winner = winner
        gained = [0, 0]
        for seat in (0, 1):
            if seat == winner:
                gained[seat] = self.cs.points_winner
            else:
                gained[seat] = self.cs.points_per_stone * self.board.stones_of(state, seat)
            state.points[seat] += gained[seat]
        if winner in (0, 1):
            state.rounds_won[winner] += 1
        state.history.append(
            {
                "round": state.round_no,
                "winner": winner,
                "stones": [self.board.stones_of(state, 0), self.board.stones_of(state, 1)],
                "points": gained,
                # how it was won: three adjacent stones, five stones, or more stones when stalled
                "how": (self.board.win_way(state, winner) or ("stall", []))[0] if winner in (0, 1) else "drawn",
                "run": (self.board.win_way(state, winner) or ("stall", []))[1] if winner in (0, 1) else [],
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
                theirs = self.claims.side_value(state, 1 - seat, stone)
                if theirs is not None and self.claims.verdict(state, seat, stone)[0] == CLAIM_OK:
                    self._claim(state, seat, stone)
                    break
            if state.phase in (OVER, ROUND_OVER):
                return
        counts = [self.board.stones_of(state, 0), self.board.stones_of(state, 1)]
        if counts[0] != counts[1]:
            self._end_round(state, 0 if counts[0] > counts[1] else 1)
        else:
            self._end_round(state, DRAWN_ROUND)

    # -- information ---------------------------------------------------------------
    def view(self, state: SchottenState, seat: int) -> SchottenState:
        v = state.clone()
        other = 1 - seat
        hidden = self.board.hidden
        if state.phase not in (OVER, ROUND_OVER):  # once a round is over, both hands are laid open
            v.hands[other] = [hidden(c) for c in state.hands[other]]
        for deck in (CLAN, TACTIC):
            v.pools[deck] = [hidden(c) for c in state.pools[deck]]
            v.bottoms[deck] = [(c if giver == seat else hidden(c), giver) for c, giver in state.bottoms[deck]]
        return v

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
        return [float(self.board.stones_of(state, s)) for s in (0, 1)]

    def ranking(self, state: SchottenState) -> list[int]:
        if state.rounds == 1:
            if state.winner in (0, 1):
                return [0 if s == state.winner else 1 for s in (0, 1)]
            return [0, 0]
        return ranking_from_keys([(state.points[s], state.rounds_won[s]) for s in (0, 1)])

    def state_from_json(self, data: dict[str, Any]) -> SchottenState:
        return SchottenState.from_json(data)
