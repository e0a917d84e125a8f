"""Formations on the table and the proof question: may a seat claim a stone now?  ``Claims``,
held by ``SchottenRules``, owns the caches of formation values and proofs; it asks the
``Board`` it is given about cards and stones.  The words of a refusal are ``words.Words``'s."""

from __future__ import annotations

from itertools import combinations

from game.games.schotten.rules.board import Board
from game.games.schotten.rules.formations import HIGH, Pool, Value, best_completion, concrete_value
from game.games.schotten.rules.state import SchottenState

VALUE_CACHE_LIMIT = 50_000
POOL_CACHE_LIMIT = 256
PROOF_CACHE_LIMIT = 20_000
CLAIM_OK, CLAIM_INCOMPLETE, CLAIM_WEAKER, CLAIM_UNPROVEN = "ok", "incomplete", "weaker", "unproven"


class Claims:
    """Formation values (cached) and claims: which stones a seat may claim, and the verdict on one."""

    def __init__(self, board: Board):
        self.board = board
        self.cs = board.cs
        # the board's tables, read in the inner loops
        self._piece, self._card_of, self._wild = board.pieces, board.card_of, board.wilds
        self._jokers, self._clan_order = board.jokers, board.clan_order
        self._capacity, self._sum_only = board.capacity, board.sum_only
        self._split, self._seen = board.split, board.seen
        self._values: dict[tuple, Value] = {}
        """Values of complete sides by (cards, size, sum only): a side is re-scored often."""
        self._pools: dict[tuple, Pool] = {}
        """Proof pools by the cards they hold: the unseen cards change only when one is played."""
        self._last_pool: tuple[frozenset[int], tuple, Pool] | None = None
        self._proofs: dict[tuple, tuple[bool, frozenset[int]]] = {}
        """Proof answers by (opponent's side, size, sum only, claimer's formation, joker open)."""

    def side_value(self, state: SchottenState, seat: int, stone: int) -> Value | None:
        """Value of a complete side (owner's best choice for wild cards), None if incomplete."""
        cards_ = state.sides[seat][stone]
        size = self._capacity(state, stone)
        if len(cards_) < size:
            return None
        key = (tuple(sorted(cards_)), size, self._sum_only(state, stone))
        value = self._values.get(key)
        if value is None:
            if len(self._values) >= VALUE_CACHE_LIMIT:
                self._values.clear()
            clan, wilds = self._split(cards_)
            value = self._values[key] = best_completion(clan, wilds, size, key[2])
        return value

    def proof_pool(self, state: SchottenState, opponent: int, seen: set[int] | None = None) -> Pool:
        """What ``opponent`` might still add: every clan card not visible on the table or in
        the discard pile (the claimer's hand counts as available), plus unplayed elite
        troops the opponent could still play (data choice ``proof_counts_unplayed_elite``)."""
        seen = self._seen(state) if seen is None else seen
        clan = tuple(c for c in self._clan_order if c not in seen)
        wilds = tuple(strengths for _, strengths in self._open_elites(state, opponent, seen))
        key = (clan, wilds)
        pool = self._pools.get(key)
        if pool is None:
            if len(self._pools) >= POOL_CACHE_LIMIT:
                self._pools.clear()
            pool = self._derived_pool(clan, wilds) or Pool([self._piece[c] for c in clan], list(wilds))
            self._pools[key] = pool
            self._last_pool = (frozenset(clan), wilds, pool)
        return pool

    def _open_elites(self, state: SchottenState, opponent: int, seen: set[int]) -> list[tuple[int, tuple[int, ...]]]:
        """(card, strengths) of the elite troops ``opponent`` could still play in a proof: not
        seen, one Joker at most and none once it has played its own (data choice
        ``proof_counts_unplayed_elite``; none in the base game)."""
        if not state.tactical or not self.cs.choices.get("proof_counts_unplayed_elite", True):
            return []
        out, joker_counted = [], False
        for card, strengths in self._wild.items():
            if card in seen:
                continue
            if card in self._jokers:
                if state.jokers_played[opponent] or joker_counted:
                    continue
                joker_counted = True
            out.append((card, strengths))
        return out

    def _derived_pool(self, clan: tuple[int, ...], wilds: tuple) -> Pool | None:
        """The last pool built, less the cards seen since (a round's unseen cards only shrink)."""
        last = self._last_pool
        if last is None or last[1] != wilds:
            return None
        old, _, pool = last
        gone = old.difference(clan)
        if len(old) - len(gone) != len(clan) or len(gone) > 8:
            return None  # not a subset of the last pool, or too far from it
        return pool.without([self._piece[c] for c in gone])

    def threat_example(self, state: SchottenState, seat: int, stone: int, best: Value) -> tuple[int, ...] | None:
        """Clan cards not seen yet (neither on the table nor discarded) that would give the other
        side ``best``, when it lacks one or two cards: those not in ``seat``'s hand first (what
        the opponent may hold or draw).  None when no such pair or card does (an elite troop
        needed, or more cards missing)."""
        other = 1 - seat
        fixed = list(state.sides[other][stone])
        size, sum_only = self._capacity(state, stone), self._sum_only(state, stone)
        k = size - len(fixed)
        if not 1 <= k <= 2:
            return None
        seen = self._seen(state)
        out = [c for c in self._clan_order if c not in seen]
        mine = set(state.hands[seat])
        for pool in ([c for c in out if c not in mine], out):
            for combo in combinations(pool, k):
                clan, wilds = self._split(fixed + list(combo))
                if best_completion(clan, wilds, size, sum_only) == best:
                    return combo
        return None

    def threat_elites(self, state: SchottenState, seat: int, stone: int, mine: Value) -> list[int]:
        """The elite troops a proof counts (``_open_elites``) each of which, with the clan cards
        not seen yet, would let the other side beat ``mine`` on ``stone``."""
        other = 1 - seat
        seen = self._seen(state)
        pieces = [self._piece[c] for c in self._clan_order if c not in seen]
        clan, wilds = self._split(state.sides[other][stone])
        size, sum_only = self._capacity(state, stone), self._sum_only(state, stone)
        out = []
        for card, strengths in self._open_elites(state, other, seen):
            best = best_completion(clan, wilds, size, sum_only, Pool(pieces, [strengths]), mine)
            if best is not None and best > mine:
                out.append(card)
        return out

    def verdict(
        self, state: SchottenState, seat: int, stone: int, pool: Pool | None = None
    ) -> tuple[str, Value | None, Value | None]:
        """Whether ``seat`` may claim the unclaimed ``stone`` (no words built): the verdict,
        its formation and the other side's (complete, or the best it could still make)."""
        mine = self.side_value(state, seat, stone)
        if mine is None:
            return CLAIM_INCOMPLETE, None, None
        other = 1 - seat
        theirs = self.side_value(state, other, stone)
        if theirs is not None:
            if mine > theirs or (mine == theirs and state.done_at[seat][stone] < state.done_at[other][stone]):
                return CLAIM_OK, mine, theirs
            return CLAIM_WEAKER, mine, theirs
        clan, wilds = self._split(state.sides[other][stone])
        pool = pool if pool is not None else self.proof_pool(state, other)
        best = best_completion(clan, wilds, self._capacity(state, stone), self._sum_only(state, stone), pool, mine)
        # The claimer completed first, so an equal formation still loses to them.
        if best is None or best <= mine:
            return CLAIM_OK, mine, best
        return CLAIM_UNPROVEN, mine, best

    def claimable(self, state: SchottenState, seat: int) -> list[int]:
        pool = seen = None
        out = []
        sides, theirs, claimed, modes = state.sides[seat], state.sides[1 - seat], state.claimed, state.modes
        plain = self.cs.formation_size
        for stone in range(self.cs.stones):
            if claimed[stone] >= 0:
                continue
            size = self._capacity(state, stone) if modes[stone] else plain
            if len(sides[stone]) < size:
                continue
            if len(theirs[stone]) >= size:
                if self.verdict(state, seat, stone)[0] == CLAIM_OK:
                    out.append(stone)
                continue
            seen = self._seen(state) if seen is None else seen
            key = self._proof_key(state, seat, stone, size)
            known = self._proofs.get(key)
            if known is not None:
                proven, cards_ = known
                if proven and cards_ <= seen:  # proven before, and fewer cards are out now
                    out.append(stone)
                    continue
                if not proven and seen.isdisjoint(cards_):  # the opponent's witness is still out
                    continue
            pool = self.proof_pool(state, 1 - seat, seen) if pool is None else pool
            verdict, mine, _ = self.verdict(state, seat, stone, pool)
            side = state.sides[1 - seat][stone]
            self._remember_proof(key, verdict == CLAIM_OK, seen, side, size, key[2], mine, pool)
            if verdict == CLAIM_OK:
                out.append(stone)
        return out

    def _proof_key(self, state: SchottenState, seat: int, stone: int, size: int) -> tuple:
        other = 1 - seat
        mine = self.side_value(state, seat, stone)
        joker_open = state.jokers_played[other] == 0
        side = tuple(sorted(state.sides[other][stone]))
        return (side, size, self._sum_only(state, stone), mine, state.tactical, joker_open)

    def _remember_proof(
        self,
        key: tuple,
        proven: bool,
        seen: set[int],
        side: list[int],
        size: int,
        sum_only: bool,
        mine: Value,
        pool: Pool,
    ) -> None:
        """Remember a proof question's answer so that a later turn can reuse it: a proof with
        the cards then seen (it still holds once more are seen), or a refusal with the cards
        that beat the claimer (it still holds while they are all out of sight)."""
        if len(self._proofs) >= PROOF_CACHE_LIMIT:
            self._proofs.clear()
        if proven:
            self._proofs[key] = (True, frozenset(seen))
            return
        witness = self._witness(side, size, sum_only, mine, pool)
        if witness is not None:
            self._proofs[key] = (False, witness)

    def _witness(self, side: list[int], size: int, sum_only: bool, mine: Value, pool: Pool) -> frozenset[int] | None:
        """Clan cards of the proof ``pool`` that complete ``side`` to beat ``mine``, if easily found."""
        if any(c not in self._piece for c in side):
            return None
        fixed = [self._piece[c] for c in side]
        k = size - len(side)
        for pieces in _witness_tries(fixed, k, size, pool):
            if len(pieces) == k and concrete_value(fixed + pieces, sum_only) > mine:
                return frozenset(self._card_of[p] for p in pieces)
        return None


def _witness_tries(fixed: list[tuple[int, int]], k: int, size: int, pool: Pool):
    """Candidate completions of a side, strongest kinds first (tried lazily, first success wins):
    a colour run or the top of a colour, the same strength, a run of any colours, the highest sum."""
    colours = {c for c, _ in fixed} or set(pool.by_colour)
    strengths = {s for _, s in fixed}
    if len(colours) == 1 or not fixed:
        for colour in sorted(colours):
            mask = pool.masks.get(colour, 0)
            for start in range(HIGH - size + 1, 0, -1):
                window = [s for s in range(start, start + size) if s not in strengths]
                if len(window) == k and all(mask >> s & 1 for s in window):
                    yield [(colour, s) for s in window]
                    break
            yield [(colour, s) for s in pool.by_colour.get(colour, [])[:k]]
    if len(strengths) <= 1:
        for strength in strengths or (HIGH,):
            yield [p for p in pool.clan if p[1] == strength][:k]
    masks = sorted(pool.masks.items())
    if len(strengths) == len(fixed):  # a run (any colours) may still come
        for start in range(HIGH - size + 1, 0, -1):
            need = [s for s in range(start, start + size) if s not in strengths]
            if len(need) == k:
                found = [next(((c, s) for c, m in masks if m >> s & 1), None) for s in need]
                if None not in found:
                    yield found
                    break
    highest: list[tuple[int, int]] = []  # the highest sum
    for s in range(HIGH, 0, -1):
        highest += [(c, s) for c, m in masks if m >> s & 1]
        if len(highest) >= k:
            break
    yield highest[:k]
