"""The table's chrome as components: the top bar, the log and a suggested move's glow, and
the seat-name helpers every table uses (a computer seat's level beside its name); ``announce``:
what the chrome says of the session's events that change no table (toasts, passing the device).

Each is a ``Component`` (game/ui/components.py) of the play screen's board layer: its part is
what it shows, so it is drawn again only when that changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game import games
from game.core.i18n import Msg, seat_msg, tr
from game.core.match import LogEntry
from game.core.rules import CHANCE
from game.core.session import Event, GuideReply, Notice, PassDevice, Refused, TableModel
from game.scenes import registry
from game.scenes.hint import Hint, hint_marker
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, Text
from game.ui.layers import widgets_look
from game.ui.log_panel import LogPanel
from game.ui.widgets import Button, WidgetGroup

BAR_H = 96
GAME_NAME = TextStyle(34, Palette.paper_ink, True, True)
"""The game's name at the left of the top bar."""
RESULTS_W = 210
"""The top bar's Results button, shown once the game is over (the results can be closed to look at the table)."""


# -- seat names --------------------------------------------------------------------------------


def level_text(model: TableModel, seat: int) -> Text | None:
    """A computer seat's level in words ("Hard"); None for a person."""
    s = model.seats[seat]
    return None if s.human else games.level_label(model.game, s.level or "easy")


def level_tag_width(p: Painter, text: Text | None, size: int = 20, icon: bool = True, word: bool = True) -> int:
    if text is None:
        return 0
    if not word:
        return size + 16
    return p.measure(text, TextStyle(size, Palette.paper_ink, True))[0] + (size + 24 if icon else 18)


def level_tag(
    p: Painter, text: Text | None, midleft, size: int = 20, icon: bool = True, word: bool = True
) -> pygame.Rect | None:
    """A small chip "[computer] Hard" beside a computer seat's name (nothing for a person);
    without ``word``, the computer icon alone."""
    if text is None:
        return None
    style = TextStyle(size, Palette.paper_ink, bold=True)
    width = level_tag_width(p, text, size, icon, word)
    chip = pygame.Rect(midleft[0], midleft[1] - (size + 12) // 2, width, size + 12)
    p.rect(chip, (*Palette.felt_deep, 230), chip.h // 2)
    x = chip.x + 9
    if icon or not word:
        p.icon("computer", pygame.Rect(chip.x + 8, chip.y + 5, size + 2, size + 2), Palette.paper_ink)
        x = chip.x + size + 16
    if word:
        p.text(text, (x, chip.centery), style, "midleft")
    return chip


def tag_size(style: TextStyle) -> int:
    """The size of a level chip's word beside a name in ``style``: 12 px at least at 1280x720."""
    return max(18, min(20, style.size - 6))


def name_fits(p: Painter, level: Text | None, name: Text, style: TextStyle, max_width: int) -> bool:
    """Whether the name and the level chip (with or without its icon) fit ``max_width`` on one
    line with the name no smaller than the chip's word."""
    size = tag_size(style)
    least = TextStyle(size, style.colour, style.bold, style.serif)
    return any(
        p.measure(name, least)[0] <= max_width - level_tag_width(p, level, size, icon) - 10 for icon in (True, False)
    )


def draw_name(
    p: Painter, level: Text | None, name: Text, midleft, style: TextStyle, max_width: int, below: int | None = None
) -> pygame.Rect:
    """A seat's name, followed for a computer seat by its ``level`` chip.  The name is never drawn
    smaller than the chip's word (issue 21): when both do not fit on the line, the chip drops its
    icon, then goes ``below`` the name (when the caller has room there), else shows its icon
    alone; a name still too long at that size is cut short ("Computa…")."""
    size = tag_size(style)
    least = size  # the name is never smaller than the chip's word
    at_least = TextStyle(least, style.colour, style.bold, style.serif)
    s = tr(name) if isinstance(name, Msg) else name

    def line(room: int, **chip) -> pygame.Rect:
        r = p.text(p.elide(s, style, room, least), midleft, style, "midleft", max_width=room)
        tag = level_tag(p, level, (r.right + 10, r.centery), size, **chip)
        return r.union(tag) if tag is not None else r

    for icon in (True, False):
        tag_w = level_tag_width(p, level, size, icon)
        room = max(40, max_width - tag_w - (10 if tag_w else 0))
        if not tag_w or p.measure(s, at_least)[0] <= room:
            return line(room, icon=icon)
    if below is not None:
        r = p.text(p.elide(s, style, max_width, least), midleft, style, "midleft", max_width=max_width)
        tag = level_tag(p, level, (midleft[0], midleft[1] + below), size)
        return r.union(tag) if tag is not None else r
    return line(max(40, max_width - level_tag_width(p, level, size, word=False) - 10), word=False)


def outcome_text(model: TableModel) -> Text:
    winners = [i for i, place in enumerate(model.ranking) if place == 0]
    if len(winners) == 1:
        return Msg("core.game.winner", player=seat_msg(winners[0]))
    return Msg("core.game.shared_win", players=", ".join(model.seats[w].name for w in winners))


# -- the top bar ----------------------------------------------------------------------------------


class TopBar(Component):
    """The bar across the canvas: the game's name, whose turn it is and what is asked (or the
    suggested move), and the Undo / Redo / Log / Rules / Menu / bulb buttons."""

    def __init__(self, game: str, hint: Hint, actions: dict[str, Callable[[], None]], painter: Painter):
        self.game = game
        self.painter = painter  # measures the Results button's words (language and text size may change mid-game)
        self.hint = hint
        self.actions = actions
        self.group = WidgetGroup()
        self.buttons: dict[str, Button] = {}
        self.prompt: Callable[[TableModel], Text] = lambda model: model.prompt
        self.outcome: Callable[[TableModel], Text] = outcome_text
        self.review = False

    def build(self, width: int, review: bool = False) -> None:
        """The buttons at the right of a bar ``width`` wide (in a review, the rules and the log
        only: its own steps take the middle, game/scenes/review_bar.py)."""
        self.bounds = pygame.Rect(0, 0, width, BAR_H)
        self.group = WidgetGroup()
        self.buttons = {}
        self.review = review
        entries = [
            ("menu", Msg("core.tooltip.menu")),
            ("book", Msg("core.tooltip.rules")),
            ("log", Msg("core.tooltip.log")),
            ("redo", Msg("core.tooltip.redo")),
            ("undo", Msg("core.tooltip.undo")),
            ("bulb", Msg("core.hint.tooltip")),
        ]
        if review:
            entries = [e for e in entries if e[0] in ("book", "log")]
        x = width - 16
        for icon, tip in entries:
            x -= 64 + 12
            button = Button(pygame.Rect(x, 16, 64, 64), "", self.actions[icon], icon=icon, kind="felt", tooltip=tip)
            self.buttons[icon] = button
            self.group.add(button)
        self.left = x
        if not review:  # the way back to a finished game's results, once they were closed
            rect = pygame.Rect(x - 12 - RESULTS_W, 16, RESULTS_W, 64)
            results = Button(rect, Msg("core.button.results"), self.actions["results"], icon="trophy",
                             tooltip=Msg("core.tooltip.results"), text_size=22)
            results.visible = False
            self.buttons["results"] = results
            self.group.add(results)

    def middle(self, p: Painter) -> pygame.Rect:
        """The bar's middle (a review's steps): from the game's name (as wide as its words, at
        most to x=380) to the buttons."""
        x = min(380, 28 + p.measure(Msg(f"{self.game}.name"), GAME_NAME)[0] + 28)
        return pygame.Rect(x, 0, self.left - x - 12, BAR_H)

    def refresh(self, model: TableModel, log_open: bool) -> None:
        """The buttons' states for ``model``."""
        b = self.buttons
        b["log"].selected = log_open
        if self.review:
            return
        results = b["results"]
        results.visible = model.over
        if model.over:  # sized to its words in today's language and text size, its right edge kept
            right = results.rect.right
            results.rect.w = RESULTS_W
            results.rect.right = right
            results.widen(self.painter, 2 * RESULTS_W)
        b["undo"].enabled = model.can_undo
        b["redo"].enabled = model.can_redo
        bulb = b["bulb"]
        bulb.visible = self.hint.enabled()
        bulb.enabled = self.hint.available() or self.hint.shown or self.hint.busy
        bulb.selected = self.hint.shown

    def part(self, model: TableModel) -> Hashable | None:
        if self.hint.busy:
            return None  # the bulb spins
        turn: Any = None
        if self.review:
            pass  # the middle is the review's
        elif model.over:
            turn = ("over", self.outcome(model))
        elif model.to_move != CHANCE and model.to_move is not None:
            seat = model.to_move
            if model.thinking:
                turn = ("thinking", seat, level_text(model, seat))
            elif model.confirming:
                turn = ("confirm", seat, self.prompt(model))
            else:
                words = self.hint.line() if self.hint.shown else None
                turn = ("turn", seat, words, None if words else self.prompt(model))
        return (self.game, tuple(self.bounds), self.left, widgets_look(self.group), turn)

    def paint(self, p: Painter, part: Any) -> None:
        bar = self.bounds
        p.rect(bar, (*Palette.felt_deep, 235))
        p.line((0, bar.bottom), (bar.right, bar.bottom), Palette.felt, 2)
        p.text(Msg(f"{self.game}.name"), (28, bar.centery), GAME_NAME, "midleft",
               max_width=330)
        turn = part[-1] if part is not None else None
        if turn is not None:
            self._turn(p, turn, pygame.Rect(380, 12, self.left - 400, 72))
        self.group.draw(p)
        if "bulb" in self.buttons:
            self.hint.draw_spinner(p, self.buttons["bulb"].rect)

    def _turn(self, p: Painter, turn: tuple, rect: pygame.Rect) -> None:
        if turn[0] == "over":
            p.icon("trophy", pygame.Rect(rect.x, rect.y + 14, 44, 44), Palette.glow)
            p.text(turn[1], (rect.x + 60, rect.centery), TextStyle(30, Palette.paper_ink, True), "midleft",
                   max_width=self.buttons["results"].rect.x - 12 - rect.x - 60)
            return
        seat = turn[1]
        p.rect(rect, (*Palette.felt, 200), 14)
        p.circle((rect.x + 38, rect.centery), 26, Palette.paper_ink)
        p.icon(Palette.seat_symbol(seat), pygame.Rect(rect.x + 18, rect.centery - 20, 40, 40), Palette.seat(seat))
        name_style = TextStyle(28, Palette.paper_ink, bold=True)
        if turn[0] == "thinking":
            head = Msg("core.game.bot_thinking", player=seat_msg(seat))
            head_rect = p.text(head, (rect.x + 80, rect.centery), name_style, "midleft", max_width=rect.w - 260)
            level_tag(p, turn[2], (head_rect.right + 16, rect.centery))
            return
        if turn[0] == "confirm":
            p.text(turn[2], (rect.x + 80, rect.centery), TextStyle(26, Palette.glow_soft, bold=True), "midleft",
                   max_width=rect.w - 100)
            return
        head = Msg("core.game.turn_of", player=seat_msg(seat))
        head_rect = p.text(head, (rect.x + 80, rect.centery), name_style, "midleft", max_width=rect.w // 3)
        if turn[2] is not None:
            box = pygame.Rect(head_rect.right + 26, rect.y + 4, rect.right - head_rect.right - 40, rect.h - 8)
            p.text_box(turn[2], box, TextStyle(23, Palette.glow_soft, True), "left", min_size=17)
            return
        # The prompt wraps onto two lines before it shrinks (Portuguese runs long at 1280x720).
        box = pygame.Rect(head_rect.right + 26, rect.y + 2, rect.right - head_rect.right - 40, rect.h - 4)
        p.text_box(turn[3], box, TextStyle(24, Palette.glow_soft), "left", min_size=17, line_gap=1.0)


# -- the log ----------------------------------------------------------------------------------------


class Log(Component):
    """The game log panel (collapsible); scrolled with the wheel."""

    def __init__(self, panel: LogPanel):
        self.panel = panel
        self.bounds = panel.rect

    def part(self, model: TableModel) -> Hashable:
        self.bounds = self.panel.shown_rect()  # a view may move the panel (Brass), a lesson's card take its top
        entries = tuple((e.step, e.seat, e.text) for e in model.log) if self.panel.open else ()
        return (self.panel.open, self.panel.scroll_from_end, tuple(self.bounds), entries)

    def paint(self, p: Painter, part: Any) -> None:
        self.panel.draw(p, [LogEntry(*e) for e in part[3]], Msg("core.game.log_title"))


# -- a suggested move ------------------------------------------------------------------------------


class HintGlow(Component):
    """The glow over a suggested move's places (numbered when there are several), or the
    view's own drawing of it."""

    def __init__(
        self,
        hint: Hint,
        rects: Callable[[Any], list[pygame.Rect]],
        draw: Callable[[Painter, Any], bool] | None = None,
    ):
        self.hint = hint
        self.rects = rects  # action -> the places to light, from the view
        self.draw = draw  # (painter, action) -> whether the view drew it its own way

    def part(self, model: TableModel) -> Hashable:
        if self.hint.action is None:
            self.bounds = pygame.Rect(0, 0, 0, 0)
            return ()
        rects = [pygame.Rect(r) for r in self.rects(self.hint.action)]
        self.bounds = rects[0].unionall(rects[1:]).inflate(60, 60) if rects else pygame.Rect(0, 0, 0, 0)
        return tuple(tuple(r) for r in rects) + ((self.hint.action,) if self.draw is not None else ())

    def paint(self, p: Painter, part: Any) -> None:
        if self.draw is not None and part:
            *part, action = part
            if self.draw(p, action):
                return
        rects = [pygame.Rect(r) for r in part]
        for n, rect in enumerate(rects):
            p.target_glow(rect.inflate(10, 10), 14, strong=True)
            if len(rects) == 1:
                hint_marker(p, (rect.right, rect.y + 4), 17)
            else:
                p.circle((rect.x + 4, rect.y + 4), 17, Palette.glow)
                p.text(Msg.raw(str(n + 1)), (rect.x + 4, rect.y + 4), TextStyle(20, Palette.ink, True), "center")


def announce(app, table, event: Event) -> None:
    """A session's event at the play screen ``table`` that changes no table: a refusal (a
    warning at the pointer), a notice (a lasting one stays on the title screen too), a guide's
    reply (toasts), or the device to pass to the next person (its screen over the table)."""
    if isinstance(event, PassDevice):
        if not registry.is_top(app, "pass_device"):
            registry.push(app, "pass_device", table, event.seat)
    elif isinstance(event, Refused):
        app.toast(event.reason, "warning", app.pointer)
    elif isinstance(event, Notice):
        if event.lasting:
            app.notice = event.text
        app.toast(event.text, event.level)
    elif isinstance(event, GuideReply):
        app.toast(event.text)
