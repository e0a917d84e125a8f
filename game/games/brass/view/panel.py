"""The panels beside the map: your side (money, income, VP and the mat: the next tile of each
industry with its cost, needs and rewards, the levels still to come), the action bar with
the prompt and the follow-up buttons, your hand, and the Automa (VP, the back of its next
card, what it did last turn, the tiles left on its mat)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, tr
from game.core.session import REVIEW
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Done,
)
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
from game.games.brass.view.keys import ACTIONS, MODES
from game.ui.art import Palette, TextStyle, mix
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, row_widths

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView

ROW_H = 46
BUTTON_H = 44  # the smaller buttons' height: at least 28 window pixels at 1280x720
HEAD_H = 64
KEY_NAMES = {"build": "1", "network": "2", "develop": "3", "sell": "4", "loan": "5", "scout": "6", "pass": "7"}


# ---------------------------------------------------------------------------
# Layout and widgets


def layout_panels(view: BrassView) -> None:
    state = view.state
    view.person_network = view.brules.network_of(state, HUMAN)
    r = view.you_rect
    view.mat_rects = {}
    view.tile_rects = {}
    for i, name in enumerate(INDUSTRIES):
        row = pygame.Rect(r.x + 10, r.y + HEAD_H + i * ROW_H, r.w - 20, ROW_H - 4)
        view.mat_rects[name] = row
        view.tile_rects[name] = pygame.Rect(row.x + 196, row.y + 2, row.h - 4, row.h - 4)
    # Hook for the Automa turn explainer (view/explainer.py, another engineer's): a free slot
    # for its "Last Automa turn" button at the right of the Automa panel's title row, and the
    # rect of "its last turn" (view.automa_last_rect, set while drawing) to draw the reasons in.
    a = view.automa_rect
    view.automa_button_slot = pygame.Rect(a.right - 12 - 210, a.y + 6, 210, 36)
    # the hand: one card per kind, with a count
    kinds = sorted(set(state.hand), key=lambda c: (view.brules.data.card_types[c].kind != "location", c))
    view.hand_kinds = [(c, state.hand.count(c)) for c in kinds]
    h = view.hand_rect
    n = max(1, len(kinds))
    # town names stay readable: two rows of wider cards, unless a wide window fits one row of them
    rows = 1 if n <= 5 or (h.w - 24 - 8 * (n - 1)) // n >= 170 else 2
    per_row = (n + rows - 1) // rows
    w = min(190, (h.w - 24 - 8 * (per_row - 1)) // per_row)
    head = column.hand_head(view.app.painter)
    ch = (h.h - head - 10 - 8 * (rows - 1)) // rows
    view.card_rects = [
        (card, pygame.Rect(h.x + 12 + (i % per_row) * (w + 8), h.y + head + (i // per_row) * (ch + 8), w, ch))
        for i, (card, _count) in enumerate(view.hand_kinds)
    ]


def build_widgets(view: BrassView) -> None:
    view.widgets.clear()
    z = view.zoom_box
    for i, (label, action, tip) in enumerate(
        (
            ("+", lambda: view.zoom(1.25), Msg("brass.ui.zoom_in")),
            ("−", lambda: view.zoom(1 / 1.25), Msg("brass.ui.zoom_out")),
            (Msg("brass.ui.fit"), view.refit, Msg("brass.ui.fit_tip")),
        )
    ):
        rect = pygame.Rect(z.x + i * 60, z.y, 52 if i < 2 else 92, z.h)
        button = Button(rect, label, action, kind="secondary", text_size=26 if i < 2 else 20, tooltip=tip)
        button.focusable = False
        view.widgets.add(button)
    a = view.action_rect
    mine = view.my_turn()
    state = view.state
    gap = 6
    labels = [Msg(f"brass.ui.action_{name}") for name, _kind, _keys in ACTIONS]
    widths = row_widths(view.app.painter, labels, TextStyle(ActionButton.TEXT_SIZE, bold=True), a.w - 20, gap, 8)
    x = a.x + 10
    height = column.button_h(view.app.painter)
    for i, (name, _kind, _keys) in enumerate(ACTIONS):
        rect = pygame.Rect(x, a.y + 8, widths[i], height)
        x += widths[i] + gap
        button = ActionButton(
            rect,
            Msg(f"brass.ui.action_{name}"),
            lambda n=name: view.choose_mode(n),
            KEY_NAMES[name],
            tooltip=Msg(f"brass.ui.tip_{name}", key=KEY_NAMES[name]),
        )
        button.name = name
        button.available = mine and view.action_available(name)
        button.enabled = mine and state.phase == MAIN
        button.selected = view.mode == name and name in MODES
        if button.enabled and not button.available:  # greyed: its tooltip says why
            reason = view._why_none(name)
            button.tooltip = Msg("brass.preview.greyed", tip=button.tooltip, reason=reason)
        view.widgets.add(button)
    if not mine:
        return
    x = a.right - 10
    for label, action, kind in reversed(follow_ups(view)):
        bw = column.follow_width(view.app.painter, label, kind)
        x -= bw
        button = Button(
            pygame.Rect(x, a.bottom - 50, bw, BUTTON_H),
            label,
            action,
            icon="check" if kind == "primary" else "close",
            kind=kind,
            text_size=19,
            tooltip=Msg("brass.ui.tip_done") if kind == "primary" else Msg("brass.ui.tip_cancel"),
        )
        button.focusable = False
        view.widgets.add(button)
        x -= 8
    view.follow_left = x


def follow_ups(view: BrassView) -> list[tuple[Text, callable, str]]:
    """The action bar's follow-up buttons (Done, take back), as (label, action, kind)."""
    state = view.state
    follow: list[tuple[Text, callable, str]] = []
    if Done() in view.legal:
        label = {
            LINK2: "brass.ui.done_link",
            DEVELOP2: "brass.ui.done_develop",
            SELL_MORE: "brass.ui.done_sell",
            BONUS: "brass.ui.done_bonus",
        }.get(state.phase, "brass.ui.done")
        follow.append((Msg(label), view.done, "primary"))
    if state.phase in (CARD, *CHOICE_PHASES) and view.match.can_undo():
        follow.append((Msg("brass.ui.cancel_action"), view.cancel_step, "secondary"))
    elif state.phase == MAIN and (view.mode or view.sell_space is not None):
        follow.append((Msg("brass.ui.cancel_choice"), view.cancel_step, "secondary"))
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


def draw_panels(view: BrassView, p: Painter, state: BrassState) -> None:
    draw_you(view, p, state)
    view.status.paint(p, view.status.part(state))
    draw_action_bar(view, p, state)
    draw_hand(view, p, state)
    draw_automa(view, p, state)


def _figure(p: Painter, x: int, y: int, icon: str, big: Text, small: Text, colour=None) -> None:
    """A number with its icon and a caption under it (money, income, VP)."""
    if icon.startswith("svg:"):
        p.svg(icon[4:], pygame.Rect(x, y - 15, 30, 30))
    else:
        p.icon(icon, pygame.Rect(x, y - 15, 30, 30), colour or Palette.ink)
    p.text(big, (x + 38, y - 2), TextStyle(28, Palette.ink, True), "midleft")
    p.text(small, (x + 38, y + 22), TextStyle(18, Palette.ink_soft), "midleft")


def draw_you(view: BrassView, p: Painter, state: BrassState) -> None:
    r = view.you_rect
    rules = view.brules
    p.panel(r, Palette.panel, Palette.panel_edge, 14)
    colour = owner_colour(HUMAN)
    p.circle((r.x + 30, r.y + 30), 19, colour)
    p.icon(owner_symbol(HUMAN), pygame.Rect(r.x + 17, r.y + 17, 26, 26), Palette.paper_ink)
    view.draw_name(p, 0, view.match.seat_name(0), (r.x + 58, r.y + 30), TextStyle(27, Palette.ink, True), 220)
    level = rules.income_level(state)
    x = r.x + 290
    y = r.y + 26
    _figure(p, x, y, "svg:brass/coin", f"£{state.money}", Msg("brass.ui.money"))
    _figure(
        p,
        x + 160,
        y,
        "brass/income",
        f"{level:+d}" if level else "0",
        Msg("brass.ui.income", space=state.income),
        colour,
    )
    p.icon("brass/vp", pygame.Rect(x + 340, y - 15, 30, 30), Palette.glow)
    p.text(str(state.vp[HUMAN]), (x + 378, y - 2), TextStyle(28, Palette.ink, True), "midleft")
    p.text(Msg("brass.ui.vp"), (x + 378, y + 22), TextStyle(18, Palette.ink_soft), "midleft")
    p.line((r.x + 12, r.y + HEAD_H - 4), (r.right - 12, r.y + HEAD_H - 4), Palette.panel_edge, 2)
    glow = view.glowing()
    buildable = set()
    if view.my_turn() and state.phase == MAIN and view.app.settings.show_legal_moves:
        buildable = view.buildable_industries()
    for name in INDUSTRIES:
        _mat_row(view, p, state, name, glow, buildable)


def _mat_row(view: BrassView, p: Painter, state: BrassState, name: str, glow: set, buildable: set) -> None:
    rules = view.brules
    ind = rules.ind[name]
    row = view.mat_rects[name]
    key = ("mat", name)
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
    level = state.lowest_level(HUMAN, ind)
    tile = view.tile_rects[name]
    if level:
        lv = rules.t.level(ind, level)
        era_ok = lv.buildable_in(state.era)
        if not view.drag.is_hidden(("tile", name)):
            draw_tile(p, tile, HUMAN, name, level, beer=lv.beer if rules.t.sellable[ind] else 0, faded=not era_ok)
        if name in buildable and not view.drag.active:
            p.rect(tile.inflate(6, 6), Palette.glow, 10, 2)
        if view.drag.is_lifted(("tile", name)) and not view.drag.dragging:
            p.rect(tile.inflate(10, 10), Palette.accent, 12, 4)
        elif view.drag.keyboard_source() == ("tile", name):
            p.focus_ring(tile, 10)
        _stats(view, p, row, lv, name, era_ok, state)
    else:
        p.rect(tile, (*Palette.ink_faint, 50), 8)
        p.text(Msg("brass.ui.none_left"), (tile.right + 12, row.centery), TextStyle(18, Palette.ink_faint), "midleft")
    _level_chips(view, p, state, row, ind, level)
    if view.app.settings.show_legal_moves and view.mat_dimmed(name) and view.mode in (None, "build"):
        p.rect(row, (*Palette.panel, 150), 10)  # nowhere to build it now: the tooltip says why
        p.icon("close", pygame.Rect(tile.x - 26, tile.y + 2, 22, 22), Palette.danger)
    if key in glow:
        p.target_glow(row, 10)


def _stats(view: BrassView, p: Painter, row: pygame.Rect, lv, name: str, era_ok: bool, state: BrassState) -> None:
    """Cost and what building needs (first line); what it makes or needs to sell, and what a
    flip earns: VP, income, link VP (second line)."""
    x = view.tile_rects[name].right + 10
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
    resource = view.brules.t.resource[view.brules.ind[name]]
    if resource:
        for _ in range(lv.made(state.era)):
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
        p.text(Msg("brass.ui.vp_short", vp=lv.vp), (cursor, y2), TextStyle(18, Palette.ink, True), "midleft").right + 8
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


def _level_chips(view: BrassView, p: Painter, state: BrassState, row: pygame.Rect, ind: int, level: int) -> None:
    """The levels of the industry: how many tiles of each are left, the next one marked."""
    counts = state.mat[HUMAN][ind]
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


def draw_action_bar(view: BrassView, p: Painter, state: BrassState) -> None:
    a = view.action_rect
    p.panel(a, Palette.panel, Palette.panel_edge, 14)
    hint = action_hint(view, state)
    right = getattr(view, "follow_left", a.right - 10) if view.my_turn() else a.right - 10
    top = a.y + 8 + column.button_h(p) + 4
    box = pygame.Rect(a.x + 14, top, right - a.x - 24, a.bottom - top - 4)
    if getattr(view, "action_stacked", False):  # across the bar, over the buttons' row (view/column.py)
        box = pygame.Rect(a.x + 14, top, a.w - 28, a.bottom - 48 - top)
    p.text_box(
        hint,
        box,
        TextStyle(20, Palette.accent_deep, True),
        align="left",
        min_size=18,
        line_gap=1.0,
    )


def action_hint(view: BrassView, state: BrassState) -> Text:
    """What to do now, in a sentence that names the chosen action."""
    rules = view.brules
    if state.phase == OVER:
        return view.outcome_text()
    if view.session.mode == REVIEW:  # nobody plays in a review: say how to move through it
        return Msg("brass.ui.hint_review")
    if not view.my_turn():
        if view.effects.automa_busy():
            return Msg("brass.ui.hint_automa")
        return Msg("brass.ui.hint_wait")
    phase = state.phase
    ctx = state.ctx
    if phase == MAIN:
        if view.drag.active and view.drag.held is not None:
            return Msg("brass.ui.hint_drop", industry=Msg(f"brass.industry.{view.drag.held.payload[1]}"))
        if view.sell_space is not None:
            return Msg("brass.ui.hint_merchant")
        if view.mode:
            return Msg(f"brass.ui.hint_{view.mode}")
        return Msg("brass.ui.hint_main", count=state.actions_left)
    doing = doing_msg(view, state)
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
        return Msg("brass.ui.hint_merchant") if view.sell_space is not None else Msg("brass.ui.hint_sell_more")
    if phase == BONUS:
        return Msg("brass.ui.hint_bonus")
    if phase == SHORTFALL:
        return Msg("brass.ui.hint_shortfall", debt=state.debt)
    return rules.prompt(state)


def doing_msg(view: BrassView, state: BrassState) -> Msg | None:
    """The action under way (from the rules' pending context), in words."""
    rules = view.brules
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


def draw_hand(view: BrassView, p: Painter, state: BrassState) -> None:
    h = view.hand_rect
    p.panel(h, Palette.panel, Palette.panel_edge, 14)
    p.text(
        Msg("brass.ui.hand", count=len(state.hand)),
        (h.x + 14, h.y + 8),
        TextStyle(20, Palette.ink, True),
        max_width=260,
    )
    p.text(
        Msg("brass.ui.draw_pile", count=max(0, min(state.draw_left, len(state.deck)))),
        (h.right - 14, h.y + 8),
        TextStyle(18, Palette.ink_soft),
        "topright",
        max_width=h.w - 300,
    )
    glow = view.glowing()
    data = view.brules.data
    if not view.card_rects:
        p.text(Msg("brass.ui.hand_empty"), h.center, TextStyle(20, Palette.ink_faint), "center")
    for (card, rect), (_c, count) in zip(view.card_rects, view.hand_kinds):
        ctype = data.card_types[card]
        key = ("card", card)
        choosing = state.phase == CARD and view.my_turn()
        dim = choosing and key not in glow
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
        if key in glow:
            p.target_glow(rect, 12)


def draw_automa(view: BrassView, p: Painter, state: BrassState) -> None:
    r = view.automa_rect
    rules = view.brules
    p.panel(r, Palette.panel, Palette.panel_edge, 14)
    colour = owner_colour(AUTOMA)
    card_rect = pygame.Rect(r.x + 12, r.y + 10, 214 if r.w >= 700 else 180, r.h - 20)  # the back, full height
    hx = card_rect.right + 14
    p.circle((hx + 16, r.y + 24), 17, colour)
    p.icon(owner_symbol(AUTOMA), pygame.Rect(hx + 4, r.y + 12, 24, 24), Palette.paper_ink)
    title = Msg("brass.ui.automa_title", level=Msg(f"brass.option.difficulty_{state.difficulty or 'custom'}"))
    end = p.text(title, (hx + 42, r.y + 24), TextStyle(23, Palette.ink, True), "midleft").right
    p.icon("brass/vp", pygame.Rect(end + 18, r.y + 10, 28, 28), Palette.glow)
    p.text(
        Msg("brass.ui.automa_vp", vp=state.vp[AUTOMA]),
        (end + 52, r.y + 24),
        TextStyle(23, Palette.ink, True),
        "midleft",
    )
    body_y = r.y + 46
    view.automa_card_rect = card_rect
    top = rules.automa_top(state)
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
        view.automa_back_parts = draw_automa_back(
            p, card_rect, top.group, top.first_turn, top.tiebreak, rules.loc_msg(top.sell_brewery_town), labels
        )
    else:
        p.rect(card_rect, (*Palette.ink_faint, 40), 12)
        p.text_box(Msg("brass.ui.no_top"), card_rect.inflate(-16, -16), TextStyle(18, Palette.ink_soft), min_size=18)
        view.automa_back_parts = {}
    # what it did last turn
    # its last turn and its mat share the room: the mat as wide as its rows need (never cut), the
    # last turn 300 wide (half of a wide window's room), at least LAST_MIN
    room = r.right - 12 - (card_rect.right + 14)
    mat_need = automa_mat_width(view, p, state, r.bottom - body_y - 10)
    lines = view.automa_lines()
    style = TextStyle(18, Palette.ink)
    longest = max((p.measure(word, style)[0] for line in lines for word in tr(line).split()), default=0)
    last_w = max(LAST_MIN, longest + 22, min(max(300, room // 2 - 6), room - 12 - mat_need))
    mid = pygame.Rect(card_rect.right + 14, body_y, last_w, r.bottom - body_y - 10)
    view.automa_last_rect = mid  # the explainer's hook (see layout_panels)
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
    _automa_mat(view, p, state, pygame.Rect(mid.right + 12, body_y, r.right - mid.right - 24, r.bottom - body_y - 10))


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


def automa_mat_width(view: BrassView, p: Painter, state: BrassState, height: int) -> int:
    """The width the Automa's mat needs so that no row is cut: its rows' shortest words, in one
    column or two (as its height allows)."""
    _top, row_h, per_column = _mat_rows(p, height)
    icon = min(row_h - 4, 20) + 6
    widest = 0
    for name in INDUSTRIES:
        words = _short_words(state.mat[AUTOMA][view.brules.ind[name]])
        widest = max(widest, icon + sum(p.measure(w, MAT_CHIP)[0] + MAT_GAP for w in words))
    head = p.measure(Msg("brass.ui.automa_mat"), MAT_HEAD)[0]
    return max(head, widest if per_column == 6 else 2 * widest + 12)


def _automa_mat(view: BrassView, p: Painter, state: BrassState, mat: pygame.Rect) -> None:
    """The tiles left on the Automa's mat: a row per industry at the text's line height, in two
    columns of three when six rows do not fit the panel; a row's words shorten to fit ("I II×2",
    "I–III"), and where even that would not fit, give the lowest level and how many ("II+ ×8",
    as the Automa's cards write "£3+"; its tooltip has them level by level)."""
    rules = view.brules
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
        counts = state.mat[AUTOMA][rules.ind[name]]
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


def draw_floating_tile(view: BrassView, p: Painter, source, topleft) -> None:
    name = source.payload[1]
    ind = view.brules.ind[name]
    level = view.state.lowest_level(HUMAN, ind)
    rect = pygame.Rect(round(topleft[0]), round(topleft[1]), source.rect.w, source.rect.h)
    side = max(source.rect.w, round(76 * view.pan.zoom))
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(topleft[0] + source.rect.w / 2), round(topleft[1] + source.rect.h / 2))
    draw_tile(p, rect, HUMAN, name, level)
