"""The hover layer of the Brass table (drawn over the cached board layer, redrawn only when the
thing under the pointer or under the dragged tile changes): the strong glow of that target,
the cost preview of what a click or a drop there would do, and, while a tile with nowhere to
go is held, why it has nowhere to go.

The preview card lists the money in all, where each coal, iron and beer comes from (a mine,
works or brewery by its town, or the market with its price), the card that would be spent,
and what the action brings (income, VP, money earned, and a tile's value once flipped)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, tr
from game.core.rules import Action
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import Build, Develop, DevelopAgain, Loan, Network, SecondLink, Sell, SellAgain
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN
from game.games.brass.rules.words import card_msg, link_msg, tile_msg
from game.games.brass.view import judge
from game.games.brass.view.art import RESOURCE_ART
from game.games.brass.view.costs import Preview, preview
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, Text
from game.ui.layers import widgets_look

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules
    from game.games.brass.view.map import BrassMap
    from game.games.brass.view.track import Track
    from game.ui.drag import DragController
    from game.ui.widgets import Button, WidgetGroup

CARD_W = 430
LINE_H = 27
TITLE = TextStyle(20, Palette.ink, True)
BODY = TextStyle(18, Palette.ink)
STRONG = TextStyle(18, Palette.ink, True)
SOFT = TextStyle(18, Palette.ink_soft)
BIG = TextStyle(26, Palette.accent_deep, True)


@dataclass(frozen=True, eq=False)
class Now:
    """What the pointer layer draws from besides its own state: where the person is in choosing
    (the seat's view, the legal actions, the mode), what glows, and ``stamp`` (the actions played
    and the changes seen: previews and reasons are worked out once per stamp)."""

    c: judge.Choosing
    glow: set
    stamp: tuple


def _tr(text: Text) -> str:
    return tr(text) if isinstance(text, Msg) else text


class Pointer:
    """The hover layer of the table: the target under the pointer (``target``) or under the
    dragged tile, its glow, its cost preview, and why a held tile has nowhere to go.  It reads
    the map component (where the pieces lie), the track, the drag controller and the rects the
    table lays out (``mat_rects``, ``card_rects``, ``map_rect``, ``loan_button``); what it draws
    from the game comes in ``Now`` (``key``, ``draw``, ``rects``)."""

    def __init__(self, rules: BrassRules, board: BrassMap, track: Track, drag: DragController):
        self.brules = rules
        self.board = board
        self.track = track
        self.drag = drag
        self.target: Hashable | None = None  # what lies under the pointer (the table's target_at)
        self.now: Now | None = None
        self.mat_rects: dict[str, pygame.Rect] = {}
        self.card_rects: list[tuple[str, pygame.Rect]] = []
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.loan_button: Button | None = None
        self.preview_cache: tuple | None = None  # see cached_preview
        self.reason_cache: dict = {}  # see no_space_reason
        self.preview_shown: Preview | None = None  # the last cost preview drawn (for the tests)
        self.nowhere_shown: str | None = None  # the last held industry said to have nowhere to go

    # -- the entry points ---------------------------------------------------------------------
    def key(self, now: Now) -> Hashable:
        self.now = now
        return self.hover_key()

    def draw(self, p: Painter, now: Now) -> None:
        self.now = now
        self.draw_hover(p)

    def rects(self, p: Painter, now: Now, widgets) -> list[pygame.Rect]:
        """Where ``draw`` (and the ``widgets`` drawn with it) draws now."""
        self.now = now
        return self.hover_rects(p, widgets)

    def previews(self, now: Now, target: Hashable) -> bool:
        """Whether a cost preview shows for ``target`` (the tooltip then gives way to it)."""
        self.now = now
        return bool(self._previewed(target))

    def no_space_reason(self, c: judge.Choosing, industry: str, stamp: tuple) -> Text:
        """Why no tile of ``industry`` can be built anywhere now (judge.no_space_reason, kept per stamp)."""
        key = (industry, *stamp)
        kept = self.reason_cache.get(key)
        if kept is None:
            kept = judge.no_space_reason(c, industry)
            self.reason_cache = {k: v for k, v in self.reason_cache.items() if k[1:] == key[1:]}
            self.reason_cache[key] = kept
        return kept

    # -- what the slice says ------------------------------------------------------------------
    @property
    def state(self):
        return self.now.c.state

    @property
    def mode(self) -> str | None:
        return self.now.c.mode

    def my_turn(self) -> bool:
        return self.now.c.my_turn

    def glowing(self) -> set:
        return self.now.glow

    def actions_at(self, key: Hashable) -> list[Action]:
        return judge.actions_at(self.now.c, key)

    @property
    def space_rects(self) -> dict:
        return self.board.space_rects

    @property
    def merchant_rects(self) -> dict:
        return self.board.merchant_rects

    @property
    def barrel_rects(self) -> dict:
        return self.board.barrel_rects

    @property
    def slot_rects(self) -> dict:
        return self.board.slot_rects

    @property
    def pan(self):
        return self.board.pan

    @property
    def geom(self):
        return self.board.geom

    def wpoint(self, pt) -> tuple[float, float]:
        return self.board.wpoint(pt)

    def hover_target(self) -> Hashable | None:
        """What the hover layer is about: the target under the dragged tile, else under the pointer."""
        if self.drag.dragging:
            return self.drag.target_at(self.drag.pointer)
        return self.target

    def hover_key(self) -> Hashable:
        """What the layer shows: the target only when it glows or is previewed (the pointer
        wandering over spaces that neither glow nor preview changes nothing shown)."""
        drag = self.drag
        held = drag.held.key if drag.held is not None else None
        return (self.shown_target(), self.loan_hovered(), held, drag.dragging, drag.key_target, drag.key_source)

    def loan_hovered(self) -> bool:
        button = self.loan_button
        return button is not None and button.hovered and self.my_turn() and self.state.phase == MAIN

    def shown_target(self) -> Hashable | None:
        """The hover target when the layer draws something for it (its glow or its preview)."""
        target = self.hover_target()
        if target is None or (target not in self.glowing() and not self._previewed(target)):
            return None
        return target

    def draw_hover(self, p: Painter) -> None:
        target = self.hover_target()
        glow = self.glowing() if target is not None else set()
        if target is not None and target in glow:
            self._strong_glow(p, target)
        if self.drag.active and not self.drag.legal:
            self._nowhere(p)
            return
        if self.loan_hovered():
            if self.brules.why_illegal(self.state, Loan()) is None:
                self.track.paint_loan(p, self.state.income)
            return
        actions = self._previewed(target)
        if actions:
            self.draw_preview(p, actions, self._anchor(target))

    def hover_rects(self, p: Painter, widgets) -> list[pygame.Rect]:
        """Where ``draw_hover`` (and the widgets drawn with it) draws now: virtual rects with room
        for glows and shadows."""
        rects = [pygame.Rect(w.rect).inflate(56, 56) for w in widgets.widgets]
        named = {getattr(w, "card", None) for w in widgets.widgets if w.visible}  # a card button rings its card
        rects += [rect.inflate(30, 30) for card, rect in self.card_rects if card in named]
        target = self.hover_target()
        if target is not None and target in (self.glowing() if target is not None else ()):
            rects.append(self._glow_rect(target).inflate(40, 40))
        if self.drag.active and not self.drag.legal:
            if self.drag.held is not None:
                rect = pygame.Rect(0, 0, CARD_W + 40, 420)
                rect.midbottom = (self.map_rect.centerx, self.map_rect.bottom - 60)
                rects.append(rect)
            return rects
        if self.loan_hovered():
            return rects + [self.track.loan_rect()]
        actions = self._previewed(target)
        card = self._card(p, actions, self._anchor(target)) if actions else None
        if card is not None:
            rects.append(card[1].inflate(24, 34))
        return rects

    def _glow_rect(self, key: Hashable) -> pygame.Rect:
        kind, what = key[0], key[1]
        found = {"space": self.space_rects, "merchant": self.merchant_rects, "barrel": self.barrel_rects}
        if kind in found:
            return pygame.Rect(found[kind].get(what, (0, 0, 0, 0)))
        if kind == "link":
            points = [self.wpoint(pt) for pt in self.geom.slot_polygon(what, 8)]
            xs, ys = [x for x, _ in points], [y for _, y in points]
            return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        if kind == "mat" and what in self.mat_rects:
            return pygame.Rect(self.mat_rects[what])
        if kind == "card":
            return pygame.Rect(next((r for c, r in self.card_rects if c == what), (0, 0, 0, 0)))
        return pygame.Rect(0, 0, 0, 0)

    def _previewed(self, target: Hashable | None) -> list[Action]:
        """The action a click or a drop on ``target`` would start (one to preview), or the sales
        of a tile to each merchant it may go to when the next step asks which."""
        if target is None or not self.my_turn():
            return []
        if self.drag.active and self.drag.held is not None:
            if target[0] != "space" or target not in self.drag.legal:
                return []
            return [Build(self.drag.held.payload[1], target[1])]
        if self.state.phase == MAIN and self.mode is None:
            return []  # no card pops up while the pointer only wanders: choose an action, or drag a tile
        found = [a for a in self.actions_at(target) if isinstance(a, (Build, Network, Sell, Develop, SellAgain))]
        sales = [a for a in found if isinstance(a, (Sell, SellAgain))]
        if len(sales) == len(found) and len({a.merchant for a in sales}) > 1:
            return sales
        return found[:1]

    def _anchor(self, target: Hashable) -> pygame.Rect:
        kind = target[0]
        if kind == "space":
            return self.space_rects[target[1]]
        if kind == "link":
            return self.slot_rects[target[1]]
        if kind == "merchant":
            return self.merchant_rects[target[1]]
        if kind == "mat":
            return self.mat_rects[target[1]]
        return pygame.Rect(self.map_rect.center, (1, 1))

    # ---------------------------------------------------------------------------
    # the glow of the target under the pointer

    def _strong_glow(self, p: Painter, key: Hashable) -> None:
        kind, what = key[0], key[1]
        clip = p.surface.get_clip()
        if kind in ("space", "merchant", "barrel", "link"):
            p.surface.set_clip(p.vp.rect(self.pan.rect))
        if kind == "space" and what in self.space_rects:
            rect = self.space_rects[what]
            p.target_glow(rect, max(4, rect.w // 7), True)
        elif kind == "merchant" and what in self.merchant_rects:
            rect = self.merchant_rects[what]
            p.target_glow(rect, max(4, rect.w // 7), True)
        elif kind == "barrel" and what in self.barrel_rects:
            rect = self.barrel_rects[what]
            p.target_glow(rect, max(4, rect.w // 3), True)
        elif kind == "link":
            z = self.pan.zoom
            poly = [self.wpoint(pt) for pt in self.geom.slot_polygon(what, 8)]
            p.polygon(poly, (*Palette.glow_soft, 120))
            p.polygon(poly, Palette.glow, max(2, round(5 * z)))
        elif kind == "mat" and what in self.mat_rects:
            p.target_glow(self.mat_rects[what], 10, True)
        elif kind == "card":
            rect = next((r for c, r in self.card_rects if c == what), None)
            if rect is not None:
                p.target_glow(rect, 12, True)
        p.surface.set_clip(clip)

    # ---------------------------------------------------------------------------
    # a held tile with nowhere to go

    def _nowhere(self, p: Painter) -> None:
        held = self.drag.held
        if held is None:
            return
        industry = held.payload[1]
        self.nowhere_shown = industry  # for the tests: what the layer said last
        text = Msg(
            "brass.preview.nowhere",
            industry=Msg(f"brass.industry.{industry}"),
            reason=self.no_space_reason(self.now.c, industry, self.now.stamp),
        )
        lines = p.wrap(text, STRONG, CARD_W - 64)
        h = 24 + LINE_H * len(lines)
        rect = pygame.Rect(0, 0, CARD_W, h)
        rect.midbottom = (self.map_rect.centerx, self.map_rect.bottom - 80)
        p.panel(rect, Palette.danger_soft, Palette.danger, 12)
        p.icon("close", pygame.Rect(rect.x + 12, rect.y + 12, 28, 28), Palette.danger)
        y = rect.y + 12
        for line in lines:
            p.text(line, (rect.x + 50, y), TextStyle(18, Palette.danger, True))
            y += LINE_H

    # ---------------------------------------------------------------------------
    # the cost preview

    def cached_preview(self, action: Action) -> Preview | None:
        """The preview of ``action`` now (worked out once per action and state)."""
        state = self.now.stamp
        kept = self.preview_cache
        if kept is None or kept[0] != state:
            kept = self.preview_cache = (state, {})
        if action not in kept[1]:
            kept[1][action] = preview(self.brules, self.state, action)
        return kept[1][action]

    def preview_lines(self, pv: Preview) -> list[tuple[Text, TextStyle, str | None]]:
        """The lines of the preview card: (text, style, icon or None)."""
        rules = self.brules
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
                state = self.state
                where = rules.loc_msg(rules.t.space_loc[src.space])
                owner = (
                    Msg("brass.preview.automas") if state.sp_owner[src.space] == AUTOMA else Msg("brass.preview.yours")
                )
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

    def merchants_msg(self, sales: list[Action]) -> Text:
        """ "Gloucester or Oxford": the merchants a tile may be sold to."""
        rules = self.brules
        names = []
        for a in sales:
            name = rules.loc_msg(rules.t.merchant_space_loc[a.merchant])
            if name not in names:
                names.append(name)
        if len(names) == 1:
            return names[0]
        return Msg("brass.preview.either", first=Msg.raw(", ".join(_tr(n) for n in names[:-1])), last=names[-1])

    def card_content(self, actions: list[Action]) -> tuple[Preview, Text, list] | None:
        """What the preview card says of ``actions`` (one action, or the sales of one tile to each
        merchant it may go to): (the first preview, the title, the lines)."""
        pvs = [self.cached_preview(a) for a in actions]
        if any(pv is None for pv in pvs):
            return None
        if len(actions) == 1:
            return pvs[0], self.preview_title(actions[0]), self.preview_lines(pvs[0])
        rules = self.brules
        ind = self.state.sp_ind[actions[0].space]
        title = Msg(
            "brass.preview.title_sell_choose",
            industry=Msg(f"brass.industry.{INDUSTRIES[ind]}"),
            merchants=self.merchants_msg(actions),
        )
        lines: list[tuple[Text, TextStyle, str | None]] = []
        card_lines: list = []
        seen: list = []
        for action, pv in zip(actions, pvs, strict=True):
            merchant = rules.loc_msg(rules.t.merchant_space_loc[action.merchant])
            own = []
            for text, style, icon in self.preview_lines(pv):
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

    def preview_title(self, action: Action) -> Text:
        rules = self.brules
        state = self.state
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

    def _card(self, p: Painter, actions: list[Action], anchor: pygame.Rect):
        """The preview card's content and place: (preview, rect, title lines, wrapped lines), or None."""
        content = self.card_content(actions)
        if content is None:
            return None
        pv, heading, lines = content
        title = p.wrap(heading, TITLE, CARD_W - 28)
        wrapped = [(p.wrap(text, style, CARD_W - 60), style, icon) for text, style, icon in lines]
        h = 16 + 26 * len(title) + 40 + sum(LINE_H * len(w) for w, _s, _i in wrapped) + 10
        return pv, self._place_card(anchor, h), title, wrapped

    def draw_preview(self, p: Painter, actions: list[Action], anchor: pygame.Rect) -> pygame.Rect | None:
        """The preview card of ``actions`` (see ``card_content``) beside ``anchor`` (inside the map)."""
        card = self._card(p, actions, anchor)
        self.preview_shown = card[0] if card is not None else None  # for the tests: what the layer showed last
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

    def _place_card(self, anchor: pygame.Rect, h: int) -> pygame.Rect:
        """Beside the target (right, else left), never over it, inside the map."""
        area = self.map_rect.inflate(-16, -16)
        rect = pygame.Rect(0, 0, CARD_W, h)
        rect.midleft = (anchor.right + 24, anchor.centery)
        if rect.right > area.right:
            rect.midright = (anchor.left - 24, anchor.centery)
        if rect.left < area.left:
            rect.left = area.left
        rect.clamp_ip(area)
        return rect


class PointerLayer(Component):
    """The hover layer as one component: the table's widgets (their hover and press show here, not
    in the board layer) and the ``Pointer`` over them, drawn as patches where they lie (``patches``:
    worked out once per part, as they depend on nothing else)."""

    def __init__(self, pointing: Pointer, widgets: WidgetGroup, painter: Painter, now: Callable[[], Now]):
        super().__init__()
        self.pointing = pointing
        self.widgets = widgets
        self.painter = painter
        self.now = now
        self._rects: tuple[Hashable, list[pygame.Rect]] | None = None

    def part(self, model) -> Hashable:
        return (self.pointing.key(self.now()), widgets_look(self.widgets))

    def patches(self) -> list[pygame.Rect]:
        part = self.part(None)
        if self._rects is None or self._rects[0] != part:
            self._rects = (part, self.pointing.rects(self.painter, self.now(), self.widgets))
        return self._rects[1]

    def paint(self, p: Painter, part) -> None:
        self.widgets.draw(p)
        self.pointing.draw(p, self.now())
