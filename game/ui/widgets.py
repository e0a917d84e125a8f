"""Buttons, toggles, choices, text input, scrolling lists and a group with keyboard focus.

Every widget works with the mouse and with the keyboard (Tab moves the focus,
Enter/Space activates, arrows change a choice), and may carry a tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core import i18n
from game.core.i18n import Msg, tr
from game.ui.art import Colour, Palette, TextStyle
from game.ui.damage import MARGIN
from game.ui.draw import Painter, Text, darker, lighter

BUTTON_STYLES: dict[str, tuple[Colour, Colour, Colour]] = {
    # fill, edge, text
    "primary": (Palette.accent, Palette.accent_deep, Palette.paper_ink),
    "secondary": (Palette.panel, Palette.panel_edge, Palette.ink),
    "ghost": ((0, 0, 0, 0), Palette.panel_edge, Palette.ink),
    "danger": (Palette.danger, darker(Palette.danger), Palette.paper_ink),
    "felt": (Palette.felt_deep, lighter(Palette.felt, 0.2), Palette.paper_ink),
}


LABEL_STYLE = TextStyle(26)
"""A chooser's or a switch's label (its size is the role's; the colour is the widget's)."""
VALUE_STYLE = TextStyle(24, bold=True)
"""A chooser's value."""


def _words(text: Text) -> list[str]:
    return (tr(text) if isinstance(text, Msg) else text).split() or [""]


class Widget:
    focusable = True

    def __init__(self, rect, tooltip: Text | None = None):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.focused = False

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        """Keyboard activation (Enter/Space while focused)."""

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds (a list easing towards where the wheel sent it); True while moving."""
        return False

    def draw(self, p: Painter) -> None:
        pass

    def outside(self, p: Painter, clip: pygame.Rect) -> bool:
        """Whether nothing ``draw`` draws can fall inside ``clip`` (window pixels), so a frame drawn
        in part may skip it; False when the widget cannot tell."""
        return False


class Button(Widget):
    def __init__(
        self,
        rect,
        label: Text,
        on_click: Callable[[], Any],
        icon: str | None = None,
        kind: str = "secondary",
        hotkeys: Sequence[int] = (),
        tooltip: Text | None = None,
        text_size: int = 26,
        selected: bool = False,
    ):
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.icon = icon
        self.kind = kind
        self.hotkeys = tuple(hotkeys)
        self.text_size = text_size
        self.selected = selected
        self._pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
            return was
        if event.type == pygame.KEYDOWN and event.key in self.hotkeys and not (event.mod & pygame.KMOD_CTRL):
            self.on_click()
            return True
        return False

    def activate(self) -> None:
        if self.enabled and self.visible:
            self.on_click()

    def draw(self, p: Painter) -> None:
        if not self.visible:
            return
        fill, edge, ink = BUTTON_STYLES[self.kind]
        if self.selected:
            fill, edge, ink = Palette.accent_soft, Palette.accent, Palette.accent_deep
        if not self.enabled:
            ink = Palette.ink_faint if self.kind in ("secondary", "ghost") else lighter(ink, 0.35)
            fill = lighter(fill, 0.35) if len(fill) == 3 else fill
        elif self._pressed:
            fill = darker(fill, 0.12) if len(fill) == 3 else (*Palette.bg_deep, 200)
        elif self.hovered:
            fill = lighter(fill, 0.12) if len(fill) == 3 else (*Palette.bg_deep, 160)
        r = self.rect
        radius = min(14, r.h // 2)
        if len(fill) == 3 and self.kind != "ghost":
            p.rect(r.move(0, 3), (0, 0, 0, 40), radius)
        p.rect(r, fill, radius)
        p.rect(r, edge, radius, 2)
        if self.focused:
            p.focus_ring(r, radius + 4)
        self._draw_content(p, ink)

    def outside(self, p: Painter, clip: pygame.Rect) -> bool:
        """Button's own drawing lies within ``MARGIN`` of its rect (its shadow, its focus ring); a
        subclass with drawing of its own cannot tell."""
        if type(self).draw is not Button.draw or type(self)._draw_content is not Button._draw_content:
            return False
        return not clip.colliderect(p.vp.rect(self.rect.inflate(2 * MARGIN, 2 * MARGIN)))

    def _draw_content(self, p: Painter, ink: Colour) -> None:
        r = self.rect
        has_label = bool(self.label)
        icon_side = min(r.h - 18, 40)
        if self.icon and not has_label:
            p.icon(
                self.icon,
                pygame.Rect(0, 0, icon_side, icon_side).move(r.centerx - icon_side // 2, r.centery - icon_side // 2),
                ink,
            )
            return
        style = TextStyle(self.text_size, ink, bold=True)
        if self.icon:
            room = r.w - icon_side - 40
            lines = p.label_lines(self.label, style, room) or [""]
            text_w = min(max(p.measure(line, style)[0] for line in lines), room)
            x = r.centerx - (icon_side + 10 + text_w) // 2
            p.icon(self.icon, pygame.Rect(x, r.centery - icon_side // 2, icon_side, icon_side), ink)
            p.label(self.label, pygame.Rect(x + icon_side + 10, r.y, r.right - x - icon_side - 22, r.h), style, "left")
        else:
            p.label(self.label, r.inflate(-24, 0), style)

    def widen(self, p: Painter, max_width: int) -> pygame.Rect:
        """Grow (never shrink) to show the label on one line at its size, keeping the right edge,
        up to ``max_width`` (past it the label wraps). Returns the rect."""
        right = self.rect.right
        self.rect.w = max(self.rect.w, min(max_width, self.needed_width(p)))
        self.rect.right = right
        return self.rect

    def needed_height(self, p: Painter) -> int:
        """The height that shows the label (without an icon) at its size in the button's width:
        taller than ``rect.h`` only when it must wrap onto a second line."""
        style = TextStyle(self.text_size, bold=True)
        lines = p.label_lines(self.label, style, self.rect.w - 24) or [""]
        line_h = p.measure("Ag", style)[1]
        return max(self.rect.h, math.ceil(line_h * 0.8 * (len(lines) - 1) + line_h) + 4)

    def needed_width(self, p: Painter) -> int:
        """The width that shows the label on one line at its size (with the icon)."""
        w = p.measure(self.label, TextStyle(self.text_size, bold=True))[0] + 40
        return w + (min(self.rect.h - 18, 40) + 10 if self.icon else 0)


def row_widths(p: Painter, labels: Sequence[Text], style: TextStyle, total: int, gap: int, pad: int = 24) -> list[int]:
    """Widths for a row of buttons sharing ``total`` virtual pixels: each as wide as its words
    at their size (plus ``pad``), the room left shared out evenly; when the words do not all fit,
    in proportion to them (a label then wraps, ``Painter.label``, rather than shrinking)."""
    room = total - gap * (len(labels) - 1)
    needs = [p.measure(label, style)[0] + pad for label in labels]
    spare = room - sum(needs)
    if spare >= 0:
        return [need + spare // len(needs) for need in needs]
    return [max(1, need * room // sum(needs)) for need in needs]


class Toggle(Button):
    """An on/off switch bound to a getter and a setter."""

    def __init__(
        self, rect, label: Text, get: Callable[[], bool], set_: Callable[[bool], None], tooltip: Text | None = None
    ):
        super().__init__(rect, label, lambda: set_(not get()), tooltip=tooltip)
        self.get = get

    def draw(self, p: Painter) -> None:
        r = self.rect
        p.rect(r, (*Palette.bg_deep, 120) if self.hovered else (0, 0, 0, 0), 12)
        if self.focused:
            p.focus_ring(r, 14)
        state_style = TextStyle(24, Palette.ink_soft)
        words = [Msg("core.settings.switch_on"), Msg("core.settings.switch_off")]
        state_w = max(92, *(p.measure(w, state_style)[0] for w in words))  # room for the longer word
        track = pygame.Rect(r.right - state_w - 16 - 76, r.centery - 20, 76, 40)
        label = pygame.Rect(r.x + 16, r.y, track.x - r.x - 42, r.h)
        if not p.label_lines(self.label, LABEL_STYLE, label.w):
            # the label needs the room: the switch alone (its knob's side) says on or off
            state_w = 0
            track.x = r.right - 16 - 76
            label.w = track.x - r.x - 42
        p.label(self.label, label, TextStyle(26), "left")
        on = self.get()
        p.rect(track, Palette.accent if on else Palette.ink_faint, 20)
        knob_x = track.right - 20 if on else track.x + 20
        p.circle((knob_x, track.centery), 16, Palette.panel)
        if state_w:
            word = words[0] if on else words[1]
            p.text(word, (track.right + 12, r.centery), state_style, "midleft", max_width=state_w)


class Choice(Widget):
    """One value out of a list, stepped with arrows (mouse or keyboard)."""

    def __init__(
        self,
        rect,
        label: Text,
        options: Sequence[tuple[Any, Text]],
        value: Any,
        on_change: Callable[[Any], None],
        tooltip: Text | None = None,
        label_width: int | None = None,
        wrap: bool = True,
    ):
        super().__init__(rect, tooltip)
        self.label = label
        self.options = list(options)
        self.wrap = wrap  # False for a scale (slow..instant): the arrows stop at its ends
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.label_width = label_width
        self._fitted: tuple | None = None  # (key, (box width, arrow width)), see _fit

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        r = self.rect
        label_w = r.w // 2 if self.label_width is None else self.label_width
        box_w, arrow = self._fitted[1] if self._fitted is not None else (min(340, r.w - label_w), r.h - 12)
        box = pygame.Rect(r.right - box_w, r.y + 6, box_w, r.h - 12)
        left = pygame.Rect(box.x, box.y, arrow, box.h)
        right = pygame.Rect(box.right - arrow, box.y, arrow, box.h)
        return box, left, right

    def _fit(self, p: Painter) -> None:
        """Size the value box to the words at their own size (never shrunk to fit): as wide as
        the widest value needs (narrower arrows first), the label wrapping onto two lines beside
        it if it must, the values onto two lines as a last step.  Kept per text size and language."""
        key = (p.vp.scale, p.text_scale, i18n.language(), len(self.options))
        if self._fitted is not None and self._fitted[0] == key:
            return
        self._fitted = None
        r = self.rect
        label_w = r.w // 2 if self.label_width is None else self.label_width
        box_w, arrow = min(340, r.w - label_w), r.h - 12
        widest = max((p.measure(text, VALUE_STYLE)[0] for _, text in self.options), default=0)
        if widest > box_w - 2 * arrow - 8:
            arrow = min(arrow, 46)
            least = r.w if not self.label else r.w - max(p.measure(w, LABEL_STYLE)[0] for w in _words(self.label)) - 28
            box_w = max(box_w, min(widest + 2 * arrow + 12, least))
            while box_w > min(340, r.w - label_w) and self.label and not p.label_lines(
                self.label, LABEL_STYLE, r.w - box_w - 28
            ):
                box_w -= 10  # the label needs more room: the values wrap instead
        self._fitted = (key, (box_w, arrow))

    def step(self, delta: int) -> None:
        if not self.options:
            return
        index = self.index + delta
        if not self.wrap:
            index = max(0, min(len(self.options) - 1, index))
            if index == self.index:
                return
        self.index = index % len(self.options)
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            _, left, _ = self._arrows()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        elif event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def activate(self) -> None:
        if not self.wrap and self.options and self.index == len(self.options) - 1:
            self.step(-self.index)  # Enter cycles even where the arrows stop
            return
        self.step(1)

    def draw(self, p: Painter) -> None:
        if not self.visible:
            return
        r = self.rect
        p.rect(r, (*Palette.bg_deep, 120) if self.hovered else (0, 0, 0, 0), 12)
        if self.focused:
            p.focus_ring(r, 14)
        self._fit(p)
        box, left, right = self._arrows()
        ink = Palette.ink if self.enabled else Palette.ink_faint
        if self.label:
            p.label(self.label, pygame.Rect(r.x + 16, r.y, box.x - r.x - 28, r.h), TextStyle(26, ink), "left")
        p.rect(box, Palette.panel, 10)
        p.rect(box, Palette.panel_edge, 10, 2)
        for rect, glyph in ((left, "‹"), (right, "›")):
            p.text(glyph, rect.center, TextStyle(34, Palette.accent, bold=True), "center")
        label = self.options[self.index][1] if self.options else ""
        p.label(label, box.inflate(-2 * left.w - 8, 0), TextStyle(24, ink, bold=True))

    @staticmethod
    def width_for(p: Painter, options: Sequence[tuple[Any, Text]], height: int = 70) -> int:
        """The width of a label-less chooser whose values show on one line at their size."""
        widest = max((p.measure(text, VALUE_STYLE)[0] for _, text in options), default=0)
        return widest + 2 * min(height - 12, 46) + 12


class TextInput(Widget):
    def __init__(
        self,
        rect,
        text: str,
        on_change: Callable[[str], None],
        max_len: int = 24,
        placeholder: Text = "",
        on_enter: Callable[[], None] | None = None,
    ):
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_enter = on_enter
        self.all_selected = False
        """The whole text is selected (after a click into the field or Ctrl+A): typing replaces it."""

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.all_selected = inside and not self.focused and bool(self.text)
            self.focused = inside
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in str(getattr(event, "text", "")) if ch.isprintable())  # no NUL, no controls
            if not typed:
                return True
            base = "" if self.all_selected else self.text
            self.all_selected = False
            self._set((base + typed)[: self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key == pygame.K_a and ctrl:
            self.all_selected = bool(self.text)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.all_selected:
                text = ""
            elif ctrl:
                text = self.text.rstrip()
                text = text[: len(text) - len(text.split(" ")[-1])]
            else:
                text = self.text[:-1]
            self.all_selected = False
            self._set(text)
            return True
        self.all_selected = False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_enter:
            self.on_enter()
            return True
        # Printable keys arrive as TEXTINPUT; swallow them here so no shortcut fires.
        return bool(event.unicode and event.unicode.isprintable())

    def _set(self, text: str) -> None:
        self.text = text
        self.on_change(text)

    def draw(self, p: Painter) -> None:
        r = self.rect
        p.rect(r, Palette.panel, 10)
        p.rect(r, Palette.accent if self.focused else Palette.panel_edge, 10, 3 if self.focused else 2)
        if self.text:
            selected = self.focused and self.all_selected
            shown = self.text + ("|" if self.focused and not selected else "")
            style = TextStyle(26)
            if selected:
                w, h = p.measure(shown, style)
                band = pygame.Rect(r.x + 10, r.centery - h // 2 - 2, min(w + 8, r.w - 20), h + 4)
                p.rect(band, Palette.accent_soft, 6)
            p.text(shown, (r.x + 14, r.centery), style, "midleft", max_width=r.w - 28)
        else:
            p.text(
                self.placeholder, (r.x + 14, r.centery), TextStyle(24, Palette.ink_faint), "midleft", max_width=r.w - 28
            )


class PagedItems(Sequence):
    """A long list read a page at a time, for a ``ScrollList``: ``fetch(offset, limit)`` returns
    the items from ``offset``; only the pages drawn or chosen are read, and the last ``keep`` are
    kept.  An item past what ``fetch`` returned (the list shrank meanwhile) is None."""

    def __init__(self, count: int, fetch: Callable[[int, int], Sequence[Any]], page: int = 50, keep: int = 12):
        self.count = max(0, int(count))
        self.fetch = fetch
        self.page = page
        self.keep = keep
        self.fetched = 0
        """Items read so far (the list never reads them all at once)."""
        self._pages: dict[int, Sequence[Any]] = {}

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, index: int) -> Any:  # type: ignore[override]
        if index < 0:
            index += self.count
        if not 0 <= index < self.count:
            raise IndexError(index)
        number, at = divmod(index, self.page)
        rows = self._pages.pop(number, None)
        if rows is None:
            rows = self.fetch(number * self.page, self.page)
            self.fetched += len(rows)
        self._pages[number] = rows  # the latest used last
        while len(self._pages) > self.keep:
            del self._pages[next(iter(self._pages))]
        return rows[at] if at < len(rows) else None


class ScrollList(Widget):
    """A vertical list; ``draw_row(painter, item, rect, selected, hovered)`` draws each row.

    The wheel scrolls it (with ``smooth``, easing there over a few frames: the scene must call
    ``update``, as pages and overlays do), the scroll bar can be dragged or clicked, and the keys
    move the selection: arrows, Page Up/Down, Home/End; Enter (or a double click) activates."""

    BAR_HIT = 22
    """The width of the scroll bar's grip zone at the list's right edge (virtual pixels)."""

    def __init__(
        self,
        rect,
        items: Sequence[Any],
        row_height: int,
        draw_row: Callable,
        on_activate: Callable[[Any], None] | None = None,
        on_select: Callable[[Any], None] | None = None,
        smooth: bool = False,
    ):
        super().__init__(rect)
        self.items = items
        self.row_height = row_height
        self.draw_row = draw_row
        self.on_activate = on_activate
        self.on_select = on_select
        self.smooth = smooth
        self.selected = 0 if items else -1
        self.scroll = 0
        self.target = 0  # where the wheel is taking the list (``scroll`` eases there when smooth)
        self.hover_index = -1
        self._last_click = (-1, 0)
        self._grip: int | None = None  # dragging the scroll bar: the pointer's offset into it

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.items) * self.row_height - self.rect.h)

    @property
    def page_rows(self) -> int:
        return max(1, self.rect.h // self.row_height)

    def index_at(self, pos) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        i = (pos[1] - self.rect.y + self.scroll) // self.row_height
        return i if 0 <= i < len(self.items) else -1

    def scroll_to(self, value: float, smooth: bool = False) -> None:
        self.target = max(0, min(self.max_scroll, round(value)))
        if not (smooth and self.smooth):
            self.scroll = self.target

    def select(self, index: int) -> None:
        if not self.items:
            return
        self.selected = max(0, min(len(self.items) - 1, index))
        top = self.selected * self.row_height
        if top < self.scroll:
            self.scroll_to(top)
        elif top + self.row_height > self.scroll + self.rect.h:
            self.scroll_to(top + self.row_height - self.rect.h)
        if self.on_select:
            self.on_select(self.items[self.selected])

    def bar_rect(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None when everything shows)."""
        if not self.max_scroll:
            return None
        r = self.rect
        bar_h = max(48, r.h * r.h // (len(self.items) * self.row_height))
        y = r.y + (r.h - bar_h) * self.scroll // self.max_scroll
        return pygame.Rect(r.right - 12, y, 10, bar_h)

    def _on_bar(self, pos) -> bool:
        return self.max_scroll > 0 and self.rect.collidepoint(pos) and pos[0] >= self.rect.right - self.BAR_HIT

    def _drag_bar(self, y: int) -> None:
        bar = self.bar_rect()
        if bar is not None and self._grip is not None:
            room = max(1, self.rect.h - bar.h)
            self.scroll_to((y - self._grip - self.rect.y) * self.max_scroll / room)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            self.hover_index = -1 if self._on_bar(event.pos) else self.index_at(event.pos)
            if self._grip is not None:
                self._drag_bar(event.pos[1])
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            step = max(1, self.row_height // 2)
            self.scroll_to(self.target - event.y * step, smooth=True)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grip is not None:
            self._grip = None
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_bar(event.pos):
            bar = self.bar_rect()
            if bar is not None and not bar.inflate(0, 8).collidepoint((bar.centerx, event.pos[1])):
                # on the track: the thumb jumps there, centred on the pointer
                self._grip = bar.h // 2
                self._drag_bar(event.pos[1])
            elif bar is not None:
                self._grip = event.pos[1] - bar.y
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i >= 0:
                now = pygame.time.get_ticks()
                double = self._last_click[0] == i and now - self._last_click[1] < 400
                self._last_click = (i, now)
                self.select(i)
                if double and self.on_activate:
                    self.on_activate(self.items[i])
                return True
        elif event.type == pygame.KEYDOWN and self.items:
            moves = {
                pygame.K_DOWN: self.selected + 1,
                pygame.K_UP: self.selected - 1,
                pygame.K_PAGEDOWN: self.selected + self.page_rows,
                pygame.K_PAGEUP: self.selected - self.page_rows,
                pygame.K_HOME: 0,
                pygame.K_END: len(self.items) - 1,
            }
            if event.key in moves:
                self.select(moves[event.key])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate and self.selected >= 0:
                self.on_activate(self.items[self.selected])
                return True
        return False

    def update(self, dt: float) -> bool:
        self.target = max(0, min(self.max_scroll, self.target))
        if self.scroll == self.target:
            return False
        gap = self.target - self.scroll
        if abs(gap) <= 2:
            self.scroll = self.target
        else:  # most of the way in a few frames, at least a pixel a frame
            step = round(gap * (1 - math.exp(-dt * 18)))
            self.scroll += step or (1 if gap > 0 else -1)
        return True

    def draw(self, p: Painter) -> None:
        r = self.rect
        first = self.scroll // self.row_height
        last = min(len(self.items), (self.scroll + r.h) // self.row_height + 1)
        clip = p.surface.get_clip()
        p.surface.set_clip(p.vp.rect(r).clip(clip))
        for i in range(first, last):
            row = pygame.Rect(r.x, r.y + i * self.row_height - self.scroll, r.w, self.row_height)
            self.draw_row(p, self.items[i], row, i == self.selected, i == self.hover_index)
        p.surface.set_clip(clip)
        if self.focused:
            p.focus_ring(r, 14)
        bar = self.bar_rect()
        if bar is not None:
            p.rect(pygame.Rect(bar.x + 2, r.y, 6, r.h), (*Palette.ink_faint, 60), 3)
            held = self._grip is not None
            p.rect(bar if held else bar.inflate(-4, 0), Palette.ink_soft if held else Palette.ink_faint, 5)


class WidgetGroup:
    """The widgets of a scene: dispatches events, draws, moves the keyboard focus (Tab)."""

    def __init__(self, widgets: list[Widget] | None = None):
        self.widgets: list[Widget] = widgets or []
        self.focus = -1

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = -1

    def _focusable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]

    def move_focus(self, delta: int) -> None:
        order = self._focusable()
        if not order:
            return
        if self.focus in order:
            self.focus = order[(order.index(self.focus) + delta) % len(order)]
        else:
            self.focus = order[0] if delta > 0 else order[-1]
        for i, w in enumerate(self.widgets):
            w.focused = i == self.focus and not isinstance(w, TextInput)
        focused = self.widgets[self.focus]
        if isinstance(focused, TextInput):
            focused.focused = True

    def handle(self, event: pygame.event.Event) -> bool:
        typing = any(isinstance(w, TextInput) and w.focused for w in self.widgets)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and 0 <= self.focus < len(self.widgets)
                and not typing
            ):
                widget = self.widgets[self.focus]
                if widget.focused:
                    widget.activate()
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in self.widgets:
                if not isinstance(w, TextInput):
                    w.focused = False
            self.focus = -1
        consumed = False
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                consumed = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return consumed

    def update(self, dt: float) -> bool:
        """Advance every widget (see ``Widget.update``); True while one moves."""
        moving = False
        for widget in self.widgets:
            moving = widget.update(dt) or moving
        return moving

    def draw(self, p: Painter) -> None:
        clip = p.surface.get_clip()
        part = clip != p.surface.get_rect()  # a frame drawn in part (game/ui/damage.py)
        for widget in self.widgets:
            if widget.visible and not (part and widget.outside(p, clip)):
                widget.draw(p)

    def tooltip_at(self, pos) -> Text | None:
        for widget in reversed(self.widgets):
            if widget.contains(pos) and widget.tooltip:
                return widget.tooltip
        return None

    def tooltip_target(self, pos) -> pygame.Rect | None:
        """The rect of the widget whose tooltip shows at ``pos`` (the tooltip keeps off it)."""
        for widget in reversed(self.widgets):
            if widget.contains(pos) and widget.tooltip:
                return widget.rect
        return None
