"""Glen More: the whole game for 2-5 players, the neutral die at 2-3.

Phases of a turn (``state.phase``; the seat deciding is ``state.current``):

* ``choose``   — Take(space) a tile you can pay for and place (Sell first if you need the
  coins); Skip only when no tile can be taken;
* ``pay``      — only for a tile with a cost: Pay / PayMember / PayChieftain (the shortfall
  of a resource cost is bought at the market as part of Pay);
* ``place``    — Place(x, y); the one-time bonus follows at once;
* ``gain``     — Gain(resources) for Loch Lochy's two resources or an empty Iona Abbey
  under Loch Shiel;
* ``activate`` — Activate(x, y, resources) the new tile and its 8 neighbours, each once,
  in any order, plus Loch Ness's extra tile; Finish ends the step;
* ``move``     — only when moves were earned: Move / Promote, then EndTurn.

Sell is allowed in every phase of your turn.  After the turn the track is refilled:
tiles left behind the rearmost figure leave the game and chance ``Draw`` actions turn up
new tiles; the last tile of decks 1, 2 and 3 triggers the scorings, the third ends the game.
With the die, a chance ``Roll`` moves it when it is the rearmost figure.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import Action, GivingUp, IllegalAction, OptionSpec, ranking_from_keys
from game.games.glenmore.components import GameData
from game.games.glenmore.rules import scoring, words
from game.games.glenmore.rules.actions import (
    Draw,
    FirstPlayer,
    Roll,
)
from game.games.glenmore.rules.effects import Effects
from game.games.glenmore.rules.legality import Legality
from game.games.glenmore.rules.state import (
    DIE,
    FILL,
    NO_TILE,
    OVER,
    START,
    GlenMoreState,
)
from game.games.glenmore.rules.territory import (
    ORIGIN,
)


class GlenMoreRules(Legality):
    name = "glenmore"
    min_seats = 2
    max_seats = 5
    hidden_information = False

    def __init__(self, data: GameData | None = None):
        super().__init__(data)
        self.effects = Effects(self)
        self._do_by_type = self.effects.do_by_type






    # -- setup -----------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("first", "choice", "seat1", "glenmore.option.first", choices=("seat1", "random"), variant=False),
            # 2-3 players: the two rulebook translations disagree on what the die counts
            OptionSpec("die", "choice", "spaces", "glenmore.option.die", choices=DIE_COUNTS,
                       help="glenmore.option.die_help"),
        ]

    def setup(self, config) -> GlenMoreState:
        opts = {**self.default_options(), **config.options}
        n = config.num_seats
        board = self.data.board
        state = GlenMoreState(n, board.players[n].die, self.spaces, len(self.resources))
        state.die_counts = opts["die"]
        state.decks = [sorted(self.data.deck_tiles(deck)) for deck in sorted(board.deck_sizes)]
        state.market = [board.players[n].market_filled] * len(self.resources)
        for seat in range(n):
            start = self.tiles[self.data.start_tiles[seat]]
            state.tiles[seat][ORIGIN] = start.id
            state.members[seat][ORIGIN] = start.kind.members
            state.coins[seat] = board.start_coins
        if opts["first"] == "random":
            state.phase = START
        else:
            self._lay_out(state, 0)
        return state

    def _lay_out(self, state: GlenMoreState, first: int) -> None:
        """Figures on consecutive spaces from the start player on, then the die; the last
        space stays empty (directly behind the start player); tiles fill the rest."""
        state.start_player = first
        for i in range(state.num_seats):
            state.figures[(first + i) % state.num_seats] = i
        figures = len(state.figures)
        if state.has_die:
            state.figures[state.die_index] = state.num_seats
        state.fill = list(range(figures, self.spaces - self.data.board.gaps))
        state.phase = FILL



    def sample_chance(self, state: GlenMoreState, rng: Rng) -> Action:
        if state.phase == START:
            return FirstPlayer(rng.randrange(state.num_seats))
        if state.phase == DIE:
            return Roll(rng.choice(self.data.board.die_faces))
        deck = self.current_deck(state)
        assert deck is not None
        return Draw(rng.choice(state.decks[deck]))





























    # -- applying ------------------------------------------------------------------------
    def apply_unchecked(self, state: GlenMoreState, action: Action) -> None:
        if action.chance:
            self._apply_chance(state, action)
        else:
            self._do_by_type[type(action)](state, state.current, action)

    def _apply_chance(self, state: GlenMoreState, action: Action) -> None:
        if isinstance(action, FirstPlayer) and state.phase == START and 0 <= action.seat < state.num_seats:
            self._lay_out(state, action.seat)
        elif isinstance(action, Draw) and state.phase == FILL:
            self._draw(state, action.tile)
        elif isinstance(action, Roll) and state.phase == DIE and action.value in self.data.board.die_faces:
            self._roll(state, action.value)
        else:
            raise IllegalAction(Msg("core.illegal.chance"))

    def _draw(self, state: GlenMoreState, tile: int) -> None:
        deck = self.current_deck(state)
        if deck is None or tile not in state.decks[deck]:
            raise IllegalAction(Msg.raw(f"tile {tile} is not in the current deck"))
        state.decks[deck].remove(tile)
        state.track[state.fill.pop(0)] = tile
        if not state.decks[deck] and deck in self.data.board.scored_decks:
            self._scoring(state, deck)
            if state.phase == OVER:
                return
        if not state.fill:
            self.effects.next_turn(state)

    def _scoring(self, state: GlenMoreState, deck: int) -> None:
        scored = self.data.board.scored_decks
        scoring.score_round(self.data, state, scored.index(deck) + 1)
        if deck == scored[-1]:
            scoring.final_scoring(self.data, state)
            state.fill = []
            state.phase = OVER

    def _roll(self, state: GlenMoreState, value: int) -> None:
        """The die moves ``value`` spaces counting occupied ones; if it would stop on a
        player's figure it goes on to the next tile.  That tile leaves the game."""
        start = state.figures[state.die_index]
        target = self.die_target(state, value)
        state.last_roll = value
        state.removed.append(state.track[target])
        state.track[target] = NO_TILE
        state.figures[state.die_index] = target
        self.effects.refill(state, start)



    # -- information ---------------------------------------------------------------------
    def view(self, state: GlenMoreState, seat: int) -> GlenMoreState:
        """Nothing is hidden: the decks are kept as unordered sets and drawn at random."""
        return state.clone()

    def determinize(self, view: GlenMoreState, seat: int, rng: Rng) -> GlenMoreState:
        return view.clone()

    # -- end ---------------------------------------------------------------------------------
    def milestone(self, before: GlenMoreState, action: Action, after: GlenMoreState) -> bool:
        """A scoring round, or the game ended."""
        return len(after.scorings) > len(before.scorings) or self.to_move(after) is None

    def scores(self, state: GlenMoreState) -> list[float]:
        return [float(state.total_points(s)) for s in range(state.num_seats)]

    def ranking(self, state: GlenMoreState) -> list[int]:
        """Most VP; a tie goes to the player with more resources left; still level, they share."""
        return ranking_from_keys([(state.total_points(s), state.resource_total(s)) for s in range(state.num_seats)])

    def progress(self, state: GlenMoreState) -> Msg:
        if state.phase == OVER:
            return Msg("glenmore.progress.over")
        deck = self.current_deck(state)
        return Msg("glenmore.progress.deck", deck=deck if deck is not None else 0,
                   left=len(state.decks[deck]) if deck is not None else 0, scorings=len(state.scorings))




    def describe(self, state: GlenMoreState, action: Action, seat: int | None) -> Msg | None:
        return words.describe(self, state, action, seat)

    def prompt(self, state: GlenMoreState) -> Msg:
        return words.prompt(self, state)

    def giving_up(self, state: GlenMoreState, action: Action) -> GivingUp | None:
        return words.giving_up(self, state, action)

    def state_from_json(self, data: dict[str, Any]) -> GlenMoreState:
        return GlenMoreState.from_json(data)



DIE_COUNTS = ("spaces", "tiles")
"""What the die counts as it moves (2-3 players): every space, occupied ones included (seed 000
line 297, the default), or tiles only, player figures not counted (seed 003 line 640)."""
