"""A match: rules + config + seed + seats + the list of actions taken.

Chance outcomes are recorded in the action list, so replaying the list reproduces the
state exactly.  On that rest:

* undo/redo — back through the decisions of the seat to move, never across a chance
  action (new information) and never into another person's turn;
* saves — versioned JSON holding config, seed, actions and a snapshot of the state;
* the game log — rebuilt from the actions, translated at draw time;
* review — ``at(step)`` is the match as it stood after its first ``step`` actions, and
  ``rewind`` / ``advance`` move a match back and forth along a recorded game;
* guided games — ``chance`` (a ``ChanceSource``) may supply the outcome of a chance step
  instead of the seed (a lesson's fixed deal); the outcome is recorded like any other.

Who plays when, the computer players and what the screen is told live in the table
session (``game/core/session.py``), which drives a match.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, GameConfig, IllegalAction, Rules

SAVE_FORMAT = "quiet-table-save"
SAVE_VERSION = 2
CHECKPOINT_EVERY = 40
IDLE_CAP = 600.0
"""Seconds: a stretch longer than this between two actions counts as this much table time."""

HUMAN = "human"
BOT = "bot"

ChanceSource = Callable[[Any, int], "Action | None"]
"""``chance(state, step)``: the outcome to record for the chance step ``step`` (the number of
actions taken so far), or None to draw it from the seed.  The outcome is trusted like a
recorded one (the rules check chance outcomes only when ``checks_chance_outcomes``)."""


class SaveError(Exception):
    """A save file that cannot be used; ``reason`` is a message for the player."""

    def __init__(self, reason: Msg):
        self.reason = reason
        super().__init__(str(reason))


@dataclass
class Seat:
    name: str
    kind: str = HUMAN
    level: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        kind = data.get("kind", HUMAN)
        if kind not in (HUMAN, BOT):
            raise ValueError(f"unknown seat kind {kind!r}")
        return cls(str(data["name"]), kind, str(data.get("level", "")))


@dataclass
class MatchConfig:
    game: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def game_config(self) -> GameConfig:
        return GameConfig(len(self.seats), dict(self.options))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MatchConfig:
        return cls(
            game=str(data["game"]),
            seats=[Seat.from_json(s) for s in data["seats"]],
            options=dict(data.get("options", {})),
            seed=int(data.get("seed", 0)),
        )

    @property
    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.is_human)


@dataclass(frozen=True)
class LogEntry:
    step: int
    seat: int | None
    text: Msg


class Match:
    """The game in progress.  The screen, the autosave and the tools all drive this."""

    def __init__(self, rules: Rules, config: MatchConfig, *, deal: bool = True, chance: ChanceSource | None = None):
        """Set up a new match; ``deal=False`` leaves the opening chance steps pending.
        ``chance`` supplies chance outcomes in place of the seed where it returns one."""
        self.rules = rules
        self.chance = chance
        config.options = rules.check_config(config.game_config()).options
        self.config = config
        self.state = rules.setup(config.game_config())
        self.actions: list[Action] = []
        self.actors: list[int] = []
        self.log: list[LogEntry] = []
        self.redo_stack: list[Action] = []
        self._checkpoints: dict[int, Any] = {0: self.state.clone()}
        self.hints_used = [0] * len(config.seats)  # "suggest a move" per seat; kept in the save's summary
        self.undos = [0] * len(config.seats)  # decisions taken back per seat; kept in the save's summary
        self.match_id = new_match_id()
        """Names this game across saves, resumes and records (a game is recorded once per id)."""
        self.started_at: str | None = _now_iso()
        self.seconds_played = 0.0
        """Time at the table: the time between actions, each stretch counted at most IDLE_CAP."""
        self._clock = time.monotonic()
        self.ended = False
        """The game's end was reached once and reported (``TableSession``'s game-over): kept in the
        save, so a game resumed, or undone into and finished again, is not reported twice."""
        self.lesson: str | None = None
        """The lesson this match is (``game/core/lesson.py``: its name, e.g. "lesson"), kept in the
        save; None for a game."""
        if deal:
            self.resolve_chance()

    # -- play ---------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def is_over(self) -> bool:
        return self.to_move() is None

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def play(self, action: Action) -> None:
        """A seat's decision: apply, record, then resolve any chance that follows.

        Raises IllegalAction (state unchanged) when the rules refuse it.
        """
        seat = self.to_move()
        if seat is None:
            raise IllegalAction(Msg("core.illegal.game_over"))
        if seat == CHANCE or action.chance:
            raise IllegalAction(Msg("core.illegal.chance"))
        self._record(seat, action)
        self.redo_stack.clear()
        self.resolve_chance()

    def resolve_chance(self) -> None:
        """Draw and record every pending chance outcome (from ``chance`` where it gives one,
        else from the seed, per step)."""
        while self.rules.to_move(self.state) == CHANCE:
            step = len(self.actions)
            outcome = self.chance(self.state, step) if self.chance is not None else None
            if outcome is None:
                outcome = self.rules.sample_chance(self.state, Rng.derive(self.config.seed, step))
            elif not outcome.chance:
                raise IllegalAction(Msg("core.illegal.chance"))
            self._record(CHANCE, outcome)

    def _record(self, seat: int, action: Action) -> None:
        # Checked before it is described: describing reads the action's fields.
        reason = self.rules.refusal(self.state, action)
        if reason is not None:
            raise IllegalAction(reason)
        text = self.rules.describe(self.state, action, seat)
        self.rules.apply_unchecked(self.state, action)
        now = time.monotonic()
        self.seconds_played += min(now - self._clock, IDLE_CAP)
        self._clock = now
        self.actions.append(action)
        self.actors.append(seat)
        if text is not None:
            self.log.append(LogEntry(len(self.actions) - 1, None if seat == CHANCE else seat, text))
        if len(self.actions) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.actions)] = self.state.clone()

    # -- undo / redo ----------------------------------------------------------
    def can_undo(self) -> bool:
        """The last action is a human decision of this turn and nothing was revealed since."""
        if not self.actions:
            return False
        actor = self.actors[-1]
        if actor == CHANCE or self.actions[-1].chance:
            return False
        if not self.config.seats[actor].is_human:
            return False
        now = self.to_move()
        return now is None or now == actor

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.to_move() not in (None, CHANCE)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.redo_stack.append(self.actions[-1])
        self.undos[self.actors[-1]] += 1
        self.rewind(len(self.actions) - 1)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        action = self.redo_stack[-1]
        if self.rules.refusal(self.state, action) is not None:
            self.redo_stack.clear()
            return False
        self.redo_stack.pop()
        self._record(self.to_move(), action)
        self.resolve_chance()
        return True

    def rewind(self, length: int) -> None:
        """Go back to the state after the first ``length`` actions (replaying from a checkpoint);
        the later actions are forgotten (``undo`` keeps the one it takes back for redo)."""
        base = max(k for k in self._checkpoints if k <= length)
        for k in [k for k in self._checkpoints if k > length]:
            del self._checkpoints[k]
        state = self._checkpoints[base].clone()
        for action in self.actions[base:length]:
            self.rules.apply_unchecked(state, action)  # these were checked when first taken
        self.state = state
        del self.actions[length:]
        del self.actors[length:]
        self.log = [e for e in self.log if e.step < length]

    def advance(self, action: Action) -> None:
        """Record ``action`` for whoever is to move (a seat or CHANCE), with no chance drawn after
        it: replaying a recorded game one step at a time (review).  Raises IllegalAction."""
        seat = self.to_move()
        if seat is None:
            raise IllegalAction(Msg("core.illegal.game_over"))
        if (seat == CHANCE) != action.chance:
            raise IllegalAction(Msg("core.illegal.chance"))
        self._record(seat, action)

    def at(self, step: int) -> Match:
        """A new match: this one as it stood after its first ``step`` actions (clamped), with the
        log up to there and no redo; this match is left as it is.  Replays from the nearest
        checkpoint, so any step of a long game is quick to reach."""
        step = max(0, min(step, len(self.actions)))
        other = Match.__new__(Match)
        other.rules, other.chance = self.rules, None
        other.config = MatchConfig.from_json(self.config.to_json())
        base = max(k for k in self._checkpoints if k <= step)
        other._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= step}  # never mutated
        state = self._checkpoints[base].clone()
        for action in self.actions[base:step]:
            self.rules.apply_unchecked(state, action)
        other.state = state
        other.actions, other.actors = self.actions[:step], self.actors[:step]
        other.log = [e for e in self.log if e.step < step]
        other.redo_stack = []
        other.hints_used, other.undos = list(self.hints_used), list(self.undos)
        other.match_id, other.started_at = self.match_id, self.started_at
        other.seconds_played, other._clock = self.seconds_played, self._clock
        other.ended = self.ended and step == len(self.actions)
        other.lesson = self.lesson
        return other

    # -- information -----------------------------------------------------------
    def view(self, seat: int) -> Any:
        return self.rules.view(self.state, seat)

    def seat_name(self, seat: int | None) -> str:
        if seat is None or seat < 0:
            return ""
        return self.config.seats[seat].name

    # -- saving ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        progress = self.rules.progress(self.state)
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "saved_at": _dt.datetime.now().isoformat(timespec="seconds"),
            "match_id": self.match_id,
            "started_at": self.started_at,
            "config": self.config.to_json(),
            "actions": [a.to_dict() for a in self.actions],
            "redo": [a.to_dict() for a in self.redo_stack],
            "summary": {
                "players": [s.name for s in self.config.seats],
                "progress": {"key": progress.key, "params": dict(progress.params)},
                "over": self.is_over(),
                "hints": list(self.hints_used),
                "undos": list(self.undos),
                "seconds": round(self.seconds_played, 1),
                "ended": self.ended,
                **({"result": self.rules.final_result(self.state)} if self.is_over() else {}),
            },
            "snapshot": self.state.to_json(),
            **({"lesson": self.lesson} if self.lesson else {}),
        }

    @classmethod
    def from_json(cls, data: Any, rules_for_game) -> Match:
        """Rebuild a match by replaying its actions.  ``rules_for_game(name)`` gives the rules.

        Raises SaveError with a readable reason for anything unusable.
        """
        written_at = data.get("version") if isinstance(data, dict) else None
        data = upgrade_save(data)
        try:
            config = MatchConfig.from_json(data["config"])
            rules = rules_for_game(config.game)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(Msg("core.save.bad_config", detail=str(exc))) from None
        if rules is None:
            raise SaveError(Msg("core.save.unknown_game", game=str(config.game)))
        if written_at != SAVE_VERSION:
            config.options = {**rules.legacy_options(written_at), **config.options}
        try:
            # Chance outcomes come from the file, not from the seed.
            match = cls(rules, config, deal=False)
            for i, raw in enumerate(data["actions"]):
                action = Action.from_dict(raw)
                seat = match.to_move()
                if seat is None:
                    raise IllegalAction(Msg("core.illegal.game_over"))
                if (seat == CHANCE) != action.chance:
                    raise IllegalAction(Msg.raw(f"step {i}: chance and decision out of order"))
                match._record(seat, action)
            match.redo_stack = [Action.from_dict(raw) for raw in reversed(data.get("redo", []))][::-1]
        except SaveError:
            raise
        except (IllegalAction, KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(Msg("core.save.replay_failed", detail=str(exc))) from None
        match.resolve_chance()
        summary = data.get("summary")
        match.hints_used = _counts(summary, "hints", len(config.seats))
        match.undos = _counts(summary, "undos", len(config.seats))
        match.match_id = save_match_id(data)
        started = data.get("started_at")
        match.started_at = started if _is_time(started) else None
        seconds = summary.get("seconds") if isinstance(summary, dict) else None
        plain = isinstance(seconds, (int, float)) and not isinstance(seconds, bool)
        match.seconds_played = float(seconds) if plain and 0 <= seconds < 1e9 else 0.0
        match._clock = time.monotonic()  # the replay took no table time
        ended = summary.get("ended") if isinstance(summary, dict) else None
        # a save from before the flag: a finished game was reported when it ended
        match.ended = ended is True or (ended is None and match.is_over())
        lesson = data.get("lesson")
        match.lesson = lesson if isinstance(lesson, str) and _LESSON_NAME.fullmatch(lesson) else None
        return match


def new_match_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(4)


def _now_iso() -> str:
    return _dt.datetime.now().astimezone().isoformat(timespec="seconds")


def _is_time(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > 40:
        return False
    try:
        _dt.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


_LESSON_NAME = re.compile(r"[a-z][a-z0-9_]{0,40}")

_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_")


def save_match_id(data: dict[str, Any]) -> str:
    """A save's match id; a save from before ids gets one made from its setup (game, seats,
    options, seed), so the same old game is the same game wherever it is loaded from."""
    found = data.get("match_id")
    if isinstance(found, str) and 0 < len(found) <= 64 and set(found) <= _ID_CHARS:
        return found
    setup = json.dumps(data.get("config"), sort_keys=True, separators=(",", ":"), default=str)
    return "legacy-" + hashlib.blake2b(setup.encode("utf-8"), digest_size=10).hexdigest()


def _counts(summary: Any, key: str, seats: int) -> list[int]:
    """A count per seat from a save's summary (hints, undos; 0 for saves from before it)."""
    raw = summary.get(key) if isinstance(summary, dict) else None
    if not isinstance(raw, list):
        raw = []
    counts = [n if isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10**6 else 0 for n in raw[:seats]]
    return counts + [0] * (seats - len(counts))


# Functions that turn a save of version k into version k + 1.  The format starts at
# version 1; when it changes, bump SAVE_VERSION and add the step here.
# Version 2 changed no field: it marks saves whose games may read a rule differently (see
# ``Rules.legacy_options``: Brass's Automa read iron on the board as £0 before version 2).
UPGRADES: dict[int, Any] = {1: dict}


def upgrade_save(data: Any) -> dict[str, Any]:
    """Check a loaded save's envelope and bring older versions up to the current one."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(Msg("core.save.foreign"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(Msg("core.save.foreign"))
    if version > SAVE_VERSION:
        raise SaveError(Msg("core.save.newer", version=version))
    while version < SAVE_VERSION:
        data = UPGRADES[version](dict(data))
        version += 1
        data["version"] = version
    if not isinstance(data.get("actions"), list) or not isinstance(data.get("config"), dict):
        raise SaveError(Msg("core.save.foreign"))
    return data
