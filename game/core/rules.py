"""The rules protocol every game implements.

The UI, the bots, saving, undo and the tests speak only this interface.

* A game's state is mutated in place by ``apply``; callers that need the old state
  keep a ``clone()``.
* Randomness never happens inside ``apply``: when the game needs a chance outcome
  (a card drawn, dice rolled, a tile turned up), ``to_move`` returns ``CHANCE`` and the
  caller asks ``sample_chance`` for an outcome action, which is then applied and
  recorded like any other action.  Replaying the recorded list therefore reproduces
  the game exactly, whatever random generator produced it.
* ``legal_actions`` lists every legal atomic decision.  A complex turn is a sequence of
  atomic decisions with a pending step kept in the state.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

from game.core.i18n import Msg
from game.core.rng import Rng

CHANCE = -1
"""``to_move`` returns this when the next step is a chance outcome."""


class IllegalAction(Exception):
    """An action that the rules refuse; ``reason`` is a message a person can read."""

    def __init__(self, reason: Msg | str):
        self.reason = reason if isinstance(reason, Msg) else Msg.raw(reason)
        super().__init__(str(self.reason))


# ---------------------------------------------------------------------------
# Actions


_ACTION_KINDS: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    """Base of every action: small, frozen, hashable, turned into a plain dict and back.

    Subclasses set ``kind`` (globally unique, e.g. ``"schotten.play"``) and may only hold
    ints, strs, bools, None and tuples of those.  ``chance`` marks outcome actions
    (deals, rolls) that reveal new information: undo never steps back across them.
    """

    kind: ClassVar[str] = ""
    chance: ClassVar[bool] = False
    confirm: ClassVar[bool] = False
    """A pause between phases (next round, next scoring): when it falls to a computer
    seat in a match with people, the screen lets a person confirm it."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            if cls.kind in _ACTION_KINDS and _ACTION_KINDS[cls.kind].__qualname__ != cls.__qualname__:
                raise TypeError(f"action kind {cls.kind!r} is defined twice")
            _ACTION_KINDS[cls.kind] = cls

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _to_plain(getattr(self, f.name))
        return out

    @staticmethod
    def from_dict(data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        cls = _ACTION_KINDS.get(data["kind"])
        if cls is None:
            raise ValueError(f"unknown action kind {data['kind']!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"kind"}
        if extra:
            raise ValueError(f"action {data['kind']!r} has unknown fields {sorted(extra)}")
        try:
            return cls(**{k: _from_plain(v) for k, v in data.items() if k != "kind"})
        except TypeError as exc:
            raise ValueError(f"action {data['kind']!r}: {exc}") from None


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_plain(v) for v in value]
    return value


def _from_plain(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_plain(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("actions may not hold mappings")
    return value


# ---------------------------------------------------------------------------
# Setup and options


@dataclass(frozen=True)
class OptionSpec:
    """One variant or option a game offers on its setup screen.

    ``kind`` is ``"bool"``, ``"choice"`` (one of ``choices``) or ``"int"`` (``lo``..``hi``).
    ``label`` and the choices' labels are i18n keys.
    """

    key: str
    kind: str
    default: Any
    label: str
    choices: tuple[Any, ...] = ()
    lo: int = 0
    hi: int = 0
    help: str = ""
    hidden: bool = False
    """Not offered on the setup screen: a reading kept for older saves (``Rules.legacy_options``)."""
    variant: bool = True
    """It changes the game played, so a list of finished games says it beside the game's name
    (History); False for an option that only says who starts."""
    setting: bool = False
    """Also offered in Settings, as the value new games start with (``Settings.option_defaults``;
    the setup screen pre-selects it, a game in progress keeps its own)."""

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key} must be true or false")
        elif self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"option {self.key} must be one of {list(self.choices)}")
        elif self.kind == "int" and (
            not isinstance(value, int) or isinstance(value, bool) or not self.lo <= value <= self.hi
        ):
            raise ValueError(f"option {self.key} must be a whole number from {self.lo} to {self.hi}")
        return value


@dataclass(frozen=True)
class GivingUp:
    """What a person's action would throw away that they could still use now (``Rules.giving_up``):
    the screen asks once before playing it.  ``what`` is counted from the legal actions ("3
    activations unused"), ``detail`` says what the action does to them, ``yes`` labels the
    button that plays it anyway ("Finish anyway")."""

    what: Msg
    detail: Msg
    yes: Msg


@dataclass
class GameConfig:
    """What ``setup`` needs: how many seats and the chosen options."""

    num_seats: int
    options: dict[str, Any] = field(default_factory=dict)


# ---------------------------------------------------------------------------
# The protocol


@runtime_checkable
class State(Protocol):
    """What every game state offers: its seat count, a cheap hand-written copy, JSON."""

    num_seats: int

    def clone(self) -> State: ...

    def to_json(self) -> dict[str, Any]: ...


class Rules:
    """Base class for a game's rules.  Subclasses override every method that raises."""

    name: ClassVar[str] = ""
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    hidden_information: ClassVar[bool] = False
    checks_chance_outcomes: ClassVar[bool] = False
    """Whether ``apply`` asks ``why_illegal`` about chance outcomes too (else they are trusted:
    ``_apply_chance`` refuses what it cannot do)."""
    opponent_option: ClassVar[str | None] = None
    """The option that sets the level of a neutral opponent (Brass: ``difficulty``, the Automa's):
    the records group games by it; None: by the computer seats' levels."""

    # -- setup ------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return []

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options()}

    def in_force(self, state: Any) -> list[Msg]:
        """The rule readings and options this game is played under, one line each, for the rules
        page of a game in progress (e.g. which iron price Brass's Automa reads).  Default: none."""
        return []

    def legacy_options(self, save_version: int) -> dict[str, Any]:
        """Options a save written at ``save_version`` (older than the current one) was played
        under without naming them: a rule reading that has changed since (``Match.from_json``
        adds them, so the old game replays as it was played)."""
        return {}

    def check_config(self, config: GameConfig) -> GameConfig:
        """Fill in defaults and validate; raise ValueError with a readable message."""
        if not self.min_seats <= config.num_seats <= self.max_seats:
            raise ValueError(f"{self.name} is played by {self.min_seats}-{self.max_seats} players")
        specs = {o.key: o for o in self.options()}
        unknown = set(config.options) - set(specs)
        if unknown:
            raise ValueError(f"unknown options for {self.name}: {sorted(unknown)}")
        opts = self.default_options()
        for key, value in config.options.items():
            opts[key] = specs[key].validate(value)
        return GameConfig(config.num_seats, opts)

    def setup(self, config: GameConfig) -> Any:
        raise NotImplementedError

    # -- play ---------------------------------------------------------------
    def to_move(self, state: Any) -> int | None:
        """The seat that decides now, ``CHANCE`` for a chance outcome, None when over."""
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Action]:
        raise NotImplementedError

    def why_illegal(self, state: Any, action: Action) -> Msg | None:
        """None when ``action`` is legal, else the reason.  Default: membership test."""
        if action in self.legal_actions(state):
            return None
        return Msg("core.illegal.generic")

    def refusal(self, state: Any, action: Any) -> Msg | None:
        """Why ``action`` may not be applied now, or None.  Never raises: another game's
        action (or something that is no action at all) is refused as foreign, and a check
        that trips over out-of-range fields is refused as malformed.  Chance outcomes are
        trusted unless ``checks_chance_outcomes``."""
        if not isinstance(action, Action) or not action.kind.startswith(self.name + "."):
            return Msg("core.illegal.foreign")
        if action.chance and not self.checks_chance_outcomes:
            return None
        try:
            return self.why_illegal(state, action)
        except (LookupError, TypeError, ValueError, AttributeError, ArithmeticError):
            return Msg("core.illegal.malformed")

    def apply(self, state: Any, action: Action) -> None:
        """Perform ``action`` on ``state`` in place; raise IllegalAction (with ``refusal``'s
        reason, the state unchanged) if it is not legal."""
        reason = self.refusal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(state, action)

    def apply_unchecked(self, state: Any, action: Action) -> None:
        """Perform an action known to be legal (taken from ``legal_actions``, or a chance
        outcome): ``apply`` after its check, and search bots on their own copies."""
        raise NotImplementedError

    def sample_chance(self, state: Any, rng: Rng) -> Action:
        """When ``to_move`` is CHANCE: draw one outcome action using ``rng``."""
        raise NotImplementedError

    # -- information ----------------------------------------------------------
    def view(self, state: Any, seat: int) -> Any:
        """A copy of ``state`` holding only what ``seat`` may see."""
        return state.clone()

    def determinize(self, view: Any, seat: int, rng: Rng) -> Any:
        """A full state consistent with ``view`` (hidden parts filled at random)."""
        return view.clone()

    def num_seats(self, state: Any) -> int:
        return state.num_seats

    # -- end ----------------------------------------------------------------
    def is_over(self, state: Any) -> bool:
        return self.to_move(state) is None

    def scores(self, state: Any) -> list[float]:
        raise NotImplementedError

    def ranking(self, state: Any) -> list[int]:
        """Place of each seat, 0 = first; tied seats share a place (rulebook tie-breaks applied)."""
        raise NotImplementedError

    def rewards(self, state: Any) -> list[float]:
        """1.0 for the winner, 0.0 for the last; places in between are spread evenly; ties share."""
        return rewards_from_ranking(self.ranking(state))

    def final_result(self, state: Any) -> dict[str, Any]:
        """A finished game's end in plain data, for the save's summary (the Load list shows it):
        ``scores``, one per side, and ``winners``, the sides placed first.  The sides are the
        seats, then any ``others`` (message keys of a neutral opponent, such as Brass's Automa)."""
        ranking = self.ranking(state)
        return {
            "scores": [round(float(s), 2) for s in self.scores(state)],
            "winners": [i for i, place in enumerate(ranking) if place == 0],
        }

    def giving_up(self, state: Any, action: Action) -> GivingUp | None:
        """What the legal ``action`` would give up that the seat to move could still use now
        (activations, dice, a claim…), counted from the legal actions; None when nothing (the
        default).  The play screen asks a person once before such a move."""
        return None

    def milestone(self, before: Any, action: Action, after: Any) -> bool:
        """Whether the step from ``before`` (by ``action``) to ``after`` is one a review of the game
        jumps to: a scoring, the end of a round or an era, the end of the game.  Each game says
        which (the game contract's test checks that every game does); by default only the end."""
        return self.to_move(after) is None

    # -- words ----------------------------------------------------------------
    def describe(self, state_before: Any, action: Action, seat: int | None) -> Msg | None:
        """A log line for ``action`` taken in ``state_before``; None to log nothing."""
        return None

    def progress(self, state: Any) -> Msg:
        """How far the game has come, for save listings ("round 2 · 14 cards played")."""
        return Msg("core.progress.generic")

    def prompt(self, state: Any) -> Msg:
        """What is being asked of the seat to move, for the status bar."""
        return Msg("core.prompt.generic")

    # -- serialisation ----------------------------------------------------------
    def state_from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError


def rewards_from_ranking(ranking: list[int]) -> list[float]:
    n = len(ranking)
    if n == 1:
        return [1.0]
    # A seat's reward is the share of opponents it beat, ties counting half.
    out = []
    for place in ranking:
        beaten = sum(1 for p in ranking if p > place)
        tied = sum(1 for p in ranking if p == place) - 1
        out.append((beaten + 0.5 * tied) / (n - 1))
    return out


def ranking_from_keys(keys: list[Any]) -> list[int]:
    """Places from sortable keys (bigger is better); equal keys share a place."""
    return [sum(1 for other in keys if other > key) for key in keys]


def settle_chance(rules: Rules, state: Any, rng: Rng) -> int | None:
    """Apply chance outcomes drawn from ``rng`` (unchecked: the rules produced them) until a
    seat is to decide; that seat, or None when the game is over.  For searches on copies."""
    while True:
        mover = rules.to_move(state)
        if mover != CHANCE:
            return mover
        rules.apply_unchecked(state, rules.sample_chance(state, rng))


def play_out(rules: Rules, state: Any, pick, rng: Rng, max_steps: int = 100_000) -> Any:
    """Play ``state`` to the end: chance from ``rng``, decisions from ``pick(state, seat, actions)``."""
    for _ in range(max_steps):
        seat = rules.to_move(state)
        if seat is None:
            return state
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
        else:
            rules.apply(state, pick(state, seat, rules.legal_actions(state)))
    raise RuntimeError("game did not end")
