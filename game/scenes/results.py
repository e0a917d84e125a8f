"""The end of a match: ranking, scores with the game's own breakdown, the hints used, with the
coach on the three moves that cost each person most (game/scenes/tutor.py), what next."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg, tr
from game.core.match import Match, MatchConfig
from game.core.rng import new_seed
from game.scenes import registry
from game.scenes.chrome import outcome_text
from game.scenes.common import HEADING_STYLE, Overlay
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import row
from game.ui.widgets import Button


class ResultsScene(Overlay):
    name = "results"
    size = (1500, 860)

    @property
    def toast_bottom(self) -> int:
        """Messages ("Game loaded.") stand above the dialog, never over its buttons."""
        return self.panel_rect.y - 8

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        r = self.panel_rect
        buttons = [
            (Msg("core.button.close"), self.close, "eye", "ghost"),
            (Msg("records.review.this_game"), self.review, "play", "secondary"),
            (Msg("core.button.title"), self.title, "back", "secondary"),
            (Msg("core.button.new_setup"), self.new_setup, "gear", "secondary"),
            (Msg("core.button.play_again"), self.play_again, "dice", "primary"),
        ]
        made = [Button(pygame.Rect(0, 0, 260, 72), t, a, icon=i, kind=k) for t, a, i, k in buttons]
        # as wide as their words (130 % text, Portuguese), or all alike with the words wrapped
        widths = [max(260, b.needed_width(app.painter)) for b in made]
        if sum(widths) + 22 * (len(widths) - 1) > r.w - 60:
            widths = [(r.w - 60 - 22 * (len(made) - 1)) // len(made)] * len(made)
        for slot, button in zip(row(pygame.Rect(r.x, r.bottom - 106, r.w, 72), widths, 22, "center"), made):
            button.rect = slot
            self.group.add(button)

    def content_key(self) -> tuple:
        coach = getattr(self.play, "coach", None)
        survey = coach.survey if coach is not None else None
        return (self.play.changes, len(self.play.match.actions), survey is not None and survey.done)

    def update(self, dt: float) -> bool:
        """While the coach still surveys the game, look again (its line changes when it is done)."""
        coach = getattr(self.play, "coach", None)
        if coach is not None and coach.survey is not None and not coach.survey.done:
            return True
        return super().update(dt)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        results = self.play.results()
        outcome = results.outcome or outcome_text(self.play.session.model())
        p.icon("trophy", pygame.Rect(r.centerx - 34, r.y + 30, 68, 68), Palette.glow)
        p.text(outcome, (r.centerx, r.y + 108), HEADING_STYLE, "midtop", max_width=r.w - 80)
        headings, rows = results.headings, results.rows
        columns = [Msg("core.results.place"), Msg("core.results.player"), *headings]
        name_w = 340 if len(headings) <= 5 else 280
        # a long name ("Automa (Média)" at 130 %) widens its column rather than shrinking
        need = max((p.measure(entry.name, TextStyle(28, bold=True))[0] + 56 for entry in rows), default=0)
        name_w = max(name_w, min(need, r.w - 240 - 120 * len(headings)))
        other_w = min(220, (r.w - 120 - 120 - name_w) // max(1, len(headings)))
        widths = [120, name_w] + [other_w] * len(headings)
        note = results.note
        hints = self.hints_line()
        costly = self.coach_line()
        table = pygame.Rect(r.x + 60, r.y + 200, r.w - 120,
                            r.h - 330 - (50 if note else 0) - (40 if hints else 0) - (76 if costly else 0))
        xs = [table.x]
        for w in widths[:-1]:
            xs.append(xs[-1] + w)
        head = TextStyle(22, Palette.ink_soft, bold=True)
        for x, w, text in zip(xs, widths, columns):
            p.text_box(text, pygame.Rect(x, table.y, w - 8, 56), head, valign="bottom", min_size=15)
        details = any(entry.detail is not None for entry in rows)
        row_h = min(104 if details else 86, (table.h - 70) // max(1, len(rows)))
        for n, entry in enumerate(rows):
            y = table.y + 70 + n * row_h
            full = pygame.Rect(table.x, y, table.w, row_h - 8)
            p.rect(full, (*Palette.accent_soft, 160) if entry.place == 0 else (*Palette.bg_deep, 110), 12)
            band = pygame.Rect(full.x, full.y + 2, full.w, 54) if details else full
            if entry.detail is not None:
                box = pygame.Rect(xs[1] + 48, band.bottom, full.right - xs[1] - 64, full.bottom - band.bottom - 4)
                p.text_box(entry.detail, box, TextStyle(23, Palette.ink_soft), "left", "top", min_size=17)
            p.text(
                Msg("core.game.rank", place=entry.place + 1),
                (xs[0] + 60, band.centery),
                TextStyle(30, Palette.ink, True),
                "center",
            )
            p.icon(
                Palette.seat_symbol(entry.seat),
                pygame.Rect(xs[1] + 6, band.centery - 16, 32, 32),
                Palette.seat(entry.seat),
            )
            p.text(
                entry.name,
                (xs[1] + 48, band.centery),
                TextStyle(28, Palette.ink, True),
                "midleft",
                max_width=name_w - 56,
            )
            for x, w, cell in zip(xs[2:], widths[2:], entry.cells):
                p.text(cell, (x + w // 2, band.centery), TextStyle(28, Palette.ink), "center", max_width=w - 12)
        if note:
            p.text_box(
                note,
                pygame.Rect(table.x, table.bottom + 6, table.w, 50),
                TextStyle(21, Palette.ink_soft),
                align="left",
            )
        if hints:
            y = table.bottom + (56 if note else 6)
            p.icon("bulb", pygame.Rect(table.x, y + 4, 28, 28), Palette.ink_soft)
            p.text(hints, (table.x + 38, y + 18), TextStyle(22, Palette.ink_soft), "midleft", max_width=table.w - 40)
        if costly:
            y = table.bottom + (56 if note else 6) + (40 if hints else 0)
            p.icon("bulb", pygame.Rect(table.x, y + 4, 28, 28), Palette.accent)
            p.text(Msg("core.coach.results"), (table.x + 38, y + 18), TextStyle(22, Palette.ink, True), "midleft",
                   max_width=table.w - 40)
            p.text_box(costly, pygame.Rect(table.x + 38, y + 36, table.w - 40, 40), TextStyle(20, Palette.ink_soft),
                       "left", "top", min_size=15)

    def coach_line(self):
        """With the coach on: per person, the moves that cost most (None without the coach)."""
        coach = getattr(self.play, "coach", None)
        return coach.costly() if coach is not None else None

    def hints_line(self) -> Msg | None:
        """How many moves each person asked the computer to suggest (None when nobody plays by hand)."""
        match = self.play.match
        people = [i for i, s in enumerate(match.config.seats) if s.is_human]
        if not people:
            return None
        counts = ", ".join(
            tr(Msg("core.hint.results_count", player=match.seat_name(i), count=match.hints_used[i])) for i in people
        )
        return Msg("core.hint.results", counts=counts)

    def review(self) -> None:
        """The game just played, step by step (leaving the review comes back here)."""
        registry.review_match(self.app, self.play.match)

    def title(self) -> None:
        registry.reset(self.app, "title")

    def new_setup(self) -> None:
        registry.reset(self.app, "title")
        registry.push(self.app, "setup", self.play.game)

    def play_again(self) -> None:
        old = self.play.match.config
        config = MatchConfig(
            old.game, [type(s)(s.name, s.kind, s.level) for s in old.seats], dict(old.options), seed=new_seed()
        )
        registry.open_match(self.app, Match(self.play.rules, config))
