"""Lessons: a guided first game of each title, written as data and played through the table session.

A lesson is ``data/<game>/lesson.yaml`` (its keys are documented in the files themselves): the
seats and options of the match, the chance outcomes in the order the game asks for them (the deal,
the dice, the draws), and the person's steps.  A step is what the coach says (a ``Msg`` key under
``lesson.<game>.`` in ``data/i18n/<lang>/lesson.yaml``), the decision(s) it expects (several are
taken in any order), whether an arrow points at the place to act, what other legal moves get (a
kind reply and accepted, when they keep the rest of the lesson playable, or a "try ..." and
refused), and the computer seats' scripted moves that follow it.

``load_lesson`` reads such a file strictly (``Node``: every key read or refused) and replays it:
the *main line* — every chance outcome, every expected decision and every scripted computer move,
in order — must play through the rules, use every chance outcome written and reach the scores the
file states, else a ``DataError`` names the file and the step.  Every text must exist in every
language, and every text of the lesson's table must be used.

``LessonGuide`` is the session's ``Guide`` (game/core/session.py) for a loaded lesson, one
implementation for every game.  It aligns the match with the main line by position (the number of
actions taken), so progress is the match itself: a saved lesson (``Match.lesson`` names it) loaded
again and given a new guide resumes at the same step.  ``status(match)`` is what the screen shows:
the coach's text, the decisions to make glow, the arrow's target, step k of n, whether the lesson
is finished, and the level it suggests for a real game.

After the last step the match is an ordinary game (any legal move is expected, chance comes from
the seed, the computer seats' own level decides), so a person may play it out.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import i18n
from game.core.data import Node
from game.core.i18n import Msg
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.paths import DATA_DIR
from game.core.rules import CHANCE, Action, GameConfig, IllegalAction, Rules
from game.core.session import ACCEPTED, EXPECTED, REFUSED, Verdict  # noqa: F401 - the verdicts a guide gives
from game.core.yamlfile import load_yaml

LESSON_FILE = "lesson.yaml"
PERSON = "person"
DOMAIN = "lesson"
MAX_STEPS = 400
MAX_CHANCE = 2_000
WORDS_PER_MINUTE = 180
SECONDS_PER_DECISION = 8
"""A lesson's length is estimated as its words read at ``WORDS_PER_MINUTE`` plus this much for each
decision (finding the place, dragging or clicking): the lower end, as a newcomer also looks."""


# -- the loaded lesson ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One step of the person's: ``say`` what to do and why; ``do`` the decision(s) expected (any
    order when several); ``arrow``: point at the first one still to take; ``also``: the reply to
    another legal move that keeps the rest of the lesson playable, which is then taken (None: such
    moves are refused too); ``try``: the reply to a move refused; ``computer``: the computer seats'
    moves that follow the step."""

    say: Msg
    do: tuple[Action, ...]
    arrow: bool
    also: Msg | None
    try_: Msg
    computer: tuple[Action, ...]


@dataclass(frozen=True)
class Lesson:
    """A lesson as its file gives it, with its main line (``main``: (actor, action) pairs, the
    actor a seat or CHANCE) and, per position of the main line, the step it belongs to."""

    game: str
    name: str
    title: Msg
    closing: Msg
    seats: tuple[str, ...]  # "person" or a computer level, per seat
    options: tuple[tuple[str, Any], ...]
    suggest: str
    chance: tuple[Action, ...]
    opening: tuple[Action, ...]
    steps: tuple[Step, ...]
    scores: tuple[float, ...]
    length: int
    """How many actions the main line holds (chance outcomes included): with ``scores``, the file's
    own check that the script plays as written (a move left out changes it)."""
    main: tuple[tuple[int, Action], ...] = ()
    step_at: tuple[int, ...] = ()
    """Per position of the main line: the step whose decisions start at or after it (len(steps)
    past the last step's last decision)."""
    starts: tuple[int, ...] = ()
    """Per step: the position of its first decision in the main line."""
    end: int = 0
    """The position just after the last step's last decision: the lesson is finished there."""

    @property
    def person(self) -> int:
        return self.seats.index(PERSON)

    def step_of(self, actions: int) -> int | None:
        """The step (1-based) a match of this lesson stands at after ``actions`` actions, None once
        the lesson is finished there (what a save's label says without replaying it)."""
        k = self.step_at[actions] if actions < min(self.end, len(self.step_at)) else len(self.steps)
        return k + 1 if k < len(self.steps) else None

    def new_match(self, rules: Rules, names: list[str] | None = None, seed: int | None = None) -> Match:
        """A new match for this lesson, nothing dealt yet (the guide deals it).  ``names`` name the
        seats (default: "Player 1" and "Computer 1", in the current language)."""
        if names is None:  # as the setup screen names seats: "Player 1", "Computer 1"
            names, bots = [], 0
            for kind in self.seats:
                bots += kind != PERSON
                key = "core.seat_default" if kind == PERSON else "core.setup.default_bot_name"
                names.append(i18n.tr(Msg(key, number=1 if kind == PERSON else bots)))
        seats = [
            Seat(name, HUMAN) if kind == PERSON else Seat(name, BOT, kind) for name, kind in zip(names, self.seats)
        ]
        if seed is None:
            import secrets

            seed = secrets.randbits(30)
        match = Match(rules, MatchConfig(self.game, seats, dict(self.options), seed), deal=False)
        match.lesson = self.name
        return match

    def real_match(self, rules: Rules, names: list[str] | None = None, seed: int | None = None) -> Match:
        """The real game the lesson's end offers: its seats and options, the computer seats (or the
        neutral opponent, ``Rules.opponent_option``) at the level it ``suggest``s, dealt by the seed."""
        lesson = self.new_match(rules, names, seed)
        options = dict(lesson.config.options)
        if rules.opponent_option:
            options[rules.opponent_option] = self.suggest
        seats = [s if s.is_human or rules.opponent_option else Seat(s.name, BOT, self.suggest)
                 for s in lesson.config.seats]
        return Match(rules, MatchConfig(self.game, seats, options, lesson.config.seed))

    def minutes(self) -> float:
        """The estimated length (see ``WORDS_PER_MINUTE``)."""
        decisions, words = self.size()
        return words / WORDS_PER_MINUTE + decisions * SECONDS_PER_DECISION / 60

    def size(self) -> tuple[int, int]:
        """(the person's decisions, English words to read): the lesson's length, for a tool to print."""
        decisions = sum(len(s.do) for s in self.steps)
        shown, words = None, 0
        with i18n.speaking(i18n.DEFAULT_LANGUAGE, []):
            for msg in [s.say for s in self.steps] + [self.closing]:
                if msg != shown:
                    words += len(i18n.tr(msg).split())
                shown = msg
        return decisions, words


@dataclass(frozen=True)
class LessonStatus:
    """What the screen shows of a lesson at one moment (``LessonGuide.status``)."""

    text: Msg  # the coach's words: the current step's, or the closing text once finished
    targets: tuple[Action, ...]  # the decisions to make glow (empty when the person is not to decide)
    arrow: Action | None  # the target an arrow points at, when the step asks for one
    step: int  # 1-based: the step being played (the one coming, while the computer moves)
    steps: int
    finished: bool
    suggest: str  # the level suggested for a real game
    on_script: bool  # False when the match left the lesson's main line (then any move is taken)


# -- the guide -----------------------------------------------------------------------------------


class LessonGuide:
    """The ``Guide`` of a GUIDED ``TableSession`` for one lesson (any game), and what the screen
    needs to show it (``status``).  Holds no progress of its own: everything is read from the match."""

    def __init__(self, lesson: Lesson, rules: Rules):
        self.lesson = lesson
        self.rules = rules
        self.person = lesson.person

    # -- the Guide protocol ------------------------------------------------------------------
    def chance(self, state: Any, step: int) -> Action | None:
        """The scripted outcome at position ``step`` of the main line, when it is a chance outcome
        the rules take now; else None (the seed's)."""
        main = self.lesson.main
        if step >= len(main) or main[step][0] != CHANCE:
            return None
        outcome = main[step][1]
        try:
            self.rules.apply(state.clone(), outcome)
        except Exception:  # noqa: BLE001 - off the main line, the seed decides
            return None
        return outcome

    def move(self, match: Match, seat: int) -> Action | None:
        """The computer seat's scripted move at this position, when it is legal; else None."""
        main, n = self.lesson.main, len(match.actions)
        if n >= len(main) or main[n][0] != seat or seat == self.person:
            return None
        action = main[n][1]
        return action if _member(action, match.legal_actions()) else None

    def judge(self, match: Match, seat: int, action: Action) -> Verdict:
        """A legal move of the person's: expected, accepted with the step's reply (when the rest of
        the lesson still plays after it) or refused with the step's reply."""
        if action.confirm:
            return Verdict(EXPECTED)
        where = self._position(match)
        if where is None:
            return Verdict(EXPECTED)
        step, targets = where
        if _member(action, targets):
            return Verdict(EXPECTED)
        if step.also is not None and self.rejoins(match, action):
            return Verdict(ACCEPTED, step.also)
        return Verdict(REFUSED, step.try_)

    # -- for the screen ------------------------------------------------------------------------
    def status(self, match: Match) -> LessonStatus:
        lesson = self.lesson
        n = len(match.actions)
        total = len(lesson.steps)
        finished = self.finished(match)
        if finished:
            return LessonStatus(lesson.closing, (), None, total, total, True, lesson.suggest, True)
        k = lesson.step_at[n] if n < len(lesson.step_at) else total
        if k >= total:  # off the main line past its end
            return LessonStatus(lesson.closing, (), None, total, total, True, lesson.suggest, False)
        step = lesson.steps[k]
        where = self._position(match) if match.to_move() == self.person else None
        targets = where[1] if where is not None else ()
        if len(targets) > 1:  # of moves made in any order, those the rules take now
            legal = match.legal_actions()
            targets = tuple(a for a in targets if _member(a, legal)) or targets
        on_script = where is not None or match.to_move() != self.person
        arrow = targets[0] if step.arrow and targets else None
        return LessonStatus(step.say, targets, arrow, k + 1, total, False, lesson.suggest, on_script)

    def finished(self, match: Match) -> bool:
        """The lesson's last step is done (or the game ended)."""
        return len(match.actions) >= self.lesson.end or match.is_over()

    def rejoins(self, match: Match, action: Action) -> bool:
        """Whether the rest of the main line still plays after ``action`` in place of the expected
        decision at this position (so accepting it keeps the lesson on its script)."""
        main, n = self.lesson.main, len(match.actions)
        state = match.state.clone()
        try:
            self.rules.apply(state, action)
            for _actor, later in main[n + 1 :]:
                self.rules.apply(state, later)
        except Exception:  # noqa: BLE001 - any failure means the script does not go on
            return False
        return True

    def _position(self, match: Match) -> tuple[Step, tuple[Action, ...]] | None:
        """The step the person's decision now belongs to and its decisions still to take, or None
        when the lesson is finished or the match is not where the main line has the person decide."""
        lesson, n = self.lesson, len(match.actions)
        if n >= lesson.end or match.to_move() != self.person:
            return None
        actor, _ = lesson.main[n]
        if actor != self.person:
            return None
        k = lesson.step_at[n]
        step, start = lesson.steps[k], lesson.starts[k]
        left = list(step.do)
        for taken in match.actions[start:n]:
            for i, a in enumerate(left):
                if _same(a, taken):
                    del left[i]
                    break
        return step, tuple(left)


def _same(a: Action, b: Action) -> bool:
    """Equal with equal types all the way down (``True`` is not ``1`` here)."""
    return type(a) is type(b) and _plain(a.to_dict()) == _plain(b.to_dict())


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, _plain(v)) for k, v in value.items())
    return (type(value).__name__, value)


def _member(action: Action, actions: Any) -> bool:
    return any(_same(action, a) for a in actions)


# -- loading -------------------------------------------------------------------------------------


def load_lesson(
    rules: Rules,
    game: str,
    folder: Path | None = None,
    *,
    levels: tuple[str, ...],
    suggest: tuple[str, ...],
    i18n_root: Path | None = None,
) -> Lesson:
    """``data/<game>/lesson.yaml`` (or ``folder/lesson.yaml``), read and replayed.  ``levels``: the
    computer levels a seat may have; ``suggest``: the levels a real game may be suggested at;
    ``i18n_root``: the string tables' folder (tests give a changed copy)."""
    root = Node.load_game_file(game, LESSON_FILE, folder)
    reader = _Reader(rules, game, root, levels, i18n_root)
    lesson = reader.read(suggest)
    root.done()
    return lesson


class _Reader:
    def __init__(self, rules: Rules, game: str, root: Node, levels: tuple[str, ...], i18n_root: Path | None):
        self.rules, self.game, self.root, self.levels = rules, game, root, levels
        self.own_tables = i18n_root is not None
        self.i18n_root = i18n_root or DATA_DIR / "i18n"
        self.used: set[str] = set()
        self.also_used: set[str] = set()
        self.tables = {lang: self._table(lang) for lang in i18n.LANGUAGES}

    def _table(self, lang: str) -> dict[str, str]:
        if not self.own_tables:
            return i18n.table(lang, f"{DOMAIN}.x")  # the app's tables, read once
        path = self.i18n_root / lang / f"{DOMAIN}.yaml"
        strings: dict[str, str] = {}
        if path.is_file():
            i18n._flatten(DOMAIN, load_yaml(path), strings, path)
        return strings

    # -- pieces ------------------------------------------------------------------------------
    def text(self, node: Node, key: str, optional: bool = False) -> Msg | None:
        """A text name at ``key``: ``lesson.<game>.<name>``, in every language, with no fields
        (``optional``: None when the key is not written)."""
        name = node.get(key, (str, type(None)), default=None) if optional else node.get(key, str)
        if name is None:
            return None
        if not re.fullmatch(r"[a-z][a-z0-9_]{0,40}", name):
            node.fail(f"'{key}' must be a name in lower case (a-z, 0-9, _), found {name!r}")
        full = f"{DOMAIN}.{self.game}.{name}"
        for lang, strings in self.tables.items():
            if full not in strings:
                file = self.i18n_root / lang / f"{DOMAIN}.yaml"
                node.fail(f"'{key}' is {name!r}: there is no text '{full}' in {_shown_path(file)}")
            if i18n._fields(strings[full]):
                node.fail(f"'{key}' is {name!r}: the text '{full}' ({lang}) has {{fields}}, which a lesson never fills")
        self.used.add(full)
        return Msg(full)

    def action(self, node: Node) -> Action:
        """An action in its dict form (``Action.to_dict``): every field written, each of its type."""
        data = node.expect(dict)
        kind = node.get("kind", str)
        if not kind.startswith(self.rules.name + "."):
            node.fail(f"'kind' is {kind!r}: not an action of {self.rules.name}")
        try:
            action = Action.from_dict(data)
        except ValueError as exc:
            node.fail(str(exc))
        fields = {f.name: f for f in dataclasses.fields(action)}
        for name, _ in node.entries():
            if name == "kind":
                continue
            if not _fits(data[name], str(fields[name].type)):
                node.fail(f"'{name}' must be {fields[name].type}, found {data[name]!r}")
        missing = [name for name in fields if name not in data]
        if missing:
            node.fail(f"write every field of {kind}: {', '.join(missing)} missing")
        return action

    def actions(self, node: Node, key: str, default: Any = None) -> tuple[Action, ...]:
        if default is not None and not node.has(key):
            node.get(key, list, default=default)  # an optional key, noted with its default
            return tuple(default)
        listed = node.node(key)
        listed.expect(list)
        if len(listed.value) > MAX_CHANCE:
            listed.fail(f"at most {MAX_CHANCE} actions")
        return tuple(self.action(item) for item in listed.items())

    # -- the file ----------------------------------------------------------------------------
    def read(self, suggest: tuple[str, ...]) -> Lesson:
        root = self.root
        game = root.get("game", str, choices=(self.game,))
        seats_node = root.node("seats")
        seats = tuple(seats_node.expect(list))
        for item in seats_node.items():
            item.expect(str)
            if item.value != PERSON and item.value not in self.levels:
                item.fail(f"a seat is 'person' or a computer level ({', '.join(self.levels)}), found {item.value!r}")
        if seats.count(PERSON) != 1:
            seats_node.fail(f"one seat is the person's, found {seats.count(PERSON)}")
        options = root.node("options")
        options.expect(dict)
        chosen = {name: value.value for name, value in options.entries()}
        try:
            config = self.rules.check_config(GameConfig(len(seats), dict(chosen)))
        except ValueError as exc:
            options.fail(str(exc))
        lesson = Lesson(
            game=game,
            name=Path(LESSON_FILE).stem,
            title=self.text(root, "title"),
            closing=self.text(root, "closing"),
            seats=seats,
            options=tuple(sorted(config.options.items())),
            suggest=root.get("suggest", str, choices=suggest),
            chance=self.actions(root, "chance"),
            opening=self.actions(root, "opening"),
            steps=self.steps(root.node("steps")),
            scores=self.scores(root),
            length=root.get("length", int, lo=1, hi=100_000),
        )
        main, step_at, starts, end = _Replay(self, lesson, config).run()
        lesson = dataclasses.replace(lesson, main=main, step_at=step_at, starts=starts, end=end)
        prefix = f"{DOMAIN}.{self.game}."
        unused = sorted(k for k in self.tables[i18n.DEFAULT_LANGUAGE] if k.startswith(prefix) and k not in self.used)
        if unused:
            root.fail(f"the text '{unused[0]}' is never used ({len(unused)} unused text(s) in all)")
        return lesson

    def scores(self, root: Node) -> tuple[float, ...]:
        node = root.node("scores")
        values = node.expect(list)
        for item in node.items():
            item.number((int, float))
        return tuple(float(v) for v in values)

    def steps(self, node: Node) -> tuple[Step, ...]:
        listed = node.expect(list)
        if not 1 <= len(listed) <= MAX_STEPS:
            node.fail(f"a lesson has 1 to {MAX_STEPS} steps, found {len(listed)}")
        out = []
        for i, item in enumerate(node.items()):
            item = item.labelled(f"step {i + 1}")
            do_node = item.node("do")
            if isinstance(do_node.value, list):
                if not do_node.value:
                    do_node.fail("a step expects at least one decision")
                do = tuple(self.action(a) for a in do_node.items())
            else:
                do = (self.action(do_node),)
            also = self.text(item, "also", optional=True)
            if also is not None and len(do) > 1:
                item.fail("a step of several decisions takes no other move ('also' is for a single decision)")
            if also is not None and also.key in self.also_used:
                item.fail(f"'also' is {also.key.rpartition('.')[2]!r}, another step's reply: each step has its own")
            if also is not None:
                self.also_used.add(also.key)
            step = Step(
                say=self.text(item, "say"),
                do=do,
                arrow=item.get("arrow", bool),
                also=also,
                try_=self.text(item, "try"),
                computer=self.actions(item, "computer", default=()),
            )
            out.append(step)
        if out[-1].computer:
            last = node.child(len(out) - 1, listed[-1])
            last.fail("the last step has no computer moves (they would come after the lesson's end)")
        return tuple(out)


class _Replay:
    """Plays a lesson's main line through the rules, failing with the step where it breaks."""

    def __init__(self, reader: _Reader, lesson: Lesson, config: GameConfig):
        self.reader, self.lesson, self.rules = reader, lesson, reader.rules
        self.state = self.rules.setup(config)
        self.root = reader.root
        self.main: list[tuple[int, Action]] = []

    def where(self, k: int) -> Node:
        """The file's entry for step ``k`` (-1: the computer's opening moves)."""
        if k < 0:
            return self.root.node("opening")
        steps = self.root.node("steps")
        k = min(k, len(steps.value) - 1)
        return steps.child(k, steps.value[k]).labelled(f"step {k + 1}")

    def run(self) -> tuple[tuple[tuple[int, Action], ...], tuple[int, ...], tuple[int, ...], int]:
        rules, lesson = self.rules, self.lesson
        person, last = lesson.person, len(lesson.steps) - 1
        chance = list(lesson.chance)
        computer = list(lesson.opening)
        k = -1  # the step whose decisions are being taken (or were the last taken)
        decisions: list[Action] = []  # its decisions still to take
        starts: list[int] = []
        step_of: list[int] = []  # per position: the step it belongs to, or the one coming next
        end = 0
        while True:
            seat = rules.to_move(self.state)
            if seat == CHANCE:
                if not chance:
                    self.where(k).fail(
                        f"the game asks for a chance outcome here, and the script's {len(lesson.chance)} are used up"
                    )
                step_of.append(k if decisions else k + 1)
                self._play(CHANCE, chance.pop(0), k, "chance outcome")
                continue
            if k == last and not decisions and not computer:
                break  # the lesson's end (a seat decides next, or the game is over)
            if seat is None:
                self.where(k if decisions or computer else k + 1).fail("the game is over before this step is played")
            if seat == person:
                if computer:
                    self.where(k).fail(f"the person is to move while {len(computer)} computer move(s) are left")
                if not decisions:
                    k += 1
                    decisions = list(lesson.steps[k].do)
                    starts.append(len(self.main))
                step_of.append(k)
                self._play(seat, decisions.pop(0), k, "expected move")
                if not decisions:
                    computer = list(lesson.steps[k].computer)
                    end = len(self.main)
                continue
            if decisions:
                self.where(k).fail(f"the computer (seat {seat + 1}) is to move before this step's moves are all made")
            if not computer:
                self.where(k).fail(f"the computer (seat {seat + 1}) is to move and the script gives it no move here")
            step_of.append(k + 1)
            self._play(seat, computer.pop(0), k, "computer move")
        if chance:
            self.root.node("chance").fail(
                f"{len(chance)} chance outcome(s) are never used (the first: {chance[0].to_dict()})"
            )
        found = tuple(float(s) for s in rules.final_result(self.state)["scores"])
        if found != lesson.scores:
            self.root.node("scores").fail(f"the script ends with the scores {list(found)}, not {list(lesson.scores)}")
        if len(self.main) != lesson.length:
            self.root.node("length").fail(f"the script plays {len(self.main)} actions, not {lesson.length}")
        step_at = tuple(min(max(s, 0), last + 1) for s in step_of)
        return tuple(self.main), step_at, tuple(starts), end

    def _play(self, actor: int, action: Action, k: int, what: str) -> None:
        rules = self.rules
        if actor != CHANCE and not _member(action, rules.legal_actions(self.state)):
            reason = rules.refusal(self.state, action) or Msg("core.illegal.generic")
            with i18n.speaking(i18n.DEFAULT_LANGUAGE, []):
                self.where(k).fail(f"the {what} {action.to_dict()} does not replay: {i18n.tr(reason)}")
        try:
            rules.apply(self.state, action)
        except IllegalAction as exc:
            with i18n.speaking(i18n.DEFAULT_LANGUAGE, []):
                self.where(k).fail(f"the {what} {action.to_dict()} does not replay: {i18n.tr(exc.reason)}")
        except Exception as exc:  # noqa: BLE001 - a chance outcome the rules trip over
            self.where(k).fail(f"the {what} {action.to_dict()} does not replay: {type(exc).__name__}: {exc}")
        self.main.append((actor, action))


def _fits(value: Any, annotation: str) -> bool:
    """Whether a value read from a file fits a field's annotation (``int``, ``str | None``,
    ``tuple[str, ...]``, ``tuple[int, int] | None``...): ``true`` is no ``int`` here."""
    for part in _split(annotation, "|"):
        part = part.strip()
        if part == "None" and value is None:
            return True
        if part == "int" and isinstance(value, int) and not isinstance(value, bool):
            return True
        if part == "str" and isinstance(value, str):
            return True
        if part == "bool" and isinstance(value, bool):
            return True
        if part.startswith("tuple[") and isinstance(value, list):
            inner = [p.strip() for p in _split(part[6:-1], ",")]
            if len(inner) == 2 and inner[1] == "...":
                if all(_fits(v, inner[0]) for v in value):
                    return True
            elif len(inner) == len(value) and all(_fits(v, a) for v, a in zip(value, inner)):
                return True
    return False


def _split(text: str, sep: str) -> list[str]:
    """``text`` cut at ``sep`` outside brackets."""
    parts, depth, current = [], 0, ""
    for ch in text:
        depth += ch == "["
        depth -= ch == "]"
        if ch == sep and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


def _shown_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(DATA_DIR.parent.resolve()))
    except ValueError:
        return str(path)


__all__ = [
    "Lesson",
    "LessonGuide",
    "LessonStatus",
    "Step",
    "load_lesson",
]
