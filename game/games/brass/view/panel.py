"""The panels beside the map: your side (money, income, VP and the mat: the next tile of each
industry with its cost, needs and rewards, the levels still to come), the action bar with
the prompt and the follow-up buttons, your hand, and the Automa (VP, the back of its next
card, what it did last turn, the tiles left on its mat)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.i18n import Msg, tr
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Done,
)
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import (
    AUTOMA,
    BONUS,
    CARD,
    CHOICE_PHASES,
    DEVELOP2,
    HUMAN,
    LINK2,
    MAIN,
    OVER,
    SELL_MORE,
    SHORTFALL,
    BrassState,
)
from game.games.brass.rules.words import link_msg, tile_msg
from game.games.brass.view import column
from game.games.brass.view.art import (
    INDUSTRY_COLOUR,
    ROMAN,
    draw_automa_back,
    draw_card,
    draw_tile,
    industry_icon,
    owner_colour,
    owner_symbol,
)
from game.games.brass.view.judge import Choosing
from game.scenes import chrome
from game.ui.art import Palette, TextStyle, mix
from game.ui.components import Component
from game.ui.draw import Painter, Text
from game.ui.widgets import Button


def reach(rect: pygame.Rect) -> pygame.Rect:
    """Where a panel's drawing lies: its rect, a pixel or two around (rounding) and its shadow under it."""
    return pygame.Rect(rect.x - 3, rect.y - 3, rect.w + 6, rect.h + 12)


ROW_H = 46
BUTTON_H = 44  # the smaller buttons' height: at least 28 window pixels at 1280x720
HEAD_H = 64
KEY_NAMES = {"build": "1", "network": "2", "develop": "3", "sell": "4", "loan": "5", "scout": "6", "pass": "7"}


# ---------------------------------------------------------------------------
# Layout and widgets


def mat_rects(you: pygame.Rect) -> tuple[dict[str, pygame.Rect], dict[str, pygame.Rect]]:
    """The rows of your mat in your panel ``you``, and the tile drawn in each (by industry)."""
    rows: dict[str, pygame.Rect] = {}
    tiles: dict[str, pygame.Rect] = {}
    for i, name in enumerate(INDUSTRIES):
        row = pygame.Rect(you.x + 10, you.y + HEAD_H + i * ROW_H, you.w - 20, ROW_H - 4)
        rows[name] = row
        tiles[name] = pygame.Rect(row.x + 196, row.y + 2, row.h - 4, row.h - 4)
    return rows, tiles


def hand_rects(
    rules: BrassRules, hand: list[str], h: pygame.Rect, p: Painter
) -> tuple[list[tuple[str, int]], list[tuple[str, pygame.Rect]]]:
    """The hand in its panel ``h``: one card per kind with a count, and where each lies."""
    kinds = sorted(set(hand), key=lambda c: (rules.data.card_types[c].kind != "location", c))
    counted = [(c, hand.count(c)) for c in kinds]
    n = max(1, len(kinds))
    # town names stay readable: two rows of wider cards, unless a wide window fits one row of them
    rows = 1 if n <= 5 or (h.w - 24 - 8 * (n - 1)) // n >= 170 else 2
    per_row = (n + rows - 1) // rows
    w = min(190, (h.w - 24 - 8 * (per_row - 1)) // per_row)
    head = column.hand_head(p)
    ch = (h.h - head - 10 - 8 * (rows - 1)) // rows
    rects = [
        (card, pygame.Rect(h.x + 12 + (i % per_row) * (w + 8), h.y + head + (i // per_row) * (ch + 8), w, ch))
        for i, (card, _count) in enumerate(counted)
    ]
    return counted, rects


def follow_ups(c: Choosing, can_undo: bool) -> list[tuple[Text, str, str]]:
    """The action bar's follow-up buttons (Done, take back), as (label, what it does: "done" or
    "cancel", kind)."""
    state = c.state
    follow: list[tuple[Text, str, str]] = []
    if Done() in c.legal:
        label = {
            LINK2: "brass.ui.done_link",
            DEVELOP2: "brass.ui.done_develop",
            SELL_MORE: "brass.ui.done_sell",
            BONUS: "brass.ui.done_bonus",
        }.get(state.phase, "brass.ui.done")
        follow.append((Msg(label), "done", "primary"))
    if state.phase in (CARD, *CHOICE_PHASES) and can_undo:
        follow.append((Msg("brass.ui.cancel_action"), "cancel", "secondary"))
    elif state.phase == MAIN and (c.mode or c.sell_space is not None):
        follow.append((Msg("brass.ui.cancel_choice"), "cancel", "secondary"))
    return follow


class ActionButton(Button):
    """An action of the bar: dimmer when it has no legal use now (a click then says why);
    the key that chooses it in a corner."""

    TEXT_SIZE = 19

    def __init__(self, rect, label, on_click, key: str, tooltip=None):
        super().__init__(rect, label, on_click, kind="secondary", text_size=self.TEXT_SIZE, tooltip=tooltip)
        self.key = key
        self.available = True
        self.focusable = False

    def draw(self, p: Painter) -> None:
        if not self.available and self.enabled:
            self.kind = "ghost"
        super().draw(p)
        self.kind = "secondary"
        r = self.rect
        badge = pygame.Rect(r.x + 3, r.y + 3, 20, 24)
        p.rect(badge, (*Palette.ink, 40), 5)
        p.text(self.key, badge.center, TextStyle(18, Palette.ink_soft, True), "center")

    def _draw_content(self, p: Painter, ink) -> None:
        if not self.available:
            ink = Palette.ink_faint
        style = TextStyle(self.text_size, ink, True)
        r = self.rect
        if p.measure(self.label, style)[0] + 2 * 26 <= r.w:
            p.label(self.label, r.move(0, 4).inflate(-4, -8), style)
        else:  # the word would meet the key badge: under it
            p.label(self.label, pygame.Rect(r.x + 2, r.y + 25, r.w - 4, r.h - 27), style)


# ---------------------------------------------------------------------------
# Drawing


def _figure(p: Painter, x: int, y: int, icon: str, big: Text, small: Text, colour=None) -> None:
    """A number with its icon and a caption under it (money, income, VP)."""
    if icon.startswith("svg:"):
        p.svg(icon[4:], pygame.Rect(x, y - 15, 30, 30))
    else:
        p.icon(icon, pygame.Rect(x, y - 15, 30, 30), colour or Palette.ink)
    p.text(big, (x + 38, y - 2), TextStyle(28, Palette.ink, True), "midleft")
    p.text(small, (x + 38, y + 22), TextStyle(18, Palette.ink_soft), "midleft")


class MatRow(NamedTuple):
    """One row of your mat as drawn: the industry, its next level (0: none left), the tiles left
    of each level, and its marks."""

    name: str
    level: int
    counts: tuple[int, ...]
    hidden: bool  # its tile is being dragged (or flies home)
    lifted: bool  # its tile is lifted (clicked, not dragged)
    keyboard: bool  # the keyboard's focus is on its tile
    buildable: bool  # ringed: it may be built somewhere now
    dimmed: bool  # nowhere to build it now (the tooltip says why)
    glow: bool  # a legal target (to develop)


class YouPart(NamedTuple):
    name: Text | str
    level_text: Text | None
    money: int
    income: int
    income_level: int
    vp: int
    era: int
    rows: tuple[MatRow, ...]


class YouPanel(Component):
    """Your side: your name, money, income and VP, and your mat (``mat_rects``: its rows,
    ``tile_rects``: the next tile of each industry)."""

    def __init__(self, rules: BrassRules, slicer):
        super().__init__(slicer)
        self.rules = rules
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.mat_rects: dict[str, pygame.Rect] = {}
        self.tile_rects: dict[str, pygame.Rect] = {}

    def lay_out(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.bounds = reach(rect)
        self.mat_rects, self.tile_rects = mat_rects(rect)

    def paint(self, p: Painter, part: YouPart) -> None:
        r = self.rect
        p.panel(r, Palette.panel, Palette.panel_edge, 14)
        colour = owner_colour(HUMAN)
        p.circle((r.x + 30, r.y + 30), 19, colour)
        p.icon(owner_symbol(HUMAN), pygame.Rect(r.x + 17, r.y + 17, 26, 26), Palette.paper_ink)
        chrome.draw_name(p, part.level_text, part.name, (r.x + 58, r.y + 30), TextStyle(27, Palette.ink, True), 220)
        level = part.income_level
        x = r.x + 290
        y = r.y + 26
        _figure(p, x, y, "svg:brass/coin", f"£{part.money}", Msg("brass.ui.money"))
        _figure(
            p,
            x + 160,
            y,
            "brass/income",
            f"{level:+d}" if level else "0",
            Msg("brass.ui.income", space=part.income),
            colour,
        )
        p.icon("brass/vp", pygame.Rect(x + 340, y - 15, 30, 30), Palette.glow)
        p.text(str(part.vp), (x + 378, y - 2), TextStyle(28, Palette.ink, True), "midleft")
        p.text(Msg("brass.ui.vp"), (x + 378, y + 22), TextStyle(18, Palette.ink_soft), "midleft")
        p.line((r.x + 12, r.y + HEAD_H - 4), (r.right - 12, r.y + HEAD_H - 4), Palette.panel_edge, 2)
        for row in part.rows:
            self._mat_row(p, row, part.era)

    def _mat_row(self, p: Painter, m: MatRow, era: int) -> None:
        rules = self.rules
        name = m.name
        ind = rules.ind[name]
        row = self.mat_rects[name]
        if INDUSTRIES.index(name) % 2 == 0:
            p.rect(row, (*Palette.bg_deep, 70), 10)
        industry_icon(p, name, pygame.Rect(row.x + 6, row.centery - 15, 30, 30))
        p.text(
            Msg(f"brass.industry.{name}"),
            (row.x + 42, row.centery),
            TextStyle(19, Palette.ink, True),
            "midleft",
            max_width=138,
        )
        level = m.level
        tile = self.tile_rects[name]
        if level:
            lv = rules.t.level(ind, level)
            era_ok = lv.buildable_in(era)
            if not m.hidden:
                draw_tile(p, tile, HUMAN, name, level, beer=lv.beer if rules.t.sellable[ind] else 0, faded=not era_ok)
            if m.buildable:
                p.rect(tile.inflate(6, 6), Palette.glow, 10, 2)
            if m.lifted:
                p.rect(tile.inflate(10, 10), Palette.accent, 12, 4)
            elif m.keyboard:
                p.focus_ring(tile, 10)
            self._stats(p, row, lv, name, era_ok, era)
        else:
            p.rect(tile, (*Palette.ink_faint, 50), 8)
            p.text(
                Msg("brass.ui.none_left"), (tile.right + 12, row.centery), TextStyle(18, Palette.ink_faint), "midleft"
            )
        _level_chips(p, m.counts, row, ind, level)
        if m.dimmed:
            p.rect(row, (*Palette.panel, 150), 10)  # nowhere to build it now: the tooltip says why
            p.icon("close", pygame.Rect(tile.x - 26, tile.y + 2, 22, 22), Palette.danger)
        if m.glow:
            p.target_glow(row, 10)

    def _stats(self, p: Painter, row: pygame.Rect, lv, name: str, era_ok: bool, era: int) -> None:
        """Cost and what building needs (first line); what it makes or needs to sell, and what a
        flip earns: VP, income, link VP (second line)."""
        x = self.tile_rects[name].right + 10
        ink = Palette.ink if era_ok else Palette.ink_faint
        y1, y2 = _stat_lines(p, row)
        cursor = p.text(f"£{lv.cost}", (x, y1), TextStyle(20, ink, True), "midleft").right + 6
        for resource, count in (("coal", lv.coal), ("iron", lv.iron)):
            for _ in range(count):
                p.svg(f"brass/{resource}", pygame.Rect(cursor, y1 - 9, 18, 18))
                cursor += 17
            if count:
                cursor += 5
        if not era_ok:
            p.text(
                Msg("brass.ui.era_only_canal" if lv.era == "canal" else "brass.ui.era_only_rail"),
                (cursor + 4, y1),
                TextStyle(18, Palette.danger, True),
                "midleft",
            )
        elif not lv.develop:
            p.icon("brass/bulb", pygame.Rect(cursor + 2, y1 - 9, 18, 18), Palette.glow)
        small = TextStyle(18, Palette.ink_soft)
        cursor = x
        resource = self.rules.t.resource[self.rules.ind[name]]
        if resource:
            for _ in range(lv.made(era)):
                p.svg(f"brass/{resource}", pygame.Rect(cursor, y2 - 7, 14, 14))
                cursor += 11
            cursor += 7
        elif lv.beer:
            for _ in range(lv.beer):
                p.svg("brass/beer", pygame.Rect(cursor, y2 - 8, 16, 16))
                cursor += 14
            cursor += 6
        else:
            cursor = p.text(Msg("brass.ui.no_beer"), (cursor, y2), small, "midleft").right + 6
        cursor = p.text("→", (cursor, y2), small, "midleft").right + 4
        cursor = (
            p.text(Msg("brass.ui.vp_short", vp=lv.vp), (cursor, y2), TextStyle(18, Palette.ink, True), "midleft").right
            + 8
        )
        p.icon("brass/income", pygame.Rect(cursor, y2 - 8, 16, 16), owner_colour(HUMAN))
        cursor = p.text(f"+{lv.income}", (cursor + 18, y2), TextStyle(18, Palette.ink, True), "midleft").right + 8
        p.icon("brass/link", pygame.Rect(cursor, y2 - 7, 18, 14), Palette.ink_soft)
        p.text(str(lv.link), (cursor + 20, y2), TextStyle(18, Palette.ink, True), "midleft")


def _stat_lines(p: Painter, row: pygame.Rect) -> tuple[int, int]:
    """The middles of a mat row's two stat lines, spread by their heights at the text size (at
    130 % the fixed 12/32 made them touch)."""
    h1, h2 = column.line_h(p, TextStyle(20, bold=True)), column.line_h(p, TextStyle(18))
    gap = (row.h - h1 - h2) // 3
    y1 = row.y + gap + h1 // 2
    return y1, y1 + (h1 - h1 // 2) + gap + h2 // 2


def _level_chips(p: Painter, counts: tuple[int, ...], row: pygame.Rect, ind: int, level: int) -> None:
    """The levels of the industry (``counts``: how many tiles of each are left), the next one marked."""
    n = len(counts)
    right = row.right - 4
    style = TextStyle(18, Palette.ink)
    w = max(30, max(p.measure(ROMAN[i], style)[0] for i in range(1, n + 1)) + 7)  # numerals fit at any size
    x0 = right - n * w
    for i, count in enumerate(counts):
        cell = pygame.Rect(x0 + i * w, row.y + 2, w - 3, row.h - 4)
        nxt = i + 1 == level
        fill = (
            mix(INDUSTRY_COLOUR[INDUSTRIES[ind]], Palette.panel, 0.2 if nxt else 0.75)
            if count
            else (*Palette.ink_faint, 30)
        )
        p.rect(cell, fill, 6)
        ink = Palette.paper_ink if nxt and count else (Palette.ink if count else Palette.ink_faint)
        p.text(ROMAN[i + 1], (cell.centerx, cell.y + 13), TextStyle(18, ink), "center", max_width=cell.w - 2)
        # the tiles left of this level as dots (the tooltip says the number)
        for d in range(count):
            p.circle((cell.centerx + (d - (count - 1) / 2) * 8, cell.bottom - 8), 3, ink)


class BarPart(NamedTuple):
    hint: Text
    right: int  # where the follow-up buttons begin
    stacked: bool  # the hint across the bar, over the buttons' row (view/column.py)


class ActionBar(Component):
    """The action bar's panel (its buttons are widgets of the table; what to do now is
    ``ActionHint``, a component of its own: it changes with nearly every move, the panel seldom)."""

    def __init__(self):
        super().__init__()
        self.rect = pygame.Rect(0, 0, 0, 0)

    def lay_out(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.bounds = reach(rect)

    def part(self, model) -> tuple:
        return tuple(self.rect)

    def paint(self, p: Painter, part: tuple) -> None:
        p.panel(self.rect, Palette.panel, Palette.panel_edge, 14)


def hint_box(a: pygame.Rect, right: int, stacked: bool, p: Painter) -> pygame.Rect:
    """Where the action bar's hint stands: under the actions' buttons, left of the follow-ups
    (``right``), or across the bar over their row (``stacked``)."""
    top = a.y + 8 + column.button_h(p) + 4
    if stacked:  # across the bar, over the buttons' row (view/column.py)
        return pygame.Rect(a.x + 14, top, a.w - 28, a.bottom - 48 - top)
    return pygame.Rect(a.x + 14, top, right - a.x - 24, a.bottom - top - 4)


class ActionHint(Component):
    """What to do now, in the action bar (``box``: set with the part, hint_box)."""

    def __init__(self, slicer):
        super().__init__(slicer)
        self.box = pygame.Rect(0, 0, 0, 0)

    def place(self, box: pygame.Rect, bar: pygame.Rect) -> None:
        self.box = pygame.Rect(box)
        self.bounds = box.inflate(8, 8).clip(bar.inflate(-4, -4))  # inside the panel's edge

    def paint(self, p: Painter, part: BarPart) -> None:
        p.text_box(
            part.hint,
            self.box,
            TextStyle(20, Palette.accent_deep, True),
            align="left",
            min_size=18,
            line_gap=1.0,
        )


def action_hint(c: Choosing, held: str | None, automa_busy: bool, review: bool, outcome: Text) -> Text:
    """What to do now, in a sentence that names the chosen action (``held``: the industry of a
    tile held; ``review``: nobody plays; ``outcome``: the game's end in words)."""
    rules = c.rules
    state = c.state
    if state.phase == OVER:
        return outcome
    if review:  # nobody plays in a review: say how to move through it
        return Msg("brass.ui.hint_review")
    if not c.my_turn:
        if automa_busy:
            return Msg("brass.ui.hint_automa")
        return Msg("brass.ui.hint_wait")
    phase = state.phase
    ctx = state.ctx
    if phase == MAIN:
        if held is not None:
            return Msg("brass.ui.hint_drop", industry=Msg(f"brass.industry.{held}"))
        if c.sell_space is not None:
            return Msg("brass.ui.hint_merchant")
        if c.mode:
            return Msg(f"brass.ui.hint_{c.mode}")
        return Msg("brass.ui.hint_main", count=state.actions_left)
    doing = doing_msg(rules, state)
    if phase == CARD:
        left = ctx.get("cards", 1)
        if ctx.get("kind") == "scout":
            return Msg("brass.ui.hint_card_scout", count=left)
        return Msg("brass.ui.hint_card", doing=doing) if doing else Msg("brass.ui.hint_card_plain")
    if phase in CHOICE_PHASES:
        count = state.need[0][1] if state.need else 0
        key = f"brass.ui.hint_{phase}"
        if phase == "beer" and not (state.need and state.need[0][3] >= 0):
            key = "brass.ui.hint_beer_brewery"  # no merchant's barrel in play (a second railway)
        return Msg(key, count=count, doing=doing or "")
    if phase == LINK2:
        return Msg("brass.ui.hint_link2")
    if phase == DEVELOP2:
        return Msg("brass.ui.hint_develop2")
    if phase == SELL_MORE:
        return Msg("brass.ui.hint_merchant") if c.sell_space is not None else Msg("brass.ui.hint_sell_more")
    if phase == BONUS:
        return Msg("brass.ui.hint_bonus")
    if phase == SHORTFALL:
        return Msg("brass.ui.hint_shortfall", debt=state.debt)
    return rules.prompt(state)


def doing_msg(rules: BrassRules, state: BrassState) -> Msg | None:
    """The action under way (from the rules' pending context), in words."""
    ctx = state.ctx
    kind = ctx.get("kind")
    t = rules.t
    if kind == "build":
        ind = ctx["industry"]
        level = ctx.get("level") or state.lowest_level(HUMAN, ind)
        return Msg(
            "brass.ui.doing_build", tile=tile_msg(rules, ind, level), location=rules.loc_msg(t.space_loc[ctx["space"]])
        )
    if kind in ("network", "second_link"):
        return Msg("brass.ui.doing_network", line=link_msg(rules, ctx["link"]))
    if kind in ("develop", "develop_again"):
        return Msg("brass.ui.doing_develop", industry=rules.industry_msg(ctx["industry"]))
    if kind == "sell":
        return Msg(
            "brass.ui.doing_sell",
            location=rules.loc_msg(t.space_loc[ctx["space"]]),
            merchant=rules.loc_msg(t.merchant_space_loc[ctx["merchant"]]),
        )
    if kind in ("loan", "scout", "pass"):
        return Msg(f"brass.ui.doing_{kind}")
    return None


class HandCard(NamedTuple):
    card: str
    rect: tuple
    count: int
    dim: bool  # not a card that may pay now
    glow: bool


class HandPart(NamedTuple):
    size: int  # the cards in hand
    pile: int  # the cards left to draw
    cards: tuple[HandCard, ...]


class HandPanel(Component):
    """Your hand: one card per kind, with a count (``card_rects``, ``kinds``: laid out with the hand)."""

    def __init__(self, rules: BrassRules, slicer):
        super().__init__(slicer)
        self.rules = rules
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.kinds: list[tuple[str, int]] = []
        self.card_rects: list[tuple[str, pygame.Rect]] = []

    def lay_out(self, rect: pygame.Rect, hand: list[str], p: Painter) -> None:
        self.rect = pygame.Rect(rect)
        self.bounds = reach(rect)
        self.kinds, self.card_rects = hand_rects(self.rules, hand, rect, p)

    def paint(self, p: Painter, part: HandPart) -> None:
        h = self.rect
        p.panel(h, Palette.panel, Palette.panel_edge, 14)
        p.text(
            Msg("brass.ui.hand", count=part.size),
            (h.x + 14, h.y + 8),
            TextStyle(20, Palette.ink, True),
            max_width=260,
        )
        p.text(
            Msg("brass.ui.draw_pile", count=part.pile),
            (h.right - 14, h.y + 8),
            TextStyle(18, Palette.ink_soft),
            "topright",
            max_width=h.w - 300,
        )
        data = self.rules.data
        if not part.cards:
            p.text(Msg("brass.ui.hand_empty"), h.center, TextStyle(20, Palette.ink_faint), "center")
        for card, rect, count, dim, glow in part.cards:
            rect = pygame.Rect(rect)
            ctype = data.card_types[card]
            if ctype.kind == "location":
                loc = data.locations[ctype.town]
                draw_card(p, rect, "location", Msg(f"brass.place.{loc.id}"), banner=loc.banner, dim=dim)
            elif ctype.wild:
                draw_card(p, rect, ctype.kind, Msg(f"brass.ui.card_{card}"), dim=dim)
            else:
                names = tuple(INDUSTRIES[i] for i in ctype.builds)
                draw_card(p, rect, "industry", Msg(f"brass.ui.card_{card}"), industries=names, dim=dim)
            if count > 1:
                badge = (rect.right - 17, rect.bottom - 17)
                p.circle(badge, 16, Palette.ink)
                p.text(f"×{count}", badge, TextStyle(18, Palette.paper_ink, True), "center")
            if glow:
                p.target_glow(rect, 12)


class AutomaPart(NamedTuple):
    difficulty: str
    vp: int
    top: int  # the card whose back shows on its deck (0: none)
    lines: tuple[Text, ...]  # what it did last turn
    mat: tuple[tuple[int, ...], ...]  # the tiles left on its mat, by industry and level


class AutomaPanel(Component):
    """The Automa: its VP, the back of its next card (``card_rect``; ``back_parts``: the parts of
    the back drawn, for its tooltip), what it did last turn (``last_rect``) and its mat."""

    def __init__(self, rules: BrassRules, slicer):
        super().__init__(slicer)
        self.rules = rules
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.last_rect = pygame.Rect(0, 0, 0, 0)
        self.back_parts: dict = {}

    def lay_out(self, rect: pygame.Rect) -> None:
        r = self.rect = pygame.Rect(rect)
        self.bounds = reach(rect)
        self.card_rect = pygame.Rect(r.x + 12, r.y + 10, 214 if r.w >= 700 else 180, r.h - 20)  # the back, full height

    def paint(self, p: Painter, part: AutomaPart) -> None:
        r = self.rect
        rules = self.rules
        p.panel(r, Palette.panel, Palette.panel_edge, 14)
        colour = owner_colour(AUTOMA)
        card_rect = self.card_rect
        hx = card_rect.right + 14
        p.circle((hx + 16, r.y + 24), 17, colour)
        p.icon(owner_symbol(AUTOMA), pygame.Rect(hx + 4, r.y + 12, 24, 24), Palette.paper_ink)
        title = Msg("brass.ui.automa_title", level=Msg(f"brass.option.difficulty_{part.difficulty or 'custom'}"))
        end = p.text(title, (hx + 42, r.y + 24), TextStyle(23, Palette.ink, True), "midleft").right
        p.icon("brass/vp", pygame.Rect(end + 18, r.y + 10, 28, 28), Palette.glow)
        p.text(
            Msg("brass.ui.automa_vp", vp=part.vp),
            (end + 52, r.y + 24),
            TextStyle(23, Palette.ink, True),
            "midleft",
        )
        body_y = r.y + 46
        top = rules.data.automa_card(part.top) if part.top > 0 else None
        if top is not None:
            labels = {
                "first_draw": Msg("brass.ui.back_first_draw"),
                "first_develop": Msg("brass.ui.back_first_develop"),
                "sell": Msg("brass.ui.back_sell"),
                "develop": Msg("brass.ui.back_develop", iron=top.develop_iron_max)
                if top.develop_iron_max
                else Msg("brass.ui.back_develop_free"),
                "network": Msg("brass.ui.back_network"),
                "pass": Msg("brass.ui.back_pass", vp=rules.data.automa_vp_pass),
            }
            self.back_parts = draw_automa_back(
                p, card_rect, top.group, top.first_turn, top.tiebreak, rules.loc_msg(top.sell_brewery_town), labels
            )
        else:
            p.rect(card_rect, (*Palette.ink_faint, 40), 12)
            p.text_box(
                Msg("brass.ui.no_top"), card_rect.inflate(-16, -16), TextStyle(18, Palette.ink_soft), min_size=18
            )
            self.back_parts = {}
        # what it did last turn
        # its last turn and its mat share the room: the mat as wide as its rows need (never cut), the
        # last turn 300 wide (half of a wide window's room), at least LAST_MIN
        room = r.right - 12 - (card_rect.right + 14)
        mat_need = automa_mat_width(rules, p, part.mat, r.bottom - body_y - 10)
        lines = part.lines
        style = TextStyle(18, Palette.ink)
        longest = max((p.measure(word, style)[0] for line in lines for word in tr(line).split()), default=0)
        last_w = max(LAST_MIN, longest + 22, min(max(300, room // 2 - 6), room - 12 - mat_need))
        mid = pygame.Rect(card_rect.right + 14, body_y, last_w, r.bottom - body_y - 10)
        self.last_rect = mid
        p.text(Msg("brass.ui.last_turn"), (mid.x, mid.y), TextStyle(18, Palette.ink_soft, True))
        y = mid.y + 24
        if not lines:
            p.text(Msg("brass.ui.no_turn_yet"), (mid.x, y), TextStyle(18, Palette.ink_faint), max_width=mid.w)
        for line in lines:
            wrapped = p.wrap(line, style, mid.w - 18)
            if y + 21 * len(wrapped) > mid.bottom:
                p.text("…", (mid.x + 18, y - 4), style)
                break
            p.icon(owner_symbol(AUTOMA), pygame.Rect(mid.x, y + 4, 12, 12), colour)
            for text in wrapped:
                p.text(text, (mid.x + 18, y), style)
                y += 21
            y += 3
        _automa_mat(
            rules, p, part.mat, pygame.Rect(mid.right + 12, body_y, r.right - mid.right - 24, r.bottom - body_y - 10)
        )


LAST_MIN = 200
"""The least width of the Automa's last turn beside its mat."""
MAT_HEAD = TextStyle(18, Palette.ink_soft, True)
MAT_CHIP = TextStyle(18, Palette.ink)


def _mat_rows(p: Painter, height: int) -> tuple[int, int, int]:
    """(the rows' top offset, their height, rows per column) of the Automa's mat in ``height``."""
    line = column.line_h(p, TextStyle(18))
    top = max(22, p.measure(Msg("brass.ui.automa_mat"), MAT_HEAD)[1])
    row_h = max(min(24, (height - top) // 6), line - 4)
    return top, row_h, 6 if top + 6 * row_h <= height else 3


def automa_mat_width(rules: BrassRules, p: Painter, mat: tuple[tuple[int, ...], ...], height: int) -> int:
    """The width the Automa's mat needs so that no row is cut: its rows' shortest words, in one
    column or two (as its height allows)."""
    _top, row_h, per_column = _mat_rows(p, height)
    icon = min(row_h - 4, 20) + 6
    widest = 0
    for name in INDUSTRIES:
        words = _short_words(mat[rules.ind[name]])
        widest = max(widest, icon + sum(p.measure(w, MAT_CHIP)[0] + MAT_GAP for w in words))
    head = p.measure(Msg("brass.ui.automa_mat"), MAT_HEAD)[0]
    return max(head, widest if per_column == 6 else 2 * widest + 12)


def _automa_mat(rules: BrassRules, p: Painter, counts_of: tuple[tuple[int, ...], ...], mat: pygame.Rect) -> None:
    """The tiles left on the Automa's mat: a row per industry at the text's line height, in two
    columns of three when six rows do not fit the panel; a row's words shorten to fit ("I II×2",
    "I–III"), and where even that would not fit, give the lowest level and how many ("II+ ×8",
    as the Automa's cards write "£3+"; its tooltip has them level by level)."""
    p.text(Msg("brass.ui.automa_mat"), (mat.x, mat.y), MAT_HEAD)
    top, row_h, per_column = _mat_rows(p, mat.h)
    top += mat.y
    col_w = mat.w if per_column == 6 else (mat.w - 12) // 2
    chip = MAT_CHIP
    for i, name in enumerate(INDUSTRIES):
        x0 = mat.x + (i // per_column) * (col_w + 12)
        y = top + (i % per_column) * row_h
        right = x0 + col_w
        icon = min(row_h - 4, 20)
        industry_icon(p, name, pygame.Rect(x0, y + (row_h - icon) // 2, icon, icon))
        counts = counts_of[rules.ind[name]]
        x = x0 + icon + 6
        shown = 0
        words = _mat_words(p, counts, chip, right - x)
        if not _fits(p, words, chip, right - x) and any(counts):
            lowest = next(lv for lv, n in enumerate(counts) if n)
            words = [f"{ROMAN[lowest + 1]}+", f"×{sum(counts)}"]  # from level II up, 8 tiles
        for text in words:
            x = p.text(text, (x, y + row_h // 2 - 2), chip, "midleft").right + MAT_GAP
            shown += 1
        if not shown:
            p.text("–", (x, y + row_h // 2 - 2), TextStyle(18, Palette.ink_faint), "midleft")


MAT_GAP = 8
"""Space between the words of an Automa mat row."""


def _mat_words(p: Painter, counts: list[int], style: TextStyle, width: int) -> list[str]:
    """The levels left of one industry, as words: "I×1 II×2" when that fits ``width``, else
    shorter ("I II×2"; three or more single tiles in a row as "I–III")."""
    full = [f"{ROMAN[lv + 1]}×{n}" for lv, n in enumerate(counts) if n]
    if _fits(p, full, style, width):
        return full
    return _short_words(counts)


def _fits(p: Painter, words: list[str], style: TextStyle, width: int) -> bool:
    return sum(p.measure(w, style)[0] + MAT_GAP for w in words) <= width + MAT_GAP


def _short_words(counts: list[int]) -> list[str]:
    """ "I II×2 III–V": three or more single tiles in a row as a span."""
    words: list[str] = []
    run: list[int] = []  # consecutive levels with one tile each

    def close_run() -> None:
        if len(run) >= 3:
            words.append(f"{ROMAN[run[0] + 1]}–{ROMAN[run[-1] + 1]}")
        else:
            words.extend(ROMAN[lv + 1] for lv in run)
        run.clear()

    for lv, n in enumerate(counts):  # a level with none or several tiles ends a run
        if n == 1:
            run.append(lv)
            continue
        close_run()
        if n:
            words.append(f"{ROMAN[lv + 1]}×{n}")
    close_run()
    return words


def draw_floating_tile(p: Painter, level: int, source, topleft, zoom: float) -> None:
    """The tile dragged (``level``: the level it is of), at least 76 map pixels wide."""
    name = source.payload[1]
    side = max(source.rect.w, round(76 * zoom))
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(topleft[0] + source.rect.w / 2), round(topleft[1] + source.rect.h / 2))
    draw_tile(p, rect, HUMAN, name, level)
