"""Why the Automa did what it did, on the screen.

After each Automa turn (and at any time with the "Last Automa turn" button of its panel) a
panel over the lower part of the map shows the turn as cards side by side: the front of each
card it drew, every slot marked — the one it used highlighted, each one skipped with the reasons
it was not possible, the rest "not tried" — then the back of the next card with the action that
fired (and why the ones before it did not).  Under each card: what it did there.  Previous/Next
(or Left/Right) step through the cards, the step shown framed; Close, a click elsewhere,
choosing an action or your next move closes it.  The pages come from the rules (``rules.story.automa_story``).

Faster turns (issue 12 item 6) live here too, beside the action bar's own buttons: when a card
is to be chosen, the least useful one (``rules.quick``) is framed in your hand and "Use <card>"
(Enter) spends it — any other glowing card still may be clicked; while selling, "Sell all" makes
every sale it can (``rules.quick.sell_all``).

It is a widget of the view (the table stays live under it, and a computer in your seat keeps
playing), drawn over the cached board layer.  The view hooks it in with two calls:
``add_widgets`` after its widgets are built, ``after_change`` after every change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.actions import Discard
from game.games.brass.rules.quick import least_useful_card, sell_all
from game.games.brass.rules.state import AUTOMA, CARD, MAIN, SELL_MORE
from game.games.brass.rules.story import SKIPPED, UNTRIED, USED, Page, automa_story
from game.games.brass.rules.words import card_msg
from game.games.brass.view.art import owner_colour
from game.ui.art import Palette, TextStyle, mix
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from game.games.brass.view import BrassView

COLUMN_W = 360
COLUMNS = 3
MIN_W = 780  # the title, the counter and the three buttons
TITLE = TextStyle(22, Palette.ink, True)
HEAD = TextStyle(20, Palette.paper_ink, True)
LABEL = TextStyle(19, Palette.ink, True)
SMALL = TextStyle(18, Palette.ink_soft)
DEED = TextStyle(18, Palette.accent_deep, True)
LINE = 22


def explainer(view: BrassView) -> Explainer:
    found = getattr(view, "automa_explainer", None)
    if found is None:
        found = view.automa_explainer = Explainer(view)
    return found


def add_widgets(view: BrassView) -> None:
    """After the view's own widgets: the quick-turn buttons, the "Last Automa turn" button and the
    explainer itself (last: it takes the clicks inside it first)."""
    add_quick_buttons(view)
    add_button(view)


def add_button(view: BrassView) -> None:
    """The "Last Automa turn" button in the top right corner of the Automa's panel, and the
    explainer."""
    r = view.automa_rect
    button = Button(
        pygame.Rect(r.right - 250, r.y + 6, 240, 36),
        Msg("brass.explain.button"),
        lambda: explainer(view).show(),
        icon="info",
        kind="secondary",
        text_size=18,
        tooltip=Msg("brass.explain.button_tip"),
    )
    button.widen(view.app.painter, r.w // 3)  # wider would cover the Automa's VP beside its title
    button.focusable = False
    button.enabled = any(record[0] in ("draw", "first_develop") for record in view.state.a_log)
    view.widgets.add(button)
    panel = explainer(view)
    if view.mode is not None or view.sell_space is not None:
        panel.visible = False  # an action chosen: the map is needed
    panel.place()
    view.widgets.add(panel)


def after_change(view: BrassView) -> None:
    """Open the explainer when the Automa has just taken a turn (for a person at the table);
    close it when anything else changed the game."""
    panel = explainer(view)
    events, actions = view.state.a_events, len(view.match.actions)
    seen = panel.seen
    panel.seen = (events, actions)
    if seen is None or actions == seen[1]:
        return  # a new screen, or nothing played
    took_turn = events > seen[0] and any(r[0] in ("slot", "first_develop") for r in view.state.a_log)
    if took_turn and view.humans:
        panel.show()
    elif panel.visible:
        panel.hide()


class Explainer(Widget):
    """The panel: its pages, the step shown, its own three buttons."""

    focusable = False

    def __init__(self, view: BrassView):
        super().__init__(pygame.Rect(0, 0, MIN_W, 240))
        self.view = view
        self.visible = False
        self.pages: list[Page] = []
        self.step = 0
        self.height = 240  # as its pages need (measured while drawing)
        self.seen: tuple[int, int] | None = (view.state.a_events, len(view.match.actions))
        self.group = WidgetGroup()
        self.selected = (False, 0, 0)  # what the pointer cannot see change (the layer key reads it)

    # -- contents ---------------------------------------------------------------------------
    def show(self) -> None:
        self.pages = automa_story(self.view.brules, list(self.view.state.a_log))
        self.step = max(0, len(self.pages) - 1)
        self.visible = True
        self.place()

    def hide(self) -> None:
        self.visible = False
        self.place()

    def prev(self) -> None:
        self.step = max(0, self.step - 1)
        self.place()

    def next(self) -> None:
        self.step = min(len(self.pages) - 1, self.step + 1)
        self.place()

    def place(self) -> None:
        """Over the lower left of the map, as wide as the cards shown, as tall as they need."""
        m = self.view.map_rect
        n = max(1, min(COLUMNS, len(self.pages), (m.w - 24 - 40 + 16) // (COLUMN_W + 16)))
        w = min(m.w - 24, max(MIN_W, 40 + n * COLUMN_W + (n - 1) * 16))
        h = min(self.height, m.h - 24)
        self.rect = pygame.Rect(m.x + 12, m.bottom - h - 12, w, h)
        self.selected = (self.visible, self.step, h)
        r = self.rect
        self.group.clear()
        buttons = (
            (Msg("brass.explain.prev"), self.prev, "back", pygame.Rect(r.right - 460, r.y + 10, 150, 40)),
            (Msg("brass.explain.next"), self.next, "play", pygame.Rect(r.right - 302, r.y + 10, 150, 40)),
            (Msg("core.button.close"), self.hide, "close", pygame.Rect(r.right - 144, r.y + 10, 134, 40)),
        )
        right = r.right - 10
        for label, action, icon, rect in reversed(buttons):  # right to left, each wide enough for its word
            button = Button(rect, label, action, icon=icon, kind="secondary", text_size=18)
            button.rect.right = right
            right = button.widen(self.view.app.painter, 260).x - 8
            button.focusable = False
            self.group.add(button)
        self.group.widgets.reverse()
        self._make_room(r.right + 8 - right)
        self.group.widgets[0].enabled = self.step > 0
        self.group.widgets[1].enabled = self.step < len(self.pages) - 1

    def _make_room(self, buttons_w: int) -> None:
        """Widen the panel (within the map) so that the title, the counter and the buttons sit
        side by side at their sizes; the buttons keep to its right edge."""
        p = self.view.app.painter
        counter = Msg("brass.explain.step", step=len(self.pages), count=len(self.pages))
        need = 20 + p.measure(Msg("brass.explain.title"), TITLE)[0] + 24 + p.measure(counter, SMALL)[0] + 12 + buttons_w
        grow = min(need, self.view.map_rect.w - 24) - self.rect.w
        if grow > 0:
            self.rect.w += grow
            for button in self.group.widgets:
                button.rect.x += grow

    def columns(self) -> int:
        return max(1, min(COLUMNS, (self.rect.w - 40 + 16) // (COLUMN_W + 16)))

    def shown(self) -> range:
        """The pages on screen: the step and the ones before it, as many as fit."""
        n = self.columns()
        start = max(0, self.step - n + 1)
        return range(start, min(len(self.pages), start + n))

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
        self.group.handle(event)
        self.hovered = tuple(w.hovered for w in self.group.widgets)
        return event.type != pygame.MOUSEMOTION and self.rect.collidepoint(pos)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        shown = [self.pages[i] for i in self.shown()]
        need = max(
            (draw_page(p, page, _column(pygame.Rect(0, 0, 0, 9999), 0), False, False) for page in shown), default=40
        )
        if need + 76 != self.height:
            self.height = need + 76
            self.place()  # the buttons follow the panel's top
        r = self.rect
        p.panel(r, (*Palette.panel, 246), Palette.panel_edge, 16)
        p.text(Msg("brass.explain.title"), (r.x + 20, r.y + 30), TITLE, "midleft")
        if self.pages:
            counter = Msg("brass.explain.step", step=self.step + 1, count=len(self.pages))
            left = self.group.widgets[0].rect.x if self.group.widgets else r.right - 460
            p.text(counter, (left - 12, r.y + 30), SMALL, "midright")  # left of the buttons
        else:
            p.text(Msg("brass.explain.none"), (r.x + 20, r.y + 80), SMALL)
        for i, index in enumerate(self.shown()):
            draw_page(p, self.pages[index], _column(r, i), index == self.step, True)
        self.group.draw(p)


def _column(panel: pygame.Rect, i: int) -> pygame.Rect:
    return pygame.Rect(panel.x + 20 + i * (COLUMN_W + 16), panel.y + 60, COLUMN_W, panel.h - 76)


def draw_page(p: Painter, page: Page, box: pygame.Rect, current: bool, ink: bool) -> int:
    """One card: its heading (front or back), its rows marked, a note, what it did there.
    Returns the height it takes (``ink`` False: measure only, draw nothing)."""
    pen = p if ink else None
    if pen is not None:
        colour = owner_colour(AUTOMA)
        pen.rect(box, mix(Palette.panel, colour, 0.08), 12)
        if current:
            pen.rect(box.inflate(6, 6), Palette.glow, 14, 3)
        head = pygame.Rect(box.x, box.y, box.w, 34)
        pen.rect(head, colour if page.side == "front" else mix(colour, Palette.ink, 0.35), 12)
        pen.text(_heading(page), (head.x + 12, head.centery), HEAD, "midleft")
    y = box.y + 42
    bottom = box.bottom - 8
    if page.side == "back" and page.card:
        y = _lines(p, pen, Msg("brass.explain.back_hint"), SMALL, box.x + 12, y, box.w - 24, bottom) + 4
    for row in page.rows:
        y = _row(p, pen, row, box, y, bottom)
    if page.note is not None:
        y = _lines(p, pen, page.note, LABEL, box.x + 12, y + 4, box.w - 24, bottom)
    for deed in page.deeds:
        y = _lines(p, pen, Msg("brass.explain.deed", deed=deed), DEED, box.x + 12, y + 2, box.w - 24, bottom)
    return y + 8 - box.y


def _heading(page: Page) -> Text:
    if page.side == "front":
        return Msg("brass.explain.front", card=page.card)
    if page.side == "back":
        return Msg("brass.explain.back", card=page.card) if page.card else Msg("brass.explain.back_none")
    return Msg("brass.explain.opening")


def _row(p: Painter, pen: Painter | None, row, box: pygame.Rect, y: int, bottom: int) -> int:
    """A slot or back action: ✓ used (highlighted), ✗ skipped with its reasons, – not tried."""
    if y + LINE > bottom:
        return y
    x = box.x + 10
    ink = Palette.ink_faint if row.status == UNTRIED else Palette.ink
    label = {USED: "brass.explain.row_used", UNTRIED: "brass.explain.row_untried"}.get(row.status)
    text = Msg(label, what=row.label) if label else row.label
    style = TextStyle(LABEL.size, ink, True)
    if pen is not None:
        if row.status == USED:
            lines = len(p.wrap(text, style, box.w - 48))
            band = pygame.Rect(box.x + 4, y - 3, box.w - 8, LINE * lines + 6)
            pen.rect(band, Palette.glow_soft, 8)
            pen.rect(band, Palette.glow, 8, 2)
            pen.icon("check", pygame.Rect(x, y + 1, 20, 20), Palette.good)
        elif row.status == SKIPPED:
            pen.icon("close", pygame.Rect(x, y + 1, 20, 20), Palette.danger)
        else:
            pen.text("–", (x + 10, y + 11), LABEL, "center")
    y = _lines(p, pen, text, style, x + 28, y, box.w - 48, bottom)
    for reason in row.reasons:
        y = _lines(p, pen, reason, SMALL, x + 28, y, box.w - 48, bottom)
    return y + 6


def _lines(
    p: Painter, pen: Painter | None, text: Text, style: TextStyle, x: int, y: int, width: int, bottom: int
) -> int:
    """Wrapped text from ``y`` (never below ``bottom``: an ellipsis ends what does not fit)."""
    for line in p.wrap(text, style, width):
        if y + LINE > bottom:
            if pen is not None:
                pen.text("…", (x, y - LINE // 2), style)
            return bottom
        if pen is not None:
            pen.text(line, (x, y), style)
        y += LINE
    return y


# ---------------------------------------------------------------------------
# Faster turns


def add_quick_buttons(view: BrassView) -> None:
    """ "Use <card>" in the CARD phase, "Sell all" while selling: left of the action bar's
    follow-up buttons (the bar's hint makes room)."""
    if not view.my_turn():
        return
    state = view.state
    a = view.action_rect
    right = getattr(view, "follow_left", a.right - 10)
    if state.phase == CARD:
        card = least_useful_card(view.brules, state)
        if card is None:
            return
        label = Msg("brass.quick.use_card", card=card_msg(view.brules, card))
        button = CardButton(pygame.Rect(right - 270, a.bottom - 44, 270, 38), view, card, label)
    elif (state.phase == MAIN and view.mode == "sell" and view.sell_space is None) or state.phase == SELL_MORE:
        steps = sell_all(view.brules, state)
        if not steps:
            return
        button = Button(
            pygame.Rect(right - 200, a.bottom - 44, 200, 38),
            Msg("brass.quick.sell_all"),
            lambda: _play_all(view, steps),
            icon="check",
            kind="primary",
            text_size=19,
            tooltip=Msg("brass.quick.sell_all_tip"),
        )
    else:
        return
    button.widen(view.app.painter, a.w // 2)
    button.focusable = False
    view.widgets.add(button)
    view.follow_left = button.rect.x - 8


def _play_all(view: BrassView, steps) -> None:
    for action in steps:
        if not view.act(action):
            return


class CardButton(Button):
    """Spend the pre-selected card (Enter); the card is framed in the hand while it shows."""

    def __init__(self, rect, view: BrassView, card: str, label: Text):
        super().__init__(
            rect,
            label,
            lambda: view.act(Discard(card)),
            icon="check",
            kind="primary",
            text_size=19,
            hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER),
            tooltip=Msg("brass.quick.use_card_tip"),
        )
        self.view = view
        self.card = card

    def draw(self, p: Painter) -> None:
        super().draw(p)
        for card, rect in self.view.card_rects:
            if card == self.card:
                p.rect(rect.inflate(10, 10), Palette.accent, 14, 4)
