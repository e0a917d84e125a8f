"""What moves on the Glen More table: figures along the track, tiles flying to a territory,
new tiles turned up, clan members stepping, gains rising from a tile, the turn banner.

``Effects.show_change`` compares the state before an action with the state after it (the
chance steps that followed included), so a computer's turn, a die roll and a refill all
animate the same way.  Every effect is a tween of the scene's animator: computer players
wait for them, and an idle table has none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.games.glenmore.rules.actions import Activate, Move, Place, Promote, Sell, Take
from game.games.glenmore.rules.state import NO_TILE, GlenMoreState
from game.games.glenmore.rules.territory import cell
from game.games.glenmore.view.art import LAND, TRACK, WHISKY, TileArt, draw_die, draw_figure, draw_member
from game.games.glenmore.view.items import draw_items
from game.games.glenmore.view.layout import GlenLayout
from game.ui.anim import Tween, ease_in_out, ease_out, lerp
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.ui.anim import Animator
    from game.ui.pan_zoom import PanZoom


FLOURISHES = ("gain", "pulse", "banner")
"""Effects a computer's next move does not wait for (they play on meanwhile): what a step won
rising from its tile, the pulse of an activated tile, the turn banner."""


@dataclass
class Flight:
    kind: str  # figure | tile | appear | fade | member | gain | pulse
    tween: Tween
    hide: tuple | None = None
    data: dict[str, Any] = field(default_factory=dict)


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(lerp(a.x, b.x, t)), round(lerp(a.y, b.y, t)), round(lerp(a.w, b.w, t)), round(lerp(a.h, b.h, t))
    )


class Effects:
    """The flights of the table: tweens of ``animator`` over the table's layout (``lay``, set by
    the table when it lays out) and its territory's ``pan``."""

    def __init__(self, rules: GlenMoreRules, animator: Animator, art: TileArt, pan: PanZoom):
        self.rules = rules
        self.animator = animator
        self.art = art
        self.pan = pan
        self.lay = GlenLayout()
        self.flights: list[Flight] = []
        self.banner_flight: Flight | None = None

    # -- bookkeeping ---------------------------------------------------------------------
    def _add(
        self, kind: str, duration: float, delay: float = 0.0, hide: tuple | None = None, ease=ease_in_out, **data
    ) -> Flight:
        tween = Tween((0.0, 0.0), (1.0, 0.0), duration, ease, delay=delay, holds=kind not in FLOURISHES)
        flight = Flight(kind, tween, hide, data)

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)

        flight.tween.on_done = done
        self.flights.append(flight)
        self.animator.add(flight.tween)
        return flight

    def _hidden(self, key: tuple) -> bool:
        return any(f.hide == key for f in self.flights)

    def hides_space(self, space: int) -> bool:
        return any(f.hide == ("space", space) for f in self.flights)

    def hides_figure(self, who: int) -> bool:
        return self._hidden(("figure", who))

    def hides_cell(self, seat: int, c: int) -> bool:
        return self._hidden(("cell", seat, c))

    def hides_member(self, seat: int, c: int) -> bool:
        return self._hidden(("member", seat, c))

    def hides_held(self) -> bool:
        return self._hidden(("held",))

    # -- what changed --------------------------------------------------------------------
    def hidden(self) -> tuple:
        """What the flights hide now (the components' parts hold it)."""
        return tuple(f.hide for f in self.flights if f.hide is not None)

    def show_change(
        self, before: GlenMoreState, state: GlenMoreState, action: Action, seat: int, by_bot: bool, shown: int
    ) -> None:
        """Animate ``action`` of ``seat``, from ``before`` to ``state`` (seat views); ``shown``:
        whose territory shows."""
        lay = self.lay
        spaces = lay.space_rects
        n = len(spaces)
        moved_until = 0.0
        for who, (a, b) in enumerate(zip(before.figures, state.figures)):
            if a == b or a < 0 or b < 0:
                continue
            path = [a]
            while path[-1] != b:
                path.append((path[-1] + 1) % n)
            duration = min(0.8, 0.08 * len(path) + 0.2)
            self._add("figure", duration, hide=("figure", who), who=who, path=path)
            moved_until = max(moved_until, duration)
        taken = action.space if isinstance(action, Take) else None
        if taken is not None and by_bot:
            self._add(
                "tile",
                0.55,
                hide=("held",),
                tile=before.track[taken],
                start=spaces[taken],
                end=lay.held_rect,
                face=TRACK,
            )
        fade_until = 0.0
        for s in range(n):
            old, new = before.track[s], state.track[s]
            if old != NO_TILE and old != new and s != taken:
                self._add("fade", 0.4, delay=moved_until * 0.6, ease=ease_out, tile=old, rect=spaces[s])
                fade_until = moved_until * 0.6 + 0.3
        start = max(moved_until, fade_until)
        k = 0
        for s in range(n):
            new = state.track[s]
            if new != NO_TILE and new != before.track[s]:
                self._add(
                    "appear", 0.35, delay=start + 0.12 * k, hide=("space", s), ease=ease_out, tile=new, rect=spaces[s]
                )
                k += 1
        if isinstance(action, Place) and by_bot and shown == seat:
            c = cell(action.x, action.y)
            self._add(
                "tile",
                0.45,
                hide=("cell", seat, c),
                tile=before.held,
                start=lay.held_rect,
                end=self.pan.cell_rect(action.x, action.y, 0.03),
                face=LAND,
            )
        if isinstance(action, (Move, Promote)) and by_bot and shown == seat:
            start_rect = self.pan.cell_rect(action.x, action.y, 0.3)
            if isinstance(action, Move):
                end_rect = self.pan.cell_rect(action.to_x, action.to_y, 0.3)
                hide = ("member", seat, cell(action.to_x, action.to_y))
            else:
                end_rect = lay.chief_rect.inflate(-120, -50)
                hide = None
            self._add("member", 0.4, hide=hide, start=start_rect, end=end_rect)
        self._gains(before, state, action, seat, shown)

    def _gains(self, before: GlenMoreState, state: GlenMoreState, action: Action, seat: int, shown: int) -> None:
        """Rising tokens for what ``seat`` just won or spent (all players, every action)."""
        lay = self.lay
        if seat >= state.num_seats:
            return
        items: list[tuple[str, Any]] = []
        for r, name in enumerate(self.rules.resources):
            diff = state.stock[seat][r] - before.stock[seat][r]
            if diff > 0 and not isinstance(action, Sell):
                items += [("text", f"+{diff}"), ("token", name)]
        whisky = state.whisky[seat] - before.whisky[seat]
        if whisky > 0:
            items += [("text", f"+{whisky}"), ("token", WHISKY)]
        points = state.total_points(seat) - before.total_points(seat)
        if points > 0 and len(state.scorings) == len(before.scorings):
            items += [("vp", f"+{points}")]
        coins = state.coins[seat] - before.coins[seat]
        if coins:
            items += [("text", f"{coins:+d}"), ("token", "coin")]
        moves = state.moves - before.moves if state.current == seat else 0
        if moves > 0:
            items += [("note", Msg("glenmore.ui.moves_gain", count=moves))]
        if not items:
            return
        if isinstance(action, Activate) and shown == seat:
            rect = self.pan.cell_rect(action.x, action.y)
            self._add("pulse", 0.5, ease=ease_out, rect=rect)
        elif isinstance(action, Sell):
            rect = lay.market_rows[self.rules.index[action.resource]]
        elif isinstance(action, Place) and shown == seat:
            rect = self.pan.cell_rect(action.x, action.y)
        else:
            rect = lay.player_rects[seat]
        self._add("gain", 1.0, ease=ease_out, items=items, rect=rect)

    def banner(self, seat: int, again: bool) -> None:
        if self.banner_flight is not None and self.banner_flight in self.flights:
            self.flights.remove(self.banner_flight)
        self.banner_flight = self._add("banner", 1.4, ease=lambda t: t, seat=seat, again=again)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, p: Painter, state: GlenMoreState) -> None:
        spaces = self.lay.space_rects
        for f in list(self.flights):
            if not f.tween.started or f.kind == "banner":
                continue
            t = f.tween.ease(f.tween.t)
            if f.kind == "figure":
                path = f.data["path"]
                pos = t * (len(path) - 1)
                i = min(int(pos), len(path) - 2)
                a, b = spaces[path[i]], spaces[path[i + 1]]
                rect = _lerp_rect(a, b, pos - i)
                lift = 14 * abs(pygame.math.Vector2(1, 0).rotate(180 * (pos - i)).y)
                who = f.data["who"]
                if state.has_die and who == state.die_index:
                    draw_die(p, rect.inflate(-40, -40).move(0, -lift), state.last_roll or 1)
                else:
                    draw_figure(p, who, rect.inflate(-30, -30).move(0, -4 - lift))
            elif f.kind == "tile":
                rect = _lerp_rect(f.data["start"], f.data["end"], t)
                rect.y -= round(40 * (1 - abs(2 * f.tween.t - 1)))
                p.rect(rect.move(6, 10), (0, 0, 0, 60), 12)
                self.art.draw(p, f.data["tile"], rect, f.data["face"])
            elif f.kind == "appear":
                rect = f.data["rect"].inflate(-4, -4)
                side = max(4, round(rect.w * (0.4 + 0.6 * t)))
                r = pygame.Rect(0, 0, side, side)
                r.center = rect.center
                self.art.draw(p, f.data["tile"], r, TRACK)
            elif f.kind == "fade":
                rect = f.data["rect"].inflate(-4, -4)
                side = max(4, round(rect.w * (1 - 0.5 * t)))
                r = pygame.Rect(0, 0, side, side)
                r.center = (rect.centerx, rect.centery + round(20 * t))
                self.art.draw(p, f.data["tile"], r, TRACK)
                p.rect(r, (*Palette.felt_deep, round(220 * t)), 10)
            elif f.kind == "member":
                rect = _lerp_rect(f.data["start"], f.data["end"], t)
                rect.y -= round(30 * (1 - abs(2 * f.tween.t - 1)))
                draw_member(p, rect)
            elif f.kind == "pulse":
                rect = f.data["rect"].inflate(round(30 * t), round(30 * t))
                p.rect(rect, (*Palette.glow, round(220 * (1 - t))), 16, 4)
            elif f.kind == "gain":
                rect = f.data["rect"]
                alpha = 1 - max(0.0, (f.tween.t - 0.7) / 0.3)
                cy = rect.centery - round(50 * t)
                if alpha > 0.05:
                    width = 40 * len(f.data["items"])
                    box = pygame.Rect(0, 0, width, 46)
                    box.center = (rect.centerx, cy)
                    p.rect(box, (*Palette.panel, round(230 * alpha)), 23)
                    end = draw_items(p, f.data["items"], box.x + 12, cy, 32)
                    del end

    def draw_banner(self, p: Painter) -> None:
        f = self.banner_flight
        if f is None or f not in self.flights or not f.tween.started:
            return
        t = f.tween.t
        alpha = min(1.0, t / 0.12, (1 - t) / 0.25)
        if alpha <= 0:
            return
        seat = f.data["seat"]
        land = self.lay.land_rect
        text = Msg("glenmore.ui.banner_again" if f.data["again"] else "glenmore.ui.banner", player=seat_msg(seat))
        style = TextStyle(38, Palette.paper_ink, True, True)
        w = min(land.w - 60, p.measure(text, style)[0] + 130)
        box = pygame.Rect(0, 0, w, 84)
        box.center = (land.centerx, land.y + 140 - round(16 * (1 - min(1.0, t / 0.12))))
        p.rect(box.move(0, 6), (0, 0, 0, round(70 * alpha)), 20)
        p.rect(box, (*Palette.seat(seat), round(240 * alpha)), 20)
        p.rect(box, (*Palette.paper_ink, round(200 * alpha)), 20, 3)
        if alpha > 0.5:
            p.circle((box.x + 46, box.centery), 26, Palette.paper_ink)
            p.icon(Palette.seat_symbol(seat), pygame.Rect(box.x + 26, box.centery - 20, 40, 40), Palette.seat(seat))
            p.text(text, (box.x + 88, box.centery), style, "midleft", max_width=box.w - 110)
