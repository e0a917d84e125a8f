"""The History page: every recorded game, newest first (finished and abandoned), filtered by game,
person and result; read from the database a page at a time as the list scrolls (10,000 games
scroll like ten).  A row opens its record (``record_detail``); Import reads a JSON record file,
Clear all empties the history (both ask or explain first)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.i18n import Msg, tr
from game.records import RESULTS, GameRecord, HistoryFilter, RecordError, files, options_brief, when
from game.scenes import registry
from game.scenes.common import HEADING_STYLE, Overlay
from game.scenes.dialog import confirm
from game.scenes.record_pages import (
    CAPTION_Y,
    CONTENT_BOTTOM,
    CONTENT_Y,
    INNER,
    PANEL,
    Book,
    RecordsPage,
    duration_words,
    game_choices,
    game_name,
    seat_words,
    winner_words,
)
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import row as row_of
from game.ui.widgets import Button, PagedItems, ScrollList, TextInput, row_widths

LINE1 = TextStyle(26, Palette.ink, bold=True)
RESULT = TextStyle(24, Palette.accent_deep, bold=True)
LINE2 = TextStyle(22, Palette.ink_soft)
WHEN = TextStyle(22, Palette.ink_soft)
COUNT = TextStyle(24, Palette.ink_soft, bold=True)
IMPORT_BODY = TextStyle(24, Palette.ink_soft)
FOLDER = TextStyle(22, Palette.ink_soft, bold=True)
PROBLEM = TextStyle(24, Palette.danger)
LIST = pygame.Rect(INNER.x, CONTENT_Y + 20, INNER.w, CONTENT_BOTTOM - CONTENT_Y - 20)


class HistoryScene(RecordsPage):
    name = "history"
    tab = "history"

    def build(self) -> None:
        super().build()
        chosen = self.chosen
        names = [line.name for line in self.db.people()]
        if chosen.who not in names:
            chosen.who = None
        self.add_filters(
            [
                (Msg("records.screen.game"), game_choices(), chosen.game, self._game),
                (
                    Msg("records.history.person"),
                    [(None, Msg("records.history.anyone"))] + [(n, Msg.raw(n)) for n in names],
                    chosen.who,
                    self._who,
                ),
                (
                    Msg("records.history.result"),
                    [(None, Msg("records.history.any_result"))] + [(r, Msg(f"records.result.{r}")) for r in RESULTS],
                    chosen.result,
                    self._result,
                ),
            ]
        )
        self.filter = HistoryFilter(chosen.game, chosen.who, chosen.result)
        self.total = self.db.history_count()
        self.items = PagedItems(self.db.history_count(self.filter), self._page)
        p = self.app.painter
        self.row_h = max(104, p.measure("Ag", LINE1)[1] + p.measure("Ag", LINE2)[1] + 36)
        self.list = ScrollList(
            LIST, self.items, self.row_h, self._draw_row, self.open_record, lambda _r: self._sync(), smooth=True
        )
        self.group.add(self.list)
        self._add_buttons()
        self.book.notify()

    def _page(self, offset: int, limit: int) -> list[GameRecord]:
        found = self.db.history(self.filter, offset, limit)
        self.book.notify()
        return found

    def _add_buttons(self) -> None:
        p = self.app.painter
        back = self.back_button()
        self.group.add(back)
        y = back.rect.y
        specs = [
            (Msg("records.history.import"), self.import_record, "import", "secondary"),
            (Msg("records.history.clear"), self.clear_all, "trash", "secondary"),
            (Msg("records.history.open"), self._open_selected, "eye", "primary"),
        ]
        made = [Button(pygame.Rect(0, y, 240, back.rect.h), t, a, icon=i, kind=k) for t, a, i, k in specs]
        widths = [max(240, b.needed_width(p)) for b in made]
        room = PANEL.right - 40 - (back.rect.right + 40)
        if sum(widths) + 24 * (len(made) - 1) > room:
            widths = row_widths(p, [b.label for b in made], TextStyle(26, bold=True), room, 24, 100)
        slots = row_of(pygame.Rect(back.rect.right + 40, y, room, back.rect.h), widths, 24, "right")
        for slot, button in zip(slots, made):
            button.rect = slot
            self.group.add(button)
        self.clear_button, self.open_button = made[1], made[2]
        self._sync()

    def _sync(self) -> None:
        self.open_button.enabled = self.selected is not None
        self.clear_button.enabled = self.total > 0

    @property
    def selected(self) -> GameRecord | None:
        if not 0 <= self.list.selected < len(self.items):
            return None
        return self.items[self.list.selected]

    # -- changes --------------------------------------------------------------------------------
    def _game(self, game: str | None) -> None:
        self.chosen.game, self.chosen.level = game, None
        self.rebuild()

    def _who(self, who: str | None) -> None:
        self.chosen.who = who
        self.rebuild()

    def _result(self, result: str | None) -> None:
        self.chosen.result = result
        self.rebuild()

    def refresh(self) -> None:
        """Read the list again (the records changed), keeping the place."""
        scroll, chosen = self.list.scroll, self.list.selected
        self.rebuild()
        self.list.selected = min(chosen, len(self.items) - 1)
        self.list.scroll_to(scroll)
        self._sync()

    def open_record(self, record: GameRecord | None) -> None:
        if record is not None and record.id is not None:
            registry.push(self.app, "record", self.book, record.id)

    def _open_selected(self) -> None:
        self.open_record(self.selected)

    def import_record(self) -> None:
        self.app.stack.push(ImportScene(self.app, self.book, self._imported))

    def _imported(self, record: GameRecord, added: bool) -> None:
        self.book.changed()
        self.refresh()
        words = dict(game=game_name(record.game), when=when(record.ended))
        self.app.toast(Msg("records.history.imported" if added else "records.history.already", **words), "good")
        self.open_record(record)
        registry.review_record(self.app, record)  # over its page: leaving the review shows the record

    def clear_all(self) -> None:
        count = self.db.count()
        if not count:
            return
        confirm(
            self.app,
            Msg("records.history.clear_title"),
            Msg("records.history.clear_body", count=count),
            self._clear,
            yes=Msg("records.history.clear_yes"),
            no=Msg("core.button.cancel"),
        )

    def _clear(self) -> None:
        count = self.db.clear()
        self.book.changed()
        self.refresh()
        self.app.toast(Msg("records.history.cleared", count=count), "good")

    # -- drawing --------------------------------------------------------------------------------
    def content_key(self) -> Hashable:
        return (self.book.version, self.filter, len(self.items), self.total)

    def draw_content(self, p: Painter) -> None:
        self.draw_captions(p)
        count = Msg("records.history.count", count=len(self.items))
        p.text(count, (INNER.right, CAPTION_Y), COUNT, "topright")
        if not len(self.items):
            words = Msg("records.history.empty" if self.total else "records.history.empty_all")
            p.text_box(words, LIST.inflate(-200, -300), TextStyle(28, Palette.ink_soft))

    def _draw_row(self, p: Painter, record: GameRecord | None, rect: pygame.Rect, selected: bool, hovered: bool):
        if record is None:
            return
        band = rect.inflate(-6, -10)
        fill = Palette.accent_soft if selected else (*Palette.bg_deep, 150 if hovered else 90)
        p.rect(band, fill, 12)
        p.svg(f"scenes/emblem_{record.game}", pygame.Rect(band.x + 10, band.centery - 35, 112, 70))
        x = band.x + 140
        stamp = when(record.ended)
        right_w = max(p.measure(stamp, WHEN)[0], 150) + 24
        room = band.right - right_w - x
        h1, h2 = p.measure("Ag", LINE1)[1], p.measure("Ag", LINE2)[1]
        top = band.centery - (h1 + h2 + 4) // 2
        name = p.text(game_name(record.game), (x, top), LINE1)
        options = options_brief(record)  # base or tactical, the Automa's level: told apart in the list
        if options:
            soft = TextStyle(LINE1.size, Palette.ink_soft)
            options = p.clip(options, soft, max(0, (room - name.w) // 2))
            name = name.union(p.text(f" · {options}", name.topright, soft))
        result = winner_words(record)
        colour = RESULT if record.finished else TextStyle(RESULT.size, Palette.ink_soft, True)
        p.text(
            p.clip(result, colour, room - name.w - 30),
            (name.right + 24, top + (h1 - p.measure("Ag", colour)[1]) // 2),
            colour,
        )
        seats = " · ".join(tr(w) for w in seat_words(record, scores=True))
        p.text(p.clip(seats, LINE2, room), (x, top + h1 + 4), LINE2)
        p.text(stamp, (band.right - 20, top + 2), WHEN, "topright")
        minutes = duration_words(record)
        if minutes is not None:
            p.text(minutes, (band.right - 20, top + h1 + 4), LINE2, "topright")


class ImportScene(Overlay):
    """Read a JSON record file into the history: a path typed (a name alone is looked for in the
    exports folder) or a file picked from the exports folder.  A file that is refused says why
    and changes nothing."""

    name = "import_record"
    size = (1300, 860)

    def __init__(self, app, book: Book, done):
        super().__init__(app)
        self.book = book
        self.done = done
        self.problem: Msg | None = None
        self.folder = files.exports_dir()
        self.found = [(path, _modified(path)) for path in files.json_files(self.folder)]
        r = self.panel_rect
        p = app.painter
        body = p.wrap(Msg("records.history.import_body"), IMPORT_BODY, r.w - 120)
        self.body_y = r.y + 46 + p.measure("Ag", HEADING_STYLE)[1] + 20
        input_y = self.body_y + len(body) * round(p.measure("Ag", IMPORT_BODY)[1] * 1.12) + 20
        self.input = TextInput(
            pygame.Rect(r.x + 60, input_y, r.w - 120, 68),
            "",
            self._typed,
            max_len=400,
            placeholder=Msg("records.history.import_path"),
            on_enter=self.run,
        )
        self.input.focused = True
        self.group.add(self.input)
        self.folder_y = input_y + 68 + 26
        list_y = self.folder_y + p.measure("Ag", FOLDER)[1] + 10
        self.problem_y = r.bottom - 100 - 24 - 2 * p.measure("Ag", PROBLEM)[1]
        self.list = ScrollList(
            pygame.Rect(r.x + 60, list_y, r.w - 120, max(62, (self.problem_y - 16 - list_y) // 62 * 62)),
            self.found,
            62,
            self._draw_file,
            self._pick_and_run,
            self._pick,
            smooth=True,
        )
        self.list.selected = -1
        self.group.add(self.list)
        self.group.add(Button(pygame.Rect(r.x + 60, r.bottom - 100, 260, 68), Msg("core.button.cancel"), self.close))
        go = Button(
            pygame.Rect(0, r.bottom - 100, 260, 68), Msg("records.history.import_button"), self.run, "import", "primary"
        )
        go.rect.w = max(260, go.needed_width(p))
        go.rect.right = r.right - 60
        self.group.add(go)

    def _typed(self, text: str) -> None:
        self.problem = None

    def _pick(self, found) -> None:
        self.input.text = found[0].name
        self.problem = None

    def _pick_and_run(self, found) -> None:
        self._pick(found)
        self.run()

    def run(self) -> None:
        text = self.input.text
        if not text.strip():
            self.problem = Msg("records.history.import_nothing")
            return
        try:
            path = files.resolve(text)
            record, added = self.book.db.import_json(files.read_import(path), add=True, name=path.name)
        except RecordError as exc:
            self.problem = exc.reason
            self.book.notify()
            return
        self.close()
        self.done(record, added)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.icon("import", pygame.Rect(r.x + 60, r.y + 50, 56, 56), Palette.accent)
        p.text(Msg("records.history.import_title"), (r.x + 136, r.y + 46), HEADING_STYLE)
        p.text_box(
            Msg("records.history.import_body"),
            pygame.Rect(r.x + 60, self.body_y, r.w - 120, self.input.rect.y - self.body_y),
            IMPORT_BODY,
            align="left",
            valign="top",
        )
        words = Msg("records.history.import_folder", folder=str(self.folder))
        p.text(p.clip(words, FOLDER, r.w - 120), (r.x + 60, self.folder_y), FOLDER)
        if not self.found:
            p.text(
                Msg("records.history.import_none"), self.list.rect.center, TextStyle(24, Palette.ink_faint), "center"
            )
        if self.problem is not None:
            box = pygame.Rect(r.x + 60, self.problem_y, r.w - 120, r.bottom - 110 - self.problem_y)
            p.text_box(self.problem, box, PROBLEM, align="left", valign="top", min_size=18)

    def _draw_file(self, p: Painter, found, rect: pygame.Rect, selected: bool, hovered: bool) -> None:
        path, stamp = found
        band = rect.inflate(-4, -6)
        fill = Palette.accent_soft if selected else (*Palette.bg_deep, 150 if hovered else 80)
        p.rect(band, fill, 10)
        p.text(stamp, (band.right - 16, band.centery), WHEN, "midright")
        width = band.w - 40 - p.measure(stamp, WHEN)[0] - 30
        p.text(
            p.clip(path.name, TextStyle(24, Palette.ink), width),
            (band.x + 16, band.centery),
            TextStyle(24, Palette.ink),
            "midleft",
        )


def _modified(path) -> str:
    try:
        return when(path.stat().st_mtime)
    except OSError:
        return ""
