"""Schotten Totten: clicking a stone that cannot be claimed yet says why (issue 21 point 12):
your side incomplete, a weaker formation, or what the opponent could still make there, with
an example of cards not seen yet (never a card on the table, discarded or in your own hand
when others do) — read from what the person sees."""

import random

import pygame

from game.core.i18n import Msg
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.games.schotten.rules.actions import Claim
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import END
from game.scenes.play import start_match

RULES = SchottenRules()


def unclaimable_stones(seed: int, limit: int = 400):
    """(match, stone) each time Ana ends her turn beside an unclaimed stone she may not claim."""
    seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
    match, rng = Match(RULES, MatchConfig("schotten", seats, {}, seed=seed)), random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            return
        if match.to_move() == CHANCE:
            match.resolve_chance()
            continue
        state = match.state
        if match.to_move() == 0 and state.phase == END:
            for stone in range(9):
                if state.claimed[stone] < 0 and Claim(stone) not in match.legal_actions():
                    yield match, stone
                    break
        match.play(rng.choice(match.legal_actions()))


def test_a_stone_that_cannot_be_claimed_says_why(app, driver):
    kinds = set()
    for seed in range(6):
        for match, stone in unclaimable_stones(seed):
            scene = start_match(app, match, "why")
            driver.send()
            app.toasts.clear()
            before = len(match.actions)
            driver.click(scene.view.lay.stone_rects[stone].center)
            assert len(match.actions) == before
            shown = [t.text for t in app.toasts]
            assert shown, f"seed {seed}: clicking stone {stone + 1} said nothing"
            why = shown[-1]
            assert why == RULES.why_illegal(scene.session.visible_state(), Claim(stone))
            kinds.add(why.key)
            if why.key == "schotten.why.not_proven_by":
                check_example(match, stone, why)
            app.toasts.clear()
            driver.key(pygame.K_1 + stone)  # its number key says the same
            assert [t.text for t in app.toasts] == [why]
    assert {"schotten.why.incomplete", "schotten.why.not_proven_by"} <= kinds, kinds


def check_example(match: Match, stone: int, why: Msg) -> None:
    """The cards named are not seen yet and give the opponent's side the formation named; one
    of Ana's own cards is named only when no cards outside her hand would do."""
    from itertools import combinations

    from game.games.schotten.rules.formations import best_completion

    state = match.state
    params = dict(why.params)
    seen = set(state.discard) | {c for side in state.sides for cards in side for c in cards}
    size = RULES.capacity(state, stone)

    def made_with(cards) -> Msg:
        clan, wilds = RULES.split(list(state.sides[1][stone]) + list(cards))
        return RULES.value_label(best_completion(clan, wilds, size, False))

    named = [c for c in RULES.clan_cards() if c not in seen and str(RULES.card_name(c)) in str(params["cards"])]
    example = next(c for c in combinations(named, params["count"]) if made_with(c) == params["best"])
    assert not set(example) & seen
    if set(example) & set(state.hands[0]):
        outside = [c for c in RULES.clan_cards() if c not in seen and c not in state.hands[0]]
        assert not any(made_with(c) == params["best"] for c in combinations(outside, params["count"]))
