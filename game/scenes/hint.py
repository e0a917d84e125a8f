"""The "suggest a move" hint: the hard computer player's choice for the person deciding now.

``Hint`` belongs to a ``PlayScene`` and asks its ``TableSession`` who decides.  Asked (the bar's
bulb button or H), it runs the bot of ``level`` for the person's seat on ``rules.view(state,
seat)`` only — never the full state — in a background thread (``BotWorker``), while the bulb
spins.  The answer is shown when the match is still where it was asked: the view's
``hint_rects(action)`` glow on the board and the bar reads the move in words (the rules'
``describe``) with, where the game can say it, why (``game/games/<game>/hints.py``:
``why(rules, view, action, seat) -> Msg | None``).

A hint never touches the match: not the state, not the undo/redo history, not the log.  It
counts one use per hint shown for that seat (``TableSession.count_hint``, kept in the save).
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any

import pygame

from game import games
from game.core import i18n
from game.core.bots import BotWorker
from game.core.i18n import Msg, tr
from game.core.rules import Action
from game.ui.art import Palette
from game.ui.draw import Painter, Text

log = logging.getLogger("quiet_table")

HINT_LEVEL = games.HINT_LEVEL


def from_game(game: str, name: str, rules, view: Any, action: Action, seat: int) -> Msg | None:
    """The game's ``hints.<name>`` (``why``: the reason; ``words``: the move in words where the
    log says nothing) for ``action``, or None."""
    try:
        hook = games.hint_hook(game, name)
        return hook(rules, view, action, seat) if hook is not None else None
    except Exception:  # noqa: BLE001 - words are a nicety: never let them break the screen
        log.exception("hint %s for %s failed", name, game)
        return None


def hint_seed(match) -> int:
    """The same position gives the same hint (for a level that stops on iterations)."""
    return (match.config.seed * 1_000_003 + len(match.actions)) & 0x3FFFFFFF


class Hint:
    def __init__(self, scene, level: str = HINT_LEVEL):
        self.scene = scene
        self.level = level
        self.worker = None  # a BotWorker while the bot thinks
        self.left: tuple | None = None  # (worker, position) of a hint dropped while still thinking
        self.asked: tuple | None = None  # the position the worker was asked about
        self.action: Action | None = None
        self.seat: int | None = None
        self.words: Text | None = None
        self.why: Text | None = None

    # -- state -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.worker is not None

    @property
    def shown(self) -> bool:
        return self.action is not None

    def enabled(self) -> bool:
        """The setting ("Suggest a move" button) is on, and the table is no lesson (whose script
        says what to play)."""
        if getattr(self.scene, "lesson", None) is not None:
            return False
        return bool(getattr(self.scene.app.settings, "show_hint_button", True))

    def keys_help(self, key: str) -> Msg:
        """A keyboard-help line: its ``<key>_with_h`` form (which lists H, suggest a move) while
        the setting is on and the form exists, else the line itself."""
        with_h = f"{key}_with_h"
        return Msg(with_h if self.enabled() and i18n.has(with_h) else key)

    def seat_now(self) -> int | None:
        """The seat a hint may be asked for now, or None."""
        s = self.scene.session
        seat = s.actor()
        if seat is None or seat not in s.humans or s.awaiting_confirmation():
            return None
        if s.private and s.viewer != seat:
            return None  # the device is being passed
        return seat

    def available(self) -> bool:
        return self.enabled() and self.seat_now() is not None

    def _position(self) -> tuple:
        s = self.scene.session
        m = s.match
        return (len(m.actions), id(m.state), m.actions[-1] if m.actions else None, m.to_move(), s.viewer)

    # -- asking -----------------------------------------------------------------------------
    def toggle(self) -> bool:
        """H or the bulb: hide a hint that shows (or is coming), else ask for one."""
        if self.shown or self.busy:
            self.clear()
            return True
        return self.ask()

    def ask(self) -> bool:
        if not self.available():
            return False
        s = self.scene.session
        seat = self.seat_now()
        m = s.match
        position = self._position()
        if self.left is not None and self.left[1] == position and not self.left[0].done:
            self.worker, self.asked = self.left  # asked again, same place: no second thread
            return True
        try:
            bot = games.make_bot(s.game, self.level, hint_seed(m))
        except (KeyError, ValueError, ImportError):
            log.exception("no %s computer player for hints in %s", self.level, s.game)
            return False
        self.asked = position
        self.worker = BotWorker(bot, s.rules, s.rules.view(m.state, seat), seat)
        return True

    def clear(self) -> None:
        """Forget the hint (a thread still thinking finishes on its own and is ignored)."""
        if self.worker is not None and self.asked is not None:
            self.left = (self.worker, self.asked)
        self.worker = None
        self.asked = None
        self.action = self.words = self.why = None
        self.seat = None

    # -- the loop ----------------------------------------------------------------------------
    def update(self) -> bool:
        """Collect a finished answer; drop one that no longer fits.  True while thinking."""
        if self.shown and (self._position() != self.asked or self.seat_now() != self.seat or not self.enabled()):
            self.clear()
        if self.worker is None or not self.worker.done:
            return self.worker is not None
        worker, self.worker = self.worker, None
        if self._position() != self.asked or self.seat_now() != worker.seat:
            self.clear()
            return False
        legal = self.scene.session.match.legal_actions()
        if worker.error is not None or worker.result not in legal:
            log.error("hint for seat %s failed: %r", worker.seat, worker.error or worker.result)
            self.clear()
            return False
        self._show(worker.seat, worker.result)
        return False

    def _show(self, seat: int, action: Action) -> None:
        s = self.scene.session
        view = s.rules.view(s.match.state, seat)
        self.action, self.seat = action, seat
        try:
            self.words = s.rules.describe(view, action, seat)
        except Exception:  # noqa: BLE001 - words are a nicety
            log.exception("describing a hint failed")
            self.words = None
        if self.words is None:
            self.words = from_game(s.game, "words", s.rules, view, action, seat)
        self.why = from_game(s.game, "why", s.rules, view, action, seat)
        s.count_hint(seat)
        self.scene.app.dirty = True

    # -- drawing -------------------------------------------------------------------------------
    def line(self) -> Text:
        """What the bar says: the move in words and why."""
        words = self.words or Msg("core.hint.no_words")
        if self.why is not None:  # "plays green 6 at stone 4 — why", without the sentence's full stop
            return Msg("core.hint.line_why", move=Msg.raw(tr(words).rstrip(". ")), why=self.why)
        return Msg("core.hint.line", move=words)

    def draw_spinner(self, p: Painter, rect: pygame.Rect) -> None:
        """Dots turning round the bulb while the bot thinks."""
        if not self.busy:
            return
        turn = time.monotonic() * 1.6
        radius = rect.w * 0.46
        for i in range(8):
            angle = turn + i * math.pi / 4
            centre = (rect.centerx + radius * math.cos(angle), rect.centery + radius * math.sin(angle))
            p.circle(centre, 3 + i * 0.5, Palette.glow if i == 7 else Palette.glow_soft)


def hint_marker(p: Painter, centre, radius: int = 20) -> None:
    """A bulb in an amber disc: marks a suggested place drawn in the game's own shape."""
    p.circle(centre, radius + 3, Palette.ink)
    p.circle(centre, radius, Palette.glow)
    side = round(radius * 1.3)
    p.icon("bulb", pygame.Rect(centre[0] - side // 2, centre[1] - side // 2, side, side), Palette.ink)


def button_for(widgets, action: Action) -> list[pygame.Rect]:
    """The rect of the visible button among ``widgets`` whose click performs ``action`` (its
    callback holds the action as a default argument or in its closure), as a one-item list."""
    for w in widgets:
        call = getattr(w, "on_click", None)
        held = list(getattr(call, "__defaults__", None) or ())
        held += [c.cell_contents for c in getattr(call, "__closure__", None) or () if _filled(c)]
        if w.visible and any(h is action or (isinstance(h, Action) and h == action) for h in held):
            return [pygame.Rect(w.rect)]
    return []


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty closure cell raises
    except ValueError:
        return False
    return True
