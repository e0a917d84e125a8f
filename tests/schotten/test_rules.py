"""Schotten Totten rules, one behaviour per test, from the rulebook (seed 001) and fact sheet."""

import pytest

from game.core.i18n import tr
from game.core.rules import CHANCE, GameConfig, IllegalAction
from game.games.schotten.rules.actions import (
    Claim,
    Deal,
    Draw,
    EndTurn,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
)
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, END, GIVE_BACK, OVER, PICK, PLACE, PLAY, RECRUIT, ROUND_OVER, TACTIC
from tests.schotten.tables import card

# -- setup ---------------------------------------------------------------------


def test_setup_deals_six_cards_each_base_and_seven_tactical():
    rules = SchottenRules()
    for tactical, size in ((False, 6), (True, 7)):
        state = rules.setup(GameConfig(2, {"tactical": tactical}))
        while rules.to_move(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state, __import__("random").Random(1)))
        assert [len(h) for h in state.hands] == [size, size]
        assert state.deck_size(CLAN) == 54 - 2 * size
        assert state.deck_size(TACTIC) == (10 if tactical else 0)
        assert state.phase == PLAY and rules.to_move(state) == 0


def test_nine_stones_and_fifty_four_clan_cards():
    cs = SchottenRules().cs
    assert cs.stones == 9 and cs.clan_count == 54 and len(cs.tactics) == 10


# -- playing and claiming ---------------------------------------------------------


def test_play_card_on_own_side_then_claim_then_draw(table):
    t = table().hand(0, "blue 5").side(0, 4, "green 5", "red 5").side(1, 4, "green 7", "purple 4", "blue 3")
    t.play(Play(card("blue 5"), 3))
    assert t.state.phase == END
    # Rulebook example: 5-5-5 against green 7, purple 4, blue 3 — the claim succeeds.
    assert Claim(3) in t.legal()
    t.play(Claim(3))
    assert t.state.claimed[3] == 0
    assert Draw(CLAN) in t.legal()
    t.play(Draw(CLAN))
    assert t.rules.to_move(t.state) == CHANCE


def test_at_most_three_cards_per_side(table):
    t = table().hand(0, "blue 1").side(0, 1, "green 1", "green 2", "green 3")
    assert Play(card("blue 1"), 0) not in t.legal()
    with pytest.raises(IllegalAction) as err:
        t.play(Play(card("blue 1"), 0))
    assert "full" in tr(err.value.reason)


def test_no_card_on_a_claimed_stone_even_if_incomplete(table):
    t = table().hand(1, "blue 1")
    t.state.claimed[2] = 0
    t.state.current = 1
    assert all(a.stone != 2 for a in t.legal() if isinstance(a, Play))


def test_claim_needs_own_formation_complete(table):
    t = table().hand(0, "blue 9").side(0, 1, "green 9").side(1, 1, "red 1", "red 2", "yellow 4")
    t.play(Play(card("blue 9"), 0))
    assert Claim(0) not in t.legal()  # only two cards, even if provably winning


def test_claims_only_after_playing_in_the_base_game(table):
    t = table().hand(0, "blue 1").side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2", "yellow 4")
    assert Claim(0) not in t.legal()
    reason = t.rules.why_illegal(t.state, Claim(0))
    assert "after playing" in tr(reason)
    t.play(Play(card("blue 1"), 1))
    assert Claim(0) in t.legal()


def test_several_claims_in_one_turn(table):
    t = table().hand(0, "pink 1")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2", "yellow 4")
    t.side(0, 2, "green 8", "blue 8", "red 8").side(1, 2, "red 3", "green 2", "yellow 5")
    t.play(Play(card("pink 1"), 5))
    assert {Claim(0), Claim(1)} <= set(t.legal())
    t.play(Claim(0)).play(Claim(1))
    assert t.state.claimed[:2] == [0, 0]


def test_tie_goes_to_who_completed_first(table):
    t = table().hand(0, "pink 1")
    # Seat 1 completes 9-8-7 (run, 24) first; seat 0 completes an equal run later.
    t.side(1, 5, "green 9", "blue 8", "red 7").side(0, 5, "blue 9", "red 8", "green 7")
    t.play(Play(card("pink 1"), 0))
    assert Claim(4) not in t.legal()
    assert "does not beat" in tr(t.rules.claim_problem(t.state, 0, 4))
    assert t.rules.claim_problem(t.state, 1, 4) is None


def test_proof_claim_when_no_completion_can_beat(table):
    # Mine: three 9s (same strength 27).  Theirs: red 1, red 2 — but red 3 is visible
    # elsewhere, so no red colour run is left... yet 1-2-3 of another colour? They need red.
    t = table().hand(0, "pink 1")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2")
    t.side(0, 3, "red 3")
    t.play(Play(card("pink 1"), 8))
    assert Claim(0) in t.legal()


def test_a_proof_that_only_an_elite_troop_stops_says_so(table):
    # Hand play: three 7s against yellow 6-7, with yellow 5 and yellow 8 on the table — no clan
    # card makes the colour run any more, only a Joker (or the Spy) not seen yet.
    t = table(tactical=True)
    t.side(0, 6, "red 7", "blue 7", "green 7").side(1, 6, "yellow 6", "yellow 7")
    t.side(0, 3, "yellow 8").side(0, 4, "yellow 5")
    why = t.rules.claim_problem(t.state, 0, 5)
    assert why.key == "schotten.why.not_proven_elite"
    assert "Joker" in tr(why)
    # only the troops that would do it are named (hand play: the Spy was named while face up on
    # the table, and where only a Joker could win): the Spy makes yellow 6-7-7, a colour, and
    # the Shield Bearer nothing better
    assert "Spy" not in tr(why) and "Shield" not in tr(why)


def test_a_proof_names_the_elite_troops_not_seen_yet_that_would_beat_it(table):
    # Three 2s against blue 1 and blue 3: the Shield Bearer as blue 2 or a Joker makes a colour
    # run; once the Shield Bearer is on the table, only the Joker is left to name.
    t = table(tactical=True)
    t.side(0, 2, "red 2", "green 2", "pink 2").side(1, 2, "blue 1", "blue 3")
    t.side(0, 5, "blue 2").side(0, 7, "yellow 2")
    assert "Shield Bearer" in tr(t.rules.claim_problem(t.state, 0, 1))
    assert "Joker" in tr(t.rules.claim_problem(t.state, 0, 1))
    t.side(1, 8, "shield")
    why = tr(t.rules.claim_problem(t.state, 0, 1))
    assert "Joker" in why and "Shield" not in why


def test_four_of_a_kind_under_mud_fight_is_called_so(table):
    # Hand play: four 5s under Mud Fight were labelled "Three · 20".
    t = table(tactical=True)
    t.state.modes[4] = [card("mud")]
    t.side(0, 5, "red 5", "green 5", "blue 5", "pink 5")
    assert tr(t.rules.side_label(t.state, 0, 4)) == "Four of a kind · 20"
    t.side(1, 6, "red 6", "green 6", "blue 6")
    assert tr(t.rules.side_label(t.state, 1, 5)) == "Three of a kind · 18"


def test_proof_fails_when_a_completion_could_still_win(table):
    t = table().hand(0, "pink 1")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2")
    t.play(Play(card("pink 1"), 8))
    assert Claim(0) not in t.legal()
    # the reason comes from what the claimer sees: the same whatever the opponent holds
    assert t.rules.claim_problem(t.state, 0, 0) == t.rules.claim_problem(t.rules.view(t.state, 0), 0, 0)
    why = tr(t.rules.claim_problem(t.state, 0, 0))
    assert "Colour run" in why and "red 3" in why  # the card still unseen that would do it (issue 21)


def test_proof_counts_the_claimers_own_hand_as_available(table):
    # The only card that could beat is red 3, and it is in the claimer's own hand: still no proof.
    t = table().hand(0, "pink 1", "red 3")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2")
    t.play(Play(card("pink 1"), 8))
    assert Claim(0) not in t.legal()


def test_proof_tie_goes_to_the_claimer(table):
    # Mine: green 7-8-9 colour run (24). Theirs: blue 8, blue 9 — blue 7 could tie at 24,
    # but the claimer completed first, so the tie is already theirs; blue 10 does not exist.
    t = table().hand(0, "pink 1")
    t.side(0, 2, "green 7", "green 8", "green 9").side(1, 2, "blue 8", "blue 9")
    t.play(Play(card("pink 1"), 8))
    assert Claim(1) in t.legal()


def test_three_adjacent_stones_win_at_once(table):
    t = table().hand(0, "pink 1")
    t.state.claimed[3] = 0
    t.state.claimed[4] = 0
    t.side(0, 6, "green 9", "blue 9", "red 9").side(1, 6, "red 1", "red 2", "yellow 4")
    t.play(Play(card("pink 1"), 0)).play(Claim(5))
    assert t.state.phase == OVER and t.state.winner == 0
    assert t.rules.ranking(t.state) == [0, 1]
    assert t.rules.to_move(t.state) is None


def test_five_stones_anywhere_win(table):
    t = table().hand(0, "pink 1")
    for s in (0, 2, 4, 6):
        t.state.claimed[s] = 0
    t.side(0, 9, "green 9", "blue 9", "red 9").side(1, 9, "red 1", "red 2", "yellow 4")
    t.play(Play(card("pink 1"), 1)).play(Claim(8))
    assert t.state.phase == OVER and t.state.winner == 0


def test_base_game_pass_only_when_no_card_can_be_played(table):
    t = table()
    assert t.legal() == [Pass()]
    t.play(Pass())
    assert t.state.phase == END
    assert t.legal() == [Draw(CLAN)] or t.legal() == [EndTurn()]


def test_no_draw_when_deck_empty(table):
    t = table().hand(0, "pink 1", "pink 2")
    t.state.pools[CLAN] = []
    t.play(Play(card("pink 1"), 0))
    assert t.legal() == [EndTurn()]
    t.play(EndTurn())
    assert t.rules.to_move(t.state) == 1


# -- expert variant -----------------------------------------------------------


def test_expert_claims_only_before_playing(table):
    t = table(expert=True).hand(0, "pink 1")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "red 1", "red 2", "yellow 4")
    assert Claim(0) in t.legal()
    t.play(Claim(0))
    t.play(Play(card("pink 1"), 1))
    assert t.state.phase == END
    assert not any(isinstance(a, Claim) for a in t.legal())
    t.side(0, 3, "green 8", "blue 8", "red 8").side(1, 3, "red 3", "green 2", "yellow 5")
    assert "start of your turn" in tr(t.rules.why_illegal(t.state, Claim(2)))


# -- tactical variant ------------------------------------------------------------


def test_tactical_choose_deck_when_drawing(table):
    t = table(tactical=True).hand(0, "pink 1")
    t.play(Play(card("pink 1"), 0))
    assert set(t.legal()) == {Draw(CLAN), Draw(TACTIC)}


def test_tactic_limit_one_more_than_opponent(table):
    t = table(tactical=True).hand(0, "spy", "pink 1")
    t.state.tactics_played = [1, 1]
    assert Play(card("spy"), 0) in t.legal()
    t.state.tactics_played = [2, 1]
    assert Play(card("spy"), 0) not in t.legal()
    assert "one tactic card more" in tr(t.rules.why_illegal(t.state, Play(card("spy"), 0)))


def test_tactical_pass_allowed_with_only_tactic_cards(table):
    t = table(tactical=True).hand(0, "spy", "blind")
    assert Pass() in t.legal()
    t2 = table(tactical=True).hand(0, "spy", "pink 1")
    assert Pass() not in t2.legal()


def test_only_one_joker_per_round(table):
    t = table(tactical=True).hand(0, "joker_a", "joker_b", "pink 1")
    t.state.tactics_played = [0, 5]
    t.play(Play(card("joker_a"), 0)).play(Draw(CLAN))
    t.rules.apply(t.state, Deal(t.state.pools[CLAN][0]))
    # opponent's turn: pass control back to seat 0 by hand
    t.state.current, t.state.phase = 0, PLAY
    assert not any(a.card == card("joker_b") for a in t.legal() if isinstance(a, Play))
    assert "already played a Joker" in tr(t.rules.why_illegal(t.state, Play(card("joker_b"), 1)))


def test_joker_spy_shield_values_chosen_at_claim(table):
    t = table(tactical=True).hand(0, "joker_a")
    t.side(0, 1, "green 8", "green 9").side(1, 1, "red 9", "blue 9", "yellow 9")
    t.play(Play(card("joker_a"), 0))
    assert Claim(0) in t.legal()  # joker as green 7: colour run beats three of a kind
    t.play(Claim(0))
    assert t.state.wild_choices[card("joker_a")] == (0, 7)


def test_spy_is_strength_seven(table):
    t = table(tactical=True).hand(0, "spy")
    t.side(0, 1, "green 7", "blue 7").side(1, 1, "red 8", "blue 8", "yellow 8")
    t.play(Play(card("spy"), 0))
    assert Claim(0) not in t.legal()  # 7-7-7 loses to 8-8-8


def test_shield_bearer_is_one_to_three(table):
    t = table(tactical=True).hand(0, "shield")
    t.side(0, 1, "green 4", "green 5").side(1, 1, "red 8", "blue 8", "yellow 8")
    t.play(Play(card("shield"), 0))
    assert Claim(0) in t.legal()  # as green 3: colour run 3-4-5


def test_blind_mans_bluff_counts_only_the_sum(table):
    t = table(tactical=True).hand(0, "blind")
    t.side(0, 1, "green 9", "blue 9", "red 8").side(1, 1, "pink 1", "pink 2", "pink 3")
    t.play(Play(card("blind"), 0))
    assert t.state.modes[0] == [card("blind")]
    assert Claim(0) in t.legal()


def test_mud_fight_needs_four_cards(table):
    t = table(tactical=True).hand(0, "mud", "pink 9")
    t.side(0, 1, "green 9", "blue 9", "red 9").side(1, 1, "pink 1", "pink 2", "yellow 4")
    t.play(Play(card("mud"), 0))
    assert Claim(0) not in t.legal()
    assert t.rules.capacity(t.state, 0) == 4
    t.state.phase, t.state.tactics_played = PLAY, [0, 0]
    t.play(Play(card("pink 9"), 0))
    assert len(t.state.sides[0][0]) == 4


def test_recruiter_draws_three_and_gives_back_two_to_the_bottom(table):
    t = table(tactical=True).hand(0, "recruiter", "pink 1", "pink 2")
    t.play(Play(card("recruiter")))
    assert t.state.phase == RECRUIT and card("recruiter") in t.state.discard
    for deck in (CLAN, TACTIC, CLAN):
        t.play(RecruitDraw(deck))
        t.rules.apply(t.state, t.rules.sample_chance(t.state, __import__("random").Random(3)))
    assert len(t.state.hands[0]) == 5 and t.state.phase == GIVE_BACK
    t.play(GiveBack(card("pink 1"))).play(GiveBack(card("pink 2")))
    assert [c for c, _ in t.state.bottoms[CLAN]] == [card("pink 1"), card("pink 2")]
    assert t.state.phase == END and len(t.state.hands[0]) == 3


def test_strategist_moves_own_card_or_discards_it(table):
    t = table(tactical=True).hand(0, "strategist").side(0, 1, "green 5")
    t.play(Play(card("strategist")))
    assert t.state.phase == PICK and t.legal() == [Pick(0, card("green 5"))]
    t.play(Pick(0, card("green 5")))
    assert t.state.phase == PLACE and Place(0) not in t.legal() and Place(-1) in t.legal()
    t.play(Place(4))
    assert t.state.sides[0][4] == [card("green 5")] and t.state.sides[0][0] == []


def test_banshee_discards_an_opponent_card(table):
    t = table(tactical=True).hand(0, "banshee").side(1, 2, "green 5")
    t.play(Play(card("banshee"))).play(Pick(1, card("green 5")))
    assert card("green 5") in t.state.discard and t.state.phase == END


def test_traitor_takes_a_clan_card_not_a_tactic(table):
    t = table(tactical=True).hand(0, "traitor").side(1, 2, "green 5", "spy")
    t.play(Play(card("traitor")))
    assert t.legal() == [Pick(1, card("green 5"))]
    t.play(Pick(1, card("green 5"))).play(Place(1))
    assert t.state.sides[0][1] == [card("green 5")]


def test_ruses_cannot_target_claimed_stones(table):
    t = table(tactical=True).hand(0, "banshee", "pink 1").side(1, 2, "green 5")
    t.state.claimed[1] = 1
    assert not any(a.card == card("banshee") for a in t.legal() if isinstance(a, Play))


def test_discard_pile_is_shared_and_face_up(table):
    t = table(tactical=True).hand(0, "banshee").side(1, 2, "green 5")
    t.play(Play(card("banshee"))).play(Pick(1, card("green 5")))
    view = t.rules.view(t.state, 1)
    assert view.discard == [card("banshee"), card("green 5")]


# -- hidden information -------------------------------------------------------------


def test_view_hides_the_other_hand_and_the_deck(table):
    t = table(tactical=True).hand(0, "pink 1", "spy").hand(1, "green 2", "traitor")
    view = t.rules.view(t.state, 0)
    assert view.hands[0] == t.state.hands[0]
    assert view.hands[1] == [-1, -2]
    assert set(view.pools[CLAN]) == {-1}


@pytest.mark.parametrize("phase", [ROUND_OVER, OVER])
def test_once_a_round_is_over_both_hands_are_laid_open_but_not_the_deck(table, phase):
    t = table(tactical=True).hand(0, "pink 1", "spy").hand(1, "green 2", "traitor")
    t.state.phase = phase
    view = t.rules.view(t.state, 0)
    assert view.hands[1] == t.state.hands[1]  # what the other seat still held, to look at after the end
    assert set(view.pools[CLAN]) == {-1}


def test_determinize_fills_hidden_cards_consistently(table):
    import random

    t = table(tactical=True).hand(0, "pink 1", "spy").hand(1, "green 2", "traitor")
    view = t.rules.view(t.state, 0)
    full = t.rules.determinize(view, 0, random.Random(5))
    assert full.hands[0] == t.state.hands[0]
    assert full.hands[1][0] < 54 and full.hands[1][1] >= 54
    everything = full.hands[0] + full.hands[1] + full.pools[CLAN] + full.pools[TACTIC]
    assert sorted(everything) == list(range(64))


# -- multi-round match ---------------------------------------------------------------


def test_match_scoring_winner_five_loser_one_per_stone(table):
    t = table(rounds=3).hand(0, "pink 1")
    t.state.claimed[3] = 0
    t.state.claimed[4] = 0
    t.state.claimed[8] = 1
    t.side(0, 6, "green 9", "blue 9", "red 9").side(1, 6, "red 1", "red 2", "yellow 4")
    t.play(Play(card("pink 1"), 0)).play(Claim(5))
    assert t.state.phase == ROUND_OVER and t.state.points == [5, 1]
    assert t.rules.legal_actions(t.state) == [NextRound()]
    t.play(NextRound())
    assert t.state.round_no == 2 and t.state.starter == 0  # the round winner starts
    assert t.rules.to_move(t.state) == CHANCE


def test_match_ranking_by_points_then_rounds_won():
    rules = SchottenRules()
    state = rules.setup(GameConfig(2, {"rounds": 3}))
    state.points, state.rounds_won, state.phase = [11, 11], [2, 1], OVER
    assert rules.ranking(state) == [0, 1]
    state.rounds_won = [1, 1]
    assert rules.ranking(state) == [0, 0]
