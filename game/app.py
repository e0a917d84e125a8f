"""The window, the main loop, the scene stack and the keys that work everywhere.

* Redraws only when something changed or moves: an idle table sleeps in
  ``pygame.event.wait`` and costs almost no CPU.
* F11 toggles fullscreen anywhere; the window is resizable; the layout is a virtual
  1920x1080 canvas scaled to the window, or the whole window for a scene that fills it
  (``Scene.fills_window``, game/ui/layout.py): each scene is drawn and gets its events
  through its own viewport.
* No traceback ever reaches a player: an unexpected error is written to the log file,
  the game in progress is saved, and a calm message is shown instead, on a screen of its
  own (the scene that failed is not drawn again).  If even that screen cannot be drawn, a
  bare line of text is.  A broken data file shows its file, entry and problem.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import storage
from game.core import i18n
from game.core.i18n import Msg
from game.core.paths import ART_DIR
from game.scenes import registry
from game.ui import damage, layers
from game.ui.anim import SPEEDS
from game.ui.art import ART, Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layout import Viewport
from game.ui.scene import SceneStack
from game.ui.toasts import place_toasts

log = logging.getLogger("quiet_table")

MIN_WINDOW = (960, 540)
TOOLTIP_DELAY = 0.5
"""Seconds the pointer rests on something before its tooltip shows."""
TOAST_SECONDS = 3.2
TIP_STYLE = TextStyle(22, Palette.paper_ink)


@dataclass
class Toast:
    text: Text
    kind: str
    pos: tuple[int, int] | None
    age: float = 0.0


def log_file() -> str:
    return str(storage.data_dir() / "quiet-table.log")


def setup_logging() -> None:
    path = storage.data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(path / "quiet-table.log", encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)


def tooltip_box(box: pygame.Rect, pointer, area: pygame.Rect, target: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of ``box``'s size stands: below what it describes (``target``, else the
    pointer), above it when there is no room below, beside it when there is room neither
    above nor below; always inside ``area`` (the window), and never over the pointer or its
    target when the window has room for that (issue 21: the Chieftains' tooltip stood over
    the box it described)."""
    box = pygame.Rect(box)
    px, py = pointer
    near = pygame.Rect(target) if target is not None else pygame.Rect(px - 4, py - 4, 8, 8)
    near = near.clip(area) or pygame.Rect(px - 4, py - 4, 8, 8)
    box.topleft = (px + 18, max(py + 22, near.bottom + 8))
    if box.bottom > area.bottom:
        if near.top - 8 - box.h >= area.top:
            box.bottom = near.top - 8
        elif near.right + 8 + box.w <= area.right:
            box.topleft = (near.right + 8, py - box.h // 2)
        elif near.left - 8 - box.w >= area.left:
            box.topright = (near.left - 8, py - box.h // 2)
    box.clamp_ip(area)
    return box


class App:
    def __init__(self, size: tuple[int, int] | None = None, headless: bool = False):
        self.headless = headless
        self.settings, self.notice = storage.load_settings()
        """``notice``: a one-line message for the title screen (the settings were set aside)."""
        i18n.set_language(self.settings.language)
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        set_window_icon()
        self.windowed_size = size or self.settings.window_size
        self.fullscreen = False
        self.window = self._open_window(self.windowed_size, self.settings.fullscreen and not headless)
        pygame.display.set_caption(i18n.tr("core.app_title"))
        self.stage = Viewport(self.window.get_size())
        self.fill = Viewport(self.window.get_size(), fill=True)
        self.painter = Painter(self.window, self.stage, self.settings.ui_scale)
        self.stack = SceneStack()
        self.toasts: list[Toast] = []
        self.pointer = (0, 0)
        self._pointer_real = (0, 0)  # the pointer in window pixels, and the viewport it was read by
        self._pointer_vp: Viewport | None = None
        self.hover_time = 0.0
        self.tooltip_shown = False  # a tooltip is on screen: the next pointer motion hides it
        self.clicked_tips: tuple | None = None
        """After a click, the tooltips of what was clicked (before and after the click): none of
        them shows until the pointer moves onto something else."""
        self.running = True
        self._dirty = True
        self._partial: list[pygame.Rect] | None = None
        """When the next frame changes only these window rects (see game/ui/damage.py); None: all."""
        self.tooltip_box: pygame.Rect | None = None
        self.presented_whole = 0  # frames presented by flip / by update(rects), for tests and benchmarks
        self.presented_rects = 0
        self.frames = 0
        self.handled = 0
        """Events handed to the top scene: what a scene keeps of its drawing's inputs between two
        events (game/ui/components.py ``Parts``) is worked out again after any of them."""
        self._clock = pygame.time.Clock()

    @property
    def dirty(self) -> bool:
        """The next loop draws a frame.  Setting it True asks for the whole frame to be presented."""
        return self._dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        if value:
            self._partial = None
        self._dirty = value

    def damaged(self, rects: list[pygame.Rect] | None) -> None:
        """Ask for a frame that changes only ``rects`` (virtual, on the top scene's canvas; None:
        the whole frame)."""
        self._damaged_window(None if rects is None else damage.to_window(rects, self.viewport, self.window.get_rect()))

    def _damaged_window(self, rects: list[pygame.Rect] | None) -> None:
        if rects is None:
            self.dirty = True
        elif not self._dirty:
            self._dirty, self._partial = True, list(rects)
        elif self._partial is not None:
            self._partial += rects

    # -- viewports ---------------------------------------------------------------------
    def viewport_of(self, scene) -> Viewport:
        """The viewport ``scene`` is drawn through and gets its events by."""
        return self.fill if getattr(scene, "fills_window", False) else self.stage

    @property
    def viewport(self) -> Viewport:
        """The top scene's viewport (what events and the pointer are read by)."""
        return self.viewport_of(self.stack.top)

    @contextlib.contextmanager
    def drawing(self, scene):
        """The painter set to ``scene``'s viewport (for drawing or measuring it), then back."""
        p = self.painter
        before, p.vp = p.vp, self.viewport_of(scene)
        try:
            yield p
        finally:
            p.vp = before

    def _sync_pointer(self) -> None:
        """Keep ``pointer`` on the top scene's canvas when the top scene's viewport changed (a
        menu over a scene that fills the window, a resize)."""
        vp = self.viewport
        self.painter.vp = vp
        if self._pointer_vp is not None and (self._pointer_vp is not vp or self._pointer_key != vp.key):
            self.pointer = vp.to_virtual(self._pointer_real)
        self._pointer_vp, self._pointer_key = vp, vp.key

    _pointer_key: tuple = ()

    # -- window ------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = False
        if fullscreen:
            self._switch_fullscreen(True)
            surface = pygame.display.get_surface()
        return surface

    def _switch_fullscreen(self, on: bool) -> None:
        """Desktop fullscreen on the same window (no mode change, no new window)."""
        with warnings.catch_warnings():
            # pygame-ce prefers a fully Window-based display; the display module's window works the same.
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            window.size = self.windowed_size
        self.fullscreen = on

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self._switch_fullscreen(on)
        self._resized()
        self.settings.fullscreen = on
        self.save_settings()

    def _resized(self) -> None:
        self.window = pygame.display.get_surface()
        self.stage.resize(self.window.get_size())
        self.fill.resize(self.window.get_size())
        self.painter.surface = self.window
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
            self.settings.window_size = self.windowed_size
        ART.clear()
        for scene in list(self.stack.scenes):
            with self.drawing(scene):
                scene.resized()
        self._sync_pointer()
        self.dirty = True

    def apply_settings(self) -> None:
        """After the settings scene changed something: language, text size, fullscreen."""
        i18n.set_language(self.settings.language)
        pygame.display.set_caption(i18n.tr("core.app_title"))
        self.painter.text_scale = self.settings.ui_scale
        ART.clear()
        self.set_fullscreen(self.settings.fullscreen)
        self.save_settings()
        self.dirty = True

    def save_settings(self) -> None:
        try:
            storage.save_settings(self.settings)
        except OSError as exc:
            self.toast(Msg.raw(f"Settings not saved: {exc}"), "warning")
        except Exception:  # noqa: BLE001 - settings that cannot be written never stop the app
            log.exception("settings not saved")

    @property
    def animation_factor(self) -> float:
        return SPEEDS.get(self.settings.animation_speed, 1.0)

    # -- messages ------------------------------------------------------------------------
    def toast(self, text: Text, kind: str = "info", pos: tuple[int, int] | None = None) -> None:
        self.toasts = [t for t in self.toasts if t.text != text][-3:]
        self.toasts.append(Toast(text, kind, pos))
        self.dirty = True

    def withdraw(self, texts) -> None:
        """Take back the messages ``texts`` still showing (a screen left: what it said about itself
        — "T goes to the next" — means nothing over the screen under it)."""
        kept = [t for t in self.toasts if t.text not in texts]
        if len(kept) != len(self.toasts):
            self.toasts = kept
            self.dirty = True

    # -- loop ----------------------------------------------------------------------------
    def run(self) -> None:
        last = time.perf_counter()
        while self.running and self.stack.top is not None:
            busy = self.dirty or bool(self.toasts) or self._wants_frames
            if busy:
                events = pygame.event.get()
                self._clock.tick(60)
            else:
                first = pygame.event.wait(250)
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            now = time.perf_counter()
            self.step(events, now - last)
            last = now
            self.render_if_dirty()
        self.shutdown()

    _wants_frames = False

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """Handle events and advance time once (the tests drive the app through this)."""
        try:
            self._sync_pointer()
            for event in events:
                self._dispatch(event)
                self._sync_pointer()
            self._advance(dt)
        except Exception as exc:  # noqa: BLE001 - the last line of defence: never show a traceback
            self.crash(exc)

    def _advance(self, dt: float) -> None:
        dt = min(dt, 0.1)
        moving = False
        for scene in self.stack.visible():
            with self.drawing(scene):  # a scene measuring text while it updates measures on its canvas
                moving = scene.update(dt) or moving
        if self.toasts:
            for t in self.toasts:
                t.age += dt
            self.toasts = [t for t in self.toasts if t.age < TOAST_SECONDS]
            moving = True
        before = self.hover_time
        paused = self._tips_paused()
        self.hover_time = 0.0 if paused else self.hover_time + dt
        self._wants_frames = moving
        if moving:
            self.dirty = True
        elif (paused and self.tooltip_shown) or before < TOOLTIP_DELAY <= self.hover_time:
            self.damaged([])  # a tooltip comes or goes: its box only

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
            return
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self._pointer_left()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        event = self._to_virtual(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event)
            return
        if event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
            pygame.TEXTINPUT,
        ):
            self.dirty = True
        clicked = event.type == pygame.MOUSEBUTTONDOWN
        if clicked:
            self.pointer = event.pos
            self.hover_time = 0.0
            before = self._tip_at(self.pointer)
        top = self.stack.top
        if top is not None:
            top.handle(event)
            self.handled += 1
        if clicked:
            self.clicked_tips = (before, self._tip_at(self.pointer))

    def _pointer_left(self) -> None:
        """The pointer left the window (or the window lost focus): no motion will come to hide
        a tooltip or a hover, so the pointer is taken off the canvas now (issue 21)."""
        if self.stack.top is None:
            return
        away = (-10_000, -10_000)
        self._pointer_real = self.viewport.point(away)
        self._motion(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0)))
        self.hover_time = 0.0
        self.dirty = True

    def _tip_at(self, pos) -> Text | None:
        top = self.stack.top
        tip_of = getattr(top, "tooltip_at", None) if top is not None else None
        return tip_of(pos) if tip_of else None

    def _tips_paused(self) -> bool:
        """No tooltip while the top scene says so (a computer is playing)."""
        paused = getattr(self.stack.top, "tooltips_paused", None)
        return bool(paused and paused())

    def _motion(self, event: pygame.event.Event) -> None:
        """A pointer motion redraws only when it changes what a visible scene shows (its ``look``)
        or hides a tooltip; a scene that cannot tell (look None) is redrawn on every motion."""
        before = self._looks()  # before the pointer moves: a view may read app.pointer
        widgets = damage.widget_states(self.stack.visible()) if before is not None else None
        if event.pos != self.pointer:
            self.hover_time = 0.0
            if self.tooltip_shown:
                self.damaged([])  # the tooltip goes: its box
        self.pointer = event.pos
        top = self.stack.top
        if top is None:
            return
        top.handle(event)
        self.handled += 1
        if before is None or widgets is None:
            self.dirty = True
        elif self._looks() != before:
            self._damaged_window(self._widget_damage(widgets))
        if self.clicked_tips is not None and self._tip_at(self.pointer) not in self.clicked_tips:
            self.clicked_tips = None  # on something else now: its tooltip may show

    def _widget_damage(self, before: damage.WidgetStates) -> list[pygame.Rect] | None:
        """The window rects a pointer motion changed, scene by scene (each through its viewport)."""
        visible = self.stack.visible()
        after = damage.widget_states(visible)
        if [s[0] for s in before] != [s[0] for s in after]:
            return None
        out: list[pygame.Rect] = []
        for scene, old, new in zip(visible, before, after):
            rects = damage.widget_damage([old], [new])
            if rects is None:
                return None
            out += damage.to_window(rects, self.viewport_of(scene), self.window.get_rect())
        return out

    def _looks(self) -> tuple | None:
        """The looks of every visible scene (one below an overlay may follow the pointer too)."""
        looks = tuple(scene.look() for scene in self.stack.visible())
        return None if any(look is None for look in looks) else looks

    def _to_virtual(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event on the top scene's canvas (through its viewport)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            vp = self.viewport
            data = dict(event.dict)
            self._pointer_real, self._pointer_vp, self._pointer_key = event.pos, vp, vp.key
            data["pos"] = vp.to_virtual(event.pos)
            if "rel" in data:
                data["rel"] = (data["rel"][0] / vp.scale, data["rel"][1] / vp.scale)
            return pygame.event.Event(event.type, data)
        return event

    # -- drawing --------------------------------------------------------------------------
    def render_if_dirty(self) -> None:
        if not self.dirty:
            return
        rects = self._damage_rects()
        self.dirty = False
        if rects == []:
            return  # nothing shown changes (a tooltip that was not there went)
        redraws = layers.REDRAWS
        try:
            if rects is not None:
                # only the damaged region is drawn: the rest of the window is the last frame's
                self.window.set_clip(rects[0].unionall(rects[1:]))
            try:
                self.render()
            finally:
                self.window.set_clip(None)
            if rects is not None and redraws != layers.REDRAWS:
                rects = None  # a layer was drawn afresh: anything may have changed, draw it all
                self.render()
        except Exception as exc:  # noqa: BLE001
            self.crash(exc)
            self.render_error()
            rects = None
        self._present(rects)

    def _damage_rects(self) -> list[pygame.Rect] | None:
        """The window rects the next frame changes (see ``damaged``), or None: all of it."""
        if self._partial is None:
            return None
        try:
            with self.drawing(self.stack.top) as p:  # measured as it is drawn: on the top scene's canvas
                layout = self._tooltip_layout(p)
        except Exception:  # noqa: BLE001 - drawn (and failing) in render, with the crash screen
            return None
        tips = [box for box in (self.tooltip_box, layout[2] if layout else None) if box is not None]
        return self._partial + damage.to_window(tips, self.viewport, self.window.get_rect())

    def _present(self, rects: list[pygame.Rect] | None) -> None:
        try:
            if rects is None:
                pygame.display.flip()
                self.presented_whole += 1
            else:
                pygame.display.update(rects)
                self.presented_rects += 1
        except pygame.error:
            log.exception("display flip failed")

    def render_error(self) -> None:
        """After an error: draw the top scene (the error screen) alone; if that fails too,
        a bare line of text.  Never raises."""
        try:
            self.painter.fill(Palette.felt_deep)
            if self.stack.top is not None:
                with self.drawing(self.stack.top):
                    self.stack.top.draw(self.painter)
            self.frames += 1
        except Exception:  # noqa: BLE001
            log.exception("the error screen could not be drawn")
            self.draw_bare_error()

    def draw_bare_error(self) -> None:
        try:
            try:
                text = i18n.tr("core.error.bare")
            except Exception:  # noqa: BLE001
                text = "Something went wrong. Close the window to quit; the details are in the log file."
            self.window.fill((24, 30, 28))
            font = pygame.font.Font(None, 30)
            self.window.blit(font.render(text.replace("\x00", ""), True, (240, 236, 226)), (30, 30))
        except Exception:  # noqa: BLE001
            log.exception("not even the bare error line could be drawn")

    def render(self) -> pygame.Surface:
        p = self.painter
        visible = self.stack.visible()
        # an overlay whose kept layer already holds the scenes below it: start there
        start = next((i for i in range(len(visible) - 1, 0, -1) if self._covers_below(visible[i])), 0)
        if start == 0:
            p.fill(Palette.felt_deep)
        for scene in visible[start:]:
            with self.drawing(scene):
                scene.draw(p)
        with self.drawing(self.stack.top):  # tooltips and toasts: on the top scene's canvas
            self._draw_tooltip(p)
            self._draw_toasts(p)
        self.frames += 1
        return self.window

    def _covers_below(self, scene) -> bool:
        with self.drawing(scene) as p:
            return scene.covers_below(p)

    def _tooltip_layout(self, p: Painter) -> tuple[list[str], int, pygame.Rect] | None:
        """The tooltip this frame shows (its lines, line height and box), or None."""
        if self.hover_time < TOOLTIP_DELAY or self.stack.top is None or self._tips_paused():
            return None
        tip = self._tip_at(self.pointer)
        if not tip or (self.clicked_tips is not None and tip in self.clicked_tips):
            return None
        area = self.viewport.area
        w, h = p.measure(tip, TIP_STYLE)
        w = min(w, 560, area.w - 60)
        lines = p.wrap(tip, TIP_STYLE, w)
        w = max(p.measure(line, TIP_STYLE)[0] for line in lines)  # the widest line drawn
        box = pygame.Rect(0, 0, w + 28, h * len(lines) + 18)
        target_of = getattr(self.stack.top, "tooltip_target", None)
        target = target_of(self.pointer) if target_of else None
        return lines, h, tooltip_box(box, self.pointer, area, target)

    def _draw_tooltip(self, p: Painter) -> None:
        layout = self._tooltip_layout(p)
        self.tooltip_shown = layout is not None
        self.tooltip_box = None
        if layout is None:
            return
        lines, h, box = layout
        self.tooltip_box = box
        p.rect(box, (*Palette.ink, 235), 10)
        for i, line in enumerate(lines):
            p.text(line, (box.x + 14, box.y + 9 + i * h), TIP_STYLE)

    def _draw_toasts(self, p: Painter) -> None:
        # A scene may keep messages clear of what it shows at the bottom (a hand of cards).
        area = self.viewport.area
        y = next((s.toast_bottom for s in reversed(self.stack.scenes) if s.toast_bottom), area.h - 150)
        style = TextStyle(26, Palette.paper_ink, bold=True)
        toasts = list(reversed(self.toasts))  # the newest first: it gets the best place
        widths = [min(p.measure(t.text, style)[0] + 90, 1100) for t in toasts]
        for t, box in zip(toasts, place_toasts(widths, [t.pos for t in toasts], area, y)):
            if box is None:
                continue
            colour = {"warning": Palette.danger, "good": Palette.good}.get(t.kind, Palette.accent_deep)
            alpha = 235 if t.age < TOAST_SECONDS - 0.5 else int(235 * (TOAST_SECONDS - t.age) / 0.5)
            p.rect(box, (*colour, max(0, alpha)), 14)
            icon = "warning" if t.kind == "warning" else "info"
            p.icon(icon, pygame.Rect(box.x + 16, box.y + 15, 32, 32), Palette.paper_ink)
            p.text(t.text, (box.x + 60, box.centery), style, "midleft", max_width=box.w - 76)

    # -- leaving and failing -----------------------------------------------------------------
    def request_quit(self) -> None:
        top = self.stack.top
        hook = getattr(top, "before_quit", None) if top else None
        if hook:
            hook()
        self.running = False

    def shutdown(self) -> None:
        for scene in list(self.stack.scenes):
            hook = getattr(scene, "before_quit", None)
            if hook:
                try:
                    hook()
                except Exception:  # noqa: BLE001 - quitting always works
                    log.exception("before_quit failed")
        self.save_settings()
        pygame.display.quit()

    def start(self) -> None:
        """Put the title screen up; anything that fails on the way shows the error screen."""
        try:
            registry.push(self, "title")
        except Exception as exc:  # noqa: BLE001
            self.crash(exc, fatal=True)

    def crash(self, exc: BaseException, fatal: bool = False) -> None:
        """Write the traceback to the log, keep the game saved, show a calm message.

        Never raises (unless QUIET_TABLE_RAISE asks the tests to see the error).
        """
        with contextlib.suppress(Exception):
            log.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
        if os.environ.get("QUIET_TABLE_RAISE"):
            raise exc
        try:
            self._show_error(exc, fatal)
        except Exception:  # noqa: BLE001 - the bare line is drawn instead
            log.exception("the error screen could not be opened")
        self.dirty = True

    def _show_error(self, exc: BaseException, fatal: bool) -> None:
        ErrorScene = registry.scene_class("error")  # noqa: N806 - a class

        if isinstance(self.stack.top, ErrorScene):
            return
        saved = self._autosave_all()
        broken = data_error_in(exc)
        if broken is not None:
            message = data_error_message(broken)
            scene = ErrorScene(self, message, fatal=fatal, title=Msg("core.error.data_title"))
        else:
            key = "core.error.unexpected_saved" if saved else "core.error.unexpected"
            scene = ErrorScene(self, Msg(key, detail=type(exc).__name__, log=log_file()), fatal=fatal)
        try:
            self.stack.push(scene)
        except Exception:  # noqa: BLE001 - the failed scene's leave() failed too: cover it anyway
            log.exception("leaving the failed scene failed")
            if self.stack.top is not scene:
                self.stack.scenes.append(scene)

    def _autosave_all(self) -> bool:
        """Save every match on the stack; True when at least one was written."""
        saved = False
        for scene in self.stack.scenes:
            match, match_id = getattr(scene, "match", None), getattr(scene, "match_id", None)
            if match is None or not isinstance(match_id, str) or not match_id:
                continue
            try:
                storage.autosave(match, match_id)
                saved = True
            except Exception:  # noqa: BLE001
                log.exception("autosave after an error failed")
        return saved


def data_error_message(error) -> Msg:
    """The error screen's text for a DataError: the file, the entry and the problem."""
    from game.core.paths import ROOT

    file = Path(error.file)
    with contextlib.suppress(ValueError, OSError):
        file = file.resolve().relative_to(ROOT)
    return Msg("core.error.data", file=str(file), entry=str(error.entry or "-"), problem=str(error.problem))


def data_error_in(exc: BaseException | None):
    """The DataError that caused ``exc`` (itself, or one it was raised from), if any."""
    from game.core.data import DataError

    for _ in range(10):
        if exc is None or isinstance(exc, DataError):
            return exc
        exc = exc.__cause__ or exc.__context__
    return None


def set_window_icon() -> None:
    """The app's own icon (art/icon.svg) on the window; before the window opens, as some systems ask."""
    try:
        pygame.display.set_icon(pygame.image.load_sized_svg(str(ART_DIR / "icon.svg"), (64, 64)))
    except (OSError, pygame.error) as exc:  # a missing icon is no reason to stop
        log.warning("window icon not set: %s", exc)
