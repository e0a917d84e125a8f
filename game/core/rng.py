"""Seeded random numbers.

Chance outcomes are recorded in a match's action list, so replaying a game never
depends on this generator; it only has to be seedable and reproducible.  A match draws
the outcome of step ``k`` from ``Rng.derive(seed, k)``: no generator state needs saving.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


class Rng(random.Random):
    """``random.Random`` with a stable way to derive independent streams."""

    @classmethod
    def derive(cls, seed: int, *keys: int) -> Rng:
        x = _splitmix64(seed & _MASK)
        for key in keys:
            x = _splitmix64(x ^ (key & _MASK))
        return cls(x)


def new_seed() -> int:
    """A fresh seed for a new match (from the operating system's entropy)."""
    return random.SystemRandom().randrange(1 << 63)
