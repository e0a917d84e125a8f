"""The table's buttons: the zoom buttons under the map, the action bar's seven actions and its
follow-ups (Done, take back).  Each function adds its buttons to the table's ``WidgetGroup``
from what it is given (rects, whose turn, what each button does); the table says what a
click means (view/table.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.core.i18n import Msg
from game.games.brass.view import column
from game.games.brass.view.keys import ACTIONS, MODES
from game.games.brass.view.panel import BUTTON_H, KEY_NAMES, ActionButton
from game.ui.art import TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, WidgetGroup, row_widths


class Bar(NamedTuple):
    """The action bar as its buttons see it."""

    rect: pygame.Rect
    mine: bool  # the person decides now
    main: bool  # ... and chooses an action (not a card or a source)
    mode: str | None  # the action chosen on the bar


def zoom_buttons(
    widgets: WidgetGroup, box: pygame.Rect, zoom_in: Callable[[], None], zoom_out: Callable[[], None],
    fit: Callable[[], None],
) -> None:
    """+, − and Fit in ``box`` (under the map, at its right)."""
    for i, (label, action, tip) in enumerate(
        (
            ("+", zoom_in, Msg("brass.ui.zoom_in")),
            ("−", zoom_out, Msg("brass.ui.zoom_out")),
            (Msg("brass.ui.fit"), fit, Msg("brass.ui.fit_tip")),
        )
    ):
        rect = pygame.Rect(box.x + i * 60, box.y, 52 if i < 2 else 92, box.h)
        button = Button(rect, label, action, kind="secondary", text_size=26 if i < 2 else 20, tooltip=tip)
        button.focusable = False
        widgets.add(button)


def action_buttons(
    widgets: WidgetGroup,
    p: Painter,
    bar: Bar,
    available: Callable[[str], bool],
    why_none: Callable[[str], Text],
    choose: Callable[[str], None],
) -> None:
    """The seven actions across the top of the bar: greyed (their tooltip says why) when they
    have no legal use now, the chosen one selected."""
    a = bar.rect
    gap = 6
    labels = [Msg(f"brass.ui.action_{name}") for name, _kind, _keys in ACTIONS]
    widths = row_widths(p, labels, TextStyle(ActionButton.TEXT_SIZE, bold=True), a.w - 20, gap, 8)
    x = a.x + 10
    height = column.button_h(p)
    for i, (name, _kind, _keys) in enumerate(ACTIONS):
        rect = pygame.Rect(x, a.y + 8, widths[i], height)
        x += widths[i] + gap
        button = ActionButton(
            rect,
            Msg(f"brass.ui.action_{name}"),
            lambda n=name: choose(n),
            KEY_NAMES[name],
            tooltip=Msg(f"brass.ui.tip_{name}", key=KEY_NAMES[name]),
        )
        button.name = name
        button.available = bar.mine and available(name)
        button.enabled = bar.mine and bar.main
        button.selected = bar.mode == name and name in MODES
        if button.enabled and not button.available:  # greyed: its tooltip says why
            button.tooltip = Msg("brass.preview.greyed", tip=button.tooltip, reason=why_none(name))
        widgets.add(button)


def bar_buttons(
    widgets: WidgetGroup, p: Painter, a: pygame.Rect, follow: list[tuple[Text, str, str]], does: dict
) -> int:
    """The follow-up buttons (panel.follow_ups) at the bar's bottom right; returns the x left of
    them (the bar's hint stops there)."""
    x = a.right - 10
    for label, what, kind in reversed(follow):
        bw = column.follow_width(p, label, kind)
        x -= bw
        button = Button(
            pygame.Rect(x, a.bottom - 50, bw, BUTTON_H),
            label,
            does[what],
            icon="check" if kind == "primary" else "close",
            kind=kind,
            text_size=19,
            tooltip=Msg("brass.ui.tip_done") if kind == "primary" else Msg("brass.ui.tip_cancel"),
        )
        button.focusable = False
        widgets.add(button)
        x -= 8
    return x
