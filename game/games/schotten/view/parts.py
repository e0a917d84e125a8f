"""The Schotten table's own components (game/ui/components.py, game/ui/kit.py): each draws one
slice of what the seat at the screen sees, and is drawn again only when that slice changes.

Board layer, bottom to top: the ``Path`` behind the stones, a ``Column`` per stone (the stone
with its combat modes and claim mark, the formation labels, both sides' cards), the claim
``Badges``, the places a held card may go (kit ``Glows``), the ``SidePanel`` (the other hand, the
tactics played, the decks, the discard pile, the rounds), the hand (kit ``Hand``), the card a
ruse has picked up (``Limbo``) and the end of a round (``RoundOver``).  Hover layer: the place
under the dragged card (kit ``Glows``, strong) and the ``GiveBack`` panel.

Each part comes from the view's slicer (``SchottenTable``: the seat's view of the game and the
view's UI state); ``paint`` reads only its part, the card painter and the layout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.schotten.rules.formations import formation_key
from game.games.schotten.view.card import CardPainter
from game.games.schotten.view.geom import STONE_H
from game.games.schotten.view.layout import TableLayout
from game.scenes.chrome import draw_name
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.kit import Dialog, Panel

Rect = pygame.Rect


CLAIM_STYLE = TextStyle(20, Palette.ink, True)
PROVABLE_STYLE = TextStyle(19, Palette.ink, True)
LABEL_STYLE = TextStyle(20, Palette.paper_ink, True)  # a side's formation ("Run · 21")
COUNT_STYLE = TextStyle(20, lighter(Palette.felt, 0.7))  # an incomplete side ("1 of 3")


def heading(size: int, colour) -> TextStyle:
    """A heading's style: the serif face (the Painter draws one holding digits in the sans face)."""
    return TextStyle(size, colour, True, True)


class Part(Component):
    """A Schotten component: a slicer (the view's), the card painter, the table's layout."""

    def __init__(self, cards: CardPainter, slicer: Callable[[Any], Any]):
        super().__init__(slicer)
        self.cards = cards
        self.layout: TableLayout | None = None


class Path(Part):
    """The band behind the stones."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        first, last = Rect(part[0]), Rect(part[1])
        band = Rect(first.x - 40, first.y - 8, last.right - first.x + 80, STONE_H + 16)
        p.rect(band, (*darker(Palette.felt_deep, 0.2), 160), 40)
        p.rect(band, (*lighter(Palette.felt, 0.15), 200), 40, 2)


class Column(Part):
    """One stone: the stone (its combat modes, its claimer's mark), the formation labels and the
    cards on both sides.  Its part: ``(stone, stone rect, modes, owner, labels, sides)`` where a
    side is ``(seat, ((card, choice, rect, ring), …), glows)`` (glows: cards a ruse may take)."""

    def paint(self, p: Painter, part: Any) -> None:
        s, stone_rect, modes, owner, labels, sides = part
        r = Rect(stone_rect)
        if owner >= 0:  # decided: its combat mode no longer counts, the smaller stone in front of it
            self._modes(p, modes)
        p.svg("schotten/stone", r)
        p.text(str(s + 1), (r.centerx, r.bottom - 18), TextStyle(22, Palette.paper_ink, True), "center")
        if owner < 0:
            self._modes(p, modes)
        else:
            mark = Rect(r.right - 24, r.y + 4, 38, 38)  # clear of the label above
            p.circle(mark.center, 21, Palette.paper_ink)
            p.icon(Palette.seat_symbol(owner), mark.inflate(-8, -8), Palette.seat(owner))
        self._labels(p, labels)
        for _seat, cards, glows in sides:
            for card, choice, rect, ring in cards:
                self.cards.draw(p, card, Rect(rect), choice)
                if ring:
                    p.focus_ring(Rect(rect), 12)
            for rect in glows:
                p.rect(Rect(rect), Palette.glow, 12, 3)

    def _modes(self, p: Painter, modes: tuple) -> None:
        for card, choice, rect in reversed(modes):
            rect = Rect(rect)
            p.rect(rect.move(3, 4), (0, 0, 0, 70), 8)
            self.cards.draw(p, card, rect, choice)

    def _labels(self, p: Painter, labels: tuple) -> None:
        """The formation under (and over) the stone, anchored to its place, not to the stone."""
        for (cx, y), width, value, count, size in labels:
            if value is not None:
                style = LABEL_STYLE
                name = self._formation_name(p, value[0], size, width)
                text: Text = Msg("schotten.formation.label", name=name, total=value[1])
            elif count:
                text = Msg("schotten.formation.incomplete", count=count, size=size)
                style = COUNT_STYLE
            else:
                continue
            p.text(text, (cx, y), style, "center", max_width=width)

    @staticmethod
    def _formation_name(p: Painter, rank: int, size: int, width: int) -> Msg:
        """A formation's name under the stones: the full one when a label with the largest total
        fits the column, else the short one, for every stone alike ("Colour run" never beside
        "Col. run")."""
        name = formation_key(rank, size)
        widest = Msg("schotten.formation.label", name=Msg(f"schotten.formation.{name}"), total=88)
        if p.measure(widest, LABEL_STYLE)[0] <= width:
            return Msg(f"schotten.formation.{name}")
        return Msg(f"schotten.formation.short.{name}")


class Badges(Part):
    """Over the stones: "Claim" (with an eye when it is claimed by proof) or "Provably yours" (a
    lock), at a readable size: the icon gives way when the words need the room (issue 21)."""

    def paint(self, p: Painter, part: Any) -> None:
        for badge, claim_now, proof in part:
            badge = Rect(badge)
            if claim_now:
                p.rect(badge.inflate(8, 8), (*Palette.glow, 120), 20)
                p.rect(badge, Palette.glow, 18)
                words, icon, style = Msg("schotten.ui.claim"), "eye" if proof else "check", CLAIM_STYLE
                colour = Palette.ink
            else:
                p.rect(badge, (*Palette.paper_ink, 220), 18)
                p.rect(badge, Palette.glow, 18, 2)
                words, icon, style, colour = Msg("schotten.ui.provable"), "lock", PROVABLE_STYLE, Palette.accent_deep
            box = Rect(badge.x + 34, badge.y, badge.w - 38, badge.h)
            if not p.label_lines(words, style, box.w):
                box = badge.inflate(-10, 0)  # the words need the icon's room
            else:
                p.icon(icon, Rect(badge.x + 7, badge.centery - 12, 24, 24), colour)
            p.label(words, box, style, "center" if box.w > badge.w - 20 else "left")


class SidePanel(Panel):
    """The other seat's hand face down, the tactics played, the decks, the discard pile and the
    rounds' points."""

    fill = (*Palette.felt_deep, 170)
    edge = lighter(Palette.felt, 0.1)
    radius = 18
    shadow = False

    def __init__(self, cards: CardPainter, slicer: Callable[[Any], Any]):
        super().__init__(slicer)
        self.cards = cards
        self.layout: TableLayout | None = None

    def paint_content(self, p: Painter, part: Any) -> None:
        sp = self.layout.side_panel
        opp, level, hand, tactics, decks, discard, rounds = part
        p.icon(Palette.seat_symbol(opp), Rect(sp.x + 14, sp.y + 12, 26, 26), Palette.seat(opp))
        draw_name(p, level, Msg("schotten.ui.hand_of", player=seat_msg(opp)), (sp.x + 48, sp.y + 25),
                  TextStyle(21, Palette.paper_ink, True), sp.w - 60)
        for i, (card, choice) in enumerate(hand):
            r = Rect(sp.x + 14 + i * min(30, (sp.w - 80) // max(1, len(hand))), sp.y + 50, 56, 80)
            self.cards.draw(p, card, r, choice)
        if tactics is not None:
            mine, theirs = tactics
            p.text_box(  # on two lines when it needs them, never smaller
                Msg("schotten.ui.tactics_both", mine=mine, theirs=theirs, player=seat_msg(opp)),
                Rect(sp.x + 14, sp.y + 136, sp.w - 28, 56),
                TextStyle(19, lighter(Palette.felt, 0.6) if mine <= theirs else Palette.glow),
                align="left",
                valign="top",
                min_size=19,
            )
        self._decks(p, decks)
        if discard is not None:
            self._discard(p, discard)
        if rounds is not None:
            round_no, count, a, b = rounds
            p.text(Msg("schotten.ui.round", round=round_no, rounds=count), (sp.x + 14, sp.bottom - 70),
                   TextStyle(21, Palette.paper_ink, True), max_width=sp.w - 28)
            p.text(Msg("schotten.ui.round_points", a=a, b=b), (sp.x + 14, sp.bottom - 40),
                   TextStyle(20, lighter(Palette.felt, 0.6)), max_width=sp.w - 28)

    def _decks(self, p: Painter, decks: tuple) -> None:
        for deck, count, glow in decks:
            rect = self.layout.deck_rects[deck]
            if count:
                for k in range(min(3, count)):
                    p.svg(f"schotten/back_{deck}", rect.move(-k * 3, -k * 3))
            else:
                p.rect(rect, (*Palette.paper_ink, 40), 10)
                p.rect(rect, lighter(Palette.felt, 0.3), 10, 2)
            if glow:
                p.target_glow(rect.move(-6, -6), 12)
            p.text(Msg("schotten.ui.deck_count", count=count), (rect.centerx, rect.bottom + 18),
                   TextStyle(19, Palette.paper_ink), "center", max_width=rect.w + 24)

    def _discard(self, p: Painter, discard: tuple) -> None:
        d = self.layout.discard_rect
        p.text(Msg("schotten.ui.discard"), (d.x, d.y - 22), TextStyle(19, Palette.paper_ink, True), "midleft",
               max_width=self.layout.side_panel.w - 30)
        top, choice, count = discard
        if count:
            self.cards.draw(p, top, d, choice)
            p.text(f"× {count}", (d.right + 12, d.centery), TextStyle(22, Palette.paper_ink, True), "midleft")
        else:
            p.rect(d, (*Palette.paper_ink, 30), 10)
            p.rect(d, lighter(Palette.felt, 0.3), 10, 2)
            p.text(Msg("schotten.ui.discard_empty"), d.center, TextStyle(18, lighter(Palette.felt, 0.5)), "center",
                   max_width=d.w - 8)


class Limbo(Part):
    """The card a ruse took, waiting over its stone: ``(card, choice, rect, glow)`` or ()."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        card, choice, rect, glow = part
        if glow:
            p.target_glow(Rect(rect), 10)
        self.cards.draw(p, card, Rect(rect), choice)


class RoundOver(Dialog):
    """The end of a round: who won it, the stones and the points (``()``: none)."""

    def paint_content(self, p: Painter, part: Any) -> None:
        panel = self.rect
        last, names, points = part
        if last is None:
            return
        winner, round_no, (a, b), how = last
        if winner in (0, 1):
            head: Text = Msg("schotten.ui.round_won", player=seat_msg(winner), round=round_no)
        else:
            head = Msg("schotten.ui.round_drawn", round=round_no)
        p.icon("trophy", Rect(panel.centerx - 28, panel.y + 22, 56, 56), Palette.glow)
        p.text(head, (panel.centerx, panel.y + 92), heading(36, Palette.ink), "midtop", max_width=panel.w - 40)
        p.text(
            Msg("schotten.ui.round_stones", a=f"{names[0]} {a}", b=f"{b} {names[1]}"),
            (panel.centerx, panel.y + 160),
            TextStyle(26, Palette.ink),
            "midtop",
            max_width=panel.w - 40,
        )
        p.text(Msg("schotten.ui.round_points", a=points[0], b=points[1]), (panel.centerx, panel.y + 204),
               TextStyle(26, Palette.accent_deep, True), "midtop", max_width=panel.w - 40)
        if how is not None:  # which win ended the round
            p.text_box(how, Rect(panel.x + 30, panel.y + 246, panel.w - 60, 64), TextStyle(23, Palette.ink_soft))


class GiveBack(Dialog):
    """After the Recruiter: the panel of cards to give back (the one under the pointer rises)."""

    radius = 20

    def __init__(self, cards: CardPainter, slicer: Callable[[Any], Any]):
        super().__init__(slicer)
        self.cards = cards

    def paint_content(self, p: Painter, part: Any) -> None:
        left, cards = part
        panel = self.rect
        title = Msg("schotten.ui.give_back_title", left=left)
        p.text(title, (panel.centerx, panel.y + 26), heading(32, Palette.ink), "midtop", max_width=panel.w - 40)
        p.text(Msg("schotten.ui.give_back_help"), (panel.centerx, panel.y + 78), TextStyle(22, Palette.ink_soft),
               "midtop", max_width=panel.w - 40)
        for card, choice, rect in cards:
            self.cards.draw(p, card, Rect(rect), choice)

