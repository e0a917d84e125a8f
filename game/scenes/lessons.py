"""Learn to play: the four lessons (game/core/lesson.py) with their progress, from the title.

A lesson's match is autosaved under its own name (``tutor.lesson_match_id``), so choosing a
lesson again resumes it where it was left; the steps done are kept in the settings
(``Settings.lessons``), which this page shows: not started, step k of n, done.  A finished
lesson starts again from its first step.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable

import pygame

from game import games, storage
from game.core.data import DataError
from game.core.i18n import Msg
from game.core.match import Match
from game.scenes import registry
from game.scenes.common import PageScene
from game.scenes.tutor import lesson_match_id
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button

log = logging.getLogger("quiet_table")

ROW_H = 132
NAME = TextStyle(32, Palette.ink, True, True)
DETAIL = TextStyle(22, Palette.ink_soft)
INTRO = TextStyle(24, Palette.ink_soft)


def progress(settings: storage.Settings, game: str) -> tuple[Msg, str]:
    """The lesson's progress in words, and the button's kind of start ("start", "resume", "again")."""
    steps = len(games.spec(game).lesson().steps)
    done = settings.lessons.get(game)
    if done is None or (done == 0 and not storage.autosave_path(lesson_match_id(game)).is_file()):
        return Msg("core.lessons.not_started"), "start"
    if done >= steps:
        return Msg("core.lessons.done"), "again"
    return Msg("core.lessons.progress", step=done + 1, steps=steps), "resume"


def save_label(info: storage.SaveInfo) -> Msg | None:
    """How Continue and Load name a lesson's save ("Lesson: The Border — step 7 of 25"), so that it
    is not taken for a real game; None for a real game's save."""
    if info.lesson is None or info.game not in games.GAME_ORDER:
        return None
    name = Msg(f"{info.game}.name")
    try:
        lesson = games.spec(info.game).lesson()
    except DataError:
        return Msg("core.lessons.save", game=name)
    step = lesson.step_of(info.actions)
    if step is None:
        return Msg("core.lessons.save_done", game=name)
    return Msg("core.lessons.save_step", game=name, step=step, steps=len(lesson.steps))


def minutes(game: str) -> int:
    """The lesson's estimated length (``Lesson.minutes``), in whole minutes."""
    return max(1, round(games.spec(game).lesson().minutes()))


def start_lesson(app, game: str, again: bool = False) -> bool:
    """``game``'s lesson on the table: resumed from its save, else (or ``again``) a new one."""
    match_id = lesson_match_id(game)
    path = storage.autosave_path(match_id)
    spec = games.spec(game)
    try:
        lesson = spec.lesson()
    except DataError as exc:
        log.error("lesson of %s: %s", game, exc)
        app.toast(Msg("core.lessons.unreadable", detail=str(exc)), "warning")
        return False
    match: Match | None = None
    if path.is_file() and not again:
        try:
            match = storage.load_match(path, games.rules_or_none)
        except storage.SaveError as exc:
            log.warning("lesson save %s: %s", path, exc.reason)
            match = None
        if match is not None and match.lesson is None:
            match = None  # not a lesson: start one (the file is only overwritten by the new lesson)
    if match is None:
        match = lesson.new_match(spec.instance())
        if again:
            app.settings.lessons.pop(game, None)
    registry.open_match(app, match, match_id)
    return True


class LessonsScene(PageScene):
    name = "lessons"
    heading = Msg("core.lessons.title")

    def build(self) -> None:
        r = self.panel_rect
        self.rows: list[tuple[str, pygame.Rect, Msg, int]] = []
        for n, game in enumerate(games.available()):
            row = pygame.Rect(r.x + 60, r.y + 200 + n * (ROW_H + 16), r.w - 120, ROW_H)
            try:
                said, kind = progress(self.app.settings, game)
                length = minutes(game)
            except DataError as exc:
                log.error("lesson of %s: %s", game, exc)
                said, kind, length = Msg("core.lessons.unreadable", detail=str(exc)), "", 0
            self.rows.append((game, row, said, length))
            if kind:
                label = Msg(f"core.lessons.{kind}")
                button = Button(pygame.Rect(row.right - 250, row.centery - 34, 230, 68), label,
                                lambda g=game, k=kind: self.open(g, k), icon="play",
                                kind="primary" if kind != "again" else "secondary")
                self.group.add(button)
        self.group.add(self.back_button())

    def open(self, game: str, kind: str) -> None:
        start_lesson(self.app, game, again=kind == "again")

    def content_key(self) -> Hashable:
        return tuple((g, tuple(r), s, m) for g, r, s, m in self.rows)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text_box(Msg("core.lessons.intro"), pygame.Rect(r.x + 80, r.y + 96, r.w - 160, 90), INTRO, "center",
                   min_size=16)
        for game, row, said, length in self.rows:
            p.rect(row, (*Palette.bg_deep, 90), 16)
            p.text(Msg(f"{game}.name"), (row.x + 30, row.y + 40), NAME, "midleft", max_width=row.w - 320)
            detail: Text = Msg("core.lessons.detail", progress=said, minutes=length) if length else said
            p.text(detail, (row.x + 30, row.y + 96), DETAIL, "midleft", max_width=row.w - 320)

