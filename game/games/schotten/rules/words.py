"""Schotten Totten in words: card names, formations, why a claim is refused, the log and the
prompts.  ``Words``, held by ``SchottenRules``, asks the ``Board`` about cards and the
``Claims`` about formations; it builds words only when asked."""

from __future__ import annotations

from game.core.i18n import Msg, seat_msg
from game.core.rules import CHANCE, Action, GivingUp
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules.actions import (
    Claim,
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
from game.games.schotten.rules.board import Board, is_int
from game.games.schotten.rules.claims import CLAIM_INCOMPLETE, CLAIM_OK, CLAIM_WEAKER, Claims
from game.games.schotten.rules.formations import Pool, Value, formation_key
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


class Words:
    """Everything a person reads."""

    def __init__(self, board: Board, claims: Claims):
        self.board = board
        self.claims = claims
        self.cs = board.cs

    def giving_up(self, state: SchottenState, action: Action) -> GivingUp | None:
        """Ending the turn (a draw, or End turn) with stones that could be claimed now: they wait
        for the next turn, and the other player may end the game first."""
        if state.phase != END or not isinstance(action, (Draw, EndTurn)):
            return None
        # the claims among the legal moves (in the expert variant, only before the card)
        claims = 0 if state.expert else len(self.claims.claimable(state, state.current))
        if not claims:
            return None
        return GivingUp(
            Msg("schotten.give_up.claims", count=claims),
            Msg("schotten.give_up.claims_detail"),
            Msg("schotten.give_up.claims_yes"),
        )

    def progress(self, state: SchottenState) -> Msg:
        """The save's line (Continue, Load): the variant, then the stones, or the round and the
        points of a match, so that two games of different variants are told apart."""
        stones = f"{self.board.stones_of(state, 0)}–{self.board.stones_of(state, 1)}"
        variant = "_".join(v for v, on in (("tactical", state.tactical), ("expert", state.expert)) if on) or "base"
        if state.rounds > 1:
            return Msg(
                f"schotten.progress.{variant}.match",
                round=state.round_no,
                rounds=state.rounds,
                stones=stones,
                points=f"{state.points[0]}–{state.points[1]}",
            )
        return Msg(f"schotten.progress.{variant}.single", stones=stones)

    @staticmethod
    def value_label(value: Value, size: int = 3) -> Msg:
        """A formation of ``size`` cards in words ("Three of a kind · 21")."""
        rank, total = value
        return Msg("schotten.formation.label", name=Msg(f"schotten.formation.{formation_key(rank, size)}"), total=total)

    def claim_problem(self, state: SchottenState, seat: int, stone: int, pool: Pool | None = None) -> Msg | None:
        """None when ``seat`` may claim ``stone`` now, else why not."""
        if not is_int(stone) or not 0 <= stone < self.cs.stones:
            return Msg("schotten.why.no_such_stone")
        if state.claimed[stone] >= 0:
            return Msg("schotten.why.already_claimed", stone=stone + 1)
        verdict, mine, theirs = self.claims.verdict(state, seat, stone, pool)
        if verdict == CLAIM_OK:
            return None
        size = self.board.capacity(state, stone)
        if verdict == CLAIM_INCOMPLETE:
            return Msg("schotten.why.incomplete", need=size)
        if verdict == CLAIM_WEAKER:
            return Msg("schotten.why.weaker", mine=self.value_label(mine, size), theirs=self.value_label(theirs, size))
        best = self.value_label(theirs, size)
        example = self.claims.threat_example(state, seat, stone, theirs)
        if example:
            cards = self.card_list(example)
            return Msg("schotten.why.not_proven_by", best=best, cards=cards, count=len(example))
        missing = size - len(state.sides[1 - seat][stone])
        elites = self.claims.threat_elites(state, seat, stone, mine) if state.tactical and 1 <= missing <= 2 else []
        if elites:  # no clan cards give it: an elite troop not seen yet would (only those named)
            return Msg("schotten.why.not_proven_elite", best=best, troops=self.card_list(elites, "schotten.why.or"))
        return Msg("schotten.why.not_proven", best=best)

    # -- words ---------------------------------------------------------------------
    def card_list(self, cards, last: str = "schotten.hint.and") -> Msg:
        """ "red 7", "red 7 and red 9", "red 7, red 8 and red 9" (``last``: the words' key that
        joins the last two, "and" or "or")."""
        names = [self.card_name(c) for c in cards]
        out = names[-1]
        for i, name in enumerate(reversed(names[:-1])):
            out = Msg(last if i == 0 else "schotten.hint.comma", first=name, rest=out)
        return out

    def card_name(self, card: int) -> Msg:
        piece = self.board.pieces.get(card)
        if piece is not None:
            colour, strength = piece
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
            mine = self.claims.side_value(state, seat, action.stone)
            theirs = self.claims.side_value(state, 1 - seat, action.stone)
            size = self.board.capacity(state, action.stone)
            against = self.value_label(theirs, size) if theirs else Msg("schotten.log.proof")
            return Msg(
                "schotten.log.claim",
                player=who,
                stone=action.stone + 1,
                mine=self.value_label(mine, size) if mine else "",
                theirs=against,
            )
        if isinstance(action, Draw):
            return Msg("schotten.log.draw", player=who, deck=Msg(f"schotten.deck.{action.deck}"))
        if isinstance(action, EndTurn):
            return Msg("schotten.log.end", player=who)
        if isinstance(action, Pick):
            effect = self.board.effects[state.ruse]
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
            deck = CLAN if action.card in self.board.pieces else TACTIC
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
