"""Which moves are legal (listed without words) and why one is not (words only when asked).
``Legality``, held by ``SchottenRules``, owns the move objects it lists; it asks the ``Board``
about cards and stones, the ``Claims`` which stones may be claimed, and the ``Words`` why not."""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rules import CHANCE, Action
from game.games.schotten.rules.actions import (
    Claim,
    Draw,
    EndTurn,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
)
from game.games.schotten.rules.board import Board, is_int
from game.games.schotten.rules.claims import Claims
from game.games.schotten.rules.state import (
    CLAN,
    DISCARD,
    END,
    GIVE_BACK,
    NO_STONE,
    PICK,
    PLACE,
    PLAY,
    RECRUIT,
    ROUND_OVER,
    TACTIC,
    SchottenState,
)
from game.games.schotten.rules.words import Words


class Legality:
    """``legal_actions`` and ``why_illegal``."""

    def __init__(self, board: Board, claims: Claims, words: Words):
        self.board, self.claims, self.words = board, claims, words
        self.cs = cs = board.cs
        # the board's tables, read in the inner loops
        self._piece, self._effect, self._jokers = board.pieces, board.effects, board.jokers
        self._all_cards = board.all_cards
        self._to_move, self._open_stones, self._has_room = board.to_move, board.open_stones, board.has_room
        self._claimable = claims.claimable
        # Actions are frozen: one object per possible move, shared by every list of moves.
        stones = range(NO_STONE, cs.stones)
        self._play_at = {(c, s): Play(c, s) for c in self._all_cards for s in stones}
        self._plays_of = {c: [self._play_at[c, s] for s in range(cs.stones)] for c in self._all_cards}
        self._claim_at = [Claim(s) for s in range(cs.stones)]
        self._draw = {d: Draw(d) for d in (CLAN, TACTIC)}

    def legal_actions(self, state: SchottenState) -> list[Action]:
        seat = self._to_move(state)
        if seat is None or seat == CHANCE:
            return []
        phase = state.phase
        if phase == ROUND_OVER:
            return [NextRound()]
        if phase == PLAY:
            actions: list[Action] = []
            if state.expert:
                actions += [self._claim_at[s] for s in self._claimable(state, seat)]
            open_stones = self._open_stones(state, seat)
            actions += self._plays(state, seat, open_stones)
            if self._may_pass(state, seat, open_stones):
                actions.append(Pass())
            return actions
        if phase == END:
            actions = [] if state.expert else [self._claim_at[s] for s in self._claimable(state, seat)]
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
        if len(state.hands[seat]) >= self.board.hand_limit(state):
            return []
        return [d for d in ((CLAN, TACTIC) if state.tactical else (CLAN,)) if state.deck_size(d) > 0]

    def _end_actions(self, state: SchottenState, seat: int) -> list[Action]:
        decks = self._draw_decks(state, seat)
        return [self._draw[d] for d in decks] if decks else [EndTurn()]

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
        if effect == "steal" and not any(self._has_room(state, seat, s) for s in range(self.cs.stones)):
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
        seat = self._to_move(state)
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
            if not is_int(action.card) or action.card not in state.hands[seat]:
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
        return self.words.claim_problem(state, seat, stone)

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
        if not is_int(stone) or not 0 <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if not is_int(card) or card not in self._all_cards:
            return Msg("schotten.why.no_such_card")
        if (stone, card) in self._ruse_targets(state, seat):
            return None
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        return Msg("schotten.why.bad_target")

    def _why_not_place(self, state: SchottenState, seat: int, stone: Any) -> Msg | None:
        if state.phase != PLACE:
            return Msg("schotten.why.not_now")
        if not is_int(stone) or not DISCARD <= stone < self.cs.stones:
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
        if not is_int(card) or card not in self._all_cards:
            return Msg("schotten.why.no_such_card")
        if card not in state.hands[seat]:
            return Msg("schotten.why.not_in_hand")
        if not is_int(stone) or not NO_STONE <= stone < self.cs.stones:
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
                return Msg("schotten.why.needs_stone")
            if state.claimed[stone] >= 0:
                return Msg("schotten.why.already_claimed", stone=stone + 1)
            return None if card not in state.modes[stone] else Msg("schotten.why.bad_target")
        if stone != NO_STONE:
            return Msg("schotten.why.ruse_no_stone")
        return None if self._tactic_playable(state, seat, card) else Msg("schotten.why.no_target")

    def _why_not_at(self, state: SchottenState, seat: int, stone: int) -> Msg | None:
        """A card put on ``seat``'s side of ``stone`` (NO_STONE: on the discard pile, where only a
        ruse goes)."""
        if stone == NO_STONE:
            return Msg("schotten.why.needs_stone")
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        return None if self._has_room(state, seat, stone) else Msg("schotten.why.full", stone=stone + 1)
