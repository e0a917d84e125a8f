"""Each game's check of what a hint's reason claims, against the rules (for game/tools/hints.py
and the tests): ``problem(game, rules, view, action, seat, why) -> str | None`` names a claim
that does not hold — a number that is not what the rules give, or a gain that cannot happen
before the game (or the era) ends.  The checks work out each claim again their own way, by
playing moves on copies of the view, not by calling the reason's code."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action, Rules

Check = Callable[[Rules, Any, Action, int, Msg], "str | None"]


def params(msg: Msg) -> dict[str, Any]:
    return dict(msg.params)


def problem(game: str, rules: Rules, view: Any, action: Action, seat: int, why: Msg) -> str | None:
    check = CHECKS.get(game)
    return check(rules, view, action, seat, why) if check is not None else None


def _differs(what: str, claimed: Any, actual: Any) -> str | None:
    return None if claimed == actual else f"{what}: claimed {claimed}, the rules give {actual}"


# -- Glen More ------------------------------------------------------------------------------------


def _glenmore_turn(rules, view, action, seat):
    """Every position reachable from ``view`` by ``action`` and the seat's own later decisions of
    this turn that pay and place (breadth: payments and placements only), as (state, placed)."""
    from game.games.glenmore.rules.actions import Pay, PayChieftain, PayMember, Place
    from game.games.glenmore.rules.state import PAY, PLACE

    frontier = [after(rules, view, action)]
    out = []
    for _ in range(4):
        nxt = []
        for state in frontier:
            if state is None:
                continue
            if state.phase in (PAY, PLACE) and state.current == seat:
                for a in rules.legal_actions(state):
                    if isinstance(a, (Pay, PayMember, PayChieftain, Place)):
                        nxt.append(after(rules, state, a))
            else:
                out.append(state)
        frontier = nxt
    return out


def glenmore(rules, view, action, seat, why: Msg) -> str | None:
    from game.games.glenmore.rules import scoring
    from game.games.glenmore.rules.actions import Activate, Finish, Move, Place, Take
    from game.games.glenmore.rules.state import ACTIVATE, GAIN

    p = params(why)
    key = why.key.removeprefix("glenmore.hint.")
    placed = _glenmore_turn(rules, view, action, seat) if isinstance(action, (Take, Place)) or key in (
        "pay_own", "pay_cheapest") else []
    if key in ("converts", "whisky") and isinstance(action, Take):
        kind = rules.tile(view.track[action.space]).kind
        if key == "converts" and p["points"] != max([o.vp for o in kind.options] + [v for _, v in kind.exchange_vp]):
            return f"converts: {p['points']} is not the tile's best"
        if key == "whisky" and (p["mine"], p["best"]) != (view.whisky[seat], max(
                v for s, v in enumerate(view.whisky) if s != seat)):
            return "whisky counts differ"
        gain = "vp" if key == "converts" else "whisky"
        if key == "whisky" and kind.whisky > 0:
            return None
        works_now = any(
            a for s in placed if s.phase in (ACTIVATE, GAIN) for a in rules.legal_actions(s)
            if isinstance(a, Activate) and getattr(rules.use_by_names[rules.tile(
                s.tiles[seat][s.placed]).kind.id].get(a.resources), gain, 0) and (a.x, a.y) == _xy(s.placed))
        if not works_now and sum(len(d) for d in view.decks) <= 1:
            return f"{key}: it cannot work this turn and no turn is left"
        return None
    if key in ("makes", "best_place", "sets_working"):
        best = max((len(s.pending) for s in placed if s.phase in (ACTIVATE, GAIN)), default=0)
        if key == "sets_working":
            return _differs("tiles set working", p["count"], len(after(rules, view, action).pending))
        return _differs("most tiles set working", p["count"], best)
    if key == "again":
        state = after(rules, view, action)
        return None if rules.rearmost(state) == seat else "the figure is not rearmost after it"
    if key == "coins":
        return _differs("coins", p["coins"], rules.tile(view.track[action.space]).kind.coins)
    if key == "scores":
        before = view.total_points(seat)
        return _differs("points", p["points"], after(rules, view, action).total_points(seat) - before)
    if key == "pay_only":
        return None if sum(1 for a in rules.legal_actions(view) if type(a) is type(action)) == 1 else "other ways"
    if key in ("pay_own", "pay_cheapest"):
        spent = view.coins[seat] - after(rules, view, action).coins[seat]
        if key == "pay_own":
            return _differs("coins spent", 0, spent)
        if key == "pay_cheapest":
            others = [view.coins[seat] - after(rules, view, a).coins[seat] for a in rules.legal_actions(view)
                      if type(a) is type(action)]
            if spent > min(others):
                return f"{spent} coins is not the cheapest ({min(others)})"
        return _differs("coins spent", p["coins"], spent)
    if key in ("sell", "sell_to_pay"):
        got = after(rules, view, action).coins[seat] - view.coins[seat]
        if key == "sell":
            return _differs("points for the coins", p["points"], got * rules.data.board.coin_vp)
        return _differs("coins", p["coins"], got)
    if key == "distils":
        state = after(rules, view, action)
        return _differs("whisky", (p["mine"], p["best"]), (state.whisky[seat], max(
            v for s, v in enumerate(state.whisky) if s != seat)))
    if key == "produces":
        r = _produced(rules, view, action, seat)
        return _differs("goods held", p["count"], after(rules, view, action).stock[seat][r])
    if key == "promote":
        state = after(rules, view, action)
        strength = [scoring.chieftain_strength(rules.data, state, s) for s in range(state.num_seats)]
        return _differs("chieftains", (p["mine"], p["best"]), (strength[seat], max(
            v for s, v in enumerate(strength) if s != seat)))
    if key == "rest_costs" and isinstance(action, Finish):
        for a in rules.legal_actions(view):
            if isinstance(a, Activate):
                use = rules.use_by_names[rules.tile(view.tiles[seat][_cell(a)]).kind.id][a.resources]
                if not use.pays:
                    return "a free activation is left"
        return None
    if key == "all_worked":
        return None if not any(isinstance(a, Activate) for a in rules.legal_actions(view)) else "activations left"
    if key == "no_better_place":
        base = _covered(rules, view, seat)
        if p["count"] != base:
            return "open places differ"
        for a in rules.legal_actions(view):
            if isinstance(a, Move) and _covered(rules, after(rules, view, a), seat) > base:
                return "a move reaches more open places"
        return None
    if key in ("move_opens", "keeps_room", "pay_member"):
        state = after(rules, view, action)
        count = _covered(rules, state, seat) - (_covered(rules, view, seat) if key == "move_opens" else 0)
        return _differs("open places", p["count"], count)
    if key == "pay_chieftain":
        return _differs("clan members", p["members"], after(rules, view, action).total_members(seat))
    if key == "gain_fewest":
        stock = view.stock[seat]
        chosen = {rules.index[n] for n in action.resources}
        rest = [stock[r] for r in range(len(stock)) if r not in chosen]
        return None if not rest or max(stock[r] for r in chosen) <= min(rest) else "not the goods held fewest of"
    return None


def _xy(c: int) -> tuple[int, int]:
    from game.games.glenmore.rules.territory import xy

    return xy(c)


def _cell(a) -> int:
    from game.games.glenmore.rules.territory import cell

    return cell(a.x, a.y)


def _produced(rules, view, action, seat) -> int:
    state = after(rules, view, action)
    return next(r for r in range(len(view.stock[seat])) if state.stock[seat][r] > view.stock[seat][r])


def _covered(rules, state, seat) -> int:
    """Open cells beside the territory with a clan member next to them, counted afresh."""
    from game.games.glenmore.rules.territory import AROUND, fits, frontier

    plain = next(t for t in rules.data.tiles if t.plain)
    tiles = state.tiles[seat]
    edge = {c for c in frontier(tiles) if fits(tiles, rules.tiles, c, plain)}
    near = {m + d for m in state.members[seat] for d in AROUND}
    return len(edge & near)


# -- The Border ------------------------------------------------------------------------------------


def border(rules, view, action, seat, why: Msg) -> str | None:
    from game.games.border.components import bits
    from game.games.border.rules.actions import Complete, Cross, Keep

    p = params(why)
    key = why.key.removeprefix("border.hint.")
    if key in ("first", "and_closer", "areas_done", "closer", "reach"):
        state = after(rules, view, action)
        if state is None:
            return "the move cannot be played"
        done = bits(state.completed[seat] & ~view.completed[seat])
        if key == "first":
            if not done or any(view.first_stamp[a] >= 0 for a in done[:1]):
                return "no area completed first"
            return _differs("the later value", p["later"], rules.later_value[done[0]])
        if key == "areas_done":
            done_now = state.completed[seat].bit_count()
            return _differs("areas done", (p["done"], p["end"]), (done_now, rules.bs.end_areas))
        if key == "reach":
            return _differs("spaces reached", p["count"], (state.reach[seat] & ~view.reach[seat]).bit_count())
        closer = p["closer"] if key == "and_closer" else why
        q = params(closer)
        area = next(i for i in range(len(rules.geometry.areas)) if rules.area_name(i) == q["area"])
        left = (rules.ring_mask[area] & ~state.crossed[seat]).bit_count()
        if not left:
            return "the area is complete"
        value = rules.first_value[area] if view.first_stamp[area] < 0 or (
            view.first_stamp[area] == view.stamp and view.phase == "passive") else rules.later_value[area]
        return _differs("spaces left, value", (q["left"], q["points"]), (left, value))
    if key in ("collect", "collected"):
        colour = view.dice[action.die]
        aside = view.aside | 1 << action.die
        kept = sum(1 for d in bits(aside) if view.dice[d] == colour)
        board = rules.bs.boards[view.boards[seat]]
        needs = [(seg.mask & ~view.crossed[seat]).bit_count() for seg in board.segments if seg.colour == colour]
        needs = [n for n in needs if n]
        if key == "collected":
            return None if p["need"] in needs and (p["need"] <= kept or p["need"] == max(needs)) else "no such segment"
        if p["kept"] != kept or p["need"] not in needs or p["need"] < kept:
            return "kept dice or segment differ"
        if p["need"] - kept > rules.bs.dice - aside.bit_count():
            return "not dice enough left to roll for it"
        return None
    if key == "keep_roll":
        return None if rules.completable(view) else "nothing can be completed"
    if key == "roll_nothing":
        return None if not rules.completable(view) else "a segment can be completed now"
    if key in ("roll_aside", "roll_better"):
        return _differs("rolls left", p["left"], rules.bs.rolls - view.rolls)
    if key == "nothing_fits":
        return None if not any(isinstance(a, Cross) for a in rules.legal_actions(view)) else "a die fits"
    if key == "nothing_completes":
        return None if not any(isinstance(a, Complete) for a in rules.legal_actions(view)) else "a segment fits"
    if key == "no_area_left":
        for a in rules.legal_actions(view):
            if isinstance(a, Complete) and after(rules, view, a).completed[seat] != view.completed[seat]:
                return "an area could still be completed"
        return None
    if key == "roll_start" and isinstance(action, Keep):
        return "not a roll"
    return None


# -- Brass ---------------------------------------------------------------------------------------------


def _brass_carried_out(rules, view, action):
    """``action`` carried out on a copy: every card choice and cube source after it taken in
    turn (the first offered), so the action is complete."""
    from game.games.brass.rules.state import CARD, CHOICE_PHASES, HUMAN

    state = after(rules, view, action)
    for _ in range(20):
        if state is None or rules.to_move(state) != HUMAN or state.phase not in (CARD, *CHOICE_PHASES):
            return state
        state = after(rules, state, rules.legal_actions(state)[0])
    return state


def brass(rules, view, action, seat, why: Msg) -> str | None:
    from game.games.brass.rules.network import Board
    from game.games.brass.rules.scoring import link_value
    from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, MAIN

    p = params(why)
    key = why.key.removeprefix("brass.hint.")
    if key == "build":
        industry = rules.ind[action.industry]
        level = view.lowest_level(HUMAN, industry)
        lv = rules.t.level(industry, level)
        wrong = _differs("income, VP", (p["income"], p["points"]), (lv.income, lv.vp))
        if wrong:
            return wrong
        state = _brass_carried_out(rules, view, action)
        if state.sp_flipped[action.space] or view.era != CANAL or level > 1:
            return None  # flipped, or it stays on the board into the rail era, or the rail era is the last
        later = len(view.hand) + min(view.draw_left, len(view.deck)) - 1
        if action.industry in ("cotton_mill", "manufacturer", "pottery") and later < 1:
            return "a level-I tile nobody can sell before the canal era ends (and it leaves the board)"
        if action.industry == "brewery" and later < 1 and rules.t.space_loc[action.space] not in Board(
                rules.t, state).network(AUTOMA):
            return "a level-I brewery whose beer nobody can drink before the canal era ends"
        if action.industry in ("cotton_mill", "manufacturer", "pottery") and later < 2:
            trial = state.clone()
            trial.phase = MAIN
            if not any(sp == action.space for sp, _m in rules.sell_options(trial)):
                return "one action left and no merchant within reach to sell it to"
        return None
    if key == "sell":
        lv = rules.t.level(view.sp_ind[action.space], view.sp_level[action.space])
        state = _brass_carried_out(rules, view, action)
        if not state.sp_flipped[action.space]:
            return "the tile does not flip"
        return _differs("income, VP", (p["income"], p["points"]), (lv.income, lv.vp))
    if key == "link_vp":
        return _differs("link VP", p["points"], link_value(rules.t, view, action.link))
    if key == "link_opens":
        state = after(rules, view, action)
        opened = len(Board(rules.t, state).network(HUMAN) - Board(rules.t, view).network(HUMAN))
        return _differs("places opened", p["count"], opened)
    if key == "develop":
        industry = rules.ind[action.industry]
        return _differs("VP", p["points"], rules.t.level(industry, view.lowest_level(HUMAN, industry)).vp)
    if key == "build_sells":
        lv = rules.t.level(rules.ind[action.industry], view.lowest_level(HUMAN, rules.ind[action.industry]))
        state = _brass_carried_out(rules, view, action)
        return _differs("money at once", p["money"], state.money - view.money + lv.cost)
    if key in ("loan", "loan_pays"):
        state = _brass_carried_out(rules, view, action)
        income = rules.board.level(state.income)
        return _differs("money, income", (p["have"], p.get("income", -p.get("pay", 0))), (view.money, income))
    if key == "take_flips":
        state = after(rules, view, action)
        return None if state.sp_flipped[action.space] else "the tile does not flip"
    if key in ("take_own", "take_automa"):
        owner = HUMAN if key == "take_own" else AUTOMA
        return None if view.sp_owner[action.space] == owner else "another owner's tile"
    if key == "take_merchant_bonus":
        merchant = view.need[0][3]
        loc = rules.data.locations[rules.t.merchant_space_loc[merchant]]
        return None if loc.bonus else "that merchant gives no bonus"
    if key == "done_sold":
        return None if not rules.sell_options(view) else "a sale is left"
    return None


# -- Schotten Totten -------------------------------------------------------------------------------


def schotten(rules, view, action, seat, why: Msg) -> str | None:
    from game.games.schotten.rules.actions import Claim, Draw, EndTurn, Place, Play
    from game.games.schotten.rules.state import CLAN, TACTIC

    p = params(why)
    key = why.key.removeprefix("schotten.hint.")
    if key in ("completes", "completes_claimable") and isinstance(action, (Play, Place)):
        stone = action.stone
        state = after(rules, view, action)
        if state is None or rules.side_value(state, seat, stone) is None:
            return "the side is not complete after it"
        if rules.side_label(state, seat, stone) != p["formation"]:
            return "another formation"
        if key == "completes_claimable" and rules.claim_problem(state, seat, stone) is not None:
            return "the stone cannot be claimed"
        return None
    if key in ("claim_proof", "claim_beats") and isinstance(action, Claim):
        return None if rules.claim_problem(view, seat, action.stone) is None else "the claim is refused"
    if key in ("draw_tactic", "draw_tactic_none") and isinstance(action, Draw):
        clan = set(rules.cs.all_clan())
        held = sum(1 for c in view.hands[seat] if c not in clan)
        if p["count"] != view.deck_size(TACTIC):
            return "tactic cards left differ"
        return _differs("tactic cards held", p.get("held", 0), held)
    if key == "sum_only_leads":
        return None if p["mine"] > p["theirs"] else "the side does not lead"
    if key in ("end_full", "end_empty") and isinstance(action, EndTurn):
        empty = view.deck_size(CLAN) + view.deck_size(TACTIC) == 0
        return None if empty == (key == "end_empty") else "the decks say otherwise"
    return None


CHECKS: dict[str, Check] = {"glenmore": glenmore, "border": border, "brass": brass, "schotten": schotten}
