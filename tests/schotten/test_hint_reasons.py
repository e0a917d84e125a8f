"""The "why" of a Schotten hint (issue 11, "Suggest a move"): every move the hint can suggest, quiet
card plays included, gets a non-empty line in both languages, read from the person's view only."""

import random

import pytest

from game import games
from game.core import i18n
from game.core.hinting import suggest
from game.core.i18n import tr
from game.core.match import Match, MatchConfig, Seat
from game.games.schotten import hints
from game.games.schotten.rules.actions import Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN

RULES = SchottenRules()


def positions(games_count: int = 10, every: int = 3):
    """(state, seat) at a seat's decision, every few moves of random games, base and tactical."""
    out = []
    for seed in range(games_count):
        match = Match(RULES, MatchConfig("schotten", [Seat("Ana"), Seat("Rui")], {"tactical": seed % 2 == 1}, seed))
        rng = random.Random(seed)
        step = 0
        while not match.is_over():
            if step % every == 0:
                out.append((match.state.clone(), match.to_move()))
            match.play(rng.choice(match.legal_actions()))
            step += 1
    return out


@pytest.fixture
def english():
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


def test_every_legal_move_has_a_why_line_in_both_languages():
    seen = set()
    for lang in ("en", "pt"):
        i18n.set_language(lang)
        try:
            for state, seat in positions(games_count=6, every=4):
                view = RULES.view(state, seat)
                for action in RULES.legal_actions(state):
                    reason = hints.why(RULES, view, action, seat)
                    assert reason is not None, f"no why for {action}"
                    assert tr(reason).strip() and "{" not in tr(reason), tr(reason)
                    seen.add(reason.key)
        finally:
            i18n.set_language("en")
    quiet = {k for k in seen if k.startswith("schotten.hint.aim") or k in ("schotten.hint.sum", "schotten.hint.lost")}
    assert len(quiet) >= 4, seen  # ordinary plays get reasons of their own, not only claims


def test_every_hint_in_a_set_of_positions_has_a_why_line(english):
    bot = games.make_bot("schotten", "easy", 11)
    checked = 0
    for state, seat in positions(games_count=8, every=5):
        action = suggest(bot, RULES, state, seat)
        reason = hints.why(RULES, RULES.view(state, seat), action, seat)
        assert reason is not None and tr(reason).strip(), action
        checked += 1
    hard = games.make_bot("schotten", "hard", 11)
    for state, seat in positions(games_count=2, every=17)[:4]:
        action = suggest(hard, RULES, state, seat)
        assert hints.why(RULES, RULES.view(state, seat), action, seat) is not None
    assert checked > 30


def test_a_quiet_play_names_the_cards_its_formation_still_needs(english):
    """Ana plays green 1 on an empty stone holding green 3: a colour run 1-2-3 needs green 2 (still
    out) and green 3 (in her hand); with green 2 on the table elsewhere the run is gone."""
    match = Match(RULES, MatchConfig("schotten", [Seat("Ana"), Seat("Rui")], {}, 1))
    state = match.state
    seat = match.to_move()
    green = 0
    green_1, green_2, green_3 = (RULES.clan_card(green, s) for s in (1, 2, 3))
    hand = [green_1, green_3] + [c for c in state.hands[seat] if RULES.piece(c)[0] != green][:4]
    state.hands[seat] = hand
    for other in (state.hands[1 - seat], state.pools[CLAN]):
        other[:] = [c for c in other if c not in hand]
    line = tr(hints.why(RULES, RULES.view(state, seat), Play(green_1, 0), seat))
    assert line == "starts a colour run: you hold green 3, and green 2 is still out", line
    state.sides[1 - seat][4].append(green_2)  # green 2 seen: no colour run with the 1 any more
    line = tr(hints.why(RULES, RULES.view(state, seat), Play(green_1, 0), seat))
    assert "colour run" not in line


def other_hidden_cards(state, seat):
    """``state`` with the other seat's hand swapped against cards of the clan deck (all hidden
    from ``seat``), and the deck's order changed."""
    changed = state.clone()
    hand, pool = changed.hands[1 - seat], changed.pools[CLAN]
    for i in range(min(3, len(hand), len(pool))):
        if RULES.is_clan(hand[i]):
            hand[i], pool[-1 - i] = pool[-1 - i], hand[i]
    pool.reverse()
    return changed


def test_the_why_line_is_the_same_whatever_the_opponents_hidden_hand(english):
    compared = 0
    for state, seat in positions(games_count=6, every=4):
        other = other_hidden_cards(state, seat)
        if other.hands[1 - seat] == state.hands[1 - seat]:
            continue
        for action in RULES.legal_actions(state):
            a = hints.why(RULES, RULES.view(state, seat), action, seat)
            b = hints.why(RULES, RULES.view(other, seat), action, seat)
            assert tr(a) == tr(b), action
            compared += 1
    assert compared > 200
