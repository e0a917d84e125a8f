"""What the Records and History pages share: the database while they are open (with the notices
already shown), the choices the player made on one page and finds again on the other, the two
tabs, the row of filters (a caption over each chooser) and the words for a seat or a duration."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game import games
from game.core.i18n import Msg, tr
from game.records import GameRecord, Records, level_label
from game.scenes import registry
from game.scenes.common import PageScene
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, Choice

PANEL = pygame.Rect(60, 30, 1800, 1020)
INNER = pygame.Rect(PANEL.x + 40, PANEL.y, PANEL.w - 80, PANEL.h)
TAB_Y, TAB_H = PANEL.y + 24, 66
CAPTION_Y = PANEL.y + 112
FILTER_H = 62
CONTENT_Y = PANEL.y + 236
CONTENT_BOTTOM = PANEL.bottom - 118  # the Back button's row below
CAPTION = TextStyle(22, Palette.ink_soft, bold=True)
BODY = TextStyle(24, Palette.ink)
SOFT = TextStyle(22, Palette.ink_soft)
TABS = (("records", Msg("records.screen.tab_records"), "chart"), ("history", Msg("records.screen.tab_history"), "log"))


class Book:
    """The records database while the Records pages are open: one connection shared by the pages,
    and the notices it gave already shown (the app's one-line notice and a warning toast, as a
    game that ends shows them)."""

    def __init__(self, app, db: Records | None = None):
        self.app = app
        self.db = Records.open() if db is None else db
        self.shown = 0
        self.version = 0
        """Grows whenever the records change (a delete, clear or import): pages read them again."""
        self.notify()

    def notify(self) -> None:
        for notice in self.db.notices[self.shown :]:
            self.app.notice = notice
            self.app.toast(notice, "warning")
        self.shown = len(self.db.notices)

    def changed(self) -> None:
        self.version += 1
        self.notify()

    def close(self) -> None:
        self.db.close()


@dataclass
class Chosen:
    """The filters, kept while the player goes from one page to the other."""

    person: str | None = None  # "you" on the Records page (None: the default person)
    game: str | None = None
    level: str | None = None
    period: str = "all"
    who: str | None = None  # History's person (None: anyone)
    result: str | None = None


class RecordsPage(PageScene):
    """A page of the Records pair: the two tabs at the top, filters under them, Back at the bottom
    (which closes the database).  ``book`` and ``chosen`` go from page to page."""

    panel_rect = PANEL
    tab = ""

    def __init__(self, app, book: Book | None = None, chosen: Chosen | None = None):
        self.book = Book(app) if book is None else book
        self.chosen = Chosen() if chosen is None else chosen
        self.captions: list[tuple[Text, tuple[int, int]]] = []
        super().__init__(app)

    @property
    def db(self) -> Records:
        return self.book.db

    def build(self) -> None:
        self.captions = []
        self.add_tabs()

    def add_tabs(self) -> None:
        p = self.app.painter
        made = [
            Button(pygame.Rect(0, TAB_Y, 280, TAB_H), label, lambda n=name: self.switch(n), icon, text_size=30)
            for name, label, icon in TABS
        ]
        width = max(280, *(b.needed_width(p) for b in made))
        x = PANEL.centerx - width - 8
        for button, (name, _label, _icon) in zip(made, TABS):
            button.rect.update(x, TAB_Y, width, TAB_H)
            button.selected = name == self.tab
            x += width + 16
            self.group.add(button)

    def switch(self, name: str) -> None:
        if name != self.tab:
            self.app.stack.replace(registry.make(name, self.app, self.book, self.chosen))

    def back(self) -> None:
        self.book.close()
        super().back()

    def add_filters(self, filters: Sequence[tuple[Text, Sequence[tuple[Any, Text]], Any, Callable[[Any], None]]]):
        """A row of choosers across the page, each under its caption, as wide as its words; returns them."""
        p = self.app.painter
        gap = 36
        column = (INNER.w - gap * (len(filters) - 1)) // max(1, len(filters))
        made = []
        for i, (caption, options, value, on_change) in enumerate(filters):
            x = INNER.x + i * (column + gap)
            width = max(260, min(column, Choice.width_for(p, options, FILTER_H)))
            rect = pygame.Rect(x, CAPTION_Y + 34, width, FILTER_H)
            made.append(self.group.add(Choice(rect, "", options, value, on_change, label_width=0)))
            self.captions.append((caption, (x + 4, CAPTION_Y)))
        return made

    def draw_captions(self, p: Painter) -> None:
        for caption, pos in self.captions:
            p.text(caption, pos, CAPTION)


# -- words ---------------------------------------------------------------------------------------


def game_name(key: str) -> Msg:
    return Msg(f"{key}.name") if key in games.GAME_ORDER else Msg.raw(key or "?")


def game_choices() -> list[tuple[str | None, Text]]:
    return [(None, Msg("records.screen.all_games"))] + [(g, game_name(g)) for g in games.available()]


def seat_words(record: GameRecord, scores: bool = False) -> list[Msg]:
    """Who sat at the table: people by name, computers with their level, a neutral side (Brass's
    Automa) with the level the game is filed under; with ``scores``, each one's score after it."""
    out: list[Msg] = []
    sides = [(seat, seat.score) for seat in record.seats] + [(key, score) for key, score in record.others]
    for side, score in sides:
        if isinstance(side, str):
            words = Msg("records.history.computer", name=Msg(side), level=level_label(record.game, record.level))
        elif side.is_human:
            words = Msg.raw(side.name)
        else:
            level = games.level_label(record.game, side.level) if side.level else Msg.raw("?")
            words = Msg("records.history.computer", name=side.name, level=level)
        out.append(Msg.raw(f"{tr(words)} {score:g}") if scores and score is not None else words)
    return out


def winner_words(record: GameRecord) -> Msg:
    """"Ana won", "Ana and Rui tied for first", "A draw"; how far an abandoned game came."""
    if not record.finished:
        if record.progress is not None:
            return Msg("records.history.unfinished", progress=record.progress)
        return Msg("records.history.left")
    names = [Msg.raw(s.name) for s in record.seats] + [Msg(key) for key, _v in record.others]
    winners = [names[i] for i in record.winners if 0 <= i < len(names)]
    if len(winners) == 1:
        return Msg("records.history.won", winner=winners[0])
    if not winners or len(winners) == len(names):
        return Msg("records.history.draw")
    first = Msg.raw(", ".join(tr(n) for n in winners[:-1]))
    return Msg("records.history.tied", winners=Msg("core.load.names_and", first=first, last=winners[-1]))


def duration_words(record: GameRecord) -> Msg | None:
    if record.seconds is None:
        return None
    minutes = max(1, round(record.seconds / 60))
    return Msg("records.history.minutes", minutes=minutes)
