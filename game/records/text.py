"""A game record as readable text: who played, how it ended, and the game's log in the rules'
own words (replayed through ``Match``), in English or Portuguese."""

from __future__ import annotations

import time

from game import games
from game.core import i18n
from game.core.i18n import Msg, tr
from game.records.record import FINISHED, TABLE, GameRecord
from game.records.stats import level_label


def when(epoch: float | None) -> str:
    """A moment in local time, "2025-03-04 20:15" (the same in every language)."""
    return "?" if epoch is None else time.strftime("%Y-%m-%d %H:%M", time.localtime(epoch))


def record_text(record: GameRecord, lang: str | None = None) -> str:
    """The record as text in ``lang`` (default: the app's language).  Raises RecordError when its
    actions do not replay."""
    match = record.match()
    rules = match.rules
    with i18n.speaking(lang or i18n.language(), record.players):
        lines = [tr(Msg("records.text.title", game=Msg(f"{record.game}.name")))]
        done = record.status == FINISHED
        lines.append(tr(Msg("records.text.finished" if done else "records.text.abandoned", when=when(record.ended))))
        if record.seconds is not None:
            kind = "table" if record.seconds_kind == TABLE else "wall"
            lines.append(tr(Msg(f"records.text.duration_{kind}", minutes=max(1, round(record.seconds / 60)))))
        options = options_text(record, rules)
        if options:
            lines.append(tr(Msg("records.text.options", options=options)))
        lines += ["", tr(Msg("records.text.players"))]
        for seat in record.seats:
            if seat.is_human:
                lines.append("  " + tr(Msg("records.text.person", name=seat.name)))
            else:
                level = games.level_label(record.game, seat.level) if seat.level else Msg.raw("?")
                lines.append("  " + tr(Msg("records.text.computer", name=seat.name, level=level)))
        for key, _score in record.others:
            level = level_label(record.game, record.level)
            lines.append("  " + tr(Msg("records.text.opponent", side=Msg(key), level=level)))
        outcome = record.result_line()
        if outcome is not None:
            lines.append(tr(Msg("records.text.result", result=outcome)))
        people = [s for s in record.seats if s.is_human]
        if people and done:
            hints = ", ".join(f"{s.name} {s.hints}" for s in people)
            undos = ", ".join(f"{s.name} {s.undos}" for s in people)
            lines.append(tr(Msg("records.text.hints", counts=hints)))
            lines.append(tr(Msg("records.text.undos", counts=undos)))
        lines += ["", tr(Msg("records.text.log"))]
        width = len(str(len(match.log)))
        lines += [f"  {n:>{width}}. {tr(entry.text)}" for n, entry in enumerate(match.log, 1)]
        if done:
            lines += ["", tr(Msg("records.text.scores"))]
            lines += ["  " + tr(row) for row in _score_rows(record)]
        lines += ["", tr(Msg("records.text.footer", version=record.app_version or "?"))]
    return "\n".join(lines) + "\n"


def _score_rows(record: GameRecord) -> list[Msg]:
    """"1. Ana: 54", best place first (a neutral side such as the Automa among them)."""
    n = len(record.seats)
    sides = [(s.place or 0, s.name, s.score or 0.0) for s in record.seats]
    for i, (key, score) in enumerate(record.others):
        sides.append((0 if n + i in record.winners else 1, tr(Msg(key)), score))
    return [
        Msg("records.text.score_row", place=place + 1, name=name, score=f"{score:g}")
        for place, name, score in sorted(sides, key=lambda side: (side[0], -side[2]))
    ]


def options_text(record: GameRecord, rules=None) -> str:
    """The options shown on the setup screen whose value is not the default, and the opponent's
    ("Rounds: 3; Automa: Hard"); "" when there are none."""
    return "; ".join(_option_parts(record, rules, brief=False))


def options_brief(record: GameRecord) -> str:
    """The same options for a list row, an option switched on by its name alone ("Tactical
    variant · Rounds in the match: 3"): the variants only (``OptionSpec.variant``), the opponent's
    level left to the seats."""
    return " · ".join(_option_parts(record, None, brief=True))


def _option_parts(record: GameRecord, rules, brief: bool) -> list[str]:
    rules = games.rules_or_none(record.game) if rules is None else rules
    if rules is None:
        return []
    parts = []
    for spec in rules.options():
        if spec.hidden or spec.key not in record.options:
            continue
        value = record.options[spec.key]
        if value == spec.default and spec.key != rules.opponent_option:
            continue
        if brief and (spec.key == rules.opponent_option or not spec.variant):
            continue  # the row's seats say the opponent's level: "Automa (Hard)"; who started is no variant
        if spec.kind == "bool" and value and brief:
            parts.append(tr(Msg(spec.label)))
            continue
        if spec.kind == "bool":
            words: Msg = Msg("records.text.yes" if value else "records.text.no")
        elif spec.kind == "choice":
            words = games.option_label(record.game, spec, value)
        else:
            words = Msg.raw(str(value))
        parts.append(f"{tr(Msg(spec.label))}: {tr(words)}")
    return parts
