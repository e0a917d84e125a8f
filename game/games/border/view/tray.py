"""The Border's dice tray: the two rows of dice, the roll counter, the dragged and flying dice.

``Tray`` is a component (game/ui/components.py) that owns the tray's layout (its rect, the two
rows, the die size, where each die stands) and draws it from its part: what the seat sees (the
dice, the phase, the rolls), the drag (game/ui/drag.py: a held die leaves its slot) and the dice
tumbling or sliding (anim.py).  ``TrayHover`` is its hover part: the row under a held die glows,
the die lifted (or chosen with the keyboard) has a ring.  The dice flying to a board and the
dragged die are drawn every frame by the table (``draw_flying``)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, OVER, PASSIVE, ROLL, BorderState
from game.games.border.view.anim import Effects
from game.games.border.view.art import die_surface, solid_panel
from game.games.border.view.geom import DIE_GAP
from game.ui.anim import ease_out
from game.ui.art import Palette, TextStyle
from game.ui.components import Component, Memo
from game.ui.drag import DragController
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.layers import drag_state

Rect = pygame.Rect


class Tray(Component):
    """See the module docstring.  The table sets ``can_act`` (a person decides now), ``acting_here``
    (on the board shown large) as it lays out, and ``hints`` (reads the settings' "show legal moves")."""

    def __init__(self, rules: BorderRules, drag: DragController, fx: Effects):
        super().__init__()
        self.rules = rules
        self.drag = drag
        self.fx = fx
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.row_caps: list[pygame.Rect] = []
        self.die = 64
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.can_act = False
        self.acting_here = False
        self.hints: Callable[[], bool] = lambda: True  # the settings' "show legal moves", as it draws
        self._memo = Memo()

    # -- layout ---------------------------------------------------------------------------------------


    def lay_out(self, rect: pygame.Rect) -> None:
        self.rect = t = rect
        inset_w = t.w - 28
        self.die = max(40, min(84, (inset_w - 24 - 4 * DIE_GAP) // 5, (t.h - 54 - 80 - 2 * 50) // 2))
        y = t.y + 54
        self.rows = []
        self.row_caps = []
        for _ in range(2):
            self.row_caps.append(pygame.Rect(t.x + 20, y, inset_w - 12, 26))
            self.rows.append(pygame.Rect(t.x + 14, y + 26, inset_w, self.die + 16))
            y += 26 + self.die + 16 + 8
        self.hint_rect = pygame.Rect(t.x + 18, y, t.w - 36, t.bottom - 80 - y)
        self.bounds = Rect(t.x, t.y, t.w, t.h + 5)  # with the panel's shadow

    def slot_rect(self, die: int, row: int) -> pygame.Rect:
        inset = self.rows[row]
        x0 = inset.x + (inset.w - (5 * self.die + 4 * DIE_GAP)) // 2
        return pygame.Rect(x0 + die * (self.die + DIE_GAP), inset.y + 8, self.die, self.die)

    def die_row(self, state: BorderState, die: int) -> int:
        phase = state.phase
        if phase == KEEP:
            return 1 if state.aside >> die & 1 else 0
        if phase == CROSS:
            return 1 if state.used >> die & 1 else 0
        if phase == PASSIVE:
            return 0 if self.rules.free_dice(state) >> die & 1 else 1
        return 0

    def slot_of(self, state: BorderState, die: int) -> pygame.Rect:
        """Where die ``die`` stands in ``state``."""
        return self.slot_rect(die, self.die_row(state, die))

    # -- drawing ----------------------------------------------------------------------------------------

    def die_look(self, state: BorderState, d: int, rect: Rect) -> tuple:
        """How die ``d`` is drawn at ``rect``: ``(face, rect, dim, mark, motion)`` (``motion``: its
        tumble or slide now, anim.py ``die_part``)."""
        dim = mark = False
        if state.phase == CROSS:
            dim = mark = bool(state.used >> d & 1)
        elif state.phase == PASSIVE:
            dim = not self.rules.free_dice(state) >> d & 1
            mark = bool(state.spent >> d & 1)
        return (d, state.dice[d], tuple(rect), dim, mark, self.fx.die_part(d))

    def motion(self) -> tuple:
        """What of the drag and the animations the dice show now: which are held or flying back
        (they leave their slot), which tumble or slide (for ``Memo``)."""
        drag = self.drag
        returning = drag.returning_source.key if drag.returning_source is not None else None
        fx = self.fx
        moving = tuple((d, fx.die_part(d)) for d in sorted(fx.die_fx)) if fx.die_fx else ()
        return (drag_state(drag), returning, moving, tuple(self.rect), self.die)

    def part(self, model: Any) -> Hashable:
        key = (self.motion(), tuple(self.hint_rect), self.can_act, self.acting_here, self.hints())
        return self._memo.get(model, key, lambda: self._part(model.view))

    def _part(self, state: BorderState) -> tuple:
        rules = self.rules
        if state.phase == OVER:
            title: Text = Msg("border.ui.game_over")
        elif state.phase == PASSIVE:
            title = Msg("border.ui.offered")
            if state.pick_one:
                title = Msg.raw(f"{Msg('border.ui.offered')} · {Msg('border.ui.pick_one')}")
        else:
            title = Msg("border.ui.dice_of", player=seat_msg(state.active))
        counter = state.rolls if state.phase in (ROLL, KEEP, CROSS) else None
        hint = self.tray_hint(state, self.can_act) if self.hint_rect.h >= 44 else None
        dice = tuple(
            self.die_look(state, d, self.slot_rect(d, self.die_row(state, d)))
            for d in range(len(state.dice))
            if not self.drag.is_hidden(("die", d))
        )
        glow = state.phase == ROLL and self.can_act and self.hints()
        return (
            tuple(self.rect),
            self.die,
            title,
            counter,
            rules.bs.rolls,
            self._row_captions(state, self.acting_here),
            len(state.dice),
            hint,
            dice,
            glow,
        )

    def paint(self, p: Painter, part: Any) -> None:
        _rect, _die, title, counter, rolls, captions, count, hint, dice, glow = part
        t = self.rect
        solid_panel(p, t, Palette.felt_deep, lighter(Palette.felt, 0.25), 18)
        # title and roll counter
        counter_w = 0
        if counter is not None:
            for i in range(rolls):
                c = (t.right - 18 - (rolls - 1 - i) * 26 - 10, t.y + 30)
                if i < counter:
                    p.circle(c, 10, Palette.glow)
                else:
                    p.circle(c, 10, lighter(Palette.felt, 0.4), 2)
            label = Msg("border.ui.rolls", roll=counter, rolls=rolls)
            style = TextStyle(21, Palette.paper_ink)
            counter_w = min(t.w // 2, p.measure(label, style)[0]) + rolls * 26 + 14
            p.text(label, (t.right - 18 - rolls * 26 - 4, t.y + 30), style, "midright", max_width=t.w // 2)
        p.text(
            title,
            (t.x + 18, t.y + 30),
            TextStyle(24, Palette.paper_ink, True),
            "midleft",
            max_width=t.w - counter_w - 44,
        )
        # the two rows
        for row, inset in enumerate(self.rows):
            if not captions[row]:
                continue
            p.rect(inset, darker(Palette.felt_deep, 0.25) if row == 0 else Palette.felt, 14)
            p.rect(inset, lighter(Palette.felt, 0.15), 14, 2)
            cap = self.row_caps[row]
            p.text(
                captions[row], cap.midleft, TextStyle(20, lighter(Palette.felt, 0.75), True), "midleft", max_width=cap.w
            )
            for d in range(count):
                p.rect(self.slot_rect(d, row).inflate(-6, -6), (0, 0, 0, 45), 12)
        if hint is not None:
            style = TextStyle(21, lighter(Palette.felt, 0.8))
            p.text_box(hint, self.hint_rect, style, "left", min_size=15)
        for look in dice:
            self.paint_die(p, look)
        if glow:
            p.target_glow(self.rows[0], 14)

    def tray_hint(self, state: BorderState, can_act: bool) -> Text:
        """What to do now, in a sentence (the top bar has the rules' prompt)."""
        rules = self.rules
        if state.phase == OVER:
            return ""
        if not can_act:
            return Msg("border.ui.hint_wait", player=seat_msg(state.current))
        if state.phase == ROLL:
            return Msg("border.ui.hint_roll")
        if state.phase in (KEEP, CROSS):
            if not rules.completable(state):
                return Msg("border.ui.hint_none_keep" if state.phase == KEEP else "border.ui.hint_none_cross")
            return Msg("border.ui.hint_keep" if state.phase == KEEP else "border.ui.hint_cross")
        if state.phase == PASSIVE:
            if not rules.crossable_mask(state):
                return Msg("border.ui.hint_none_passive")
            return Msg("border.ui.hint_passive")
        return ""

    @staticmethod
    def _row_captions(state: BorderState, acting_here: bool) -> tuple[Text, Text]:
        if state.phase == OVER:
            return Msg("border.ui.row_last"), ""
        if state.phase == CROSS:
            return Msg("border.ui.row_left"), Msg("border.ui.used")
        if state.phase == PASSIVE:  # "yours" only to the person using them now
            return Msg("border.ui.row_yours" if acting_here else "border.ui.row_left"), Msg("border.ui.used")
        return Msg("border.ui.row_rolling"), Msg("border.ui.keep_area")

    def paint_die(self, p: Painter, look: tuple) -> None:
        """One die as ``die_look`` describes it (tumbling, sliding or at rest)."""
        d, face, rect, dim, mark, fx = look
        rect = Rect(rect)
        size = p.vp.px(self.die)
        if fx is not None and fx[0][0] == "slide" and fx[2]:
            t = ease_out(fx[1])
            sx, sy = fx[0][1]
            pos = (sx + (rect.x - sx) * t, sy + (rect.y - sy) * t)
            p.surface.blit(die_surface(self.rules, size, face, dim, mark), p.vp.point(pos))
            return
        if fx is not None and fx[0][0] == "slide":
            sx, sy = fx[0][1]
            p.surface.blit(die_surface(self.rules, size, face, dim, mark), p.vp.point((sx, sy)))
            return
        if fx is not None and fx[0][0] == "tumble" and fx[1] < 1:
            payload, t, _started, elapsed = fx
            n = len(self.rules.colour_ids)
            shown = (int(elapsed * 16) * 7 + d * 3 + payload[1]) % n
            bounce = abs(math.sin(t * math.pi * 3)) * 34 * (1 - t)
            angle = (1 - t) ** 2 * 400 * (1 if d % 2 else -1)
            surf = pygame.transform.rotate(die_surface(self.rules, size, shown), angle)
            centre = p.vp.point((rect.centerx + (1 - t) * 16 * math.sin(d + t * 9), rect.centery - bounce))
            p.surface.blit(surf, surf.get_rect(center=centre))
            return
        p.surface.blit(die_surface(self.rules, size, face, dim, mark), p.vp.point(rect.topleft))

    def draw_flying(self, p: Painter, state: BorderState) -> None:
        size = p.vp.px(self.die)
        for ghost in self.fx.ghosts:
            if not ghost.started:
                continue
            surf = die_surface(self.rules, size, ghost.payload)
            if ghost.t > 0.7:
                surf = surf.copy()
                surf.set_alpha(round(255 * (1 - (ghost.t - 0.7) / 0.3)))
            p.surface.blit(surf, p.vp.point(ghost.value))
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            d = source.payload[1]
            p.rect(pygame.Rect(round(topleft[0]) + 6, round(topleft[1]) + 10, self.die, self.die), (0, 0, 0, 60), 12)
            p.surface.blit(die_surface(self.rules, size, state.dice[d]), p.vp.point(topleft))


class TrayHover(Component):
    """Over the tray (the hover layer): the row under a held die glows (its dice drawn again over
    the glow), and the die lifted or chosen with the keyboard has a ring."""

    def __init__(self, tray: Tray):
        super().__init__()
        self.tray = tray
        self._memo = Memo()

    def part(self, model: Any) -> Hashable:
        tray = self.tray
        rows = tray.rows
        self.bounds = rows[0].unionall(rows[1:]).inflate(60, 60) if rows else Rect(0, 0, 0, 0)
        key = (tray.motion(), tray.drag.keyboard_source())
        return self._memo.get(model, key, lambda: self._part(model.view))

    def _part(self, state: BorderState) -> tuple:
        tray, drag = self.tray, self.tray.drag
        zones = []
        if state.phase == KEEP and drag.active:
            for zone in (0, 1):
                mode = drag.target_state(("zone", zone))
                if mode is None:
                    continue
                dice = tuple(
                    tray.die_look(state, d, tray.slot_rect(d, zone))
                    for d in range(len(state.dice))
                    if tray.die_row(state, d) == zone and not drag.is_hidden(("die", d))
                )
                zones.append((zone, mode == "hover", dice))
        lifted_key = drag.keyboard_source()
        rings = tuple(
            tuple(tray.slot_rect(d, tray.die_row(state, d)))
            for d in range(len(state.dice))
            if not drag.is_hidden(("die", d)) and (drag.is_lifted(("die", d)) or lifted_key == ("die", d))
        )
        return (tuple(zones), rings)

    def paint(self, p: Painter, part: Any) -> None:
        zones, rings = part
        for zone, strong, dice in zones:
            p.target_glow(self.tray.rows[zone], 14, strong=strong)
            for look in dice:
                self.tray.paint_die(p, look)
        for rect in rings:
            p.focus_ring(Rect(rect), 14)
