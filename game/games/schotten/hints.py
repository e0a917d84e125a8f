"""Why a suggested move is good, in words (see game/scenes/hint.py); from the person's view only.

Every move the hint can suggest gets a line:

* a claim: no card left can beat the formation, or it beats the other side's;
* a card that completes a side: the formation (and whether the stone can then be claimed);
* any other card played on a stone: thrown onto a stone already lost, or the formation it starts
  or builds towards and the cards it still needs (held, or not yet on the table), or the sum;
* a tactic card: what it does now (a wild card, a combat mode on this stone, each ruse);
* a ruse's target, drawing, giving back, ending the turn, passing.

"Still out" means not on the table, not discarded and not in your hand: only what the view shows
is read, so the line is the same whatever the other seat holds.
"""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
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
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import (
    COLOUR,
    COLOUR_RUN,
    RUN,
    SAME_STRENGTH,
    SUM,
    Pool,
    best_completion,
    formation_key,
)
from game.games.schotten.rules.state import CLAN, TACTIC


def why(rules: SchottenRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Claim):
        return _claim(rules, view, action, seat)
    if isinstance(action, Play):
        if rules.is_clan(action.card):
            return _clan_play(rules, view, seat, action.card, action.stone)
        return _tactic(rules, view, seat, action)
    if isinstance(action, Place):
        return _place(rules, view, seat, action)
    if isinstance(action, Pick):
        return _pick(rules, view, seat, action)
    if isinstance(action, (Draw, RecruitDraw)):
        return _draw(rules, view, seat, action.deck)
    if isinstance(action, GiveBack):
        return _give_back(rules, view, seat, action.card)
    if isinstance(action, EndTurn):
        full = view.deck_size(CLAN) + view.deck_size(TACTIC) > 0
        return Msg("schotten.hint.end_full" if full else "schotten.hint.end_empty")
    if isinstance(action, Pass):
        return Msg("schotten.hint.pass")
    if isinstance(action, NextRound):
        return Msg("schotten.hint.next_round")
    return None


def _claim(rules: SchottenRules, view: Any, action: Claim, seat: int) -> Msg:
    s = action.stone
    if len(view.sides[1 - seat][s]) < rules.capacity(view, s):
        return Msg("schotten.hint.claim_proof")
    return Msg("schotten.hint.claim_beats")


# -- a card on a stone -------------------------------------------------------------------------


def _clan_play(rules: SchottenRules, view: Any, seat: int, card: int, stone: int) -> Msg:
    """A clan card played (or placed) at ``stone``."""
    state = after(rules, view, Play(card, stone)) or _with_card(view, seat, card, stone)
    if rules.side_value(state, seat, stone) is not None:
        return _completes(rules, state, seat, stone)
    pool = _still_in_play(rules, state)
    if _lost(rules, state, seat, stone, pool):
        return Msg("schotten.hint.lost", formation=rules.side_label(state, 1 - seat, stone))
    started = not view.sides[seat][stone]
    return _aim(rules, state, seat, stone, pool, started) or Msg("schotten.hint.sum", strength=rules.piece(card)[1])


def _with_card(view: Any, seat: int, card: int, stone: int) -> Any:
    """A copy of the view with ``card`` added to ``seat``'s side at ``stone`` (a card being placed)."""
    state = view.clone()
    state.sides[seat][stone].append(card)
    return state


def _still_in_play(rules: SchottenRules, view: Any) -> Pool:
    """The clan cards not on the table and not discarded (your hand's among them)."""
    seen = rules.seen_cards(view)
    return Pool([rules.piece(c) for c in rules.clan_cards() if c not in seen])


def _best(rules: SchottenRules, state: Any, seat: int, stone: int, pool: Pool):
    clan, wilds = rules.split(state.sides[seat][stone])
    return best_completion(clan, wilds, rules.capacity(state, stone), rules.sum_only(state, stone), pool)


def _lost(rules: SchottenRules, state: Any, seat: int, stone: int, pool: Pool) -> bool:
    """The other side is complete and nothing still in play lets yours beat it (a tie goes to
    the side completed first: theirs)."""
    theirs = rules.side_value(state, 1 - seat, stone)
    if theirs is None:
        return False
    best = _best(rules, state, seat, stone, pool)
    return best is None or best <= theirs


def _aim(rules: SchottenRules, state: Any, seat: int, stone: int, pool: Pool, started: bool) -> Msg | None:
    """The formation the side can still reach, and the cards it needs."""
    best = _best(rules, state, seat, stone, pool)
    if best is None or best[0] not in (COLOUR_RUN, SAME_STRENGTH, COLOUR, RUN) or rules.sum_only(state, stone):
        return None
    rank, total = best
    size = rules.capacity(state, stone)
    aim = Msg(f"schotten.hint.a_{formation_key(rank, size)}")
    verb = Msg("schotten.hint.verb_start" if started else "schotten.hint.verb_build")
    clan, wilds = rules.split(state.sides[seat][stone])
    if wilds:
        return Msg("schotten.hint.aim", verb=verb, aim=aim)
    if rank == COLOUR_RUN:
        colour = clan[0][0]
        first = (total - size * (size - 1) // 2) // size
        have = {s for _, s in clan}
        needed = [rules.clan_card(colour, s) for s in range(first, first + size) if s not in have]
        return _needed_cards(rules, state, seat, verb, aim, needed)
    fits = _fitting(rank, clan, total, size)
    count = sum(1 for piece in pool.clan if fits(piece))
    return Msg("schotten.hint.aim_count", verb=verb, aim=aim, count=count)


def _fitting(rank: int, clan: list, total: int, size: int):
    """Which piece still in play fits the formation aimed at."""
    if rank == SAME_STRENGTH:
        strength = total // size
        return lambda piece: piece[1] == strength
    if rank == COLOUR:
        colour = clan[0][0]
        return lambda piece: piece[0] == colour
    first = (total - size * (size - 1) // 2) // size  # a run: the strengths of its window
    wanted = set(range(first, first + size)) - {s for _, s in clan}
    return lambda piece: piece[1] in wanted


def _needed_cards(rules: SchottenRules, state: Any, seat: int, verb: Msg, aim: Msg, needed: list[int]) -> Msg:
    hand = set(state.hands[seat])
    held = [c for c in needed if c in hand]
    out = [c for c in needed if c not in hand]
    if not out:
        return Msg("schotten.hint.aim_held", verb=verb, aim=aim, cards=rules.card_list(held))
    number = "one" if len(out) == 1 else "many"  # "is" or "are" still out
    if not held:
        return Msg(f"schotten.hint.aim_out_{number}", verb=verb, aim=aim, cards=rules.card_list(out))
    held_msg, out_msg = rules.card_list(held), rules.card_list(out)
    return Msg(f"schotten.hint.aim_mixed_{number}", verb=verb, aim=aim, held=held_msg, cards=out_msg)


# -- tactic cards ------------------------------------------------------------------------------


def _tactic(rules: SchottenRules, view: Any, seat: int, action: Play) -> Msg:
    card, stone = action.card, action.stone
    effect = rules.effect(card)
    name = rules.card_name(card)
    if effect == "wild":
        state = after(rules, view, action)
        if state is not None and rules.side_value(state, seat, stone) is not None:
            return _completes(rules, state, seat, stone)
        return Msg("schotten.hint.wild", card=name)
    if effect == "sum_only":
        return _sum_only(rules, view, seat, stone)
    if effect == "formation_size":
        theirs = rules.side_value(view, 1 - seat, stone)
        if theirs is not None:
            return Msg("schotten.hint.mud_spoils", formation=rules.side_label(view, 1 - seat, stone))
        return Msg("schotten.hint.mud_time")
    return Msg(f"schotten.hint.ruse_{effect}", card=name)


def _sum_only(rules: SchottenRules, view: Any, seat: int, stone: int) -> Msg:
    """Blind-Man's Bluff: it spoils their formation, or your side leads on sums."""
    theirs = rules.side_value(view, 1 - seat, stone)
    if theirs is not None and theirs[0] > SUM:
        return Msg("schotten.hint.sum_only_spoils", formation=rules.side_label(view, 1 - seat, stone))
    mine, other = (sum((rules.piece(c) or (0, 0))[1] for c in view.sides[s][stone]) for s in (seat, 1 - seat))
    if mine > other:
        return Msg("schotten.hint.sum_only_leads", mine=mine, theirs=other)
    return Msg("schotten.hint.sum_only")


def _completes(rules: SchottenRules, state: Any, seat: int, stone: int) -> Msg:
    label = rules.side_label(state, seat, stone)
    if rules.claim_problem(state, seat, stone) is None:
        return Msg("schotten.hint.completes_claimable", formation=label)
    return Msg("schotten.hint.completes", formation=label)


def _pick(rules: SchottenRules, view: Any, seat: int, action: Pick) -> Msg:
    """A ruse's target: a card of the other side (Banshee, Traitor) or one of yours (Strategist)."""
    effect = rules.effect(view.ruse) if view.ruse >= 0 else ""
    if effect == "redeploy":
        pool = _still_in_play(rules, view)
        if _lost(rules, view, seat, action.stone, pool):
            return Msg("schotten.hint.pick_from_lost")
        return Msg("schotten.hint.pick_own")
    theirs = rules.side_value(view, 1 - seat, action.stone)
    if theirs is not None:
        return Msg("schotten.hint.pick_breaks", formation=rules.side_label(view, 1 - seat, action.stone))
    return Msg("schotten.hint.pick_slows")


def _place(rules: SchottenRules, view: Any, seat: int, action: Place) -> Msg:
    if action.stone < 0 or not view.picked:
        return Msg("schotten.hint.place_discard")
    card = view.picked[1]
    if rules.is_clan(card):
        return _clan_play(rules, view, seat, card, action.stone)
    return Msg("schotten.hint.wild", card=rules.card_name(card))


# -- drawing and giving back -------------------------------------------------------------------


def _draw(rules: SchottenRules, view: Any, seat: int, deck: str) -> Msg:
    tactics_held = sum(1 for c in view.hands[seat] if not rules.is_clan(c))
    if deck == TACTIC:
        if not tactics_held:
            return Msg("schotten.hint.draw_tactic_none", count=view.deck_size(TACTIC))
        return Msg("schotten.hint.draw_tactic", count=view.deck_size(TACTIC), held=tactics_held)
    if not view.tactical or not tactics_held:
        return Msg("schotten.hint.draw_clan")
    if view.tactics_played[seat] > view.tactics_played[1 - seat]:
        return Msg("schotten.hint.draw_clan_no_tactic")
    if view.deck_size(TACTIC) == 0:
        return Msg("schotten.hint.draw_clan_no_tactics_left")
    return Msg("schotten.hint.draw_clan_held", count=tactics_held)


def _give_back(rules: SchottenRules, view: Any, seat: int, card: int) -> Msg:
    strengths = [rules.piece(c)[1] for c in view.hands[seat] if rules.is_clan(c)]
    if rules.is_clan(card) and rules.piece(card)[1] == min(strengths):
        return Msg("schotten.hint.give_back_weakest")
    return Msg("schotten.hint.give_back")


COACH_THRESHOLD = 0.1
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this far
below its own choice, in the chance of winning the round (0 to 1): ``HardBot.appraise``.  Measured
with its ranking by position (``hard.appraise``, before the search's choice was put first):
``python -m game.tools.coach --game schotten --games 8 --thresholds 0.05,0.1,0.15`` (seed 1) gives
10.1 % of Easy's 158 decisions with a choice and 0.5 % of Hard's own 191 (0.05: 24.1 % and 0.5 %;
0.15: 1.9 % and 0.5 %)."""
