"""The table session: everything about sitting at a table except drawing it (no pygame).

A ``TableSession`` owns a match and drives it; the play screen (game/scenes/play.py) draws
what the session says and forwards the person's input to it.  It keeps:

* whose turn it is (``to_move``, ``human_to_move``, ``actor``, ``awaiting_confirmation``);
* the computer players, one per computer seat, made by the injected ``make_bot(level, seed)``
  with ``bot_seed(match seed, seat)``, so the same game plays the same on any machine; they
  think in a background thread (``BotWorker``) on ``rules.view(state, seat)`` only, and
  ``tick`` (paced: a pause before a turn, a short one between its steps) or ``burst`` (at
  "Instant") finishes their moves;
* undo / redo and their policy (``can_undo``: a person's own decision of this turn, nothing
  revealed since, no computer thinking) and the counts of undos and hints per seat;
* pass-the-device (``viewer``: who may look now; ``PassDevice`` when the device must go to
  another person, ``reveal_for`` when that person has it; ``linger``: the last person may keep
  looking at what they drew until ``hand_over``);
* the autosave, through the injected ``saver(match)`` (core never imports game/storage.py);
* the game's end, reported once per match (``GameOver`` and ``on_finished(match)``; the flag
  ``Match.ended`` is kept in the save, so resuming, or undoing into the end and finishing
  again, never reports it twice; a review never does).

It tells the screen what happened with events, delivered in order to every listener
(``listen``): ``MovePlayed`` (the action, who played it, the state before and after),
``Changed`` (undo, redo, a reveal, the review cursor…), ``PassDevice``, ``GameOver``,
``Notice`` (a message for the person) and ``Refused`` (a move not taken, with the reason).

One interface, three modes:

* ``LIVE`` — today's play.
* ``REVIEW`` — a finished or saved game, read-only: ``match`` is the game as it stood at the
  cursor (``step``); ``forward``/``back`` move a decision at a time, ``to_start``/``to_end``,
  ``next_milestone``/``previous_milestone`` jump to the steps the rules call milestones
  (``Rules.milestone``: a scoring, a round's end…); the log follows the cursor; after the game's
  end everyone's hidden cards may be shown (``toggle_show_all``).  No computer thinks, nothing
  is saved, the end is never reported.
* ``GUIDED`` — a lesson: a ``Guide`` supplies the chance outcomes (the deal, the dice) and
  judges each person's legal move: the expected one, an accepted alternative (with a kind
  reply: ``GuideReply``) or refused (``Refused`` with its reply); an illegal move keeps its
  usual reason.  It may also script the computer seats' moves.  Progress is the match itself
  (saved through ``saver``); a new session on the loaded match with the same guide resumes it.

``model()`` is what the screen draws from: a ``TableModel`` holding what the seat at the screen
may see (``rules.view(state, seat)``), never the full state.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.bots import Bot, BotWorker
from game.core.i18n import Msg
from game.core.match import LogEntry, Match
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, IllegalAction, Rules

log = logging.getLogger("quiet_table")

LIVE, REVIEW, GUIDED = "live", "review", "guided"
MODES = (LIVE, REVIEW, GUIDED)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` in a match seeded ``seed``."""
    return Rng.derive(seed, 0xB07, seat).getrandbits(30)


# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MovePlayed:
    """A decision was recorded (and any chance that followed).  ``before`` and ``after`` are full
    states for the session's own use: a screen shows ``rules.view(before, its seat)``."""

    action: Action
    seat: int
    by_bot: bool
    before: Any
    after: Any
    step: int  # the action's index in ``match.actions``


@dataclass(frozen=True)
class Changed:
    """The table changed other than by a move: ``why`` is "start", "undo", "redo", "reveal", "linger",
    "cursor", "show_all" or "refresh"."""

    why: str


@dataclass(frozen=True)
class PassDevice:
    """The device must go to ``seat``: nothing private may show until ``reveal_for(seat)``."""

    seat: int


@dataclass(frozen=True)
class GameOver:
    """The game reached its end (once per match): ``result`` as ``Rules.final_result`` gives it."""

    result: dict


@dataclass(frozen=True)
class Notice:
    """A message for the person at the screen (``level``: "info" or "warning"; ``lasting``: it
    stays on the title screen too, as a record that could not be written)."""

    text: Msg
    level: str = "info"
    lasting: bool = False


@dataclass(frozen=True)
class Refused:
    """A person's move that was not taken: the rules' reason, or a guide's reply (``guide``)."""

    reason: Msg
    guide: bool = False


@dataclass(frozen=True)
class GuideReply:
    """A guide's reply to a move it accepted (``verdict``: EXPECTED or ACCEPTED)."""

    text: Msg
    verdict: str


Event = MovePlayed | Changed | PassDevice | GameOver | Notice | Refused | GuideReply


# -- guided games ------------------------------------------------------------------------------

EXPECTED, ACCEPTED, REFUSED = "expected", "accepted", "refused"


@dataclass(frozen=True)
class Verdict:
    """A guide's judgement of a legal move: EXPECTED, ACCEPTED (with a kind reply) or REFUSED
    (with a reply saying what to try)."""

    kind: str
    reply: Msg | None = None


class Guide(Protocol):
    """What a lesson's script gives a GUIDED session (the script format is the lesson's own)."""

    def chance(self, state: Any, step: int) -> Action | None:
        """The outcome of the chance step ``step`` (the number of actions so far), or None: the seed's."""
        ...

    def judge(self, match: Match, seat: int, action: Action) -> Verdict:
        """A person's legal move in ``match`` (not yet played)."""
        ...

    def move(self, match: Match, seat: int) -> Action | None:
        """A computer seat's scripted move now, or None: its computer player decides."""
        ...


class _Ready:
    """A decision known at once (a guide's scripted move): looks like a finished ``BotWorker``."""

    def __init__(self, seat: int, action: Action):
        self.seat, self.result, self.error, self.done = seat, action, None, True


# -- what the screen draws from -----------------------------------------------------------------


@dataclass(frozen=True)
class SeatInfo:
    name: str
    human: bool
    level: str


@dataclass(frozen=True, eq=False)
class TableModel:
    """The table as the person at the screen may see it, fixed at one ``version``.  ``view`` is
    ``rules.view(state, seat)``, a copy (a copy of the whole state only when nothing is hidden from
    the screen: computers playing alone, or a review after the end with everything shown)."""

    mode: str
    version: int
    game: str
    rules: Rules
    seat: int  # whose eyes: the seat drawn at the bottom
    view: Any
    seats: tuple[SeatInfo, ...]
    to_move: int | None  # a seat, CHANCE, or None at the end
    actor: int | None  # the person deciding now (None while a computer thinks, or in a review)
    legal: tuple[Action, ...]  # the actor's legal actions (empty when nobody at the screen decides)
    thinking: bool  # a computer player is due or thinking
    confirming: bool  # a pause between phases that falls to a computer: a person confirms it
    passing: bool  # the device is being passed: nothing private may show
    lingering: int | None  # the person who keeps looking until they hand over (see ``linger``)
    can_undo: bool
    can_redo: bool
    log: tuple[LogEntry, ...]
    over: bool
    ranking: tuple[int, ...]  # the places now (the result at the end)
    prompt: Msg
    step: int  # actions taken (the review's cursor)
    length: int  # actions in the game (the review's end; ``step`` outside a review)
    show_all: bool


# -- the session ---------------------------------------------------------------------------------

BotMaker = Callable[[str, int], Bot]


class TableSession:
    """See the module docstring.  ``make_bot(level, seed)`` makes a computer player (not needed
    in a review); ``saver(match)`` writes the autosave (OSError becomes a notice)."""

    def __init__(
        self,
        match: Match,
        *,
        mode: str = LIVE,
        make_bot: BotMaker | None = None,
        saver: Callable[[Match], None] | None = None,
        guide: Guide | None = None,
        on_finished: Callable[[Match], list[Msg] | None] | None = None,
        linger: Callable[[Any], bool] | None = None,
    ):
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if (mode == GUIDED) != (guide is not None):
            raise ValueError("a guide is given to a guided session, and only to one")
        self.mode = mode
        self.rules: Rules = match.rules
        self.game = match.config.game
        self.saver = saver
        self.guide = guide
        self.on_finished = on_finished
        """Called with the match once when its game ends (the records attach here); the messages
        it returns are passed on as lasting warnings."""
        self.linger = linger
        """``linger(state)``: after a person's move gives the turn to another person in a game with
        hidden information, whether the mover keeps looking (at a card drawn) until ``hand_over``."""
        self._listeners: list[Callable[[Event], None]] = []
        seats = match.config.seats
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        self.private = self.rules.hidden_information and len(self.humans) >= 2
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.passing: int | None = None  # the seat the device is being passed to
        self.lingering: int | None = None  # the seat waiting for the last person to hand over
        self.worker: BotWorker | _Ready | None = None
        self.bot_wait = 0.0  # seconds the computer deciding now has waited
        self.bot_pause_due = 0.0  # the pause it waits at least
        self.bot_same_turn = False  # it goes on with its own turn (the short pause between steps)
        self.last_actor: int | None = None  # who took the last decision (a computer's turn goes on)
        self.version = 0
        self._model: TableModel | None = None
        self.bots: dict[int, Bot] = {}
        if mode == REVIEW:
            self.record = match  # the whole game; ``match`` is the game at the cursor
            self.match = match.at(len(match.actions))
            self.viewer = self.humans[0] if self.humans else 0
            self.show_all = False
            self._stops = [k for k, seat in enumerate(match.actors) if seat != CHANCE] + [len(match.actions)]
            self._milestones: list[int] | None = None
            return
        self.record = match
        self.match = match
        self.show_all = False
        if make_bot is not None:
            for i, s in enumerate(seats):
                if not s.is_human:
                    self.bots[i] = make_bot(s.level or "easy", bot_seed(match.config.seed, i))
        if guide is not None:
            match.chance = guide.chance
        match.resolve_chance()

    # -- listening ---------------------------------------------------------------------------
    def listen(self, listener: Callable[[Event], None]) -> None:
        self._listeners.append(listener)

    def _emit(self, event: Event) -> None:
        for listener in list(self._listeners):
            listener(event)

    def start(self) -> None:
        """The table opens: save a new game and, when it must, ask for the device to be passed."""
        self._after_change(True, Changed("start"))

    # -- whose turn ----------------------------------------------------------------------------
    @property
    def config(self):
        return self.match.config

    def to_move(self) -> int | None:
        return self.match.to_move()

    def awaiting_confirmation(self) -> bool:
        """A pause between phases that falls to a computer: a person confirms it."""
        if not self.humans or self.mode == REVIEW:
            return False
        actions = self.match.legal_actions()
        return len(actions) == 1 and actions[0].confirm

    def human_to_move(self) -> int | None:
        """The seat whose decision a person takes now (a computer's confirmation included)."""
        if self.mode == REVIEW:
            return None
        seat = self.match.to_move()
        if seat is None or seat == CHANCE:
            return None
        if seat in self.humans or self.awaiting_confirmation():
            return seat
        return None

    def actor(self) -> int | None:
        """The person deciding now at the screen (None while a computer thinks, while the device
        is with someone else, in a review or at the end)."""
        seat = self.human_to_move()
        if seat is None or self.worker is not None or (self.private and self.viewer != seat):
            return None
        return seat

    def bot_seat(self) -> int | None:
        """The computer seat whose decision is due now, or None."""
        if self.mode == REVIEW:
            return None
        seat = self.match.to_move()
        if seat is None or seat == CHANCE or seat in self.humans or self.awaiting_confirmation():
            return None
        return seat

    @property
    def thinking(self) -> bool:
        return self.worker is not None or self.bot_seat() is not None

    def seat(self) -> int:
        """Whose eyes the table is drawn through (the bottom seat)."""
        if self.viewer is not None:
            return self.viewer
        return self.humans[0] if self.humans else 0

    def visible_state(self) -> Any:
        """The state as the person at the screen may see it."""
        state = self.match.state
        if not self.rules.hidden_information or (self.mode != REVIEW and not self.humans) or self.show_all:
            return state
        return self.rules.view(state, self.seat())

    # -- a person's moves ------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """A person's decision.  Refused (with ``Refused``) when illegal, in a review, or by a guide."""
        if self.mode == REVIEW:
            self._emit(Refused(Msg("core.review.read_only")))
            return False
        seat = self.match.to_move()
        if seat is None or seat == CHANCE or (seat not in self.humans and not action.confirm):
            return False
        verdict = None
        if self.guide is not None:
            reason = self.rules.refusal(self.match.state, action)
            if reason is not None:
                self._emit(Refused(reason))
                return False
            verdict = self.guide.judge(self.match, seat, action)
            if verdict.kind == REFUSED:
                self._emit(Refused(verdict.reply or Msg("core.guide.try_again"), guide=True))
                return False
        before = self.match.state.clone()
        try:
            self.match.play(action)
        except IllegalAction as exc:
            self._emit(Refused(exc.reason))
            return False
        step = len(self.match.actions) - 1 - self._chance_after()
        self.last_actor = seat
        self._after_change(True, MovePlayed(action, seat, False, before, self.match.state.clone(), step))
        if verdict is not None and verdict.reply is not None:
            self._emit(GuideReply(verdict.reply, verdict.kind))
        return True

    def _chance_after(self) -> int:
        """How many chance outcomes were recorded after the last decision."""
        n = 0
        for seat in reversed(self.match.actors):
            if seat != CHANCE:
                break
            n += 1
        return n

    def can_undo(self) -> bool:
        return self.mode != REVIEW and self.worker is None and self.match.can_undo()

    def can_redo(self) -> bool:
        return self.mode != REVIEW and self.worker is None and self.match.can_redo()

    def undo(self) -> bool:
        if not self.can_undo() or not self.match.undo():  # the match counts the undos per seat
            self._emit(Notice(Msg("core.game.undo_none")))
            return False
        self._after_change(True, Changed("undo"))
        return True

    def redo(self) -> bool:
        if not self.can_redo() or not self.match.redo():
            self._emit(Notice(Msg("core.game.redo_none")))
            return False
        self._after_change(True, Changed("redo"))
        return True

    def count_hint(self, seat: int) -> None:
        """A suggested move was shown to ``seat`` (kept in the save, shown with the results)."""
        self.match.hints_used[seat] += 1

    def refresh(self) -> None:
        """The match was changed from outside (a test, a tool): draw it afresh."""
        self.version += 1
        self._model = None
        self._emit(Changed("refresh"))

    # -- pass and play -------------------------------------------------------------------------
    def reveal_for(self, seat: int) -> None:
        """``seat``'s person has the device: the table shows what they may see."""
        self.viewer = seat
        self.passing = None
        self._changed("reveal")

    def hand_over(self) -> None:
        """The lingering person is done looking: pass the device now."""
        self.lingering = None
        self.version += 1
        self._model = None
        passing = self._check_pass(linger=False)
        self._emit(Changed("linger"))
        if passing is not None:
            self._emit(passing)

    def _check_pass(self, linger: bool = True) -> PassDevice | None:
        """Whose device it is after a change: the event to send when it must be passed."""
        if not self.private or self.mode == REVIEW:
            return None
        seat = self.human_to_move()
        if seat is None or seat == self.viewer or seat not in self.humans:
            self.lingering = None
            return None
        if self.lingering is not None:
            return None  # waiting for the last person's ``hand_over``
        if (
            linger
            and self.linger is not None
            and self.viewer is not None
            and self.passing is None
            and self.linger(self.visible_state())
        ):
            self.lingering = seat
            return None
        if self.passing == seat:
            return None
        self.viewer = None
        self.passing = seat
        return PassDevice(seat)

    # -- the loop: computer players ----------------------------------------------------------------
    def tick(self, dt: float, *, holding: bool = False, pause: Callable[[bool], float] = lambda same_turn: 0.0) -> bool:
        """One frame at a paced speed.  The computer due thinks at once (the state is already the
        one shown when the pieces land); its move is played once it has answered, ``pause(same
        turn)`` seconds have passed — the full pause when its turn begins, counted while the last
        move still lands, a short one between the steps of one turn, counted once they have landed
        — and nothing it waits for is still moving (``holding``).  True when a move was played."""
        if self.worker is None:
            seat = self.bot_seat()
            if seat is None:
                return False
            self.bot_wait = 0.0
            self.bot_same_turn = seat == self.last_actor
            self.bot_pause_due = pause(self.bot_same_turn)
            self._think(seat)
        if not (self.bot_same_turn and holding):
            self.bot_wait += dt
        worker = self.worker
        if worker is not None and worker.done and self.bot_wait >= self.bot_pause_due and not holding:
            self.worker = None  # what is drawn after the move sees no one thinking
            return self._finish(worker)
        return False

    def burst(self, budget: float, stop: Callable[[], bool] = lambda: False) -> bool:
        """At "Instant": within ``budget`` seconds, play every computer decision that is ready in
        time (no pause, no animation), until ``stop()`` or a person's turn; one autosave after.
        True when a move was played."""
        deadline = time.perf_counter() + budget
        played = False
        while not stop() and self.passing is None:
            if self.worker is None:
                seat = self.bot_seat()
                if seat is None:
                    break
                self._think(seat)
            worker = self.worker
            assert worker is not None
            if isinstance(worker, BotWorker):
                worker.thread.join(max(0.0, deadline - time.perf_counter()))
            if not worker.done:
                break
            self.worker = None
            played = self._finish(worker, autosave=False) or played
            if time.perf_counter() >= deadline:
                break
        if played:
            self._save()
        return played

    def _think(self, seat: int) -> None:
        scripted = self.guide.move(self.match, seat) if self.guide is not None else None
        if scripted is not None:
            self.worker = _Ready(seat, scripted)
            return
        view = self.rules.view(self.match.state, seat)
        self.worker = BotWorker(self.bots[seat], self.rules, view, seat)
        self._model = None

    def _finish(self, worker: BotWorker | _Ready, autosave: bool = True) -> bool:
        seat = worker.seat
        if self.match.to_move() != seat:
            return False
        action = worker.result
        legal = self.match.legal_actions()
        if worker.error is not None or action not in legal:
            log.error("bot of seat %s failed: %r", seat, worker.error or "illegal move")
            name = type(worker.error).__name__ if worker.error else "?"
            self._emit(Notice(Msg("core.game.bot_error", detail=name), "warning"))
            action = Rng.derive(self.match.config.seed, len(self.match.actions)).choice(legal)
        before = self.match.state.clone()
        self.match.play(action)
        step = len(self.match.actions) - 1 - self._chance_after()
        self.last_actor = seat
        self._after_change(autosave, MovePlayed(action, seat, True, before, self.match.state.clone(), step))
        return True

    # -- after every change ------------------------------------------------------------------------
    def _after_change(self, autosave: bool, event: Event | None = None) -> None:
        """Settle the table after a change (the end, the autosave, whose device it is), then tell
        the listeners: ``event`` (the move, or what changed), a pass, the game's end."""
        self.version += 1
        self._model = None
        ending = self.mode != REVIEW and self.match.is_over() and not self.match.ended
        if ending:
            self.match.ended = True  # set before the autosave, so the save says it was reported
        if autosave:
            self._save()
        passing = self._check_pass()
        if event is not None:
            self._emit(event)
        if passing is not None:
            self._emit(passing)
        if ending:
            self._emit(GameOver(self.rules.final_result(self.match.state)))
            if self.on_finished is not None:
                for line in self.on_finished(self.match) or ():
                    self._emit(Notice(line, "warning", lasting=True))

    def _changed(self, why: str) -> None:
        self.version += 1
        self._model = None
        self._emit(Changed(why))

    def _save(self) -> None:
        if self.saver is None or self.mode == REVIEW:
            return
        try:
            self.saver(self.match)
        except OSError as exc:
            self._emit(Notice(Msg("core.game.autosave_failed", detail=exc.strerror or str(exc)), "warning"))

    def save_now(self) -> None:
        """Write the autosave now (leaving the table, quitting)."""
        self._save()

    # -- review ---------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return len(self.match.actions)

    @property
    def length(self) -> int:
        return len(self.record.actions)

    def goto(self, step: int) -> None:
        """Move the review's cursor to ``step`` actions (clamped): back by rewinding from a
        checkpoint, forward by replaying the recorded actions."""
        if self.mode != REVIEW:
            raise RuntimeError("only a review moves a cursor")
        step = max(0, min(step, self.length))
        if step == self.step:
            return
        if step < self.step:
            self.match.rewind(step)
        for action in self.record.actions[self.step : step]:
            self.match.advance(action)
        self.match.ended = self.record.ended and step == self.length
        self._changed("cursor")

    def forward(self) -> None:
        """To the next decision (with the chance outcomes that follow it)."""
        self.goto(next((k for k in self._stops if k > self.step), self.length))

    def back(self) -> None:
        self.goto(next((k for k in reversed(self._stops) if k < self.step), self._stops[0]))

    def to_start(self) -> None:
        """To the table as dealt (the first decision)."""
        self.goto(self._stops[0])

    def to_end(self) -> None:
        self.goto(self.length)

    def milestones(self) -> list[int]:
        """The cursor positions just after each milestone step (``Rules.milestone``), in order."""
        if self.mode != REVIEW:
            return []
        if self._milestones is None:
            found = []
            walk = self.record.at(0)
            for k, action in enumerate(self.record.actions):
                before = walk.state.clone()
                walk.advance(action)
                if self.rules.milestone(before, action, walk.state):
                    stop = next((s for s in self._stops if s > k), self.length)
                    if not found or found[-1] != stop:
                        found.append(stop)
            self._milestones = found
        return list(self._milestones)

    def next_milestone(self) -> None:
        self.goto(next((k for k in self.milestones() if k > self.step), self.length))

    def previous_milestone(self) -> None:
        self.goto(next((k for k in reversed(self.milestones()) if k < self.step), self._stops[0]))

    def can_show_all(self) -> bool:
        """Everyone's hidden cards may be shown: a review of a finished game."""
        return self.mode == REVIEW and self.record.is_over() and self.rules.hidden_information

    def toggle_show_all(self) -> bool:
        """Show (or hide again) everyone's hidden cards; False when that is not allowed."""
        if not self.can_show_all():
            return False
        self.show_all = not self.show_all
        self._changed("show_all")
        return True

    def lookers(self) -> list[int]:
        """Whose eyes a review may see the table through: the people at it, and once the game is
        over every seat (before that a computer's hand stays hidden: the game may go on)."""
        if self.mode != REVIEW:
            return []
        return list(range(len(self.match.config.seats))) if self.record.is_over() else list(self.humans)

    def look_as(self, seat: int) -> None:
        """A review of a game with several people: see the table through ``seat``'s eyes."""
        if seat in self.lookers():
            self.viewer = seat
            self._changed("reveal")

    def look_as_next(self) -> None:
        """The next seat ``lookers`` allows, after the one the table is seen through now."""
        seats = self.lookers()
        if len(seats) > 1:
            now = self.seat()
            self.look_as(next((s for s in seats if s > now), seats[0]))

    # -- what the screen draws from -----------------------------------------------------------------
    def model(self) -> TableModel:
        """The table as the person at the screen may see it now (kept until the next change)."""
        thinking = self.thinking
        if self._model is not None and self._model.thinking == thinking and self._model.version == self.version:
            return self._model
        match, rules = self.match, self.rules
        actor = self.actor()
        over = match.is_over()
        everything = self.show_all or (self.mode != REVIEW and not self.humans)  # a review's end, computers only
        state = match.state.clone() if everything else rules.view(match.state, self.seat())  # never the state itself
        self._model = TableModel(
            mode=self.mode,
            version=self.version,
            game=self.game,
            rules=rules,
            seat=self.seat(),
            view=state,
            seats=tuple(SeatInfo(s.name, s.is_human, s.level) for s in match.config.seats),
            to_move=match.to_move(),
            actor=actor,
            legal=tuple(match.legal_actions()) if actor is not None else (),
            thinking=thinking,
            confirming=self.awaiting_confirmation(),
            passing=self.passing is not None,
            lingering=self.lingering,
            can_undo=self.can_undo(),
            can_redo=self.can_redo(),
            log=tuple(match.log),
            over=over,
            ranking=tuple(rules.ranking(match.state)),
            prompt=rules.prompt(state),
            step=self.step,
            length=self.length,
            show_all=self.show_all,
        )
        return self._model
