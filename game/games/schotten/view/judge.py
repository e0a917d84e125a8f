"""What a drop means and why it is refused: pure functions over the rules and a state.

Payloads (what the person holds): ``("play", card)`` a card from the hand, ``("pick", Pick, ruse)``
a card on the table the ruse being played may take, ``("place", card)`` the card a ruse took.
Targets (where it is dropped): ``("side", stone)`` the person's side of a stone,
``("stone", stone)`` the stone itself, ``("discard",)`` the discard pile and
``("card", seat, stone, card)`` one card on the table (a ruse dropped straight on its target).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.schotten.rules.actions import EndTurn, Pick, Place, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import DISCARD, END, NO_STONE, PLAY, SchottenState

MODES = ("sum_only", "formation_size")
TARGETED = ("redeploy", "discard_opponent", "steal")
_VAGUE = {
    "schotten.why.no_such_stone",
    "schotten.why.needs_stone",
    "schotten.why.ruse_no_stone",
    "schotten.why.already_claimed",
    "schotten.why.full",
    "schotten.why.bad_target",
}


def effect_of(rules: SchottenRules, card: int) -> str | None:
    """The tactic's effect ('wild', 'sum_only', 'steal'…), None for a clan card."""
    return None if rules.cs.is_clan(card) else rules.cs.tactic(card).effect


def tactic_id(rules: SchottenRules, card: int) -> str:
    return rules.cs.tactic(card).id


def target_stone(target: Hashable) -> int | None:
    if target[0] in ("side", "stone"):
        return target[1]
    if target[0] == "card":
        return target[2]
    return None


def actions_for(rules: SchottenRules, seat: int, payload: Any, target: Hashable) -> list[Action]:
    """The actions a drop of ``payload`` on ``target`` means (empty: it means nothing)."""
    kind, where, stone = payload[0], target[0], target_stone(target)
    own = where in ("side", "stone") or (where == "card" and target[1] == seat)
    if kind == "play":
        return _play_actions(rules, seat, payload[1], target)
    if kind == "pick":
        pick: Pick = payload[1]
        if effect_of(rules, payload[2]) == "discard_opponent":
            return [pick] if where == "discard" else []
        if where == "discard":
            return [pick, Place(DISCARD)]
        return [pick, Place(stone)] if own and stone is not None else []
    if kind == "place":
        if where == "discard":
            return [Place(DISCARD)]
        return [Place(stone)] if own and stone is not None else []
    return []


def _play_actions(rules: SchottenRules, seat: int, card: int, target: Hashable) -> list[Action]:
    where, stone = target[0], target_stone(target)
    effect = effect_of(rules, card)
    if where == "discard":
        return [Play(card, NO_STONE)]
    if effect in MODES:
        return [Play(card, stone)]
    if effect in TARGETED:
        return [Play(card, NO_STONE), Pick(stone, target[3])] if where == "card" else []
    if effect == "recruit":
        return []
    if where == "card" and target[1] != seat:
        return []
    return [Play(card, stone)]


def sequence_reason(rules: SchottenRules, state: SchottenState, actions: list[Action]) -> Msg | None:
    """None when the actions can be played one after the other from ``state``, else the first
    refusal."""
    trial = state
    for i, action in enumerate(actions):
        reason = rules.why_illegal(trial, action)
        if reason is not None:
            return reason
        if i + 1 < len(actions):
            trial = trial.clone()
            rules.apply(trial, action)
    return None


def unplayable_reason(rules: SchottenRules, state: SchottenState, card: int) -> Msg | None:
    """Why a card in the hand cannot be played at all now (None: it can somewhere)."""
    if state.phase != PLAY:
        return rules.why_illegal(state, Play(card, NO_STONE))
    reasons = [rules.why_illegal(state, Play(card, s)) for s in (NO_STONE, *range(rules.cs.stones))]
    if any(r is None for r in reasons):
        return None
    for reason in reasons:
        if reason.key not in _VAGUE:
            return reason
    return Msg("schotten.why.no_free_side")


def why_not(rules: SchottenRules, state: SchottenState, seat: int, payload: Any, target: Hashable) -> Msg:
    """Why the drop of ``payload`` on ``target`` is refused (always a reason)."""
    if payload[0] == "play":
        reason = unplayable_reason(rules, state, payload[1])
        if reason is not None:
            return reason
    actions = actions_for(rules, seat, payload, target)
    if not actions:
        return _meaningless(rules, seat, payload, target)
    return sequence_reason(rules, state, actions) or Msg("schotten.why.bad_target")


def _meaningless(rules: SchottenRules, seat: int, payload: Any, target: Hashable) -> Msg:
    """A drop that means nothing: say where the held card does go."""
    if payload[0] == "play":
        card = payload[1]
        effect = effect_of(rules, card)
        if effect in TARGETED or effect == "recruit":
            return Msg(f"schotten.why.drop_{tactic_id(rules, card)}")
        if target[0] == "card" and target[1] != seat:
            return Msg("schotten.why.own_side")
        return Msg("schotten.why.bad_target")
    if payload[0] == "pick" and effect_of(rules, payload[2]) == "discard_opponent":
        return Msg("schotten.why.drop_on_discard")
    if target[0] == "card" and target[1] != seat:
        return Msg("schotten.why.own_side")
    return Msg("schotten.why.bad_target")


def held_prompt(rules: SchottenRules, state: SchottenState, seat: int, payload: Any) -> Msg | None:
    """The prompt while a card is held: where it can go (or why it cannot go anywhere)."""
    if payload[0] == "play":
        card = payload[1]
        reason = unplayable_reason(rules, state, card)
        if reason is not None:
            return reason
        effect = effect_of(rules, card)
        if effect in TARGETED or effect == "recruit":
            return Msg(f"schotten.prompt.drop_{tactic_id(rules, card)}")
        if effect in MODES:
            return Msg("schotten.prompt.drop_mode", card=rules.card_name(card))
        return None
    if payload[0] in ("pick", "place") and state.ruse is not None:
        return Msg(f"schotten.prompt.move_{tactic_id(rules, state.ruse)}")
    return None


def turn_prompt(rules: SchottenRules, state: SchottenState, legal: list[Action]) -> Msg | None:
    """The prompt when the rules' own would mislead: with nothing to draw, say what ends the turn
    (and why: a full hand draws nothing while the decks still hold cards)."""
    if state.phase == END and EndTurn() in legal:
        full = len(state.hands[state.current]) >= rules.hand_limit(state)
        key = "end_hand_full" if full else "end_no_draw"
        return Msg(f"schotten.prompt.{key}_expert" if state.expert else f"schotten.prompt.{key}")
    return None
