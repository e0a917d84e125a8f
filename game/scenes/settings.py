"""Settings: language, fullscreen, computer-move speed, legal-move hints, the "suggest a move" button,
asking before a move gives up what could still be used, text size; under "Game rules", each
game's options marked ``OptionSpec.setting`` (Brass: the iron price its Automa reads), the values
new games of that game start with; under "At the table", whether Brass's "Why the Automa did
that" opens by itself after each Automa turn, and per game whether the coach comments on your moves
(off unless turned on)."""

from __future__ import annotations

from typing import Any

import pygame

from game import games, storage
from game.core.i18n import LANGUAGES, Msg
from game.core.rules import OptionSpec
from game.scenes.common import PageScene
from game.scenes.setup import option_choices
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import column
from game.ui.widgets import Choice, Toggle

NOTE = TextStyle(20, Palette.ink_soft)
GROUP = TextStyle(28, Palette.ink, True, True)
GAME = TextStyle(22, Palette.ink, True)


def game_settings() -> list[tuple[str, OptionSpec]]:
    """Every game's options offered in Settings, in menu order."""
    return [(game, spec) for game in games.available() for spec in games.rules_for(game).options() if spec.setting]


def option_default(settings: storage.Settings, game: str, spec: OptionSpec) -> Any:
    """The value new games of ``game`` start with: the Settings' choice, else the game's default."""
    value = settings.option_defaults.get(game, {}).get(spec.key, spec.default)
    try:
        return spec.validate(value)
    except ValueError:
        return spec.default


class SettingsScene(PageScene):
    name = "settings"
    heading = Msg("core.settings.title")
    panel_rect = pygame.Rect(160, 90, 1600, 900)

    @property
    def rules_column(self) -> pygame.Rect:
        r = self.panel_rect
        return pygame.Rect(r.x + 880, r.y + 160, r.w - 960, 600)

    def build(self) -> None:
        s = self.app.settings
        r = self.panel_rect
        rows, gap = 7, 10  # the rows share the column's 540 px
        slots = column(pygame.Rect(r.x + 80, r.y + 160, 720, 540), [(540 - gap * (rows - 1)) // rows] * rows, gap)
        self.group.add(
            Choice(
                slots[0],
                Msg("core.settings.language"),
                [(k, Msg.raw(v)) for k, v in LANGUAGES.items()],
                s.language,
                self._language,
            )
        )
        self.group.add(
            Toggle(
                slots[1],
                Msg("core.settings.fullscreen"),
                lambda: self.app.fullscreen,
                self._fullscreen,
                tooltip=Msg("core.tooltip.fullscreen"),
            )
        )
        # slowest first: "›" goes towards Instant, "‹" towards Slow, and neither wraps around
        speeds = [(v, Msg(f"core.settings.animation_{v}")) for v in reversed(storage.Settings.ANIMATION_SPEEDS)]
        self.group.add(
            Choice(slots[2], Msg("core.settings.animation"), speeds, s.animation_speed, self._speed, wrap=False)
        )
        self.group.add(Toggle(slots[3], Msg("core.settings.legal_moves"), lambda: s.show_legal_moves, self._legal))
        self.group.add(Toggle(slots[4], Msg("core.hint.setting"), lambda: s.show_hint_button, self._hint))
        self.group.add(
            Toggle(
                slots[5],
                Msg("core.give_up.setting"),
                lambda: s.ask_before_giving_up,
                self._give_up,
                tooltip=Msg("core.give_up.setting_tip"),
            )
        )
        scales = [(v, Msg.raw(f"{round(v * 100)} %")) for v in storage.Settings.UI_SCALES]
        self.group.add(Choice(slots[6], Msg("core.settings.ui_scale"), scales, s.ui_scale, self._scale, wrap=False))
        for (game, spec), rect in zip(game_settings(), self._game_rows(), strict=False):
            self.group.add(
                Choice(
                    rect,
                    Msg(spec.label),
                    option_choices(game, spec),
                    option_default(s, game, spec),
                    lambda v, g=game, k=spec.key: self._option(g, k, v),
                    tooltip=Msg(spec.help) if spec.help else None,
                )
            )
        self.group.add(
            Toggle(
                self._table_row(),
                Msg("brass.explain.setting"),
                lambda: s.explain_automa,
                self._explain,
                tooltip=Msg("brass.explain.setting_tip"),
            )
        )
        for game, rect in zip(games.available(), self._coach_rows()):
            self.group.add(
                Toggle(
                    rect,
                    Msg(f"{game}.name"),
                    lambda g=game: s.coach_on(g),
                    lambda on, g=game: self._coach(g, on),
                    tooltip=Msg("core.coach.setting_help"),
                )
            )
        self.group.add(self.back_button())

    def _coach_rows(self) -> list[pygame.Rect]:
        """Under "At the table": the coach, a toggle per game."""
        c = self.rules_column
        return [pygame.Rect(c.x, c.y + 532 + i * 50, c.w, 46) for i in range(len(games.available()))]

    def _coach(self, game: str, on: bool) -> None:
        self.app.settings.coach[game] = on
        self._changed()

    def _game_rows(self) -> list[pygame.Rect]:
        """Under the group's heading: per option, a line for its game's name, its row, a note."""
        c = self.rules_column
        return [pygame.Rect(c.x, c.y + 90 + i * 220, c.w, 76) for i in range(3)]

    def _table_row(self) -> pygame.Rect:
        """ "At the table" under the game rules: the Brass explainer opening by itself."""
        c = self.rules_column
        return pygame.Rect(c.x, c.y + 400, c.w, 76)

    def _explain(self, on: bool) -> None:
        self.app.settings.explain_automa = on
        self._changed()

    def _option(self, game: str, key: str, value: Any) -> None:
        self.app.settings.option_defaults.setdefault(game, {})[key] = value
        self.app.save_settings()

    def _changed(self) -> None:
        self.app.apply_settings()

    def _language(self, value: str) -> None:
        self.app.settings.language = value
        self._changed()

    def _fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self._changed()

    def _speed(self, value: str) -> None:
        self.app.settings.animation_speed = value
        self._changed()

    def _legal(self, on: bool) -> None:
        self.app.settings.show_legal_moves = on
        self._changed()

    def _hint(self, on: bool) -> None:
        self.app.settings.show_hint_button = on
        self._changed()

    def _give_up(self, on: bool) -> None:
        self.app.settings.ask_before_giving_up = on
        self._changed()

    def _scale(self, value: float) -> None:
        self.app.settings.ui_scale = value
        self._changed()

    def content_key(self) -> tuple:
        return ()

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text_box(
            Msg("core.settings.folder", path=str(storage.data_dir())),
            pygame.Rect(r.x + 96, r.y + 716, 720, 64),  # the right column holds the coach's toggles
            TextStyle(22, Palette.ink_soft),
            align="left",
        )
        found = game_settings()
        c = self.rules_column
        p.line((c.x - 40, c.y), (c.x - 40, c.y + 540), Palette.panel_edge, 2)
        table = self._table_row()
        p.text(Msg("core.settings.table_group"), (c.x, table.y - 70), GROUP, "midleft")
        p.text(Msg("brass.name"), (c.x, table.y - 22), GAME, "midleft")
        first = self._coach_rows()[0]
        p.text(Msg("core.coach.games"), (c.x, first.y - 24), GAME, "midleft", max_width=c.w)
        if found:
            p.text(Msg("core.settings.rules_group"), (c.x, c.y + 20), GROUP, "midleft")
        for (game, _spec), row in zip(found, self._game_rows(), strict=False):
            p.text(Msg(f"{game}.name"), (c.x, row.y - 22), GAME, "midleft")
            p.text_box(Msg("core.settings.new_games"), pygame.Rect(c.x, row.bottom + 8, c.w, 96), NOTE, align="left")
