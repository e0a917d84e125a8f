"""Drag-and-drop with a click-to-select fallback and keyboard control.

A game view lists its draggable *sources* (a card in hand, a die, a tile) and its drop
*targets* (a stone side, a cell) by key and rect; a *judge* — the view — says which
targets are legal for a payload (computed from the rules' legal actions), performs a
drop, and explains an illegal one.  While something is held, legal targets glow; an
illegal drop snaps back and the reason is shown.

The same gestures work three ways:
* drag: press on a source, move, release over a target;
* click: click a source (it lifts), then click a target; click it again to put it down (or drag
  it from there: a press on a lifted piece that moves carries it on);
* keyboard: ←/→ choose a source, Enter lifts it, ←/→ choose a target, Enter drops, Esc cancels.

A press that ends away from where it started is a drag however few motion events came between
(a quick flick may bring none): the release is judged where it happens.  A drag let go over no
target goes to the nearest legal target within ``snap`` pixels, else back to its place with the
reason (the judge's ``why_nowhere``, or a plain "drop it on a glowing place"); let go over its
own place it is simply put back.  While a drag is under way the play screen hands the release to
the controller before any button or panel can take it (``carrying``), so nothing is left held.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.core.i18n import Msg
from game.ui.anim import Animator, Tween, ease_out
from game.ui.draw import Text

DRAG_THRESHOLD = 8


@dataclass
class Source:
    key: Hashable
    rect: pygame.Rect
    payload: Any


class Judge(Protocol):
    def legal_targets(self, payload: Any) -> set[Hashable]: ...

    def drop(self, payload: Any, target: Hashable) -> None: ...

    def why_not(self, payload: Any, target: Hashable) -> Text | None: ...

    # optional: ``why_nowhere(payload) -> Text | None``, why a drop over no target is refused



class DragController:
    def __init__(self, judge: Judge, animator: Animator, on_refused: Callable[[Text, tuple[int, int]], None]):
        self.judge = judge
        self.animator = animator
        self.on_refused = on_refused
        self.sources: list[Source] = []
        self.targets: dict[Hashable, pygame.Rect] = {}
        self.held: Source | None = None  # lifted by a press, a click or the keyboard
        self.dragging = False
        self.press_pos = (0, 0)
        self.pointer = (0, 0)
        self.grab = (0, 0)
        self.legal: set[Hashable] = set()
        self.hover_target: Hashable | None = None
        self.key_source = -1
        self.key_target = -1
        self.returning: Tween | None = None
        self.returning_source: Source | None = None
        self._pressing = False
        self._put_down_on_click = False  # a press on the lifted source: put it down unless it moves
        self.snap = 0  # a drag let go this close (virtual px) to one legal target drops there

    # -- layout, refreshed by the view whenever its layout changes ----------------------
    def set_layout(self, sources: list[Source], targets: dict[Hashable, pygame.Rect]) -> None:
        self.sources = sources
        self.targets = targets
        if self.held is not None:
            match = next((s for s in sources if s.key == self.held.key), None)
            if match is None:
                self.cancel()
            else:
                self.held = match

    # -- queries for drawing ---------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.held is not None

    def is_lifted(self, key: Hashable) -> bool:
        return self.held is not None and self.held.key == key

    def is_hidden(self, key: Hashable) -> bool:
        """A source being dragged (or flying back) is drawn by the overlay, not in place."""
        if self.returning_source is not None and self.returning_source.key == key:
            return True
        return self.dragging and self.held is not None and self.held.key == key

    def target_state(self, key: Hashable) -> str | None:
        """'hover' for the legal target under the pointer, 'legal' for other legal ones."""
        if self.held is None or key not in self.legal:
            return None
        focus = self._keyboard_target_key()
        return "hover" if key in (self.hover_target, focus) else "legal"

    def floating(self) -> tuple[Source, tuple[float, float]] | None:
        """What to draw on top and where (top-left, virtual): the dragged or returning source."""
        if self.dragging and self.held is not None:
            return self.held, (self.pointer[0] - self.grab[0], self.pointer[1] - self.grab[1])
        if self.returning is not None and self.returning_source is not None:
            return self.returning_source, self.returning.value
        return None

    def source_at(self, pos) -> Source | None:
        for source in reversed(self.sources):
            if source.rect.collidepoint(pos):
                return source
        return None

    def target_at(self, pos) -> Hashable | None:
        hits = [k for k, r in self.targets.items() if r.collidepoint(pos)]
        if not hits:
            return None
        legal = [k for k in hits if k in self.legal]
        return (legal or hits)[0]

    # -- actions --------------------------------------------------------------------
    def lift(self, source: Source) -> None:
        self.held = source
        self.legal = set(self.judge.legal_targets(source.payload))
        self.key_target = -1

    def cancel(self) -> None:
        self.held = None
        self.dragging = False
        self.legal = set()
        self.hover_target = None
        self.key_target = -1

    def drop_on(self, target: Hashable, pos: tuple[int, int]) -> bool:
        """Try to drop the held payload on ``target``; True if it was legal."""
        if self.held is None:
            return False
        source = self.held
        if target in self.legal:
            self.cancel()
            self.judge.drop(source.payload, target)
            return True
        reason = self.judge.why_not(source.payload, target)
        self._snap_back(source, pos)
        if reason:
            self.on_refused(reason, pos)
        return False

    def _snap_back(self, source: Source, pos: tuple[int, int]) -> None:
        start = (pos[0] - self.grab[0], pos[1] - self.grab[1]) if self.dragging else source.rect.topleft
        was_dragging = self.dragging
        self.cancel()
        if not was_dragging:
            return
        self.returning_source = source

        def done() -> None:
            self.returning = None
            self.returning_source = None

        self.returning = self.animator.add(Tween(start, source.rect.topleft, 0.25, ease_out, on_done=done))

    # -- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.held is not None:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, pos) -> bool:
        self.pointer = pos
        source = self.source_at(pos)
        if self.held is not None and not self.dragging:
            # Click mode: something is lifted; a click on a target drops it there.
            target = self.target_at(pos)
            if target is not None and (source is None or target in self.legal):
                self.drop_on(target, pos)
                return True
            if source is not None and source.key == self.held.key:
                # Pressed again on what is lifted: a drag from here carries it on; a click (a
                # release without moving) puts it down.
                self._put_down_on_click = True
                self.press_pos = pos
                self.grab = (pos[0] - source.rect.x, pos[1] - source.rect.y)
                self._pressing = True
                return True
            if source is None:
                self.cancel()
                return False
        if source is None:
            return False
        self.lift(source)
        self.press_pos = pos
        self.grab = (pos[0] - source.rect.x, pos[1] - source.rect.y)
        self._pressing = True
        return True

    def _motion(self, pos) -> bool:
        self.pointer = pos
        if self.held is None:
            return False
        moved = abs(pos[0] - self.press_pos[0]) + abs(pos[1] - self.press_pos[1])
        if self._pressing and not self.dragging and moved > DRAG_THRESHOLD:
            self.dragging = True
        target = self.target_at(pos)
        self.hover_target = target if target in self.legal else None
        return self.dragging or self.held is not None

    def _moved(self, pos) -> bool:
        return abs(pos[0] - self.press_pos[0]) + abs(pos[1] - self.press_pos[1]) > DRAG_THRESHOLD

    def carrying(self, event: pygame.event.Event) -> bool:
        """True for the left-button release that ends a drag (one that moved, even if no motion
        event said so): the play screen gives it to the controller first."""
        return (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self._pressing
            and self.held is not None
            and (self.dragging or self._moved(event.pos))
        )

    def drops_on_press(self, event: pygame.event.Event) -> bool:
        """True for the left press that drops a piece lifted by a click onto a glowing place: a
        view gives it to the controller before its buttons (a button over a place — the
        Schotten discard pile shows its cards — must not take the click meant for the piece)."""
        return (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.held is not None
            and not self.dragging
            and self.target_at(event.pos) in self.legal
        )

    def _release(self, pos) -> bool:
        pressing = self._pressing
        self._pressing = False
        put_down, self._put_down_on_click = self._put_down_on_click, False
        if self.held is None or not pressing:
            return False
        if not self.dragging and self._moved(pos):
            self.dragging = True  # a quick flick: too few motion events to have seen it move
        if self.dragging:
            self.pointer = pos
            target = self.target_at(pos)
            if target is None:
                target = self._nearest_legal(pos)
            if target is not None:
                self.drop_on(target, pos)
            elif self.held.rect.collidepoint(pos):
                self._snap_back(self.held, pos)  # let go over its own place: put back, nothing to say
            else:
                self._refuse_nowhere(pos)
            return True
        # A click without movement: the source stays lifted (click-to-select), or, clicked again
        # once lifted, is put down.
        if put_down:
            self.cancel()
        return True

    def _nearest_legal(self, pos) -> Hashable | None:
        best, best_d = None, self.snap + 1
        for key in self.legal:
            rect = self.targets.get(key)
            if rect is None:
                continue
            d = max(rect.left - pos[0], 0, pos[0] - rect.right + 1, rect.top - pos[1], pos[1] - rect.bottom + 1)
            if d < best_d:
                best, best_d = key, d
        return best

    def _refuse_nowhere(self, pos) -> None:
        """Let go over no target: back to its place, and why."""
        source = self.held
        assert source is not None
        ask = getattr(self.judge, "why_nowhere", None)
        reason = ask(source.payload) if ask is not None else None
        if reason is None:
            reason = Msg("core.drag.drop_on_glow") if self.legal else Msg("core.drag.nowhere")
        self._snap_back(source, pos)
        self.on_refused(reason, pos)

    def _keyboard_target_key(self) -> Hashable | None:
        if self.key_target < 0:
            return None  # no target chosen by the keys (a drag by the pointer): no order to sort
        keys = self._target_order()
        if 0 <= self.key_target < len(keys):
            return keys[self.key_target]
        return None

    def _target_order(self) -> list[Hashable]:
        legal = [k for k in self.targets if k in self.legal]
        return sorted(legal, key=lambda k: (self.targets[k].x, self.targets[k].y))

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.held is not None:
            self.cancel()
            return True
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
            return False
        step = -1 if event.key == pygame.K_LEFT else 1
        if self.held is None:
            if not self.sources:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if 0 <= self.key_source < len(self.sources):
                    self.lift(self.sources[self.key_source])
                    return True
                return False
            self.key_source = (self.key_source + step) % len(self.sources)
            return True
        order = self._target_order()
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            key = self._keyboard_target_key()
            if key is not None:
                self.drop_on(key, self.targets[key].center)
                return True
            return False
        if order:
            self.key_target = (self.key_target + step) % len(order)
        return True

    def keyboard_source(self) -> Hashable | None:
        if self.held is None and 0 <= self.key_source < len(self.sources):
            return self.sources[self.key_source].key
        return None
