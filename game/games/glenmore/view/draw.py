"""Drawing the Glen More table: the track ring with the market inside, the players' cards,
the territory shown, and the turn panel.  Everything reads the view's layout (view.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import Activate, Pay, Place, Take
from game.games.glenmore.rules.scoring import chieftain_strength
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, MOVE, NO_TILE, NONE, OVER, PAY, PLACE
from game.games.glenmore.rules.territory import cell, frontier, xy
from game.games.glenmore.view.art import LAND, TRACK, draw_die, draw_figure, draw_member, draw_token, vp_badge
from game.games.glenmore.view.paint import CARD_BG, CELL_LINE, LAND_BG, dashes, shadow
from game.games.glenmore.view.turn import draw_panel
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, darker, lighter

if TYPE_CHECKING:
    from game.games.glenmore.rules.state import GlenMoreState
    from game.games.glenmore.view.scene import GlenMoreView
    from game.ui.pan_zoom import PanZoom

HEAD_STYLE = TextStyle(20, Palette.ink, True)  # "Ana's territory" over the territory
HEAD_TOKEN_W = 52  # a resource and its count beside it


def draw_everything(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    draw_still(view, p, state)
    draw_live(view, p, state)


def draw_still(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    """The board layer (cached while ``GlenMoreView.board_key`` holds)."""
    draw_ring(view, p, state)
    draw_market(view, p, state)
    draw_players(view, p, state)
    draw_land(view, p, state)
    draw_panel(view, p, state)


def draw_live(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    """Drawn over the board layer every frame: widgets, effects, the dragged tile, the popover."""
    view.widgets.draw(p)
    view.effects.draw(p, state)
    floating = view.drag.floating()
    if floating is not None:
        source, topleft = floating
        _draw_floating(view, p, state, source, topleft)
    if view.popover is not None:
        view.popover.draw(p)
    view.effects.draw_banner(p)


# -- the track ---------------------------------------------------------------------------------


def draw_ring(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    ring = view.ring_rect
    shadow(p, ring, 26)
    p.rect(ring, darker(Palette.felt_deep, 0.12), 26)
    p.rect(ring, lighter(Palette.felt, 0.18), 26, 2)
    spaces = view.space_rects
    seat = view.actor()
    takeable = {a.space for a in view.legal if isinstance(a, Take)}
    choosing = seat is not None and state.phase == CHOOSE
    hints = view.app.settings.show_legal_moves
    order = queries.turn_order(view.grules, state)
    for s, rect in enumerate(spaces):
        p.rect(rect, Palette.felt_deep, 12)
        p.rect(rect, lighter(Palette.felt, 0.1), 12, 2)
        if view.effects.hides_space(s):
            continue
        who = state.figure_at(s)
        tile = state.track[s]
        if who != NONE:
            rank = order.index(who) if who in order else -1
            if not view.effects.hides_figure(who):
                _draw_figure_on(p, state, who, rect, rank)
        elif tile != NO_TILE:
            if view.drag.is_hidden(("track", s)):
                continue
            lifted = view.drag.is_lifted(("track", s))
            r = rect.move(0, -6) if lifted or view.drag.keyboard_source() == ("track", s) else rect
            view.art.draw(p, tile, r, TRACK)
            if choosing and s not in takeable:
                p.rect(r, (40, 46, 44, 120), 10)
                p.icon("lock", pygame.Rect(r.right - 34, r.bottom - 34, 26, 26), Palette.paper_ink)
            elif choosing and hints:
                p.rect(r.inflate(2, 2), Palette.glow, 12, 3)
            if lifted or view.drag.keyboard_source() == ("track", s):
                p.focus_ring(r, 14)
        else:
            p.rect(rect.inflate(-14, -14), lighter(Palette.felt, 0.2), 10, 2)
    _draw_arrows(p, spaces)
    _draw_corners(view, p, state, order)


def _draw_arrows(p: Painter, spaces: list[pygame.Rect]) -> None:
    """The direction of travel: a chevron in a round badge between each two spaces (clockwise)."""
    for i, rect in enumerate(spaces):
        a, b = rect.center, spaces[(i + 1) % len(spaces)].center
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dx, dy = (b[0] - a[0]), (b[1] - a[1])
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        p.circle(mid, 13, darker(Palette.felt_deep, 0.2))
        p.circle(mid, 13, Palette.glow_soft, 2)
        tip = (mid[0] + ux * 7, mid[1] + uy * 7)
        p.polygon(
            [
                tip,
                (mid[0] - ux * 5 - uy * 7, mid[1] - uy * 5 + ux * 7),
                (mid[0] - ux * 5 + uy * 7, mid[1] - uy * 5 - ux * 7),
            ],
            Palette.glow_soft,
        )


def _draw_figure_on(p: Painter, state: GlenMoreState, who: int, rect: pygame.Rect, rank: int) -> None:
    """Figure (or the die) ``who`` on its space ``rect``, with its place in the turn order
    (``rank``, 0: it moves next)."""
    nxt = rank == 0
    if state.has_die and who == state.die_index:
        draw_die(p, rect.inflate(-44, -44).move(0, -6), state.last_roll or 1, glow=nxt)
    else:
        draw_figure(p, who, rect.inflate(-36, -36).move(0, -8), glow=nxt)
    if rank >= 0:
        badge = (rect.right - 16, rect.y + 16)
        p.circle(badge, 14, Palette.glow if nxt else Palette.paper_ink)
        p.circle(badge, 14, Palette.ink, 2)
        p.text(str(rank + 1), badge, TextStyle(18, Palette.ink, True), "center")
    if nxt:  # the figure that moves next: an amber frame and a label on the space
        p.rect(rect.inflate(4, 4), Palette.glow, 14, 4)
        pill = pygame.Rect(rect.x + 3, rect.bottom - 25, rect.w - 6, 22)
        p.rect(pill, Palette.glow, 10)
        p.text(
            Msg("glenmore.ui.next_mover"), pill.center, TextStyle(18, Palette.ink, True), "center", max_width=pill.w - 4
        )


def _draw_deck(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    """The draw pile: which deck, and (large) how many tiles are left in it; the last deck in
    amber, with a warning when the game may end before the person's next turn (issue 13)."""
    rules = view.grules
    r = view.corner_rects["deck"]
    deck = rules.current_deck(state)
    if deck is None:
        p.text_box(Msg("glenmore.ui.decks_empty"), r.inflate(-12, -12), TextStyle(18, lighter(Palette.felt, 0.55)))
        return
    last = queries.last_deck_left(rules, state) is not None
    ink = Palette.glow if last else Palette.paper_ink
    if last:
        p.rect(r.inflate(6, 6), (*Palette.glow, 60), 14)
        p.rect(r.inflate(6, 6), Palette.glow, 14, 3)
    for k in range(3):
        p.svg("glenmore/tile_back", pygame.Rect(r.centerx - 26 - k * 3, r.y + 30 - k * 3, 52, 52))
    p.text(
        Msg("glenmore.ui.last_deck" if last else "glenmore.ui.deck_name", deck=deck),
        (r.centerx, r.y + 13),
        TextStyle(18, ink, True),
        "center",
        max_width=r.w - 12,
    )
    count = len(state.decks[deck])
    p.text(str(count), (r.centerx - 3, r.y + 53), TextStyle(30, Palette.paper_ink, True), "center")
    p.text(
        Msg("glenmore.ui.tiles_left", count=count),
        (r.centerx, r.bottom - 11),
        TextStyle(18, ink, True),
        "center",
        max_width=r.w - 12,
    )


def _draw_corners(view: GlenMoreView, p: Painter, state: GlenMoreState, order: list[int]) -> None:
    ink = Palette.paper_ink
    soft = lighter(Palette.felt, 0.55)
    _draw_deck(view, p, state)
    r = view.corner_rects["scorings"]
    done = len(state.scorings)
    for i in range(3):
        centre = (r.x + 22 + i * 30, r.y + 22)
        if i < done:
            p.circle(centre, 12, Palette.glow)
            p.icon("check", pygame.Rect(centre[0] - 9, centre[1] - 9, 18, 18), Palette.ink)
        else:
            p.circle(centre, 12, lighter(Palette.felt, 0.35), 2)
            p.text(str(i + 1), centre, TextStyle(18, soft, True), "center")
    p.text(Msg("glenmore.ui.scorings"), (r.centerx, r.y + 48), TextStyle(18, ink, True), "center", max_width=r.w - 8)
    if done:
        see = pygame.Rect(r.x + 4, r.y + 60, r.w - 8, r.h - 60)
        p.text_box(Msg("glenmore.ui.see_table"), see, TextStyle(18, Palette.glow_soft), valign="top", min_size=16)
    r = view.corner_rects["removed"]
    p.text(str(len(state.removed)), (r.centerx, r.y + 32), TextStyle(28, ink, True), "center")
    gone = pygame.Rect(r.x + 4, r.y + 52, r.w - 8, r.h - 52)
    p.text_box(Msg("glenmore.ui.removed"), gone, TextStyle(18, soft), valign="top", min_size=16)
    r = view.corner_rects["order"]
    p.text(Msg("glenmore.ui.order"), (r.centerx, r.y + 12), TextStyle(18, soft, True), "center", max_width=r.w - 8)
    for i, who in enumerate(order[:6]):
        col, row = i % 3, i // 3
        spot = pygame.Rect(r.x + 6 + col * 32, r.y + 28 + row * 34, 28, 28)
        if state.has_die and who == state.die_index:
            draw_die(p, spot.inflate(-6, -6), state.last_roll or 1)
        else:
            p.circle(spot.center, 13, Palette.seat(who))
            p.icon(Palette.seat_symbol(who), spot.inflate(-10, -10), Palette.paper_ink)
        if i == 0:
            p.circle(spot.center, 15, Palette.glow, 2)


# -- the market --------------------------------------------------------------------------------


def draw_market(view: GlenMoreView, p: Painter, state: GlenMoreState, hovered: bool = False) -> None:
    """The market; with ``hovered`` (the hover layer) the coins of the payment under the pointer."""
    inner = view.inner_rect
    p.panel(inner, Palette.panel, Palette.panel_edge, 16, shadow=False)
    p.text(Msg("glenmore.ui.market"), (inner.x + 16, inner.y + 20), TextStyle(24, Palette.ink, True, True), "midleft")
    rules = view.grules
    preview = _purchase_preview(view, state, hovered)
    for r, (row, name) in enumerate(zip(view.market_rows, rules.resources)):
        if view.drag.target_state(("market", name)) is not None:
            p.target_glow(row, 10)  # a lifted cube sells here (the hover layer: the one under it)
        draw_token(p, name, pygame.Rect(row.x + 2, row.centery - 17, 34, 34))
        filled = state.market[r]
        for k, price in enumerate(rules.prices):
            slot = pygame.Rect(row.x + 48 + k * 56, row.centery - 18, 50, 36)
            if k < filled:
                p.rect(slot, (*Palette.glow_soft, 150), 8)
                p.svg("glenmore/coin", pygame.Rect(slot.centerx - 16, slot.centery - 16, 32, 32))
                p.text(str(price), slot.center, TextStyle(18, Palette.ink, True), "center")
                if k == filled - 1:
                    p.rect(slot, Palette.accent, 8, 2)
            else:
                ghost = preview.get(r, 0) > k - filled
                p.rect(slot, Palette.bg_deep, 8)
                if ghost:
                    p.rect(slot, (*Palette.glow, 150), 8)
                    p.rect(slot, Palette.glow, 8, 2)
                p.text(
                    str(price),
                    slot.center,
                    TextStyle(19, Palette.ink_faint if not ghost else Palette.ink, True),
                    "center",
                )
    table = rules.data.board.difference_vp
    y = view.market_rows[-1].bottom + 10
    x = inner.x + 16
    style = TextStyle(18, Palette.ink_soft)
    label = p.text(Msg("glenmore.ui.difference"), (x, y + 9), style, "midleft", max_width=110)
    label2 = p.text(Msg("glenmore.ui.vp"), (x, y + 29), TextStyle(18, Palette.ink_soft, True), "midleft", max_width=110)
    x = max(label.right, label2.right) + 14
    step = min(44, (inner.right - 12 - x) // len(table))
    for d, v in enumerate(table):
        cx = x + d * step + step // 2
        p.text(f"{d}{'+' if d == len(table) - 1 else ''}", (cx, y + 9), style, "center")
        p.text(str(v), (cx, y + 29), TextStyle(18, Palette.ink, True), "center")


def _purchase_preview(view: GlenMoreView, state: GlenMoreState, hovered: bool) -> dict[int, int]:
    """Coins a payment would put on the market: shown as amber slots while paying (the one
    payment there is, or in the hover layer the one under the pointer)."""
    seat = view.actor()
    if seat is None or state.phase != PAY:
        return {}
    pays = [a for a in view.legal if isinstance(a, Pay)]
    action = None
    if hovered:
        row = next((w for w in view.widgets.widgets if getattr(w, "hovered", False) and hasattr(w, "items")), None)
        action = getattr(row, "action", None) if isinstance(getattr(row, "action", None), Pay) else None
    if action is None and len(pays) == 1:
        action = pays[0]
    if action is None:
        return {}
    out: dict[int, int] = {}
    for name, _price in view.grules.purchase(state, seat, view.need_of(action)):
        r = view.grules.index[name]
        out[r] = out.get(r, 0) + 1
    return out


# -- the players ---------------------------------------------------------------------------------


def draw_players(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    current = state.current if state.phase not in (OVER,) else None
    for seat, rect in enumerate(view.player_rects):
        shown = seat == view.shown
        fill = Palette.panel if shown else CARD_BG
        if shown:
            tab = pygame.Rect(rect.x, rect.y, rect.w, rect.h + 14)
            shadow(p, tab, 14)
            p.rect(tab, fill, 14)
            p.rect(rect, Palette.accent, 14, 3)
        else:
            p.rect(rect, fill, 14)
            p.rect(rect, Palette.panel_edge, 14, 2)
        if seat == current and state.phase != OVER:
            p.rect(pygame.Rect(rect.x + 10, rect.y, rect.w - 20, 6), Palette.glow, 3)
        small = rect.w < 190
        p.circle((rect.x + 26, rect.y + 26), 17, Palette.seat(seat))
        p.icon(Palette.seat_symbol(seat), pygame.Rect(rect.x + 14, rect.y + 14, 24, 24), Palette.paper_ink)
        total = state.total_points(seat)
        badge = vp_badge(str(total), p.vp.px(34), p.real_size(21))
        real = badge.get_rect(topright=p.vp.point((rect.right - 8, rect.y + 9)))
        p.surface.blit(badge, real)
        badge_x = (real.x - p.vp.ox) / p.vp.scale
        view.draw_name(
            p,
            seat,
            view.match.seat_name(seat),
            (rect.x + 50, rect.y + 26),
            TextStyle(21 if not small else 18, Palette.ink, True),
            max(30, round(badge_x - rect.x - 56)),
        )
        if not view.match.config.seats[seat].is_human:
            p.circle((rect.x + 40, rect.y + 40), 11, Palette.panel)
            p.circle((rect.x + 40, rect.y + 40), 11, Palette.ink_soft, 1)
            p.icon("computer", pygame.Rect(rect.x + 32, rect.y + 32, 16, 16), Palette.ink)
        stats = [
            ("glenmore/coin", str(state.coins[seat])),
            ("glenmore/whisky", str(state.whisky[seat])),
            ("glenmore/bonnet", str(chieftain_strength(view.grules.data, state, seat))),
            ("glenmore/card", str(len(state.cards[seat]))),
            ("glenmore/tiles", str(len(state.tiles[seat]))),
            ("glenmore/member", str(state.total_members(seat))),
        ]
        per_row = 3
        cw = (rect.w - 12) / per_row
        for i, (icon, text) in enumerate(stats):
            x = rect.x + 8 + (i % per_row) * cw
            y = rect.y + 56 + (i // per_row) * 30
            side = 24 if not small else 20
            p.svg(icon, pygame.Rect(round(x), y, side, side))
            p.text(
                text,
                (x + side + 4, y + side // 2 + 1),
                TextStyle(19 if not small else 17, Palette.ink, True),
                "midleft",
                max_width=round(cw - side - 6),
            )


# -- the territory --------------------------------------------------------------------------------


def draw_land(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    land = view.land_rect
    seat = view.shown
    shadow(p, land, 16)
    p.rect(land, LAND_BG, 16)
    p.rect(land, Palette.accent if seat == view.shown else Palette.panel_edge, 16, 3)
    pan = view.pan
    clip = p.surface.get_clip()
    p.surface.set_clip(p.vp.rect(pan.rect))
    _draw_grid(p, view.pan)
    actor = view.actor()
    mine = actor is not None and actor == seat
    tiles = state.tiles[seat]
    size = pan.size
    inset = 0.03
    # placement glows: while something is held, or while the tile waits to be placed
    legal_cells: set[tuple[int, int]] = set()
    if mine and view.drag.active and view.app.settings.show_legal_moves:
        legal_cells = {(k[1], k[2]) for k in view.drag.legal if k[0] == "cell"}
    elif mine and state.phase == PLACE and view.app.settings.show_legal_moves:
        legal_cells = {(a.x, a.y) for a in view.legal if isinstance(a, Place)}
    if mine and state.phase in (CHOOSE, PLACE):
        for c in frontier(tiles):
            x, y = xy(c)
            if pan.visible(x, y) and (x, y) not in legal_cells:
                r = pan.cell_rect(x, y, 0.06)
                p.rect(r, CELL_LINE, max(4, round(size * 0.06)), 2)
    for x, y in legal_cells:
        if pan.visible(x, y):
            p.target_glow(pan.cell_rect(x, y, 0.08), max(4, round(size * 0.07)))  # the hover layer: the one under
    options = {}
    if mine and state.phase == ACTIVATE:
        for a in view.legal:
            if isinstance(a, Activate):
                options.setdefault((a.x, a.y), []).append(a)
    pending = {xy(c) for c in state.pending} if state.current == seat else set()
    activated = {xy(c) for c in state.activated} if state.current == seat else set()
    placed = xy(state.placed) if state.current == seat and state.placed != NONE else None
    for c, tile in tiles.items():
        x, y = xy(c)
        if not pan.visible(x, y) or view.effects.hides_cell(seat, c):
            continue
        rect = pan.cell_rect(x, y, inset)
        view.art.draw(p, tile, rect, LAND)
        radius = max(4, round(size * 0.08))
        if state.phase == ACTIVATE and state.current == seat:
            if (x, y) in options and (x, y) in pending:
                p.rect(rect.inflate(8, 8), Palette.glow, radius + 2, max(3, round(size * 0.035)))
                p.hatch(rect.inflate(8, 8), (*Palette.glow, 60), 18, 3, radius)
            elif (x, y) in options:
                p.rect(rect.inflate(6, 6), Palette.glow_soft, radius + 2, 2)
                dashes(p, rect.inflate(6, 6), Palette.glow)
            elif (x, y) in pending:
                p.rect(rect, (40, 46, 44, 70), radius)
                dashes(p, rect.inflate(4, 4), Palette.ink_soft)
        if (x, y) in activated:
            mark = (rect.right - round(size * 0.16), rect.bottom - round(size * 0.3))
            p.circle(mark, max(9, size * 0.09), Palette.good)
            p.icon(
                "check",
                pygame.Rect(mark[0] - size * 0.065, mark[1] - size * 0.065, size * 0.13, size * 0.13),
                Palette.paper_ink,
            )
        if placed == (x, y) and state.phase not in (OVER,):
            p.rect(rect.inflate(4, 4), Palette.accent, radius + 2, 2)
        if mine and view.key_cell == (x, y):
            p.focus_ring(rect, radius + 6)
    if mine and state.phase == PAY and view.pending_cell is not None and pan.visible(*view.pending_cell):
        r = pan.cell_rect(*view.pending_cell, inset)
        p.rect(r, (*Palette.glow_soft, 140), max(4, round(size * 0.08)))
        dashes(p, r, Palette.glow)
        p.text(
            Msg("glenmore.ui.goes_here"),
            r.center,
            TextStyle(max(14, round(size * 0.12)), Palette.ink, True),
            "center",
            max_width=r.w - 8,
        )
    marks = view.cube_pick.marked()
    for rect, name, spot in view.cube_rects:
        key = ("cube", *spot, name)
        if view.effects.hides_cell(seat, cell(*spot)) or view.drag.is_hidden(key):
            continue
        if view.drag.is_lifted(key) or view.drag.keyboard_source() == key:
            rect = rect.move(0, -5)
            p.focus_ring(rect.inflate(rect.w // 3, rect.h // 3), rect.w)
        p.circle((rect.centerx + 2, rect.centery + 3), rect.w * 0.64, (0, 0, 0, 70))
        p.circle(rect.center, rect.w * 0.64, Palette.panel)
        chosen = marks.get((*spot, name), 0) > 0
        if chosen:  # marked to pay with: a thick gold ring
            marks[(*spot, name)] -= 1
            p.circle(rect.center, rect.w * 0.64 + 5, Palette.glow, 8)
        p.circle(rect.center, rect.w * 0.64, Palette.ink, 2)
        draw_token(p, name, rect.inflate(-rect.w // 8, -rect.h // 8))
    for (x, y), rect in view.member_rects.items():
        key = ("member", x, y)
        if view.drag.is_hidden(key) or view.effects.hides_member(seat, cell(x, y)):
            continue
        count = state.members[seat].get(cell(x, y), 0)
        movable = mine and state.phase == MOVE and any(s.key == key for s in view.drag.sources)
        if movable:
            p.circle(rect.center, rect.w * 0.66, (*Palette.glow, 150))
            p.circle(rect.center, rect.w * 0.66, Palette.glow, 3)
        draw_member(p, rect, count)
        if view.drag.is_lifted(key) or view.drag.keyboard_source() == key:
            p.focus_ring(rect, 10)
    p.surface.set_clip(clip)
    _draw_land_overlays(view, p, state, seat)


def _draw_grid(p: Painter, pan: PanZoom) -> None:
    """The territory's cell lines inside ``pan``'s rect."""
    x0, y0 = pan.to_world(pan.rect.topleft)
    x1, y1 = pan.to_world(pan.rect.bottomright)
    for gx in range(int(x0) - 1, int(x1) + 2):
        sx = pan.to_screen(gx + 0.5, 0)[0]
        if pan.rect.x <= sx <= pan.rect.right:
            p.line((sx, pan.rect.y), (sx, pan.rect.bottom), CELL_LINE, 1)
    for gy in range(int(y0) - 1, int(y1) + 2):
        sy = pan.to_screen(0, gy + 0.5)[1]
        if pan.rect.y <= sy <= pan.rect.bottom:
            p.line((pan.rect.x, sy), (pan.rect.right, sy), CELL_LINE, 1)


def _draw_land_overlays(view: GlenMoreView, p: Painter, state: GlenMoreState, seat: int) -> None:
    rules = view.grules
    # whose territory, and what it holds
    head = view.head_rect
    two_rows = head.h > 60  # the name above, the resources under it (see GlenMoreView._head_rect)
    top = head.y + 24 if two_rows else head.centery
    p.rect(head, (*Palette.panel, 225), 12)
    p.circle((head.x + 24, top), 15, Palette.seat(seat))
    p.icon(Palette.seat_symbol(seat), pygame.Rect(head.x + 13, top - 11, 22, 22), Palette.paper_ink)
    title = p.text(
        Msg("glenmore.ui.territory_of", player=seat_msg(seat)),
        (head.x + 46, top),
        HEAD_STYLE,
        "midleft",
        max_width=head.w - 56,
    )
    x, cy = (head.x + 14, head.bottom - 22) if two_rows else (title.right + 14, head.centery)
    for r, name in enumerate(rules.resources):
        draw_token(p, name, pygame.Rect(x, cy - 13, 26, 26))
        count = state.stock[seat][r]
        p.text(
            str(count),
            (x + 29, cy + 1),
            TextStyle(19, Palette.ink if count else Palette.ink_faint, True),
            "midleft",
        )
        x += HEAD_TOKEN_W
    # chieftains: the place clan members go when they leave the territory
    zone = view.chief_rect
    target = view.drag.target_state(("chief",))
    p.rect(zone, (*Palette.panel, 232), 14)
    if target is not None:
        p.target_glow(zone, 14)
    elif view.actor() == seat and state.phase == MOVE and any(type(a).__name__ == "Promote" for a in view.legal):
        p.rect(zone, Palette.glow_soft, 14, 2)
        dashes(p, zone, Palette.glow)
    else:
        p.rect(zone, Palette.panel_edge, 14, 2)
    p.svg("glenmore/chieftain", pygame.Rect(zone.x + 10, zone.y + 30, 56, 56))
    p.text(
        Msg("glenmore.ui.chieftain_zone"),
        (zone.x + 12, zone.y + 16),
        TextStyle(18, Palette.ink, True),
        "midleft",
        max_width=zone.w - 20,
    )
    p.text(f"× {state.chieftains[seat]}", (zone.x + 72, zone.y + 56), TextStyle(28, Palette.ink, True), "midleft")
    bonnets = sum(rules.data.cards[c].bonnets for c in state.cards[seat])
    if bonnets:
        p.svg("glenmore/bonnet", pygame.Rect(zone.x + 128, zone.y + 38, 28, 28))
        p.text(f"+{bonnets}", (zone.x + 158, zone.y + 53), TextStyle(18, Palette.ink, True), "midleft")
    strength = chieftain_strength(rules.data, state, seat)
    p.text(
        Msg("glenmore.ui.chieftain_strength", count=strength),
        (zone.x + 12, zone.bottom - 14),
        TextStyle(18, Palette.ink_soft),
        "midleft",
        max_width=zone.w - 20,
    )
    # special-location cards
    for card, chip in view.card_rects:
        p.rect(chip, (*Palette.panel, 235), 10)
        p.rect(chip, (168, 50, 44), 10, 2)
        p.svg("glenmore/card", pygame.Rect(chip.x + 5, chip.y + 4, 32, 32))
        p.text(
            Msg(f"glenmore.tile.{card}.name"),
            (chip.x + 42, chip.centery),
            TextStyle(18, Palette.ink, True),
            "midleft",
            max_width=chip.w - 48,
        )


def _draw_floating(view: GlenMoreView, p: Painter, state: GlenMoreState, source, topleft) -> None:
    payload = source.payload
    if payload[0] in ("track", "held"):
        tile = state.track[payload[1]] if payload[0] == "track" else state.held
        if tile == NO_TILE:
            return
        side = min(170, max(100, round(view.pan.size)))
        rect = pygame.Rect(0, 0, side, side)
        grab = view.drag.grab
        rect.center = (round(topleft[0] + grab[0]), round(topleft[1] + grab[1]))
        p.rect(rect.move(8, 12), (0, 0, 0, 70), 14)
        view.art.draw(p, tile, rect, TRACK)
    elif payload[0] == "cube":
        rect = pygame.Rect(round(topleft[0]), round(topleft[1]), source.rect.w, source.rect.h)
        p.circle((rect.centerx + 4, rect.centery + 8), rect.w * 0.64, (0, 0, 0, 60))
        p.circle(rect.center, rect.w * 0.64, Palette.panel)
        p.circle(rect.center, rect.w * 0.64, Palette.ink, 2)
        draw_token(p, payload[3], rect.inflate(-rect.w // 8, -rect.h // 8))
    elif payload[0] == "member":
        rect = pygame.Rect(round(topleft[0]), round(topleft[1]), source.rect.w, source.rect.h)
        p.circle((rect.centerx + 4, rect.centery + 8), rect.w * 0.45, (0, 0, 0, 60))
        draw_member(p, rect)
