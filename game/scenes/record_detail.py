"""One recorded game: how it ended, who sat where (level, score, place, hints, undos), its options;
export it as readable text or as its JSON record (to the exports folder or a folder the player
names: the page says where the file went), or delete it (asked first).

"Review" calls ``registry.review_record(app, record)`` with the whole record (its save, which
replays the game, included): the game on the table, step by step (game/scenes/review.py).
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game import games
from game.core import i18n
from game.core.i18n import Msg, tr
from game.records import TABLE, GameRecord, RecordError, files, level_label, options_text, record_text, when
from game.scenes import registry
from game.scenes.common import PageScene
from game.scenes.dialog import confirm
from game.scenes.record_pages import BODY, CAPTION, CONTENT_BOTTOM, INNER, PANEL, SOFT, Book, game_name, winner_words
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layout import row as row_of
from game.ui.widgets import Button, TextInput

RESULT = TextStyle(34, Palette.ink, bold=True)
CELL = TextStyle(26, Palette.ink)
CELL_BOLD = TextStyle(26, Palette.ink, bold=True)
COLUMNS = ("place", "player", "plays_as", "score", "hints", "undos")
EXPORT_TITLE = TextStyle(28, Palette.ink, True, True)


class RecordScene(PageScene):
    name = "record"
    panel_rect = PANEL

    def __init__(self, app, book: Book, record_id: int):
        self.book = book
        self.record: GameRecord | None = book.db.get(record_id)
        self.status: tuple[Msg, bool] | None = None  # what the last export said, and whether it went well
        self.written = ""  # the last file written
        self.folder_text = str(files.exports_dir())
        super().__init__(app)
        book.notify()

    @property
    def heading(self) -> Text:  # type: ignore[override]
        return game_name(self.record.game) if self.record is not None else ""

    def build(self) -> None:
        back = self.back_button()
        self.group.add(back)
        if self.record is None:
            return
        self._layout()
        self._build_export()
        actions = [
            (Msg("records.detail.delete"), self.ask_delete, "trash", "danger"),
            (Msg("records.detail.review"), self.review, "play", "primary"),
        ]
        made = [Button(pygame.Rect(0, back.rect.y, 240, back.rect.h), t, a, icon=i, kind=k) for t, a, i, k in actions]
        widths = [max(240, b.needed_width(self.app.painter)) for b in made]
        room = pygame.Rect(back.rect.right + 40, back.rect.y, PANEL.right - 40 - back.rect.right - 40, back.rect.h)
        for slot, button in zip(row_of(room, widths, 24, "right"), made):
            button.rect = slot
            self.group.add(button)

    def _layout(self) -> None:
        """Where the lines, the seats' table and the export go, from the words' heights (the
        export right under the table, never below the page's room)."""
        p = self.app.painter
        soft_h, cell_h = p.measure("Ag", SOFT)[1], p.measure("Ag", CELL)[1]
        self.facts_y = PANEL.y + 40 + p.measure("Ag", TextStyle(54, bold=True, serif=True))[1] + 4
        self.result_y = self.facts_y + soft_h + 14
        self.more_y = self.result_y + p.measure("Ag", RESULT)[1] + 10
        self.seats_y = self.more_y + soft_h + 40
        self.row_h = max(56, cell_h + 18)
        sides = len(self.record.seats) + len(self.record.others)
        title_h = p.measure("Ag", EXPORT_TITLE)[1]
        export_h = title_h + 20 + 68 + 14 + 2 * p.measure("Ag", BODY)[1]
        table_bottom = self.seats_y + 40 + sides * self.row_h
        self.export_y = min(CONTENT_BOTTOM - export_h, table_bottom + 40)
        self.row_h = min(self.row_h, (self.export_y - 30 - self.seats_y - 40) // max(1, sides))
        self.input_y = self.export_y + 20 + title_h + 16

    def _build_export(self) -> None:
        p = self.app.painter
        y = self.input_y
        self.folder = TextInput(
            pygame.Rect(INNER.x, y, 900, 68),
            self.folder_text,
            self._folder,
            max_len=400,
            placeholder=Msg("records.detail.folder_hint"),
        )
        self.group.add(self.folder)
        exports = [
            Button(
                pygame.Rect(0, y, 260, 68), Msg(f"records.detail.as_{kind}"), lambda k=kind: self.export(k), "export"
            )
            for kind in (files.TEXT, files.JSON)
        ]
        widths = [max(260, b.needed_width(p)) for b in exports]
        room = pygame.Rect(self.folder.rect.right + 30, y, INNER.right - self.folder.rect.right - 30, 68)
        for slot, button in zip(row_of(room, widths, 20), exports):
            button.rect = slot
            self.group.add(button)

    def _folder(self, text: str) -> None:
        self.folder_text = text
        self.status = None

    # -- what the buttons do ----------------------------------------------------------------------
    def export(self, kind: str) -> None:
        """Write the record as text or JSON into the folder typed; say where it went (or why not)."""
        record = self.record
        if record is None:
            return
        try:
            folder = files.resolve(self.folder_text)
            content = record_text(record, i18n.language()) if kind == files.TEXT else record.to_json_text()
            path = files.write_export(record, kind, content, folder)
        except RecordError as exc:
            self.status = (exc.reason, False)
            self.app.toast(exc.reason, "warning")
            return
        self.written = str(path)
        self.status = (Msg("records.detail.written"), True)
        self.app.toast(Msg("records.detail.exported"), "good")

    def ask_delete(self) -> None:
        record = self.record
        if record is None:
            return
        confirm(
            self.app,
            Msg("records.detail.delete_title"),
            Msg(
                "records.detail.delete_body",
                game=game_name(record.game),
                when=when(record.ended),
                result=self._result_words(),
            ),
            self.delete,
            yes=Msg("records.detail.delete_yes"),
            no=Msg("core.button.cancel"),
        )

    def delete(self) -> None:
        if self.record is None or self.record.id is None:
            return
        gone = self.book.db.delete(self.record.id)
        self.book.changed()
        self.back()
        refresh = getattr(self.app.stack.top, "refresh", None)
        if refresh is not None:
            refresh()
        self.app.toast(
            Msg("records.detail.deleted" if gone else "records.export.missing"), "good" if gone else "warning"
        )

    def review(self) -> None:
        if self.record is not None:
            registry.review_record(self.app, self.record)

    # -- drawing --------------------------------------------------------------------------------
    def content_key(self) -> Hashable:
        return (self.status, self.written, self.book.version)

    def _result_words(self) -> Text:
        record = self.record
        if record is None:
            return ""
        if record.finished:
            return record.result_line() or Msg("records.result.finished")
        return winner_words(record)

    def draw_content(self, p: Painter) -> None:
        record = self.record
        if record is None:
            p.text(Msg("records.export.missing"), PANEL.center, TextStyle(30, Palette.ink_soft), "center")
            return
        r = self.panel_rect
        p.svg(f"scenes/emblem_{record.game}", pygame.Rect(INNER.x, r.y + 30, 128, 80))
        facts = [Msg("records.text.finished" if record.finished else "records.text.abandoned", when=when(record.ended))]
        if record.seconds is not None:
            kind = "table" if record.seconds_kind == TABLE else "wall"
            facts.append(Msg(f"records.text.duration_{kind}", minutes=max(1, round(record.seconds / 60))))
        p.text(p.clip(" · ".join(tr(f) for f in facts), SOFT, r.w - 360), (r.centerx, self.facts_y), SOFT, "midtop")
        p.text(p.clip(self._result_words(), RESULT, r.w - 200), (r.centerx, self.result_y), RESULT, "midtop")
        more = []
        rules = games.rules_or_none(record.game)
        if record.level and rules is not None and not rules.opponent_option:  # else it is among the options
            more.append(tr(Msg("records.detail.level", level=level_label(record.game, record.level))))
        options = options_text(record)
        if options:
            more.append(tr(Msg("records.text.options", options=options)))
        if more:
            p.text(p.clip(" · ".join(more), SOFT, r.w - 200), (r.centerx, self.more_y), SOFT, "midtop")
        self._draw_seats(p, record)
        self._draw_export(p)

    def _draw_seats(self, p: Painter, record: GameRecord) -> None:
        n, others = len(record.seats), len(record.others)
        places = [s.place for s in record.seats] + [0 if n + i in record.winners else 1 for i in range(others)]
        scores = [s.score for s in record.seats] + [v for _k, v in record.others]
        names: list[Text] = [Msg.raw(s.name) for s in record.seats] + [Msg(key) for key, _v in record.others]
        kinds: list[Text] = [
            Msg("records.detail.person")
            if seat.is_human
            else Msg("records.detail.computer", level=level_label(record.game, seat.level))
            for seat in record.seats
        ]
        kinds += [level_label(record.game, record.level)] * others  # Brass: the Automa's difficulty
        people = [s.is_human for s in record.seats] + [False] * others
        hints = [str(s.hints) if s.is_human else "–" for s in record.seats] + ["–"] * others
        undos = [str(s.undos) if s.is_human else "–" for s in record.seats] + ["–"] * others
        rows = [
            ["–" if place is None else str(place + 1), name, kind, "–" if score is None else f"{score:g}", hint, undo]
            for place, name, kind, score, hint, undo in zip(places, names, kinds, scores, hints, undos)
        ]
        headers = [Msg(f"records.detail.{c}") for c in COLUMNS]
        widths = [max(p.measure(cell, CELL_BOLD)[0] for cell in column) + 40 for column in zip(headers, *rows)]
        widths[1] += max(0, INNER.w - sum(widths))
        xs = [INNER.x]
        for w in widths[:-1]:
            xs.append(xs[-1] + w)
        head_y = self.seats_y
        for x, w, head in zip(xs, widths, headers):
            anchor, at = ("midleft", x + 14) if head.key.endswith(("player", "plays_as")) else ("midright", x + w - 20)
            p.text(head, (at, head_y), CAPTION, anchor)
        p.line((INNER.x, head_y + 26), (INNER.right, head_y + 26), Palette.panel_edge, 2)
        for i, cells in enumerate(rows):
            band = pygame.Rect(INNER.x, head_y + 40 + i * self.row_h, INNER.w, self.row_h - 6)
            winner = places[i] == 0 and record.finished
            p.rect(band, (*Palette.accent_soft, 170) if winner else (*Palette.bg_deep, 100), 10)
            for j, (x, w, cell) in enumerate(zip(xs, widths, cells)):
                style = CELL_BOLD if j == 1 and people[i] else CELL
                if j in (1, 2):
                    p.text(p.clip(cell, style, w - 28), (x + 14, band.centery), style, "midleft")
                else:
                    p.text(cell, (x + w - 20, band.centery), style, "midright")
            if winner:
                p.icon("trophy", pygame.Rect(xs[0] + 10, band.centery - 15, 30, 30), Palette.glow)

    def _draw_export(self, p: Painter) -> None:
        y = self.export_y
        p.line((INNER.x, y), (INNER.right, y), Palette.panel_edge, 2)
        p.text(Msg("records.detail.export_title"), (INNER.x, y + 20), EXPORT_TITLE)
        if self.status is None:
            return
        words, good = self.status
        style = TextStyle(BODY.size, Palette.good if good else Palette.danger, bold=good)
        y = self.input_y + 68 + 14
        if good:  # "The file was written:" and its path on a line of its own (its end, when too long)
            p.text(words, (INNER.x, y), style)
            path = TextStyle(BODY.size, Palette.ink)
            p.text(p.clip(self.written, path, INNER.w, keep_end=True), (INNER.x, y + p.measure("Ag", style)[1]), path)
        else:
            box = pygame.Rect(INNER.x, y, INNER.w, 2 * p.measure("Ag", style)[1] + 4)
            p.text_box(words, box, style, "left", "top", min_size=18)
