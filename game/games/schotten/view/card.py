"""One Schotten card, rendered once per size and kept (``CardPainter``)."""

from __future__ import annotations

import pygame

from game.core import i18n
from game.core.i18n import Msg
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.view.geom import CARD_W, FAMILY_ICON, MIN_PX, STRIP
from game.ui.art import ART, Palette, hex_colour
from game.ui.draw import Painter, darker, lighter

_CARD_CACHE: dict[tuple, pygame.Surface] = {}
NAME_FLOOR = 10.5
"""A tactic card shows its name (at 12 px at least) when its own scale would draw it this big:
a card in the hand at 1280x720 (11.3) does (hand play: the icon alone did not say which card it
was); a combat-mode card under a stone does not."""


def tactic_icon(tactic) -> str:
    return "t_joker" if tactic.joker else f"t_{tactic.id}"


def readable(size: float) -> bool:
    """Whether text of this many window pixels is drawn on a card (smaller is left out)."""
    return round(size) >= MIN_PX


def _name_lines(name: str, size: int, inner: pygame.Rect) -> list[str] | None:
    """A tactic's name in one line, or two if it needs them (never smaller than ``size``);
    None when a line would not fit the card."""
    font = ART.font(size, True)
    lines = [name]
    if font.size(name)[0] > inner.w - 6:
        words = name.replace("-", "- ").split(" ")
        cut = max(1, len(words) // 2)
        lines = [" ".join(words[:cut]).replace("- ", "-"), " ".join(words[cut:]).replace("- ", "-")]
        lines = [line for line in lines if line]
    if any(font.size(line)[0] > inner.w - 2 for line in lines):
        return None
    return lines


def _draw_name(surf: pygame.Surface, lines: list[str], size: int, inner: pygame.Rect, k: float) -> None:
    """The name's lines at the foot of the card (``_name_top`` says where they begin)."""
    bottom = inner.bottom - round(4 * k)
    for line in reversed(lines):
        text = ART.text(line, size, Palette.ink, True)
        rect = text.get_rect(midbottom=(inner.centerx, bottom))
        surf.blit(text, rect)
        bottom = rect.top + round(2 * k)


def _name_top(lines: list[str], size: int, inner: pygame.Rect, k: float) -> int:
    """Where ``_draw_name``'s first line begins."""
    line_h = ART.font(size, True).size(lines[0])[1]
    return inner.bottom - round(4 * k) - len(lines) * line_h + (len(lines) - 1) * round(2 * k)


class CardPainter:
    """Draws the cards of one deck (``cs``: the game's components), each rendered once per size,
    wild choice, dimming and text size and kept."""

    def __init__(self, cs):
        self.cs = cs

    def piece(self, p: Painter, card: int, choice, rect: pygame.Rect, dim: bool) -> None:
        """``draw`` as the kit's ``Hand`` calls it (game/ui/kit.py)."""
        self.draw(p, card, rect, choice, dim)

    def draw(self, p: Painter, card: int, rect: pygame.Rect, choice=None, dim: bool = False) -> None:
        """``choice``: a wild tactic's chosen (colour, strength), drawn as a band on it."""
        real = p.vp.rect(rect)
        key = (card, real.size, choice, dim, p.text_scale, i18n.language())  # a tactic's name is in words
        cache = _CARD_CACHE
        surface = cache.get(key)
        if surface is None:
            surface = self._render_card(p, card, real.size, choice, dim)
            if len(cache) > 400:
                cache.clear()
            cache[key] = surface
        p.surface.blit(surface, real.topleft)

    def _render_card(self, p: Painter, card: int, size: tuple[int, int], choice, dim: bool) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        k = w / CARD_W
        if card in (HIDDEN_CLAN, HIDDEN_TACTIC):
            surf.blit(ART.svg("schotten/back_clan" if card == HIDDEN_CLAN else "schotten/back_tactic", size), (0, 0))
            return surf
        radius = max(3, round(10 * k))
        pygame.draw.rect(surf, (0, 0, 0, 50), pygame.Rect(2, 3, w - 2, h - 2), border_radius=radius)
        pygame.draw.rect(surf, Palette.panel, pygame.Rect(0, 0, w - 2, h - 3), border_radius=radius)
        pygame.draw.rect(surf, Palette.ink, pygame.Rect(0, 0, w - 2, h - 3), max(1, round(2 * k)), border_radius=radius)
        cs = self.cs
        strip_h = round(STRIP * k)
        inner = pygame.Rect(round(5 * k), round(5 * k), w - 2 - round(10 * k), h - 3 - round(10 * k))
        if cs.is_clan(card):
            colour = hex_colour(cs.colour_hex[cs.colour(card)])
            symbol = cs.symbols[cs.colour(card)]
            number = str(cs.strength(card))
            top = pygame.Rect(inner.x, inner.y, inner.w, strip_h - round(4 * k))
            pygame.draw.rect(surf, colour, top, border_radius=max(2, round(7 * k)))
            self._number(surf, number, top, k)
            icon = ART.svg(f"icons/{symbol}", (round(30 * k), round(30 * k)), Palette.paper_ink)
            surf.blit(icon, icon.get_rect(midright=(top.right - round(6 * k), top.centery)))
            body = ART.svg(f"icons/{symbol}", (round(64 * k), round(64 * k)), lighter(colour, 0.15))
            surf.blit(body, body.get_rect(center=(inner.centerx, inner.y + strip_h + (inner.h - strip_h) // 2 - 6 * k)))
            if readable(24 * k):  # the corner number; on a small card the top one is enough
                small = ART.text(number, round(24 * k), darker(colour, 0.2), True)
                surf.blit(small, small.get_rect(bottomright=(inner.right - round(4 * k), inner.bottom - round(2 * k))))
        else:
            tactic = cs.tactic(card)
            top = pygame.Rect(inner.x, inner.y, inner.w, strip_h - round(4 * k))
            pygame.draw.rect(surf, Palette.ink, top, border_radius=max(2, round(7 * k)))
            fam = ART.svg(f"icons/{FAMILY_ICON[tactic.family]}", (round(26 * k), round(26 * k)), Palette.glow)
            surf.blit(fam, fam.get_rect(midleft=(top.x + round(6 * k), top.centery)))
            if tactic.effect == "wild":
                label = "?" if tactic.joker else "7" if tactic.strengths == (7,) else "1–3"
                if readable(26 * k):
                    text = ART.text(label, max(MIN_PX, round(26 * k)), Palette.glow, True)
                    surf.blit(text, text.get_rect(midright=(top.right - round(8 * k), top.centery)))
            name_top = inner.bottom - round(4 * k)
            name_px = max(MIN_PX, round(17 * k * p.text_scale))
            lines = None
            if 17 * k * p.text_scale >= NAME_FLOOR:  # a small card names itself in its tooltip only
                lines = _name_lines(str(Msg(f"schotten.tactic.{tactic.id}.name")), name_px, inner)
            if lines:
                name_top = _name_top(lines, name_px, inner, k)
                _draw_name(surf, lines, name_px, inner, k)
            room_bottom = name_top  # the icon's room ends at the name, or at the band over it
            if choice is not None:  # a wild tactic's chosen colour and strength, just above its name
                band_y = min(inner.bottom - round(50 * k), name_top - round(28 * k))
                band = pygame.Rect(inner.x, band_y, inner.w, round(26 * k))
                colour = hex_colour(cs.colour_hex[choice[0]])
                pygame.draw.rect(surf, colour, band, border_radius=max(2, round(6 * k)))
                chip = ART.text(f"{choice[1]}", max(MIN_PX, round(20 * k)), Palette.paper_ink, True)
                surf.blit(chip, chip.get_rect(midleft=(band.x + round(8 * k), band.centery)))
                sym = ART.svg(f"icons/{cs.symbols[choice[0]]}", (round(20 * k), round(20 * k)), Palette.paper_ink)
                surf.blit(sym, sym.get_rect(midright=(band.right - round(8 * k), band.centery)))
                room_bottom = band.y
            room_top = inner.y + strip_h
            icon_px = max(8, min(round(58 * k), room_bottom - room_top - round(10 * k)))
            centre_y = min(inner.y + strip_h + round(34 * k), (room_top + room_bottom) // 2 - round(2 * k))
            icon = ART.svg(f"icons/{tactic_icon(tactic)}", (icon_px, icon_px), Palette.ink)
            surf.blit(icon, icon.get_rect(center=(inner.centerx, centre_y)))
        if dim:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (40, 40, 40, 110), shade.get_rect(), border_radius=radius)
            surf.blit(shade, (0, 0))
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _number(self, surf: pygame.Surface, number: str, top: pygame.Rect, k: float) -> None:
        size = max(MIN_PX, round(36 * k))
        shadow = ART.text(number, size, (0, 0, 0, 255), True)
        text = ART.text(number, size, Palette.paper_ink, True)
        pos = text.get_rect(midleft=(top.x + round(8 * k), top.centery))
        shadow.set_alpha(110)
        surf.blit(shadow, pos.move(max(1, round(2 * k)), max(1, round(2 * k))))
        surf.blit(text, pos)
