"""The atomic decisions of the person's turn, and the chance outcomes.

Cards are named by their card-type id: a town (``"stafford"``) for a location card, an
industry card (``"brewery"``, ``"iron_works"``...), ``"wild_location"`` or
``"wild_industry"``.  Industries by their id (``"cotton_mill"``).  Industry spaces, lines and
merchant spaces by their index in the data (components.Space / Link / merchant spaces).

An action starts with what it does (the tile dragged onto a space, the line, the goods to
sell...), then the card it uses, then what it takes:

    Build(industry, space)   Discard(card)  [Take(coal|iron, space)]*
    Network(link)            Discard(card)  [Take(coal, space)]*   rail era: SecondLink(link)
                                            [Take(coal|beer, space)]* | Done
    Develop(industry)        Discard(card)  [Take(iron, space)]*   then DevelopAgain(industry)
                                            [Take(iron, space)]* | Done
    Sell(space, merchant)    Discard(card)  [Take(beer, space)]*  [FreeDevelop(industry) | Done]
                             then SellAgain(space, merchant) [Take]* ... | Done
    Loan()  Discard(card) · Scout()  Discard(card) x3 · Pass()  Discard(card)

``Discard`` is asked only when the person holds more than one kind of card that may pay for
the action; with a single kind the rules discard it.

``Take(resource, space)`` takes one cube or barrel from the tile on ``space``; ``space = -1``
takes the barrel beside the merchant tile being sold to.  Sources are asked for only when
the choice matters (several tiles at the same distance, and fewer cubes needed than they
hold); otherwise the rules take them.  Market purchases are automatic (cheapest first).
A negative income larger than the money asks ``Sacrifice(space)`` for tiles to remove.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action


# -- chance ---------------------------------------------------------------------
@dataclass(frozen=True)
class DealMerchant(Action):
    """Chance: the merchant tile dealt face up onto the next merchant space."""

    kind = "brass.deal_merchant"
    chance = True
    tile: str


@dataclass(frozen=True)
class DrawCard(Action):
    """Chance: the card drawn into the person's hand."""

    kind = "brass.draw"
    chance = True
    card: str


@dataclass(frozen=True)
class RevealAutoma(Action):
    """Chance: the Automa card now on top of its deck (its back shows).  Turning up the
    next card is what lets the Automa carry out its turn, so its actions follow at once."""

    kind = "brass.reveal"
    chance = True
    card: int


# -- the person's actions ------------------------------------------------------------
@dataclass(frozen=True)
class Build(Action):
    """Build your lowest tile of ``industry`` on ``space`` (free, or overbuilding)."""

    kind = "brass.build"
    industry: str
    space: int


@dataclass(frozen=True)
class Network(Action):
    """Place a link on line ``link`` (canal era: a canal, rail era: a railway)."""

    kind = "brass.network"
    link: int


@dataclass(frozen=True)
class SecondLink(Action):
    """Rail era: a second railway in the same Network action (£15 in all, and a beer)."""

    kind = "brass.second_link"
    link: int


@dataclass(frozen=True)
class Develop(Action):
    kind = "brass.develop"
    industry: str


@dataclass(frozen=True)
class DevelopAgain(Action):
    kind = "brass.develop_again"
    industry: str


@dataclass(frozen=True)
class Sell(Action):
    """Sell the goods on ``space`` to the merchant tile on merchant space ``merchant``."""

    kind = "brass.sell"
    space: int
    merchant: int


@dataclass(frozen=True)
class SellAgain(Action):
    kind = "brass.sell_again"
    space: int
    merchant: int


@dataclass(frozen=True)
class FreeDevelop(Action):
    """Gloucester's beer bonus: develop one industry without iron."""

    kind = "brass.free_develop"
    industry: str


@dataclass(frozen=True)
class Loan(Action):
    kind = "brass.loan"


@dataclass(frozen=True)
class Scout(Action):
    """Discard three cards and take one wild location and one wild industry card."""

    kind = "brass.scout"


@dataclass(frozen=True)
class Pass(Action):
    kind = "brass.pass"


@dataclass(frozen=True)
class Discard(Action):
    """The card the chosen action uses (three, one at a time, for Scout)."""

    kind = "brass.discard"
    card: str


@dataclass(frozen=True)
class Take(Action):
    """One coal / iron cube or beer barrel from the tile on ``space`` (-1: the merchant's barrel)."""

    kind = "brass.take"
    resource: str
    space: int


@dataclass(frozen=True)
class Done(Action):
    """No second link / no second develop / no more sales / decline the free develop."""

    kind = "brass.done"


@dataclass(frozen=True)
class Sacrifice(Action):
    """Shortfall: remove your tile on ``space`` for half its cost."""

    kind = "brass.sacrifice"
    space: int


MAIN_ACTIONS = (Build, Network, Develop, Sell, Loan, Scout, Pass)
