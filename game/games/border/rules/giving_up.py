"""What The Border's Done throws away that could still be used (``Rules.giving_up``), counted
from the legal actions: a mixin of the rules, as the screen asks once before it."""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rules import Action, GivingUp
from game.games.border.rules.actions import Complete, Cross, Done, Roll
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, BorderState


class GivingUpDice:
    """Done in Action 1 with a segment still completable or a roll left, or in Action 2 with
    an offered die that could still cross a space (mixed into ``BorderRules``)."""

    # the rules' own parts this reads (BorderRules has them)
    bs: Any
    dice_bits: tuple
    legal_actions: Any
    free_dice: Any
    board_of: Any

    def giving_up(self, state: BorderState, action: Action) -> GivingUp | None:
        if not isinstance(action, Done):
            return None
        legal = self.legal_actions(state)
        free = self.free_dice(state).bit_count()
        if state.phase in (KEEP, CROSS):
            completes = sum(isinstance(a, Complete) for a in legal)
            if completes:
                what = Msg("border.give_up.segments", count=completes)
            elif Roll() in legal:
                what = Msg("border.give_up.rolls", count=self.bs.rolls - state.rolls)
            else:
                return None
            detail = Msg("border.give_up.active_none" if free == 5 else "border.give_up.active_detail", count=free)
            return GivingUp(what, detail, Msg("border.give_up.anyway"))
        if state.phase == PASSIVE:
            usable = self.usable_offered_dice(state, legal)
            if usable:
                return GivingUp(
                    Msg("border.give_up.cross", count=usable),
                    Msg("border.give_up.passive_detail"),
                    Msg("border.give_up.anyway"),
                )
        return None

    def usable_offered_dice(self, state: BorderState, legal: list[Action]) -> int:
        """The offered dice a legal Cross could still use (one die if only one may be taken)."""
        board = self.board_of(state, state.current)
        colours = {board.colour_of[a.space] for a in legal if isinstance(a, Cross)}
        dice = [d for d in self.dice_bits[self.free_dice(state)] if state.dice[d] in colours]
        return min(len(dice), 1) if state.pick_one else len(dice)
