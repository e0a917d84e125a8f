"""What is under the pointer and what a click there would do: the map piece or panel part at
a point, the legal actions a click on it takes now, and everything that glows (the legal
targets of what is being chosen).  Cheap enough for every pointer motion: rect tests only,
no layout, no listing of legal moves (the view keeps them from its last layout)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.core.rules import Action
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    FreeDevelop,
    Network,
    Sacrifice,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.state import BONUS, CARD, CHOICE_PHASES, DEVELOP2, LINK2, MAIN, SELL_MORE, SHORTFALL

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView


def actions_at(view: BrassView, key: Hashable) -> list[Action]:
    """The legal actions a click on ``key`` would take now (given the chosen mode)."""
    if not view.my_turn():
        return []
    state = view.state
    phase = state.phase
    kind = key[0]
    mode = view.mode
    out: list[Action] = []
    if phase == MAIN:
        if kind == "space":
            sp = key[1]
            if mode in (None, "build"):
                out += [a for a in view.legal_of(Build) if a.space == sp]
            if mode in (None, "sell") and view.sell_space is None:
                out += [a for a in view.legal_of(Sell) if a.space == sp]
        elif kind == "link" and mode in (None, "network"):
            out += [a for a in view.legal_of(Network) if a.link == key[1]]
        elif kind == "mat" and mode == "develop":
            out += [a for a in view.legal_of(Develop) if a.industry == key[1]]
        elif kind == "merchant" and view.sell_space is not None:
            out += [a for a in view.legal_of(Sell) if a.space == view.sell_space and a.merchant == key[1]]
    elif phase == SELL_MORE:
        if kind == "space" and view.sell_space is None:
            out += [a for a in view.legal_of(SellAgain) if a.space == key[1]]
        elif kind == "merchant" and view.sell_space is not None:
            out += [a for a in view.legal_of(SellAgain) if a.space == view.sell_space and a.merchant == key[1]]
    elif phase == CARD and kind == "card":
        out += [a for a in view.legal_of(Discard) if a.card == key[1]]
    elif phase in CHOICE_PHASES:
        if kind == "space":
            out += [a for a in view.legal_of(Take) if a.space == key[1]]
        elif kind == "barrel" and state.need and key[1] == state.need[0][3]:
            out += [a for a in view.legal_of(Take) if a.space == -1]
    elif phase == LINK2 and kind == "link":
        out += [a for a in view.legal_of(SecondLink) if a.link == key[1]]
    elif phase == DEVELOP2 and kind == "mat":
        out += [a for a in view.legal_of(DevelopAgain) if a.industry == key[1]]
    elif phase == BONUS and kind == "mat":
        out += [a for a in view.legal_of(FreeDevelop) if a.industry == key[1]]
    elif phase == SHORTFALL and kind == "space":
        out += [a for a in view.legal_of(Sacrifice) if a.space == key[1]]
    return out


def glowing(view: BrassView) -> set[Hashable]:
    """Everything that glows now: the legal targets of what is being chosen."""
    if not view.my_turn():
        return set()
    if view.state.phase == MAIN and view.sell_space is None and not view.app.settings.show_legal_moves:
        return set()  # the player asked not to be shown where an action may go (cards and sources still glow)
    if view.drag.active:
        return set(view.drag.legal)
    state = view.state
    phase = state.phase
    out: set[Hashable] = set()
    if phase == MAIN and view.mode is None:
        return out
    if phase in (MAIN, SELL_MORE) and view.sell_space is not None:
        return {("merchant", a.merchant) for a in view.legal_of(Sell, SellAgain) if a.space == view.sell_space}
    for a in view.legal:
        building = isinstance(a, Build) and view.mode == "build"
        selling = isinstance(a, (Sell, SellAgain)) and (view.mode == "sell" or phase == SELL_MORE)
        if building or selling:
            out.add(("space", a.space))
        elif isinstance(a, (Network, SecondLink)) and (view.mode == "network" or phase == LINK2):
            out.add(("link", a.link))
        elif isinstance(a, (Develop, DevelopAgain, FreeDevelop)) and (view.mode == "develop" or phase != MAIN):
            out.add(("mat", a.industry))
        elif isinstance(a, Discard):
            out.add(("card", a.card))
        elif isinstance(a, Take):
            out.add(("barrel", state.need[0][3]) if a.space < 0 else ("space", a.space))
        elif isinstance(a, Sacrifice):
            out.add(("space", a.space))
    return out


def target_at(view: BrassView, pos) -> Hashable | None:
    """The map piece under ``pos`` (a space, a link slot, a merchant tile or barrel)."""
    if view.over_log(pos):
        return None
    if not view.pan.rect.collidepoint(pos) or view.over_hud(pos):
        return view.panel_target_at(pos)
    state = view.state
    for m, rect in view.merchant_hits.items():
        if rect.collidepoint(pos):  # the tile and its barrel: the barrel while its beer is being chosen
            beer = state.phase in CHOICE_PHASES and state.need and state.need[0][3] == m
            return ("barrel", m) if beer else ("merchant", m)
    for sp, rect in view.space_hits.items():
        if rect.collidepoint(pos):
            return ("space", sp)
    best, best_d = None, 1e9
    for link, rect in view.slot_rects.items():
        if rect.collidepoint(pos):
            d = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
            if d < best_d:
                best, best_d = ("link", link), d
    return best


def panel_target_at(view: BrassView, pos) -> Hashable | None:
    """A row of the mat or a card in hand (none under the open explainer)."""
    if view.explainer_covers(pos):
        return None
    for name, rect in view.mat_rects.items():
        if rect.collidepoint(pos) and not view.tile_rects[name].collidepoint(pos):
            return ("mat", name)
        if rect.collidepoint(pos) and (view.state.phase != MAIN or view.mode == "develop"):
            return ("mat", name)
    for card, rect in view.card_rects:
        if rect.collidepoint(pos):
            return ("card", card)
    return None
