"""Asking once before a move gives up something the player could still use.

Every game's rules say what an action would throw away (``Rules.giving_up``: "3 activations
unused", counted from the legal actions); ``play`` asks before playing such a move for a person,
whatever played it (a button, a key, a drag: ``PlayScene.perform``).  The question names what
would be lost; "Keep playing" is focused (Enter or Esc keep playing, so a misclick or a key
pressed twice gives nothing up); the other button plays the move.  The setting
``ask_before_giving_up`` (Settings, and the dialog's own switch) stops the questions.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import Msg
from game.core.rules import GivingUp
from game.core.session import TableSession
from game.scenes.common import HEADING_STYLE
from game.scenes.dialog import Dialog
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.widgets import Toggle


def asks(app) -> bool:
    """Whether moves that give something up ask first (the setting)."""
    return bool(app.settings.ask_before_giving_up)


class GiveUpDialog(Dialog):
    """"3 activations unused": what the move gives up, what it does, Keep playing / Finish anyway."""

    name = "give_up"
    size = (1000, 600)

    def __init__(self, app, giving: GivingUp, on_yes: Callable[[], None]):
        super().__init__(
            app,
            giving.what,
            giving.detail,
            [(Msg("core.give_up.keep"), None, "secondary"), (giving.yes, on_yes, "primary")],
            icon="warning",
            widths=[300, 340],
        )
        self.giving = giving
        r = self.panel_rect
        self.stop = Toggle(
            pygame.Rect(r.x + 44, r.y + 350, r.w - 88, 64),
            Msg("core.give_up.stop_asking"),
            lambda: not asks(app),
            self._stop_asking,
        )
        self.group.add(self.stop)

    def handle(self, event: pygame.event.Event) -> None:
        """Enter with nothing focused (after a click beside the panel) keeps playing too."""
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and not any(w.focused for w in self.group.widgets):
            self.close()
            return
        super().handle(event)

    def _stop_asking(self, stop: bool) -> None:
        self.app.settings.ask_before_giving_up = not stop
        self.app.save_settings()

    def content_key(self) -> tuple:
        return ()

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.icon(self.icon, pygame.Rect(r.x + 50, r.y + 48, 56, 56), Palette.danger)
        p.text(self.title, (r.x + 130, r.y + 46), HEADING_STYLE, max_width=r.w - 180)
        box = pygame.Rect(r.x + 60, r.y + 140, r.w - 120, 200)
        p.text_box(self.message, box, TextStyle(28, Palette.ink), align="left", valign="top")


def ask(app, giving: GivingUp, on_yes: Callable[[], None]) -> None:
    app.stack.push(GiveUpDialog(app, giving, on_yes))


def play(app, session: TableSession, action, confirmed: bool, again: Callable[[], bool]) -> bool:
    """Play a person's decision at ``session`` (an illegal one explains itself).  One that gives
    up something still usable asks once first, unless ``confirmed``: False meanwhile, and if the
    person says yes, ``again()`` plays it, confirmed, if it is still legal then."""
    state = session.match.state
    if not confirmed and asks(app) and session.rules.refusal(state, action) is None:
        giving = session.rules.giving_up(state, action)
        if giving is not None and session.human_to_move() is not None:
            ask(app, giving, lambda: session.rules.refusal(session.match.state, action) is None and again())
            return False
    return session.play(action)
