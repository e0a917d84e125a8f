"""What a table session told its screen, kept for the tests (game/core/session.py's events)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Recorder:
    """A session listener that keeps every event, in order."""

    events: list = field(default_factory=list)

    def __call__(self, event) -> None:
        self.events.append(event)

    def of(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]
