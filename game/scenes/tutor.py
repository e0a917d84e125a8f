"""What the table says to teach: a lesson's coach panel (a GUIDED session, game/core/lesson.py)
and the coach's note after a person's move (``Settings.coach``, game/core/coach.py).

The play screen (game/scenes/play.py) holds a ``LessonTable`` when its session is guided and a
``CoachTalk`` when the coach is on for a live game; it passes them the session's events first (a
lesson's reply is shown in its panel, not as a toast) and draws their components over the view's.

Both place a card where it covers nothing the person acts on (``card_place``): the top of the
log's column when the view leaves it free (the log keeps the rest of the column, below the card:
``LogPanel.taken_top``), else the view's ``coach_room`` (a corner it can spare), else the
board's corner farthest from the places that glow.  A lesson's panel says the step (what to do
and why), the kind reply to a move off the script, and points an arrow at the place to act when
the step asks for one; the places glow as a suggested move does (``TableView.hint_rects``).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Hashable
from typing import Any

import pygame

from game import games
from game.core.coach import Coach, CoachNote, LossSurvey, MoveLoss
from game.core.i18n import Msg, seat_msg, tr
from game.core.lesson import LessonGuide, LessonStatus
from game.core.session import (
    EXPECTED,
    LIVE,
    Changed,
    Event,
    GameOver,
    GuideReply,
    MovePlayed,
    Refused,
    TableModel,
)
from game.scenes import registry
from game.scenes.aids import Aid
from game.scenes.dialog import Dialog
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, Text

log = logging.getLogger("quiet_table")

CARD_W = 440
MARGIN = 16
HEAD = TextStyle(20, Palette.ink_soft, True)
SAY = TextStyle(25, Palette.ink)
REPLY = TextStyle(23, Palette.ink, True)
NOTE = TextStyle(22, Palette.ink)


def lesson_match_id(game: str) -> str:
    """The autosave's name of ``game``'s lesson (one per game: starting it again resumes it)."""
    return f"lesson-{game}"


def card_place(scene, size: tuple[int, int], avoid: list[pygame.Rect], column: bool) -> pygame.Rect:
    """Where a card of ``size`` stands on ``scene``'s table (see the module docstring)."""
    w, h = size
    panel = scene.log_panel
    canvas = scene.canvas
    if column:
        r = panel.rect
        return pygame.Rect(r.x, r.y, r.w, min(h, r.h))
    room = scene.view.coach_room(scene.session.model())
    if room is None:
        room = pygame.Rect(canvas.x, scene.top_bar.bottom, canvas.w, canvas.h - scene.top_bar.bottom)
        room = room.inflate(-2 * MARGIN, -2 * MARGIN)
    w, h = min(w, room.w), min(h, room.h)
    corners = [
        pygame.Rect(room.right - w, room.bottom - h, w, h),
        pygame.Rect(room.right - w, room.y, w, h),
        pygame.Rect(room.x, room.bottom - h, w, h),
        pygame.Rect(room.x, room.y, w, h),
    ]
    if panel.open:
        avoid = [*avoid, panel.rect]

    def overlap(r: pygame.Rect) -> int:
        return sum(r.clip(a).w * r.clip(a).h for a in avoid)

    return min(corners, key=overlap)  # the first corner clear of them all, else the least covered


def _lines_height(p: Painter, text: Text, style: TextStyle, width: int) -> int:
    return int(len(p.wrap(text, style, width)) * p.measure("Ag", style)[1] * 1.12) + 4


# -- a lesson ------------------------------------------------------------------------------------


class LessonTable(Aid):
    """A guided session's lesson at the table: the panel, the glow and arrow, the replies, the
    progress kept in the settings, and the offer of a real game at the end."""

    def __init__(self, scene):
        self.scene = scene
        self.session = scene.session
        guide = self.session.guide
        assert isinstance(guide, LessonGuide)
        self.guide: LessonGuide = guide
        self.reply: Msg | None = None
        self.reply_kind = ""  # "accepted" or "refused"
        self.log_shown = False  # the log shows in the panel's place (the log button)
        self._column: bool | None = None
        self._status: tuple[tuple, LessonStatus] | None = None
        self.offered = self.status().finished  # a lesson resumed after its end offers nothing again
        self.panel = LessonPanel(self)
        self.glow = LessonGlow(self)
        scene.log_panel.taken_top = self.log_taken
        self._keep_progress()

    # -- what the panel shows ----------------------------------------------------------------
    def status(self) -> LessonStatus:
        key = (self.session.version, self.session.thinking)
        if self._status is None or self._status[0] != key:
            self._status = (key, self.guide.status(self.session.match))
        return self._status[1]

    def components(self) -> list[Component]:
        return [self.glow, self.panel]

    def expects(self, action) -> bool:
        """``action`` is the move (or one of the moves) the step asks for now."""
        session = self.session
        seat = session.match.to_move()
        if seat is None or seat != self.guide.person or session.rules.refusal(session.match.state, action):
            return False
        return self.guide.judge(session.match, seat, action).kind == EXPECTED

    @property
    def covers_log(self) -> bool:
        """The panel stands in the log's column (the log button swaps them): when the view leaves
        that column free as the table opens (decided on first use, after the view's own start)."""
        if self._column is None:
            self._column = self.scene.log_panel.open
        return self._column

    def log_taken(self) -> int:
        """The top of the log's column the panel takes when they share it (the log keeps the
        rest, so its newest lines are never under the panel); 0 while the log is swapped in."""
        if not self.covers_log or self.log_shown:
            return 0
        return self.panel.height(self.scene.session.model()) + MARGIN

    def toggle_log(self) -> bool:
        """The log button: swap the panel and the log when they share the column (True), else
        the frame opens the log as usual (False; so does a view closing the log as it starts)."""
        if self._column is None or not self._column:
            return False
        self.log_shown = not self.log_shown
        self.scene.app.dirty = True
        return True

    def hides_log(self) -> bool:
        return self.covers_log and not self.log_shown

    def target_rects(self, model: TableModel) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        for action in self.status().targets:
            out += self._rects(action, model)
        return out

    def arrow_rect(self, model: TableModel) -> pygame.Rect | None:
        status = self.status()
        if status.arrow is None:
            return None
        rects = self._rects(status.arrow, model)
        return rects[-1] if rects else None  # where it goes (the piece to take glows already)

    def _rects(self, action, model: TableModel) -> list[pygame.Rect]:
        try:
            return [pygame.Rect(r) for r in self.scene.view.hint_rects(action, model)]
        except Exception:  # noqa: BLE001 - a glow is a nicety: the words still say it
            log.exception("lesson: the places of %r", action)
            return []

    # -- the session's events ------------------------------------------------------------------
    def takes(self, event: Event) -> bool:
        """Note ``event``; True when the lesson shows it itself (a reply), so the frame does not."""
        if isinstance(event, MovePlayed):
            if not event.by_bot:
                self.reply = None
            self._keep_progress()
        elif isinstance(event, Changed):
            if event.why in ("undo", "redo"):
                self.reply = None
            self._keep_progress()
        elif isinstance(event, GuideReply):
            self.reply, self.reply_kind = event.text, event.verdict
            self.log_shown = False
            return True
        elif isinstance(event, Refused) and event.guide:
            self.reply, self.reply_kind = event.reason, "refused"
            self.log_shown = False
            return True
        return False

    def _keep_progress(self) -> None:
        """The steps done, in the settings (the lessons' list shows them); a lesson once finished
        stays finished there, whatever a later run of it reaches."""
        status = self.status()
        done = status.steps if status.finished else status.step - 1
        app, game = self.scene.app, self.session.game
        stored = app.settings.lessons.get(game)
        if stored == done or (stored is not None and stored >= status.steps):
            return
        app.settings.lessons[game] = done
        try:
            app.save_settings()
        except Exception:  # noqa: BLE001 - progress is a nicety; the lesson's own save holds it too
            log.exception("lesson: keeping the progress")

    # -- the loop --------------------------------------------------------------------------------
    def update(self) -> bool:
        """At the lesson's end (once the last move has shown): the offer of a real game."""
        scene = self.scene
        if self.offered or not self.status().finished or scene.animator.busy or scene.app.stack.top is not scene:
            return False
        self.offered = True
        self.offer()
        return False  # the offer is a scene of its own

    def offer(self) -> None:
        app, game = self.scene.app, self.session.game
        lesson = self.guide.lesson
        level = _level_label(game, lesson.suggest)
        buttons = [
            (Msg("core.lessons.to_title"), self.to_title, "secondary"),
            (Msg("core.lessons.see_results" if self.session.match.is_over() else "core.lessons.keep_playing"), None,
             "secondary"),
            (Msg("core.lessons.real_game", level=level), self.real_game, "primary"),
        ]
        app.stack.push(Dialog(app, Msg("core.lessons.finished"), lesson.closing, buttons, "trophy",
                              widths=[300, 300, 340]))

    def to_title(self) -> None:
        self.session.save_now()
        registry.reset(self.scene.app, "title")

    def real_game(self) -> None:
        self.session.save_now()
        app, lesson = self.scene.app, self.guide.lesson
        names = [s.name for s in self.session.match.config.seats]
        registry.open_match(app, lesson.real_match(self.session.rules, names))


def _level_label(game: str, level: str) -> Text:
    """The suggested level in words: the neutral opponent's option's choice (Brass: the Automa's
    difficulty), else the computer players' level."""
    rules = games.rules_for(game)
    for spec in rules.options():
        if spec.key == rules.opponent_option:
            choice = next((c for c in spec.choices if str(c) == level), level)
            return games.option_label(game, spec, choice)
    return games.level_label(game, level)


class LessonPanel(Component):
    """The coach's words: step k of n, what to do and why, and a reply to a move off the script."""

    def __init__(self, lesson: LessonTable):
        self.lesson = lesson
        self.bounds = pygame.Rect(0, 0, 0, 0)
        self._measured: tuple[Hashable, int] | None = None

    def content(self, model: TableModel) -> tuple:
        lesson = self.lesson
        status = lesson.status()
        head = Msg("core.lessons.finished") if status.finished else Msg(
            "core.lessons.step", step=status.step, steps=status.steps)
        watch = model.thinking and not status.finished
        return (head, status.text, lesson.reply, lesson.reply_kind, watch)

    def height(self, model: TableModel) -> int:
        return self._height(self.content(model))

    def part(self, model: TableModel) -> Hashable:
        lesson, scene = self.lesson, self.lesson.scene
        if lesson.log_shown and lesson.covers_log:
            self.bounds = pygame.Rect(0, 0, 0, 0)
            return ("log",)
        content = self.content(model)
        height = self._height(content)
        avoid = lesson.target_rects(model)
        arrow = lesson.arrow_rect(model)
        if arrow is not None:
            avoid.append(arrow)
        self.bounds = card_place(scene, (CARD_W, height), avoid, lesson.covers_log)
        return (tuple(self.bounds), content)

    def _height(self, content: tuple) -> int:
        if self._measured is not None and self._measured[0] == content:
            return self._measured[1]
        p = self.lesson.scene.app.painter
        head, text, reply, _kind, watch = content
        width = CARD_W - 44
        h = 22 + _lines_height(p, head, HEAD, width) + 8 + _lines_height(p, text, SAY, width) + 18
        if reply is not None:
            h += _lines_height(p, reply, REPLY, width - 50) + 26
        if watch:
            h += _lines_height(p, Msg("core.lessons.watch"), HEAD, width) + 8
        self._measured = (content, h)
        return h

    def paint(self, p: Painter, part: Any) -> None:
        if part == ("log",):
            return
        bounds, (head, text, reply, kind, watch) = pygame.Rect(part[0]), part[1]
        p.panel(bounds, Palette.panel, Palette.glow, 16)
        p.rect(pygame.Rect(bounds.x, bounds.y, 8, bounds.h), Palette.glow, 4)
        x, width = bounds.x + 24, bounds.w - 44
        y = bounds.y + 16
        p.icon("bulb", pygame.Rect(x, y, 26, 26), Palette.accent)
        y += p.text_box(head, pygame.Rect(x + 34, y, width - 34, 30), HEAD, "left", "top", min_size=14) + 8
        reply_h = 0 if reply is None else _lines_height(p, reply, REPLY, width - 50) + 26
        watch_h = 0 if not watch else _lines_height(p, Msg("core.lessons.watch"), HEAD, width) + 8
        room = bounds.bottom - y - 14 - reply_h - watch_h
        y += p.text_box(text, pygame.Rect(x, y, width, room), SAY, "left", "top", min_size=16) + 10
        if watch:
            y += p.text_box(Msg("core.lessons.watch"), pygame.Rect(x, y, width, watch_h), HEAD, "left", "top",
                            min_size=14) + 8
        if reply is not None:
            box = pygame.Rect(x - 8, y, width + 16, bounds.bottom - y - 12)
            colour = Palette.glow_soft if kind != "refused" else (*Palette.danger, 60)
            p.rect(box, colour, 10)
            p.icon("info" if kind != "refused" else "warning", pygame.Rect(box.x + 10, box.y + 12, 28, 28),
                   Palette.ink)
            p.text_box(reply, pygame.Rect(box.x + 48, box.y + 10, box.w - 58, box.h - 16), REPLY, "left", "top",
                       min_size=15)


class LessonGlow(Component):
    """The places the step's moves take glow; an arrow from the panel points at the place to act
    when the step asks for one."""

    def __init__(self, lesson: LessonTable):
        self.lesson = lesson
        self.bounds = pygame.Rect(0, 0, 0, 0)

    def part(self, model: TableModel) -> Hashable:
        lesson = self.lesson
        if model.actor is None:
            self.bounds = pygame.Rect(0, 0, 0, 0)
            return ()
        rects = lesson.target_rects(model)
        arrow = lesson.arrow_rect(model)
        line = None
        lesson.panel.part(model)  # placed first: the arrow starts at its edge (this frame's place)
        panel = lesson.panel.bounds
        if arrow is not None and panel.w:
            line = _arrow_line(panel, arrow)
        shapes = [*rects] + ([pygame.Rect(line[0], (1, 1)).union(pygame.Rect(line[1], (1, 1)))] if line else [])
        self.bounds = shapes[0].unionall(shapes[1:]).inflate(80, 80) if shapes else pygame.Rect(0, 0, 0, 0)
        return (tuple(tuple(r) for r in rects), line)

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        rects, line = part
        seen = set()
        for r in rects:
            if r in seen:
                continue
            seen.add(r)
            p.target_glow(pygame.Rect(r).inflate(10, 10), 14, strong=True)
        if line is not None:
            draw_arrow(p, line[0], line[1])


def _arrow_line(panel: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """From the panel's edge towards ``target``, stopping short of it."""
    tx, ty = target.center
    sx = min(max(tx, panel.x + 30), panel.right - 30)
    sy = min(max(ty, panel.y + 30), panel.bottom - 30)
    if panel.collidepoint(tx, ty):
        return None
    # start on the panel's side that faces the target
    if tx < panel.x:
        sx = panel.x
    elif tx > panel.right:
        sx = panel.right
    elif ty < panel.y:
        sy = panel.y
    else:
        sy = panel.bottom
    dx, dy = tx - sx, ty - sy
    dist = math.hypot(dx, dy)
    if dist < 40:
        return None
    reach = max(0.0, dist - (min(target.w, target.h) / 2 + 22))
    end = (round(sx + dx * reach / dist), round(sy + dy * reach / dist))
    start = (round(sx + dx * 14 / dist), round(sy + dy * 14 / dist))
    return start, end


def draw_arrow(p: Painter, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A thick amber arrow with a dark rim, its head at ``end``."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    dist = math.hypot(dx, dy) or 1.0
    ux, uy = dx / dist, dy / dist
    head = 34
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * 22, base[1] + ux * 22)
    right = (base[0] + uy * 22, base[1] - ux * 22)
    p.line(start, base, Palette.ink, 14)
    p.polygon([(end[0] + ux * 5, end[1] + uy * 5), (left[0] - uy * 4, left[1] + ux * 4),
               (right[0] + uy * 4, right[1] - ux * 4)], Palette.ink)
    p.line(start, base, Palette.glow, 8)
    p.polygon([end, left, right], Palette.glow)


# -- the coach -----------------------------------------------------------------------------------


class CoachTalk(Aid):
    """``Settings.coach`` at a live table: each person's move is appraised in the background
    (game/core/coach.py); a note clearly worse than Hard's choice shows on a small card until the
    person's next move, only to the person who played it.  At the game's end a ``LossSurvey``
    finds the moves that cost most, for the results."""

    def __init__(self, scene, coach: Coach):
        self.scene = scene
        self.session = scene.session
        self.coach = coach
        self.note: CoachNote | None = None
        self.survey: LossSurvey | None = None
        self.card = CoachCard(self)

    @classmethod
    def for_scene(cls, scene) -> CoachTalk | None:
        session = scene.session
        if session.mode != LIVE or not session.humans or not scene.app.settings.coach_on(session.game):
            return None
        try:
            coach = games.make_coach(session.game, session.match.config.seed)
        except Exception:  # noqa: BLE001 - a table without its coach still plays
            log.exception("no coach for %s", session.game)
            return None
        return cls(scene, coach)

    def components(self) -> list[Component]:
        return [self.card]

    def takes(self, event: Event) -> bool:
        session = self.session
        if isinstance(event, MovePlayed) and not event.by_bot and event.seat in session.humans:
            self.note = None
            if not event.action.confirm:
                view = session.rules.view(event.before, event.seat)
                self.coach.after_move(view, event.action, event.seat, event.step)
        elif isinstance(event, Changed) and event.why in ("undo", "redo"):
            self.coach.forget_from(len(session.match.actions))
            if self.note is not None and self.note.loss.step >= len(session.match.actions):
                self.note = None
        elif isinstance(event, GameOver):
            self.start_survey()
        return False

    def update(self) -> bool:
        """Collect the notes ready; True when the card changed."""
        changed = False
        actions = self.session.match.actions
        for note in self.coach.poll():
            step = note.loss.step
            if step < len(actions) and actions[step] == note.loss.played and step == self._last_person_step():
                self.note = note
                changed = True
        return changed

    def busy(self) -> bool:
        return self.coach.busy

    def _last_person_step(self) -> int | None:
        match = self.session.match
        for k in range(len(match.actions) - 1, -1, -1):
            if match.actors[k] in self.session.humans and not match.actions[k].confirm:
                return k
        return None

    def shown(self) -> CoachNote | None:
        """The note to show now: never to a person other than the one who played the move."""
        note = self.note
        if note is None:
            return None
        session = self.session
        if session.private and session.viewer != note.loss.seat:
            return None
        return note

    # -- the results -------------------------------------------------------------------------------
    def start_survey(self) -> None:
        if self.survey is not None:
            return
        key = self.session.game
        self.survey = LossSurvey.of_match(self.session.match, self.session.humans, lambda s: games.appraiser(key, s),
                                          known=dict(self.coach.losses))

    def costly(self) -> Msg | None:
        """The results' line: per person, the three moves that cost most (or why not yet)."""
        survey = self.survey
        if survey is None:
            return None
        if not survey.done:
            return Msg("core.coach.results_busy")
        points = survey.turning_points(3, least=self.coach.threshold / 2)
        if not points:
            return Msg("core.coach.results_none")
        parts = []
        for seat, losses in sorted(points.items()):
            moves = [self._move(loss) for loss in losses]
            joined = Msg.raw("; ".join(tr(m) for m in moves))
            parts.append(tr(Msg("core.coach.results_seat", player=seat_msg(seat), moves=joined)))
        return Msg.raw(" · ".join(parts))

    def _move(self, loss: MoveLoss) -> Msg:
        match = self.session.match
        number = sum(1 for a in match.actors[: loss.step + 1] if a == loss.seat)
        return Msg("core.coach.results_move", number=number, move=preferred_words(match, loss))


def preferred_words(match, loss: MoveLoss) -> Msg:
    """What the hard player preferred at ``loss``'s decision, in words, from what that seat saw."""
    view = match.rules.view(match.at(loss.step).state, loss.seat)
    words = games.move_words(match.config.game, match.rules, view, loss.best, loss.seat)
    return words or Msg("core.hint.no_words")


class CoachCard(Component):
    """The coach's note: "Hard would have played X — why", beside the board."""

    def __init__(self, talk: CoachTalk):
        self.talk = talk
        self.bounds = pygame.Rect(0, 0, 0, 0)

    def part(self, model: TableModel) -> Hashable:
        note = self.talk.shown()
        if note is None:
            self.bounds = pygame.Rect(0, 0, 0, 0)
            return ()
        scene = self.talk.scene
        p = scene.app.painter
        height = 40 + _lines_height(p, note.text, NOTE, CARD_W - 72)
        self.bounds = card_place(scene, (CARD_W, height), [], scene.log_panel.open)
        return (tuple(self.bounds), note.text)

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        bounds = pygame.Rect(part[0])
        p.panel(bounds, Palette.panel, Palette.accent, 14)
        p.icon("bulb", pygame.Rect(bounds.x + 14, bounds.y + 14, 32, 32), Palette.accent)
        p.text_box(part[1], pygame.Rect(bounds.x + 58, bounds.y + 14, bounds.w - 72, bounds.h - 24), NOTE, "left",
                   "top", min_size=15)
