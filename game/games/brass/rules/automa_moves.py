"""How the Automa places and takes things, shared by its front slots and back actions: whether
and where it can build (``build_check``, the iron prices it reads), building, placing links with
the link tie-break, taking coal, iron and beer with the building tie-break, and writing its log
(records kept frozen in ``state.a_log``).  The turn procedure is ``automa.py``."""

from __future__ import annotations

import math
from typing import Any

import game.games.brass.rules.ops as ops
from game.games.brass.components import COAL, IRON, AutomaCard
from game.games.brass.rules.network import Board
from game.games.brass.rules.network import RulesTables as BrassRules
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, RAIL, BrassState, freeze


def _card(rules: BrassRules, card: int) -> AutomaCard | None:
    return rules.data.automa_card(card) if card > 0 else None


def _quadrant(rules: BrassRules, state: BrassState) -> str:
    top = _card(rules, state.a_top)
    return top.tiebreak if top else rules.data.quadrant_order[0]


def _log(state: BrassState, kind: str, *params: Any) -> None:
    state.a_log = state.a_log + [freeze([kind, *params])]
    state.a_events += 1


def _log_at(state: BrassState, at: int, kind: str, *params: Any) -> None:
    """A record written before the ones from ``at`` on (the slot that led to them)."""
    state.a_log = state.a_log[:at] + [freeze([kind, *params])] + state.a_log[at:]
    state.a_events += 1


def iron_price(rules: BrassRules, state: BrassState) -> int:
    """The iron price a "£N+" slot reads.  ``state.iron_reading`` "market" (the default): the
    market's buy price (£6 when empty).  "board" (a custom-difficulty option, the old reading):
    £0 while any iron works on the board holds iron, else the market's price."""
    if state.iron_reading == "board" and Board(rules.t, state).iron_on_board():
        return 0
    return rules.t.market[IRON].buy_price(state.iron)


def develop_price(rules: BrassRules, state: BrassState) -> int:
    """What the next iron cube DEVELOP would take costs: £0 while an iron works on the board holds
    iron (it takes that first, free), else the market's price — in both readings, since the
    backs' "£0-" can only mean that free iron."""
    if Board(rules.t, state).iron_on_board():
        return 0
    return rules.t.market[IRON].buy_price(state.iron)


def _industry_problem(rules: BrassRules, state: BrassState, industry: int) -> list[Any] | None:
    """Why no ``industry`` can be built anywhere now (no tile left, or one of the other era)."""
    level = state.lowest_level(AUTOMA, industry)
    if not level:
        return ["no_tile", industry]
    if not rules.t.level(industry, level).buildable_in(state.era):
        return ["wrong_era", industry, level]
    return None


def build_check(rules: BrassRules, state: BrassState, industry: int, loc: int) -> tuple[int | None, list[Any]]:
    """(where the Automa would build ``industry`` in ``loc`` now, or None; the reason it cannot)."""
    t = rules.t
    problem = _industry_problem(rules, state, industry)
    if problem:
        return None, problem
    lv = t.level(industry, state.lowest_level(AUTOMA, industry))
    b = Board(t, state)
    if t.is_farm[loc] and b.present(AUTOMA) and loc not in b.network(AUTOMA):
        return None, ["farm_away", loc]
    if b.canal_limit(AUTOMA, loc):
        return None, ["one_per_town", loc]
    spaces = b.free_spaces_for(loc, industry)
    if not spaces:
        return None, ["no_space", industry, loc]
    if not b.coal_problem([loc], lv.coal)[0]:
        return None, ["no_coal", loc]
    return spaces[0], []


def build_space(rules: BrassRules, state: BrassState, industry: int, loc: int) -> int | None:
    """Where the Automa would build ``industry`` in ``loc`` now, or None if it cannot."""
    return build_check(rules, state, industry, loc)[0]


def _build(rules: BrassRules, state: BrassState, industry: int, space: int) -> None:
    t = rules.t
    lv = t.level(industry, state.lowest_level(AUTOMA, industry))
    level = ops.place_tile(t, state, AUTOMA, industry, space)
    loc = t.space_loc[space]
    _take_coal(rules, state, [loc], lv.coal)
    _take_iron(rules, state, lv.iron)
    ops.finish_build(t, state, space)
    _acted_in(state, loc)
    _log(state, "build", industry, space, level)


def _link_trial(state: BrassState) -> BrassState:
    """A copy on which to place a link unlogged and ask about building: it owns what placing
    a link changes (the lines, cubes on tiles, flips, the counters; numbers are rebound, not
    changed in place) and shares the rest (never change it otherwise)."""
    trial = state.shallow()
    trial.link_owner = state.link_owner[:]
    trial.sp_cubes = state.sp_cubes[:]
    trial.sp_flipped = state.sp_flipped[:]
    trial.used = dict(state.used)
    return trial


def _with_link(state: BrassState, link: int) -> BrassState:
    """A copy for a question about connections only: shares everything but the lines (never
    change it)."""
    trial = state.shallow()
    trial.link_owner = state.link_owner[:]
    trial.link_owner[link] = AUTOMA
    return trial


def _from_end(t, link: int, net: set[int], target: int = -1) -> int:
    """The end a link is placed from: one in the network (not the target town if possible)."""
    ends = t.link_ends[link]
    inside = [e for e in ends if e in net and e != target] or [e for e in ends if e in net]
    if inside:
        return inside[0]
    others = [e for e in ends if e != target]
    return others[0] if others else ends[0]


def _place_link(
    rules: BrassRules, state: BrassState, link: int, second: bool = False, log: bool = True, frm: int = -1
) -> bool:
    """Place the Automa's link on ``link`` (from location ``frm``) paying coal (rail) and, for a
    second rail link, beer.  False (nothing changed) if the resources cannot be had.  Both towns
    count as places where it acted, the one the link reached last (the most recent)."""
    t = rules.t
    ends = list(t.link_ends[link])
    if not _link_feasible(rules, state, Board(t, state), link, second):
        return False
    ops.place_link(state, AUTOMA, link)
    if state.era == RAIL:
        _take_coal(rules, state, ends, rules.board.rail_link_coal)
        if second:
            _take_beer(rules, state, ends, rules.board.double_rail_beer)
    if log:
        for end in sorted(ends, key=lambda e: e != frm):
            if not t.is_merchant[end]:
                _acted_in(state, end)
        _log(state, "link", link)
    return True


def _link_feasible(rules: BrassRules, state: BrassState, b: Board, link: int, second: bool) -> bool:
    """Whether the Automa can pay for a link on ``link`` (what the ends reach does not change when
    the link itself is placed, so the board as it is answers)."""
    if state.link_owner.count(AUTOMA) >= rules.board.link_tiles:
        return False
    if state.era == CANAL:
        return True
    ends = rules.t.link_ends[link]
    if not b.coal_problem(ends, rules.board.rail_link_coal)[0]:
        return False
    return not second or b.beer_available(AUTOMA, ends) >= rules.board.double_rail_beer


def _network_from(rules: BrassRules, state: BrassState, town: int, count: int | None = None) -> int:
    """Links from ``town``: 1 in the canal era, up to 2 in the rail era (the second from the
    town the first reached).  Returns how many were placed."""
    t = rules.t
    count = count if count is not None else (1 if state.era == CANAL else 2)
    placed = 0
    frm = town
    while placed < count:
        second = placed == 1
        b = Board(t, state)
        # Lines to a merchant only once every other line from here is taken (rulebook p.3) —
        # taken, not merely unaffordable: a free line it cannot pay for still rules them out.
        free = [link for link in t.loc_links[frm] if b.link_free(link)]
        plain = [link for link in free if not any(t.is_merchant[e] for e in t.link_ends[link] if e != frm)]
        options = [(link, frm) for link in plain or free if _link_feasible(rules, state, b, link, second)]
        if not options:
            break
        link = _pick_link(rules, state, b, options, second=second)
        _place_link(rules, state, link, second=second, frm=frm)
        placed += 1
        reached = [e for e in t.link_ends[link] if e != frm]
        frm = next((e for e in reached if not t.is_farm[e]), reached[0])
    return placed


def _bearing(t, frm: int, to: int) -> float:
    """Clockwise angle from north of the line from ``frm`` to ``to`` on the board (radians)."""
    (x1, y1), (x2, y2) = t.data.locations[frm].at, t.data.locations[to].at
    angle = math.atan2(x2 - x1, y1 - y2)
    return angle if angle >= 0 else angle + 2 * math.pi


def _pick_link(
    rules: BrassRules,
    state: BrassState,
    b: Board,
    options: list[tuple[int, int]],
    second: bool = False,
    merchants: bool = False,
) -> int:
    """The link tie-break (rulebook p.3) among (link, from-location) options."""
    t = rules.t
    if not merchants:
        plain = [o for o in options if not any(t.is_merchant[e] for e in t.link_ends[o[0]] if e != o[1])]
        options = plain or options
    if len(options) == 1:
        return options[0][0]
    net = b.network(AUTOMA)
    no_beer = second and b.beer_available(AUTOMA, []) == 0

    def key(option: tuple[int, int]):
        link, frm = option
        to = [e for e in t.link_ends[link] if e != frm]
        towns = [e for e in to if not t.is_merchant[e]]
        # What the link's ends reach does not change when it is placed: ask the board as it is.
        reaches_beer = no_beer and b.beer_available(AUTOMA, t.link_ends[link]) > 0
        own_coal = state.era == RAIL and any(state.sp_owner[sp] == AUTOMA for sp in b.coal_tier(t.link_ends[link]))
        target = next((e for e in to if not t.is_farm[e]), to[0])
        return (
            reaches_beer,
            any(e in net for e in to),
            sum(b.built_count(e) for e in towns),
            sum(b.free_space_count(e) for e in towns),
            own_coal,
            -_bearing(t, frm, target),
        )

    return max(options, key=key)[0]


def building_key(rules: BrassRules, state: BrassState, quadrant: str):
    """Sort key of the building tie-break: the town's Automa links minus the person's links
    (most first), then the town's name, then the card's quadrant going clockwise."""
    t = rules.t
    order = rules.data.quadrant_order
    start = order.index(quadrant)
    rotated = order[start:] + order[:start]

    def key(space: int):
        loc = t.space_loc[space]
        owners = [state.link_owner[link] for link in t.loc_links[loc]]
        score = owners.count(AUTOMA) - owners.count(HUMAN)
        spot = min(rotated.index(q) for q in rules.data.spaces[space].quadrants)
        return (-score, t.alpha_rank[loc], spot)

    return key


def _pick_building(rules: BrassRules, state: BrassState, spaces: list[int]) -> int:
    return min(spaces, key=building_key(rules, state, _quadrant(rules, state)))


def _take_coal(rules: BrassRules, state: BrassState, locs: list[int], count: int) -> None:
    for _ in range(count):
        tier = Board(rules.t, state).coal_tier(locs)
        if tier:
            ops.take_cube(rules.t, state, _pick_building(rules, state, tier))
        else:
            ops.buy(rules.t, state, COAL, AUTOMA)


def _take_iron(rules: BrassRules, state: BrassState, count: int) -> None:
    for _ in range(count):
        works = Board(rules.t, state).iron_works_with_iron()
        if works:
            ops.take_cube(rules.t, state, _pick_building(rules, state, works))
        else:
            ops.buy(rules.t, state, IRON, AUTOMA)


def _take_beer(rules: BrassRules, state: BrassState, locs: list[int], count: int, merchant: int = -1) -> bool:
    """Beer in the Automa's order: the merchant's barrel, its own breweries, the person's.
    Returns whether the merchant's barrel was used."""
    used_merchant = False
    for _ in range(count):
        sources = Board(rules.t, state).breweries(AUTOMA, locs, merchant)
        if -1 in sources:
            ops.take_merchant_beer(state, merchant)
            used_merchant = True
            continue
        own = [sp for sp in sources if state.sp_owner[sp] == AUTOMA]
        ops.take_cube(rules.t, state, _pick_building(rules, state, own or sources))
    return used_merchant


def _acted_in(state: BrassState, loc: int) -> None:
    if loc in state.a_towns:
        state.a_towns.remove(loc)
    state.a_towns.append(loc)
