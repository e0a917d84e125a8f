"""The Border (Kiesling & Staupe): 2-4 players, five colour dice, four boards.

A round is a short sequence of atomic decisions:

* ``roll``    — the active player's first Roll of the turn (then a chance ``Dice`` outcome);
* ``keep``    — after a roll: set dice aside or take them back (``Keep``), ``Roll`` the
  others again (three rolls at most), or start using the dice straight away;
* ``cross``   — Action 1: ``Complete`` one whole segment at a time with dice of its
  colour (the dice needed are the segment's spaces not yet crossed), then ``Done``;
* ``passive`` — Action 2, seat by seat in seat order after the active player: ``Cross``
  one space per offered die, each next to a crossed space, then ``Done``.

The dice offered in Action 2 are the ones the active player did not use; if they used
all five, each passive player may use one of them; if none, all five.  Rolls and the
random first player (and a random deal of boards) are chance actions, so undo never
steps back across a roll.  All information is public: ``view`` is the whole state.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg, seat_msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, OptionSpec, Rules, ranking_from_keys
from game.games.border.components import Board, BoardSet, bits, board_set
from game.games.border.rules.actions import (
    DONE_ACTION,
    ROLL_ACTION,
    Complete,
    Cross,
    DealBoards,
    Dice,
    Done,
    FirstPlayer,
    Keep,
    Roll,
)
from game.games.border.rules.giving_up import GivingUpDice
from game.games.border.rules.state import (
    BOARD_CHOICES,
    CROSS,
    DEAL,
    FIRST,
    FIRST_CHOICES,
    KEEP,
    NO_DIE,
    NOBODY,
    OVER,
    PASSIVE,
    ROLL,
    ROLLING,
    BorderState,
    _mask,
    _reach_of,
)


def _is_index(value: Any, size: int) -> bool:
    """Whether ``value`` is a whole number in range(size) (a bool, a float or None is not)."""
    return type(value) is int and 0 <= value < size


# ---------------------------------------------------------------------------
# Rules


class BoardTables:
    """Per board: lookup tables the rules use on every move."""

    __slots__ = ("board", "seg_mask", "seg_colour", "seg_reach", "seg_areas", "by_colour", "colour_mask",
                 "colour_segs")

    def __init__(self, bs: BoardSet, board: Board):
        g = bs.geometry
        self.board = board
        self.seg_mask = tuple(seg.mask for seg in board.segments)
        self.seg_colour = tuple(seg.colour for seg in board.segments)
        self.seg_reach = tuple(_reach_of(seg.mask, g.neighbour_mask) | seg.mask for seg in board.segments)
        self.seg_areas = tuple(_mask({a for s in seg.spaces for a in g.areas_of_space[s]}) for seg in board.segments)
        self.by_colour = tuple(tuple(seg.index for seg in board.segments if seg.colour == c)
                               for c in range(len(bs.colours)))
        self.colour_mask = board.colour_mask
        self.colour_segs = tuple(tuple((s, self.seg_mask[s]) for s in segs) for segs in self.by_colour)
        """Per colour: (segment, its spaces) for each of its segments."""


class BorderRules(GivingUpDice, Rules):
    name = "border"
    min_seats = 2
    max_seats = 4
    hidden_information = False
    checks_chance_outcomes = True  # a dice roll is checked against the dice set aside

    def __init__(self, boards: BoardSet | None = None):
        self.bs = bs = boards or board_set()
        g = bs.geometry
        self.geometry = g
        self.tables = tuple(BoardTables(bs, b) for b in bs.boards)
        self.colour_ids = tuple(c.id for c in bs.colours)
        self._colour_index = {c.id: c.index for c in bs.colours}
        self.all_dice = (1 << bs.dice) - 1
        self.white_mask = g.white_mask
        self.ring_mask = tuple(a.ring_mask for a in g.areas)
        self.first_value = tuple(a.first for a in g.areas)
        self.later_value = tuple(a.later for a in g.areas)
        self.space_areas = tuple(_mask(a) for a in g.areas_of_space)
        self.space_near = tuple(g.neighbour_mask[s] | 1 << s for s in range(len(g.spaces)))
        self.complete_actions = tuple(Complete(s) for s in range(len(bs.boards[0].segments)))
        self.cross_actions = tuple(Cross(s) for s in range(len(g.spaces)))
        self.keep_actions = tuple((Keep(d, True), Keep(d, False)) for d in range(bs.dice))
        self._completable_memo: tuple[tuple, tuple[int, ...]] = ((), ())
        """The last answer of ``completable`` and the position it was for."""
        self.dice_bits = tuple(tuple(bits(m)) for m in range(1 << bs.dice))
        """The dice in each dice mask (the hot paths look them up instead of walking bits)."""
        self._keep_lists = tuple(
            tuple(self.keep_actions[d][aside >> d & 1] for d in range(bs.dice)) for aside in range(1 << bs.dice))
        """Per mask of dice set aside: the Keep action of every die (set it aside or take it back)."""
        self._keep_roll_lists = tuple(
            keeps + ((ROLL_ACTION,) if aside != self.all_dice else ()) for aside, keeps in enumerate(self._keep_lists))
        """The same, then Roll while some die is not set aside (the start of ``legal_actions`` in KEEP)."""
        self._dice_actions: dict[tuple[str, ...], Dice] = {}
        """Every roll drawn so far, as one shared (immutable) action per outcome."""

    # -- setup ------------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("boards", "choice", "random", "border.option.boards", choices=BOARD_CHOICES,
                       help="border.option.boards_help"),
            OptionSpec("first", "choice", "random", "border.option.first", choices=FIRST_CHOICES, variant=False),
        ]

    def setup(self, config) -> BorderState:
        opts = {**self.default_options(), **config.options}
        bs = self.bs
        state = BorderState(config.num_seats, len(bs.geometry.areas), bs.dice, self.white_mask)
        state.board_rule = opts["boards"]
        state.first_rule = opts["first"]
        state.reach = [_reach_of(m, bs.geometry.neighbour_mask) for m in state.crossed]
        if state.board_rule == "in_order":
            state.boards = list(range(config.num_seats))
            self._after_deal(state)
        else:
            state.phase = DEAL
        return state

    def _after_deal(self, state: BorderState) -> None:
        if state.first_rule == "random":
            state.phase = FIRST
        else:
            self._start_turn(state, 0)

    def _start_turn(self, state: BorderState, seat: int) -> None:
        state.active = state.current = seat
        state.phase = ROLL
        state.dice = [NO_DIE] * self.bs.dice
        state.aside = state.rolls = state.to_roll = state.used = state.offer = state.spent = 0
        state.pick_one = False

    # -- whose turn ----------------------------------------------------------------
    def to_move(self, state: BorderState) -> int | None:
        phase = state.phase
        if phase == OVER:
            return None
        if phase in (ROLLING, DEAL, FIRST):
            return CHANCE
        return state.current

    def sample_chance(self, state: BorderState, rng: Rng) -> Action:
        if state.phase == DEAL:
            ids = [b.id for b in self.bs.boards]
            if state.board_rule == "same":
                return DealBoards((rng.choice(ids),) * state.num_seats)
            return DealBoards(tuple(rng.sample(ids, state.num_seats)))
        if state.phase == FIRST:
            return FirstPlayer(rng.randrange(state.num_seats))
        names = self.colour_ids
        faces = tuple([rng.choice(names) for _ in range(state.to_roll.bit_count())])
        dice = self._dice_actions.get(faces)
        if dice is None:
            dice = self._dice_actions[faces] = Dice(faces)
        return dice

    # -- small queries (also for the screen) -------------------------------------------
    def tables_of(self, state: BorderState, seat: int) -> BoardTables:
        return self.tables[state.boards[seat]]

    def board_of(self, state: BorderState, seat: int) -> Board:
        return self.bs.boards[state.boards[seat]]

    def free_dice(self, state: BorderState) -> int:
        """Mask of the dice the seat to move may still use (none while rolling)."""
        if state.phase in (KEEP, CROSS):
            return self.all_dice & ~state.used
        if state.phase == PASSIVE:
            if state.pick_one and state.spent:
                return 0
            return state.offer & ~state.spent
        return 0

    def free_counts(self, state: BorderState) -> list[int]:
        counts = [0] * len(self.colour_ids)
        dice = state.dice
        for d in self.dice_bits[self.free_dice(state)]:
            counts[dice[d]] += 1
        return counts

    def segment_need(self, state: BorderState, seat: int, segment: int) -> int:
        """Spaces of ``segment`` that ``seat`` has not crossed yet."""
        return (self.tables_of(state, seat).seg_mask[segment] & ~state.crossed[seat]).bit_count()

    def completable(self, state: BorderState) -> list[int]:
        """Segments the active player can complete now with the free dice."""
        if state.phase not in (KEEP, CROSS):
            return []
        return list(self._completable(state))

    def _completable(self, state: BorderState) -> tuple[int, ...]:
        active = state.active
        dice = state.dice
        key = (state.boards[active], state.crossed[active], state.used, *dice)
        memo = self._completable_memo  # one read: safe with a bot thinking in another thread
        if memo[0] == key:  # setting dice aside changes nothing here
            return memo[1]
        colour_segs = self.tables[state.boards[active]].colour_segs
        open_ = ~state.crossed[active]
        counts = [0] * len(colour_segs)
        for d in self.dice_bits[self.all_dice & ~state.used]:
            counts[dice[d]] += 1
        out = []
        for colour, count in enumerate(counts):
            if count:
                for seg, mask in colour_segs[colour]:
                    if 0 < (mask & open_).bit_count() <= count:
                        out.append(seg)
        found = tuple(out)
        self._completable_memo = (key, found)
        return found

    def crossable_mask(self, state: BorderState) -> int:
        """Spaces the passive seat to move may cross now."""
        if state.phase != PASSIVE or state.pick_one and state.spent:
            return 0
        free = state.offer & ~state.spent  # free_dice, as a passive seat
        if not free:
            return 0
        seat = state.current
        colour_mask = self.tables[state.boards[seat]].colour_mask
        mask = 0
        dice = state.dice
        for d in self.dice_bits[free]:
            mask |= colour_mask[dice[d]]
        return mask & state.reach[seat]

    def crossable(self, state: BorderState) -> list[int]:
        return bits(self.crossable_mask(state))

    def dice_for(self, state: BorderState, colour: int, count: int) -> list[int]:
        """The free dice of ``colour`` an action would use: the lowest-numbered ones."""
        dice = state.dice
        return [d for d in self.dice_bits[self.free_dice(state)] if dice[d] == colour][:count]

    def actions_for_die(self, state: BorderState, die: int) -> list[Action]:
        """The legal actions a selected die can take part in (to make targets glow)."""
        if not self.free_dice(state) >> die & 1:
            return []
        colour = state.dice[die]
        seat = state.current
        if state.phase == PASSIVE:
            tables = self.tables_of(state, seat)
            return [self.cross_actions[s] for s in bits(self.crossable_mask(state) & tables.colour_mask[colour])]
        tables = self.tables_of(state, seat)
        return [self.complete_actions[s] for s in self.completable(state) if tables.seg_colour[s] == colour]

    def open_value(self, state: BorderState, area: int) -> int:
        """What completing ``area`` is worth now to the seat to move."""
        stamp = state.first_stamp[area]
        if stamp < 0 or (stamp == state.stamp and state.phase == PASSIVE):
            return self.first_value[area]
        return self.later_value[area]

    def first_taken(self, state: BorderState, area: int) -> bool:
        """Whether someone already scored ``area``'s high value (the strip shows it struck through)."""
        return state.first_stamp[area] >= 0

    def area_left(self, state: BorderState, seat: int, area: int) -> int:
        return (self.ring_mask[area] & ~state.crossed[seat]).bit_count()

    def score(self, state: BorderState, seat: int) -> int:
        return sum(state.points[seat])

    def areas_done(self, state: BorderState, seat: int) -> int:
        return state.completed[seat].bit_count()

    # -- legal actions ---------------------------------------------------------------
    def legal_actions(self, state: BorderState) -> list[Action]:
        phase = state.phase
        if phase == PASSIVE:
            cross = self.cross_actions
            out: list[Action] = []
            mask = self.crossable_mask(state)
            while mask:
                low = mask & -mask
                out.append(cross[low.bit_length() - 1])
                mask ^= low
            out.append(DONE_ACTION)
            return out
        if phase == KEEP:
            out = list(self._keep_roll_lists[state.aside])
            complete = self.complete_actions
            for s in self._completable(state):
                out.append(complete[s])
            out.append(DONE_ACTION)
            return out
        if phase == CROSS:
            complete = self.complete_actions
            out = [complete[s] for s in self._completable(state)]
            out.append(DONE_ACTION)
            return out
        if phase == ROLL:
            return [ROLL_ACTION]
        return []

    # -- why not -----------------------------------------------------------------------
    def why_illegal(self, state: BorderState, action: Action) -> Msg | None:
        phase = state.phase
        if phase == OVER:
            return Msg("core.illegal.game_over")
        if phase in (ROLLING, DEAL, FIRST):
            return None if self._chance_ok(state, action) else Msg("core.illegal.chance")
        if action.chance:
            return Msg("core.illegal.chance")
        check = self._checks.get(type(action))
        if check is None:
            return Msg("border.why.not_now")
        return check(self, state, action)

    def _why_roll(self, state: BorderState, action: Roll) -> Msg | None:
        if state.phase == ROLL:
            return None
        if state.phase != KEEP:
            return Msg("border.why.no_roll_now")
        if state.aside == self.all_dice:
            return Msg("border.why.all_aside")
        return None

    def _why_keep(self, state: BorderState, action: Keep) -> Msg | None:
        if state.phase != KEEP:
            return Msg("border.why.no_keep_now")
        if not _is_index(action.die, len(state.dice)) or not isinstance(action.keep, bool):
            return Msg("border.why.no_such_die")
        if bool(state.aside >> action.die & 1) == action.keep:
            return Msg("border.why.already_aside" if action.keep else "border.why.not_aside")
        return None

    def _why_complete(self, state: BorderState, action: Complete) -> Msg | None:
        if state.phase not in (KEEP, CROSS):
            return Msg("border.why.not_active" if state.phase == PASSIVE else "border.why.roll_first")
        seg = action.segment
        tables = self.tables[state.boards[state.active]]
        if not _is_index(seg, len(tables.seg_mask)):
            return Msg("border.why.no_such_segment")
        need = (tables.seg_mask[seg] & ~state.crossed[state.active]).bit_count()
        if need == 0:
            return Msg("border.why.segment_done")
        have = self.free_counts(state)[tables.seg_colour[seg]]
        if have < need:
            colour = Msg(f"border.colour.{self.colour_ids[tables.seg_colour[seg]]}")
            return Msg("border.why.not_enough", need=need, have=have, colour=colour)
        return None

    def _why_cross(self, state: BorderState, action: Cross) -> Msg | None:
        if state.phase != PASSIVE:
            return Msg("border.why.whole_segments" if state.phase in (KEEP, CROSS) else "border.why.not_now")
        space = action.space
        if not _is_index(space, len(self.cross_actions)):
            return Msg("border.why.no_such_space")
        if self.crossable_mask(state) >> space & 1:
            return None  # the common case: the reasons below are only built for a refusal
        seat = state.current
        if state.crossed[seat] >> space & 1:
            return Msg("border.why.already_crossed")
        free = self.free_dice(state)
        if not free:
            return Msg("border.why.one_die" if state.pick_one else "border.why.no_dice_left")
        colour = self.board_of(state, seat).colour_of[space]
        if colour not in [state.dice[d] for d in self.dice_bits[free]]:
            return Msg("border.why.no_die_of", colour=Msg(f"border.colour.{self.colour_ids[colour]}"))
        if not state.reach[seat] >> space & 1:
            return Msg("border.why.not_adjacent")
        return None

    def _why_done(self, state: BorderState, action: Done) -> Msg | None:
        if state.phase in (KEEP, CROSS, PASSIVE):
            return None
        return Msg("border.why.roll_first")

    _checks = {Roll: _why_roll, Keep: _why_keep, Complete: _why_complete, Cross: _why_cross, Done: _why_done}

    def _chance_ok(self, state: BorderState, action: Action) -> bool:
        if state.phase == DEAL:
            if not isinstance(action, DealBoards) or not isinstance(action.boards, tuple) \
                    or len(action.boards) != state.num_seats:
                return False
            ids = [b.id for b in self.bs.boards]
            if not all(b in ids for b in action.boards):
                return False
            distinct = len(set(action.boards))
            return distinct == 1 if state.board_rule == "same" else distinct == state.num_seats
        if state.phase == FIRST:
            return isinstance(action, FirstPlayer) and _is_index(action.seat, state.num_seats)
        return (isinstance(action, Dice) and isinstance(action.faces, tuple)
                and len(action.faces) == state.to_roll.bit_count()
                and all(isinstance(f, str) and f in self._colour_index for f in action.faces))

    # -- apply ---------------------------------------------------------------------------
    def apply(self, state: BorderState, action: Action) -> None:
        """``Rules.apply``, with the common legal actions recognised in one cheap test (anything
        else, and every refusal, goes through ``refusal`` as before)."""
        kind = type(action)
        legal = self._plainly_legal.get(kind)
        if legal is None or not legal(self, state, action):
            super().apply(state, action)
            return
        self._apply[kind](self, state, action)

    def apply_unchecked(self, state: BorderState, action: Action) -> None:
        self._apply[type(action)](self, state, action)

    def _legal_dice(self, state: BorderState, action: Dice) -> bool:
        faces = action.faces
        if state.phase != ROLLING or type(faces) is not tuple or len(faces) != state.to_roll.bit_count():
            return False
        index = self._colour_index
        return all(type(face) is str and face in index for face in faces)

    def _legal_roll(self, state: BorderState, action: Roll) -> bool:
        return state.phase == ROLL or state.phase == KEEP and state.aside != self.all_dice

    def _legal_keep(self, state: BorderState, action: Keep) -> bool:
        die, keep = action.die, action.keep
        return (state.phase == KEEP and type(keep) is bool and _is_index(die, len(state.dice))
                and (state.aside >> die & 1 == 1) != keep)

    def _legal_complete(self, state: BorderState, action: Complete) -> bool:
        seg = action.segment
        return ((state.phase == KEEP or state.phase == CROSS) and _is_index(seg, len(self.complete_actions))
                and seg in self._completable(state))

    def _legal_cross(self, state: BorderState, action: Cross) -> bool:
        space = action.space
        return _is_index(space, len(self.cross_actions)) and self.crossable_mask(state) >> space & 1 == 1

    def _legal_done(self, state: BorderState, action: Done) -> bool:
        return state.phase == KEEP or state.phase == CROSS or state.phase == PASSIVE

    _plainly_legal = {Dice: _legal_dice, Roll: _legal_roll, Keep: _legal_keep, Complete: _legal_complete,
                      Cross: _legal_cross, Done: _legal_done}
    """Per action type: a test that is true only of a legal action (false: ask ``refusal``)."""

    def _do_deal(self, state: BorderState, action: DealBoards) -> None:
        state.boards = [self.bs.board_index(b) for b in action.boards]
        self._after_deal(state)

    def _do_first(self, state: BorderState, action: FirstPlayer) -> None:
        self._start_turn(state, action.seat)

    def _do_roll(self, state: BorderState, action: Roll) -> None:
        state.to_roll = self.all_dice & ~state.aside
        state.phase = ROLLING

    def _do_dice(self, state: BorderState, action: Dice) -> None:
        index = self._colour_index
        for die, face in zip(self.dice_bits[state.to_roll], action.faces):
            state.dice[die] = index[face]
        state.to_roll = 0
        state.rolls += 1
        if state.rolls >= self.bs.rolls:
            self._stop_rolling(state)
        else:
            state.phase = KEEP

    def _stop_rolling(self, state: BorderState) -> None:
        state.phase = CROSS
        state.aside = 0

    def _do_keep(self, state: BorderState, action: Keep) -> None:
        state.aside ^= 1 << action.die

    def _do_complete(self, state: BorderState, action: Complete) -> None:
        if state.phase == KEEP:
            self._stop_rolling(state)
        seat = state.active
        tables = self.tables_of(state, seat)
        seg = action.segment
        need = self.segment_need(state, seat, seg)
        for d in self.dice_for(state, tables.seg_colour[seg], need):
            state.used |= 1 << d
        self._cross(state, seat, tables.seg_mask[seg], tables.seg_reach[seg], tables.seg_areas[seg], need)

    def _do_cross(self, state: BorderState, action: Cross) -> None:
        seat = state.current
        space = action.space
        colour = self.tables[state.boards[seat]].board.colour_of[space]
        dice = state.dice
        for die in self.dice_bits[state.offer & ~state.spent]:  # free_dice, as a passive seat
            if dice[die] == colour:
                break
        else:
            raise ValueError(f"no free die for space {space}")
        state.spent |= 1 << die
        self._cross(state, seat, 1 << space, self.space_near[space], self.space_areas[space], 1)

    def _cross(self, state: BorderState, seat: int, mask: int, near: int, areas: int, dice_used: int) -> None:
        crossed = state.crossed[seat] | mask
        state.crossed[seat] = crossed
        state.reach[seat] = (state.reach[seat] | near) & ~crossed
        state.spent_by[seat] += dice_used
        areas &= ~state.completed[seat]
        while areas:
            low = areas & -areas
            areas ^= low
            area = low.bit_length() - 1
            if not self.ring_mask[area] & ~crossed:
                self._score(state, seat, area)

    def _score(self, state: BorderState, seat: int, area: int) -> None:
        state.points[seat][area] = self.open_value(state, area)
        if state.first_stamp[area] < 0:
            state.first_stamp[area] = state.stamp
        state.completed[seat] |= 1 << area
        if state.completed[seat].bit_count() >= self.bs.end_areas:
            state.ending = True

    def _do_done(self, state: BorderState, action: Done) -> None:
        if state.phase == PASSIVE:
            self._next_passive(state, state.current)
            return
        used = state.used
        state.pick_one = used == self.all_dice
        state.offer = self.all_dice if used in (0, self.all_dice) else self.all_dice & ~used
        state.phase = PASSIVE
        self._next_passive(state, state.active)

    def _next_passive(self, state: BorderState, after: int) -> None:
        state.spent = 0
        nxt = (after + 1) % state.num_seats
        if nxt != state.active:
            state.current = nxt
            return
        if state.ending:
            state.phase = OVER
            state.current = NOBODY
            return
        state.round += 1
        self._start_turn(state, (state.active + 1) % state.num_seats)

    _apply = {
        DealBoards: _do_deal, FirstPlayer: _do_first, Roll: _do_roll, Dice: _do_dice, Keep: _do_keep,
        Complete: _do_complete, Cross: _do_cross, Done: _do_done,
    }

    # -- end ---------------------------------------------------------------------
    def milestone(self, before: BorderState, action: Action, after: BorderState) -> bool:
        """Points scored (an area completed), or the game ended."""
        return after.points != before.points or self.to_move(after) is None

    def scores(self, state: BorderState) -> list[float]:
        return [float(sum(p)) for p in state.points]

    def ranking(self, state: BorderState) -> list[int]:
        """Most points; a tie goes to the highest single area score; then the place is shared."""
        return ranking_from_keys([(sum(p), max(p)) for p in state.points])

    def progress(self, state: BorderState) -> Msg:
        scores = "–".join(str(sum(p)) for p in state.points)
        return Msg("border.progress", round=state.round, scores=scores)

    # -- words ---------------------------------------------------------------------
    def colour_name(self, colour: int) -> Msg:
        return Msg(f"border.colour.{self.colour_ids[colour]}")

    def area_name(self, area: int) -> Msg:
        return Msg(f"border.area.{self.geometry.areas[area].id}")

    def board_name(self, board: int) -> Msg:
        return Msg(f"border.board.{self.bs.boards[board].id}")

    def describe(self, state: BorderState, action: Action, seat: int | None) -> Msg | None:
        if isinstance(action, DealBoards):
            return Msg("border.log.boards", boards=self._board_list(action.boards))
        if isinstance(action, FirstPlayer):
            return Msg("border.log.first", player=seat_msg(action.seat))
        if isinstance(action, Dice):
            return self._describe_dice(state, action)
        if seat is None or seat < 0:
            return None
        who = seat_msg(seat)
        if isinstance(action, (Complete, Cross)) and self.why_illegal(state, action) is not None:
            return None  # the match applies it next, and that refuses it with the reason
        if isinstance(action, Complete):
            tables = self.tables_of(state, seat)
            return Msg("border.log.complete", player=who, colour=self.colour_name(tables.seg_colour[action.segment]),
                       length=tables.board.segments[action.segment].length,
                       dice=self.segment_need(state, seat, action.segment),
                       areas=self._completions(state, action))
        if isinstance(action, Cross):
            colour = self.board_of(state, seat).colour_of[action.space]
            return Msg("border.log.cross", player=who, colour=self.colour_name(colour),
                       areas=self._completions(state, action))
        if isinstance(action, Done):
            return self._describe_done(state, who)
        return None

    def _describe_dice(self, state: BorderState, action: Dice) -> Msg:
        after = state.clone()
        self._do_dice(after, action)
        faces = {f"d{i + 1}": self.colour_name(c) for i, c in enumerate(after.dice)}
        return Msg("border.log.roll", player=seat_msg(state.active), roll=state.rolls + 1, rolls=self.bs.rolls,
                   **faces)

    def _describe_done(self, state: BorderState, who: Msg) -> Msg:
        if state.phase == PASSIVE:
            # Each crossed space has its own line already; only a seat that crossed nothing says so.
            return None if state.spent else Msg("border.log.passive_none", player=who)
        used = state.used.bit_count()
        if used == 0:
            return Msg("border.log.active_none", player=who)
        if state.used == self.all_dice:
            return Msg("border.log.active_all", player=who)
        return Msg("border.log.active_done", player=who, used=used, left=self.bs.dice - used)

    def _completions(self, state: BorderState, action: Action) -> Msg | str:
        """The areas ``action`` completes, as a chain of log fragments (empty text when none)."""
        seat = state.current
        after = state.clone()
        self._apply[type(action)](self, after, action)
        done = bits(after.completed[seat] & ~state.completed[seat])
        chain: Msg | str = ""
        for area in reversed(done):
            chain = Msg("border.log.area_done", area=self.area_name(area), points=after.points[seat][area], more=chain)
        return chain

    def _board_list(self, boards: tuple[str, ...]) -> Msg | str:
        chain: Msg | str = ""
        for seat in reversed(range(len(boards))):
            name = self.board_name(self.bs.board_index(boards[seat]))
            chain = Msg("border.log.board_of", player=seat_msg(seat), board=name,
                        more=Msg("border.log.list_more", rest=chain) if chain else "")
        return chain

    def prompt(self, state: BorderState) -> Msg:
        phase = state.phase
        if phase == ROLL:
            return Msg("border.prompt.roll")
        if phase == KEEP:
            return Msg("border.prompt.keep", roll=state.rolls, rolls=self.bs.rolls)
        if phase == CROSS:
            return Msg("border.prompt.cross", left=self.free_dice(state).bit_count())
        if phase == PASSIVE:
            who = seat_msg(state.current)
            if state.pick_one:
                return Msg("border.prompt.pick_one", player=who)
            return Msg("border.prompt.passive", player=who, left=self.free_dice(state).bit_count())
        if phase == OVER:
            return Msg("core.game.over")
        return Msg("core.prompt.wait")

    # -- serialisation ----------------------------------------------------------
    def state_from_json(self, data: dict[str, Any]) -> BorderState:
        return BorderState.from_json(data, self.geometry.neighbour_mask)
