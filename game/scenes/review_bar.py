"""The review's controls: the play screen's chrome when its session is a review (issue 23.3).

In the top bar, where the turn and the prompt stand in a live game (and Undo, Redo, the hint and
the menu are not shown), the steps through the game — to the start (Home), to
the previous scoring (Page Up: ``Rules.milestone``), back one move (←), where the review stands,
on one move (→), to the next scoring (Page Down), to the end (End) —, whose eyes the table is
seen through ("Seen by Ana": a click or V for the next person, every seat once the game is over),
the switch that shows everyone's hidden cards once the game is over (S; both only for games with
hidden information), and Leave review (Esc), which goes back to the screen the review was opened from.  In a finished
game with people at it, the hard player appraises their decisions in the background
(``LossSurvey``, as for the results): once it is done the review says how many costly moves it
found, and T goes to the next one (the position before it, with what Hard preferred).  It is a
``Component`` of the play screen's board layer (drawn again only when what it shows changes)
whose buttons are widgets of its own group, and an ``Aid`` of that screen (game/scenes/aids.py):
the screen passes it input (the keys come through ``key``) and asks it for tooltips.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game import games
from game.core import i18n
from game.core.coach import LossSurvey
from game.core.i18n import Msg, seat_msg
from game.core.rules import CHANCE
from game.core.session import REVIEW, TableModel, TableSession
from game.scenes.aids import Aid
from game.scenes.tutor import preferred_words
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, Text
from game.ui.layers import widgets_look
from game.ui.widgets import Button, WidgetGroup

BUTTON_H = 64
"""The buttons' side (virtual pixels): 43 px at 1280x720."""
POSITION = TextStyle(26, Palette.paper_ink, bold=True)
WORDS_MIN = 220
"""The least room for "Move 103 of 108" (virtual pixels)."""

STEPS = (
    # name, icon, key, what it does to the session
    ("start", "to_start", pygame.K_HOME, TableSession.to_start),
    ("previous_mark", "mark_back", pygame.K_PAGEUP, TableSession.previous_milestone),
    ("back", "step_back", pygame.K_LEFT, TableSession.back),
    ("forward", "step_next", pygame.K_RIGHT, TableSession.forward),
    ("next_mark", "mark_next", pygame.K_PAGEDOWN, TableSession.next_milestone),
    ("end", "to_end", pygame.K_END, TableSession.to_end),
)
KEYS = {key: step for _name, _icon, key, step in STEPS}
SHOW_ALL_KEY = pygame.K_s
LOOK_KEY = pygame.K_v
TURNING_KEY = pygame.K_t


def decisions(session: TableSession) -> list[int]:
    """The steps at which someone decided (the chance outcomes between them are not moves)."""
    return [k for k, seat in enumerate(session.record.actors) if seat != CHANCE]


def position_text(session: TableSession) -> Msg:
    """"Move 12 of 80" (decisions taken / in the game), or "The start · 80 moves"."""
    stops = decisions(session)
    moves = len(stops)
    move = sum(1 for k in stops if k < session.step)
    if move == 0:
        return Msg("records.review.at_start", moves=moves)
    return Msg("records.review.position", move=move, moves=moves)


class ReviewBar(Component, Aid):
    """See the module docstring.  ``leave`` closes the review (Esc too); ``moved`` is called after each step."""

    def __init__(self, session: TableSession, leave: Callable[[], None], moved: Callable[[], None],
                 say: Callable[[Msg], None] = lambda text: None):
        super().__init__()
        self.session = session
        self.leave = leave
        self.moved = moved
        self.say = say
        self.group = WidgetGroup()
        self.buttons: dict[str, Button] = {}
        self.survey: LossSurvey | None = None
        self.turning: list[int] | None = None  # the costly moves' steps, once the survey is done
        record = session.record
        if session.humans and record.is_over():
            game = session.game
            self.survey = LossSurvey.of_match(record, session.humans, lambda seed: games.appraiser(game, seed))

    @classmethod
    def for_scene(cls, scene) -> ReviewBar | None:
        """The bar of the play screen ``scene`` when its session is a review (else None): each step
        brings the log back to its end and closes the hint; leaving closes the scene, and the table
        under it (a scene with a session: under the results, say) names its own seats again."""
        session, app = scene.session, scene.app
        if session.mode != REVIEW:
            return None

        def moved() -> None:
            scene.log_panel.scroll_from_end = 0
            scene.hint.clear()
            scene.animator.finish_all()
            app.dirty = True

        said: list = []

        def say(text) -> None:
            said.append(text)
            app.toast(text)

        def leave() -> None:
            bar.stop()
            app.withdraw(said)  # its messages name its own keys and moves
            app.stack.remove(scene)
            tables = [s.session for s in app.stack.scenes if isinstance(getattr(s, "session", None), TableSession)]
            if tables:
                i18n.set_seat_names([seat.name for seat in tables[-1].match.config.seats])
            app.dirty = True

        bar = cls(session, leave, moved, say)
        return bar

    # -- the turning points --------------------------------------------------------------------
    def poll(self) -> None:
        """Once the survey is done: the costly moves (the three that cost each person most, each
        at least half the coach's threshold), said once."""
        survey = self.survey
        if survey is None or self.turning is not None or not survey.done:
            return
        least = games.coach_threshold(self.session.game) / 2
        points = survey.turning_points(3, least=least) if survey.error is None else {}
        self.turning = sorted(loss.step for losses in points.values() for loss in losses)
        if self.turning:
            self.say(Msg("records.review.turning_found", count=len(self.turning)))

    def next_turning(self) -> None:
        """To the next costly move (the position before it), and what Hard preferred there."""
        self.poll()
        if not self.turning:
            self.say(Msg("records.review.turning_busy" if self.turning is None and self.survey else
                         "records.review.turning_none"))
            return
        step = next((k for k in self.turning if k > self.session.step), self.turning[0])
        loss = self.survey.losses[step]
        self.session.goto(step)
        self.session.look_as(loss.seat)  # through the eyes of who is to decide (their hand, not the other's)
        self.moved()
        self.say(Msg("records.review.turning_at", move=preferred_words(self.session.record, loss)))

    def stop(self) -> None:
        if self.survey is not None:
            self.survey.cancel()

    def build(self, p: Painter, bounds: pygame.Rect) -> None:
        """The buttons in ``bounds`` (the top bar's middle): the steps and where the review
        stands at the left, the hidden cards' switch and Leave review at the right."""
        self.bounds = pygame.Rect(bounds)
        self.group = WidgetGroup()
        self.buttons = {}
        y = bounds.y + (bounds.h - BUTTON_H) // 2
        for name, icon, _key, step in STEPS:
            self.buttons[name] = Button(
                pygame.Rect(0, y, BUTTON_H, BUTTON_H),
                "",
                lambda step=step: self.go(step),
                icon=icon,
                kind="felt",
                tooltip=Msg(f"records.review.{name}_tip"),
            )
        leave = Button(
            pygame.Rect(0, y, 200, BUTTON_H), Msg("records.review.leave"), self.leave, icon="back", kind="secondary",
            tooltip=Msg("records.review.leave_tip"), text_size=24,
        )
        leave.rect.w = max(200, leave.needed_width(p))
        leave.rect.right = bounds.right - 16
        self.buttons["leave"] = leave
        right = leave.rect.x - 16
        steps_w = 6 * BUTTON_H + 5 * 10 + 20
        if self.session.rules.hidden_information:
            show = Button(
                pygame.Rect(0, y, 220, BUTTON_H), Msg("records.review.show_all"), self.toggle_show_all, icon="eye",
                kind="felt", tooltip=Msg("records.review.show_all_tip"), text_size=24,
            )
            show.rect.w = max(220, show.needed_width(p))
            if right - show.rect.w - 16 - bounds.x < steps_w + WORDS_MIN:  # no room for its words: the eye alone
                show.label, show.rect.w = "", BUTTON_H
            show.rect.right = right
            self.buttons["show_all"] = show
            right = show.rect.x - 16
        if self.session.rules.hidden_information and len(self.session.lookers()) > 1:
            look = Button(
                pygame.Rect(0, y, 220, BUTTON_H), self.look_label(), self.look_next, icon="person", kind="felt",
                tooltip=Msg("records.review.look_tip"), text_size=24,
            )
            widths = []
            for seat in self.session.lookers():  # as wide as the longest name needs
                look.label = Msg("records.review.look_as", player=seat_msg(seat))
                widths.append(look.needed_width(p))
            look.label = self.look_label()
            look.rect.w = max(BUTTON_H, min(max(widths), right - bounds.x - steps_w - WORDS_MIN - 16))
            look.rect.right = right
            self.buttons["look"] = look
            right = look.rect.x - 16
        # the six steps, three either side of the position's words, in the room left
        words_w = max(WORDS_MIN, min(p.measure(Msg("records.review.position", move=888, moves=888), POSITION)[0] + 16,
                                     right - bounds.x - steps_w))
        self.words = pygame.Rect(0, y, words_w, BUTTON_H)
        x = bounds.x + max(0, (right - bounds.x - steps_w - words_w) // 2)
        for n, (name, *_rest) in enumerate(STEPS):
            if n == 3:
                self.words.x = x
                x += self.words.w + 10
            self.buttons[name].rect.x = x
            x += BUTTON_H + 10
        for button in self.buttons.values():
            self.group.add(button)
        self.refresh()

    # -- acting -------------------------------------------------------------------------------
    def go(self, step: Callable[[TableSession], None]) -> None:
        step(self.session)
        self.moved()

    def look_label(self) -> Msg:
        return Msg("records.review.look_as", player=seat_msg(self.session.seat()))

    def look_next(self) -> None:
        self.session.look_as_next()
        self.moved()

    def toggle_show_all(self) -> None:
        self.session.toggle_show_all()
        self.moved()

    def key(self, event: pygame.event.Event) -> bool:
        """A review's key (the arrows, Home/End, Page Up/Down, S): True when it was one."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        step = KEYS.get(event.key)
        if step is not None:
            self.go(step)
            return True
        if event.key == SHOW_ALL_KEY and "show_all" in self.buttons:
            self.toggle_show_all()
            return True
        if event.key == LOOK_KEY and "look" in self.buttons:
            self.look_next()
            return True
        if event.key == TURNING_KEY:
            self.next_turning()
            return True
        return False

    def refresh(self) -> None:
        s, b = self.session, self.buttons
        if not b:
            return
        stops = decisions(s)
        first = stops[0] if stops else s.length
        for name in ("start", "back"):
            b[name].enabled = s.step > first
        for name in ("forward", "end"):
            b[name].enabled = s.step < s.length
        b["previous_mark"].enabled = any(k < s.step for k in s.milestones()) or s.step > first
        b["next_mark"].enabled = any(k > s.step for k in s.milestones())
        look = b.get("look")
        if look is not None:
            look.label = self.look_label()
            look.enabled = not s.show_all  # with every hand shown, whose eyes is moot
        show = b.get("show_all")
        if show is not None:
            show.enabled = s.can_show_all()
            show.selected = s.show_all
            show.tooltip = Msg("records.review.show_all_tip" if show.enabled else "records.review.show_all_later")

    # -- at the table (``Aid``) ----------------------------------------------------------------
    def components(self) -> list[Component]:
        return [self]

    def handle(self, event: pygame.event.Event) -> bool:
        return self.group.handle(event) or self.key(event)

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def tooltip_target(self, pos) -> pygame.Rect | None:
        return self.group.tooltip_target(pos)

    def look(self) -> Hashable:
        return widgets_look(self.group)

    # -- drawing ------------------------------------------------------------------------------
    def part(self, model: TableModel) -> Hashable:
        self.refresh()  # however the cursor moved
        self.poll()
        look = self.buttons.get("look")
        return (tuple(self.bounds), widgets_look(self.group), position_text(self.session), model.show_all,
                look.label if look is not None else None)  # whose eyes: its words change, not its look

    def paint(self, p: Painter, part: Any) -> None:
        p.text(part[2], self.words.center, POSITION, "center", max_width=self.words.w)
        self.group.draw(p)
