"""Components: the parts a table is built from, each caching what it draws.

A ``Component`` owns a place on the canvas (``bounds``: everything it draws lies inside) and
draws one *part* of the model: ``part(model)`` picks its slice — the hand's cards and which one is
lifted, a stone's two sides, the log's lines — as a hashable value, and ``paint(p, part)``
draws from that value alone.  The part is both the component's whole input and its cache key,
so a component cannot draw something its key does not hold: nothing is listed by hand.  A
component may keep state of its own (a lifted card, a hover index); whatever of it is drawn
belongs in its part.  ``part`` returning None means "do not keep me now" (an animation runs):
it is drawn every frame.

A ``Composer`` draws a list of components, bottom to top, as one cached layer of the window
(a snapshot in window pixels, as ``game/ui/layers.py`` keeps them, so a kept frame is exactly
a frame drawn from scratch).  Between frames it compares each component's part and bounds with
the last ones: only the regions of the components that changed are drawn again — clipped to
those regions, with every component that overlaps them, in order — so the first frame after a
move redraws only what the move changed.  A change of window size, scale, text size, language
or of the ``extra`` key given to ``paint`` (the settings) draws everything.

A frame asks for a component's part several times between two changes (its board layer's
paint, the key of the hover layer over it, the live rects and the look the app compares around
a pointer motion, an overlay's ``frame_key``): ``Parts`` works each part out once and keeps it
until its owner forgets them — on every way in that can change the model or a component's state.

The kit (game/ui/kit.py) has the pieces tables share — lit places, a hand of cards or tiles,
a panel, a dialog over the board; a game's own components subclass ``Component`` or a kit
piece, get their part from a slicer (or a ``part`` of their own) and draw it in ``paint``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import i18n
from game.ui import layers
from game.ui.draw import Painter

Rect = pygame.Rect


class Component:
    """One part of a table (see the module docstring).  Its part comes from ``part(model)``: a
    subclass's own, or the ``slicer`` it was given (a view's function of the model and of the
    view's UI state, which may also move ``bounds``)."""

    bounds: Rect = Rect(0, 0, 0, 0)
    """Where everything ``paint`` draws lies (virtual pixels): shadows and glows included."""

    whole = False
    """True for a component that sets clips of its own while painting: it is never drawn clipped
    to a region, the region grows to its bounds instead."""

    slicer: Callable[[Any], Hashable | None] | None = None

    def __init__(self, slicer: Callable[[Any], Hashable | None] | None = None):
        self.slicer = slicer
        self.bounds = Rect(0, 0, 0, 0)

    def part(self, model: Any) -> Hashable | None:
        """The slice of ``model`` (and of this component's own state) that ``paint`` draws."""
        if self.slicer is None:
            raise NotImplementedError
        return self.slicer(model)

    def paint(self, p: Painter, part: Any) -> None:
        """Draw ``part`` inside ``bounds``; read nothing else but this component's layout."""
        raise NotImplementedError

    def patches(self) -> list[Rect]:
        """Where it draws as a hover component (game/ui/table.py): its bounds, or the several
        places of one that draws apart (Brass's glow under the pointer and its cost preview)."""
        return [self.bounds]


class Background(Component):
    """A picture under everything, across the canvas (the table's felt), on a solid colour (the
    window's own, where the picture keeps its proportions on a wider canvas).  A composer's
    first component must paint its whole bounds opaquely, as this one does: a region drawn again
    starts from it."""

    def __init__(self, svg: str, colour):
        super().__init__()
        self.svg = svg
        self.colour = colour

    def part(self, model: Any) -> Hashable:
        return (self.svg, tuple(self.colour), tuple(self.bounds))

    def paint(self, p: Painter, part: Any) -> None:
        p.rect(self.bounds, self.colour)
        p.svg(self.svg, self.bounds)


def _merge(rects: list[Rect]) -> list[Rect]:
    """Overlapping rects merged into their unions (a few regions to redraw)."""
    out: list[Rect] = []
    for r in rects:
        if not r.w or not r.h:
            continue
        r = Rect(r)
        merged = True
        while merged:
            merged = False
            for other in out:
                if other.colliderect(r):
                    out.remove(other)
                    r.union_ip(other)
                    merged = True
                    break
        out.append(r)
    return out


class Parts:
    """Each component's part, worked out once and kept until something may have changed it.

    A part is a pure function of the model, of component state and of what the owner's ``stamp``
    returns (the pointer, the app's count of events handed to any scene: what the table may read
    that is not its own).  Kept for one model object (the session's next model — a move, undo, the
    computer starting to think — asks again by itself) and one stamp; the owner (the play screen,
    game/scenes/play.py) also forgets before and after every way in that can change component
    state — an event it handles, a tick of time (tweens, the computer's moves, the hint) — and at
    the start of every draw, so a drawing never uses a part worked out before any of them, and
    what is asked between a draw and the next event (the app's look before a pointer motion) is
    what that draw showed."""

    def __init__(self, stamp: Callable[[], Hashable] = tuple) -> None:
        self.stamp = stamp
        self._since: tuple[Any, Hashable] | None = None  # (model, stamp) the kept parts are of
        self._kept: dict[int | str, Any] = {}  # id(component) -> (component, part); name -> value

    def _since_now(self, model: Any) -> dict:
        since, stamp = self._since, self.stamp()
        if since is None or since[0] is not model or since[1] != stamp:
            self._kept.clear()
            self._since = (model, stamp)
        return self._kept

    def asker(self, model: Any) -> Callable[[Component], Hashable | None]:
        """A component's part of ``model``: kept, or worked out now and kept (for one batch of
        questions: the stamp is read once)."""
        kept = self._since_now(model)

        def part_of(c: Component) -> Hashable | None:
            hit = kept.get(id(c))
            if hit is not None and hit[0] is c:
                return hit[1]
            part = c.part(model)
            kept[id(c)] = (c, part)
            return part

        return part_of

    def of(self, model: Any, c: Component) -> Hashable | None:
        return self.asker(model)(c)

    def keep(self, model: Any, name: str, make: Callable[[], Any]) -> Any:
        """Another value worked out from what the parts are (the frame's ``look``): kept alike."""
        kept = self._since_now(model)
        if name not in kept:
            kept[name] = make()
        return kept[name]

    def forget(self) -> None:
        """Something may have changed: every part is worked out again when next asked."""
        self._kept.clear()
        self._since = None


def asker(model: Any, parts: Parts | None) -> Callable[[Component], Hashable | None]:
    """A component's part of ``model``: from ``parts`` when given (kept), or worked out now."""
    if parts is None:
        return lambda c: c.part(model)
    return parts.asker(model)


class Composer:
    """A list of components drawn as one cached layer (see the module docstring)."""

    def __init__(self, cache: layers.LayerCache, name: str = "board") -> None:
        self.cache = cache  # the window snapshot is kept there (its ``forget`` draws everything again)
        self.name = name
        self._last: dict[int, tuple[Component, Hashable | None, tuple]] = {}  # id -> (component, part, bounds)
        self.redrawn: list[Component] = []
        """The components drawn in the last ``paint`` (for tests and benchmarks)."""
        self.drawn = 0
        """How many times the layer was drawn, whole or in part: what lies over it (the hover layer)
        is keyed by this, not by every part again."""

    @property
    def _kept(self) -> pygame.Surface | None:
        kept = self.cache._kept.get(self.name)
        return kept[1] if kept is not None else None

    @property
    def _key(self) -> Hashable | None:
        kept = self.cache._kept.get(self.name)
        return kept[0] if kept is not None else None

    def key(self, model: Any, components: Sequence[Component], parts: Parts | None = None) -> Hashable | None:
        """What the layer shows: every component's part and bounds (None while one is not kept)."""
        part_of = asker(model, parts)
        out = []
        for c in components:
            part = part_of(c)
            if part is None:
                return None
            out.append((id(c), part, tuple(c.bounds)))
        return tuple(out)

    def paint(
        self, p: Painter, model: Any, components: Sequence[Component], extra: Hashable = (), parts: Parts | None = None
    ) -> bool:
        """Draw the layer, or the parts of it that changed; True when anything was drawn."""
        part_of = asker(model, parts)
        now = {id(c): (c, part_of(c), tuple(c.bounds)) for c in components}
        full = (p.surface.get_size(), p.vp.key, p.text_scale, i18n.language(), extra)
        outer = p.surface.get_clip()
        if not layers.ENABLED:  # everything from scratch; what is kept stays as it is
            layers.REDRAWS += 1
            self.drawn += 1
            for c in components:
                c.paint(p, now[id(c)][1])
            return True
        if self._kept is None or full != self._key or self._kept.get_size() != p.surface.get_size():
            layers.REDRAWS += 1
            self.drawn += 1
            p.surface.set_clip(None)
            for c in components:
                c.paint(p, now[id(c)][1])
            self.redrawn = list(components)
            self._keep(p, full, now)
            p.surface.set_clip(outer)
            return True
        damage = []
        for cid, (_c, part, bounds) in now.items():
            last = self._last.get(cid)
            if last is None or part is None or last[1] is None or last[1] != part or last[2] != bounds:
                damage.append(p.vp.rect(Rect(bounds)))
                if last is not None:
                    damage.append(p.vp.rect(Rect(last[2])))
        for cid, (_c, _part, bounds) in self._last.items():
            if cid not in now:
                damage.append(p.vp.rect(Rect(bounds)))
        window = p.surface.get_rect()
        regions = _merge([r.clip(window) for r in damage])
        grown = True
        while grown and regions:
            grown = False
            for c in components:
                if c.whole:
                    r = p.vp.rect(c.bounds).clip(window)
                    if any(r.colliderect(region) and not region.contains(r) for region in regions):
                        regions = _merge(regions + [r])
                        grown = True
        if not regions:
            p.surface.blit(self._kept, (0, 0))
            self.redrawn = []
            self._last = now
            return False
        layers.REDRAWS += 1
        self.drawn += 1
        p.surface.set_clip(None)
        p.surface.blit(self._kept, (0, 0))
        drawn: dict[int, Component] = {}
        for region in regions:
            p.surface.set_clip(region)
            for c in components:
                if p.vp.rect(c.bounds).colliderect(region):
                    c.paint(p, now[id(c)][1])
                    drawn[id(c)] = c
        p.surface.set_clip(None)
        self.redrawn = list(drawn.values())
        self._keep(p, full, now)
        p.surface.set_clip(outer)
        return True

    def _keep(self, p: Painter, full: Hashable, now: dict) -> None:
        size = p.surface.get_size()
        snap = self._kept
        if snap is None or snap.get_size() != size:
            snap = pygame.Surface(size)
        snap.blit(p.surface, (0, 0))
        self.cache._kept[self.name] = (full, snap)
        self._last = now


# -- what follows the pointer, over a composed layer ---------------------------------------------


@dataclass
class Hover:
    """A hover layer over the board layer: its key (None: drawn every frame), its patches (virtual
    rects it draws in; None: anywhere, kept as the whole window) and its drawing."""

    key: Hashable | None
    rects: list[Rect] | None
    draw: Callable[[Painter], None]


def hover_of(
    model: Any, components: Sequence[Component], below: Hashable | None, kept: Parts | None = None
) -> Hover | None:
    """The hover layer made of ``components`` (each a patch), over a board layer keyed ``below``."""
    if not components:
        return None
    parts = list(map(asker(model, kept), components))
    key = None if below is None or any(part is None for part in parts) else (below, tuple(parts))

    def draw(p: Painter) -> None:
        for c, part in zip(components, parts):
            c.paint(p, part)

    return Hover(key, [Rect(r) for c in components for r in c.patches()], draw)


def paint_hover(p: Painter, cache: layers.LayerCache, hover: Hover | None) -> None:
    """Draw (or reuse) the hover layer: as patches over what lies under it, or the whole window."""
    if hover is None:
        return
    if hover.rects is not None:
        patches = [p.vp.rect(r) for r in hover.rects if r.w > 0 and r.h > 0]  # (one put away draws nowhere)
        cache.paint_patches(p, "hover_patches", hover.key, patches, hover.draw)
    else:
        cache.paint(p, "hover", hover.key, hover.draw)


def live_parts(live: list | None, hover: Hover | None) -> list | None:
    """A scene's live rects (game/ui/damage.py): its live drawing's, and the hover layer's patches
    keyed by the hover layer's key (a change of hover target is presented as its patches)."""
    if live is None:
        return None
    if hover is None:
        return list(live)
    if hover.rects is None or hover.key is None:
        return list(live) + [(None, ("hover", hover.key))]
    return list(live) + [(r, ("hover", hover.key)) for r in hover.rects]


class Memo:
    """A component's last part, kept while the model (the same object) and a cheap key of the UI
    state it reads hold: for a part costly to work out, kept across events (``Parts`` keeps a
    part only until the next one).  The key must hold all the part reads besides the model; a
    running animation is not memoised."""

    def __init__(self) -> None:
        self._last: tuple | None = None

    def get(self, model: Any, key: Hashable, make: Callable[[], Any]) -> Any:
        last = self._last
        if last is not None and last[0] is model and last[1] == key:
            return last[2]
        value = make()
        self._last = (model, key, value)
        return value
