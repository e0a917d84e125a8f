"""Why a suggested move is good, in words (see game/scenes/hint.py), from the person's view only.

Every move the hint can suggest gets a line:

* a crossing that completes an area (the log line already gives its points): being first
  (what the others can still score for it), else the touched area it brings closest, else how
  many areas that makes of those that end the game;
* any other crossing or completed segment: the touched area it brings closest to completion and
  what that area is worth now, else the spaces it opens to later crossings;
* setting a die aside: how many of a segment's dice are kept (or that they are enough); taking
  one back; rolling again: that nothing can be completed yet, or the dice set aside;
* ending the action: nothing left to do with the dice, or that what is left completes no area.
"""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import PASSIVE, ROLL

COACH_THRESHOLD = 3.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this far
below its own choice, in points ahead of the best-placed opponent (``HardBot.appraise``,
bot/appraise.py).  ``python -m game.tools.coach --game border --games 4 --seats 3`` (seed 1): it
speaks after 1.7 % of Easy's 594 decisions with a choice and 0.5 % of Hard's own 646 (at 2: 2.5 %
and 0.6 %; at 4: 0.8 % and 0.3 %); an appraisal takes 0.008 s CPU at p50, 0.039 s at p95.  (Before
Hard appraised, the generic ``bots.ChoiceAppraiser`` stood in: 10 games, 1.9 % and 0.1 %.)"""


def words(rules: BorderRules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe: setting dice aside, rolling, ending the action."""
    if isinstance(action, Keep):
        key = "border.hint.keep" if action.keep else "border.hint.unkeep"
        return Msg(key, colour=rules.colour_name(view.dice[action.die]))
    if isinstance(action, Roll):
        return Msg("border.hint.roll")
    if isinstance(action, Done):
        return Msg("border.hint.done")
    return None


def why(rules: BorderRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Keep):
        return _collect(rules, view, action, seat) if action.keep else Msg("border.hint.reroll_die")
    if isinstance(action, Roll):
        return _roll(rules, view, seat)
    if isinstance(action, Done):
        return _done(rules, view, seat)
    if not isinstance(action, (Complete, Cross)):
        return None
    state = after(rules, view, action)
    if state is None:
        return None
    touched = _touched(rules, view, action, seat)
    done = state.completed[seat] & ~view.completed[seat]
    if done:  # the log line names the area and its points: say something else
        area = (done & -done).bit_length() - 1
        if not rules.first_taken(view, area):
            return Msg("border.hint.first", later=rules.later_value[area])
        closer = _closer(rules, view, state, seat, touched)
        if closer is not None:
            return Msg("border.hint.and_closer", closer=closer)
        return Msg("border.hint.areas_done", done=rules.areas_done(state, seat), end=rules.bs.end_areas)
    closer = _closer(rules, view, state, seat, touched)
    if closer is not None:
        return closer
    opened = (state.reach[seat] & ~view.reach[seat]).bit_count()
    return Msg("border.hint.reach", count=opened) if opened else None


def _touched(rules: BorderRules, view: Any, action: Action, seat: int) -> int:
    """Mask of the areas the action's crossed spaces border."""
    if isinstance(action, Cross):
        return rules.space_areas[action.space]
    return rules.tables_of(view, seat).seg_areas[action.segment]


def _closer(rules: BorderRules, view: Any, state: Any, seat: int, areas: int) -> Msg | None:
    """The touched area still open left with the fewest open spaces, and its value now."""
    best = None
    areas &= ~state.completed[seat]
    while areas:
        low = areas & -areas
        areas ^= low
        area = low.bit_length() - 1
        left = rules.area_left(state, seat, area)
        if best is None or left < best[0]:
            best = (left, area)
    if best is None:
        return None
    left, area = best
    return Msg("border.hint.closer", area=rules.area_name(area), left=left, points=rules.open_value(view, area))


def _collect(rules: BorderRules, view: Any, action: Keep, seat: int) -> Msg | None:
    """Setting a die aside: the segment of its colour the kept dice are gathering for (the
    shortest open one that needs at least as many dice as are kept)."""
    colour = view.dice[action.die]
    kept = sum(1 for d in rules.dice_bits[view.aside | 1 << action.die] if view.dice[d] == colour)
    segments = rules.tables_of(view, seat).colour_segs[colour]
    needs = sorted(n for n in (rules.segment_need(view, seat, seg) for seg, _mask in segments) if n > 0)
    if not needs:
        return None
    aside = (view.aside | 1 << action.die).bit_count()
    if aside == rules.bs.dice:  # every die kept: no more rolling, the dice are used as they lie
        return Msg("border.hint.keep_roll") if rules.completable(view) else None
    need = next((n for n in needs if n >= kept and n - kept <= rules.bs.dice - aside), None)
    if need is None or need == kept:
        return Msg("border.hint.collected", colour=rules.colour_name(colour), need=need or needs[-1])
    return Msg("border.hint.collect", colour=rules.colour_name(colour), kept=kept, need=need)


def _roll(rules: BorderRules, view: Any, seat: int) -> Msg:
    if view.phase == ROLL:
        return Msg("border.hint.roll_start", dice=rules.bs.dice)
    if not rules.completable(view):
        return Msg("border.hint.roll_nothing")
    aside = view.aside.bit_count()
    if aside:
        return Msg("border.hint.roll_aside", kept=aside, left=rules.bs.rolls - view.rolls)
    return Msg("border.hint.roll_better", left=rules.bs.rolls - view.rolls)


def _done(rules: BorderRules, view: Any, seat: int) -> Msg | None:
    if view.phase == PASSIVE:
        if not rules.crossable_mask(view):
            return Msg("border.hint.nothing_fits")
        return None  # a cross is left: passing it by has no good reason to give
    left = rules.completable(view)
    if not left:
        return Msg("border.hint.nothing_completes")
    for seg in left:
        state = after(rules, view, rules.complete_actions[seg])
        if state is not None and state.completed[seat] != view.completed[seat]:
            return None  # an area could still be completed: no good reason to stop
    return Msg("border.hint.no_area_left")
