"""What a position is worth to one seat, from that seat's view only: each stone's chance
(claimed, provable, or counted from the cards still unseen: ``odds.py``) and the round's
chance from those (``odds.line_value``, the adjacency race).

``Valuer(rules, view, seat)`` gathers what the seat knows once (the unseen clan cards, the
deck); ``value(state)`` then judges any position reached from that view.

A stone's chance compares the two sides' final formations (``Completions``: every way to
finish a side, counted):

* a complete side is what it is;
* an unfinished side ends as the best of ``TRIES`` random ways to finish it (the opponent's
  from the cards this seat has not seen, this seat's from those and its own hand): how many
  tries a side gets was fitted to where sides really ended in games of the sparring partner;
* this seat's side is also at least what the cards of its hand set aside for it make: each
  card in hand serves one stone only (``allot``), the one it helps most per card; an elite
  troop or a Blind-Man's Bluff kept in hand counts on the stone it would help most played
  there (kept, it can still go there later: played early for little, it is spent);
* equal formations go to the side finished first (two unfinished sides: the one needing fewer).
"""

from __future__ import annotations

import itertools
from math import comb

from game.games.schotten.bot.odds import Completions, Counter, line_value_of, stone_odds
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, OVER, ROUND_OVER, SchottenState

LATE_DECK = 20
"""Clan cards left in the deck from which the round counts as late (fewer cards to come)."""
TRIES = {
    (1, False, False): 8.5,
    (1, False, True): 7.75,
    (1, True, False): 8.0,
    (1, True, True): 9.75,
    (2, False, False): 24.0,
    (2, False, True): 12.0,
    (2, True, False): 50.0,
    (2, True, True): 44.0,
    (3, False, False): 26.0,
    (3, False, True): 19.0,
    (3, True, False): 80.0,
    (3, True, True): 60.0,
}
"""Independent tries at finishing a side, by (cards it needs, the other side finished, late):
the best of ``r`` random completions matches where the sparring partner's sides ended over 60
games of it against itself (maximum likelihood, sides that were finished)."""

TRIES_PER_SET = 0.8
"""With few cards to come, a side gets at most this share of the ``C(n, k)`` sets of ``k`` of
the ``n`` cards it will see as tries (``odds.TRIES_SHARE``): at the end of the deck, only the
cards in hand."""
FLOOR_TRUST = 0.9
"""Share of what cards set aside in hand add to a stone's chance that counts: a stone won from
the hand later is not yet won (the hand may be needed elsewhere, a tactic card may spoil it),
so finishing it now is worth more."""

UNPROVEN_SHARE = 0.97
"""An open stone nobody can prove yet counts this share of its chance: a stone claimed is won
for good, one still open may yet be lost (a count gone wrong, a hand needed elsewhere)."""
DISRUPTIVE = ("steal", "discard_opponent", "formation_size", "sum_only", "wild")
"""Tactic effects that can turn a stone already contested: spoil this seat's side (Traitor,
Banshee, Mud, Blind-Man's Bluff) or finish the opponent's with a wild card (Joker, Spy, Shield
Bearer)."""
TACTIC_HIT = 0.8
"""Tactical variant: the share of a stone's chance one of those takes away where it hurts most;
the value loses that, times the chance the opponent holds one and may play it (``threat``).  A
stone claimed now is safe from them."""
UNFINISHED_MAX = 0.999
"""A round not won yet is worth less than one won, however sure it looks: with tactic cards held
counted on top of a certain line, Hard once put off a win on the table for three turns (hand play,
tactical), each turn another tactic card for the person to draw."""
TACTIC_HELD = 0.03
"""What a tactic card in hand adds to the value while the clan deck is full (it may decide a
stone later); it shrinks towards a fifth of that as the deck runs out.  A card played must
gain more than this now."""

_COUNTERS: dict[int, Counter] = {}


def counter_for(rules: SchottenRules) -> Counter:
    """The formation tables of a card set (shared by every rules object built on it)."""
    found = _COUNTERS.get(id(rules.cs))
    if found is None or found.rules.cs is not rules.cs:
        found = _COUNTERS[id(rules.cs)] = Counter(rules)
    return found


class Valuer:
    """Judges positions for ``seat`` from what ``view`` shows it (the chance of winning the
    round, 0 to 1)."""

    def __init__(self, rules: SchottenRules, view: SchottenState, seat: int):
        self.rules, self.seat = rules, seat
        self.counter = counter_for(rules)
        seen = rules.seen_cards(view)
        seen.update(c for c in view.hands[seat] if c >= 0)
        seen.update(c for c, _ in view.bottoms[CLAN] if c >= 0)
        self.unseen = tuple(c for c in rules.clan_cards() if c not in seen)
        hand = tuple(sorted(c for c in view.hands[seat] if rules.is_clan(c)))
        self.pool = tuple(sorted(hand + self.unseen)) if view.deck_size(CLAN) else hand
        self.deck = view.deck_size(CLAN)
        self.late = self.deck <= LATE_DECK
        self.opp_hand = sum(1 for c in view.hands[1 - seat] if c == HIDDEN_CLAN)
        self.threat = self.disrupt_chance(view) if view.tactical else 0.0
        self.open: list[int] = []  # the open stones of the position last judged (``odds``)
        self._clan = frozenset(rules.clan_cards())
        self._wild = {c: rules.wild_strengths(c) for c in rules.wild_cards()}
        self.plain_size = rules.cs.formation_size
        self._chances: dict[tuple, float] = {}
        self._best: dict[tuple, tuple] = {}
        self._offers: dict[tuple, tuple] = {}

    # -- one stone -------------------------------------------------------------------------
    def side(self, state: SchottenState, seat: int, stone: int) -> tuple[tuple[int, ...], tuple]:
        """A side as (sorted clan cards, sorted wild strengths)."""
        cards = state.sides[seat][stone]
        clan = tuple(sorted(c for c in cards if c in self._clan))
        if len(clan) == len(cards):
            return clan, ()
        return clan, tuple(sorted(self._wild[c] for c in cards if c in self._wild))

    def stone_key(self, state: SchottenState, stone: int) -> tuple:
        """What a stone's chance depends on in a position: both sides, its size and mode, and
        (for a finished side of this seat) whether it was finished first."""
        rules, seat = self.rules, self.seat
        done = state.done_at
        return (
            self.side(state, seat, stone),
            self.side(state, 1 - seat, stone),
            rules.capacity(state, stone) if state.modes[stone] else self.plain_size,
            rules.sum_only(state, stone) if state.modes[stone] else False,
            done[seat][stone] < done[1 - seat][stone],
        )

    def chance(self, key: tuple, hand_size: int, floor: int | None) -> float:
        """The chance this seat wins the stone of ``key`` (unclaimed, provable by neither side):
        its side finishes from the cards it held when the view was taken and the unseen ones
        (only the hand once the deck is empty: the same pool whatever it played since, so that
        playing a poor card does not make its future draws look better), with ``hand_size``
        clan cards in hand now, and at least at ``floor`` (a code)."""
        found = self._chances.get((key, hand_size, floor))
        if found is None:
            if len(self._chances) > 50_000:
                self._chances.clear()
            found = self._chances[key, hand_size, floor] = self._chance(*key, self.pool, floor, hand_size)
        return found

    def _chance(self, mine, theirs, size: int, sum_only: bool, first: bool, pool, floor, hand_size: int) -> float:
        counter = self.counter
        need_mine = size - len(mine[0]) - len(mine[1])
        need_theirs = size - len(theirs[0]) - len(theirs[1])
        opp = counter.completions(theirs[0], theirs[1], max(0, need_theirs), self.unseen, sum_only)
        if need_theirs > 0 and opp.total == 0:
            return 1.0 if need_mine <= 0 or floor is not None else 0.5  # they cannot finish
        opp_tries = self.tries(need_theirs, need_mine <= 0, self.opp_hand + self.deck // 2)

        def beaten(x: int) -> float:
            """The chance the opponent's side ends stronger than ``x``."""
            if need_theirs <= 0:
                return 1.0 if opp.codes[0] > x else 0.0
            q = opp.share(x)
            return 0.0 if q <= 0.0 else 1.0 - (1.0 - q) ** opp_tries

        if need_mine <= 0:
            code = counter.value(mine[0], mine[1], sum_only)
            ties_mine = first if need_theirs <= 0 else True
            return 1.0 - beaten(code if ties_mine else code - 1)
        later = counter.completions(mine[0], mine[1], need_mine, pool, sum_only)
        if floor is None and later.total == 0:
            return 0.0  # this side cannot be finished
        own_tries = self.tries(need_mine, need_theirs <= 0, hand_size + (self.deck + 1) // 2)
        if need_theirs <= 0:
            tie = 0.0
        elif need_mine != need_theirs:
            tie = 0.75 if need_mine < need_theirs else 0.25
        else:
            tie = 0.5
        return _win_chance(later, own_tries, floor, beaten, tie)

    def tries(self, need: int, other_done: bool, cards: int) -> float:
        """Tries at finishing a side that needs ``need`` cards out of the ``cards`` it will see."""
        if need <= 0:
            return 0.0
        return min(TRIES[min(need, 3), other_done, self.late], TRIES_PER_SET * comb(cards, need))

    def hand_best(self, key: tuple, items: tuple[int, ...]) -> tuple[int | None, tuple]:
        """The best formation this seat's side of the stone of ``key`` reaches with cards of
        ``items`` (hand cards: clan cards and playable elite troops) alone, and the cards it takes."""
        mine, _, size, sum_only, _ = key
        found = self._best.get((mine, size, sum_only, items))
        if found is not None:
            return found
        need = size - len(mine[0]) - len(mine[1])
        best: tuple[int | None, tuple] = (None, ())
        if 0 < need <= len(items):
            counter, clan_set, wild = self.counter, self._clan, self._wild
            for combo in itertools.combinations(items, need):
                clan = tuple(sorted(mine[0] + tuple(c for c in combo if c in clan_set)))
                if len(clan) == len(mine[0]) + need and not mine[1]:
                    code = counter.value(clan, (), sum_only)
                else:
                    extra = tuple(wild[c] for c in combo if c not in clan_set)
                    code = counter.value(clan, tuple(sorted(mine[1] + extra)), sum_only)
                if best[0] is None or code > best[0]:
                    best = (code, combo)
        if len(self._best) > 50_000:
            self._best.clear()
        self._best[mine, size, sum_only, items] = best
        return best

    def offer(self, key: tuple, hand: tuple[int, ...], items: tuple[int, ...]) -> tuple:
        """A stone's chance without help from the hand, and what the hand's best cards for it
        would add per card: ``(plain, gain per card, code, cards)``."""
        found = self._offers.get((key, items))
        if found is None:
            plain = self.chance(key, len(hand), None)
            code, used = self.hand_best(key, items)
            gain = self.chance(key, len(hand), code) - plain if code is not None else 0.0
            found = (plain, gain / len(used) if used else 0.0, code, used)
            if len(self._offers) > 50_000:
                self._offers.clear()
            self._offers[key, items] = found
        return found

    # -- the position ---------------------------------------------------------------------
    def odds(self, state: SchottenState) -> list[float]:
        """Per stone, the chance this seat ends up with it."""
        open_stones: list[int] = []
        out = stone_odds(self.rules, state, self.seat, lambda stone: 0.0, open_stones)  # open ones: allot
        if open_stones:
            self.allot(state, open_stones, out)
            for stone in open_stones:
                out[stone] *= UNPROVEN_SHARE
        self.open = open_stones
        return out

    def disrupt_chance(self, view: SchottenState) -> float:
        """The chance the opponent holds a tactic card that can spoil a side (and may play it)."""
        rules, seat = self.rules, self.seat
        other = 1 - seat
        held = sum(1 for c in view.hands[other] if c == HIDDEN_TACTIC)
        if not held or view.tactics_played[other] > view.tactics_played[seat] + 1:
            return 0.0
        known = set(view.discard) | {c for c in view.hands[seat] if c >= 0}
        for cards in view.modes:
            known.update(cards)
        for side in view.sides:
            for cards in side:
                known.update(cards)
        unseen = [c for c in rules.cs.all_tactics() if c not in known]
        if not unseen:
            return 0.0
        joker_ok = view.jokers_played[other] == 0
        share = sum(1 for c in unseen if rules.effect(c) in DISRUPTIVE and (joker_ok or not rules.is_joker(c))) / len(
            unseen
        )
        return 1.0 - (1.0 - share) ** held

    def allot(self, state: SchottenState, stones: list[int], out: list[float]) -> None:
        """Each open stone's chance, the cards in hand set aside for the stones they help most
        (per card), one stone per card and one set of cards per stone.  An elite troop in hand
        is also offered alone to each stone (``wild_offer``): kept, it can go where it helps
        most later, so it is worth there nearly what it would add played now."""
        hand = tuple(sorted(c for c in state.hands[self.seat] if c in self._clan))
        wilds = self.hand_wilds(state)
        items = hand + wilds
        kept = wilds + self.hand_modes(state)
        keys = {}
        offers = []
        for stone in stones:
            keys[stone] = key = self.stone_key(state, stone)
            plain, per_card, code, used = self.offer(key, hand, items)
            out[stone] = plain
            if per_card > 1e-9:
                offers.append((per_card, stone, used, None))
            for card in kept:
                played = self.played_key(key, card)
                if played is not None:
                    gain = self.chance(played, len(hand), None) - plain
                    if gain > 1e-9:
                        offers.append((gain, stone, (card,), played))
        if not offers:
            return
        weights = run_weights(out)
        order = sorted(range(len(offers)), key=lambda i: (round(-offers[i][0], 9), -weights[offers[i][1]], i))
        taken: set[int] = set()
        settled: set[int] = set()
        for _, stone, used, alone in (offers[i] for i in order):
            if stone in settled:
                continue
            key = keys[stone]
            if alone is not None:
                if not taken.isdisjoint(used):
                    continue
                better = self.chance(alone, len(hand), None)
            else:
                if not taken.isdisjoint(used):
                    left = tuple(c for c in items if c not in taken)
                    code, used = self.hand_best(key, left)
                    if code is None:
                        continue
                else:
                    code = self.hand_best(key, items)[0]
                better = self.chance(key, len(hand), code)
            if better > out[stone]:
                out[stone] += (better - out[stone]) * FLOOR_TRUST
                taken.update(used)
                settled.add(stone)

    def played_key(self, key: tuple, card: int) -> tuple | None:
        """The stone of ``key`` once this seat plays the kept tactic card ``card`` there: an
        elite troop on its side, Blind-Man's Bluff on the stone (None: it cannot go there or
        changes nothing)."""
        mine, theirs, size, sum_only, first = key
        if card in self._wild:
            if size - len(mine[0]) - len(mine[1]) <= 0:
                return None
            return (mine[0], tuple(sorted(mine[1] + (self._wild[card],)))), theirs, size, sum_only, first
        if sum_only:
            return None
        return mine, theirs, size, True, first

    def hand_modes(self, state: SchottenState) -> tuple[int, ...]:
        """The Blind-Man's Bluff cards this seat holds (a stone's mode it may still change)."""
        rules = self.rules
        return tuple(c for c in sorted(state.hands[self.seat]) if c >= 0 and rules.effect(c) == "sum_only")

    def hand_wilds(self, state: SchottenState) -> tuple[int, ...]:
        """The elite troops this seat could still play (one Joker a round)."""
        rules, seat = self.rules, self.seat
        out = []
        joker_ok = state.jokers_played[seat] == 0
        for c in sorted(state.hands[seat]):
            if c in (HIDDEN_CLAN, HIDDEN_TACTIC) or rules.wild_strengths(c) is None:
                continue
            if rules.is_joker(c):
                if not joker_ok:
                    continue
                joker_ok = False
            out.append(c)
        return tuple(out)

    def value(self, state: SchottenState) -> float:
        if state.phase in (OVER, ROUND_OVER):
            if state.winner == self.seat:
                return 1.0
            if state.winner == 1 - self.seat:
                return 0.0
            return 0.5
        odds = self.odds(state)
        value = line_value_of(self.rules, odds)
        if self.threat and self.open:
            value -= self.threat * self.worst_hit(state, odds, value)
        return min(value + self.held_tactics(state), UNFINISHED_MAX)

    def worst_hit(self, state: SchottenState, odds: list[float], value: float) -> float:
        """What the round's chance loses when the opponent turns the contested open stone where
        that hurts most (among the three that matter most)."""
        seat = self.seat
        built = [s for s in self.open if state.sides[seat][s] or state.sides[1 - seat][s]]
        if not built:
            return 0.0
        weights = run_weights(odds)
        built.sort(key=lambda s: -odds[s] * weights[s])
        worst = 0.0
        rules = self.rules
        for stone in built[:3]:
            hit = odds[:]
            hit[stone] *= 1.0 - TACTIC_HIT
            worst = max(worst, value - line_value_of(rules, hit))
        return worst

    def held_tactics(self, state: SchottenState) -> float:
        """The worth of the tactic cards this seat still holds (a second Joker is dead)."""
        rules, seat = self.rules, self.seat
        held = 0
        jokers_dead = state.jokers_played[seat] > 0
        for c in state.hands[seat]:
            if c < 0 or rules.is_clan(c) or (jokers_dead and rules.is_joker(c)):
                continue
            held += 1
        if not held:
            return 0.0
        return TACTIC_HELD * held * (0.2 + 0.8 * min(1.0, state.deck_size(CLAN) / 30.0))


def run_weights(odds: list[float]) -> list[float]:
    """Per stone, roughly how much it matters to the line: the chance it completes three in a
    row with its neighbours (the hand's cards go first where they gain most per card, and
    between equal stones to the one that matters most to the line)."""
    n = len(odds)
    p = [0.0, 0.0] + list(odds) + [0.0, 0.0]
    return [p[i] * p[i + 1] + p[i + 1] * p[i + 3] + p[i + 3] * p[i + 4] for i in range(n)]


def _win_chance(later: Completions, tries: float, floor: int | None, beaten, tie: float) -> float:
    """Sum over where this side may end (the best of ``tries`` completions, at least ``floor``)
    of the chance the other side ends below it (or equal, times ``tie``)."""
    values = later.distinct()
    if floor is not None:
        values = [floor] + [v for v in values if v > floor]
    total = 0.0
    below = 0.0  # P(this side ends at most the previous value)
    for v in values:
        q = later.share(v)
        upto = 1.0 if q <= 0.0 else (1.0 - q) ** tries
        mass = upto - below
        if mass <= 1e-12:
            continue
        below = upto
        over = beaten(v - 1)
        total += mass * (1.0 - over + tie * (over - beaten(v)))
    return total
