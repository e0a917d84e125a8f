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
from game.core.rules import CHANCE, Action, IllegalAction, OptionSpec, Rules
from game.games.brass.components import BEER, COAL, INDUSTRIES, IRON, BrassData, brass_data
from game.games.brass.rules import automa, ops, scoring
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
from game.games.brass.rules.network import COAL_MINE, IRON_WORKS, Board, Tables
from game.games.brass.rules.state import (
    AUTOMA,
    BONUS,
    CANAL,
    CARD,
    CHANCE_PHASES,
    CHOICE_PHASES,
    DEVELOP2,
    DRAW,
    HUMAN,
    LINK2,
    MAIN,
    NOBODY,
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


class BrassRules(Rules):
    name = "brass"
    min_seats = 1
    max_seats = 1
    hidden_information = False

    def __init__(self, data: BrassData | None = None):
        self.data = data or brass_data()
        self.t = Tables(self.data)
        self.board = self.data.board
        self.ind = {name: i for i, name in enumerate(INDUSTRIES)}
        self.wilds = {t.kind: t.id for t in self.data.card_types.values() if t.wild}
        self.standard = [[lv.count for lv in levels] for levels in self.t.levels]

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
                "custom_iron",
                "choice",
                IRON_READINGS[0],
                "brass.option.custom_iron",
                choices=IRON_READINGS,
                help="brass.option.custom_iron_help",
            )
        )
        return specs

    def iron_reading(self, options: dict[str, Any]) -> str:
        """The iron price the Automa reads: the market's, unless the custom difficulty says
        otherwise (``board``: iron on any iron works counts as £0)."""
        if options.get("difficulty") != CUSTOM:
            return IRON_READINGS[0]
        return options.get("custom_iron", IRON_READINGS[0])

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

    # -- legal actions ---------------------------------------------------------------
    def legal_actions(self, state: BrassState) -> list[Action]:
        if self.to_move(state) != HUMAN:
            return []
        b = Board(self.t, state)
        phase = state.phase
        if phase == MAIN:
            return self._main_actions(state, b)
        if phase == CARD:
            return [Discard(card) for card in self.card_choices(state)]
        if phase in CHOICE_PHASES:
            return [Take(phase, sp) for sp in self.source_choices(state, b)]
        if phase == LINK2:
            out: list[Action] = [SecondLink(link) for link in self._second_links(state, b)]
            return out + [Done()]
        if phase == DEVELOP2:
            out = [DevelopAgain(name) for name in self._developable(state, b)]
            return out + [Done()]
        if phase == SELL_MORE:
            out = [SellAgain(sp, m) for sp, m in self._sales(state, b)]
            return out + [Done()]
        if phase == BONUS:
            out = [FreeDevelop(name) for name in INDUSTRIES if self._free_develop_problem(state, name) is None]
            return out + [Done()]
        if phase == SHORTFALL:
            return [Sacrifice(sp) for sp in state.tiles_of(HUMAN)]
        return []

    def _main_actions(self, state: BrassState, b: Board) -> list[Action]:
        out = self._build_targets(state, b)
        out += [Network(link) for link in self._first_links(state, b)]
        out += [Develop(name) for name in self._developable(state, b)]
        out += [Sell(sp, m) for sp, m in self._sales(state, b)]
        if self._loan_problem(state) is None:
            out.append(Loan())
        if self._scout_problem(state) is None:
            out.append(Scout())
        out.append(Pass())
        return out

    def _sale_candidates(self, state: BrassState, b: Board) -> list[tuple[int, int]]:
        """Unsold goods and the connected merchants buying them (what ``_sell_problem`` checks
        first, without building its messages)."""
        t = self.t
        comp = b.comp
        return [
            (sp, m)
            for sp in state.tiles_of(HUMAN)
            if t.sellable[state.sp_ind[sp]] and not state.sp_flipped[sp]
            for m, tile in enumerate(state.merchant_tile)
            if state.sp_ind[sp] in t.buys.get(tile, ()) and comp[t.space_loc[sp]] == comp[t.merchant_space_loc[m]]
        ]

    def _sales(self, state: BrassState, b: Board) -> list[tuple[int, int]]:
        return [(sp, m) for sp, m in self._sale_candidates(state, b) if self._sell_problem(state, b, sp, m) is None]

    def _open_lines(self, state: BrassState, b: Board) -> list[int]:
        """Lines that pass ``_line_problem`` (the same tests, without building messages)."""
        t = self.t
        owners = state.link_owner
        if owners.count(HUMAN) >= self.board.link_tiles:
            return []
        net = b.network(HUMAN)
        links = self.data.links
        era = state.era
        return [
            link
            for link in range(t.n_link)
            if owners[link] == NOBODY
            and links[link].allowed(era)
            and (not net or any(e in net for e in t.link_ends[link]))
        ]

    def _first_links(self, state: BrassState, b: Board) -> list[int]:
        """Lines passing ``_network_problem`` (its tests, arranged to run fast)."""
        board = self.board
        lines = self._open_lines(state, b)
        if state.era == CANAL:
            return lines if board.canal_link_cost <= state.money else []
        out = []
        for link in lines:
            ok, buy_coal = b.coal_problem(self.t.link_ends[link], board.rail_link_coal)
            if ok and board.rail_link_cost + b.market_cost(COAL, buy_coal) <= state.money:
                out.append(link)
        return out

    def _developable(self, state: BrassState, b: Board) -> list[str]:
        """Industries passing ``_develop_problem`` (its tests, arranged to run fast)."""
        if b.market_cost(IRON, b.iron_to_buy(1)) > state.money:
            return []
        out = []
        for industry, name in enumerate(INDUSTRIES):
            level = state.lowest_level(HUMAN, industry)
            if level and self.t.level(industry, level).develop:
                out.append(name)
        return out

    def _second_links(self, state: BrassState, b: Board) -> list[int]:
        return [link for link in self._open_lines(state, b) if self._second_link_problem(state, b, link) is None]

    # -- queries for the screen and the bots --------------------------------------------
    def card_choices(self, state: BrassState) -> list[str]:
        """In the CARD phase: the distinct cards in hand the action may use."""
        allowed = state.ctx.get("allowed")
        return sorted({c for c in state.hand if allowed is None or c in allowed})

    def source_choices(self, state: BrassState, b: Board | None = None) -> list[int]:
        """In a COAL / IRON / BEER phase: the spaces (-1: the merchant's barrel) to choose from."""
        if not state.need:
            return []
        b = b or Board(self.t, state)
        resource, _count, locs, merchant = state.need[0]
        return self._sources(state, b, resource, locs, merchant)

    def _sources(self, state: BrassState, b: Board, resource: str, locs, merchant: int) -> list[int]:
        if resource == COAL:
            return b.coal_tier(locs)
        if resource == IRON:
            return b.iron_works_with_iron()
        return b.breweries(HUMAN, locs, merchant)

    def build_options(self, state: BrassState) -> list[Build]:
        """Every legal Build now (empty outside the person's action choice)."""
        return [a for a in self.legal_actions(state) if isinstance(a, Build)] if state.phase == MAIN else []

    def build_spaces(self, state: BrassState, industry: str) -> list[int]:
        """Spaces where ``industry`` may be built now (drop targets for a dragged tile)."""
        return [a.space for a in self.build_options(state) if a.industry == industry]

    def build_cards(self, state: BrassState, industry: str, space: int) -> list[str]:
        """The cards in hand that may pay for building ``industry`` on ``space``."""
        return self._build_cards(state, Board(self.t, state), self.ind[industry], self.t.space_loc[space])

    def link_options(self, state: BrassState) -> list[int]:
        """Lines where a link may go now (first or second link of the action)."""
        b = Board(self.t, state)
        if state.phase == MAIN:
            return self._first_links(state, b)
        if state.phase == LINK2:
            return self._second_links(state, b)
        return []

    def sell_options(self, state: BrassState) -> list[tuple[int, int]]:
        """(space, merchant space) pairs that may be sold now."""
        if state.phase not in (MAIN, SELL_MORE):
            return []
        return self._sales(state, Board(self.t, state))

    def market_prices(self, state: BrassState) -> dict[str, dict[str, int | None]]:
        """Buy price of the next cube, what a cube sold fetches, and cubes in each market."""
        out = {}
        for resource, cubes in ((COAL, state.coal), (IRON, state.iron)):
            market = self.t.market[resource]
            out[resource] = {
                "buy": market.buy_price(cubes),
                "sell": market.sell_price(cubes),
                "cubes": cubes,
                "spaces": market.size,
            }
        return out

    def income_level(self, state: BrassState) -> int:
        return self.board.level(state.income)

    def network_of(self, state: BrassState, owner: int) -> set[int]:
        return Board(self.t, state).network(owner)

    def era_preview(self, state: BrassState) -> dict[str, list[int]]:
        """What the end of the era would score now (links and flipped tiles per side)."""
        return scoring.preview(self.t, state)

    def outcome(self, state: BrassState) -> dict[str, Any]:
        """Both scores, the result for the person (win / draw / loss) and the era records."""
        return scoring.outcome(state)

    def automa_top(self, state: BrassState):
        """The Automa card whose back shows on top of its deck (components.AutomaCard), or None.
        Its back tells the person what the Automa's second action and tie-breaks will be."""
        return self.data.automa_card(state.a_top) if state.a_top > 0 else None

    def automa_lines(self, state: BrassState) -> list[Msg]:
        """The Automa's last turn in words (one line per thing it did)."""
        from game.games.brass.rules import words

        return [words.automa_record(self, r) for r in state.a_log]

    # -- why an action is refused ------------------------------------------------------
    def why_illegal(self, state: BrassState, action: Action) -> Msg | None:
        if self.to_move(state) is None:
            return Msg("core.illegal.game_over")
        if action.chance or self.to_move(state) == CHANCE:
            return Msg("core.illegal.chance")
        handler = _WHY.get(type(action))
        if handler is None:
            return Msg("brass.why.unknown_action")
        return handler(self, state, action)

    def _phase_problem(self, state: BrassState, *phases: str) -> Msg | None:
        if state.phase not in phases:
            return Msg(f"brass.why.phase_{state.phase}")
        return None

    def _industry(self, name: Any) -> int | None:
        return self.ind.get(name) if isinstance(name, str) else None

    def _space_ok(self, space: Any) -> bool:
        return _index_ok(space, self.t.n_space)

    def _why_build(self, state: BrassState, action: Build) -> Msg | None:
        problem = self._phase_problem(state, MAIN)
        if problem:
            return problem
        industry = self._industry(action.industry)
        if industry is None or not self._space_ok(action.space):
            return Msg("brass.why.unknown_target")
        return self._build_problem(state, Board(self.t, state), industry, action.space)

    def _build_problem(self, state: BrassState, b: Board, industry: int, space: int) -> Msg | None:
        t = self.t
        loc = t.space_loc[space]
        if industry not in t.space_types[space]:
            return Msg("brass.why.space_type", industry=self.industry_msg(industry), location=self.loc_msg(loc))
        level = state.lowest_level(HUMAN, industry)
        if not level:
            return Msg("brass.why.no_tile_left", industry=self.industry_msg(industry))
        lv = t.level(industry, level)
        if not lv.buildable_in(state.era):
            return Msg(
                f"brass.why.tile_not_{('canal', 'rail')[state.era]}", industry=self.industry_msg(industry), level=level
            )
        owner = state.sp_owner[space]
        if owner == NOBODY:
            if space not in b.free_spaces_for(loc, industry):
                return Msg(
                    "brass.why.single_icon_first", industry=self.industry_msg(industry), location=self.loc_msg(loc)
                )
            if b.canal_limit(HUMAN, loc):
                return Msg("brass.why.one_per_location", location=self.loc_msg(loc))
        else:
            problem = self._overbuild_problem(state, b, industry, level, space)
            if problem:
                return problem
        if not self._build_cards(state, b, industry, loc):
            return self._no_build_card(state, b, industry, loc)
        ok, buy_coal = b.coal_problem([loc], lv.coal)
        if not ok:
            return Msg("brass.why.no_coal", location=self.loc_msg(loc))
        cost = lv.cost + b.market_cost(COAL, buy_coal) + b.market_cost(IRON, b.iron_to_buy(lv.iron))
        if cost > state.money:
            return Msg("brass.why.money", cost=cost, money=state.money)
        return None

    def _build_targets(self, state: BrassState, b: Board) -> list[Action]:
        """Every legal Build: the same tests as ``_build_problem``, arranged to run fast."""
        t = self.t
        out: list[Action] = []
        hand = set(state.hand)
        any_town = self.wilds["wild_location"] in hand
        wild_industry = self.wilds["wild_industry"] in hand
        net = b.network(HUMAN)
        if any_town:
            by_town = {loc for loc in range(t.n_loc) if t.is_town[loc]}
        else:
            by_town = {loc for loc in range(t.n_loc) if t.is_town[loc] and self.data.locations[loc].id in hand}
        owners = state.sp_owner
        for industry, name in enumerate(INDUSTRIES):
            level = state.lowest_level(HUMAN, industry)
            if not level:
                continue
            lv = t.level(industry, level)
            if not lv.buildable_in(state.era):
                continue
            base = lv.cost + b.market_cost(IRON, b.iron_to_buy(lv.iron))
            if base > state.money:
                continue
            by_industry = wild_industry or any(
                self.data.card_types[c].kind == "industry" and industry in self.data.card_types[c].builds for c in hand
            )
            anywhere = by_industry and not net
            for loc, spaces in t.industry_spots[industry]:
                if not (loc in by_town or anywhere or (by_industry and loc in net)):
                    continue
                if all(owners[sp] != NOBODY and owners[sp] != HUMAN for sp in spaces) and industry not in (
                    COAL_MINE,
                    IRON_WORKS,
                ):
                    continue  # (only the other side's tiles there, and no mine or works to overbuild)
                if lv.coal:
                    ok, buy_coal = b.coal_problem((loc,), lv.coal)
                    if not ok or base + b.market_cost(COAL, buy_coal) > state.money:
                        continue
                free = b.free_spaces_for(loc, industry)
                blocked = b.canal_limit(HUMAN, loc)
                for sp in spaces:
                    if owners[sp] == NOBODY:
                        if sp in free and not blocked:
                            out.append(Build(name, sp))
                    elif self._overbuild_problem(state, b, industry, level, sp) is None:
                        out.append(Build(name, sp))
        return out

    def _overbuild_problem(self, state: BrassState, b: Board, industry: int, level: int, space: int) -> Msg | None:
        t = self.t
        loc = t.space_loc[space]
        theirs = state.sp_ind[space]
        if state.sp_owner[space] != HUMAN and theirs not in (COAL_MINE, IRON_WORKS):
            return Msg("brass.why.overbuild_theirs", industry=self.industry_msg(theirs))
        if theirs != industry:
            return Msg("brass.why.occupied", location=self.loc_msg(loc))
        if state.sp_level[space] >= level:
            return Msg(
                "brass.why.overbuild_level",
                industry=self.industry_msg(industry),
                level=level,
                old=state.sp_level[space],
            )
        if state.sp_owner[space] == HUMAN:
            return None
        if industry not in (COAL_MINE, IRON_WORKS):
            return Msg("brass.why.overbuild_other")
        if b.resource_anywhere(t.resource[industry]):
            return Msg(f"brass.why.overbuild_{t.resource[industry]}_left")
        if b.canal_limit(HUMAN, loc):
            return Msg("brass.why.one_per_location", location=self.loc_msg(loc))
        return None

    def _build_cards(self, state: BrassState, b: Board, industry: int, loc: int) -> list[str]:
        t = self.t
        hand = set(state.hand)
        out = []
        if t.is_town[loc]:
            town = self.data.locations[loc].id
            if town in hand:
                out.append(town)
            if self.wilds["wild_location"] in hand:
                out.append(self.wilds["wild_location"])
        if loc in b.network(HUMAN) or not b.present(HUMAN):
            for card in sorted(hand):
                ctype = self.data.card_types[card]
                if ctype.kind == "industry" and industry in ctype.builds:
                    out.append(card)
            if self.wilds["wild_industry"] in hand:
                out.append(self.wilds["wild_industry"])
        return out

    def _no_build_card(self, state: BrassState, b: Board, industry: int, loc: int) -> Msg:
        where = self.loc_msg(loc)
        if self.t.is_farm[loc]:
            return Msg("brass.why.farm_card")
        if b.present(HUMAN) and loc not in b.network(HUMAN):
            return Msg("brass.why.card_not_network", location=where, industry=self.industry_msg(industry))
        return Msg("brass.why.no_card", location=where, industry=self.industry_msg(industry))

    def _why_network(self, state: BrassState, action: Network) -> Msg | None:
        problem = self._phase_problem(state, MAIN)
        if problem:
            return problem
        if not self._link_ok(action.link):
            return Msg("brass.why.unknown_target")
        return self._network_problem(state, Board(self.t, state), action.link)

    def _link_ok(self, link: Any) -> bool:
        return _index_ok(link, self.t.n_link)

    def _line_problem(self, state: BrassState, b: Board, link: int) -> Msg | None:
        if state.link_owner[link] != NOBODY:
            return Msg("brass.why.line_taken")
        if state.link_owner.count(HUMAN) >= self.board.link_tiles:
            return Msg("brass.why.no_link_tiles", count=self.board.link_tiles)
        if not self.data.links[link].allowed(state.era):
            return Msg(f"brass.why.line_not_{('canal', 'rail')[state.era]}")
        net = b.network(HUMAN)
        if net and not any(e in net for e in self.t.link_ends[link]):
            return Msg("brass.why.line_not_network")
        return None

    def _network_problem(self, state: BrassState, b: Board, link: int) -> Msg | None:
        problem = self._line_problem(state, b, link)
        if problem:
            return problem
        board = self.board
        if state.era == CANAL:
            cost = board.canal_link_cost
        else:
            # A link only joins what its own ends reach: the coal its ends can reach once it is
            # placed is what they reach now.
            ok, buy_coal = b.coal_problem(self.t.link_ends[link], board.rail_link_coal)
            if not ok:
                return Msg("brass.why.line_no_coal")
            cost = board.rail_link_cost + b.market_cost(COAL, buy_coal)
        if cost > state.money:
            return Msg("brass.why.money", cost=cost, money=state.money)
        return None

    def _why_secondlink(self, state: BrassState, action: SecondLink) -> Msg | None:
        problem = self._phase_problem(state, LINK2)
        if problem:
            return problem
        if not self._link_ok(action.link):
            return Msg("brass.why.unknown_target")
        return self._second_link_problem(state, Board(self.t, state), action.link)

    def _second_link_problem(self, state: BrassState, b: Board, link: int) -> Msg | None:
        problem = self._line_problem(state, b, link)
        if problem:
            return problem
        board = self.board
        ends = self.t.link_ends[link]
        ok, buy_coal = b.coal_problem(ends, board.rail_link_coal)
        beer = b.beer_available(HUMAN, ends)
        if not ok:
            return Msg("brass.why.line_no_coal")
        if beer < board.double_rail_beer:
            return Msg("brass.why.line_no_beer")
        cost = board.double_rail_cost - board.rail_link_cost + b.market_cost(COAL, buy_coal)
        if cost > state.money:
            return Msg("brass.why.money", cost=cost, money=state.money)
        return None

    def _why_develop(self, state: BrassState, action: Develop) -> Msg | None:
        return self._phase_problem(state, MAIN) or self._develop_problem(state, Board(self.t, state), action.industry)

    def _why_developagain(self, state: BrassState, action: DevelopAgain) -> Msg | None:
        return self._phase_problem(state, DEVELOP2) or self._develop_problem(
            state, Board(self.t, state), action.industry
        )

    def _develop_problem(self, state: BrassState, b: Board, name: Any) -> Msg | None:
        problem = self._free_develop_problem(state, name)
        if problem:
            return problem
        cost = b.market_cost(IRON, b.iron_to_buy(1))
        if cost > state.money:
            return Msg("brass.why.money", cost=cost, money=state.money)
        return None

    def _why_freedevelop(self, state: BrassState, action: FreeDevelop) -> Msg | None:
        return self._phase_problem(state, BONUS) or self._free_develop_problem(state, action.industry)

    def _free_develop_problem(self, state: BrassState, name: Any) -> Msg | None:
        industry = self._industry(name)
        if industry is None:
            return Msg("brass.why.unknown_target")
        level = state.lowest_level(HUMAN, industry)
        if not level:
            return Msg("brass.why.no_tile_left", industry=self.industry_msg(industry))
        if not self.t.level(industry, level).develop:
            return Msg("brass.why.lightbulb", industry=self.industry_msg(industry), level=level)
        return None

    def _why_sell(self, state: BrassState, action: Sell) -> Msg | None:
        return self._phase_problem(state, MAIN) or self._sell_check(state, action.space, action.merchant)

    def _why_sellagain(self, state: BrassState, action: SellAgain) -> Msg | None:
        return self._phase_problem(state, SELL_MORE) or self._sell_check(state, action.space, action.merchant)

    def _sell_check(self, state: BrassState, space: Any, merchant: Any) -> Msg | None:
        if not self._space_ok(space) or not _index_ok(merchant, len(state.merchant_tile)):
            return Msg("brass.why.unknown_target")
        return self._sell_problem(state, Board(self.t, state), space, merchant)

    def _sell_problem(self, state: BrassState, b: Board, space: int, merchant: int) -> Msg | None:
        t = self.t
        if state.sp_owner[space] != HUMAN:
            return Msg("brass.why.sell_not_yours")
        industry = state.sp_ind[space]
        if not t.sellable[industry]:
            return Msg("brass.why.sell_not_goods", industry=self.industry_msg(industry))
        if state.sp_flipped[space]:
            return Msg("brass.why.sell_flipped")
        tile = state.merchant_tile[merchant]
        if industry not in t.buys.get(tile, ()):
            return Msg(
                "brass.why.merchant_does_not_buy",
                industry=self.industry_msg(industry),
                merchant=self.loc_msg(t.merchant_space_loc[merchant]),
            )
        loc = t.space_loc[space]
        if not b.connected(loc, t.merchant_space_loc[merchant]):
            return Msg(
                "brass.why.merchant_not_connected",
                location=self.loc_msg(loc),
                merchant=self.loc_msg(t.merchant_space_loc[merchant]),
            )
        need = t.level(industry, state.sp_level[space]).beer
        if b.beer_available(HUMAN, [loc], merchant) < need:
            return Msg("brass.why.no_beer", count=need)
        return None

    def _why_loan(self, state: BrassState, action: Loan) -> Msg | None:
        return self._phase_problem(state, MAIN) or self._loan_problem(state)

    def _loan_problem(self, state: BrassState) -> Msg | None:
        if self.board.level(state.income) - self.board.loan_levels < self.board.lowest_level:
            return Msg("brass.why.loan_too_low")
        return None

    def _why_scout(self, state: BrassState, action: Scout) -> Msg | None:
        return self._phase_problem(state, MAIN) or self._scout_problem(state)

    def _scout_problem(self, state: BrassState) -> Msg | None:
        if any(self.data.card_types[c].wild for c in state.hand):
            return Msg("brass.why.scout_holding_wild")
        if len(state.hand) < 1 + self.board.scout_extra_cards:
            return Msg("brass.why.scout_cards", count=1 + self.board.scout_extra_cards)
        if not all(state.wild.values()):
            return Msg("brass.why.scout_no_wild")
        return None

    def _why_pass(self, state: BrassState, action: Pass) -> Msg | None:
        return self._phase_problem(state, MAIN)

    def _why_discard(self, state: BrassState, action: Discard) -> Msg | None:
        problem = self._phase_problem(state, CARD)
        if problem:
            return problem
        if type(action.card) is not str or action.card not in state.hand:
            return Msg("brass.why.card_not_in_hand")
        allowed = state.ctx.get("allowed")
        if allowed is not None and action.card not in allowed:
            return Msg("brass.why.card_cannot_pay")
        return None

    def _why_take(self, state: BrassState, action: Take) -> Msg | None:
        if state.phase not in CHOICE_PHASES:
            return Msg(f"brass.why.phase_{state.phase}")
        if action.resource != state.phase:
            return Msg(f"brass.why.phase_{state.phase}")
        if type(action.space) is not int or action.space not in self.source_choices(state):
            return Msg(f"brass.why.not_a_{state.phase}_source")
        return None

    def _why_done(self, state: BrassState, action: Done) -> Msg | None:
        return self._phase_problem(state, LINK2, DEVELOP2, SELL_MORE, BONUS)

    def _why_sacrifice(self, state: BrassState, action: Sacrifice) -> Msg | None:
        problem = self._phase_problem(state, SHORTFALL)
        if problem:
            return problem
        if not self._space_ok(action.space) or state.sp_owner[action.space] != HUMAN:
            return Msg("brass.why.sacrifice_not_yours")
        return None

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
    def scores(self, state: BrassState) -> list[float]:
        return [float(state.vp[HUMAN])]

    def automa_score(self, state: BrassState) -> int:
        return state.vp[AUTOMA]

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
        from game.games.brass.rules import words

        return words.describe(self, state, action, seat)

    def prompt(self, state: BrassState) -> Msg:
        from game.games.brass.rules import words

        return words.prompt(self, state)

    def progress(self, state: BrassState) -> Msg:
        from game.games.brass.rules import words

        return words.progress(self, state)

    def state_from_json(self, data: dict[str, Any]) -> BrassState:
        return BrassState.from_json(data)


def _index_ok(value: Any, size: int) -> bool:
    """An int (not a bool) in range(size)."""
    return type(value) is int and 0 <= value < size


_WHY = {
    Build: BrassRules._why_build,
    Network: BrassRules._why_network,
    SecondLink: BrassRules._why_secondlink,
    Develop: BrassRules._why_develop,
    DevelopAgain: BrassRules._why_developagain,
    Sell: BrassRules._why_sell,
    SellAgain: BrassRules._why_sellagain,
    FreeDevelop: BrassRules._why_freedevelop,
    Loan: BrassRules._why_loan,
    Scout: BrassRules._why_scout,
    Pass: BrassRules._why_pass,
    Discard: BrassRules._why_discard,
    Take: BrassRules._why_take,
    Done: BrassRules._why_done,
    Sacrifice: BrassRules._why_sacrifice,
}

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
