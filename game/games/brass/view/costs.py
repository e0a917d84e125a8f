"""What an action of the person would cost and bring, worked out before it is taken (pure Python,
no pygame): the rules play it on a copy of the state, taking the first card and the first
source wherever they would ask, and the copy is compared with the state before.

The preview therefore follows the rules exactly (the money it shows is the money the action
takes), and it says where a choice is left to the person (several cards that can pay, several
equally near coal mines, several iron works or breweries)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.core.rules import Action
from game.games.brass.components import COAL, IRON
from game.games.brass.rules.actions import Build, Discard, Network, Take
from game.games.brass.rules.network import BREWERY, COAL_MINE, IRON_WORKS
from game.games.brass.rules.scoring import link_value
from game.games.brass.rules.state import BEER, BONUS, CARD, CHOICE_PHASES, DEVELOP2, HUMAN, LINK2, SELL_MORE, BrassState

RESOURCE_OF = {COAL_MINE: COAL, IRON_WORKS: IRON, BREWERY: BEER}
STEPS = 40
"""At most this many card and source choices are made for the copy (an action needs a few)."""


@dataclass
class Source:
    """Cubes or barrels of one resource from one place: a tile (its space), the market
    (space -1, with what they cost in all) or a merchant's barrel (space -2)."""

    resource: str
    space: int
    count: int
    price: int = 0


@dataclass
class Preview:
    action: Action
    paid: int = 0
    """Money paid in all: the tile or link, and the coal and iron bought at the market."""
    base: int = 0
    """The tile's or the link's own price (the rest of ``paid`` is market cubes)."""
    net: int = 0
    """How the money changes: ``earned - paid`` (cubes sold to the market, a merchant's bonus…)."""
    sources: list[Source] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    """The cards spent (the first of each choice when several can pay)."""
    card_choice: list[str] = field(default_factory=list)
    """The cards that could pay, when the person will be asked."""
    choices: set[str] = field(default_factory=set)
    """Resources whose source the person will be asked for."""
    income: int = 0
    """Income track spaces gained (negative: lost, as with a loan)."""
    level: int = 0
    """Income level gained or lost."""
    vp: int = 0
    """VP scored at once (a sale's flip does not score yet: tiles score at the era's end)."""
    tile: tuple[int, int] | None = None
    """(industry, level) of the tile a build places."""
    link_vp: int | None = None
    """What a link would score at the era's end, as the places at its ends stand now."""
    then: str | None = None
    """The step the action goes on to (a second railway or develop, another sale, the free
    develop of Gloucester's bonus), or None."""

    @property
    def earned(self) -> int:
        return self.net + self.paid


def preview(rules, state: BrassState, action: Action) -> Preview | None:
    """The cost and gain of the legal ``action`` (None when the rules refuse it)."""
    if rules.why_illegal(state, action) is not None:
        return None
    copy = state.clone()
    # Keep the turn open after the action (so no Automa turn nor income is mixed in): one more
    # action left, and a spare copy of a card in hand so that the hand is not empty.
    copy.actions_left += 1
    spare = state.hand[0] if state.hand else None
    if spare is not None:
        copy.hand.append(spare)
        copy.hand.sort()
    out = Preview(action)
    if isinstance(action, Build):
        ind = rules.ind[action.industry]
        level = state.lowest_level(HUMAN, ind)
        out.tile = (ind, level)
        out.base = rules.t.level(ind, level).cost
    elif isinstance(action, Network):
        board = rules.board
        out.base = board.canal_link_cost if state.era == 0 else board.rail_link_cost
    hand_before = Counter(copy.hand)
    rules.apply_unchecked(copy, action)
    for _ in range(STEPS):
        if copy.phase == CARD:
            choices = rules.card_choices(copy)
            if not choices:
                break
            if len(choices) > 1 and not out.card_choice:
                out.card_choice = list(choices)
            rules.apply_unchecked(copy, Discard(choices[0]))
        elif copy.phase in CHOICE_PHASES:
            spaces = rules.source_choices(copy)
            if not spaces:
                break
            out.choices.add(copy.phase)
            rules.apply_unchecked(copy, Take(copy.phase, spaces[0]))
        else:
            break
    out.cards = sorted((hand_before - Counter(copy.hand)).elements())
    if copy.phase in FOLLOW_UPS:
        out.then = copy.phase
    if isinstance(action, Network):
        out.link_vp = link_value(rules.t, copy, action.link)
    _compare(rules, state, copy, out)
    return out


FOLLOW_UPS = (LINK2, DEVELOP2, SELL_MORE, BONUS)


def _compare(rules, before: BrassState, after: BrassState, out: Preview) -> None:
    t = rules.t
    out.net = after.money - before.money
    out.income = after.income - before.income
    out.level = rules.board.level(after.income) - rules.board.level(before.income)
    out.vp = after.vp[HUMAN] - before.vp[HUMAN]
    built = out.action.space if isinstance(out.action, Build) else -1
    taken: dict[str, int] = {COAL: 0, IRON: 0, BEER: 0}
    for sp in range(t.n_space):
        resource = RESOURCE_OF.get(before.sp_ind[sp])
        if resource is None or sp == built:
            continue
        gone = before.sp_cubes[sp] - (after.sp_cubes[sp] if after.sp_ind[sp] == before.sp_ind[sp] else 0)
        if gone > 0:
            out.sources.append(Source(resource, sp, gone))
            taken[resource] += gone
    for m, beer in enumerate(before.merchant_beer):
        if beer > after.merchant_beer[m]:
            out.sources.append(Source(BEER, -2 - m, beer - after.merchant_beer[m]))
    if built >= 0 and before.sp_cubes[built]:  # an own mine or works overbuilt: its cubes go back
        resource = RESOURCE_OF.get(before.sp_ind[built])
        if resource is not None:
            taken[resource] += before.sp_cubes[built]
    market = 0
    for resource, cubes in ((COAL, before.coal), (IRON, before.iron)):
        bought = after.used[resource] - before.used[resource] - taken[resource]
        if bought > 0:
            price = t.market[resource].buy_cost(cubes, bought)
            out.sources.append(Source(resource, -1, bought, price))
            market += price
    out.paid = out.base + market
