"""The frame around every game: what each game's view (game/games/*/view.py) builds on.

``PlayScene`` owns the match and everything that is the same for every game:

* the top bar: whose turn it is (colour + symbol + name), what is being asked, and the
  Undo / Redo / Log / Rules / Menu buttons (Ctrl+Z, Ctrl+Y, L, F1, Esc);
* the collapsible game log;
* computer players: they think in a background thread on ``rules.view`` (never the full
  state), then their move is animated at the speed chosen in the settings;
* pass-and-play with hidden information: before a different person's turn, the
  pass-the-device screen hides everything private until that person clicks;
* the autosave after every action, and the results when the game ends;
* "suggest a move" (the bulb, H): see ``game/scenes/hint.py``; a view maps the suggested
  action to rects with ``hint_rects``.

A game's view subclasses it and fills in ``layout``, ``draw_board`` and
``handle_board``; it turns drags and clicks into actions with ``perform``.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game import games, records, storage
from game.core import i18n
from game.core.bots import BotWorker
from game.core.i18n import Msg, seat_msg, tr
from game.core.match import Match
from game.core.rules import CHANCE, Action, IllegalAction
from game.scenes import give_up, registry
from game.scenes.common import draw_table
from game.scenes.hint import Hint, button_for, hint_marker
from game.ui.anim import Animator
from game.ui.art import Palette, TextStyle
from game.ui.drag import DragController
from game.ui.draw import Painter, Text
from game.ui.layers import LayerCache, widgets_look
from game.ui.layout import VIRTUAL_H, VIRTUAL_W
from game.ui.log_panel import LogPanel
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup

log = logging.getLogger("quiet_table")

TOP_BAR = pygame.Rect(0, 0, VIRTUAL_W, 96)
LOG_RECT = pygame.Rect(VIRTUAL_W - 430, 110, 416, VIRTUAL_H - 124)
BOT_PAUSE = 0.55  # seconds before a computer's turn begins, at "normal" speed
BOT_STEP_PAUSE = 0.15  # seconds between the decisions of one computer turn (Glen More has ~10)
INSTANT_BUDGET = 0.04  # at "Instant", seconds of one frame spent waiting for and playing computer moves


@dataclass
class ResultRow:
    """One row of the results table: the place (0 = first), the seat whose colour and symbol
    it shows, a name and the cells under the view's headings."""

    place: int
    seat: int
    name: Text
    cells: list[Text]
    detail: Text | None = None  # a line under the row (The Border: the areas each seat completed)


def bot_pause(same_turn: bool) -> float:
    """Seconds (at "normal" speed, before the speed factor) before a computer's decision: the
    full pause when its turn begins (counted while the last move still lands), a short one
    between the steps of one turn, once the step's pieces have landed (tweens that ``hold``;
    issue 21: a Glen More turn of ten steps took 15-40 s).  The computer thinks meanwhile."""
    return BOT_STEP_PAUSE if same_turn else BOT_PAUSE


def start_match(app, match: Match, match_id: str | None = None) -> Scene:
    """Leave the menus and show ``match`` on the table."""
    view_cls = games.view_class(match.config.game)
    registry.reset(app, "title")
    scene = view_cls(app, match, match_id or storage.new_match_id())
    app.stack.push(scene)
    scene.after_change(autosave=True)
    return scene


class PlayScene(Scene):
    name = "play"

    def __init__(self, app, match: Match, match_id: str):
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.match_id = match_id
        self.game = match.config.game
        self.bots = {
            i: games.make_bot(self.game, s.level or "easy", random.randrange(1 << 30))
            for i, s in enumerate(match.config.seats)
            if not s.is_human
        }
        self.humans = [i for i, s in enumerate(match.config.seats) if s.is_human]
        self.private = self.rules.hidden_information and len(self.humans) >= 2
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.worker: BotWorker | None = None
        self.bot_wait = 0.0
        self.bot_pause_due = 0.0  # the pause the computer deciding now waits at least
        self.bot_same_turn = False  # it goes on with its own turn (the short pause between steps)
        self.last_actor: int | None = None  # who took the last decision (a computer's turn goes on)
        self.animator = Animator()
        self.log_panel = LogPanel(LOG_RECT)
        self.bar = WidgetGroup()
        self.results_shown = False
        self.layers = LayerCache()
        self._patches: tuple[Hashable, list[pygame.Rect] | None] | None = None  # see _hover_patches
        self.changes = 0  # counts state changes (actions, undo, redo, reveal): part of the layers' key
        self._layout_for: tuple | None = None  # see lay_out_for_now
        self._canvas_for = app.painter.vp.key  # the viewport the layout was measured by (see update)
        self.board_rect = pygame.Rect(0, TOP_BAR.bottom, LOG_RECT.x - 10, VIRTUAL_H - TOP_BAR.bottom)
        self.hint = Hint(self)
        self._build_bar()
        i18n.set_seat_names([s.name for s in match.config.seats])
        self.layout()

    # -- the bar ---------------------------------------------------------------------------
    def _build_bar(self) -> None:
        y, h, w = 16, 64, 64
        x = self.canvas.w - 16
        entries = [
            ("menu", Msg("core.tooltip.menu"), self.open_menu),
            ("book", Msg("core.tooltip.rules"), self.open_rules),
            ("log", Msg("core.tooltip.log"), self.toggle_log),
            ("redo", Msg("core.tooltip.redo"), self.redo),
            ("undo", Msg("core.tooltip.undo"), self.undo),
            ("bulb", Msg("core.hint.tooltip"), self.toggle_hint),
        ]
        self.buttons: dict[str, Button] = {}
        for icon, tip, action in entries:
            x -= w + 12
            button = Button(pygame.Rect(x, y, w, h), "", action, icon=icon, kind="felt", tooltip=tip)
            self.buttons[icon] = button
            self.bar.add(button)
        self.bar_left = x

    @property
    def top_bar(self) -> pygame.Rect:
        """The top bar, across the canvas (``TOP_BAR`` on the stage)."""
        return pygame.Rect(0, 0, self.canvas.w, TOP_BAR.h)

    def resized(self) -> None:
        """The window (and so a fill scene's canvas) changed size: the bar and the layout again."""
        self._canvas_for = self.app.viewport_of(self).key
        self.bar = WidgetGroup()
        self._build_bar()
        self.changes += 1
        self.layout()

    def toggle_hint(self) -> None:
        self.hint.toggle()
        self.app.dirty = True

    def toggle_log(self) -> None:
        self.log_panel.toggle()
        self.board_rect = pygame.Rect(
            0, TOP_BAR.bottom, (LOG_RECT.x - 10) if self.log_panel.open else VIRTUAL_W, VIRTUAL_H - TOP_BAR.bottom
        )
        self.layout()

    def open_menu(self) -> None:
        registry.push(self.app, "menu", self)

    def open_rules(self) -> None:
        registry.push(self.app, "rules", self.game, self.visible_state())  # with the readings in force

    # -- what the screen shows -----------------------------------------------------------------
    def visible_state(self) -> Any:
        """The state as the person looking at the screen may see it."""
        if not self.rules.hidden_information or not self.humans:
            return self.match.state
        seat = self.viewer if self.viewer is not None else self.humans[0]
        return self.rules.view(self.match.state, seat)

    def human_to_move(self) -> int | None:
        seat = self.match.to_move()
        if seat is None or seat == CHANCE:
            return None
        if self.match.config.seats[seat].is_human:
            return seat
        if self.awaiting_confirmation():
            return seat
        return None

    def actor(self) -> int | None:
        """The person deciding now (None while a computer thinks, during a show or at the end)."""
        seat = self.human_to_move()
        if seat is None or self.worker is not None:
            return None
        return seat

    def my_turn(self) -> bool:
        """Whether the board takes a person's input now."""
        return self.actor() is not None

    def awaiting_confirmation(self) -> bool:
        """A pause between phases that falls to a computer: a person confirms it."""
        if not self.humans:
            return False
        actions = self.match.legal_actions()
        return len(actions) == 1 and actions[0].confirm

    # -- acting ------------------------------------------------------------------------------
    def perform(self, action: Action, confirmed: bool = False) -> bool:
        """A person's decision from the board.  Illegal actions explain themselves; one that
        gives up something still usable (``Rules.giving_up``) asks once first (game/scenes/
        give_up.py) and is played when the person says so (False meanwhile)."""
        seat = self.match.to_move()
        if seat is None or seat == CHANCE or (seat not in self.humans and not action.confirm):
            return False
        if not confirmed and give_up.asks(self.app) and self.rules.refusal(self.match.state, action) is None:
            giving = self.rules.giving_up(self.match.state, action)
            if giving is not None:
                give_up.ask(self.app, giving, lambda: self.given_up(action))
                return False
        before = self.match.state.clone()
        try:
            self.match.play(action)
        except IllegalAction as exc:
            self.app.toast(exc.reason, "warning", self.app.pointer)
            return False
        self.hint.clear()
        self.last_actor = seat
        self.show_move(before, action, seat, by_bot=False)
        self.after_change(autosave=True)
        return True

    def given_up(self, action: Action) -> None:
        """The person said yes to a move that gives something up: play it, if still legal."""
        if self.match.legal_actions() and self.rules.refusal(self.match.state, action) is None:
            self.perform(action, confirmed=True)
            self.layout()

    def after_change(self, autosave: bool = False) -> None:
        """Refresh after the state changed (an action, undo, redo, load)."""
        if autosave:
            self.autosave_now()
        if self.match.is_over():  # the game's record, written once per match id (records.store)
            for line in records.record_finished(self.match):
                self.app.notice = line
                self.app.toast(line, "warning")
        self.changes += 1
        self.layout()
        self.app.dirty = True
        self._maybe_pass_device()

    def autosave_now(self) -> None:
        try:
            storage.autosave(self.match, self.match_id)
        except OSError as exc:
            self.app.toast(Msg("core.game.autosave_failed", detail=exc.strerror or str(exc)), "warning")

    def before_quit(self) -> None:
        self.autosave_now()

    def undo(self) -> None:
        if self.worker is not None or not self.match.undo():
            self.app.toast(Msg("core.game.undo_none"))
            return
        self.hint.clear()
        self.animator.finish_all()
        self.after_change(autosave=True)

    def redo(self) -> None:
        if self.worker is not None or not self.match.redo():
            self.app.toast(Msg("core.game.redo_none"))
            return
        self.hint.clear()
        self.after_change(autosave=True)

    # -- pass and play ------------------------------------------------------------------------
    def _maybe_pass_device(self) -> None:
        if not self.private:
            return
        seat = self.human_to_move()
        if seat is None or seat == self.viewer or seat not in self.humans:
            return
        if not registry.is_top(self.app, "pass_device"):
            self.viewer = None
            registry.push(self.app, "pass_device", self, seat)

    def reveal_for(self, seat: int) -> None:
        self.viewer = seat
        self.changes += 1
        self.layout()

    # -- the loop --------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.app.viewport_of(self).key != self._canvas_for:
            self.resized()  # laid out on another canvas (a resize, or measured before it was shown)
        moving = self._advance(dt)
        if self._layout_for is not None and self._layout_key() != self._layout_for:
            # a safety net: whatever changed the match (a move, undo, a load), lay out for it
            self.changes += 1
            self.layout()
            moving = True
        return moving

    def _advance(self, dt: float) -> bool:
        moving = self.animator.update(
            dt * (1.0 / max(self.app.animation_factor, 0.05)) if self.app.animation_factor else 10.0
        )
        if self.hint.update():
            moving = True  # the bulb spins
        if self.app.stack.top is not self:
            return moving
        self._drive_bots(dt)
        if self.match.is_over() and not self.results_shown and not self.animator.busy:
            self.results_shown = True
            self.show_results()
        return moving or self.worker is not None

    def _drive_bots(self, dt: float) -> None:
        if not self.app.animation_factor:
            self._drive_bots_instant()
            return
        if self.worker is None:
            seat = self._bot_seat()
            if seat is None:
                return
            # it thinks at once (the state is already the one shown when the pieces land)
            self.bot_wait = 0.0
            self.bot_same_turn = seat == self.last_actor
            self.bot_pause_due = bot_pause(self.bot_same_turn) * self.app.animation_factor
            self._start_bot(seat)
        # a turn's first pause runs while the last move lands; a step's pause once it has landed
        if not (self.bot_same_turn and self.animator.holding):
            self.bot_wait += dt
        if self.worker.done and self.bot_wait >= self.bot_pause_due and not self.animator.holding:
            worker, self.worker = self.worker, None  # the layout after the move sees no bot thinking
            self._finish_bot_move(worker)

    def _start_bot(self, seat: int) -> None:
        view = self.rules.view(self.match.state, seat)
        self.worker = BotWorker(self.bots[seat], self.rules, view, seat)

    def _bot_seat(self) -> int | None:
        """The computer seat whose decision is due now, or None."""
        seat = self.match.to_move()
        if seat is None or seat == CHANCE or seat in self.humans or self.awaiting_confirmation():
            return None
        return seat

    def _drive_bots_instant(self) -> None:
        """At "Instant": no pause and no animation between a computer's steps.  Within one frame,
        play every decision whose bot answers inside the frame's budget; only the thinking time
        is left (the top bar says so meanwhile).  The autosave comes once, after the burst."""
        deadline = time.perf_counter() + INSTANT_BUDGET
        played = False
        while self.app.stack.top is self:
            if self.worker is None:
                seat = self._bot_seat()
                if seat is None:
                    break
                self._start_bot(seat)
            assert self.worker is not None
            self.worker.thread.join(max(0.0, deadline - time.perf_counter()))
            if not self.worker.done:
                break
            worker, self.worker = self.worker, None
            played = self._finish_bot_move(worker, autosave=False) or played
            if time.perf_counter() >= deadline:
                break
        if played:
            self.autosave_now()

    def show_move(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        """The view animates the move; at "Instant" every tween ends at once (one place for all games)."""
        self.animate(before, action, seat, by_bot)
        if not self.app.animation_factor:
            self.animator.finish_all()

    def _finish_bot_move(self, worker: BotWorker, autosave: bool = True) -> bool:
        seat = worker.seat
        if self.match.to_move() != seat:
            return False
        action = worker.result
        legal = self.match.legal_actions()
        if worker.error is not None or action not in legal:
            detail = repr(worker.error) if worker.error else "illegal move"
            log.error("bot of seat %s failed: %s", seat, detail)
            self.app.toast(
                Msg("core.game.bot_error", detail=type(worker.error).__name__ if worker.error else "?"), "warning"
            )
            action = random.choice(legal)
        before = self.match.state.clone()
        self.match.play(action)
        self.last_actor = seat
        self.show_move(before, action, seat, by_bot=True)
        self.after_change(autosave=autosave)
        return True

    def show_results(self) -> None:
        registry.push(self.app, "results", self)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                self.undo()
                return
            if ctrl and event.key in (pygame.K_y, pygame.K_r):
                self.redo()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if event.key == pygame.K_l and not ctrl:
                self.toggle_log()
                return
            if event.key == pygame.K_h and not ctrl:
                self.toggle_hint()
                return
            if event.key == pygame.K_ESCAPE and (self.hint.shown or self.hint.busy):
                self.toggle_hint()
                return
            if event.key == pygame.K_ESCAPE and self.log_panel.open and not self.board_panel_open():
                self.toggle_log()  # Esc closes the topmost panel first: one over the board, then the log
                return
            if event.key == pygame.K_ESCAPE and not self.board_wants_escape():
                self.open_menu()
                return
        drag = getattr(self, "drag", None)
        if isinstance(drag, DragController) and drag.carrying(event):
            drag.handle(event)  # the end of a drag is the drag's, whatever button or panel lies under it
            return
        if self.bar.handle(event):
            return
        if self.log_panel.handle(event, self.match.log):
            return
        if self.match.is_over() and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.show_results()
            return
        self.handle_board(event)

    def tooltips_paused(self) -> bool:
        """No tooltips while a computer plays (thinking, the pause between its moves, its
        animation): they would stand over the board it changes."""
        if self.app.stack.top is not self or self.match.is_over():
            return False
        return self.worker is not None or self._bot_seat() is not None or (self.animator.busy and not self.my_turn())

    def tooltip_at(self, pos) -> Text | None:
        return self.bar.tooltip_at(pos) or self.board_tooltip(pos)

    def tooltip_target(self, pos) -> pygame.Rect | None:
        """What the tooltip at ``pos`` describes (the tooltip stands clear of it), or None."""
        return self.bar.tooltip_target(pos) or self.board_tooltip_target(pos)

    def board_tooltip_target(self, pos) -> pygame.Rect | None:
        """The rect of the thing on the board whose tooltip shows at ``pos`` (default: unknown)."""
        return None

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        state = self.visible_state()
        key = self._frame_board_key()
        hover = self.hover_key()
        hover_key = None if key is None or hover is None else (key, hover)
        patches = self._hover_patches(hover_key)
        if patches is not None:  # the hover layer kept as patches over the board layer
            self.layers.paint(p, "board", key, lambda q: self._draw_base(q, state))
            rects = [p.vp.rect(r) for r in patches]
            self.layers.paint_patches(p, "hover_patches", hover_key, rects, lambda q: self.draw_board_hover(q, state))
        else:
            if not self.layers.holds(p, "hover", hover_key):  # the kept hover layer holds the board too
                self.layers.paint(p, "board", key, lambda q: self._draw_base(q, state))
            self.layers.paint(p, "hover", hover_key, lambda q: self.draw_board_hover(q, state))
        self.draw_board_live(p, state)

    def _frame_board_key(self) -> Hashable | None:
        key = self._board_layer_key()
        if key is None:
            return None
        return (key, widgets_look(self.bar), self.log_panel.scroll_from_end, len(self.match.log))

    def frame_key(self) -> Hashable | None:
        """The board layer's key, the hover layer's and the board's look: what an overlay over
        the table (menu, results, a dialog) keeps its layer by."""
        key = self._frame_board_key()
        if key is None:
            return None
        hover, look = self.hover_key(), self.board_look()
        return None if hover is None or look is None else (key, hover, look)

    def _draw_base(self, p: Painter, state: Any) -> None:
        """The board layer: the table, the board, the top bar and the log."""
        draw_table(p)
        self.draw_board(p, state)
        self.hint.draw_board(p)
        self._draw_bar(p, state)
        self.log_panel.draw(p, self.match.log, Msg("core.game.log_title"))

    def _board_layer_key(self) -> Hashable | None:
        """The board layer's key: the view's ``board_key`` and the match's version; None (drawn
        every frame) while an animation runs or when the view does not supply a key."""
        if (self.animator.busy and not self.layers_during_animation) or self.hint.busy:
            return None  # the bulb spins while the hint thinks
        key = self.board_key()
        if key is None:
            return None
        match = (len(self.match.actions), self.changes, self.viewer, self.worker is None, self.log_panel.open)
        hint = (self.hint.action, self.hint.seat)  # drawn in this layer: the glow and the bar's line
        return (key, match, hint, repr(self.app.settings))

    def look(self) -> Hashable | None:
        board = self.board_look()
        if board is None:
            return None
        return (board, widgets_look(self.bar), self.log_panel.open)

    def _draw_bar(self, p: Painter, state: Any) -> None:
        bar = self.top_bar
        p.rect(bar, (*Palette.felt_deep, 235))
        p.line((0, bar.bottom), (bar.right, bar.bottom), Palette.felt, 2)
        p.text(
            Msg(f"{self.game}.name"),
            (28, bar.centery),
            TextStyle(34, Palette.paper_ink, True, True),
            "midleft",
            max_width=330,
        )
        self.buttons["undo"].enabled = self.match.can_undo() and self.worker is None
        self.buttons["redo"].enabled = self.match.can_redo() and self.worker is None
        self.buttons["log"].selected = self.log_panel.open
        bulb = self.buttons["bulb"]
        bulb.visible = self.hint.enabled()
        bulb.enabled = self.hint.available() or self.hint.shown or self.hint.busy
        bulb.selected = self.hint.shown
        self._draw_turn(p, state, pygame.Rect(380, 12, self.bar_left - 400, 72))
        self.bar.draw(p)
        self.hint.draw_spinner(p, bulb.rect)

    def _draw_turn(self, p: Painter, state: Any, rect: pygame.Rect) -> None:
        seat = self.match.to_move()
        if seat is None:
            p.icon("trophy", pygame.Rect(rect.x, rect.y + 14, 44, 44), Palette.glow)
            p.text(
                self.outcome_text(),
                (rect.x + 60, rect.centery),
                TextStyle(30, Palette.paper_ink, True),
                "midleft",
                max_width=rect.w - 60,
            )
            return
        if seat == CHANCE:
            return
        p.rect(rect, (*Palette.felt, 200), 14)
        colour = Palette.seat(seat)
        p.circle((rect.x + 38, rect.centery), 26, Palette.paper_ink)
        p.icon(Palette.seat_symbol(seat), pygame.Rect(rect.x + 18, rect.centery - 20, 40, 40), colour)
        name_style = TextStyle(28, Palette.paper_ink, bold=True)
        thinking = self.worker is not None or (seat not in self.humans and not self.awaiting_confirmation())
        if thinking:
            head = Msg("core.game.bot_thinking", player=seat_msg(seat))
            head_rect = p.text(head, (rect.x + 80, rect.centery), name_style, "midleft", max_width=rect.w - 260)
            self.level_tag(p, seat, (head_rect.right + 16, rect.centery))
            return
        if self.awaiting_confirmation():
            p.text(
                self.prompt_text(state),
                (rect.x + 80, rect.centery),
                TextStyle(26, Palette.glow_soft, bold=True),
                "midleft",
                max_width=rect.w - 100,
            )
            return
        head = Msg("core.game.turn_of", player=seat_msg(seat))
        head_rect = p.text(head, (rect.x + 80, rect.centery), name_style, "midleft", max_width=rect.w // 3)
        if self.hint.shown:
            box = pygame.Rect(head_rect.right + 26, rect.y + 4, rect.right - head_rect.right - 40, rect.h - 8)
            p.text_box(self.hint.line(), box, TextStyle(23, Palette.glow_soft, True), "left", min_size=17)
            return
        # The prompt wraps onto two lines before it shrinks (Portuguese runs long at 1280x720).
        box = pygame.Rect(head_rect.right + 26, rect.y + 2, rect.right - head_rect.right - 40, rect.h - 4)
        p.text_box(self.prompt_text(state), box, TextStyle(24, Palette.glow_soft), "left", min_size=17, line_gap=1.0)

    def level_text(self, seat: int) -> Text | None:
        """A computer seat's level in words ("Hard"); None for a person."""
        s = self.match.config.seats[seat]
        return None if s.is_human else games.level_label(self.game, s.level or "easy")

    def level_tag_width(self, p: Painter, seat: int, size: int = 20, icon: bool = True, word: bool = True) -> int:
        text = self.level_text(seat)
        if text is None:
            return 0
        if not word:
            return size + 16
        return p.measure(text, TextStyle(size, Palette.paper_ink, True))[0] + (size + 24 if icon else 18)

    def level_tag(
        self, p: Painter, seat: int, midleft, size: int = 20, icon: bool = True, word: bool = True
    ) -> pygame.Rect | None:
        """A small chip "[computer] Hard" beside a computer seat's name (nothing for a person);
        without ``word``, the computer icon alone."""
        text = self.level_text(seat)
        if text is None:
            return None
        style = TextStyle(size, Palette.paper_ink, bold=True)
        width = self.level_tag_width(p, seat, size, icon, word)
        chip = pygame.Rect(midleft[0], midleft[1] - (size + 12) // 2, width, size + 12)
        p.rect(chip, (*Palette.felt_deep, 230), chip.h // 2)
        x = chip.x + 9
        if icon or not word:
            p.icon("computer", pygame.Rect(chip.x + 8, chip.y + 5, size + 2, size + 2), Palette.paper_ink)
            x = chip.x + size + 16
        if word:
            p.text(text, (x, chip.centery), style, "midleft")
        return chip

    @staticmethod
    def tag_size(style: TextStyle) -> int:
        """The size of a level chip's word beside a name in ``style``: 12 px at least at 1280x720."""
        return max(18, min(20, style.size - 6))

    def name_fits(self, p: Painter, seat: int, name: Text, style: TextStyle, max_width: int) -> bool:
        """Whether the name and the level chip (with or without its icon) fit ``max_width`` on
        one line with the name no smaller than the chip's word."""
        size = self.tag_size(style)
        least = TextStyle(size, style.colour, style.bold, style.serif)
        return any(
            p.measure(name, least)[0] <= max_width - self.level_tag_width(p, seat, size, icon) - 10
            for icon in (True, False)
        )

    def draw_name(
        self, p: Painter, seat: int, name: Text, midleft, style: TextStyle, max_width: int, below: int | None = None
    ) -> pygame.Rect:
        """A seat's name, followed for a computer seat by its level chip.  The name is never drawn
        smaller than the chip's word (issue 21): when both do not fit on the line, the chip drops
        its icon, then goes ``below`` the name (when the caller has room there), else shows its
        icon alone; a name still too long at that size is cut short ("Computa…")."""
        size = self.tag_size(style)
        least = size  # the name is never smaller than the chip's word
        at_least = TextStyle(least, style.colour, style.bold, style.serif)
        s = tr(name) if isinstance(name, Msg) else name

        def line(room: int, **chip) -> pygame.Rect:
            r = p.text(p.elide(s, style, room, least), midleft, style, "midleft", max_width=room)
            tag = self.level_tag(p, seat, (r.right + 10, r.centery), size, **chip)
            return r.union(tag) if tag is not None else r

        for icon in (True, False):
            tag_w = self.level_tag_width(p, seat, size, icon)
            room = max(40, max_width - tag_w - (10 if tag_w else 0))
            if not tag_w or p.measure(s, at_least)[0] <= room:
                return line(room, icon=icon)
        if below is not None:
            r = p.text(p.elide(s, style, max_width, least), midleft, style, "midleft", max_width=max_width)
            tag = self.level_tag(p, seat, (midleft[0], midleft[1] + below), size)
            return r.union(tag) if tag is not None else r
        return line(max(40, max_width - self.level_tag_width(p, seat, size, word=False) - 10), word=False)

    def outcome_text(self) -> Text:
        ranking = self.rules.ranking(self.match.state)
        winners = [i for i, place in enumerate(ranking) if place == 0]
        if len(winners) == 1:
            return Msg("core.game.winner", player=seat_msg(winners[0]))
        return Msg("core.game.shared_win", players=", ".join(self.match.seat_name(w) for w in winners))

    # -- for the game's view to fill in ---------------------------------------------------------------
    def layout(self) -> None:
        """(Re)compute rects, drag sources and drop targets from the current state."""

    def _layout_key(self) -> tuple:
        return (self.actor(), len(self.match.actions))

    def lay_out_for_now(self) -> list[Action]:
        """Called first in ``layout``: records who decides and how many actions were taken, and
        returns the legal actions of the person deciding (none otherwise).  A view that calls it
        is laid out again by ``update`` whenever either changes (a move, undo, a load)."""
        self._layout_for = self._layout_key()
        return self.match.legal_actions() if self._layout_for[0] is not None else []

    def draw_board(self, p: Painter, state: Any) -> None:
        """Draw the game inside ``self.board_rect`` from ``state`` (already the viewer's view).
        With a ``board_key`` this is the cached board layer: it may depend only on that key."""

    layers_during_animation = False
    """True when the view's ``board_key`` names everything its animations change in the board
    layer (and draws the moving parts in ``draw_board_live``): the layer is then kept while
    they run instead of being drawn afresh every frame."""

    def board_key(self) -> Hashable | None:
        """What ``draw_board`` shows besides the match itself (hover target, drag, mode, pan
        and zoom…), or None to draw the board from scratch every frame (the default)."""
        return None

    def hover_key(self) -> Hashable | None:
        """What ``draw_board_hover`` shows (the target under the pointer or under the dragged
        piece, the glowing destinations…), or None to draw it every frame.  The hover layer is
        kept over the board layer: a change of hover target redraws only it, never the board."""
        return ()

    def draw_board_hover(self, p: Painter, state: Any) -> None:
        """The hover layer, drawn over the cached board layer: highlights that follow the
        pointer.  It may depend only on ``hover_key`` and the board layer's key."""

    def draw_board_live(self, p: Painter, state: Any) -> None:
        """Drawn over the board layer (and the bar and log) every frame: widgets, the dragged
        piece, effects."""

    def hover_rects(self) -> list[pygame.Rect] | None:
        """Where ``draw_board_hover`` draws for the current ``hover_key`` (virtual rects), or None
        (the default): unknown, the hover layer is kept as the whole window.  With them it is kept
        as these patches, and a motion that changes the hover target (with ``board_live_rects``)
        is presented as the old and new patches: see game/ui/damage.py."""
        return None

    def _hover_patches(self, hover_key: Hashable | None) -> list[pygame.Rect] | None:
        """``hover_rects`` for the hover layer's whole key (board layer and hover key), worked out
        once per key: like the layer they describe, they depend on nothing else."""
        if hover_key is None:
            return None
        if self._patches is None or self._patches[0] != hover_key:
            self._patches = (hover_key, self.hover_rects())
        return self._patches[1]

    def live_rects(self) -> list | None:
        live = self.board_live_rects()
        if live is None:
            return None
        key = self._frame_board_key()
        hover = self.hover_key()
        patches = self._hover_patches(None if key is None or hover is None else (key, hover))
        if patches is None:  # a change of hover target redraws the whole window
            return list(live) + [(None, ("hover", hover))]
        return list(live) + [(r, ("hover", hover)) for r in patches]

    def board_live_rects(self) -> list[pygame.Rect] | None:
        """Where everything ``draw_board_live`` draws lies (its widgets, the dragged piece:
        ``damage.drag_rects(self.drag)``…), or None (the default): unknown.  With it, a pointer
        motion that changes no layer is presented as these rects, before and after."""
        return None

    def board_look(self) -> Hashable | None:
        """What the pointer can change on the board (compared before and after a motion: equal
        means the motion needs no redraw), or None: every motion redraws (the default)."""
        return None

    def handle_board(self, event: pygame.event.Event) -> None:
        """Input that the frame did not use."""

    def board_wants_escape(self) -> bool:
        """True when Esc should cancel something on the board rather than open the menu."""
        return False

    def board_panel_open(self) -> bool:
        """Something open over the board (a held piece, a popover, a panel) that Esc closes before
        the log and the menu (the view's ``handle_board`` closes it; ``board_wants_escape`` is
        True meanwhile)."""
        drag = getattr(self, "drag", None)
        return isinstance(drag, DragController) and drag.active

    def board_tooltip(self, pos) -> Text | None:
        return None

    def prompt_text(self, state: Any) -> Text:
        return self.rules.prompt(state)

    def draw_hint(self, p: Painter, action: Action) -> None:
        """Show a suggested move on the board: by default the ``hint_rects`` glow, numbered in
        order when there are several (take this, put it there)."""
        rects = [pygame.Rect(r) for r in self.hint_rects(action)]
        for n, rect in enumerate(rects):
            p.target_glow(rect.inflate(10, 10), 14, strong=True)
            if len(rects) == 1:
                self.hint_marker(p, (rect.right, rect.y + 4), 17)
            else:
                p.circle((rect.x + 4, rect.y + 4), 17, Palette.glow)
                p.text(Msg.raw(str(n + 1)), (rect.x + 4, rect.y + 4), TextStyle(20, Palette.ink, True), "center")

    hint_marker = staticmethod(hint_marker)
    button_for = staticmethod(button_for)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where on the board ``action`` (a suggested move for the person deciding) shows: the
        piece to take first, then where it goes.  Empty: the bar's words are the only hint."""
        return []

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        """Start tweens showing ``action`` (taken in ``before``); computer moves wait for them."""

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        """Column headings and one row per seat (in seat order) for the results screen."""
        scores = self.rules.scores(self.match.state)
        return [Msg("core.game.score")], [[Msg.raw(f"{s:g}")] for s in scores]

    def results_rows(self) -> list[ResultRow]:
        """The rows of the results table, best first.  By default one per seat, placed by the
        rules' ranking; a solo game's view adds the side it plays against."""
        _headings, cells = self.results_table()
        ranking = self.rules.ranking(self.match.state)
        rows = [
            ResultRow(ranking[s], s, Msg.raw(self.match.seat_name(s)), cells[s], self.results_detail(s))
            for s in range(len(cells))
        ]
        return sorted(rows, key=lambda row: (row.place, row.seat))

    def results_detail(self, seat: int) -> Text | None:
        """A line under ``seat``'s row of the results (what its score is made of), or None."""
        return None

    def results_note(self) -> Text | None:
        """A line under the results table (how a tie was broken), or None."""
        return None
