"""The Border's animations: dice tumbling and flying, crosses drawn stroke by stroke, points rising.

``Effects`` owns the tweens running now (game/ui/anim.py) and what they hide: the dice still
tumbling or sliding (``die_fx``), the dice flying to a board (``ghosts``), the crosses and areas
still to be drawn (``pending_cross``, ``pending_area``).  Where things are comes from the table's
layout, given to ``animate``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import KEEP, BorderState
from game.games.border.view.art import _marker_cross
from game.games.border.view.geom import FLY, MARKER, POP, SLIDE, STROKE, TUMBLE, HexLayout
from game.ui.anim import Animator, Tween, ease_in_out, ease_out
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

SlotOf = Callable[[BorderState, int], pygame.Rect]
"""Where die ``d`` stands in the tray for a state."""
LayOf = Callable[[int], HexLayout | None]
"""Where a seat's board is drawn now (None: folded away)."""


class Effects:
    """See the module docstring."""

    def __init__(self, rules: BorderRules, animator: Animator | None):
        self.rules = rules
        self.animator = animator  # type: ignore[assignment]  # the table's, given before the first move
        self.die_fx: dict[int, Tween] = {}
        self.ghosts: list[Tween] = []
        self.pending_cross: dict[tuple[int, int], Tween] = {}
        self.pending_area: dict[tuple[int, int], Tween] = {}

    def animate(
        self, before: BorderState, after: BorderState, action: Action, slot: SlotOf, lay_of: LayOf, die: int
    ) -> None:
        rules = self.rules
        moved: set[int] = set()
        if isinstance(action, Roll):
            rolled = bits(rules.all_dice & ~before.aside) if before.phase == KEEP else list(range(len(after.dice)))
            for i, d in enumerate(rolled):
                self._die_tween(d, ("tumble", i), TUMBLE + 0.07 * i)
                moved.add(d)
        elif isinstance(action, (Complete, Cross)) and lay_of(before.current) is not None:
            self._animate_crossing(before, after, action, moved, slot, lay_of, die)
        for d in range(len(after.dice)):
            if d in moved:
                continue
            old = slot(before, d)
            new = slot(after, d)
            if old.topleft != new.topleft:
                self._die_tween(d, ("slide", old.topleft), SLIDE)

    def _die_tween(self, die: int, payload, duration: float, delay: float = 0.0) -> None:
        old = self.die_fx.pop(die, None)
        if old is not None and old in self.animator.tweens:
            self.animator.tweens.remove(old)

        def done() -> None:
            if self.die_fx.get(die) is tween:
                del self.die_fx[die]

        tween = Tween((0, 0), (1, 0), duration, ease_out, delay=delay, payload=payload, on_done=done)
        self.die_fx[die] = tween
        self.animator.add(tween)

    def _animate_crossing(
        self,
        before: BorderState,
        after: BorderState,
        action: Action,
        moved: set[int],
        slot: SlotOf,
        lay_of: LayOf,
        die: int,
    ) -> None:
        seat = before.current
        lay = lay_of(seat)  # the large board, or the grown panel of the seat acting
        assert lay is not None
        new_spaces = bits(after.crossed[seat] & ~before.crossed[seat])
        if isinstance(action, Complete):
            dice = bits(after.used & ~before.used)
        else:
            dice = bits(after.spent & ~before.spent)
        target = lay.segment_centre(new_spaces) if new_spaces else lay.bounds.center
        for i, d in enumerate(dice):
            start = slot(before, d).topleft
            end = (target[0] - die / 2 + (i - (len(dice) - 1) / 2) * 18, target[1] - die / 2)
            ghost = Tween(start, end, FLY, ease_in_out, delay=0.04 * i, payload=before.dice[d], arc=60)
            ghost.on_done = lambda g=ghost: self.ghosts.remove(g) if g in self.ghosts else None
            self.ghosts.append(ghost)
            self.animator.add(ghost)
            new = slot(after, d)
            if new.topleft != start:
                self._die_tween(d, ("slide", start), SLIDE, delay=FLY * 0.6)
                moved.add(d)
        order = sorted(new_spaces, key=lambda s: (lay.centres[s][1], lay.centres[s][0]))
        start_at = FLY * 0.8 if dice else 0.0
        end_at = start_at
        for i, s in enumerate(order):
            delay = start_at + i * STROKE * 0.6
            self._pending(self.pending_cross, (seat, s), STROKE, delay)
            end_at = delay + STROKE
        for area in bits(after.completed[seat] & ~before.completed[seat]):
            self._pending(self.pending_area, (seat, area), POP, end_at, payload=after.points[seat][area])

    def _pending(self, table: dict, key, duration: float, delay: float, payload: Any = None) -> None:
        def done() -> None:
            if table.get(key) is tween:
                del table[key]

        tween = Tween((0, 0), (1, 0), duration, ease_out, delay=delay, payload=payload, on_done=done)
        table[key] = tween
        self.animator.add(tween)

    def hidden_for(self, seat: int) -> tuple[int, int]:
        """Spaces and areas of ``seat`` whose cross or completion is still to be animated."""
        cross = 0
        for (s, space), tween in self.pending_cross.items():
            if s == seat and not tween.done:
                cross |= 1 << space
        areas = 0
        for (s, area), tween in self.pending_area.items():
            if s == seat and not tween.started:
                areas |= 1 << area
        return cross, areas

    def pending_part(self, seat: int) -> tuple:
        """What is being drawn on ``seat``'s board now: the crosses being drawn ``(space, t)`` and
        the points of an area just completed rising ``(area, t, points)`` (empty when at rest)."""
        crosses = tuple((space, fx.t) for (s, space), fx in self.pending_cross.items() if s == seat and fx.started)
        areas = tuple((a, fx.t, fx.payload) for (s, a), fx in self.pending_area.items() if s == seat and fx.started)
        return (crosses, areas) if crosses or areas else ()

    def animating(self, seat: int) -> bool:
        """Crosses or an area of ``seat`` still to be animated."""
        return any(s == seat for s, _ in self.pending_cross) or any(s == seat for s, _ in self.pending_area)

    def die_part(self, die: int) -> tuple | None:
        """Die ``die`` tumbling or sliding now: ``(payload, t, started, elapsed)``, None at rest."""
        fx = self.die_fx.get(die)
        return None if fx is None else (fx.payload, fx.t, fx.started, fx.elapsed)

    def paint_pending(self, p: Painter, pending: tuple, lay: HexLayout) -> None:
        """The crosses being drawn and the points rising, from ``pending_part``."""
        if not pending:
            return
        rules = self.rules
        crosses, areas = pending
        for space, t in crosses:
            cx, cy = lay.centres[space]
            surf_r = p.vp.px(lay.r)
            size = surf_r * 2 + 4
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            _marker_cross(surf, size / 2, size / 2, surf_r, t, MARKER, max(2, round(surf_r * 0.17)))
            p.surface.blit(surf, surf.get_rect(center=p.vp.point((cx, cy))))
        for area, t, points in areas:
            cx, cy = lay.area_centre(area)
            ring = lay.r * (1.2 + 2.2 * t)
            alpha = round(220 * (1 - t))
            if alpha > 0:
                real_ring = p.vp.px(ring)
                halo = pygame.Surface((real_ring * 2 + 4, real_ring * 2 + 4), pygame.SRCALPHA)
                pygame.draw.circle(halo, (*Palette.glow, alpha), halo.get_rect().center, real_ring, p.vp.px(6))
                p.surface.blit(halo, halo.get_rect(center=p.vp.point((cx, cy))))
            badge_y = cy - lay.r * 0.8 - 60 * ease_out(t)
            text = Msg("border.ui.scored", points=points or rules.first_value[area])
            style = TextStyle(40, Palette.ink, True)
            w, h = p.measure(text, style)
            box = pygame.Rect(0, 0, w + 30, h + 8)
            box.center = (round(cx), round(badge_y))
            p.rect(box, Palette.glow, 16)
            p.rect(box, Palette.ink, 16, 2)
            p.text(text, box.center, style, "center")

    def busy(self) -> bool:
        """Dice still tumbling, sliding or flying."""
        return bool(self.die_fx or self.ghosts)

