"""The coach: what the hard player thinks of a person's moves (no pygame).

After a person's move, ``Coach.after_move`` asks the hard player's appraisal (``bots.Appraiser``)
of the position the person faced — ``rules.view(state, seat)`` as it stood *before* the move,
the only thing it is ever given, so it cannot read what that person could not see — in a
background thread (``bots.Worker``), one position at a time, so the game never waits for it.
When the appraisal puts the move played at least ``threshold`` below the appraiser's own best
(the game's threshold: ``COACH_THRESHOLD`` in ``game/games/<game>/hints.py``, in the unit of that
game's hard player), ``poll`` hands the screen a ``CoachNote``: "Hard would have played X — why",
X in the game's own words (the log line, else the hint's ``words``), why from the hint's reasons.

Every appraisal is kept (``Coach.losses``), so a finished game's turning points — the moves
whose appraised loss was largest, per person — come from what the live coach already worked
out; ``LossSurvey`` appraises the rest (or a whole saved game) in the background, and
``turning_points`` picks them: what the review marks and the results name ("the three moves
that cost most").
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from game.core.bots import Appraisal, Appraiser, Worker
from game.core.i18n import Msg
from game.core.rules import CHANCE, Action, GameConfig, Rules

log = logging.getLogger("quiet_table")

Words = Callable[[Rules, Any, Action, int], "Msg | None"]
"""``words(rules, view, action, seat)``: a move in words, or None."""
MakeAppraiser = Callable[[int], Appraiser]
"""``make(seed)``: the appraiser for one position (the hard player, seeded like the hint)."""


@dataclass(frozen=True)
class MoveLoss:
    """One person's decision as the appraiser saw it: ``loss`` is what ``best`` is worth more
    than ``played`` (0 when the person played it, never below 0), in the game's unit."""

    step: int  # the move's index in ``match.actions``
    seat: int
    played: Action
    best: Action
    loss: float


@dataclass(frozen=True)
class CoachNote:
    """What the coach says after a move: ``move`` (the better move in words) and ``why``."""

    loss: MoveLoss
    move: Msg
    why: Msg | None

    @property
    def text(self) -> Msg:
        if self.why is None:
            return Msg("core.coach.note", move=self.move)
        return Msg("core.coach.note_why", move=self.move, why=self.why)


def appraised_loss(appraisal: Appraisal, played: Action) -> tuple[Action, float] | None:
    """The appraiser's best move and how much ``played`` falls short of it, or None when the
    appraisal has no choice to compare (fewer than two moves).  A move the appraiser did not
    list is taken to be worth its lowest listed move."""
    if len(appraisal) < 2:
        return None
    best, best_value = max(appraisal, key=lambda item: item[1])
    values = [v for a, v in appraisal if a == played]
    mine = max(values) if values else min(v for _, v in appraisal)
    return best, max(0.0, best_value - mine)


def move_loss(appraiser: Appraiser, rules: Rules, view: Any, seat: int, played: Action, step: int) -> MoveLoss | None:
    """``played``'s shortfall from ``view`` (the seat's view before the move), or None when the
    seat had no choice."""
    if len(rules.legal_actions(view)) < 2:
        return None
    found = appraised_loss(appraiser.appraise(rules, view, seat), played)
    if found is None:
        return None
    best, loss = found
    return MoveLoss(step, seat, played, best, loss)


def turning_points(losses: Iterable[MoveLoss], count: int = 3, least: float = 0.0) -> dict[int, list[MoveLoss]]:
    """Per seat, its ``count`` moves that cost most (largest loss first; equal losses in the
    order played), leaving out losses of ``least`` or less."""
    out: dict[int, list[MoveLoss]] = {}
    for item in sorted(losses, key=lambda m: (-m.loss, m.step)):
        if item.loss > least and len(out.setdefault(item.seat, [])) < count:
            out[item.seat].append(item)
    return {seat: items for seat, items in out.items() if items}


def position_seed(seed: int, step: int) -> int:
    """The appraiser's seed for the position after ``step`` actions (as the hint seeds its player)."""
    return (seed * 1_000_003 + step) & 0x3FFFFFFF


class Coach:
    """See the module docstring.  ``make(seed)`` gives the appraiser, ``threshold`` is the
    game's, ``words`` puts a move in words (the log line, else the hint's words) and ``why``
    gives the hint's reason.  ``seed`` seeds each position's appraiser with
    ``position_seed(seed, step)``, so the same game gets the same notes."""

    def __init__(self, rules: Rules, make: MakeAppraiser, threshold: float, words: Words,
                 why: Words | None = None, seed: int = 0):
        self.rules = rules
        self.make = make
        self.threshold = threshold
        self.words = words
        self.why = why
        self.seed = seed
        self.losses: dict[int, MoveLoss] = {}
        """Every appraisal finished, by step (for ``turning_points``)."""
        self._queue: list[tuple[int, Any, Action, int]] = []
        self._worker: Worker | None = None
        self._job: tuple[int, Any, Action, int] | None = None
        self._notes: list[CoachNote] = []

    @property
    def busy(self) -> bool:
        """Still appraising (or about to)."""
        return self._worker is not None or bool(self._queue)

    def after_move(self, view: Any, action: Action, seat: int, step: int) -> None:
        """A person at ``seat`` played ``action`` as move ``step``, from ``view`` (what
        ``rules.view(state, seat)`` showed before the move).  Queued; appraised in the background."""
        if step in self.losses or any(job[0] == step for job in self._queue):
            return
        self._queue.append((step, view, action, seat))
        self._start()

    def forget_from(self, step: int) -> None:
        """Moves from ``step`` on were taken back: their notes and appraisals go (an appraisal
        still running for one is dropped when it ends)."""
        self._queue = [job for job in self._queue if job[0] < step]
        self._notes = [n for n in self._notes if n.loss.step < step]
        for s in [s for s in self.losses if s >= step]:
            del self.losses[s]
        if self._job is not None and self._job[0] >= step:
            self._job = None  # the worker's answer will be ignored

    def poll(self) -> list[CoachNote]:
        """Collect a finished appraisal (start the next); the notes ready since the last call."""
        worker = self._worker
        if worker is not None and worker.done:
            self._worker = None
            job, self._job = self._job, None
            if job is not None:
                self._finish(job, worker)
        self._start()
        notes, self._notes = self._notes, []
        return notes

    def wait(self, timeout: float | None = None) -> list[CoachNote]:
        """Block until the queue is done (tools and tests); the notes."""
        notes: list[CoachNote] = []
        while self.busy:
            if self._worker is not None:
                self._worker.thread.join(timeout)
                if not self._worker.done:
                    break
            notes += self.poll()
        return notes + self.poll()

    def _start(self) -> None:
        if self._worker is not None or not self._queue:
            return
        self._job = job = self._queue.pop(0)
        step, view, action, seat = job
        appraiser = self.make(position_seed(self.seed, step))
        self._worker = Worker(move_loss, appraiser, self.rules, view, seat, action, step)

    def _finish(self, job: tuple[int, Any, Action, int], worker: Worker) -> None:
        step, view, _action, seat = job
        if worker.error is not None:
            log.error("coach: appraising move %s failed: %r", step, worker.error)
            return
        loss: MoveLoss | None = worker.result
        if loss is None:
            return
        self.losses[step] = loss
        note = self.note(view, loss)
        if note is not None:
            self._notes.append(note)

    def note(self, view: Any, loss: MoveLoss) -> CoachNote | None:
        """The note for ``loss`` (from ``view``, the seat's view before the move), or None when
        the move was not clearly worse than the appraiser's choice."""
        if loss.loss < self.threshold or loss.best == loss.played:
            return None
        move = self._say(self.words, view, loss)
        if move is None:
            return None  # a move the game cannot put in words is not worth a note
        return CoachNote(loss, move, self._say(self.why, view, loss))

    def _say(self, hook: Words | None, view: Any, loss: MoveLoss) -> Msg | None:
        if hook is None:
            return None
        try:
            return hook(self.rules, view, loss.best, loss.seat)
        except Exception:  # noqa: BLE001 - words are a nicety: never let them break the coach
            log.exception("coach: words for move %s failed", loss.step)
            return None


# -- a whole game ---------------------------------------------------------------------------------


def decisions(rules: Rules, config: GameConfig, actions: list[Action], actors: list[int],
              seats: Iterable[int]) -> Iterator[tuple[int, Any, Action, int]]:
    """``(step, view, action, seat)`` for every decision of ``seats`` in a recorded game (the
    setup ``config`` and its ``actions`` with who took each, as ``Match`` keeps them); ``view``
    is ``rules.view(state, seat)`` just before the move."""
    wanted = set(seats)
    state = rules.setup(config)
    for step, (action, actor) in enumerate(zip(actions, actors)):
        if actor != CHANCE and actor in wanted:
            yield step, rules.view(state, actor), action, actor
        rules.apply_unchecked(state, action)


class LossSurvey:
    """Appraises every decision of ``seats`` in a recorded game, in a background thread (one
    position after another; ``cancel`` stops it at the next).  ``known`` losses (the live coach's)
    are reused, not appraised again.  ``losses`` fills as it goes; ``done`` when it is over."""

    def __init__(self, rules: Rules, config: GameConfig, actions: list[Action], actors: list[int],
                 seats: Iterable[int], make: MakeAppraiser, seed: int = 0,
                 known: dict[int, MoveLoss] | None = None):
        self.losses: dict[int, MoveLoss] = dict(known or {})
        self.total = sum(1 for a in actors if a != CHANCE and a in set(seats))
        self.seen = 0
        self._stop = threading.Event()
        args = (rules, config, list(actions), list(actors), list(seats), make, seed)
        self._worker = Worker(self._run, *args)

    def _run(self, rules, config, actions, actors, seats, make, seed) -> None:
        for step, view, action, seat in decisions(rules, config, actions, actors, seats):
            if self._stop.is_set():
                return
            if step not in self.losses and len(rules.legal_actions(view)) > 1:
                found = move_loss(make(position_seed(seed, step)), rules, view, seat, action, step)
                if found is not None:
                    self.losses[step] = found
            self.seen += 1

    @classmethod
    def of_match(cls, match: Any, seats: Iterable[int], make: MakeAppraiser,
                 known: dict[int, MoveLoss] | None = None) -> LossSurvey:
        """The survey of ``match``'s whole action list (its rules, options and seed)."""
        return cls(match.rules, match.config.game_config(), match.actions, match.actors, seats, make,
                   match.config.seed, known)

    @property
    def done(self) -> bool:
        return self._worker.done

    @property
    def error(self) -> BaseException | None:
        return self._worker.error

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        self._worker.thread.join(timeout)
        return self.done

    def turning_points(self, count: int = 3, least: float = 0.0) -> dict[int, list[MoveLoss]]:
        return turning_points(list(self.losses.values()), count, least)
