"""Palette, fonts, text and SVG art, rendered at the window's scale and cached.

Everything is drawn from original SVG files in ``art/`` and the bundled OFL fonts in
``art/fonts``.  SVG icons use the placeholder colour ``FILL`` so one file serves every
colour.  Surfaces are converted once (``convert_alpha``) and kept in small LRU caches.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache

import pygame

from game.core.paths import ART_DIR

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def hex_colour(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


class Palette:
    """The house colours: warm paper, ink, one calm teal accent, amber for 'you can drop here'."""

    bg = hex_colour("#EFE8DC")
    bg_deep = hex_colour("#E2D8C6")
    felt = hex_colour("#3F5E58")
    felt_deep = hex_colour("#2F4A45")
    panel = hex_colour("#FBF8F2")
    panel_edge = hex_colour("#D3C5AE")
    ink = hex_colour("#2B2621")
    ink_soft = hex_colour("#6E6458")
    ink_faint = hex_colour("#A0968A")
    paper_ink = hex_colour("#F7F2E8")
    accent = hex_colour("#2F6F6A")
    accent_soft = hex_colour("#CFE3DF")
    accent_deep = hex_colour("#1F4F4B")
    glow = hex_colour("#E3A82B")
    glow_soft = hex_colour("#F6DFA6")
    danger = hex_colour("#B2453B")
    danger_soft = hex_colour("#F1D3CE")
    good = hex_colour("#3F7F4A")
    shadow = (0, 0, 0, 60)

    # Seat colours, each with its own symbol: colour never carries meaning alone.
    seats = (
        (hex_colour("#2F6F8F"), "seat_circle"),
        (hex_colour("#C0623A"), "seat_triangle"),
        (hex_colour("#7A4E8C"), "seat_square"),
        (hex_colour("#B8922A"), "seat_diamond"),
        (hex_colour("#4F7A3A"), "seat_star"),
    )

    @classmethod
    def seat(cls, seat: int) -> tuple[int, int, int]:
        return cls.seats[seat % len(cls.seats)][0]

    @classmethod
    def seat_symbol(cls, seat: int) -> str:
        return cls.seats[seat % len(cls.seats)][1]


MIN_TEXT_PX = 12
"""No text is drawn under 12 window pixels at 1280x720 (issue 21): cards and tiles rendered at
window size use this floor directly."""
MIN_TEXT = 18
"""The same floor on the 1920x1080 canvas (12 px at 1280x720, the stage's scale 2/3), before the
text-size setting: a text that shrinks to fit its box stops there (``Painter``)."""


@dataclass(frozen=True)
class TextStyle:
    size: int = 26  # in virtual pixels (1920x1080 canvas)
    colour: Colour = Palette.ink
    bold: bool = False
    serif: bool = False


class LRUCache(OrderedDict):
    """A bounded cache of rendered pictures: ``get_or(key, make)`` keeps the ``limit`` latest."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def get_or(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = make()
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)
        return value


FONT_FILES = {
    (False, False): "Lato-Regular.ttf",
    (True, False): "Lato-Bold.ttf",
    (False, True): "EBGaramond12-Regular.otf",
    # EB Garamond's bold lacks accented letters (ç, ã, õ…): the regular face is emboldened instead.
    (True, True): "EBGaramond12-Regular.otf",
}


class Art:
    """Caches of fonts, rendered text and rendered SVG for the current scale."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[bool, bool, int], pygame.font.Font] = {}
        self._text = LRUCache(1500)
        self._svg = LRUCache(800)
        self.text_scale = 1.0
        self.sizes_seen: dict[int, str] | None = None
        """While a dict (tests set it), every text drawn records its size in pixels → one text."""

    # -- fonts and text ---------------------------------------------------------------
    def font(self, size_px: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        size_px = max(6, int(size_px))
        key = (bold, serif, size_px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(ART_DIR / "fonts" / FONT_FILES[(bold, serif)]), size_px)
            if bold and serif:
                font.bold = True
            self._fonts[key] = font
        return font

    def text(self, text: str, size_px: int, colour: Colour, bold: bool = False, serif: bool = False) -> pygame.Surface:
        key = (text, int(size_px), tuple(colour), bold, serif)
        if self.sizes_seen is not None and text.strip():
            self.sizes_seen.setdefault(max(6, int(size_px)), text)

        def make() -> pygame.Surface:
            # A NUL (from a file or a keyboard) would make the font refuse the whole line.
            surface = self.font(size_px, bold, serif).render(text.replace("\x00", ""), True, colour)
            return surface.convert_alpha() if pygame.display.get_surface() else surface

        return self._text.get_or(key, make)

    # -- SVG ---------------------------------------------------------------------------
    def svg(self, name: str, size: tuple[int, int], colour: Colour | None = None) -> pygame.Surface:
        """``art/<name>.svg`` rendered at ``size`` real pixels, FILL replaced by ``colour``."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        fill = "#{:02x}{:02x}{:02x}".format(*tuple(colour[:3])) if colour is not None else None
        key = (name, w, h, fill)

        def make() -> pygame.Surface:
            text = svg_source(name)
            if fill:
                text = text.replace("FILL", fill)
            surface = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (w, h))
            return surface.convert_alpha() if pygame.display.get_surface() else surface

        return self._svg.get_or(key, make)

    def clear(self) -> None:
        """Forget every rendered surface (after a resize or a text-size change)."""
        self._text.clear()
        self._svg.clear()


@cache
def svg_source(name: str) -> str:
    return (ART_DIR / f"{name}.svg").read_text(encoding="utf-8")


ART = Art()
