"""The Automa ("Mautoma"): its deck, its turn procedure and its tie-breaks.

The Automa never decides anything by chance except the order of its deck, so the rules carry
out its turns themselves as soon as the card that decides them is turned up (a chance
``RevealAutoma`` action).  It pays no money, never takes a loan, scouts or overbuilds, but
uses coal, iron and beer like a player: coal from the nearest connected mine (or the market
through a connection to a merchant), iron from any iron works (or the market), beer from its
own breweries, the person's connected breweries or a merchant's barrel when selling.

Its deck each era (rulebook 5.2): a pile of 4 A + 3 B + 3 C cards, then 1 A + 1 B + 1 C, then
the other 9; each pile shuffled.  The state keeps the cards not yet turned up and how many
of each letter are left in each pile, so turning up the next card is a chance outcome with
exactly the physical deck's odds.  The back of the top card is always visible.

A turn (rulebook 6): draw the top card; the first possible slot of its front is carried
out; a card with no possible slot is discarded and the next one drawn.  A slot that placed a
bracketed link before building, or a coal mine and its links, was two actions and ends the
turn; otherwise the second action is the first possible of SELL, DEVELOP, NETWORK on the back
of the next card (now on top), else PASS (+5 VP).

Choices made where the rules are silent (fact sheet 5.7-5.9, marked [C] there):

* a bracketed link is placed only when it makes the build possible (coal reachable, or a farm
  brewery in the network); links ending at the build town are preferred, then the link
  tie-breaks; only a link actually placed counts as a second action — a coal-mine slot whose
  links cannot be placed was one action, and the back gives the second;
* "£N+" compares N with the market's buy price (£6 when empty; fact sheet 5.7, 7); the setup
  option ``iron_reading`` = "board" (any difficulty; in older saves the custom difficulty's
  ``custom_iron``) restores the old reading (£0 while any iron works on the board holds iron).
  DEVELOP's "£N-" reads what the next cube it takes costs: £0 while an iron works holds iron
  (it takes that first), else the market's price;
* each card drawn, each front slot tried (with why it failed, or "used" and its actions) and
  each back action tried are records of ``a_log`` too (kinds in ``QUIET``), written before
  what they led to — the log line and the explainer read them;
* the first build in a town takes its first free space in printed order (after the rule that
  a space showing only that industry comes first);
* resources the Automa takes — coal from equally near mines, iron from iron works, beer —
  and the tile it sells first follow the building tie-break, with the quadrant on the back
  of the card on top of the deck;
* the merchant it sells to: one with a barrel when the goods need beer, a VP bonus first;
* back NETWORK starts from the towns where it acted, most recent first (towns still in its
  network);
* an empty deck is rebuilt from the discards; if every card of a turn was discarded
  without a possible slot (a whole deck's worth), the back of the top card gives its one
  action;
* its first turn: with the DRAW ribbon it carries out the card's first possible build
  without bracketed links or coal-mine links (it has one action); failing that, one link
  from the first town of the network slot that has a free line.
"""

from __future__ import annotations

from typing import Any

import game.games.brass.rules.ops as ops
from game.core.rng import Rng
from game.games.brass.components import AUTOMA_GROUPS, IRON, AutomaCard
from game.games.brass.rules.automa_moves import (  # noqa: F401 - some are read here by the tests
    _build,
    _card,
    _from_end,
    _industry_problem,
    _link_feasible,
    _link_trial,
    _log,
    _log_at,
    _network_from,
    _pick_building,
    _pick_link,
    _place_link,
    _take_beer,
    _with_link,
    build_check,
    build_space,
    building_key,
    develop_price,
    iron_price,
)
from game.games.brass.rules.network import BREWERY, COAL_MINE, Board
from game.games.brass.rules.network import RulesTables as BrassRules
from game.games.brass.rules.state import AUTOMA, RAIL, REVEAL, BrassState

FIRST, FRONT = "first", "front"
QUIET = frozenset({"draw", "slot", "back"})
"""Records of its log that say why (the card drawn, each slot and back action tried), not what it
did: the panel and the animation leave them out, the log line and the explainer use them."""


# ---------------------------------------------------------------------------
# The deck


def new_deck(rules: BrassRules, state: BrassState) -> None:
    """All 22 cards, in the piles of the deck preparation."""
    data = rules.data
    state.a_pool = [card.id for card in data.automa_cards]
    sizes = dict.fromkeys(AUTOMA_GROUPS, 0)
    for card in data.automa_cards:
        sizes[card.group] += 1
    piles = []
    for recipe in data.automa_piles:
        if recipe is None:
            piles.append(dict(sizes))
        else:
            piles.append({g: recipe[g] for g in AUTOMA_GROUPS})
            for g in AUTOMA_GROUPS:
                sizes[g] -= recipe[g]
    state.a_piles = [p for p in piles if sum(p.values())]
    state.a_top = -1
    state.a_current = -1
    state.a_discard = []


def prepare_rail_era(rules: BrassRules, state: BrassState) -> None:
    """Tiles that cannot be built in the rail era leave the Automa's mat; a fresh deck."""
    for industry, levels in enumerate(rules.t.levels):
        for i, lv in enumerate(levels):
            if not lv.buildable_in(RAIL):
                state.gone[AUTOMA][industry][i] += state.mat[AUTOMA][industry][i]
                state.mat[AUTOMA][industry][i] = 0
    new_deck(rules, state)


def _group(rules: BrassRules, card: int) -> str:
    return rules.data.automa_card(card).group


def can_reveal(rules: BrassRules, state: BrassState, card: Any) -> bool:
    if not isinstance(card, int) or card not in state.a_pool or not state.a_piles:
        return False
    return state.a_piles[0].get(_group(rules, card), 0) > 0


def sample_reveal(rules: BrassRules, state: BrassState, rng: Rng) -> int:
    pile = state.a_piles[0]
    pick = rng.randrange(sum(pile.values()))
    for group in AUTOMA_GROUPS:
        if pick < pile[group]:
            break
        pick -= pile[group]
    return rng.choice([c for c in state.a_pool if _group(rules, c) == group])


def reveal(rules: BrassRules, state: BrassState, card: int) -> None:
    state.a_pool.remove(card)
    state.a_piles[0][_group(rules, card)] -= 1
    if not sum(state.a_piles[0].values()):
        state.a_piles.pop(0)
    state.a_top = card


def _await_reveal(rules: BrassRules, state: BrassState) -> bool:
    """Ask for the next card to be turned up; False while waiting, else the turn goes on."""
    if not state.a_pool and state.a_discard:
        # An empty deck is rebuilt from the discards (rules silent; fact sheet 5.9).
        state.a_pool = sorted(state.a_discard)
        pile = dict.fromkeys(AUTOMA_GROUPS, 0)
        for card in state.a_pool:
            pile[_group(rules, card)] += 1
        state.a_piles = [pile]
        state.a_discard = []
        _log(state, "reshuffle")
    if state.a_pool:
        state.phase = REVEAL
        state.flow = "automa"
        return False
    return after_reveal(rules, state)


def _draw(state: BrassState) -> bool:
    if state.a_top < 0:
        return False
    state.a_current = state.a_top
    state.a_top = -1
    _log(state, "draw", state.a_current)
    return True


# ---------------------------------------------------------------------------
# The turn


def begin_turn(rules: BrassRules, state: BrassState) -> bool:
    """Start the Automa's turn; True when it is already over."""
    state.a_log = []
    state.a_skipped = 0
    if not state.a_first_done:
        state.a_first_done = True
        top = _card(rules, state.a_top)
        if top is not None and top.first_turn == "develop":
            taken = 0
            for _ in range(rules.data.automa_first_turn_iron):
                if state.iron:
                    ops.buy(rules.t, state, IRON, AUTOMA)
                    taken += 1
            state.add_vp(AUTOMA, "develop", rules.data.automa_vp_develop)
            _log(state, "first_develop", taken, rules.data.automa_vp_develop)
            return True
        state.a_stage = FIRST
    else:
        state.a_stage = FRONT
    if not _draw(state):
        return _finish(rules, state, 0)
    return _await_reveal(rules, state)


def after_reveal(rules: BrassRules, state: BrassState) -> bool:
    """The next card is on top: carry on with the drawn card; True when the turn is over."""
    card = rules.data.automa_card(state.a_current)
    if state.a_stage == FIRST:
        _first_turn(rules, state, card)
        return _finish(rules, state, 2)
    actions = 0
    for slot_index, _slot in enumerate(card.slots):
        actions = _try_recorded(rules, state, card, slot_index)
        if actions:
            break
    if actions == 0:
        _log(state, "discard", card.id)
        state.a_discard.append(card.id)
        state.a_current = -1
        state.a_skipped += 1
        if state.a_skipped >= len(rules.data.automa_cards) or not _draw(state):
            return _finish(rules, state, 1)
        return _await_reveal(rules, state)
    return _finish(rules, state, actions)


def _try_recorded(rules: BrassRules, state: BrassState, card: AutomaCard, index: int, first_turn: bool = False) -> int:
    """Try a front slot and record the outcome: ``["slot", card, index, "used", actions, reasons]``
    before what the slot did (the reasons of the towns passed over first), or ``["slot", card,
    index, "skip", reasons]``."""
    mark = len(state.a_log)
    actions, reasons = _try_slot(rules, state, card, index, first_turn)
    if actions:
        _log_at(state, mark, "slot", card.id, index, "used", actions, reasons)
    else:
        _log(state, "slot", card.id, index, "skip", reasons)
    return actions


def _finish(rules: BrassRules, state: BrassState, actions: int) -> bool:
    if actions < 2:
        _back_action(rules, state)
    if state.a_current >= 0:
        state.a_discard.append(state.a_current)
        state.a_current = -1
    state.a_stage = ""
    return True


# ---------------------------------------------------------------------------
# Front slots


def _try_slot(
    rules: BrassRules, state: BrassState, card: AutomaCard, index: int, first_turn: bool = False
) -> tuple[int, list[list[Any]]]:
    """Carry out a front slot if possible: (actions it took, 0 if none; why it was not possible, or
    not in the towns tried before the one it used — reasons, each ``[code, *params]``, see
    ``words.automa_reason``)."""
    slot = card.slots[index]
    if slot.kind == "network":
        return _try_network_slot(rules, state, slot.towns)
    industry = COAL_MINE if slot.kind == "coal_and_link" else slot.industry
    problem = _industry_problem(rules, state, industry)
    if problem:
        return 0, [problem]
    if slot.iron_min and iron_price(rules, state) < slot.iron_min:
        return 0, [["iron_low", iron_price(rules, state), slot.iron_min, state.iron_reading]]
    reasons = []
    for town in slot.towns:
        space, why = build_check(rules, state, industry, town)
        if space is not None:
            _build(rules, state, industry, space)
            if slot.kind != "coal_and_link" or first_turn:
                return 1, reasons
            return (2 if _network_from(rules, state, town) else 1), reasons
        if slot.link_first and not first_turn and _link_then_build(rules, state, industry, town):
            return 2, []
        reasons.append(["link_no_help", why] if slot.link_first and not first_turn else why)
    return 0, reasons


def _try_network_slot(rules: BrassRules, state: BrassState, towns) -> tuple[int, list[list[Any]]]:
    reasons = []
    for town in towns:
        if town not in Board(rules.t, state).network(AUTOMA):
            reasons.append(["not_in_network", town])
        elif _network_from(rules, state, town):
            return 1, reasons
        else:
            reasons.append(["no_line", town])
    return 0, reasons


def _link_then_build(rules: BrassRules, state: BrassState, industry: int, town: int) -> bool:
    """A bracketed link: one link that makes the build possible, then the build."""
    t = rules.t
    if not _could_build_with_a_link(rules, state, industry, town):
        return False
    b = Board(t, state)
    helps = _link_could_help(rules, state, b, industry, town)
    options = []
    for link in b.links_touching(AUTOMA):
        if not helps(link):
            continue
        trial = _link_trial(state)
        if not _place_link(rules, trial, link, log=False):
            continue
        if build_space(rules, trial, industry, town) is not None:
            options.append(link)
    if not options:
        return False
    net = b.network(AUTOMA)
    touching = [link for link in options if town in t.link_ends[link]]
    pool = touching or options
    choice = _pick_link(rules, state, b, [(link, _from_end(t, link, net, town)) for link in pool])
    _place_link(rules, state, choice, frm=_from_end(t, choice, net, town))
    space = build_space(rules, state, industry, town)
    assert space is not None
    _build(rules, state, industry, space)
    return True


def _link_could_help(rules: BrassRules, state: BrassState, b: Board, industry: int, town: int):
    """A quick necessary test of whether a link on a line may make building ``industry`` in
    ``town`` possible (``build_check`` fails now; a link changes only the network and what is
    connected, and its coal can only take coal away): for a farm outside the network, the line
    must end there; for coal, one of its ends must be connected to the town already and another
    to a group holding coal or a merchant."""
    t = rules.t
    why = build_check(rules, state, industry, town)[1]
    if why and why[0] == "farm_away":
        return lambda link: town in t.link_ends[link]
    if why and why[0] == "no_coal":
        comp = b.comp
        here = comp[town]
        coal = b.coal_by_comp()
        merchants = b.merchant_comps()

        def helps(link: int) -> bool:
            groups = {comp[e] for e in t.link_ends[link]}
            return here in groups and any(c != here and (coal.get(c) or c in merchants) for c in groups)

        return helps
    return lambda link: True


def _could_build_with_a_link(rules: BrassRules, state: BrassState, industry: int, loc: int) -> bool:
    """The tests of ``build_space`` that no link can change (tiles, era, spaces)."""
    level = state.lowest_level(AUTOMA, industry)
    if not level or not rules.t.level(industry, level).buildable_in(state.era):
        return False
    b = Board(rules.t, state)
    return not b.canal_limit(AUTOMA, loc) and bool(b.free_spaces_for(loc, industry))


# ---------------------------------------------------------------------------
# Links


# ---------------------------------------------------------------------------
# Resources


# ---------------------------------------------------------------------------
# Back actions


def _back_action(rules: BrassRules, state: BrassState) -> None:
    """The second action from the back of the card on top; each try is recorded as
    ``["back", card, action, "used"]`` before what it did, or ``["back", card, action, "skip",
    reason]`` (card 0: no card on top)."""
    card = _card(rules, state.a_top)
    number = card.id if card else 0
    if card is not None:
        for action in rules.data.back_actions:
            if action == "pass":
                continue
            mark = len(state.a_log)
            why = _back_try(rules, state, card, action)
            if why is None:
                _log_at(state, mark, "back", number, action, "used")
                return
            _log(state, "back", number, action, "skip", why)
    _log(state, "back", number, "pass", "used")
    state.add_vp(AUTOMA, "pass", rules.data.automa_vp_pass)
    _log(state, "pass", rules.data.automa_vp_pass)


def _back_try(rules: BrassRules, state: BrassState, card: AutomaCard, action: str) -> list[Any] | None:
    """Carry out one back action; None when done, else why it was not possible."""
    if action == "sell":
        return None if _sell(rules, state, card) else (["no_goods"] if not _goods(rules, state) else ["no_sale"])
    if action == "develop":
        price = develop_price(rules, state)
        if _develop(rules, state, card):
            return None
        return ["iron_high", price, card.develop_iron_max]
    if action == "network":
        return None if _back_network(rules, state) else ["no_network"]
    return ["unknown"]


def _goods(rules: BrassRules, state: BrassState) -> list[int]:
    t = rules.t
    return [sp for sp in Board(t, state).tiles(AUTOMA) if t.sellable[state.sp_ind[sp]] and not state.sp_flipped[sp]]


def _beer_needed(rules: BrassRules, state: BrassState, space: int) -> int:
    return rules.t.level(state.sp_ind[space], state.sp_level[space]).beer


def _sale_merchant(rules: BrassRules, state: BrassState, b: Board, space: int) -> int | None:
    """The merchant space the Automa sells ``space`` to, or None if the sale is impossible."""
    t = rules.t
    need = _beer_needed(rules, state, space)
    loc = t.space_loc[space]
    best = None
    best_key = None
    for m in b.merchants_for(space):
        if b.beer_available(AUTOMA, [loc], m) < need:
            continue
        bonus = rules.data.locations[t.merchant_space_loc[m]].bonus == "vp"
        key = (need > 0 and state.merchant_beer[m] > 0, bonus, -m)
        if best_key is None or key > best_key:
            best, best_key = m, key
    return best


def _sell(rules: BrassRules, state: BrassState, card: AutomaCard) -> bool:
    t = rules.t
    sold = 0
    while True:
        b = Board(t, state)
        ready = [sp for sp in _goods(rules, state) if _sale_merchant(rules, state, b, sp) is not None]
        if not ready:
            break
        space = min(ready, key=building_key(rules, state, card.tiebreak))
        merchant = _sale_merchant(rules, state, b, space)
        assert merchant is not None
        need = _beer_needed(rules, state, space)
        bonus = _take_beer(rules, state, [t.space_loc[space]], need, merchant) if need else False
        ops.flip(t, state, space)
        _log(state, "sell", space, merchant)
        loc = rules.data.locations[t.merchant_space_loc[merchant]]
        if bonus and loc.bonus == "vp":
            state.add_vp(AUTOMA, "merchant", loc.bonus_amount)
            _log(state, "bonus", merchant, loc.bonus_amount)
        sold += 1
    if sold:
        return True
    # Nothing ready to sell: a brewery where the card says, or the one missing link.
    brewery_tried = False
    for space in sorted(_goods(rules, state), key=building_key(rules, state, card.tiebreak)):
        b = Board(t, state)
        if b.merchants_for(space):
            if brewery_tried:
                continue
            brewery_tried = True
            target = build_space(rules, state, BREWERY, card.sell_brewery_town)
            if target is not None:
                _build(rules, state, BREWERY, target)
                _log(state, "sell_brewery")
                return True
            continue
        link = _missing_link(rules, state, b, space)
        if link is not None:
            _place_link(rules, state, link, frm=_from_end(t, link, b.network(AUTOMA)))
            _log(state, "sell_link")
            return True
    return False


def _missing_link(rules: BrassRules, state: BrassState, b: Board, space: int) -> int | None:
    """One link that would connect ``space`` to a merchant buying its goods (tie-break if several)."""
    t = rules.t
    net = b.network(AUTOMA)
    options = []
    comp = b.comp
    here = comp[t.space_loc[space]]
    buyers = {
        comp[t.merchant_space_loc[m]]
        for m, tile in enumerate(state.merchant_tile)
        if tile and state.sp_ind[space] in t.buys[tile]
    }
    for link in b.links_touching(AUTOMA):
        # a quick necessary test first: the line must join the space's group to a buyer's
        joins = {comp[e] for e in t.link_ends[link]}
        if here not in joins or not joins & buyers:
            continue
        # placing it would only add coal taken (rail) to the lines: connections are the question
        if not _link_feasible(rules, state, b, link, False):
            continue
        if Board(t, _with_link(state, link)).merchants_for(space):
            options.append((link, _from_end(t, link, net)))
    if not options:
        return None
    return _pick_link(rules, state, b, options, merchants=True)


def _develop(rules: BrassRules, state: BrassState, card: AutomaCard) -> bool:
    t = rules.t

    def price() -> int:
        return develop_price(rules, state)

    if price() > card.develop_iron_max:
        return False
    taken = 0
    while taken < rules.data.automa_develop_iron and price() <= card.develop_iron_max:
        works = Board(t, state).iron_works_with_iron()
        if works:
            ops.take_cube(t, state, _pick_building(rules, state, works))
        elif state.iron:
            ops.buy(t, state, IRON, AUTOMA)
        else:
            break
        taken += 1
    state.add_vp(AUTOMA, "develop", rules.data.automa_vp_develop)
    _log(state, "develop", taken, rules.data.automa_vp_develop)
    return True


def _back_network(rules: BrassRules, state: BrassState) -> bool:
    net = Board(rules.t, state).network(AUTOMA)
    seen = set()
    for town in reversed(state.a_towns):
        if town in seen or town not in net:
            continue
        seen.add(town)
        if _network_from(rules, state, town):
            return True
    return False


# ---------------------------------------------------------------------------
# The first turn


def _first_turn(rules: BrassRules, state: BrassState, card: AutomaCard) -> None:
    """DRAW ribbon: the card's first possible build (one action), else one link from the town
    of its network slot, in its network or not."""
    for index, slot in enumerate(card.slots):
        if slot.kind != "network" and _try_recorded(rules, state, card, index, first_turn=True):
            return
    last = len(card.slots) - 1
    mark = len(state.a_log)
    for town in card.slots[-1].towns:
        if _network_from(rules, state, town, count=1):
            _log_at(state, mark, "slot", card.id, last, "used", 1)
            return
    _log(state, "slot", card.id, last, "skip", [["no_line", town] for town in card.slots[-1].towns])
