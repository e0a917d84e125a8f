"""Brass rules: what the person may do now and why anything else is refused — the legal
actions, the queries the screen and the bots ask (cards, sources, options, prices), and every
``why_illegal`` reason.  ``Checks`` is a part of ``engine.BrassRules`` (which supplies the tables
``t``, ``data``, ``ind``, ``wilds``, ``board`` and the words); it holds no state of its own."""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rules import CHANCE, Action
from game.games.brass.components import COAL, INDUSTRIES, IRON
from game.games.brass.rules import scoring, words
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.network import COAL_MINE, IRON_WORKS, Board
from game.games.brass.rules.state import (
    BONUS,
    CANAL,
    CARD,
    CHOICE_PHASES,
    DEVELOP2,
    HUMAN,
    LINK2,
    MAIN,
    NOBODY,
    SELL_MORE,
    SHORTFALL,
    BrassState,
)


class Checks:
    """The questions half of BrassRules (see the module's note)."""

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
        if self._can_loan(state):
            out.append(Loan())
        if self._can_scout(state):
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
            for sp in b.tiles(HUMAN)
            if t.sellable[state.sp_ind[sp]] and not state.sp_flipped[sp]
            for m, tile in enumerate(state.merchant_tile)
            if state.sp_ind[sp] in t.buys.get(tile, ()) and comp[t.space_loc[sp]] == comp[t.merchant_space_loc[m]]
        ]

    def _sales(self, state: BrassState, b: Board) -> list[tuple[int, int]]:
        return [(sp, m) for sp, m in self._sale_candidates(state, b) if self._sell_problem(state, b, sp, m) is None]

    def _open_lines(self, state: BrassState, b: Board) -> list[int]:
        """Lines that pass ``_line_problem`` (the same tests, without building messages)."""
        if state.link_owner.count(HUMAN) >= self.board.link_tiles:
            return []
        return b.links_touching(HUMAN)

    def _first_links(self, state: BrassState, b: Board) -> list[int]:
        """Lines passing ``_network_problem`` (its tests, arranged to run fast)."""
        board = self.board
        lines = self._open_lines(state, b)
        if state.era == CANAL:
            return lines if board.canal_link_cost <= state.money else []
        if board.rail_link_coal <= 0:
            return lines if board.rail_link_cost <= state.money else []
        left = state.money - board.rail_link_cost
        return [link for link, buy in b.coal_for_lines(lines, board.rail_link_coal) if b.market_cost(COAL, buy) <= left]

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
            by_town = t.towns
        else:
            by_town = {t.town_of_card[c] for c in hand if c in t.town_of_card}
        builds = set()
        for c in hand:
            builds |= t.card_builds[c]
        owners = state.sp_owner
        money = state.money
        made = self._build_action
        era = state.era
        mats = state.mat[HUMAN]
        blocked = b.canal_blocked(HUMAN)
        comp = coal = merchants = None
        for industry, name in enumerate(INDUSTRIES):
            level = next((i for i, n in enumerate(mats[industry], 1) if n), 0)
            if not level:
                continue
            lv = t.level(industry, level)
            if not lv.buildable_in(era):
                continue
            base = lv.cost + b.market_cost(IRON, b.iron_to_buy(lv.iron))
            if base > money:
                continue
            by_industry = wild_industry or industry in builds
            anywhere = by_industry and not net
            mine_or_works = industry in (COAL_MINE, IRON_WORKS)
            need = lv.coal
            if need and comp is None:
                comp, coal, merchants = b.comp, b.coal_by_comp(), b.merchant_comps()
            for loc, spaces in t.industry_spots[industry]:
                if not (loc in by_town or anywhere or (by_industry and loc in net)):
                    continue
                if not mine_or_works and all(owners[sp] != NOBODY and owners[sp] != HUMAN for sp in spaces):
                    continue  # (only the other side's tiles there, and no mine or works to overbuild)
                if need:  # (``coal_problem`` for one location)
                    have = coal.get(comp[loc], 0)
                    if have < need and (comp[loc] not in merchants or base + b.market_cost(COAL, need - have) > money):
                        continue
                free = None
                for sp in spaces:
                    if owners[sp] == NOBODY:
                        if free is None:
                            free = () if loc in blocked else b.free_spaces(loc, industry)
                        if sp in free:
                            out.append(made(name, sp))
                    elif self._can_overbuild(state, b, industry, level, sp):
                        out.append(made(name, sp))
        return out

    def _build_action(self, name: str, space: int) -> Build:
        """``Build(name, space)``, made once (actions are frozen, so they are shared)."""
        key = (name, space)
        found = self._builds.get(key)
        if found is None:
            found = self._builds[key] = Build(name, space)
        return found

    def _can_overbuild(self, state: BrassState, b: Board, industry: int, level: int, space: int) -> bool:
        """``_overbuild_problem(...) is None`` without building its message."""
        theirs = state.sp_ind[space]
        if theirs != industry or state.sp_level[space] >= level:
            return False
        if state.sp_owner[space] == HUMAN:
            return True
        if industry != COAL_MINE and industry != IRON_WORKS:
            return False
        return not b.resource_anywhere(self.t.resource[industry]) and not b.canal_limit(HUMAN, self.t.space_loc[space])

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

    def _can_loan(self, state: BrassState) -> bool:
        return self.board.level(state.income) - self.board.loan_levels >= self.board.lowest_level

    def _loan_problem(self, state: BrassState) -> Msg | None:
        return None if self._can_loan(state) else Msg("brass.why.loan_too_low")

    def _can_scout(self, state: BrassState) -> bool:
        """``_scout_problem(state) is None`` without building its message."""
        wild = self.t.card_wild
        hand = state.hand
        return (
            len(hand) >= 1 + self.board.scout_extra_cards
            and not any(wild[c] for c in hand)
            and all(state.wild.values())
        )

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


def _index_ok(value: Any, size: int) -> bool:
    """An int (not a bool) in range(size)."""
    return type(value) is int and 0 <= value < size


_WHY = {
    Build: Checks._why_build,
    Network: Checks._why_network,
    SecondLink: Checks._why_secondlink,
    Develop: Checks._why_develop,
    DevelopAgain: Checks._why_developagain,
    Sell: Checks._why_sell,
    SellAgain: Checks._why_sellagain,
    FreeDevelop: Checks._why_freedevelop,
    Loan: Checks._why_loan,
    Scout: Checks._why_scout,
    Pass: Checks._why_pass,
    Discard: Checks._why_discard,
    Take: Checks._why_take,
    Done: Checks._why_done,
    Sacrifice: Checks._why_sacrifice,
}
