"""The Painter: every drawing call of every scene, in virtual coordinates.

Text is drawn with the bundled font at the real size (times the player's text-size
setting) and shrinks to fit the box it is given, so nothing is ever clipped.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import Msg, tr
from game.ui.art import ART, MIN_TEXT, Colour, Palette, TextStyle, mix
from game.ui.layout import Viewport

Text = str | Msg

_FITTING: dict[tuple, float] = {}
"""Memo of ``Painter._fitting_size``."""
_MEASURED: dict[tuple, tuple[int, int]] = {}
"""Memo of ``Painter.measure``."""
_WRAPPED: dict[tuple, list[str]] = {}
"""Memo of ``Painter.wrap``."""
_ELIDED: dict[tuple, str] = {}
"""Memo of ``Painter.clip``."""
MEMO_LIMIT = 4000


def _remember(memo: dict, key: tuple, value):
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = value
    return value


class Painter:
    def __init__(self, surface: pygame.Surface, viewport: Viewport, text_scale: float = 1.0):
        self.surface = surface
        self.vp = viewport
        self.text_scale = text_scale
        self._alpha_cache: dict[tuple, pygame.Surface] = {}

    # -- shapes -----------------------------------------------------------------------
    def fill(self, colour: Colour) -> None:
        self.surface.fill(colour)

    def rect(self, rect, colour: Colour, radius: int = 0, width: int = 0) -> None:
        r = self.vp.rect(rect)
        w = self.vp.px(width) if width else 0
        if len(colour) == 4 and colour[3] < 255:
            self._alpha_rect(r, colour, self.vp.px(radius) if radius else 0, w)
            return
        pygame.draw.rect(self.surface, colour, r, w, border_radius=self.vp.px(radius) if radius else 0)

    def _alpha_rect(self, r: pygame.Rect, colour: Colour, radius: int, width: int) -> None:
        key = (r.size, tuple(colour), radius, width)
        surf = self._alpha_cache.get(key)
        if surf is None:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
            if len(self._alpha_cache) > 300:
                self._alpha_cache.clear()
            self._alpha_cache[key] = surf
        self.surface.blit(surf, r.topleft)

    def panel(
        self,
        rect,
        fill: Colour = Palette.panel,
        edge: Colour | None = Palette.panel_edge,
        radius: int = 14,
        shadow: bool = True,
    ) -> None:
        r = pygame.Rect(rect)
        if shadow:
            self.rect(r.move(0, 5), (0, 0, 0, 38), radius)
        self.rect(r, fill, radius)
        if edge is not None:
            self.rect(r, edge, radius, 2)

    def line(self, a, b, colour: Colour, width: int = 2) -> None:
        pygame.draw.line(self.surface, colour, self.vp.point(a), self.vp.point(b), self.vp.px(width))

    def polyline(self, points, colour: Colour, width: int = 2) -> None:
        """Points joined by straight lines (not closed)."""
        pygame.draw.lines(self.surface, colour, False, [self.vp.point(pt) for pt in points], self.vp.px(width))

    def circle(self, center, radius: float, colour: Colour, width: int = 0) -> None:
        pygame.draw.circle(
            self.surface, colour, self.vp.point(center), self.vp.px(radius), self.vp.px(width) if width else 0
        )

    def polygon(self, points, colour: Colour, width: int = 0) -> None:
        pts = [self.vp.point(p) for p in points]
        if len(colour) == 4 and colour[3] < 255:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(
                surf, colour, [(x - box.x, y - box.y) for x, y in pts], self.vp.px(width) if width else 0
            )
            self.surface.blit(surf, box.topleft)
            return
        pygame.draw.polygon(self.surface, colour, pts, self.vp.px(width) if width else 0)

    def hatch(self, rect, colour: Colour, spacing: int = 14, width: int = 2, radius: int = 0) -> None:
        """Diagonal stripes: a pattern that marks a region without relying on colour."""
        r = self.vp.rect(rect)
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        step = max(4, self.vp.px(spacing))
        w = max(1, self.vp.px(width))
        for x in range(-r.h, r.w, step):
            pygame.draw.line(surf, colour, (x, r.h), (x + r.h, 0), w)
        if radius:
            mask = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=self.vp.px(radius))
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surface.blit(surf, r.topleft)

    def target_glow(self, rect, radius: int = 12, strong: bool = False) -> None:
        """A legal drop target: amber outline, soft fill and stripes (not colour alone)."""
        r = pygame.Rect(rect).inflate(10, 10)
        self.rect(r, (*Palette.glow_soft, 110 if strong else 70), radius)
        self.hatch(r, (*Palette.glow, 120 if strong else 80), 16, 3, radius)
        self.rect(r, Palette.glow, radius, 4 if strong else 3)

    def focus_ring(self, rect, radius: int = 12) -> None:
        r = pygame.Rect(rect).inflate(14, 14)
        self.rect(r, Palette.accent, radius, 3)

    # -- images -------------------------------------------------------------------------
    def icon(self, name: str, rect, colour: Colour | None = Palette.ink) -> None:
        r = self.vp.rect(rect)
        side = min(r.w, r.h)
        surf = ART.svg(name if "/" in name else f"icons/{name}", (side, side), colour)
        self.surface.blit(surf, surf.get_rect(center=r.center))

    def svg(self, name: str, rect, colour: Colour | None = None) -> None:
        r = self.vp.rect(rect)
        self.surface.blit(ART.svg(name, r.size, colour), r.topleft)

    def blit(self, surface: pygame.Surface, pos) -> None:
        self.surface.blit(surface, self.vp.point(pos))

    # -- text ---------------------------------------------------------------------------
    def real_size(self, size: float) -> int:
        return max(7, round(size * self.vp.scale * self.text_scale))

    def measure(self, text: Text, style: TextStyle) -> tuple[int, int]:
        """Width and height of ``text`` in virtual pixels."""
        s = tr(text) if isinstance(text, Msg) else text
        style = lining(s, style)
        real = self.real_size(style.size)
        key = (s, real, style.bold, style.serif, self.vp.scale)
        found = _MEASURED.get(key)
        if found is not None:
            return found
        font = ART.font(real, style.bold, style.serif)
        w, h = font.size(s)
        return _remember(
            _MEASURED, key, (math.ceil(w / self.vp.scale), math.ceil(font.get_linesize() / self.vp.scale))
        )

    def text(
        self, text: Text, pos, style: TextStyle = TextStyle(), anchor: str = "topleft", max_width: int | None = None
    ) -> pygame.Rect:
        """One line of text at a point; shrinks to ``max_width`` if given.  Returns its virtual rect."""
        s = tr(text) if isinstance(text, Msg) else text
        style = lining(s, style)
        size = style.size
        if max_width is not None:
            size = self._fitting_size(s, style, max_width)
        surf = ART.text(s, self.real_size(size), style.colour, style.bold, style.serif)
        real = surf.get_rect(**{anchor: self.vp.point(pos)})
        self.surface.blit(surf, real)
        return pygame.Rect(
            self.vp.to_virtual(real.topleft), (round(real.w / self.vp.scale), round(real.h / self.vp.scale))
        )

    def fitting_size(self, text: Text, style: TextStyle, max_width: int, min_size: int = 12) -> float:
        """The size ``text`` is drawn at with ``max_width`` (its style's, or smaller down to ``min_size``)."""
        s = tr(text) if isinstance(text, Msg) else text
        style = lining(s, style)
        if self.measure(s, style)[0] <= max_width:
            return style.size
        return self._fitting_size(s, style, max_width, min_size)

    def elide(self, text: Text, style: TextStyle, max_width: int, min_size: float) -> str:
        """``text`` as it fits ``max_width`` without going under ``min_size``: whole when it does,
        else cut short with "…" (so that shrinking it to fit would not go under ``min_size``),
        keeping a short last word ("Computer 12" -> "Comp… 12")."""
        s = tr(text) if isinstance(text, Msg) else text
        at_least = TextStyle(min(style.size, round(min_size)), style.colour, style.bold, style.serif)
        if self.measure(s, at_least)[0] <= max_width:
            return s
        head, _, tail = s.rpartition(" ")
        if not head or len(tail) > 3:  # a short last word ("Computer 12") is kept: "Comp… 12"
            head, tail = s, ""
        tail = f" {tail}" if tail else ""
        while len(head) > 1 and self.measure(head.rstrip() + "…" + tail, at_least)[0] > max_width:
            head = head[:-1]
        return head.rstrip() + "…" + tail

    def floor(self, min_size: float = 0) -> float:
        """The smallest size a text may shrink to: ``min_size``, and never under 12 px at
        1280x720 (``MIN_TEXT`` on the canvas at this text size); a text is never drawn smaller
        than that to fit a box (a box too small for it is the layout's to fix)."""
        return max(min_size, math.ceil(MIN_TEXT / self.text_scale))

    def _fitting_size(self, s: str, style: TextStyle, max_width: int, min_size: int = 12) -> float:
        """The largest size (down to ``min_size``) at which ``s`` fits ``max_width``; memoised by
        text, style, width and scale (the text is already in the current language)."""
        min_size = min(style.size, self.floor(min_size))
        key = (s, style.size, style.bold, style.serif, max_width, min_size, self.vp.scale, self.text_scale)
        size = _FITTING.get(key)
        if size is None:
            if len(_FITTING) > 4000:
                _FITTING.clear()
            size = _FITTING[key] = self._fit(s, style, max_width, min_size)
        return size

    def _fit(self, s: str, style: TextStyle, max_width: int, min_size: int) -> float:
        size = style.size
        while size > min_size:
            font = ART.font(self.real_size(size), style.bold, style.serif)
            if font.size(s)[0] <= self.vp.px(max_width):
                break
            size -= 1
        return size

    def clip(self, text: Text, style: TextStyle, width: int, keep_end: bool = False) -> str:
        """``text`` at its own size cut to ``width`` with "…" (whole when it fits): for words of
        any length that must keep their size, such as the names people typed.  ``keep_end``: cut
        its start instead (a path, whose end names the file)."""
        s = tr(text) if isinstance(text, Msg) else text
        key = (s, style.size, style.bold, style.serif, width, self.vp.scale, self.text_scale, keep_end)
        found = _ELIDED.get(key)
        if found is not None:
            return found
        if self.measure(s, style)[0] <= width:
            return _remember(_ELIDED, key, s)

        def cut(n: int) -> str:
            return "…" + s[len(s) - n :].lstrip() if keep_end else s[:n].rstrip() + "…"

        low, high = 0, len(s)
        while low < high:  # the most characters that fit with the "…"
            mid = (low + high + 1) // 2
            if self.measure(cut(mid), style)[0] <= width:
                low = mid
            else:
                high = mid - 1
        return _remember(_ELIDED, key, cut(low))

    def label_lines(self, text: Text, style: TextStyle, width: int, max_lines: int = 2) -> list[str] | None:
        """``text`` at its own size in ``width``: one line, or wrapped onto up to ``max_lines``
        lines; None when even that does not fit (a word too long, too many lines)."""
        s = tr(text) if isinstance(text, Msg) else text
        if self.measure(s, style)[0] <= width:
            return [s]
        lines = self.wrap(s, style, width)
        if len(lines) > max_lines or any(self.measure(line, style)[0] > width for line in lines):
            return None
        return lines

    def label(self, text: Text, rect, style: TextStyle, align: str = "center", max_lines: int = 2) -> pygame.Rect:
        """A widget's label at its role's size, centred vertically in ``rect``: one line, or
        wrapped (``label_lines``) when too wide; shrunk only as a last resort, when no wrapping
        fits (a word too long, or no height for the lines: the widget should be made larger).
        Labels of one role therefore keep one size (at any text size, in any language)."""
        r = pygame.Rect(rect)
        lines = self.label_lines(text, style, r.w, max_lines)
        line_h = self.measure("Ag", style)[1]
        step = line_h * 0.8
        if lines is None or step * (len(lines) - 1) + line_h > r.h + 8:
            lines = [tr(text) if isinstance(text, Msg) else text]  # no room to wrap: shrunk
        y = r.centery - step * (len(lines) - 1) / 2
        drawn = pygame.Rect(r.centerx, r.centery, 0, 0)
        for n, line in enumerate(lines):
            if align == "left":
                pos, anchor = (r.x, y + n * step), "midleft"
            else:
                pos, anchor = (r.centerx, y + n * step), "center"
            drawn = drawn.union(self.text(line, pos, style, anchor, max_width=r.w)) if n else self.text(
                line, pos, style, anchor, max_width=r.w
            )
        return drawn

    def wrap(self, text: Text, style: TextStyle, width: int) -> list[str]:
        s = tr(text) if isinstance(text, Msg) else text
        style = lining(s, style)
        real = self.real_size(style.size)
        key = (s, real, style.bold, style.serif, self.vp.px(width))
        found = _WRAPPED.get(key)
        if found is not None:
            return list(found)
        return list(_remember(_WRAPPED, key, self._wrap(s, real, style, width)))

    def _wrap(self, s: str, real: int, style: TextStyle, width: int) -> list[str]:
        font = ART.font(real, style.bold, style.serif)
        limit = self.vp.px(width)
        lines: list[str] = []
        for paragraph in s.split("\n"):
            words = paragraph.split(" ")
            current = ""
            for word in words:
                trial = f"{current} {word}" if current else word
                if font.size(trial)[0] <= limit or not current:
                    current = trial
                else:
                    lines.append(current)
                    current = word
            lines.append(current)
        return lines

    def text_box(
        self,
        text: Text,
        rect,
        style: TextStyle = TextStyle(),
        align: str = "center",
        valign: str = "center",
        min_size: int = 12,
        line_gap: float = 1.12,
    ) -> int:
        """Wrapped text inside ``rect``, shrunk until it fits.  Returns the virtual height used."""
        r = pygame.Rect(rect)
        size = style.size
        min_size = min(style.size, self.floor(min_size))
        while True:
            st = TextStyle(size, style.colour, style.bold, style.serif)
            lines = self.wrap(text, st, r.w)
            line_h = self.measure("Ag", st)[1] * line_gap
            height = line_h * len(lines)
            widest = max((self.measure(line, st)[0] for line in lines), default=0)
            if (height <= r.h and widest <= r.w) or size <= min_size:
                break
            size -= 1
        if valign == "center":
            y = r.y + (r.h - height) / 2
        elif valign == "bottom":
            y = r.bottom - height
        else:
            y = r.y
        for line in lines:
            if align == "center":
                self.text(line, (r.centerx, y), st, "midtop", max_width=r.w)
            elif align == "right":
                self.text(line, (r.right, y), st, "topright", max_width=r.w)
            else:
                self.text(line, (r.x, y), st, "topleft", max_width=r.w)
            y += line_h
        return round(height)


def lining(s: str, style: TextStyle) -> TextStyle:
    """The style a text is drawn in: a heading (the serif face) that holds a digit takes the sans
    face, whose figures line up ("Player 1", never EB Garamond's old-style "Player ı")."""
    if style.serif and any(ch.isdigit() for ch in s):
        return TextStyle(style.size, style.colour, style.bold, False)
    return style


def darker(colour: Colour, amount: float = 0.25) -> tuple[int, int, int]:
    return mix(colour, (0, 0, 0), amount)


def lighter(colour: Colour, amount: float = 0.25) -> tuple[int, int, int]:
    return mix(colour, (255, 255, 255), amount)
