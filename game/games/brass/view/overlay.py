"""The end of an era as an overlay (links and flipped industries, VP per source, for you and
the Automa), and what the results screen shows for a solo game: the outcome in words, a row
for you and one for the Automa with the whole breakdown, and the tie-break."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import AUTOMA, HUMAN, VP_KINDS, BrassState
from game.games.brass.rules.words import link_msg, placed_tile_msg
from game.games.brass.view import column
from game.games.brass.view.art import owner_colour, owner_symbol
from game.scenes.common import Overlay
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.table import ResultRow

SIDES = (HUMAN, AUTOMA)
EXPLAIN_STYLE = TextStyle(21, Palette.ink_soft)
EXPLAIN_MAX = 96
"""The era's rules line may grow to this height (it was held to 56 and shrank to 12 px)."""


class EraOverlay(Overlay):
    name = "brass-era"
    size = (1320, 800)

    def __init__(self, app, rules: BrassRules, state: Callable[[], BrassState], player: str, index: int):
        """The end of era ``index`` of the game ``state()`` shows (the seat's view), for ``player``."""
        super().__init__(app)
        self.rules = rules
        self.state = state
        self.player = player
        self.index = index
        self.group.add(self.continue_button())

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        state = self.state()
        if self.index >= len(state.era_scores):
            return
        record = state.era_scores[self.index]
        era = record["era"]
        p.text(
            Msg(f"brass.ui.era_end_{era}"),
            (r.x + 44, r.y + 32),
            TextStyle(44, Palette.ink, True, True),
            max_width=r.w - 88,
        )
        explain = self._explain_height(p, r.w - 88)
        p.text_box(
            Msg("brass.ui.era_explain"),
            pygame.Rect(r.x + 44, r.y + 92, r.w - 88, explain),
            EXPLAIN_STYLE,
            align="left",
            valign="top",
        )
        detail = record.get("detail")  # saves from before it was recorded: totals only
        col_w = (r.w - 88 - 24) // 2
        for i, owner in enumerate(SIDES):
            box = pygame.Rect(r.x + 44 + i * (col_w + 24), r.y + 104 + explain, col_w, r.h - 234 - explain)
            self._side(p, box, owner, record, detail[owner] if detail else None)
        if era == "canal":
            p.text_box(
                Msg("brass.ui.era_next_rail"),
                pygame.Rect(r.x + 44, r.bottom - 110, r.w - 400, 84),
                TextStyle(20, Palette.accent_deep, True),
                align="left",
            )

    @staticmethod
    def _explain_height(p: Painter, width: int) -> int:
        """The explanation's own height at the text size, up to ``EXPLAIN_MAX`` (the sides'
        rows need the rest); beyond it the words shrink."""
        lines = p.wrap(Msg("brass.ui.era_explain"), EXPLAIN_STYLE, width)
        natural = math.ceil(column.line_h(p, EXPLAIN_STYLE) * 1.12 * len(lines))  # text_box's line gap
        return max(56, min(EXPLAIN_MAX, natural))

    def _side(self, p: Painter, box: pygame.Rect, owner: int, record: dict, detail: dict | None) -> None:
        rules = self.rules
        p.rect(box, (*Palette.bg_deep, 110), 14)
        colour = owner_colour(owner)
        p.circle((box.x + 32, box.y + 32), 20, colour)
        p.icon(owner_symbol(owner), pygame.Rect(box.x + 18, box.y + 18, 28, 28), Palette.paper_ink)
        name = self.player if owner == HUMAN else Msg("brass.side.automa")
        p.text(name, (box.x + 64, box.y + 32), TextStyle(30, Palette.ink, True), "midleft", max_width=box.w - 260)
        gained = record["links"][owner] + record["tiles"][owner]
        p.text(
            Msg("brass.ui.era_gain", vp=gained),
            (box.right - 20, box.y + 32),
            TextStyle(30, Palette.accent_deep, True),
            "midright",
        )
        y = box.y + 70
        rows = [
            (
                "links",
                Msg("brass.ui.era_links", count=len(detail["links"])) if detail else Msg("brass.ui.era_links_plain"),
            ),
            (
                "tiles",
                Msg("brass.ui.era_tiles", count=len(detail["tiles"])) if detail else Msg("brass.ui.era_tiles_plain"),
            ),
        ]
        for key, label in rows:
            p.text(label, (box.x + 20, y), TextStyle(24, Palette.ink, True), max_width=box.w - 140)
            p.text(
                Msg("brass.ui.vp_short", vp=record[key][owner]),
                (box.right - 20, y),
                TextStyle(24, Palette.ink, True),
                "topright",
            )
            y += 34
            if detail:
                items = detail[key][:5]
                for item in items:
                    text = link_msg(rules, item[0]) if key == "links" else placed_tile_msg(rules, *item[:3])
                    p.text(text, (box.x + 40, y), TextStyle(19, Palette.ink_soft), max_width=box.w - 140)
                    p.text(str(item[-1]), (box.right - 24, y), TextStyle(19, Palette.ink_soft), "topright")
                    y += 25
                more = len(detail[key]) - len(items)
                if more > 0:
                    rest = sum(item[-1] for item in detail[key][len(items) :])
                    p.text(
                        Msg("brass.ui.era_more", count=more, vp=rest), (box.x + 40, y), TextStyle(19, Palette.ink_faint)
                    )
                    y += 25
            y += 10
        p.line((box.x + 20, box.bottom - 52), (box.right - 20, box.bottom - 52), Palette.panel_edge, 2)
        p.text(Msg("brass.ui.score_now"), (box.x + 20, box.bottom - 26), TextStyle(24, Palette.ink), "midleft")
        p.text(
            str(record["vp"][owner]), (box.right - 20, box.bottom - 26), TextStyle(30, Palette.ink, True), "midright"
        )


# ---------------------------------------------------------------------------
# The results screen


def outcome_text(rules: BrassRules, state: BrassState, player: str) -> Text:
    human, automa = state.vp
    if rules.to_move(state) is not None:
        return Msg("brass.ui.score_line", human=human, automa=automa)
    result = rules.outcome(state)["result"]
    return Msg(f"brass.ui.outcome_{result}", human=human, automa=automa, player=player)


def results_rows(rules: BrassRules, state: BrassState, player: str) -> list[ResultRow]:
    result = rules.outcome(state)["result"]
    places = {"win": (0, 1), "loss": (1, 0), "draw": (0, 0)}[result]
    _headings, cells = results_table(state)
    rows = [
        ResultRow(places[0], HUMAN, Msg.raw(player), cells[0]),
        ResultRow(places[1], AUTOMA, Msg("brass.ui.automa_row", level=_level(state)), cells[1]),
    ]
    return sorted(rows, key=lambda row: (row.place, row.seat))


def _level(state: BrassState) -> Msg:
    return Msg(f"brass.option.difficulty_{state.difficulty or 'custom'}")


def _columns(state: BrassState) -> list[str]:
    era = ["canal_links", "canal_tiles", "rail_links", "rail_tiles"]
    other = [k for k in VP_KINDS if k not in era and any(parts[k] for parts in state.vp_parts)]
    return era + other


def results_table(state: BrassState) -> tuple[list[Text], list[list[Text]]]:
    columns = _columns(state)
    headings: list[Text] = [Msg(f"brass.ui.col_{k}") for k in columns] + [Msg("core.results.total")]
    rows = []
    for owner in SIDES:
        parts = state.vp_parts[owner]
        rows.append([Msg.raw(str(parts[k])) for k in columns] + [Msg.raw(str(state.vp[owner]))])
    return headings, rows


def results_note(rules: BrassRules, state: BrassState) -> Text | None:
    outcome = rules.outcome(state)
    if outcome["result"] == "draw":
        return Msg("brass.ui.tiebreak_draw")
    return Msg("brass.ui.tiebreak_none")
