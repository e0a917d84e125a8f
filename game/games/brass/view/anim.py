"""What moves on the Brass table.

* The Automa's turn plays out record by record (``state.a_log``): each tile it built and each
  link it laid is hidden until its moment, then appears with a ring; its sales flash; a banner
  over the map says what it does at each step.  The card it drew and each slot or back action
  it tried take a shorter quiet step, shown by the explainer (``show_position``: the record the
  show has reached; ``replay_automa`` plays the last turn again).
* Your own moves pulse where they happened; money, income and VP changes rise beside your
  panel and the Automa's.

``show_change`` compares the state before an action with the state after it (the chance
steps that followed included).  Every effect is a tween of the scene's animator: computer
moves wait for them, and an idle table has none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import Build, Network, SecondLink, Sell, SellAgain, Take
from game.games.brass.rules.automa import QUIET
from game.games.brass.rules.state import AUTOMA, HUMAN, BrassState
from game.ui.anim import Tween, ease_in_out, ease_out
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules
    from game.games.brass.view.map import BrassMap
    from game.ui.anim import Animator

STEP = 0.75  # seconds per Automa step at normal speed
QUIET_SHARE = 0.6  # a card drawn or a slot tried takes this share of a step (the explainer shows it)
GROWING = 0.4  # the share of a step in which its new piece grows into place


@dataclass
class Effect:
    kind: str  # automa | pulse | rise
    tween: Tween
    hide: tuple | None = None
    data: dict[str, Any] = field(default_factory=dict)


class Effects:
    """The effects running, a part of the table: tweens of ``animator`` (lent by the screen once
    it has one); ``on_done`` is called as each one ends (the screen draws again)."""

    def __init__(self, rules: BrassRules, animator: Animator | None = None, on_done: Callable[[], None] | None = None):
        self.rules = rules
        self.animator = animator
        self.on_done = on_done
        self.effects: list[Effect] = []

    def _add(self, kind: str, duration: float, delay: float = 0.0, hide=None, ease=ease_in_out, **data) -> Effect:
        effect = Effect(kind, Tween((0.0, 0.0), (1.0, 0.0), duration, ease, delay=delay), hide, data)

        def done() -> None:
            if effect in self.effects:
                self.effects.remove(effect)
            if self.on_done is not None:
                self.on_done()

        effect.tween.on_done = done
        self.effects.append(effect)
        self.animator.add(effect.tween)
        return effect

    def hides(self, key: tuple) -> bool:
        """A piece not to draw in place yet: it appears later in the Automa's show (or is
        appearing now, drawn by the effect)."""
        return any(e.hide == key and e.tween.t < GROWING for e in self.effects)

    def layer_key(self) -> tuple:
        """What the effects change in the board layer: the pieces still hidden (they appear
        when their growth ends) and whether the Automa's show runs (the panel's line)."""
        hidden = tuple(e.hide for e in self.effects if e.hide is not None and e.tween.t < GROWING)
        return hidden, self.automa_busy()

    def automa_busy(self) -> bool:
        return any(e.kind == "automa" for e in self.effects)

    # -- what changed ---------------------------------------------------------------------
    def show_change(self, before: BrassState, after: BrassState, action: Action, by_bot: bool) -> None:
        if by_bot:
            self.pulse_for(action)
        new = after.a_events - before.a_events
        if new > 0:
            first = max(0, len(after.a_log) - new)
            self._automa(after.a_log, first, after)
        self._rises(before, after)

    def replay_automa(self, state: BrassState) -> None:
        """The Automa's last turn played again from its first record (the "Last Automa turn"
        button): its pieces still on the map hide and grow again, the explainer follows."""
        self._automa(state.a_log, 0, state)

    def show_position(self) -> int | None:
        """Where the Automa's show is: the index (in ``state.a_log``) of the last record it has
        reached, -1 before the first; None when no show runs."""
        shown = [e for e in self.effects if e.kind == "automa"]
        if not shown:
            return None
        return max((e.data["record"] for e in shown if e.tween.started), default=-1)

    def _automa(self, log: list, first: int, after: BrassState) -> None:
        """One step per record from ``log[first]``: what it did (a piece grows, a sale flashes,
        the banner says it) or, for a card drawn or a slot or back action tried, a shorter quiet
        step that only the explainer shows (it says why; the show, what)."""
        rules = self.rules
        self.effects = [e for e in self.effects if e.kind != "automa"]  # a new show replaces the one before
        t = 0.2
        for index in range(first, len(log)):
            record = log[index]
            kind = record[0]
            if kind in QUIET:
                self._add("automa", STEP * QUIET_SHARE, delay=t, ease=ease_out, record=index, quiet=True)
                t += STEP * QUIET_SHARE
                continue
            text = _record_msg(rules, record)
            hide = None
            where: dict[str, Any] = {}
            if kind == "build":
                _ind, space, _level = record[1:4]
                if after.sp_owner[space] == AUTOMA:
                    hide = ("tile", space)
                where = {"space": space}
            elif kind == "link":
                link = record[1]
                if after.link_owner[link] == AUTOMA:
                    hide = ("link", link)
                where = {"link": link}
            elif kind == "sell":
                where = {"space": record[1], "merchant": record[2]}
            self._add("automa", STEP, delay=t, hide=hide, ease=ease_out, text=text, record=index, **where)
            t += STEP

    def pulse_for(self, action: Action) -> None:
        """A ring where your action happened."""
        if isinstance(action, Build):
            self._add("pulse", 0.5, ease=ease_out, space=action.space)
        elif isinstance(action, (Network, SecondLink)):
            self._add("pulse", 0.5, ease=ease_out, link=action.link)
        elif isinstance(action, (Sell, SellAgain)):
            self._add("pulse", 0.5, ease=ease_out, space=action.space)
        elif isinstance(action, Take) and action.space >= 0:
            self._add("pulse", 0.4, ease=ease_out, space=action.space)

    def _rises(self, before: BrassState, after: BrassState) -> None:
        items = []
        money = after.money - before.money
        if money:
            items.append((HUMAN, f"{'+' if money > 0 else '−'}£{abs(money)}", 0))
        vp = after.vp[HUMAN] - before.vp[HUMAN]
        if vp:
            items.append((HUMAN, Msg("brass.ui.vp_change", vp=vp), 1))
        avp = after.vp[AUTOMA] - before.vp[AUTOMA]
        if avp:
            items.append((AUTOMA, Msg("brass.ui.vp_change", vp=avp), 0))
        for owner, text, slot in items:
            self._add("rise", 1.3, ease=ease_out, owner=owner, text=text, slot=slot)

    # -- drawing ------------------------------------------------------------------------------
    def draw_map(self, p: Painter, state: BrassState, board: BrassMap) -> None:
        """Over the map (``board``: where its pieces lie now)."""
        from game.games.brass.view.art import draw_tile

        for e in self.effects:
            if not e.tween.started or e.kind not in ("automa", "pulse"):
                continue
            t = e.tween.ease(e.tween.t)
            growing = e.hide is not None and e.tween.t < GROWING
            if "link" in e.data:
                link = e.data["link"]
                if growing:
                    board.draw_link(p, link, AUTOMA, state.era, grow=e.tween.t / GROWING)
                rect = board.slot_rects[link]
            elif "space" in e.data:
                rect = board.space_rects[e.data["space"]]
                sp = e.data["space"]
                if growing and state.sp_owner[sp] == AUTOMA:
                    side = max(4, round(rect.w * (0.3 + 0.7 * e.tween.t / GROWING)))
                    tile = pygame.Rect(0, 0, side, side)
                    tile.center = rect.center
                    level = state.sp_level[sp]
                    draw_tile(p, tile, AUTOMA, INDUSTRIES[state.sp_ind[sp]], level)
            else:
                continue
            grow = round(rect.w * 0.6 * t)
            alpha = round(255 * (1 - t))
            colour = Palette.seat(AUTOMA) if e.kind == "automa" else Palette.accent
            ring = rect.inflate(12 + grow, 12 + grow)
            p.rect(ring, (*colour, max(0, alpha)), max(6, ring.w // 5), 5)
            if e.kind == "automa" and "merchant" in e.data:
                m = board.merchant_rects.get(e.data["merchant"])
                if m is not None:
                    p.line(rect.center, m.center, (*colour,), 3)
                    p.rect(m.inflate(10, 10), colour, 8, 4)

    def draw_banner(self, p: Painter, m: pygame.Rect) -> None:
        """Over the map (``m``) during the Automa's turn: what it does now."""
        current = [e for e in self.effects if e.kind == "automa" and e.tween.started and "text" in e.data]
        if not current:
            return
        e = current[-1]
        text = Msg("brass.ui.automa_does", action=e.data["text"])
        style = TextStyle(26, Palette.paper_ink, True)
        w = min(m.w - 80, p.measure(text, style)[0] + 110)
        box = pygame.Rect(0, 0, w, 64)
        box.midtop = (m.centerx, m.y + 16)
        colour = Palette.seat(AUTOMA)
        p.rect(box.move(0, 5), (0, 0, 0, 60), 16)
        p.rect(box, (*colour, 240), 16)
        p.rect(box, Palette.paper_ink, 16, 3)
        p.circle((box.x + 36, box.centery), 20, Palette.paper_ink)
        p.icon("seat_triangle", pygame.Rect(box.x + 22, box.centery - 14, 28, 28), colour)
        p.text(text, (box.x + 68, box.centery), style, "midleft", max_width=box.w - 84)

    def draw_rises(self, p: Painter, you: pygame.Rect, automa: pygame.Rect) -> None:
        """Beside your panel (``you``) and the Automa's."""
        for e in self.effects:
            if e.kind != "rise" or not e.tween.started:
                continue
            t = e.tween.ease(e.tween.t)
            owner = e.data["owner"]
            if owner == HUMAN:
                base = you
                x = base.x + (400, 740)[e.data["slot"]]
            else:
                base = automa
                x = base.x + 470
            y = base.y + 34 - round(30 * t)
            alpha = 1 - max(0.0, (e.tween.t - 0.6) / 0.4)
            if alpha <= 0.05:
                continue
            style = TextStyle(24, Palette.paper_ink, True)
            w = p.measure(e.data["text"], style)[0] + 24
            box = pygame.Rect(x, y, w, 34)
            colour = Palette.seat(owner)
            p.rect(box, (*colour, round(235 * alpha)), 17)
            p.text(e.data["text"], box.center, style, "center")


def _record_msg(rules, record) -> Msg:
    from game.games.brass.rules.words import automa_record

    return automa_record(rules, record)
