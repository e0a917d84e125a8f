"""Set up a match: for each seat a person or a computer (with its level) and a name;
then the game's own variants and options.  The last setup of each game is remembered."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import pygame

from game import games
from game.core import i18n
from game.core.i18n import Msg
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rng import new_seed
from game.core.rules import OptionSpec
from game.scenes import registry
from game.scenes.common import PageScene
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, Choice, TextInput, Toggle

ROW_H = 84


def level_description(game: str, level: str) -> Msg | None:
    """A line about a level ("Hard — searches ~4000 positions a move"), or None for an unknown
    level.  A game may say it in its own words (``<game>.levels.<level>``, its numbers taken
    from the computer player's budget: e.g. ``{futures}``); else the shared line, whose N is the
    player's iteration budget when it has one."""
    budget = _budget(game, level) if level == "hard" or i18n.has(f"{game}.levels.{level}") else {}
    own = Msg(f"{game}.levels.{level}", **budget)
    if i18n.has(own.key) and "{" not in i18n.tr(own):
        return own
    if level == "hard":
        n = budget.get("iterations")
        return Msg("core.levels.hard", n=n) if n else Msg("core.levels.hard_any")
    key = f"core.levels.{level}"
    return Msg(key) if i18n.has(key) else None


def _budget(game: str, level: str) -> dict[str, int]:
    """The whole-number settings of a level's computer player (its search budget)."""
    try:
        bot = games.make_bot(game, level, 0)
    except Exception:  # noqa: BLE001 - a description must never stop the setup screen
        return {}
    return {k: v for k, v in vars(bot).items() if isinstance(v, int) and not isinstance(v, bool) and v > 0}


DEFAULT_NAMES = {HUMAN: "core.seat_default", BOT: "core.setup.default_bot_name"}
"""The default name of a person's seat and of a computer's, each with its ``{number}``."""


def default_name(kind: str, number: int) -> str:
    """ "Player 2", "Computer 1"… in the current language."""
    return i18n.tr(DEFAULT_NAMES[kind], number=number)


def parse_default_name(name: str) -> tuple[str, int] | None:
    """``(kind, number)`` when ``name`` is a default name in any language ("Computer 1",
    "Jogador 2"), else None: such a name follows the seat's kind and the language."""
    for lang in i18n.LANGUAGES:
        for kind, key in DEFAULT_NAMES.items():
            template = i18n.table(lang, key).get(key, "")
            head, found, tail = template.partition("{number}")
            if not found:
                continue
            match = re.fullmatch(re.escape(head) + r"(\d{1,3})" + re.escape(tail), name.strip())
            if match:
                return kind, int(match.group(1))
    return None


def option_choices(game: str, spec: OptionSpec) -> list[tuple[Any, Text]]:
    if spec.kind == "int":
        return [(v, Msg.raw(str(v))) for v in range(spec.lo, spec.hi + 1)]
    return [(v, games.option_label(game, spec, v)) for v in spec.choices]


class SetupScene(PageScene):
    name = "setup"
    panel_rect = pygame.Rect(110, 70, 1700, 940)

    def __init__(self, app, game: str):
        self.game = game
        self.rules = games.rules_for(game)
        self.low, self.high = self.rules.min_seats, self.rules.max_seats
        self.levels = games.bot_levels(game)
        self.level_lines = [line for line in (level_description(game, lv) for lv in self.levels) if line is not None]
        remembered = app.settings.last_setups.get(game, {})
        self.seats = self._initial_seats(app, remembered.get("seats"))
        self.options = self.rules.default_options()
        self._take_options(remembered.get("options", {}), lambda spec: not spec.hidden)
        # the Settings' choice for new games comes before the last setup's
        self._take_options(app.settings.option_defaults.get(game, {}), lambda spec: spec.setting)
        self.heading = Msg("core.setup.title", game=Msg(f"{game}.name"))
        super().__init__(app)

    def _take_options(self, values: Any, wanted) -> None:
        """Valid values of the options ``wanted(spec)`` accepts (others, and bad values, are ignored)."""
        specs = {o.key: o for o in self.rules.options()}
        for key, value in dict(values if isinstance(values, dict) else {}).items():
            spec = specs.get(key)
            if spec is not None and wanted(spec):
                with contextlib.suppress(ValueError):
                    self.options[key] = spec.validate(value)

    def _initial_seats(self, app, remembered) -> list[Seat]:
        seats: list[Seat] = []
        if isinstance(remembered, list):
            for data in remembered[: self.high]:
                try:
                    seat = Seat.from_json(data)
                except (KeyError, TypeError, ValueError):
                    continue
                if seat.kind == BOT and seat.level not in self.levels:
                    seat.level = self._default_level()
                seats.append(seat)
        if len(seats) >= self.low:
            for seat in seats:  # default names follow the language ("Computer 1" -> "Computador 1")
                parsed = parse_default_name(seat.name)
                if parsed is not None:
                    seat.name = default_name(*parsed)
            return seats
        names = app.settings.player_names
        first = names[0] if names else default_name(HUMAN, 1)
        seats = [Seat(first, HUMAN)]
        while len(seats) < max(2, self.low):
            n = len(seats)
            seats.append(Seat(default_name(BOT, n), BOT, self._default_level()))
        return seats[: self.high]

    def _default_level(self) -> str:
        return "easy" if "easy" in self.levels else self.levels[-1]

    def _new_level(self) -> str:
        """The level of a computer seat added now: the last computer seat's (a table of Hard
        players stays Hard), else the default."""
        levels = [s.level for s in self.seats if s.kind == BOT and s.level in self.levels]
        return levels[-1] if levels else self._default_level()

    # -- widgets ---------------------------------------------------------------------------
    @property
    def split(self) -> int:
        """Where the options column starts: further left when there are fewer seats to show."""
        return 1000 if self.high == 1 else 1070

    def build(self) -> None:
        r = self.panel_rect
        left = pygame.Rect(r.x + 50, r.y + 180, self.split - 70, r.h - 320)
        for i, seat in enumerate(self.seats):
            self._seat_row(i, seat, pygame.Rect(left.x + 60, left.y + i * ROW_H, left.w - 60, ROW_H - 14))
        if len(self.seats) < self.high:
            y = left.y + len(self.seats) * ROW_H
            add = Button(pygame.Rect(left.x + 60, y, 300, 60), Msg("core.setup.add_seat"), self.add_seat, icon="person")
            add.rect.w = max(300, add.needed_width(self.app.painter))
            self.group.add(add)
        right = pygame.Rect(r.x + self.split + 40, r.y + 180, r.w - self.split - 90, r.h - 320)
        y = right.y
        for spec in self.rules.options():
            if spec.hidden:
                continue
            parent = self._parent_of(spec)
            if parent is not None and self.options.get(parent[0]) != parent[1]:
                continue
            if parent is None:
                self._option_widget(spec, pygame.Rect(right.x, y, right.w, 80))
                y += 96
            else:
                self._option_widget(spec, pygame.Rect(right.x + 40, y, right.w - 40, 70))
                y += 80
        self.group.add(self.back_button())
        self.group.add(
            Button(
                pygame.Rect(r.right - 340, r.bottom - 100, 300, 72),
                Msg("core.button.start"),
                self.start,
                icon="play",
                kind="primary",
                text_size=30,
            )
        )

    def _seat_row(self, i: int, seat: Seat, rect: pygame.Rect) -> None:
        name = TextInput(
            pygame.Rect(rect.x, rect.y + 6, 300, rect.h - 12),
            seat.name,
            lambda text, i=i: self._rename(i, text),
            placeholder=Msg("core.setup.name"),
        )
        self.group.add(name)
        kinds = [(HUMAN, Msg("core.setup.seat_human")), (BOT, Msg("core.setup.seat_bot"))]
        levels = [(lv, games.level_label(self.game, lv)) for lv in self.levels]
        # the choosers are as wide as their words at their size (130 % text, Portuguese)
        kind_w = max(270, Choice.width_for(self.app.painter, kinds, rect.h))
        level_w = max(270, Choice.width_for(self.app.painter, levels, rect.h))
        self.group.add(
            Choice(
                pygame.Rect(rect.x + 310, rect.y, kind_w, rect.h),
                "",
                kinds,
                seat.kind,
                lambda v, i=i: self._set_kind(i, v),
                label_width=0,
            )
        )
        if seat.kind == BOT:
            self.group.add(
                Choice(
                    pygame.Rect(rect.x + 320 + kind_w, rect.y, level_w, rect.h),
                    "",
                    levels,
                    seat.level,
                    lambda v, i=i: self._set_level(i, v),
                    label_width=0,
                )
            )
        if len(self.seats) > self.low:
            self.group.add(
                Button(
                    pygame.Rect(rect.right - 64, rect.y + 8, 56, rect.h - 16),
                    "",
                    lambda i=i: self.remove_seat(i),
                    icon="close",
                    kind="ghost",
                    tooltip=Msg("core.setup.remove_seat"),
                )
            )

    def _option_widget(self, spec: OptionSpec, rect: pygame.Rect) -> None:
        label = Msg(spec.label)
        tooltip = Msg(spec.help) if spec.help else None
        if spec.kind == "bool":
            self.group.add(
                Toggle(
                    rect,
                    label,
                    lambda k=spec.key: bool(self.options[k]),
                    lambda v, k=spec.key: self._set_option(k, v),
                    tooltip=tooltip,
                )
            )
        else:
            self.group.add(
                Choice(
                    rect,
                    label,
                    option_choices(self.game, spec),
                    self.options[spec.key],
                    lambda v, k=spec.key: self._set_option(k, v),
                    tooltip=tooltip,
                    label_width=max(rect.w // 2, rect.w - 280),
                )
            )

    def _parent_of(self, spec: OptionSpec) -> tuple[str, Any] | None:
        """An option named ``<value>_...`` after a choice offering ``<value>`` belongs to that value
        (Brass's ``custom_cotton_mill`` to difficulty ``custom``): it shows only while chosen."""
        for other in self.rules.options():
            if other is spec:
                return None
            if other.kind == "choice":
                for value in other.choices:
                    if isinstance(value, str) and spec.key.startswith(f"{value}_"):
                        return (other.key, value)
        return None

    # -- changes --------------------------------------------------------------------------
    def _rename(self, i: int, text: str) -> None:
        self.seats[i].name = text

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.seats[i]
        if kind != seat.kind and self._renamable(seat.name):
            seat.name = self._fresh_name(i, kind)
        seat.kind = kind
        if kind == BOT and not seat.level:
            seat.level = self._new_level()
        self.rebuild()

    def _renamable(self, name: str) -> bool:
        """A name the player did not choose for this seat: empty, a default name, or a
        remembered person's name (which should not stay on a computer)."""
        name = name.strip()
        return not name or parse_default_name(name) is not None or name in self.app.settings.player_names

    def _fresh_name(self, i: int, kind: str) -> str:
        """A new name for seat ``i`` becoming ``kind``: a remembered person's name no other seat
        uses, else "Player N" (N = the seat's number); "Computer N" for the Nth computer."""
        taken = {s.name.strip() for j, s in enumerate(self.seats) if j != i}
        if kind == HUMAN:
            for name in self.app.settings.player_names:
                if name not in taken:
                    return name
            return default_name(HUMAN, i + 1)
        number = 1 + sum(1 for s in self.seats[:i] if s.kind == BOT)
        while default_name(BOT, number) in taken:
            number += 1
        return default_name(BOT, number)

    def _set_level(self, i: int, level: str) -> None:
        self.seats[i].level = level

    def _set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        if any(self._parent_of(spec) is not None for spec in self.rules.options()):
            self.rebuild()  # options that belong to a value appear or go

    def add_seat(self) -> None:
        self.seats.append(Seat("", BOT, self._new_level()))
        self.seats[-1].name = self._fresh_name(len(self.seats) - 1, BOT)
        self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) > self.low:
            del self.seats[i]
            self.rebuild()

    # -- start ------------------------------------------------------------------------------
    def start(self) -> None:
        seats = []
        for i, seat in enumerate(self.seats):
            name = seat.name.strip() or default_name(HUMAN, i + 1)
            seats.append(Seat(name, seat.kind, seat.level if seat.kind == BOT else ""))
        config = MatchConfig(self.game, seats, dict(self.options), seed=new_seed())
        try:
            match = Match(self.rules, config)
        except ValueError as exc:
            self.app.toast(Msg("core.setup.bad_config", detail=str(exc)), "warning")
            return
        self._remember(seats)
        registry.open_match(self.app, match)

    def _remember(self, seats: list[Seat]) -> None:
        settings = self.app.settings
        settings.last_setups[self.game] = {"seats": [s.to_json() for s in seats], "options": dict(self.options)}
        humans = [s.name for s in seats if s.kind == HUMAN]
        settings.player_names = list(dict.fromkeys(humans + settings.player_names))[:8]
        self.app.save_settings()

    # -- drawing ----------------------------------------------------------------------------
    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text(Msg("core.setup.seats"), (r.x + 110, r.y + 130), TextStyle(32, Palette.accent_deep, True), "midleft")
        split = self.split
        p.text(
            Msg("core.setup.options"),
            (r.x + split + 40, r.y + 130),
            TextStyle(32, Palette.accent_deep, True),
            "midleft",
        )
        p.line((r.x + split, r.y + 170), (r.x + split, r.bottom - 140), Palette.panel_edge, 2)
        for i in range(len(self.seats)):
            y = r.y + 180 + i * ROW_H + (ROW_H - 14) // 2
            p.icon(Palette.seat_symbol(i), pygame.Rect(r.x + 56, y - 22, 44, 44), Palette.seat(i))
        self._draw_levels(p)
        key = f"{self.game}.solo.setup_line"
        if self.high == 1 and i18n.has(key):
            # a solo game: say who the opponent is (it has no seat of its own)
            box = pygame.Rect(r.x + 50, r.y + 180 + len(self.seats) * ROW_H + 16, split - 100, 110)
            p.rect(box, (*Palette.bg_deep, 120), 14)
            p.circle((box.x + 36, box.y + 40), 24, Palette.seat(1))
            p.icon(Palette.seat_symbol(1), pygame.Rect(box.x + 20, box.y + 24, 32, 32), Palette.paper_ink)
            p.text_box(
                Msg(key),
                pygame.Rect(box.x + 80, box.y + 14, box.w - 100, box.h - 28),
                TextStyle(25, Palette.ink),
                align="left",
                valign="top",
            )

    def _draw_levels(self, p: Painter) -> None:
        """What each computer level does, at the foot of the seats column."""
        r = self.panel_rect
        line_h = 34
        y = r.bottom - 150 - line_h * len(self.level_lines)
        p.icon("computer", pygame.Rect(r.x + 60, y - line_h - 8, 30, 30), Palette.ink_soft)
        p.text(Msg("core.levels.title"), (r.x + 100, y - line_h + 7), TextStyle(23, Palette.ink_soft, True), "midleft")
        for n, line in enumerate(self.level_lines):
            p.text(
                line,
                (r.x + 100, y + n * line_h + line_h // 2),
                TextStyle(22, Palette.ink_soft),
                "midleft",
                max_width=self.split - 150,
            )
