"""The Automa's last turn as steps, one per record of ``state.a_log``: the card front drawn,
each slot tried (skipped with its reasons, or used), what it did, the back of the next card
and each back action tried.  A step holds the story so far (``rules.story.automa_story`` of the
records up to it) and what that record changed (its *focus*), so the explainer can show the
turn as the show on the map plays it, and step through it afterwards.

Pure (no pygame): the explainer and the tests share it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.games.brass.rules.story import UNTRIED, Page, automa_story

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules

PAGE, ROW, DEED, NOTE = "page", "row", "deed", "note"


@dataclass(frozen=True)
class Focus:
    """What a step changed on its last page: the page itself (a card turned up), a row (a
    slot or back action tried), a deed (what the Automa did) or the page's note."""

    kind: str
    index: int = 0


@dataclass
class Step:
    end: int  # the records told so far: a_log[:end]
    pages: list[Page]
    focus: Focus
    last: bool = False  # the turn is complete (nothing still to try)

    def complete(self, page: int) -> bool:
        """Whether a page is finished at this step: rows it shows as "not tried" were not."""
        return self.last or page < len(self.pages) - 1


def automa_steps(rules: BrassRules, records: list[Any]) -> list[Step]:
    """One step per record, in the order the Automa went through them."""
    steps: list[Step] = []
    before: list[Page] = []
    for end in range(1, len(records) + 1):
        pages = automa_story(rules, records[:end])
        steps.append(Step(end, pages, _focus(before, pages)))
        before = pages
    if steps:
        steps[-1].last = True
    return steps


def step_at(steps: list[Step], record: int) -> int:
    """The step that shows record ``record`` (an index of the turn's records): the last step
    whose records reach it; 0 before the first."""
    found = 0
    for i, step in enumerate(steps):
        if step.end - 1 <= record:
            found = i
    return found


def _focus(before: list[Page], after: list[Page]) -> Focus:
    if not after:
        return Focus(PAGE)
    page = after[-1]
    old = before[len(after) - 1] if len(before) == len(after) else None
    for i, row in enumerate(page.rows):
        was = old.rows[i] if old is not None and i < len(old.rows) else None
        if (was is None and row.status != UNTRIED) or (
            was is not None and (was.status, was.reasons) != (row.status, row.reasons)
        ):
            return Focus(ROW, i)
    if old is None or len(page.deeds) > len(old.deeds):
        return Focus(DEED, len(page.deeds) - 1) if page.deeds and old is not None else Focus(PAGE)
    if page.note != old.note:
        return Focus(NOTE)
    return Focus(PAGE)
