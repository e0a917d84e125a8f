"""Everything on the Brass table, as plain ints, strs, lists and dicts.

Owners: ``HUMAN`` (0, the one seat) and ``AUTOMA`` (1); ``NOBODY`` (-1).

Board: per industry space ``s`` (components.Space, 49 of them): ``sp_owner[s]``,
``sp_ind[s]`` (industry index or -1), ``sp_level[s]`` (1-based, 0 when empty),
``sp_flipped[s]`` and ``sp_cubes[s]`` (coal, iron or beer on the tile, by its industry).
``link_owner[l]`` for each of the 39 lines.

Mats: ``mat[owner][industry][level - 1]`` tiles still on the mat; ``gone[owner][...]`` tiles
that left the game (developed, overbuilt, removed at the end of the canal era or for a
shortfall, taken off the Automa's mat by the difficulty).  Mat + board + gone = the standard
mat for both owners at every moment.

Person: ``money``, ``income`` (track space), ``hand`` (card-type ids, sorted), ``deck``
(cards not seen this era, sorted: draws are chance outcomes among them), ``draw_left`` cards
still to draw this era, ``discard`` (face up), ``wild`` (cards left in the two wild piles).
``vp[owner]`` and ``vp_parts[owner]`` (where the points came from; they always add up).

Markets: ``coal`` / ``iron`` cubes in each market.  Merchant spaces: ``merchant_tile[m]``
(a merchant-tile id, "" until dealt) and ``merchant_beer[m]``; ``merchant_pool`` the tiles
still to deal at setup.

Automa deck: ``a_pool`` cards not yet turned up (sorted), ``a_piles`` the cards per letter
group still to come in each pile (top pile first), ``a_top`` the card whose back shows on
top of the deck (-1 if none), ``a_current`` the card drawn this turn, ``a_discard``,
``a_towns`` the towns where the Automa acted, oldest first, ``a_log`` what it did in its
last turn (records, see automa.py), ``a_first_done`` whether its first turn is over,
``a_skipped`` cards discarded this turn; ``iron_reading`` ("market" or "board") the iron price
its "£N+" slots read (the setup option ``iron_reading``, see ``BrassRules.iron_reading``).

Flow: ``phase``; ``era`` (0 canal, 1 rail), ``round`` (1-based), ``actions_left`` in the
person's turn; ``need`` the resources still to take for the action under way, each
``[resource, count, [locations], merchant_space]``; ``ctx`` what the action under way does
once they are taken; ``debt`` during a shortfall; ``era_scores`` a record per scored era.
"""

from __future__ import annotations

from typing import Any

HUMAN, AUTOMA = 0, 1
NOBODY = -1
CANAL, RAIL = 0, 1

# phases
SETUP = "setup"  # chance: merchant tiles dealt
REVEAL = "reveal"  # chance: the next Automa card turned up
DRAW = "draw"  # chance: a card drawn into the person's hand
MAIN = "main"  # the person chooses an action and the card to discard
COAL, IRON, BEER = "coal", "iron", "beer"  # the person chooses where a cube or barrel comes from
LINK2 = "link2"  # rail era: a second link in the same action, or done
DEVELOP2 = "develop2"  # a second tile to develop, or done
SELL_MORE = "sell_more"  # another tile to sell in the same action, or done
BONUS = "bonus"  # Gloucester's free develop, or decline
SHORTFALL = "shortfall"  # negative income larger than the money: remove tiles
CARD = "card"  # the card(s) the chosen action discards
OVER = "over"

CHANCE_PHASES = (SETUP, REVEAL, DRAW)
CHOICE_PHASES = (COAL, IRON, BEER)

BOARD_CACHE = "_board_version"
"""The attribute where network.Board keeps what it worked out for the state's board position
(network.Version): shared by clones, never saved."""

VP_KINDS = ("canal_links", "canal_tiles", "rail_links", "rail_tiles", "merchant", "develop", "pass", "shortfall")


class BrassState:
    num_seats = 1
    iron_reading = "market"  # the iron price the Automa reads (see automa.iron_price); older saves lack it

    def __init__(self, spaces: int, links: int, merchant_spaces: int):
        self.era = CANAL
        self.round = 1
        self.phase = SETUP
        self.actions_left = 0
        self.turns = 0
        self.sp_owner = [NOBODY] * spaces
        self.sp_ind = [-1] * spaces
        self.sp_level = [0] * spaces
        self.sp_flipped = [False] * spaces
        self.sp_cubes = [0] * spaces
        self.link_owner = [NOBODY] * links
        self.mat: list[list[list[int]]] = [[], []]
        self.gone: list[list[list[int]]] = [[], []]
        self.money = 0
        self.income = 0
        self.vp = [0, 0]
        self.vp_parts: list[dict[str, int]] = [dict.fromkeys(VP_KINDS, 0), dict.fromkeys(VP_KINDS, 0)]
        self.coal = 0
        self.iron = 0
        self.merchant_tile = [""] * merchant_spaces
        self.merchant_beer = [0] * merchant_spaces
        self.merchant_pool: list[str] = []
        self.hand: list[str] = []
        self.deck: list[str] = []
        self.draw_left = 0
        self.discard: list[str] = []
        self.wild: dict[str, int] = {}
        self.a_pool: list[int] = []
        self.a_piles: list[dict[str, int]] = []
        self.a_top = -1
        self.a_current = -1
        self.a_discard: list[int] = []
        self.a_towns: list[int] = []
        self.a_log: list[list[Any]] = []
        self.a_first_done = False
        self.a_skipped = 0
        self.need: list[list[Any]] = []
        self.ctx: dict[str, Any] = {}
        self.debt = 0
        self.era_scores: list[dict[str, Any]] = []
        self.flow = ""  # why the pending chance step happens: "setup", "era_start", "deal", "refill", "automa"
        self.difficulty = ""
        self.a_stage = ""  # "first" or "front" while the Automa's turn waits for a card
        self.a_events = 0  # Automa log records written so far (the log shows the new ones)
        # counters of cubes put on tiles and taken away (the invariant tests check them)
        self.made = {"coal": 0, "iron": 0, "beer": 0}
        self.used = {"coal": 0, "iron": 0, "beer": 0}

    # -- copying -------------------------------------------------------------
    def clone(self) -> BrassState:
        d = self.__dict__.copy()
        d["sp_owner"] = self.sp_owner[:]
        d["sp_ind"] = self.sp_ind[:]
        d["sp_level"] = self.sp_level[:]
        d["sp_flipped"] = self.sp_flipped[:]
        d["sp_cubes"] = self.sp_cubes[:]
        d["link_owner"] = self.link_owner[:]
        d["mat"] = [[row[:] for row in m] for m in self.mat]
        d["gone"] = [[row[:] for row in g] for g in self.gone]
        d["vp"] = self.vp[:]
        d["vp_parts"] = [p.copy() for p in self.vp_parts]
        d["merchant_tile"] = self.merchant_tile[:]
        d["merchant_beer"] = self.merchant_beer[:]
        d["merchant_pool"] = self.merchant_pool[:]
        d["hand"] = self.hand[:]
        d["deck"] = self.deck[:]
        d["discard"] = self.discard[:]
        d["wild"] = self.wild.copy()
        d["a_pool"] = self.a_pool[:]
        d["a_piles"] = [p.copy() for p in self.a_piles]
        d["a_discard"] = self.a_discard[:]
        d["a_towns"] = self.a_towns[:]
        d["a_log"] = self.a_log[:]  # records are frozen (see ``freeze``): shared safely
        d["need"] = [[r, n, locs[:], m] for r, n, locs, m in self.need]
        d["ctx"] = {k: v[:] if type(v) is list else v for k, v in self.ctx.items()}
        d["era_scores"] = self.era_scores[:]  # frozen records
        d["made"] = self.made.copy()
        d["used"] = self.used.copy()
        s = BrassState.__new__(BrassState)
        s.__dict__ = d  # (the board's Version too: still valid, see network.Version)
        return s

    def shallow(self) -> BrassState:
        """A copy sharing every list and dict with this state (``copy.copy``, faster): for
        trials that rebind what they change (see automa_moves._link_trial)."""
        s = BrassState.__new__(BrassState)
        s.__dict__.update(self.__dict__)
        return s

    def to_json(self) -> dict[str, Any]:
        data = dict(self.clone().__dict__)
        data.pop("num_seats", None)
        data.pop(BOARD_CACHE, None)
        data["a_log"] = [_plain(r) for r in self.a_log]
        data["ctx"] = _plain(self.ctx)
        data["era_scores"] = [_plain(r) for r in self.era_scores]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BrassState:
        s = cls.__new__(cls)
        s.__dict__.update(data)
        s.__dict__.pop(BOARD_CACHE, None)
        for key in (
            "sp_owner",
            "sp_ind",
            "sp_level",
            "sp_flipped",
            "sp_cubes",
            "link_owner",
            "vp",
            "merchant_tile",
            "merchant_beer",
            "merchant_pool",
            "hand",
            "deck",
            "discard",
            "a_pool",
            "a_discard",
            "a_towns",
        ):
            setattr(s, key, list(data[key]))
        s.mat = [[list(row) for row in m] for m in data["mat"]]
        s.gone = [[list(row) for row in g] for g in data["gone"]]
        s.vp_parts = [dict(p) for p in data["vp_parts"]]
        s.wild = dict(data["wild"])
        s.a_piles = [dict(p) for p in data["a_piles"]]
        s.a_log = [freeze(r) for r in data["a_log"]]
        s.need = [[r, n, list(locs), m] for r, n, locs, m in data["need"]]
        s.ctx = _plain(data["ctx"])
        s.era_scores = [freeze(r) for r in data["era_scores"]]
        s.made = dict(data["made"])
        s.used = dict(data["used"])
        return s

    # -- small queries ---------------------------------------------------------
    @property
    def first_round(self) -> bool:
        return self.era == CANAL and self.round == 1

    def tiles_of(self, owner: int) -> list[int]:
        return [s for s, o in enumerate(self.sp_owner) if o == owner]

    def links_of(self, owner: int) -> list[int]:
        return [link for link, o in enumerate(self.link_owner) if o == owner]

    def lowest_level(self, owner: int, industry: int) -> int:
        """The level of the tile on top of ``owner``'s mat for ``industry`` (0 if none left)."""
        for i, n in enumerate(self.mat[owner][industry]):
            if n:
                return i + 1
        return 0

    def add_vp(self, owner: int, kind: str, amount: int) -> None:
        self.vp[owner] += amount
        self.vp_parts[owner][kind] += amount


def _plain(value: Any) -> Any:
    """A fresh JSON-ready copy (lists for tuples, new dicts), never aliasing the state."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


class FrozenList(list):
    """A list that refuses to change: records written once (the Automa's log, the era
    scores) are shared between a state and its clones without copying."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a Brass record never changes once written")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __reduce__(self) -> tuple:
        return (FrozenList, (tuple(self),))


class FrozenDict(dict):
    """A dict that refuses to change (see FrozenList)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a Brass record never changes once written")

    __setitem__ = __delitem__ = __ior__ = _refuse
    pop = popitem = clear = update = setdefault = _refuse

    def __reduce__(self) -> tuple:
        return (FrozenDict, (dict(self),))


def freeze(value: Any) -> Any:
    """A deep copy of a record that can never change (JSON-ready: dict and list subclasses)."""
    if isinstance(value, dict):
        return FrozenDict({str(k): freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return FrozenList([v if type(v) in _SCALARS else freeze(v) for v in value])
    return value


_SCALARS = frozenset({int, str, bool, float, type(None)})
