"""``Aid``: what the play screen carries at its table besides the game's view — a review's steps
(game/scenes/review_bar.py), a lesson and the coach (game/scenes/tutor.py).

The frame (game/scenes/play.py) asks each of its aids in turn and names none of them: the
components it shows over the table, the session's events, input, tooltips, the loop, whether a
move needs no question before it gives something up, the log's column.  Each answer's default
here is "nothing to do"; an aid says only what it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core.session import Event
from game.ui.components import Component
from game.ui.draw import Text


class Aid:
    leave: Callable[[], None] | None = None
    """What Esc does at this table instead of the menu (a review: leave it), unless something
    open over the board takes Esc first; None: the menu."""

    def components(self) -> list[Component]:
        """What the aid shows over the table (after the log), each drawn again only when it changes."""
        return []

    def takes(self, event: Event) -> bool:
        """Note a session's event; True when the aid shows it itself (the frame then does not)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """Input the aid takes (after the top bar and the log, before the view): True when taken."""
        return False

    def tooltip_at(self, pos) -> Text | None:
        return None

    def tooltip_target(self, pos) -> pygame.Rect | None:
        return None

    def look(self) -> Hashable:
        """What the aid's widgets look like (hovered, pressed) beyond what its components key."""
        return None

    def update(self) -> bool:
        """Once a frame, before the table's computer players: True when something shown changed."""
        return False

    def busy(self) -> bool:
        """Still working in the background (the loop keeps running)."""
        return False

    def expects(self, action) -> bool:
        """``action`` is what the aid asked for: played without the giving-up question."""
        return False

    def toggle_log(self) -> bool:
        """The log button, when the aid stands in the log's column: True when it took the click."""
        return False

    def hides_log(self) -> bool:
        """The log is open but the aid shows in its place (asked only while the log is open)."""
        return False
