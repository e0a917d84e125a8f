"""The play screen: the frame around every game's table.

``PlayScene`` draws the chrome (game/scenes/chrome.py: the top bar, the log; the results) and
forwards input to the ``TableSession`` (game/core/session.py: turns, computer players, undo,
pass-and-play, autosave, the end) and to the game's ``TableView`` (the view protocol,
game/ui/table.py), whose intents it carries out; it shows the session's events (a move animated,
the device passed, a notice).  Its board layer is composed of components (the felt, the view's,
a suggested move's glow, the bar, the log: game/ui/components.py), each drawn again only when
what it shows changes; the view's hover components are patches over it; ``draw_live`` on top.
Its aids (game/scenes/aids.py: a review's steps, a lesson, the coach) are asked in turn for their
components, events, input and tooltips.
"""

from __future__ import annotations

import pygame

from game import games, records, storage
from game.core import i18n
from game.core.match import Match
from game.core.session import (
    GUIDED,
    LIVE,
    Changed,
    Event,
    MovePlayed,
    TableModel,
    TableSession,
)
from game.scenes import chrome, give_up, registry
from game.scenes.aids import Aid
from game.scenes.chrome import BAR_H, HintGlow, Log, TopBar, outcome_text
from game.scenes.hint import Hint
from game.scenes.review_bar import ReviewBar
from game.scenes.tutor import CoachTalk, LessonTable
from game.ui.anim import Animator
from game.ui.art import Palette
from game.ui.components import Background, Component, Composer, Hover, Parts, hover_of, live_parts, paint_hover
from game.ui.draw import Painter, Text
from game.ui.layers import LayerCache, widgets_look
from game.ui.layout import VIRTUAL_H, VIRTUAL_W
from game.ui.log_panel import LogPanel
from game.ui.scene import Scene
from game.ui.table import Explain, HandOver, Intent, Move, Perform, Results, Show, TableContext, TableView, Undo

TOP_BAR = pygame.Rect(0, 0, VIRTUAL_W, BAR_H)
LOG_RECT = pygame.Rect(VIRTUAL_W - 430, 110, 416, VIRTUAL_H - 124)
BOT_PAUSE = 0.55  # seconds before a computer's turn begins, at "normal" speed
BOT_STEP_PAUSE = 0.15  # seconds between the decisions of one computer turn (Glen More has ~10)
INSTANT_BUDGET = 0.04  # at "Instant", seconds of one frame spent waiting for and playing computer moves


def bot_pause(same_turn: bool) -> float:
    """Seconds (at "normal" speed, before the speed factor) before a computer's decision: the
    full pause when its turn begins, a short one between the steps of one turn (issue 21: a Glen
    More turn of ten steps took 15-40 s).  The computer thinks meanwhile (``TableSession.tick``)."""
    return BOT_STEP_PAUSE if same_turn else BOT_PAUSE


def live_session(match: Match, match_id: str) -> TableSession:
    """The session of a match played at this table: computer players from the game's spec, the
    autosave in the app's folder; a lesson's match (``Match.lesson``) is guided by its lesson."""
    guided = match.lesson is not None
    return TableSession(
        match,
        mode=GUIDED if guided else LIVE,
        guide=games.spec(match.config.game).guide() if guided else None,
        make_bot=lambda level, seed: games.make_bot(match.config.game, level, seed),
        saver=lambda m: storage.autosave(m, match_id),
        on_finished=records.record_finished,  # the game's record, written once per match id (records.store)
    )


def start_match(app, match: Match, match_id: str | None = None) -> Scene:
    """Leave the menus and show ``match`` on the table."""
    match_id = match_id or storage.new_match_id()
    view_cls = games.view_class(match.config.game)
    registry.reset(app, "title")
    scene = PlayScene(app, live_session(match, match_id), view_cls, match_id)
    app.stack.push(scene)
    scene.session.start()
    return scene


class PlayScene(Scene):
    name = "play"

    def __init__(self, app, session: TableSession, view: type[TableView], match_id: str = ""):
        super().__init__(app)
        self.session = session
        self.match_id = match_id  # the autosave's name (the app saves every table on a crash)
        self.rules = session.rules
        self.game = session.game
        self.name = session.game  # the tour's and the smoke run's name for the table
        self.animator = Animator()
        self.ctx = TableContext(
            app.painter, app.settings, self.animator, lambda: self.app.pointer, self._explain, self.follow
        )
        self.view: TableView = view(self.rules, self.ctx)
        self.fills_window = self.view.fills_window
        session.linger = self.view.linger if session.linger is None else session.linger
        self.hint = Hint(self)
        self.log_panel = LogPanel(LOG_RECT)
        actions = {"menu": self.open_menu, "book": self.open_rules, "log": self.toggle_log, "redo": self.redo,
                   "undo": self.undo, "bulb": self.toggle_hint, "results": self.show_results}
        self.bar = TopBar(self.game, self.hint, actions, app.painter)
        self.bar.prompt = self._prompt
        self.bar.outcome = lambda model: self.results().outcome or outcome_text(model)
        self.felt = Background("scenes/table", Palette.felt_deep)
        self.glow = self.hint_glow()
        self.log = Log(self.log_panel)
        self.layers = LayerCache()  # the board layer (composed) and the hover layer over it
        self.composer = Composer(self.layers)
        self.parts = Parts(lambda: (app.handled, app.pointer))  # each part worked out once between two changes
        self.review = ReviewBar.for_scene(self)  # a review's steps, in the top bar; None at a live table
        self.results_shown = self.review is not None  # a review never opens the results by itself
        self.changes = 0  # counts changes drawn (moves, undo, reveals, resizes)
        self.board_rect = pygame.Rect(0, TOP_BAR.bottom, LOG_RECT.x - 10, VIRTUAL_H - TOP_BAR.bottom)
        self._canvas_for = app.painter.vp.key  # the viewport the layout was measured by (see update)
        self.build_bar()
        i18n.set_seat_names([s.name for s in session.match.config.seats])
        self.lesson = LessonTable(self) if session.mode == GUIDED else None  # game/scenes/tutor.py
        self.coach = CoachTalk.for_scene(self)
        self.aids: list[Aid] = [aid for aid in (self.review, self.lesson, self.coach) if aid is not None]
        session.listen(self._on_event)
        self.lay_out()
        if not self.view.room_for_log and self.log_panel.open:
            self.toggle_log()  # the table needs the room; L or the log button opens it

    def build_bar(self) -> None:
        """The top bar across the canvas; in a review, its steps in the middle."""
        self.bar.build(self.canvas.w, review=self.review is not None)
        if self.review is not None:
            self.review.build(self.app.painter, self.bar.middle(self.app.painter))

    def hint_glow(self) -> Component:
        return HintGlow(
            self.hint,
            lambda action: self.view.hint_rects(action, self.session.model()),
            lambda p, action: self.view.draw_hint(p, action, self.session.model()),
        )

    @property
    def buttons(self):
        return self.bar.buttons

    @property
    def top_bar(self) -> pygame.Rect:
        """The top bar, across the canvas (``TOP_BAR`` on the stage)."""
        return self.bar.bounds

    @property
    def match(self) -> Match:
        return self.session.match

    # -- the session's events -----------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        if any([aid.takes(event) for aid in self.aids]):  # each aid notes it; a lesson's reply shows in its panel
            self.app.dirty = True
            return
        if isinstance(event, MovePlayed):
            self.hint.clear()
            self.show_move(event)
        elif isinstance(event, Changed):
            if event.why in ("undo", "redo"):
                self.hint.clear()
                self.animator.finish_all()
            self.after_change()
        else:
            chrome.announce(self.app, self, event)

    def show_move(self, event: MovePlayed) -> None:
        """Lay out for the move, then let the view animate it (at "Instant" every tween ends at once)."""
        self.after_change()
        self._animate_move(event)

    def _animate_move(self, event: MovePlayed) -> None:
        model = self.session.model()
        before = self.rules.view(event.before, model.seat) if self.rules.hidden_information else event.before
        self.view.animate(Move(event.action, event.seat, event.by_bot, before, model.view), model)
        if not self.app.animation_factor:
            self.animator.finish_all()

    def after_change(self, autosave: bool = False) -> None:
        """Refresh after the table changed (the session saves; ``autosave`` is kept for old views)."""
        self.changes += 1
        self.lay_out()
        self.app.dirty = True

    def lay_out(self) -> None:
        drawer = self.view.log_drawer  # the log a drawer over the table, which keeps the board
        if drawer:
            c = self.canvas
            self.board_rect = pygame.Rect(0, TOP_BAR.bottom, c.w, c.h - TOP_BAR.bottom)
            self.view.log_open = self.log_panel.open
        self.view.lay_out(self.board_rect, self.session.model())
        if drawer:
            self.log_panel.rect = self.view.drawer() or self.log_panel.rect
        if self.view.toast_bottom is not None:
            self.toast_bottom = self.view.toast_bottom

    def resized(self) -> None:
        """The window (and so a fill scene's canvas) changed size: the bar and the layout again."""
        self._canvas_for = self.app.viewport_of(self).key
        self.build_bar()
        self.changes += 1
        self.lay_out()

    # -- acting ------------------------------------------------------------------------------
    def perform(self, action, confirmed: bool = False) -> bool:
        """A person's decision (game/scenes/give_up.py: one that gives up something still usable
        asks once first); the move an aid asked for (a lesson's step) is played without asking."""
        confirmed = confirmed or any(aid.expects(action) for aid in self.aids)
        return give_up.play(self.app, self.session, action, confirmed, lambda: self.perform(action, confirmed=True))

    def follow(self, intent: Intent | None) -> None:
        if isinstance(intent, Perform):
            for action in intent.actions:
                if not self.perform(action):
                    break
        elif isinstance(intent, Explain):
            self._explain(intent.reason, intent.pos, intent.level)
        elif isinstance(intent, HandOver):
            self.session.hand_over()
        elif isinstance(intent, Show):
            self.app.stack.push(intent.make(self.app))
        elif isinstance(intent, Undo):
            self.undo()

    def _explain(self, reason: Text, pos, level: str = "warning") -> None:
        self.app.toast(reason, level, pos or self.app.pointer)

    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def before_quit(self) -> None:
        self.session.save_now()

    # -- chrome ------------------------------------------------------------------------------
    def toggle_hint(self) -> None:
        self.hint.toggle()
        self.app.dirty = True

    def toggle_log(self) -> None:
        if any(aid.toggle_log() for aid in self.aids):
            return  # the log and an aid's panel share the column
        self.log_panel.toggle()
        if self.view.log_drawer:
            self.lay_out()
            self.layers.forget()  # drawn afresh: the drawer's shadow lies beyond the log's bounds
            return
        right = (LOG_RECT.x - 10) if self.log_panel.open else VIRTUAL_W
        self.board_rect = pygame.Rect(0, TOP_BAR.bottom, right, VIRTUAL_H - TOP_BAR.bottom)
        self.lay_out()

    def open_menu(self) -> None:
        registry.push(self.app, "menu", self)

    def open_rules(self) -> None:
        registry.push(self.app, "rules", self.game, self.session.visible_state())  # with the readings in force

    def show_results(self) -> None:
        registry.push(self.app, "results", self)

    def _prompt(self, model: TableModel) -> Text:
        return self.view.prompt(model) or model.prompt

    def results(self) -> Results:
        return self.view.results(self.session.model())

    # -- the loop ----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.parts.forget()  # time moves tweens, the computer plays, the hint spins
        try:
            return self._update(dt)
        finally:
            self.parts.forget()

    def _update(self, dt: float) -> bool:
        if self.app.viewport_of(self).key != self._canvas_for:
            self.resized()  # laid out on another canvas (a resize, or measured before it was shown)
        factor = self.app.animation_factor
        moving = self.animator.update(dt * (1.0 / max(factor, 0.05)) if factor else 10.0)
        if self.hint.update():
            moving = True  # the bulb spins
        if any([aid.update() for aid in self.aids]):
            self.app.dirty = True
        if self.app.stack.top is not self:
            return moving
        if not factor:
            self.session.burst(INSTANT_BUDGET, stop=lambda: self.app.stack.top is not self)
        else:
            self.session.tick(dt, holding=self.animator.holding, pause=lambda same: bot_pause(same) * factor)
        if self.session.match.is_over() and not self.results_shown and not self.animator.busy:
            self.results_shown = True
            self.show_results()
        return moving or self.session.worker is not None or any(aid.busy() for aid in self.aids)

    def tooltips_paused(self) -> bool:
        """No tooltips while a computer plays (thinking, the pause between its moves, its animation)."""
        if self.app.stack.top is not self or self.session.match.is_over():
            return False
        return self.session.thinking or (self.animator.busy and self.session.actor() is None)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.parts.forget()  # the view's and the aids' state may change
        try:
            self._handle(event)
        finally:
            self.parts.forget()

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            return
        if self._capture(event):  # the end of a drag is the drag's, whatever button or panel lies under it
            return
        if self.bar.group.handle(event) or self.log_panel.handle(event, self.session.match.log):
            return
        if any(aid.handle(event) for aid in self.aids):
            return
        over = self.review is None and self.match.is_over()  # a review never opens the results
        if over and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.show_results()
            return
        model = self.session.model()
        if event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos, model)
        self.follow(self.view.handle(event, model))

    def _shortcut(self, event: pygame.event.Event) -> bool:
        ctrl, key = event.mod & pygame.KMOD_CTRL, event.key
        chosen = {pygame.K_F1: self.open_rules}
        if ctrl:
            chosen.update({pygame.K_z: self.undo, pygame.K_y: self.redo, pygame.K_r: self.redo})
        else:  # H only where the bar has the bulb (not in a review)
            chosen.update({pygame.K_l: self.toggle_log, pygame.K_h: self.toggle_hint})
            if "bulb" not in self.bar.buttons:
                chosen.pop(pygame.K_h)
        leave = next((aid.leave for aid in self.aids if aid.leave is not None), None)
        if leave is not None:  # no menu: Esc leaves (a review), once the board's panels are closed
            if key == pygame.K_ESCAPE and not self.view.wants_escape():
                chosen[key] = leave
        elif key == pygame.K_ESCAPE:  # the topmost first: the hint, one over the board, the log, then the menu
            if self.hint.shown or self.hint.busy:
                chosen[key] = self.toggle_hint
            elif self.log_shown() and not self._escape_first():
                chosen[key] = self.toggle_log
            elif not self.view.wants_escape():
                chosen[key] = self.open_menu
        if key not in chosen:
            return False
        chosen[key]()
        return True

    def log_shown(self) -> bool:
        """The log shows (not a lesson's panel standing in its column)."""
        return self.log_panel.open and not any(aid.hides_log() for aid in self.aids)

    def _escape_first(self) -> bool:
        """Something open over the board that Esc closes before the log."""
        return self.view.wants_escape()

    def _capture(self, event: pygame.event.Event) -> bool:
        if not self.view.captures(event):
            return False
        self.follow(self.view.handle(event, self.session.model()))
        return True

    def tooltip_at(self, pos) -> Text | None:
        aid = next((t for t in (aid.tooltip_at(pos) for aid in self.aids) if t), None)
        return aid or self.bar.group.tooltip_at(pos) or self.view.tooltip(pos, self.session.model())

    def tooltip_target(self, pos) -> pygame.Rect | None:
        """What the tooltip at ``pos`` describes (the tooltip stands clear of it), or None."""
        aid = next((r for r in (aid.tooltip_target(pos) for aid in self.aids) if r), None)
        return aid or self.bar.group.tooltip_target(pos) or self.view.tooltip_target(pos, self.session.model())

    # -- drawing -------------------------------------------------------------------------------
    def components(self) -> list[Component]:
        """The felt, the view's, the hint's glow, the bar, the log, then the aids' (game/scenes/aids.py)."""
        aids = [c for aid in self.aids for c in aid.components()]
        return [self.felt, *self.view.components(), self.glow, self.bar, self.log, *aids]

    def _board(self, model: TableModel) -> list[Component]:
        self.felt.bounds = self.canvas
        self.bar.refresh(model, self.log_panel.open)
        return self.components()

    def draw(self, p: Painter) -> None:
        self.parts.forget()  # whatever changed since the last event (a test's hand, a setting) shows
        model = self.session.model()
        self.composer.paint(p, model, self._board(model), repr(self.app.settings), self.parts)
        paint_hover(p, self.layers, self.hover_layer(model))
        self.view.draw_live(p, model)

    def hover_layer(self, model: TableModel) -> Hover | None:
        """The view's hover components over the board layer, kept while their parts hold and the
        board layer is not drawn again (its count of drawings, not all its parts once more)."""
        return hover_of(model, self.view.hover_components(), self.composer.drawn, self.parts)

    def board_layer_key(self):
        """What the board layer shows now (None while part of it is not kept)."""
        return self._board_key(self.session.model())

    def _board_key(self, model: TableModel):
        return self.composer.key(model, self._board(model), self.parts)

    def frame_key(self):
        """What an overlay over the table (menu, results, a dialog) keeps its layer by."""
        model = self.session.model()
        board, look, hover = self._board_key(model), self.look(), self.hover_layer(model)
        hover_key = () if hover is None else hover.key
        return None if board is None or look is None or hover_key is None else (board, hover_key, look)

    def look(self):
        return self.parts.keep(self.session.model(), "look", self._look)

    def _look(self):
        view = self.view.look()
        if view is None:
            return None
        part_of = self.parts.asker(self.session.model())
        hover = tuple(part_of(c) for c in self.view.hover_components())
        aids = tuple(aid.look() for aid in self.aids)
        return (view, hover, widgets_look(self.bar.group), aids, self.log_panel.open)

    def live_rects(self) -> list | None:
        """The view's live drawing, and the hover layer's patches keyed by their own parts: a change
        of the board under them draws the board layer afresh, which the app presents whole
        (game/ui/damage.py), so a pointer motion need not work out the board's parts."""
        hover = hover_of(self.session.model(), self.view.hover_components(), (), self.parts)
        return live_parts(self.view.live_rects(), hover)
