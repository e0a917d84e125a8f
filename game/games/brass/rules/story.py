"""The Automa's last turn as pages to explain it: each card front it drew (every slot with
"used", the reasons it was not possible, or not tried), then the back of the next card (each
back action likewise), and under each page what it did there.  Built from the records of
``state.a_log`` (see automa.py); pure, so the explainer on the screen and the tests share it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.i18n import Msg
from game.games.brass.rules.words import automa_reason, automa_record, slot_msg

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules

USED, SKIPPED, UNTRIED = "used", "skip", "untried"


@dataclass
class Row:
    """A front slot or a back action: what it asks, whether it was used, and why not."""

    label: Msg
    status: str = UNTRIED
    reasons: list[Msg] = field(default_factory=list)


@dataclass
class Page:
    side: str  # "front", "back" or "opening" (its first turn's DEVELOP ribbon)
    card: int
    rows: list[Row] = field(default_factory=list)
    deeds: list[Msg] = field(default_factory=list)
    note: Msg | None = None


def automa_story(rules: BrassRules, records: list[Any]) -> list[Page]:
    """The pages of one Automa turn, in the order it went through them."""
    pages: list[Page] = []
    for record in records:
        kind, *params = record
        if kind == "draw":
            pages.append(_front(rules, params[0]))
        elif kind == "slot":
            _slot(rules, pages, *params)
        elif kind == "back":
            _back(rules, pages, *params)
        elif kind == "discard" and pages:
            pages[-1].note = Msg("brass.explain.discarded")
        elif kind == "first_develop":
            page = Page("opening", 0, note=Msg("brass.explain.opening"))
            page.deeds.append(automa_record(rules, record))
            pages.append(page)
        elif pages:
            pages[-1].deeds.append(automa_record(rules, record))
        else:
            pages.append(Page("opening", 0, deeds=[automa_record(rules, record)]))
    return pages


def _front(rules: BrassRules, card: int) -> Page:
    slots = rules.data.automa_card(card).slots
    return Page("front", card, [Row(slot_msg(rules, card, i)) for i in range(len(slots))])


def _slot(
    rules: BrassRules, pages: list[Page], card: int, index: int, status: str, detail: Any, before: Any = ()
) -> None:
    if not pages or pages[-1].side != "front" or pages[-1].card != card:
        pages.append(_front(rules, card))
    page = pages[-1]
    row = page.rows[index]
    row.status = status
    if status == USED:
        row.reasons = [automa_reason(rules, reason) for reason in before]  # the towns passed over
        if detail == 2:
            page.note = Msg("brass.explain.two_actions")
    else:
        row.reasons = [automa_reason(rules, reason) for reason in detail] or [Msg("brass.automa.why.none")]


def _back(rules: BrassRules, pages: list[Page], card: int, action: str, status: str, reason: Any = None) -> None:
    if not pages or pages[-1].side != "back":
        actions = rules.data.back_actions
        rows = [Row(Msg(f"brass.automa.action_{name}")) for name in actions]
        note = None if card else Msg("brass.explain.no_back")
        pages.append(Page("back", card, rows, note=note))
    page = pages[-1]
    index = list(rules.data.back_actions).index(action)
    row = page.rows[index]
    row.status = status
    if reason is not None:
        row.reasons = [automa_reason(rules, reason)]
