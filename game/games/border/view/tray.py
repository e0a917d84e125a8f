"""The Border's dice tray: the two rows of dice, the roll counter, the dragged and flying dice."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.border.rules.state import CROSS, KEEP, OVER, PASSIVE, ROLL, BorderState
from game.games.border.view.art import die_surface, solid_panel
from game.ui.anim import ease_out
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text, darker, lighter


class TrayMixin:
    """Part of ``BorderView`` (view/scene.py); it reads the view's layout and state."""

    # -- the dice tray ------------------------------------------------------------------------------

    def _draw_tray(self, p: Painter, state: BorderState) -> None:
        rules = self.brules
        t = self.tray_rect
        solid_panel(p, t, Palette.felt_deep, lighter(Palette.felt, 0.25), 18)
        # title and roll counter
        if state.phase == OVER:
            title: Text = Msg("border.ui.game_over")
        elif state.phase == PASSIVE:
            title = Msg("border.ui.offered")
            if state.pick_one:
                title = Msg.raw(f"{Msg('border.ui.offered')} · {Msg('border.ui.pick_one')}")
        else:
            title = Msg("border.ui.dice_of", player=seat_msg(state.active))
        counter_w = 0
        if state.phase in (ROLL, KEEP, CROSS):
            rolls = rules.bs.rolls
            for i in range(rolls):
                c = (t.right - 18 - (rolls - 1 - i) * 26 - 10, t.y + 30)
                if i < state.rolls:
                    p.circle(c, 10, Palette.glow)
                else:
                    p.circle(c, 10, lighter(Palette.felt, 0.4), 2)
            label = Msg("border.ui.rolls", roll=state.rolls, rolls=rolls)
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
        captions = self._row_captions(state)
        for row, inset in enumerate(self.rows):
            if not captions[row]:
                continue
            p.rect(inset, darker(Palette.felt_deep, 0.25) if row == 0 else Palette.felt, 14)
            p.rect(inset, lighter(Palette.felt, 0.15), 14, 2)
            cap = self.row_caps[row]
            p.text(
                captions[row], cap.midleft, TextStyle(20, lighter(Palette.felt, 0.75), True), "midleft", max_width=cap.w
            )
            for d in range(len(state.dice)):
                p.rect(self.slot_rect(d, row).inflate(-6, -6), (0, 0, 0, 45), 12)
        if self.hint_rect.h >= 44:
            p.text_box(
                self.tray_hint(state), self.hint_rect, TextStyle(21, lighter(Palette.felt, 0.8)), "left", min_size=15
            )
        for d in range(len(state.dice)):
            if not self.drag.is_hidden(("die", d)):
                self._draw_die_at(p, state, d, self.slot_rect(d, self.die_row(state, d)))
        if state.phase == ROLL and self.can_act() and self.app.settings.show_legal_moves:
            p.target_glow(self.rows[0], 14)

    def draw_tray_hover(self, p: Painter, state: BorderState) -> None:
        """The hover layer over the tray: the row under a held die glows (its dice drawn again
        over the glow), and the die lifted or chosen with the keyboard has a ring."""
        if state.phase == KEEP and self.drag.active:
            for zone in (0, 1):
                mode = self.drag.target_state(("zone", zone))
                if mode is None:
                    continue
                p.target_glow(self.rows[zone], 14, strong=mode == "hover")
                for d in range(len(state.dice)):
                    if self.die_row(state, d) == zone and not self.drag.is_hidden(("die", d)):
                        self._draw_die_at(p, state, d, self.slot_rect(d, zone))
        lifted_key = self.drag.keyboard_source()
        for d in range(len(state.dice)):
            key = ("die", d)
            if not self.drag.is_hidden(key) and (self.drag.is_lifted(key) or lifted_key == key):
                p.focus_ring(self.slot_rect(d, self.die_row(state, d)), 14)

    def tray_hint(self, state: BorderState) -> Text:
        """What to do now, in a sentence (the top bar has the rules' prompt)."""
        rules = self.brules
        if state.phase == OVER:
            return ""
        if not self.can_act():
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

    def _row_captions(self, state: BorderState) -> tuple[Text, Text]:
        if state.phase == OVER:
            return Msg("border.ui.row_last"), ""
        if state.phase == CROSS:
            return Msg("border.ui.row_left"), Msg("border.ui.used")
        if state.phase == PASSIVE:  # "yours" only to the person using them now
            return Msg("border.ui.row_yours" if self.acting_here else "border.ui.row_left"), Msg("border.ui.used")
        return Msg("border.ui.row_rolling"), Msg("border.ui.keep_area")

    def _draw_die_at(self, p: Painter, state: BorderState, d: int, rect: pygame.Rect) -> None:
        fx = self.fx.die_fx.get(d)
        face = state.dice[d]
        dim = False
        mark = False
        if state.phase == CROSS:
            dim = mark = bool(state.used >> d & 1)
        elif state.phase == PASSIVE:
            dim = not self.brules.free_dice(state) >> d & 1
            mark = bool(state.spent >> d & 1)
        size = p.vp.px(self.die)
        if fx is not None and fx.payload[0] == "slide" and fx.started:
            t = ease_out(fx.t)
            sx, sy = fx.payload[1]
            pos = (sx + (rect.x - sx) * t, sy + (rect.y - sy) * t)
            p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point(pos))
            return
        if fx is not None and fx.payload[0] == "slide":
            sx, sy = fx.payload[1]
            p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point((sx, sy)))
            return
        if fx is not None and fx.payload[0] == "tumble" and fx.t < 1:
            t = fx.t
            n = len(self.brules.colour_ids)
            shown = (int(fx.elapsed * 16) * 7 + d * 3 + fx.payload[1]) % n
            bounce = abs(math.sin(t * math.pi * 3)) * 34 * (1 - t)
            angle = (1 - t) ** 2 * 400 * (1 if d % 2 else -1)
            surf = pygame.transform.rotate(die_surface(self.brules, size, shown), angle)
            centre = p.vp.point((rect.centerx + (1 - t) * 16 * math.sin(d + t * 9), rect.centery - bounce))
            p.surface.blit(surf, surf.get_rect(center=centre))
            return
        p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point(rect.topleft))

    def _draw_flying(self, p: Painter, state: BorderState) -> None:
        size = p.vp.px(self.die)
        for ghost in self.fx.ghosts:
            if not ghost.started:
                continue
            surf = die_surface(self.brules, size, ghost.payload)
            if ghost.t > 0.7:
                surf = surf.copy()
                surf.set_alpha(round(255 * (1 - (ghost.t - 0.7) / 0.3)))
            p.surface.blit(surf, p.vp.point(ghost.value))
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            d = source.payload[1]
            p.rect(pygame.Rect(round(topleft[0]) + 6, round(topleft[1]) + 10, self.die, self.die), (0, 0, 0, 60), 12)
            p.surface.blit(die_surface(self.brules, size, state.dice[d]), p.vp.point(topleft))
