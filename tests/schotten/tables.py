"""Build Schotten Totten positions by hand (no dealing) for rule tests."""

from game.core.rules import GameConfig
from game.games.schotten.components import cards
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, PLAY, TACTIC

COLOURS = {"green": 0, "blue": 1, "red": 2, "yellow": 3, "purple": 4, "pink": 5}


def card(name: str) -> int:
    """'green 7' -> clan card id; 'spy' -> tactic card id."""
    cs = cards()
    if " " in name:
        colour, strength = name.split()
        return cs.clan_card(COLOURS[colour], int(strength))
    return cs.tactic_by_id(name).card


class Table:
    """A state with chosen hands and sides, ready for seat 0 to play."""

    def __init__(self, tactical=False, expert=False, rounds=1):
        self.rules = SchottenRules()
        self.state = self.rules.setup(GameConfig(2, {"tactical": tactical, "expert": expert, "rounds": rounds}))
        s = self.state
        s.pending = []
        s.phase = PLAY
        s.current = 0
        s.hands = [[], []]

    def hand(self, seat, *names):
        for name in names:
            c = card(name)
            self._take(c)
            self.state.hands[seat].append(c)
        return self

    def side(self, seat, stone, *names):
        """Put cards on a side (stones numbered from 1 as on the table)."""
        for name in names:
            c = card(name)
            self._take(c)
            self.state.sides[seat][stone - 1].append(c)
            self.state.tick += 1
            self.rules.refresh_done(self.state, stone - 1)
        return self

    def _take(self, c):
        for deck in (CLAN, TACTIC):
            if c in self.state.pools[deck]:
                self.state.pools[deck].remove(c)
                return
        raise AssertionError(f"card {c} is not in a deck")

    def legal(self):
        return self.rules.legal_actions(self.state)

    def play(self, action):
        self.rules.apply(self.state, action)
        return self
