"""The old view shape, kept while Glen More and Brass are converted to the view
protocol (game/ui/table.py).  Delete this module when the last of them is converted.

``LegacyView`` is a ``PlayScene`` that is also the game's view: the frame asks it through
``LegacyBoard`` (a ``TableView`` adapter) for the hooks the old views override — ``layout``,
``draw_board`` with ``board_key`` (one cached board layer, drawn whole), ``hover_key`` /
``draw_board_hover`` / ``hover_rects``, ``draw_board_live`` / ``board_live_rects``,
``board_look``, ``handle_board``, ``board_wants_escape``, ``board_panel_open``, ``board_tooltip``, ``prompt_text``,
``draw_hint`` / ``hint_rects``, ``animate``, ``results_table`` / ``results_rows`` /
``results_detail`` / ``results_note`` / ``outcome_text`` and ``layers_during_animation``.

Compat attributes the old views still read, each forwarding to the session (game/core/
session.py) or the chrome (game/scenes/chrome.py) — the view helpers remove their uses as they
convert: ``match`` (the full state: the protocol gives ``model.view``), ``humans``, ``private``,
``viewer``, ``worker``, ``bots``, ``visible_state()``, ``human_to_move()``, ``actor()``,
``my_turn()``, ``awaiting_confirmation()``, ``lay_out_for_now()``, ``perform()`` (the protocol
returns ``Perform``), ``after_change()``, ``changes``, ``draw_name`` / ``level_tag`` /
``level_tag_width`` / ``level_text`` / ``name_fits`` / ``tag_size`` (seat-number signatures),
``hint_marker``, ``button_for``, and ``LegacyBoard``'s forwarding of unknown names to the view.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.core.match import Match
from game.core.rules import Action
from game.core.session import MovePlayed, TableModel, TableSession
from game.scenes import chrome
from game.scenes.hint import button_for, hint_marker
from game.scenes.play import PlayScene, live_session
from game.ui.art import Palette, TextStyle
from game.ui.components import Component, Hover
from game.ui.drag import DragController
from game.ui.draw import Painter, Text
from game.ui.table import Move, ResultRow, Results, TableView

log = logging.getLogger("quiet_table")


class LegacyLayer(Component):
    """The old view's whole board as one component, keyed by its ``board_key`` and the match."""

    whole = True  # old views set clips of their own

    def __init__(self, scene: LegacyView):
        self.scene = scene

    def part(self, model: TableModel) -> Hashable | None:
        s = self.scene
        self.bounds = s.canvas
        if (s.animator.busy and not s.layers_during_animation) or s.hint.busy:
            return None
        key = s.board_key()
        if key is None:
            return None
        return (key, (len(s.match.actions), s.changes, s.viewer, s.worker is None, s.log_panel.open))

    def paint(self, p: Painter, part: Any) -> None:
        self.scene.draw_board(p, self.scene.visible_state())


class LegacyGlow(Component):
    """A suggested move as the old view draws it (``draw_hint``)."""

    whole = True

    def __init__(self, scene: LegacyView):
        self.scene = scene

    def part(self, model: TableModel) -> Hashable:
        self.bounds = self.scene.canvas
        return (self.scene.hint.action, self.scene.hint.seat)

    def paint(self, p: Painter, part: Any) -> None:
        if part[0] is None:
            return
        try:
            self.scene.draw_hint(p, part[0])
        except Exception:  # noqa: BLE001 - a highlight is a nicety: the words still show
            log.exception("hint highlight failed")


class LegacyBoard(TableView):
    """The protocol, answered by an old view's hooks."""

    def __init__(self, scene: LegacyView):
        super().__init__(scene.rules, scene.ctx)
        self.scene = scene
        self.layer = LegacyLayer(scene)

    def __getattr__(self, name: str):
        """Compat: the old view's own attributes (``drag``, ``widgets``, ``why_not``…), so code
        that reaches a table's parts through ``scene.view`` works for both kinds of view."""
        return getattr(self.scene, name)

    def lay_out(self, rect: pygame.Rect, model: TableModel) -> None:
        self.scene.layout()

    def components(self):
        return (self.layer,)

    def draw_live(self, p: Painter, model: TableModel) -> None:
        self.scene.draw_board_live(p, self.scene.visible_state())

    def live_rects(self) -> list | None:
        return self.scene.board_live_rects()

    def handle(self, event: pygame.event.Event, model: TableModel):
        self.scene.handle_board(event)

    def look(self) -> Hashable | None:
        return self.scene.board_look()

    def prompt(self, model: TableModel) -> Text | None:
        return self.scene.prompt_text(self.scene.visible_state())

    def tooltip(self, pos, model: TableModel) -> Text | None:
        return self.scene.board_tooltip(pos)

    def tooltip_target(self, pos, model: TableModel) -> pygame.Rect | None:
        return self.scene.board_tooltip_target(pos)

    def wants_escape(self) -> bool:
        return self.scene.board_wants_escape()

    def hint_rects(self, action: Action, model: TableModel) -> list[pygame.Rect]:
        return self.scene.hint_rects(action)

    def coach_room(self, model: TableModel) -> pygame.Rect | None:
        room = getattr(self.scene, "coach_room", None)
        return room() if room is not None else None

    def animate(self, move: Move, model: TableModel) -> None:
        self.scene.animate(move.before, move.action, move.seat, move.by_bot)

    def results(self, model: TableModel) -> Results:
        s = self.scene
        headings, _cells = s.results_table()
        return Results(headings, s.results_rows(), s.results_note(), s.outcome_text())

    def linger(self, view: Any) -> bool:
        return False


class LegacyView(PlayScene):
    """See the module docstring."""

    layers_during_animation = False
    """True when the view's ``board_key`` names everything its animations change in the board
    layer (and draws the moving parts in ``draw_board_live``): the layer is then kept while
    they run instead of being drawn afresh every frame."""

    def __init__(self, app, match: Match, match_id: str, session: TableSession | None = None):
        """``session``: a review's (game/scenes/review.py; ``match`` is then its ``match``), else
        the match is played here."""
        self._layout_for: tuple | None = None
        self._patches: tuple | None = None  # (hover layer key, hover_rects) of the last key
        super().__init__(app, session or live_session(match, match_id), None, match_id)

    def table_view(self) -> TableView:
        return LegacyBoard(self)

    def show_move(self, event: MovePlayed) -> None:
        """The old order: the view animates the move (laying out as it needs), then refreshes."""
        self._animate_move(event)
        self.after_change()

    def hint_glow(self) -> Component:
        return LegacyGlow(self)

    # -- compat attributes (see the module docstring) ----------------------------------------
    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def private(self) -> bool:
        return self.session.private

    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    @property
    def worker(self):
        return self.session.worker

    @property
    def bots(self) -> dict:
        return self.session.bots

    @bots.setter
    def bots(self, bots: dict) -> None:
        self.session.bots = bots

    def visible_state(self) -> Any:
        return self.session.visible_state()

    def human_to_move(self) -> int | None:
        return self.session.human_to_move()

    def actor(self) -> int | None:
        return self.session.actor()

    def my_turn(self) -> bool:
        """Whether the board takes a person's input now."""
        return self.actor() is not None

    def awaiting_confirmation(self) -> bool:
        return self.session.awaiting_confirmation()

    def _layout_key(self) -> tuple:
        return (self.actor(), len(self.match.actions))

    def lay_out_for_now(self) -> list[Action]:
        """Called first in ``layout``: records who decides and how many actions were taken, and
        returns the legal actions of the person deciding (none otherwise).  A view that calls it
        is laid out again by ``update`` whenever either changes (a move, undo, a load)."""
        self._layout_for = self._layout_key()
        return self.match.legal_actions() if self._layout_for[0] is not None else []

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self._layout_for is not None and self._layout_key() != self._layout_for:
            # a safety net: whatever changed the match (a move, undo, a load), lay out for it
            self.session.refresh()
            moving = True
        return moving

    def level_text(self, seat: int) -> Text | None:
        return chrome.level_text(self.session.model(), seat)

    def level_tag_width(self, p: Painter, seat: int, size: int = 20, icon: bool = True, word: bool = True) -> int:
        return chrome.level_tag_width(p, self.level_text(seat), size, icon, word)

    def level_tag(
        self, p: Painter, seat: int, midleft, size: int = 20, icon: bool = True, word: bool = True
    ) -> pygame.Rect | None:
        return chrome.level_tag(p, self.level_text(seat), midleft, size, icon, word)

    tag_size = staticmethod(chrome.tag_size)

    def name_fits(self, p: Painter, seat: int, name: Text, style: TextStyle, max_width: int) -> bool:
        return chrome.name_fits(p, self.level_text(seat), name, style, max_width)

    def draw_name(
        self, p: Painter, seat: int, name: Text, midleft, style: TextStyle, max_width: int, below: int | None = None
    ) -> pygame.Rect:
        return chrome.draw_name(p, self.level_text(seat), name, midleft, style, max_width, below)

    hint_marker = staticmethod(hint_marker)
    button_for = staticmethod(button_for)

    # -- the hooks an old view fills in ----------------------------------------------------------
    def layout(self) -> None:
        """(Re)compute rects, drag sources and drop targets from the current state."""

    def draw_board(self, p: Painter, state: Any) -> None:
        """Draw the game inside ``self.board_rect`` from ``state`` (already the viewer's view)."""

    def board_key(self) -> Hashable | None:
        """What ``draw_board`` shows besides the match, or None to draw it every frame."""
        return None

    def hover_key(self) -> Hashable | None:
        """What ``draw_board_hover`` shows, or None to draw it every frame."""
        return ()

    def draw_board_hover(self, p: Painter, state: Any) -> None:
        """The hover layer over the board layer: highlights that follow the pointer."""

    def draw_board_live(self, p: Painter, state: Any) -> None:
        """Drawn every frame: widgets, the dragged piece, effects."""

    def hover_rects(self) -> list[pygame.Rect] | None:
        """Where ``draw_board_hover`` draws (virtual rects), or None: the whole window."""
        return None

    def board_live_rects(self) -> list | None:
        """Where everything ``draw_board_live`` draws lies, or None: unknown."""
        return None

    def board_look(self) -> Hashable | None:
        """What the pointer can change on the board, or None: every motion redraws."""
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

    def _escape_first(self) -> bool:
        return self.board_panel_open()

    def _capture(self, event: pygame.event.Event) -> bool:
        drag = getattr(self, "drag", None)
        if isinstance(drag, DragController) and drag.carrying(event):
            drag.handle(event)  # the end of a drag is the drag's, whatever button or panel lies under it
            return True
        return False

    def board_tooltip(self, pos) -> Text | None:
        return None

    def board_tooltip_target(self, pos) -> pygame.Rect | None:
        """The rect of the thing on the board whose tooltip shows at ``pos`` (default: unknown)."""
        return None

    def prompt_text(self, state: Any) -> Text:
        return self.rules.prompt(state)

    def draw_hint(self, p: Painter, action: Action) -> None:
        """The ``hint_rects`` glow, numbered in order when there are several."""
        rects = [pygame.Rect(r) for r in self.hint_rects(action)]
        for n, rect in enumerate(rects):
            p.target_glow(rect.inflate(10, 10), 14, strong=True)
            if len(rects) == 1:
                self.hint_marker(p, (rect.right, rect.y + 4), 17)
            else:
                p.circle((rect.x + 4, rect.y + 4), 17, Palette.glow)
                p.text(Msg.raw(str(n + 1)), (rect.x + 4, rect.y + 4), TextStyle(20, Palette.ink, True), "center")

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return []

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        """Start tweens showing ``action`` (taken in ``before``); computer moves wait for them."""

    def outcome_text(self) -> Text:
        return chrome.outcome_text(self.session.model())

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        scores = self.rules.scores(self.match.state)
        return [Msg("core.game.score")], [[Msg.raw(f"{s:g}")] for s in scores]

    def results_rows(self) -> list[ResultRow]:
        _headings, cells = self.results_table()
        ranking = self.rules.ranking(self.match.state)
        rows = [
            ResultRow(ranking[s], s, Msg.raw(self.match.seat_name(s)), cells[s], self.results_detail(s))
            for s in range(len(cells))
        ]
        return sorted(rows, key=lambda row: (row.place, row.seat))

    def results_detail(self, seat: int) -> Text | None:
        return None

    def results_note(self) -> Text | None:
        return None

    # -- the hover layer from the hooks -----------------------------------------------------------
    def hover_layer(self, model: TableModel) -> Hover | None:
        board, hover = self._board_key(model), self.hover_key()
        key = None if board is None or hover is None else (board, hover)
        if key is None:
            rects = None
        elif self._patches is not None and self._patches[0] == key:
            rects = self._patches[1]  # worked out once per key: like the layer, they depend on nothing else
        else:
            rects = self.hover_rects()
            self._patches = (key, rects)
        return Hover(key, rects, lambda q: self.draw_board_hover(q, self.visible_state()))
