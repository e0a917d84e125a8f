"""Tweened animations.  A scene keeps an Animator and redraws while it is busy."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Point = tuple[float, float]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    """A value moving from ``start`` to ``end`` over ``duration`` seconds."""

    start: Point
    end: Point
    duration: float
    ease: Callable[[float], float] = ease_out
    elapsed: float = 0.0
    delay: float = 0.0
    payload: object = None
    on_done: Callable[[], None] | None = None
    arc: float = 0.0  # lift in virtual pixels at mid-flight (cards fly in a gentle arc)
    holds: bool = True
    """Whether computer moves wait for it: a piece on its way holds the next move; a flourish
    (gains rising, a pulse, a banner) plays on while the next move comes."""

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def value(self) -> Point:
        t = self.ease(self.t)
        x, y = lerp_point(self.start, self.end, t)
        return (x, y - self.arc * math.sin(math.pi * self.t))


@dataclass
class Animator:
    tweens: list[Tween] = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> bool:
        """Advance; True while something moves (the scene must redraw)."""
        if not self.tweens:
            return False
        finished = []
        for tween in self.tweens:
            tween.elapsed += dt
            if tween.done:
                finished.append(tween)
        for tween in finished:
            self.tweens.remove(tween)
            if tween.on_done:
                tween.on_done()
        return True

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    @property
    def holding(self) -> bool:
        """A tween the next computer move waits for is still running."""
        return any(t.holds for t in self.tweens)

    def holding_left(self) -> float:
        """Seconds (at speed 1) until no tween holds the next move."""
        return max((t.delay + t.duration - t.elapsed for t in self.tweens if t.holds), default=0.0)

    def clear(self) -> None:
        self.tweens.clear()

    def finish_all(self) -> None:
        while self.tweens:
            tween = self.tweens.pop(0)
            if tween.on_done:
                tween.on_done()


SPEEDS = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.8}
"""Multipliers for animation durations, by the settings' computer-move speed."""
