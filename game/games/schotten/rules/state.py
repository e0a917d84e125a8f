"""The state of a Schotten Totten table, its phases and its clone."""

from __future__ import annotations

from typing import Any

CLAN, TACTIC = "clan", "tactic"
DISCARD = -1
NO_STONE = -1
DRAWN_ROUND = 2
"""``winner`` of a stalled round that ended level."""


# what happens once the pending cards are dealt
START, TURN = "start", "turn"

# phases
DEAL, PLAY, PICK, PLACE, RECRUIT, GIVE_BACK, END, ROUND_OVER, OVER = (
    "deal",
    "play",
    "pick",
    "place",
    "recruit",
    "give_back",
    "end",
    "round_over",
    "over",
)


class SchottenState:
    """Everything on the table.  Cards are ints (see cards.py)."""

    num_seats = 2

    def __init__(self, tactical: bool, expert: bool, rounds: int, random_start: bool):
        self.tactical = tactical
        self.expert = expert
        self.rounds = rounds
        self.random_start = random_start
        self.round_no = 1
        self.points = [0, 0]
        self.rounds_won = [0, 0]
        self.history: list[dict[str, Any]] = []
        self.starter = 0
        self.current = 0
        self.phase = DEAL
        self.hands: list[list[int]] = [[], []]
        self.pools: dict[str, list[int]] = {CLAN: [], TACTIC: []}
        # Cards given back by the Recruiter, in the order they will be drawn: (card, giver).
        self.bottoms: dict[str, list[tuple[int, int]]] = {CLAN: [], TACTIC: []}
        self.sides: list[list[list[int]]] = [[], []]
        self.modes: list[list[int]] = []
        self.claimed: list[int] = []
        self.done_at: list[list[int]] = [[], []]
        self.wild_choices: dict[int, tuple[int, int]] = {}
        self.decided: dict[int, list[Any]] = {}
        self.discard: list[int] = []
        self.tactics_played = [0, 0]
        self.jokers_played = [0, 0]
        self.tick = 0
        self.pending: list[tuple[int, str]] = []
        self.after_deal = START
        self.need_first = False
        self.ruse = -1
        self.picked: tuple[int, int, int] | None = None  # (stone, card, side seat)
        self.recruit_left = 0
        self.give_back_left = 0
        self.passes_in_row = 0
        self.passed = False
        self.winner = -1

    # -- copying -------------------------------------------------------------
    def clone(self) -> SchottenState:
        s = SchottenState.__new__(SchottenState)
        s.__dict__.update(self.__dict__)
        s.points = self.points[:]
        s.rounds_won = self.rounds_won[:]
        s.history = [dict(h) for h in self.history]
        s.hands = [h[:] for h in self.hands]
        s.pools = {k: v[:] for k, v in self.pools.items()}
        s.bottoms = {k: v[:] for k, v in self.bottoms.items()}
        s.sides = [[c[:] for c in side] for side in self.sides]
        s.modes = [m[:] for m in self.modes]
        s.claimed = self.claimed[:]
        s.done_at = [d[:] for d in self.done_at]
        s.wild_choices = dict(self.wild_choices)
        s.decided = dict(self.decided)
        s.discard = self.discard[:]
        s.tactics_played = self.tactics_played[:]
        s.jokers_played = self.jokers_played[:]
        s.pending = self.pending[:]
        return s

    def to_json(self) -> dict[str, Any]:
        data = dict(self.clone().__dict__)  # fresh lists: the snapshot never aliases the state
        data["bottoms"] = {k: [list(e) for e in v] for k, v in self.bottoms.items()}
        data["pending"] = [list(p) for p in self.pending]
        data["wild_choices"] = {str(k): list(v) for k, v in self.wild_choices.items()}
        data["decided"] = {str(k): v for k, v in self.decided.items()}
        data["picked"] = list(self.picked) if self.picked else None
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SchottenState:
        s = cls.__new__(cls)
        s.__dict__.update(data)
        s.bottoms = {k: [tuple(e) for e in v] for k, v in data["bottoms"].items()}
        s.pending = [tuple(p) for p in data["pending"]]
        s.wild_choices = {int(k): tuple(v) for k, v in data["wild_choices"].items()}
        s.decided = {int(k): v for k, v in data["decided"].items()}
        s.picked = tuple(data["picked"]) if data["picked"] else None
        return s.clone()  # never alias the caller's lists

    # -- small queries ---------------------------------------------------------
    def deck_size(self, deck: str) -> int:
        return len(self.pools[deck]) + len(self.bottoms[deck])
