"""Why the Automa did what it did, on the screen.

After each Automa turn (when the setting ``explain_automa`` is on; at any time with the "Last
Automa turn" button of its panel) a panel in the right-hand column, over your hand and the
Automa's panel (never over the map, the progress track, the zoom buttons or the log), shows the
turn as cards side by side: the front of each
card it drew, every slot marked — the one it used highlighted, each one skipped with the reasons
it was not possible, the rest "not tried" — then the back of the next card with the action that
fired (and why the ones before it did not).  Under each card: what it did there.  Previous/Next
(or Left/Right) step through the cards, the step shown framed; Close, Esc, a click elsewhere,
choosing an action or your next move closes it.  Its size is the layout's, whatever the step
shows, so its buttons never move under the pointer while it follows the show.  The pages come
from the rules (``rules.story.automa_story``).

Faster turns (issue 12 item 6) live here too, beside the action bar's own buttons: when a card
is to be chosen, the least useful one (``rules.quick``) is framed in your hand and "Use <card>"
(Enter) spends it — any other glowing card still may be clicked; while selling, "Sell all" makes
every sale it can (``rules.quick.sell_all``).

The ``Explainer`` is a widget of the table (the table stays live under it, and a computer in your
seat keeps playing), drawn over the cached board layer: the table lays it out in its rect
(``lay_out``) after its own widgets, with ``automa_button`` and ``quick_button``, and tells it
of every change (``after_change``).  It reads the seat's view it is given and the Automa's show
(``Effects``), nothing else of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.actions import Discard
from game.games.brass.rules.quick import least_useful_card, sell_all
from game.games.brass.rules.state import AUTOMA, CARD, MAIN, SELL_MORE
from game.games.brass.rules.story import SKIPPED, UNTRIED, USED, Page
from game.games.brass.rules.words import card_msg
from game.games.brass.view.art import owner_colour
from game.games.brass.view.judge import Choosing
from game.games.brass.view.panel import BUTTON_H
from game.games.brass.view.steps import DEED as DEED_FOCUS
from game.games.brass.view.steps import NOTE, ROW, Focus, Step, automa_steps, step_at
from game.ui.art import Palette, TextStyle, mix
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules
    from game.games.brass.view.anim import Effects

COLUMN_W = 360
COLUMNS = 3
TITLE = TextStyle(22, Palette.ink, True)
HEAD = TextStyle(20, Palette.paper_ink, True)
LABEL = TextStyle(19, Palette.ink, True)
SMALL = TextStyle(18, Palette.ink_soft)
DEED = TextStyle(18, Palette.accent_deep, True)
LINE = 22


def automa_button(rect: pygame.Rect, p: Painter, state, replay: Callable[[], None]) -> Button:
    """The "Last Automa turn" button in the top right corner of the Automa's panel (``rect``)."""
    button = Button(
        pygame.Rect(rect.right - 250, rect.y + 4, 240, BUTTON_H - 2),
        Msg("brass.explain.button"),
        replay,
        icon="info",
        kind="secondary",
        text_size=18,
        tooltip=Msg("brass.explain.button_tip"),
    )
    button.widen(p, rect.w // 3)  # wider would cover the Automa's VP beside its title
    button.focusable = False
    button.enabled = any(record[0] in ("draw", "first_develop") for record in state.a_log)
    return button


class Explainer(Widget):
    """The panel: the steps of the last turn (``steps.automa_steps``), the step shown, its own
    three buttons.  While the Automa's show runs it *follows* it (the step is the record the show
    has reached); Previous/Next, or the end of the show, leave it on a step of its own."""

    focusable = False

    def __init__(self, rules: BrassRules, effects: Effects, seen: tuple[int, int]):
        """``effects``: the Automa's show it follows; ``seen``: (the Automa's events, the actions
        played) when the table opened."""
        super().__init__(pygame.Rect(0, 0, 0, 0))
        self.rules = rules
        self.effects = effects
        self.visible = False
        self.steps: list[Step] = []
        self._step = 0
        self.following = False
        self.seen: tuple[int, int] | None = seen
        self.group = WidgetGroup()
        self.painter: Painter | None = None

    # -- contents ---------------------------------------------------------------------------
    @property
    def step(self) -> int:
        """The step shown: while following, the one the show has reached."""
        if self.following:
            at = self.effects.show_position()
            if at is None:  # the show is over: stay on its last step
                self.following = False
                self._step = max(0, len(self.steps) - 1)
            else:
                self._step = step_at(self.steps, at)
        return self._step

    @step.setter
    def step(self, value: int) -> None:
        self._step = max(0, min(len(self.steps) - 1, value))

    @property
    def selected(self) -> tuple:
        """What the pointer cannot see change (the hover layer's key reads it)."""
        return (self.visible, self.step, self.following)

    @selected.setter
    def selected(self, _value) -> None:  # the Widget's own flag: not used here
        pass

    @property
    def pages(self) -> list[Page]:
        """The story as far as the step shown."""
        return self.steps[self.step].pages if self.steps else []

    def after_change(self, state, actions: int, open_it: bool) -> None:
        """Open when the Automa has just taken a turn (``open_it``: for a person at the table who
        asked for it); close when anything else changed the game (``actions`` played now)."""
        events = state.a_events
        seen = self.seen
        self.seen = (events, actions)
        if seen is None or actions == seen[1]:
            return  # a new screen, or nothing played
        took_turn = events > seen[0] and any(r[0] in ("slot", "first_develop") for r in state.a_log)
        if took_turn and open_it:
            self.show(state)
        elif self.visible:
            self.hide()

    def show(self, state, follow: bool = True) -> None:
        """Open on the last turn of ``state`` (the seat's view); ``follow``: step with the
        Automa's show while it runs."""
        self.steps = automa_steps(self.rules, list(state.a_log))
        self.following = follow
        self.step = len(self.steps) - 1
        self.visible = True
        self.place()

    def replay(self, state, instant: bool) -> None:
        """ "Last Automa turn": the show again from its first step, the explainer following (at
        "Instant", no show: the first step, to step through by hand)."""
        if instant:
            self.show(state, follow=False)
            self.step = 0
            self.place()
        else:
            self.effects.replay_automa(state)
            self.show(state)

    def hide(self) -> None:
        self.visible = False
        self.following = False

    def prev(self) -> None:
        self.step = self.step - 1
        self.following = False
        self._enable()

    def next(self) -> None:
        self.step = self.step + 1
        self.following = False
        self._enable()

    def lay_out(self, rect: pygame.Rect, p: Painter) -> None:
        """In the right-hand column over your hand and the Automa's panel (``rect``: never over
        the map, its buttons, the progress track or the log), at one size whatever the step shows,
        so its buttons never move under the pointer (``p``: measures the buttons' words)."""
        self.rect = pygame.Rect(rect)
        self.painter = p
        self.place()

    def place(self) -> None:
        r = self.rect
        self.group.clear()
        p = self.painter
        if p is None:
            return  # not laid out yet
        close = Button(
            pygame.Rect(0, r.y + 8, 134, BUTTON_H),
            Msg("core.button.close"),
            self.hide,
            icon="close",
            kind="secondary",
            text_size=18,
            tooltip=Msg("brass.explain.close_tip"),
        )
        close.rect.right = r.right - 10
        close.widen(p, 260)
        nxt = Button(
            pygame.Rect(0, r.y + 8, 52, BUTTON_H),
            "",
            self.next,
            icon="play",
            kind="secondary",
            tooltip=Msg("brass.explain.next"),
        )
        nxt.rect.right = close.rect.x - 8
        prev = Button(
            pygame.Rect(0, r.y + 8, 52, BUTTON_H),
            "",
            self.prev,
            icon="back",
            kind="secondary",
            tooltip=Msg("brass.explain.prev"),
        )
        prev.rect.right = nxt.rect.x - 6
        for button in (prev, nxt, close):
            button.focusable = False
            self.group.add(button)
        self._enable()

    def _enable(self) -> None:
        if len(self.group.widgets) >= 2:
            self.group.widgets[0].enabled = self.step > 0
            self.group.widgets[1].enabled = self.step < len(self.steps) - 1

    def columns(self) -> int:
        return max(1, min(COLUMNS, (self.rect.w - 40 + 16) // (COLUMN_W + 16)))

    def column_w(self) -> int:
        """The columns share the panel's width among the pages shown: one page takes all of it
        (its long lines wrap rather than end in "…" beside an empty panel)."""
        n = min(self.columns(), max(1, len(self.pages)))
        return (self.rect.w - 40 - (n - 1) * 16) // n

    def shown(self) -> range:
        """The pages on screen: the step's card and the ones before it, as many as fit."""
        n, count = self.columns(), len(self.pages)
        start = max(0, count - n)
        return range(start, count)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            (self.prev if event.key == pygame.K_LEFT else self.next)()
            return True
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(pos):
            self.hide()  # a click elsewhere closes it, and goes on to the table
            return False
        self._enable()
        self.group.handle(event)
        self.hovered = tuple(w.hovered for w in self.group.widgets)
        return event.type != pygame.MOUSEMOTION and self.rect.collidepoint(pos)

    # -- drawing ----------------------------------------------------------------------------
    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def draw(self, p: Painter) -> None:
        step = self.steps[self.step] if self.steps else None
        pages = self.pages
        self._enable()
        r = self.rect
        p.panel(r, Palette.panel, Palette.panel_edge, 14)
        left = self.group.widgets[0].rect.x if self.group.widgets else r.right - 260
        counter = Msg("brass.explain.step", step=self.step + 1, count=len(self.steps)) if step is not None else None
        counter_w = p.measure(Msg("brass.explain.step", step=88, count=88), SMALL)[0] if counter else 0
        title_w = left - 24 - counter_w - r.x - 20
        p.text(Msg("brass.explain.title"), (r.x + 20, r.y + 30), TITLE, "midleft", max_width=title_w)
        if counter is not None:
            p.text(counter, (left - 12, r.y + 30), SMALL, "midright")  # left of the buttons
        else:
            p.text(Msg("brass.explain.none"), (r.x + 20, r.y + 80), SMALL)
        w = self.column_w()
        for i, index in enumerate(self.shown()):
            current = step is not None and index == len(pages) - 1
            ink = Ink(p, step.focus if current else None, step.complete(index)) if step is not None else None
            box = _column(r, i, w)
            box.h = min(box.h, draw_page(p, pages[index], box, None))  # as tall as its words
            draw_page(p, pages[index], box, ink)
        self.group.draw(p)


@dataclass
class Ink:
    """How a page is drawn: the painter, what the step changed there (framed; None: not the
    step's page) and whether the page is complete (else its untried rows are still to come)."""

    pen: Painter
    focus: Focus | None
    complete: bool


def _column(panel: pygame.Rect, i: int, w: int = 0) -> pygame.Rect:
    w = w or COLUMN_W
    return pygame.Rect(panel.x + 20 + i * (w + 16), panel.y + 60, w, panel.h - 72)


def draw_page(p: Painter, page: Page, box: pygame.Rect, ink: Ink | None) -> int:
    """One card: its heading (front or back), its rows marked, a note, what it did there.
    Returns the height it takes (``ink`` None: measure only, draw nothing)."""
    pen = ink.pen if ink is not None else None
    focus = ink.focus if ink is not None else None
    if pen is not None:
        colour = owner_colour(AUTOMA)
        pen.rect(box, mix(Palette.panel, colour, 0.08), 12)
        if focus is not None:
            pen.rect(box.inflate(6, 6), Palette.glow, 14, 3)
        head = pygame.Rect(box.x, box.y, box.w, 34)
        pen.rect(head, colour if page.side == "front" else mix(colour, Palette.ink, 0.35), 12)
        pen.text(_heading(page), (head.x + 12, head.centery), HEAD, "midleft")
    y = box.y + 42
    bottom = box.bottom - 8
    if page.side == "back" and page.card:
        y = _lines(p, pen, Msg("brass.explain.back_hint"), SMALL, box.x + 12, y, box.w - 24, bottom) + 4
    complete = ink is None or ink.complete
    for i, row in enumerate(page.rows):
        top = y
        y = _row(p, pen, row, box, y, bottom, complete)
        _frame(pen, focus, Focus(ROW, i), box, top, y)
    if page.note is not None:
        top = y + 4
        y = _lines(p, pen, page.note, LABEL, box.x + 12, top, box.w - 24, bottom)
        _frame(pen, focus, Focus(NOTE), box, top, y)
    for i, deed in enumerate(page.deeds):
        top = y + 2
        y = _lines(p, pen, Msg("brass.explain.deed", deed=deed), DEED, box.x + 12, top, box.w - 24, bottom)
        _frame(pen, focus, Focus(DEED_FOCUS, i), box, top, y)
    return y + 8 - box.y


def _frame(pen: Painter | None, focus: Focus | None, this: Focus, box: pygame.Rect, top: int, bottom: int) -> None:
    """The step's own row, note or deed: framed in the accent colour."""
    if pen is not None and focus == this and bottom > top:
        pen.rect(pygame.Rect(box.x + 2, top - 4, box.w - 4, bottom - top + 4), Palette.accent, 8, 3)


def _heading(page: Page) -> Text:
    if page.side == "front":
        return Msg("brass.explain.front", card=page.card)
    if page.side == "back":
        return Msg("brass.explain.back", card=page.card) if page.card else Msg("brass.explain.back_none")
    return Msg("brass.explain.opening")


def _row(p: Painter, pen: Painter | None, row, box: pygame.Rect, y: int, bottom: int, complete: bool = True) -> int:
    """A slot or back action: ✓ used (highlighted), ✗ skipped with its reasons, – not tried
    (or, on the card the show is at, still to come: faint, no words)."""
    line = _line(p)
    if y + line > bottom:
        return y
    x = box.x + 10
    ink = Palette.ink_faint if row.status == UNTRIED else Palette.ink
    label = {USED: "brass.explain.row_used", UNTRIED: "brass.explain.row_untried"}.get(row.status)
    if row.status == UNTRIED and not complete:
        label = None
    text = Msg(label, what=row.label) if label else row.label
    style = TextStyle(LABEL.size, ink, True)
    if pen is not None:
        if row.status == USED:
            lines = len(p.wrap(text, style, box.w - 48))
            band = pygame.Rect(box.x + 4, y - 3, box.w - 8, line * lines + 6)
            pen.rect(band, Palette.glow_soft, 8)
            pen.rect(band, Palette.glow, 8, 2)
            pen.icon("check", pygame.Rect(x, y + 1, 20, 20), Palette.good)
        elif row.status == SKIPPED:
            pen.icon("close", pygame.Rect(x, y + 1, 20, 20), Palette.danger)
        else:
            pen.text("–" if complete else "…", (x + 10, y + 11), LABEL, "center")
    y = _lines(p, pen, text, style, x + 28, y, box.w - 48, bottom)
    for reason in row.reasons:
        y = _lines(p, pen, reason, SMALL, x + 28, y, box.w - 48, bottom)
    return y + 6


def _lines(
    p: Painter, pen: Painter | None, text: Text, style: TextStyle, x: int, y: int, width: int, bottom: int
) -> int:
    """Wrapped text from ``y`` (never below ``bottom``: an ellipsis ends what does not fit)."""
    step = _line(p)
    for line in p.wrap(text, style, width):
        if y + step > bottom:
            if pen is not None:
                pen.text("…", (x, y - step // 2), style)
            return bottom
        if pen is not None:
            pen.text(line, (x, y), style)
        y += step
    return y


def _line(p: Painter) -> int:
    """The step from one line of the explainer to the next, at the current text size."""
    return round(LINE * p.text_scale)


# ---------------------------------------------------------------------------
# Faster turns


def quick_button(
    c: Choosing, p: Painter, bar: pygame.Rect, right: int, act: Callable[..., object]
) -> Button | None:
    """ "Use <card>" in the CARD phase, "Sell all" while selling: left of the action bar's
    follow-up buttons (``right``: the left edge of those; the bar's hint makes room); ``act``
    asks for actions to be played in order (the first refused stops the rest)."""
    if not c.my_turn:
        return None
    state = c.state
    if state.phase == CARD:
        card = least_useful_card(c.rules, state)
        if card is None:
            return None
        label = Msg("brass.quick.use_card", card=card_msg(c.rules, card))
        button = CardButton(pygame.Rect(right - 270, bar.bottom - 50, 270, BUTTON_H), act, card, label)
    elif (state.phase == MAIN and c.mode == "sell" and c.sell_space is None) or state.phase == SELL_MORE:
        steps = sell_all(c.rules, state)
        if not steps:
            return None
        button = Button(
            pygame.Rect(right - 200, bar.bottom - 50, 200, BUTTON_H),
            Msg("brass.quick.sell_all"),
            lambda: act(*steps),
            icon="check",
            kind="primary",
            text_size=19,
            tooltip=Msg("brass.quick.sell_all_tip"),
        )
    else:
        return None
    button.widen(p, bar.w // 2)
    button.focusable = False
    return button


class CardButton(Button):
    """Spend the pre-selected card (Enter); the card is framed in the hand while it shows."""

    def __init__(self, rect, act: Callable[..., object], card: str, label: Text):
        super().__init__(
            rect,
            label,
            lambda: act(Discard(card)),
            icon="check",
            kind="primary",
            text_size=19,
            hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER),
            tooltip=Msg("brass.quick.use_card_tip"),
        )
        self.card = card
        self.card_rects: list[tuple[str, pygame.Rect]] = []  # the hand's cards (the table's layout)

    def draw(self, p: Painter) -> None:
        super().draw(p)
        for card, rect in self.card_rects:
            if card == self.card:
                p.rect(rect.inflate(10, 10), Palette.accent, 14, 4)
