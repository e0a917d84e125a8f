"""Brass: Birmingham for one person against the Automa, on the 2-player board.

The person is seat 0.  The Automa is part of the game, like a neutral pawn: its turns are
carried out by the rules as soon as the card that decides them is turned up (a chance
``RevealAutoma``), following its cards, its procedure and its tie-breaks (automa.py).

Flow of a round (``state.round``, 10 per era with 2 actions each, 1 action in the very first
round): the person's turn (``MAIN`` -> ``CARD`` -> resource choices -> follow-ups, twice) ->
cards drawn back up to 8 while the era's pile lasts (chance ``DrawCard``) -> the Automa's
turn -> income (``SHORTFALL`` when the money falls short) -> next round.  The era ends after
the round in which the person plays their last card: scoring, then (canal) level-1 tiles
and all links leave, merchants get beer again, the Automa's deck and the person's 20 cards
are prepared for the rail era.

Phases are listed in state.py; actions in actions.py.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, GivingUp, IllegalAction, OptionSpec, Rules
from game.games.brass.components import BEER, COAL, INDUSTRIES, IRON, BrassData, brass_data
from game.games.brass.rules import automa, ops, scoring, words
from game.games.brass.rules.actions import (
    Build,
    DealMerchant,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    DrawCard,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    RevealAutoma,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.checks import Checks
from game.games.brass.rules.network import Board, Tables
from game.games.brass.rules.state import (
    AUTOMA,
    BONUS,
    CANAL,
    CARD,
    CHANCE_PHASES,
    DEVELOP2,
    DRAW,
    HUMAN,
    LINK2,
    MAIN,
    OVER,
    RAIL,
    REVEAL,
    SELL_MORE,
    SETUP,
    SHORTFALL,
    BrassState,
)

WILD_LOCATION = "wild_location"
WILD_INDUSTRY = "wild_industry"
CUSTOM = "custom"
IRON_READINGS = ("market", "board")


class BrassRules(Checks, Rules):
    name = "brass"
    min_seats = 1
    max_seats = 1
    hidden_information = False
    opponent_option = "difficulty"  # the records group games by the Automa's difficulty

    def __init__(self, data: BrassData | None = None):
        self.data = data or brass_data()
        self.t = Tables(self.data)
        self.board = self.data.board
        self.ind = {name: i for i, name in enumerate(INDUSTRIES)}
        self.wilds = {t.kind: t.id for t in self.data.card_types.values() if t.wild}
        self.standard = [[lv.count for lv in levels] for levels in self.t.levels]
        self._builds: dict[tuple[str, int], Build] = {}  # Build actions made once (checks._build_action)

    # -- setup -------------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        d = self.data.difficulty
        specs = [
            OptionSpec(
                "difficulty",
                "choice",
                d.default,
                "brass.option.difficulty",
                choices=d.levels + (CUSTOM,),
                help="brass.option.difficulty_help",
            )
        ]
        for i in d.custom_industries:
            name = INDUSTRIES[i]
            specs.append(
                OptionSpec(
                    f"custom_{name}",
                    "choice",
                    d.default,
                    f"brass.option.custom_{name}",
                    choices=tuple(d.mats),
                    help="brass.option.custom_help",
                )
            )
        specs.append(
            OptionSpec(
                "iron_reading",
                "choice",
                IRON_READINGS[0],
                "brass.option.iron_reading",
                choices=IRON_READINGS,
                help="brass.option.iron_reading_help",
                setting=True,
            )
        )
        # the custom difficulty's reading before it became an option of every difficulty (saves)
        specs.append(
            OptionSpec(
                "custom_iron", "choice", IRON_READINGS[0], "brass.option.custom_iron", IRON_READINGS, hidden=True
            )
        )
        specs.append(OptionSpec("legacy_iron", "bool", False, "brass.option.custom_iron", hidden=True))
        return specs

    def legacy_options(self, save_version: int) -> dict[str, Any]:
        """Saves from before version 2 were played with the Automa reading board iron as £0."""
        return {"legacy_iron": True} if save_version < 2 else {}

    def iron_reading(self, options: dict[str, Any]) -> str:
        """The iron price the Automa reads: the market's, unless the option ``iron_reading`` says
        otherwise (``board``: iron on any iron works counts as £0; its default for new games is a
        setting), or the game was saved with the custom difficulty's ``custom_iron`` "board" (before
        ``iron_reading``) or before that reading changed (``legacy_iron``)."""
        board = IRON_READINGS[1]
        if options.get("legacy_iron") or options.get("iron_reading") == board:
            return board
        if options.get("difficulty") == CUSTOM and options.get("custom_iron") == board:
            return board
        return IRON_READINGS[0]

    def in_force(self, state: BrassState) -> list[Msg]:
        """The Automa's difficulty and the iron price it reads in this game."""
        level = Msg(f"brass.option.difficulty_{state.difficulty}")
        reading = state.iron_reading if state.iron_reading in IRON_READINGS else IRON_READINGS[0]
        return [Msg("brass.rules.in_force_difficulty", level=level), Msg(f"brass.rules.in_force_iron_{reading}")]

    def automa_mat(self, options: dict[str, Any]) -> list[list[int]]:
        """The Automa's starting tiles per industry and level for these options."""
        d = self.data.difficulty
        level = options.get("difficulty", d.default)
        if level != CUSTOM:
            return [list(row) for row in d.mats[level]]
        rows = []
        for i, name in enumerate(INDUSTRIES):
            preset = options.get(f"custom_{name}", d.default) if i in d.custom_industries else d.default
            rows.append(list(d.mats[preset][i]))
        return rows

    def setup(self, config) -> BrassState:
        opts = {**self.default_options(), **config.options}
        t = self.t
        state = BrassState(t.n_space, t.n_link, len(t.merchant_space_loc))
        state.difficulty = opts["difficulty"]
        state.iron_reading = self.iron_reading(opts)
        state.mat[HUMAN] = [row[:] for row in self.standard]
        state.gone[HUMAN] = [[0] * len(row) for row in self.standard]
        state.mat[AUTOMA] = self.automa_mat(opts)
        state.gone[AUTOMA] = [
            [s - a for s, a in zip(srow, arow)] for srow, arow in zip(self.standard, state.mat[AUTOMA])
        ]
        state.money = self.board.money
        state.income = self.board.start_space
        state.coal = self.board.coal.start
        state.iron = self.board.iron.start
        state.merchant_pool = sorted(tile.id for tile in self.data.merchant_tiles.values() for _ in range(tile.count))
        state.deck = list(self.data.deck)
        state.draw_left = self.board.era_cards[CANAL]
        state.wild = dict(self.data.wild_piles)
        automa.new_deck(self, state)
        state.phase = SETUP
        state.flow = "setup"
        if not state.merchant_pool:
            self._merchants_dealt(state)
        return state

    # -- whose turn ----------------------------------------------------------------
    def to_move(self, state: BrassState) -> int | None:
        if state.phase == OVER:
            return None
        if state.phase in CHANCE_PHASES:
            return CHANCE
        return HUMAN

    def sample_chance(self, state: BrassState, rng: Rng) -> Action:
        if state.phase == SETUP:
            return DealMerchant(rng.choice(state.merchant_pool))
        if state.phase == DRAW:
            return DrawCard(rng.choice(state.deck))
        if state.phase == REVEAL:
            return RevealAutoma(automa.sample_reveal(self, state, rng))
        raise ValueError("no chance step is pending")

    # -- applying --------------------------------------------------------------------------
    def apply_unchecked(self, state: BrassState, action: Action) -> None:
        if action.chance:
            self._apply_chance(state, action)
        else:
            _DO[type(action)](self, state, action)

    def _apply_chance(self, state: BrassState, action: Action) -> None:
        if isinstance(action, DealMerchant) and state.phase == SETUP and action.tile in state.merchant_pool:
            self._deal_merchant(state, action.tile)
        elif isinstance(action, DrawCard) and state.phase == DRAW and action.card in state.deck:
            self._draw(state, action.card)
        elif isinstance(action, RevealAutoma) and state.phase == REVEAL and automa.can_reveal(self, state, action.card):
            self._reveal(state, action.card)
        else:
            raise IllegalAction(Msg("core.illegal.chance"))

    def _deal_merchant(self, state: BrassState, tile: str) -> None:
        state.merchant_pool.remove(tile)
        state.merchant_tile[state.merchant_tile.index("")] = tile
        if not state.merchant_pool:
            self._merchants_dealt(state)

    def _merchants_dealt(self, state: BrassState) -> None:
        self._refill_merchant_beer(state)
        state.phase = REVEAL
        state.flow = "era_start"

    def _refill_merchant_beer(self, state: BrassState) -> None:
        for m, tile in enumerate(state.merchant_tile):
            if tile and self.t.buys[tile]:
                state.merchant_beer[m] = self.data.merchant_beer

    def _draw(self, state: BrassState, card: str) -> None:
        state.deck.remove(card)
        state.hand.append(card)
        state.hand.sort()
        state.draw_left -= 1
        if self._wants_card(state):
            return
        if state.flow == "deal":
            self._start_turn(state)
        else:
            self._automa_turn(state)

    def _wants_card(self, state: BrassState) -> bool:
        return len(state.hand) < self.board.hand and state.draw_left > 0 and bool(state.deck)

    def _reveal(self, state: BrassState, card: int) -> None:
        automa.reveal(self, state, card)
        if state.flow == "era_start":
            state.flow = "deal"
            if self._wants_card(state):
                state.phase = DRAW
            else:
                self._start_turn(state)
            return
        if automa.after_reveal(self, state):
            self._after_automa(state)

    # -- the flow of a round ---------------------------------------------------------------
    def _start_turn(self, state: BrassState) -> None:
        board = self.board
        state.actions_left = board.first_round_actions if state.first_round else board.actions_per_turn
        state.turns += 1
        state.phase = MAIN
        state.ctx = {}
        state.need = []

    def _end_action(self, state: BrassState) -> None:
        state.ctx = {}
        state.need = []
        state.actions_left -= 1
        if state.actions_left > 0 and state.hand:
            state.phase = MAIN
            return
        state.actions_left = 0
        if self._wants_card(state):
            state.phase = DRAW
            state.flow = "refill"
            return
        self._automa_turn(state)

    def _automa_turn(self, state: BrassState) -> None:
        if automa.begin_turn(self, state):
            self._after_automa(state)

    def era_over(self, state: BrassState) -> bool:
        """The person has played every card of this era."""
        return not state.hand and (state.draw_left <= 0 or not state.deck)

    def _after_automa(self, state: BrassState) -> None:
        if self.era_over(state) and state.era == RAIL:
            self._end_era(state)
            return
        level = self.board.level(state.income)
        if level >= 0 or state.money >= -level:
            state.money += level
        else:
            state.debt = -level - state.money
            state.money = 0
            self._shortfall(state)
            return
        self._after_income(state)

    def _shortfall(self, state: BrassState) -> None:
        if state.tiles_of(HUMAN):
            state.phase = SHORTFALL
            return
        loss = min(state.debt, state.vp[HUMAN])
        state.add_vp(HUMAN, "shortfall", -loss)
        state.debt = 0
        self._after_income(state)

    def _after_income(self, state: BrassState) -> None:
        if self.era_over(state):
            self._end_era(state)
            return
        state.round += 1
        self._start_turn(state)

    def _end_era(self, state: BrassState) -> None:
        t = self.t
        scoring.score_era(t, state)
        if state.era == RAIL:
            state.phase = OVER
            state.flow = ""
            return
        scoring.canal_cleanup(t, state, lambda sp: ops.remove_tile(t, state, sp))
        self._refill_merchant_beer(state)
        automa.prepare_rail_era(self, state)
        state.era = RAIL
        state.round = 1
        state.deck = list(self.data.deck)
        state.hand = []
        state.discard = []
        state.draw_left = self.board.era_cards[RAIL]
        state.phase = REVEAL
        state.flow = "era_start"

    # -- the person's actions -------------------------------------------------------------
    def _choose(self, state: BrassState, ctx: dict[str, Any], allowed: list[str] | None = None, cards: int = 1) -> None:
        """An action was chosen: now the card(s) it uses."""
        state.ctx = dict(ctx, allowed=allowed, cards=cards)
        state.phase = CARD
        self._auto_discard(state)

    def _auto_discard(self, state: BrassState) -> None:
        while state.phase == CARD:
            choices = self.card_choices(state)
            if len(choices) != 1:
                return
            self._discard(state, choices[0])

    def _discard(self, state: BrassState, card: str) -> None:
        state.hand.remove(card)
        if self.data.card_types[card].wild:
            state.wild[card] += 1
        else:
            state.discard.append(card)
        state.ctx.setdefault("used", []).append(card)
        state.ctx["cards"] -= 1
        if state.ctx["cards"] <= 0:
            self._perform(state)

    def _do_build(self, state: BrassState, action: Build) -> None:
        industry = self.ind[action.industry]
        loc = self.t.space_loc[action.space]
        allowed = self._build_cards(state, Board(self.t, state), industry, loc)
        self._choose(state, {"kind": "build", "industry": industry, "space": action.space}, allowed)

    def _do_network(self, state: BrassState, action: Network) -> None:
        self._choose(state, {"kind": "network", "link": action.link})

    def _do_develop(self, state: BrassState, action: Develop) -> None:
        self._choose(state, {"kind": "develop", "industry": self.ind[action.industry]})

    def _do_sell(self, state: BrassState, action: Sell) -> None:
        self._choose(state, {"kind": "sell", "space": action.space, "merchant": action.merchant})

    def _do_loan(self, state: BrassState, action: Loan) -> None:
        self._choose(state, {"kind": "loan"})

    def _do_scout(self, state: BrassState, action: Scout) -> None:
        self._choose(state, {"kind": "scout"}, cards=1 + self.board.scout_extra_cards)

    def _do_pass(self, state: BrassState, action: Pass) -> None:
        self._choose(state, {"kind": "pass"})

    def _do_discard(self, state: BrassState, action: Discard) -> None:
        self._discard(state, action.card)
        self._auto_discard(state)

    def _perform(self, state: BrassState) -> None:
        """The card is paid: carry out the chosen action."""
        t = self.t
        ctx = state.ctx
        kind = ctx["kind"]
        board = self.board
        if kind == "build":
            industry, space = ctx["industry"], ctx["space"]
            lv = t.level(industry, state.lowest_level(HUMAN, industry))
            state.money -= lv.cost
            ctx["level"] = ops.place_tile(t, state, HUMAN, industry, space)
            state.need = [[r, n, [t.space_loc[space]], -1] for r, n in ((COAL, lv.coal), (IRON, lv.iron)) if n]
        elif kind == "network":
            link = ctx["link"]
            ops.place_link(state, HUMAN, link)
            if state.era == CANAL:
                state.money -= board.canal_link_cost
            else:
                state.money -= board.rail_link_cost
                state.need = [[COAL, board.rail_link_coal, list(t.link_ends[link]), -1]]
        elif kind == "develop":
            ctx["level"] = ops.develop(state, HUMAN, ctx["industry"])
            state.need = [[IRON, 1, [], -1]]
        elif kind == "sell":
            space = ctx["space"]
            need = t.level(state.sp_ind[space], state.sp_level[space]).beer
            state.need = [[BEER, need, [t.space_loc[space]], ctx["merchant"]]] if need else []
        elif kind == "loan":
            state.money += board.loan_money
            state.income = board.top_space(board.level(state.income) - board.loan_levels)
        elif kind == "scout":
            for card in self.wilds.values():
                state.wild[card] -= 1
                state.hand.append(card)
            state.hand.sort()
        state.phase = MAIN
        self._resolve(state)

    def _resolve(self, state: BrassState) -> None:
        """Take the resources still needed: automatically where nothing is to choose, else ask."""
        t = self.t
        while state.need:
            resource, count, locs, merchant = state.need[0]
            if count <= 0:
                state.need.pop(0)
                continue
            b = Board(t, state)
            sources = self._sources(state, b, resource, locs, merchant)
            if not sources:
                if resource == BEER:
                    raise AssertionError("beer was checked before the action began")
                ops.buy(t, state, resource, HUMAN)
                state.need[0][1] -= 1
                continue
            held = sum(state.merchant_beer[merchant] if sp < 0 else state.sp_cubes[sp] for sp in sources)
            if len(sources) == 1 or count >= held:
                self._take(state, resource, sources[0])
                continue
            state.phase = resource
            return
        self._after_needs(state)

    def _take(self, state: BrassState, resource: str, space: int) -> None:
        if space < 0:
            ops.take_merchant_beer(state, state.need[0][3])
            state.ctx["bonus"] = True
        else:
            ops.take_cube(self.t, state, space)
        state.need[0][1] -= 1

    def _do_take(self, state: BrassState, action: Take) -> None:
        self._take(state, action.resource, action.space)
        state.phase = MAIN
        self._resolve(state)

    def _after_needs(self, state: BrassState) -> None:
        t = self.t
        ctx = state.ctx
        kind = ctx["kind"]
        if kind == "build":
            ctx["earned"] = ops.finish_build(t, state, ctx["space"])
            self._end_action(state)
        elif kind == "network" and state.era == RAIL:
            state.phase = LINK2
            if not self.link_options(state):
                self._end_action(state)
        elif kind == "develop":
            state.phase = DEVELOP2
            b = Board(t, state)
            if not self._developable(state, b):
                self._end_action(state)
        elif kind == "sell":
            self._finish_sale(state)
        else:
            self._end_action(state)

    def _finish_sale(self, state: BrassState) -> None:
        t = self.t
        ctx = state.ctx
        ops.flip(t, state, ctx["space"])
        if ctx.get("bonus"):
            loc = self.data.locations[t.merchant_space_loc[ctx["merchant"]]]
            if loc.bonus == "vp":
                state.add_vp(HUMAN, "merchant", loc.bonus_amount)
            elif loc.bonus == "income":
                ops.advance_income(t, state, loc.bonus_amount)
            elif loc.bonus == "money":
                state.money += loc.bonus_amount
            elif loc.bonus == "develop" and any(self._free_develop_problem(state, n) is None for n in INDUSTRIES):
                state.phase = BONUS
                return
        self._sell_more(state)

    def _sell_more(self, state: BrassState) -> None:
        state.phase = SELL_MORE
        if not self.sell_options(state):
            self._end_action(state)

    def _do_secondlink(self, state: BrassState, action: SecondLink) -> None:
        t = self.t
        board = self.board
        ops.place_link(state, HUMAN, action.link)
        state.money -= board.double_rail_cost - board.rail_link_cost
        ends = list(t.link_ends[action.link])
        state.ctx = {"kind": "second_link", "link": action.link, "first": state.ctx.get("link")}
        state.need = [[COAL, board.rail_link_coal, ends, -1], [BEER, board.double_rail_beer, ends, -1]]
        state.phase = MAIN
        self._resolve(state)

    def _do_developagain(self, state: BrassState, action: DevelopAgain) -> None:
        industry = self.ind[action.industry]
        state.ctx = {"kind": "develop_again", "industry": industry, "level": ops.develop(state, HUMAN, industry)}
        state.need = [[IRON, 1, [], -1]]
        state.phase = MAIN
        self._resolve(state)

    def _do_sellagain(self, state: BrassState, action: SellAgain) -> None:
        state.ctx = {"kind": "sell", "space": action.space, "merchant": action.merchant}
        self._perform(state)

    def _do_freedevelop(self, state: BrassState, action: FreeDevelop) -> None:
        ops.develop(state, HUMAN, self.ind[action.industry])
        self._sell_more(state)

    def _do_done(self, state: BrassState, action: Done) -> None:
        if state.phase == BONUS:
            self._sell_more(state)
        else:
            self._end_action(state)

    def _do_sacrifice(self, state: BrassState, action: Sacrifice) -> None:
        sp = action.space
        gain = self.t.level(state.sp_ind[sp], state.sp_level[sp]).cost // 2
        ops.remove_tile(self.t, state, sp)
        state.debt -= gain
        if state.debt <= 0:
            state.money += -state.debt
            state.debt = 0
            self._after_income(state)
        else:
            self._shortfall(state)

    # -- information -----------------------------------------------------------------------------
    def view(self, state: BrassState, seat: int) -> BrassState:
        """What the seat sees: the Automa's top card by its back only.  Where a card not yet
        turned up has the same back (cards 8 and 10), the view holds the lowest-numbered of
        them on top, so nothing that reads the view can tell which one really is."""
        seen = state.clone()
        top = self.automa_top(seen)
        if top is None:
            return seen
        twins = [c for c in seen.a_pool if self._same_back(self.data.automa_card(c), top)]
        low = min([top.id, *twins])
        if low != top.id:
            seen.a_pool[seen.a_pool.index(low)] = top.id
            seen.a_pool.sort()
            seen.a_top = low
        return seen

    def determinize(self, view: BrassState, seat: int, rng: Rng) -> BrassState:
        """Nothing is hidden but the front of the Automa's top card, of which only the back shows:
        where another card not yet turned up has the same back (cards 8 and 10), either may be on
        top.  Decks are unordered sets already, drawn at random."""
        state = view.clone()
        top = self.automa_top(state)
        if top is None:
            return state
        twins = [c for c in state.a_pool if self._same_back(self.data.automa_card(c), top)]
        pick = rng.choice([top.id, *twins])
        if pick != top.id:
            state.a_pool[state.a_pool.index(pick)] = top.id
            state.a_pool.sort()
            state.a_top = pick
        return state

    @staticmethod
    def _same_back(a, b) -> bool:
        return (a.group, a.first_turn, a.tiebreak, a.sell_brewery_town, a.develop_iron_max) == (
            b.group,
            b.first_turn,
            b.tiebreak,
            b.sell_brewery_town,
            b.develop_iron_max,
        )

    # -- end ----------------------------------------------------------------------------------
    def milestone(self, before: BrassState, action: Action, after: BrassState) -> bool:
        """An era scored, or the game ended."""
        return len(after.era_scores) > len(before.era_scores) or self.to_move(after) is None

    def scores(self, state: BrassState) -> list[float]:
        return [float(state.vp[HUMAN])]

    def ranking(self, state: BrassState) -> list[int]:
        return [0]

    def rewards(self, state: BrassState) -> list[float]:
        """Beating the Automa: 1 for a win, 0.5 for a draw, 0 for a loss."""
        human, other = state.vp
        return [1.0 if human > other else 0.5 if human == other else 0.0]

    def final_result(self, state: BrassState) -> dict[str, Any]:
        """The seat against the Automa (an equal score is a draw)."""
        human, other = state.vp
        winners = [0] if human > other else [1] if human < other else [0, 1]
        return {"scores": [human, other], "others": ["brass.side.automa"], "winners": winners}

    # -- words -----------------------------------------------------------------------------------
    def loc_msg(self, loc: int) -> Msg:
        return Msg(f"brass.place.{self.data.locations[loc].id}")

    def industry_msg(self, industry: int) -> Msg:
        return Msg(f"brass.industry.{INDUSTRIES[industry]}")

    def describe(self, state: BrassState, action: Action, seat: int | None) -> Msg | None:
        return words.describe(self, state, action, seat)

    def giving_up(self, state: BrassState, action: Action) -> GivingUp | None:
        return words.giving_up(self, state, action)

    def prompt(self, state: BrassState) -> Msg:
        return words.prompt(self, state)

    def progress(self, state: BrassState) -> Msg:
        return words.progress(self, state)

    def state_from_json(self, data: dict[str, Any]) -> BrassState:
        return BrassState.from_json(data)


_DO = {
    Build: BrassRules._do_build,
    Network: BrassRules._do_network,
    SecondLink: BrassRules._do_secondlink,
    Develop: BrassRules._do_develop,
    DevelopAgain: BrassRules._do_developagain,
    Sell: BrassRules._do_sell,
    SellAgain: BrassRules._do_sellagain,
    FreeDevelop: BrassRules._do_freedevelop,
    Loan: BrassRules._do_loan,
    Scout: BrassRules._do_scout,
    Pass: BrassRules._do_pass,
    Discard: BrassRules._do_discard,
    Take: BrassRules._do_take,
    Done: BrassRules._do_done,
    Sacrifice: BrassRules._do_sacrifice,
}
