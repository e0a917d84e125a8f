"""The view protocol: how a game's table plugs into the play screen.

The play screen (``game/scenes/play.py``) is a frame: it draws the chrome (top bar, log,
results), drives a ``TableSession`` (game/core/session.py: turns, computer players, undo,
pass-and-play, autosave) and forwards the person's input.  A game supplies a ``TableView``: a
plain object, not a scene, that does four things.

1. **Lay out in a rect.**  ``lay_out(rect, model)`` places everything inside ``rect`` (the board
   area) for the model given; it is called after every change (a move, undo, a reveal), when the
   log opens or closes, and when the window changes size.  Components keep their rects.
2. **Draw a model.**  ``components()`` lists the components (game/ui/components.py) of the
   cached board layer, bottom to top; each draws one slice of the model (``part``) and is drawn
   again only when that slice changes.  ``hover_components()`` are drawn over that layer as
   small patches (what follows the pointer: the place under a dragged card).  ``draw_live``
   draws what changes every frame (widgets, the dragged piece, pieces in flight), and
   ``live_rects`` says where (see game/ui/damage.py).
3. **Turn a pointer into an intent.**  ``handle(event, model)`` gets every event the frame did
   not use (mouse positions in virtual pixels) and returns an intent or None: ``Perform`` (play
   these actions in order, stopping at the first one refused), ``Explain`` (say why not, near the
   pointer), ``HandOver`` (pass-and-play: the last person is done looking), ``Show`` (open an
   overlay), ``Undo`` (take back the last decision).  The view never plays a move itself.
4. **Hover.**  ``hover(pos, model)`` follows the pointer between events of its own (what lies
   under it); ``look()`` is what the pointer can change (compared before and after a motion: equal
   means nothing to redraw).

What a view may read: the ``TableModel`` it is given (``model.view`` is ``rules.view(state,
seat)``, what the seat at the screen may see, never the full state), its own UI state, the
rules object (pure queries) and the ``TableContext`` (measuring text, the settings, the
animator, the pointer).  It never reaches the session or the match, so a secret cannot leak
into its drawing (``tests/protocol.py`` checks every game).

Optional, with defaults here: ``prompt`` (the bar's question), ``tooltip`` and ``tooltip_target``,
``wants_escape`` and
``captures`` (Esc and a drag's release before the chrome),
``hint_rects`` (where a suggested move shows; a lesson's places glow there too), ``draw_hint``
(the game's own drawing of a suggestion over them), ``coach_room``
(room for a lesson's panel), ``animate`` (a move just played, as the seat sees
it: ``Move``), ``results`` (the results table) and ``linger`` (pass-and-play: the
last person keeps looking after their turn).

A game's package names its view class in its spec (``game/games/<game>/__init__.py``); the play
screen builds it as ``View(rules, ctx)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.ui.components import Component
from game.ui.draw import Painter, Text

if TYPE_CHECKING:
    from game.core.session import TableModel
    from game.ui.anim import Animator


@dataclass
class TableContext:
    """What the play screen lends its view."""

    painter: Painter
    """For measuring text while laying out (draw only when asked to)."""
    settings: Any
    """The app's settings (``show_legal_moves``…)."""
    animator: Animator
    """Tweens; computer moves wait while it is busy."""
    pointer: Callable[[], tuple[int, int]]
    """Where the pointer is (virtual pixels)."""
    explain: Callable[[Text, tuple[int, int] | None], None]
    """Say why a move is refused, near a point (None: near the pointer): for refusals that come
    from a callback rather than from ``handle`` (a drag controller's ``on_refused``)."""
    show: Callable[[Show], None] | None = None
    """Open an overlay that comes by itself, not from the person's input (Glen More's scoring
    table after the move that scored): ``handle`` returns a ``Show`` instead."""


@dataclass(frozen=True)
class Move:
    """A move just played, as the seat at the screen sees it (``before`` and ``after`` are seat views)."""

    action: Action
    seat: int
    by_bot: bool
    before: Any
    after: Any


# -- intents ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Perform:
    """Play these actions in order (a drop may mean two); the first refused stops the rest."""

    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Explain:
    """Say why not (near ``pos``, or where the screen puts messages)."""

    reason: Text
    pos: tuple[int, int] | None = None
    level: str = "warning"  # the message's kind ("info": a word of help, not a refusal)


@dataclass(frozen=True)
class HandOver:
    """Pass-and-play: the person who just played is done looking."""


@dataclass(frozen=True)
class Undo:
    """Take back the last decision (Esc in the middle of a turn's choices: Brass's card or source)."""


@dataclass(frozen=True)
class Show:
    """Open an overlay over the table: ``make(app)`` builds the scene."""

    make: Callable[[Any], Any]


Intent = Perform | Explain | HandOver | Show | Undo


@dataclass
class ResultRow:
    """One row of the results table: the place (0 = first), the seat whose colour and symbol
    it shows, a name and the cells under the headings."""

    place: int
    seat: int
    name: Text
    cells: list[Text]
    detail: Text | None = None  # a line under the row (The Border: the areas each seat completed)


@dataclass
class Results:
    """The results screen's table: column headings, rows best first, a line under them, and the
    outcome's words when the game says it its own way (None: "Ana wins!")."""

    headings: list[Text]
    rows: list[ResultRow]
    note: Text | None = None
    outcome: Text | None = None


class TableView:
    """A game's table (see the module docstring); subclasses fill in what their game needs."""

    toast_bottom: int | None = None
    """Where the app's messages stand (virtual y of their bottom edge; None: the app's default)."""

    room_for_log = True
    """False for a table that needs the log's column: the log starts closed (L opens it)."""

    fills_window = False
    """True for a table whose screen fills the window (game/ui/layout.py): a wider or larger
    window gives it more room."""

    log_drawer = False
    """True for a table that keeps the whole board under the bar whether the log shows or not:
    the log opens as a drawer over it, where ``drawer`` says (``log_open`` tells the table)."""

    log_open = False
    """Whether the log's drawer is open (set by the play screen for a ``log_drawer`` table)."""

    def __init__(self, rules: Any, ctx: TableContext):
        self.rules = rules
        self.ctx = ctx
        self._intent: Intent | None = None  # what the event being handled asks of the table

    # -- 1. lay out ---------------------------------------------------------------------------
    def lay_out(self, rect: pygame.Rect, model: TableModel) -> None:
        """Place everything inside ``rect`` for ``model``."""

    def drawer(self) -> pygame.Rect | None:
        """Where the log's drawer stands (a ``log_drawer`` table, after ``lay_out``)."""
        return None

    # -- 2. draw ------------------------------------------------------------------------------
    def components(self) -> Sequence[Component]:
        """The board layer, bottom to top (keep the same objects from frame to frame)."""
        return ()

    def hover_components(self) -> Sequence[Component]:
        """Drawn over the board layer as patches (their bounds): what follows the pointer."""
        return ()

    def draw_live(self, p: Painter, model: TableModel) -> None:
        """Drawn every frame over the layers: widgets, the dragged piece, flights."""

    def live_rects(self) -> list | None:
        """Where ``draw_live`` draws (rects, or (rect, look) pairs), or None: unknown."""
        return None

    # -- 3. input -----------------------------------------------------------------------------
    def _emit(self, intent: Intent | None) -> None:
        """Ask ``intent`` of the table (a widget's or a drop's callback, while ``handle`` runs)."""
        self._intent = intent

    def _take(self) -> Intent | None:
        """What the event asked, once."""
        intent, self._intent = self._intent, None
        return intent

    def _refused(self, reason: Text, pos) -> None:
        """A drop or click refused: say why by the pointer."""
        self.ctx.explain(reason, pos)

    def handle(self, event: pygame.event.Event, model: TableModel) -> Intent | None:
        return None

    # -- 4. hover -----------------------------------------------------------------------------
    def hover(self, pos: tuple[int, int], model: TableModel) -> None:
        """The pointer moved to ``pos`` (virtual)."""

    def look(self) -> Hashable | None:
        """What the pointer can change besides the hover components' parts (None: anything)."""
        return None

    # -- optional -------------------------------------------------------------------------------
    def prompt(self, model: TableModel) -> Text | None:
        """The bar's question now, or None: the rules' prompt."""
        return None

    def tooltip(self, pos: tuple[int, int], model: TableModel) -> Text | None:
        return None

    def tooltip_target(self, pos: tuple[int, int], model: TableModel) -> pygame.Rect | None:
        """The rect of the thing whose tooltip shows at ``pos`` (the tooltip stands clear of it)."""
        return None

    def wants_escape(self) -> bool:
        """Something open over the board (a held piece, a popover) that Esc closes: Esc goes to
        ``handle`` before the log and the menu."""
        return False

    def captures(self, event: pygame.event.Event) -> bool:
        """The view takes ``event`` before the bar and the log can (the release that ends a drag:
        ``DragController.carrying``)."""
        return False

    def hint_rects(self, action: Action, model: TableModel) -> list[pygame.Rect]:
        """Where a suggested move shows: the piece to take first, then where it goes."""
        return []

    def draw_hint(self, p: Painter, action: Action, model: TableModel) -> bool:
        """Draw a suggested move the game's own way (The Border: its spaces as hexes); False: the
        frame's glow over ``hint_rects``."""
        return False

    def coach_room(self, model: TableModel) -> pygame.Rect | None:
        """Room the table can spare for a lesson's panel or the coach's note (game/scenes/tutor.py),
        when the log's column is not free; None: a corner of the board away from what glows."""
        return None

    def animate(self, move: Move, model: TableModel) -> None:
        """Start tweens for a move just played (``lay_out`` for the new model came first)."""

    def results(self, model: TableModel) -> Results:
        """The results table: by default one score per seat, best first."""
        scores = self.rules.scores(model.view)
        rows = [
            ResultRow(model.ranking[s], s, Msg.raw(model.seats[s].name), [Msg.raw(f"{score:g}")])
            for s, score in enumerate(scores)
        ]
        return Results([Msg("core.game.score")], sorted(rows, key=lambda row: (row.place, row.seat)))

    def linger(self, view: Any) -> bool:
        """Pass-and-play: after a person's move gives the turn to another person, whether they
        keep looking (at a card drawn) until they hand over (``HandOver``)."""
        return False
