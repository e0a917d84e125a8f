"""The hover layer of the Brass table (drawn over the cached board layer, redrawn only when the
thing under the pointer or under the dragged tile changes): the strong glow of that target,
the cost preview of what a click or a drop there would do, and, while a tile with nowhere to
go is held, why it has nowhere to go.

The preview card lists the money in all, where each coal, iron and beer comes from (a mine,
works or brewery by its town, or the market with its price), the card that would be spent,
and what the action brings (income, VP, money earned, and a tile's value once flipped)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, tr
from game.core.rules import Action
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import Build, Develop, DevelopAgain, Loan, Network, SecondLink, Sell, SellAgain
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN
from game.games.brass.rules.words import card_msg, link_msg, tile_msg
from game.games.brass.view.art import RESOURCE_ART
from game.games.brass.view.costs import Preview, preview
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView

CARD_W = 430
LINE_H = 27
TITLE = TextStyle(20, Palette.ink, True)
BODY = TextStyle(18, Palette.ink)
STRONG = TextStyle(18, Palette.ink, True)
SOFT = TextStyle(18, Palette.ink_soft)
BIG = TextStyle(26, Palette.accent_deep, True)


def hover_target(view: BrassView) -> Hashable | None:
    """What the hover layer is about: the target under the dragged tile, else under the pointer."""
    if view.drag.dragging:
        return view.drag.target_at(view.drag.pointer)
    return view.hover


def hover_key(view: BrassView) -> Hashable:
    """What the layer shows: the target only when it glows or is previewed (the pointer
    wandering over spaces that neither glow nor preview changes nothing shown)."""
    drag = view.drag
    held = drag.held.key if drag.held is not None else None
    return (shown_target(view), loan_hovered(view), held, drag.dragging, drag.key_target, drag.key_source)


def loan_hovered(view: BrassView) -> bool:
    button = view.action_buttons().get("loan")
    return button is not None and button.hovered and view.my_turn() and view.state.phase == MAIN


def shown_target(view: BrassView) -> Hashable | None:
    """The hover target when the layer draws something for it (its glow or its preview)."""
    target = hover_target(view)
    if target is None or (target not in view.glowing() and not _previewed(view, target)):
        return None
    return target


def draw_hover(view: BrassView, p: Painter) -> None:
    target = hover_target(view)
    glow = view.glowing() if target is not None else set()
    if target is not None and target in glow:
        _strong_glow(view, p, target)
    if view.drag.active and not view.drag.legal:
        _nowhere(view, p)
        return
    if loan_hovered(view):
        if view.brules.why_illegal(view.state, Loan()) is None:
            view.track.paint_loan(p, view.state.income)
        return
    actions = _previewed(view, target)
    if actions:
        draw_preview(view, p, actions, _anchor(view, target))


def hover_rects(view: BrassView, p: Painter) -> list[pygame.Rect]:
    """Where ``draw_hover`` (and the widgets drawn with it) draws now: virtual rects with room
    for glows and shadows."""
    rects = [pygame.Rect(w.rect).inflate(56, 56) for w in view.widgets.widgets]
    named = {getattr(w, "card", None) for w in view.widgets.widgets if w.visible}  # a card button rings its card
    rects += [rect.inflate(30, 30) for card, rect in view.card_rects if card in named]
    target = hover_target(view)
    if target is not None and target in (view.glowing() if target is not None else ()):
        rects.append(_glow_rect(view, target).inflate(40, 40))
    if view.drag.active and not view.drag.legal:
        if view.drag.held is not None:
            rect = pygame.Rect(0, 0, CARD_W + 40, 420)
            rect.midbottom = (view.map_rect.centerx, view.map_rect.bottom - 60)
            rects.append(rect)
        return rects
    if loan_hovered(view):
        return rects + [view.track.loan_rect()]
    actions = _previewed(view, target)
    card = _card(view, p, actions, _anchor(view, target)) if actions else None
    if card is not None:
        rects.append(card[1].inflate(24, 34))
    return rects


def _glow_rect(view: BrassView, key: Hashable) -> pygame.Rect:
    kind, what = key[0], key[1]
    found = {"space": view.space_rects, "merchant": view.merchant_rects, "barrel": view.barrel_rects}
    if kind in found:
        return pygame.Rect(found[kind].get(what, (0, 0, 0, 0)))
    if kind == "link":
        points = [view.wpoint(pt) for pt in view.geom.slot_polygon(what, 8)]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    if kind == "mat" and what in view.mat_rects:
        return pygame.Rect(view.mat_rects[what])
    if kind == "card":
        return pygame.Rect(next((r for c, r in view.card_rects if c == what), (0, 0, 0, 0)))
    return pygame.Rect(0, 0, 0, 0)


def _previewed(view: BrassView, target: Hashable | None) -> list[Action]:
    """The action a click or a drop on ``target`` would start (one to preview), or the sales
    of a tile to each merchant it may go to when the next step asks which."""
    if target is None or not view.my_turn():
        return []
    if view.drag.active and view.drag.held is not None:
        if target[0] != "space" or target not in view.drag.legal:
            return []
        return [Build(view.drag.held.payload[1], target[1])]
    if view.state.phase == MAIN and view.mode is None:
        return []  # no card pops up while the pointer only wanders: choose an action, or drag a tile
    found = [a for a in view.actions_at(target) if isinstance(a, (Build, Network, Sell, Develop, SellAgain))]
    sales = [a for a in found if isinstance(a, (Sell, SellAgain))]
    if len(sales) == len(found) and len({a.merchant for a in sales}) > 1:
        return sales
    return found[:1]


def _anchor(view: BrassView, target: Hashable) -> pygame.Rect:
    kind = target[0]
    if kind == "space":
        return view.space_rects[target[1]]
    if kind == "link":
        return view.slot_rects[target[1]]
    if kind == "merchant":
        return view.merchant_rects[target[1]]
    if kind == "mat":
        return view.mat_rects[target[1]]
    return pygame.Rect(view.map_rect.center, (1, 1))


# ---------------------------------------------------------------------------
# the glow of the target under the pointer


def _strong_glow(view: BrassView, p: Painter, key: Hashable) -> None:
    kind, what = key[0], key[1]
    clip = p.surface.get_clip()
    if kind in ("space", "merchant", "barrel", "link"):
        p.surface.set_clip(p.vp.rect(view.pan.rect))
    if kind == "space" and what in view.space_rects:
        rect = view.space_rects[what]
        p.target_glow(rect, max(4, rect.w // 7), True)
    elif kind == "merchant" and what in view.merchant_rects:
        rect = view.merchant_rects[what]
        p.target_glow(rect, max(4, rect.w // 7), True)
    elif kind == "barrel" and what in view.barrel_rects:
        rect = view.barrel_rects[what]
        p.target_glow(rect, max(4, rect.w // 3), True)
    elif kind == "link":
        z = view.pan.zoom
        poly = [view.wpoint(pt) for pt in view.geom.slot_polygon(what, 8)]
        p.polygon(poly, (*Palette.glow_soft, 120))
        p.polygon(poly, Palette.glow, max(2, round(5 * z)))
    elif kind == "mat" and what in view.mat_rects:
        p.target_glow(view.mat_rects[what], 10, True)
    elif kind == "card":
        rect = next((r for c, r in view.card_rects if c == what), None)
        if rect is not None:
            p.target_glow(rect, 12, True)
    p.surface.set_clip(clip)


# ---------------------------------------------------------------------------
# a held tile with nowhere to go


def _nowhere(view: BrassView, p: Painter) -> None:
    held = view.drag.held
    if held is None:
        return
    industry = held.payload[1]
    view.nowhere_shown = industry  # for the tests: what the layer said last
    text = Msg(
        "brass.preview.nowhere", industry=Msg(f"brass.industry.{industry}"), reason=view.no_space_reason(industry)
    )
    lines = p.wrap(text, STRONG, CARD_W - 64)
    h = 24 + LINE_H * len(lines)
    rect = pygame.Rect(0, 0, CARD_W, h)
    rect.midbottom = (view.map_rect.centerx, view.map_rect.bottom - 80)
    p.panel(rect, Palette.danger_soft, Palette.danger, 12)
    p.icon("close", pygame.Rect(rect.x + 12, rect.y + 12, 28, 28), Palette.danger)
    y = rect.y + 12
    for line in lines:
        p.text(line, (rect.x + 50, y), TextStyle(18, Palette.danger, True))
        y += LINE_H


# ---------------------------------------------------------------------------
# the cost preview


def cached_preview(view: BrassView, action: Action) -> Preview | None:
    """The preview of ``action`` now (worked out once per action and state)."""
    state = (len(view.match.actions), view.changes)
    kept = view.preview_cache
    if kept is None or kept[0] != state:
        kept = view.preview_cache = (state, {})
    if action not in kept[1]:
        kept[1][action] = preview(view.brules, view.state, action)
    return kept[1][action]


def preview_lines(view: BrassView, pv: Preview) -> list[tuple[Text, TextStyle, str | None]]:
    """The lines of the preview card: (text, style, icon or None)."""
    rules = view.brules
    out: list[tuple[Text, TextStyle, str | None]] = []
    if pv.base:
        key = "brass.preview.base_tile" if pv.tile is not None else "brass.preview.base_link"
        out.append((Msg(key, cost=pv.base), BODY, None))
    for src in pv.sources:
        if src.space == -1:
            text = Msg(f"brass.preview.market_{src.resource}", count=src.count, cost=src.price)
        elif src.space <= -2:
            m = -2 - src.space
            text = Msg("brass.preview.barrel", merchant=rules.loc_msg(rules.t.merchant_space_loc[m]))
        else:
            state = view.state
            where = rules.loc_msg(rules.t.space_loc[src.space])
            owner = Msg("brass.preview.automas") if state.sp_owner[src.space] == AUTOMA else Msg("brass.preview.yours")
            text = Msg(f"brass.preview.from_{src.resource}", count=src.count, location=where, owner=owner)
        if src.resource in pv.choices and src.space >= 0:
            text = Msg("brass.preview.or_choose", text=text)
        out.append((text, BODY, RESOURCE_ART.get(src.resource)))
    if pv.card_choice:
        names = ", ".join(_tr(card_msg(rules, c)) for c in pv.card_choice[:4])
        out.append((Msg("brass.preview.card_choice", cards=names), BODY, None))
    elif pv.cards:
        names = ", ".join(_tr(card_msg(rules, c)) for c in pv.cards)
        out.append((Msg("brass.preview.card", cards=names), BODY, None))
    gains: list[Text] = []
    if pv.earned > 0:
        gains.append(Msg("brass.preview.earned", money=pv.earned))
    if pv.income:
        gains.append(Msg("brass.preview.income", steps=pv.income, level=pv.level))
    if pv.vp:
        gains.append(Msg("brass.preview.vp", vp=pv.vp))
    for gain in gains:
        out.append((gain, TextStyle(18, Palette.good, True), None))
    if pv.link_vp is not None:
        out.append((Msg("brass.preview.link_vp", vp=pv.link_vp), TextStyle(18, Palette.good, True), None))
    if pv.tile is not None:
        ind, level = pv.tile
        lv = rules.t.level(ind, level)
        out.append((Msg("brass.preview.flipped", vp=lv.vp, income=lv.income, link=lv.link), SOFT, None))
    if pv.then is not None:
        out.append((Msg(f"brass.preview.then_{pv.then}"), SOFT, None))
    return out


def merchants_msg(view: BrassView, sales: list[Action]) -> Text:
    """ "Gloucester or Oxford": the merchants a tile may be sold to."""
    rules = view.brules
    names = []
    for a in sales:
        name = rules.loc_msg(rules.t.merchant_space_loc[a.merchant])
        if name not in names:
            names.append(name)
    if len(names) == 1:
        return names[0]
    return Msg("brass.preview.either", first=Msg.raw(", ".join(_tr(n) for n in names[:-1])), last=names[-1])


def card_content(view: BrassView, actions: list[Action]) -> tuple[Preview, Text, list] | None:
    """What the preview card says of ``actions`` (one action, or the sales of one tile to each
    merchant it may go to): (the first preview, the title, the lines)."""
    pvs = [cached_preview(view, a) for a in actions]
    if any(pv is None for pv in pvs):
        return None
    if len(actions) == 1:
        return pvs[0], preview_title(view, actions[0]), preview_lines(view, pvs[0])
    rules = view.brules
    ind = view.state.sp_ind[actions[0].space]
    title = Msg(
        "brass.preview.title_sell_choose",
        industry=Msg(f"brass.industry.{INDUSTRIES[ind]}"),
        merchants=merchants_msg(view, actions),
    )
    lines: list[tuple[Text, TextStyle, str | None]] = []
    card_lines: list = []
    seen: list = []
    for action, pv in zip(actions, pvs, strict=True):
        merchant = rules.loc_msg(rules.t.merchant_space_loc[action.merchant])
        own = []
        for text, style, icon in preview_lines(view, pv):
            if isinstance(text, Msg) and text.key in ("brass.preview.card", "brass.preview.card_choice"):
                card_lines = card_lines or [(text, style, icon)]
                continue
            own.append((text, style, icon))
        if (merchant, own) in seen:
            continue  # two merchant tiles in one town that would do the same
        seen.append((merchant, own))
        lines.append((Msg("brass.preview.to_merchant", merchant=merchant), STRONG, None))
        lines += own
    return pvs[0], title, lines + card_lines


def _tr(text: Text) -> str:
    return tr(text) if isinstance(text, Msg) else text


def preview_title(view: BrassView, action: Action) -> Text:
    rules = view.brules
    state = view.state
    if isinstance(action, Build):
        ind = rules.ind[action.industry]
        return Msg(
            "brass.preview.title_build",
            tile=tile_msg(rules, ind, state.lowest_level(HUMAN, ind)),
            location=rules.loc_msg(rules.t.space_loc[action.space]),
        )
    if isinstance(action, (Network, SecondLink)):
        return Msg("brass.preview.title_network", line=link_msg(rules, action.link))
    if isinstance(action, (Sell, SellAgain)):
        ind = state.sp_ind[action.space]
        return Msg(
            "brass.preview.title_sell",
            industry=Msg(f"brass.industry.{INDUSTRIES[ind]}"),
            merchant=rules.loc_msg(rules.t.merchant_space_loc[action.merchant]),
        )
    if isinstance(action, (Develop, DevelopAgain)):
        return Msg("brass.preview.title_develop", industry=Msg(f"brass.industry.{action.industry}"))
    if isinstance(action, Loan):
        return Msg("brass.preview.title_loan")
    return Msg.raw("")


def _card(view: BrassView, p: Painter, actions: list[Action], anchor: pygame.Rect):
    """The preview card's content and place: (preview, rect, title lines, wrapped lines), or None."""
    content = card_content(view, actions)
    if content is None:
        return None
    pv, heading, lines = content
    title = p.wrap(heading, TITLE, CARD_W - 28)
    wrapped = [(p.wrap(text, style, CARD_W - 60), style, icon) for text, style, icon in lines]
    h = 16 + 26 * len(title) + 40 + sum(LINE_H * len(w) for w, _s, _i in wrapped) + 10
    return pv, _place_card(view, anchor, h), title, wrapped


def draw_preview(view: BrassView, p: Painter, actions: list[Action], anchor: pygame.Rect) -> pygame.Rect | None:
    """The preview card of ``actions`` (see ``card_content``) beside ``anchor`` (inside the map)."""
    card = _card(view, p, actions, anchor)
    view.preview_shown = card[0] if card is not None else None  # for the tests: what the layer showed last
    if card is None:
        return None
    pv, rect, title, wrapped = card
    p.rect(rect.move(0, 5), (0, 0, 0, 50), 14)
    p.panel(rect, Palette.panel, Palette.accent, 14)
    y = rect.y + 12
    for line in title:
        p.text(line, (rect.x + 14, y), TITLE)
        y += 26
    key = "brass.preview.total" if pv.paid else "brass.preview.free"
    p.text(Msg(key, cost=pv.paid), (rect.x + 14, y + 2), BIG)
    y += 40
    for w, style, icon in wrapped:
        if icon:
            p.svg(icon, pygame.Rect(rect.x + 18, y + 1, 20, 20))
        for part in w:
            p.text(part, (rect.x + 46, y), style)
            y += LINE_H
    return rect


def _place_card(view: BrassView, anchor: pygame.Rect, h: int) -> pygame.Rect:
    """Beside the target (right, else left), never over it, inside the map."""
    area = view.map_rect.inflate(-16, -16)
    rect = pygame.Rect(0, 0, CARD_W, h)
    rect.midleft = (anchor.right + 24, anchor.centery)
    if rect.right > area.right:
        rect.midright = (anchor.left - 24, anchor.centery)
    if rect.left < area.left:
        rect.left = area.left
    rect.clamp_ip(area)
    return rect
