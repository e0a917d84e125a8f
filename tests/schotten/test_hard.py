"""Hard on the positions people beat it with (issue 25), its determinism, and the two mistakes
(gifts and dead ends, ``bot/guard.py``) staying rare over a few fixed games."""

from game.core.bots import appraiser_for
from game.games.schotten.bot import HardBot, hard
from game.games.schotten.bot.guard import play_outcomes
from game.games.schotten.bot.hard import appraise
from game.games.schotten.rules.actions import Pick, Place, Play
from game.games.schotten.tools import play_timed
from tests.schotten.tables import card


def _hard(t, seat=0, seed=5):
    rules, state = t.rules, t.state
    return HardBot(seed, seconds=None).choose(rules, rules.view(state, seat), seat)


def test_does_not_finish_stone_6_into_a_loss_while_purple_8_is_unseen(table):
    """Stone 6: purple 7 and purple 9 against a finished green 2-3-4 colour run; purple 8 is
    still unseen.  Red 9 there makes a sum of 25 that loses at once (and hands over the third
    of three adjacent stones): any card but purple 8 on stone 6 is a dead end."""
    t = table().side(0, 6, "purple 7", "purple 9").side(1, 6, "green 2", "green 3", "green 4")
    t.side(1, 4, "red 4", "red 5", "red 6").side(0, 4, "blue 1", "yellow 2")
    t.side(1, 5, "yellow 8", "yellow 9", "yellow 7").side(0, 5, "pink 2")
    t.side(0, 1, "blue 9", "blue 8").side(1, 1, "pink 1")
    t.hand(0, "red 9", "green 6", "blue 5", "yellow 3", "pink 6", "red 1")
    t.hand(1, "green 8", "blue 6", "red 2", "pink 4", "purple 3", "yellow 1")
    choice = _hard(t)
    assert not (isinstance(choice, Play) and choice.stone == 5)


def test_tactical_does_not_drop_low_cards_where_they_make_a_stone_provably_lost(table):
    """Stones 2, 3 and 8 are probably lost (strong finished formations against one card), but
    only a colour run or three of a kind could still win them; blue 1, pink 1 or red 7 there
    would let the opponent prove them at once.  Other plays hand over nothing."""
    t = table(tactical=True)
    t.side(1, 2, "green 5", "green 6", "green 7").side(0, 2, "yellow 8")
    t.side(1, 3, "red 9", "blue 9", "yellow 9").side(0, 3, "purple 3")
    t.side(1, 8, "pink 8", "pink 9", "pink 6").side(0, 8, "blue 4")
    t.side(0, 5, "purple 6", "purple 5").side(1, 5, "green 1")
    t.hand(0, "blue 1", "pink 1", "red 7", "purple 2", "yellow 6", "green 8", "blue 2")
    t.hand(1, "red 2", "red 3", "blue 6", "yellow 5", "green 3", "spy", "purple 9")
    rules, state = t.rules, t.state
    view = rules.view(state, 0)
    outcomes = play_outcomes(rules, view, 0, rules.legal_actions(view))
    gifts = {a for a, o in outcomes.items() if o.gifts}
    drops = {Play(card(name), stone - 1) for name in ("blue 1", "pink 1", "red 7") for stone in (2, 3, 8)}
    assert drops & gifts  # the position does offer those gifts
    assert any(not o.gifts for o in outcomes.values())
    choice = _hard(t)
    assert choice not in gifts


def _pink_7_position(table):
    t = table(tactical=True)
    t.side(0, 7, "green 2", "yellow 4").side(1, 7, "blue 8", "blue 9")
    t.side(0, 3, "purple 4", "purple 6").side(1, 3, "red 3", "yellow 5")
    t.side(1, 2, "green 7", "green 8", "green 9").side(0, 2, "red 1", "blue 2")
    t.side(1, 4, "yellow 7", "yellow 8", "yellow 9").side(0, 4, "pink 1")
    t.state.claimed[1] = t.state.claimed[3] = 1
    t.side(0, 9, "red 8")
    t.hand(0, "pink 7", "purple 5", "green 3", "yellow 1", "red 2", "pink 2", "blue 3")
    t.hand(1, "red 4", "green 6", "blue 5", "yellow 6", "pink 5", "traitor", "banshee")
    return t


def test_does_not_throw_pink_7_on_stone_7_when_better_plays_exist(table):
    """Pink 7 on stone 7 (beside green 2 and yellow 4, facing blue 8-9) neither builds a
    formation nor takes a card the opponent needs; whatever the search's guesses, Hard plays
    elsewhere.  (Hard starts stone 1 with it: purple 5 in hand already makes stone 3 nearly
    sure, and stays good after a Traitor or a Banshee there, which the search now tries.)"""
    t = _pink_7_position(table)
    for seed in range(3):
        assert _hard(t, seed=seed) != Play(card("pink 7"), 6)


def test_the_search_tries_the_opponents_tactic_cards_as_replies(table):
    """Tactical variant: the opponent's guessed hand replies with its disruptive tactic cards
    too (a Traitor through every card it may take and every place for it), not only clan cards."""
    t = _pink_7_position(table)
    rules, state = t.rules, t.state
    after = state.clone()
    rules.apply_unchecked(after, Play(card("pink 7"), 0))
    after.current, after.phase = 1, state.phase
    stolen = [s for s in hard.replies(rules, after, 1) if card("purple 6") in s.sides[1][2]]
    assert stolen and all(card("purple 6") not in s.sides[0][2] for s in stolen)
    clan_only = after.clone()
    clan_only.hands[1] = [c for c in clan_only.hands[1] if rules.is_clan(c)]
    assert not any(card("purple 6") in s.sides[1][2] for s in hard.replies(rules, clan_only, 1))


def test_does_not_finish_a_losing_run_while_the_colour_run_card_is_unseen(table):
    """From a self-play game (seed 100043) where Hard did: pink 5-6 on stone 6 against three 1s;
    red 4 there makes a run that loses at once, while pink 7 (a colour run) is still unseen."""
    t = table()
    t.side(0, 1, "blue 4", "blue 2").side(1, 1, "green 5", "red 5", "yellow 5")
    t.side(0, 2, "yellow 6", "yellow 7", "yellow 8").side(1, 2, "green 7", "green 6")
    t.side(0, 3, "red 9", "yellow 9", "green 9").side(1, 3, "blue 1")
    t.side(0, 4, "purple 3", "yellow 3", "red 3").side(1, 4, "yellow 4", "pink 4")
    t.side(0, 5, "green 4", "green 2")
    t.side(0, 6, "pink 5", "pink 6").side(1, 6, "green 1", "purple 1", "pink 1")
    t.side(0, 7, "red 6").side(1, 7, "blue 8", "red 8", "purple 8")
    t.side(0, 8, "purple 5", "purple 7").side(1, 8, "purple 9", "pink 9", "blue 3")
    t.side(0, 9, "red 1", "pink 2").side(1, 9, "pink 8", "blue 9", "blue 6")
    t.state.claimed[:] = [1, 0, 0, -1, -1, -1, 1, -1, -1]
    t.hand(0, "pink 3", "yellow 1", "blue 7", "blue 5", "red 4", "purple 6")
    t.hand(1, "yellow 2", "red 7", "green 3", "purple 4", "purple 2", "red 2")
    rules = t.rules
    view = rules.view(t.state, 0)
    dead_ends = {a for a, o in play_outcomes(rules, view, 0, rules.legal_actions(view)).items() if o.dead_ends}
    assert Play(card("red 4"), 5) in dead_ends
    for seed in range(5):  # the search's guesses of the hidden cards differ by seed
        assert _hard(t, seed=seed) not in dead_ends


def test_tactical_does_not_drop_red_1_where_the_stone_becomes_provably_lost(table):
    """From a self-play game (seed 100028): purple 1 alone on stone 9 against three 6s can only
    still win as three 1s or better; red 1 beside it makes the stone provably the opponent's."""
    t = table(tactical=True)
    t.side(0, 3, "blue 3", "blue 5").side(1, 3, "yellow 2")
    t.side(0, 4, "purple 8")
    t.side(0, 5, "purple 4").side(1, 5, "green 8", "green 2", "green 4")
    t.side(0, 6, "red 9", "pink 8", "pink 5").side(1, 6, "red 7", "purple 7")
    t.side(0, 8, "yellow 8").side(1, 8, "yellow 6", "yellow 1")
    t.side(0, 9, "purple 1").side(1, 9, "blue 6", "green 6", "pink 6")
    blind = card("blind")
    t._take(blind)
    t.state.modes[5].append(blind)
    t.state.tactics_played[0] = 1
    t.hand(0, "blue 2", "red 1", "purple 6", "pink 2", "purple 9", "red 2", "green 5")
    t.hand(1, "blue 7", "yellow 7", "green 7", "yellow 9", "blue 1", "purple 3", "blue 9")
    rules = t.rules
    view = rules.view(t.state, 0)
    gifts = {a for a, o in play_outcomes(rules, view, 0, rules.legal_actions(view)).items() if o.gifts}
    assert Play(card("red 1"), 8) in gifts
    assert _hard(t) not in gifts


def test_strategist_does_not_move_a_card_into_a_dead_end(table):
    """From a self-play game (seed 100019, deck empty): Hard took yellow 5 off stone 2 with the
    Strategist; on stone 1 beside green 3-4 it makes a run that loses to yellow 1-2-3 at once."""
    t = table(tactical=True)
    t.side(0, 1, "green 3", "green 4").side(1, 1, "yellow 2", "yellow 3", "yellow 1")
    t.side(0, 2, "yellow 4", "yellow 5").side(1, 2, "purple 7", "purple 3", "purple 9")
    t.side(0, 3, "red 8", "red 6", "red 9").side(1, 3, "blue 7", "blue 1")
    t.side(0, 4, "green 8", "green 7", "green 9")
    t.side(0, 5, "yellow 9").side(1, 5, "blue 8", "purple 8", "pink 9")
    t.side(0, 6, "purple 6", "blue 6").side(1, 6, "blue 2", "pink 2", "green 2")
    t.side(0, 7, "pink 7", "pink 3", "pink 6").side(1, 7, "red 3", "blue 5")
    t.side(0, 8, "joker_a", "blue 3", "blue 4").side(1, 8, "green 5", "green 6", "joker_b")
    t.side(0, 9, "pink 4", "purple 4", "red 4").side(1, 9, "pink 8", "pink 1")
    t.state.claimed[:] = [-1, -1, 0, 0, -1, -1, 0, 1, 0]
    t.hand(0, "purple 2", "green 1", "red 5", "red 2", "red 1", "purple 5", "strategist")
    t.hand(1, "yellow 7", "yellow 8")
    t.state.pools["clan"] = []
    t.play(Play(card("strategist"), -1)).play(Pick(1, card("yellow 5")))
    rules = t.rules
    view = rules.view(t.state, 0)
    dead_ends = {a for a, o in play_outcomes(rules, view, 0, rules.legal_actions(view)).items() if o.dead_ends}
    assert Place(0) in dead_ends
    assert _hard(t) not in dead_ends


def test_appraise_ranks_every_move_by_win_chance_from_the_view(table):
    """``appraise`` gives each legal move a chance of winning (0 to 1), best first, the same
    whatever the opponent's hidden hand holds; the dead end of the stone-6 position ranks low."""
    def position(opponent_hand):
        t = table().side(0, 6, "purple 7", "purple 9").side(1, 6, "green 2", "green 3", "green 4")
        t.hand(0, "red 9", "green 6", "blue 5", "yellow 3", "pink 6", "red 1")
        t.hand(1, *opponent_hand)
        return t

    a = position(["green 8", "blue 6", "red 2"])
    b = position(["purple 8", "yellow 9", "red 8"])
    ranked = appraise(a.rules, a.rules.view(a.state, 0), 0)
    other = appraise(b.rules, b.rules.view(b.state, 0), 0)
    assert ranked == other
    assert {m for m, _ in ranked} == set(a.rules.legal_actions(a.state))
    values = [v for _, v in ranked]
    assert values == sorted(values, reverse=True) and all(0.0 <= v <= 1.0 for v in values)
    dead_end = Play(card("red 9"), 5)
    assert [m for m, _ in ranked].index(dead_end) > len(ranked) // 2


def test_hard_appraises_for_the_coach_with_its_own_choice_highest(table):
    """The coach's protocol (``core.bots.Appraiser``): the hard player appraises through its own
    ``appraise`` (not the generic choice appraiser), every legal move once, its choice first and
    valued highest."""
    t = _pink_7_position(table)
    rules, view = t.rules, t.rules.view(t.state, 0)
    appraiser = appraiser_for(HardBot(5, seconds=None))
    assert isinstance(appraiser, HardBot)
    appraisal = appraiser.appraise(rules, view, 0)
    moves = [m for m, _ in appraisal]
    assert sorted(moves, key=repr) == sorted(rules.legal_actions(view), key=repr)
    assert moves[0] == HardBot(5, seconds=None).choose(rules, view, 0)
    assert appraisal[0][1] == max(v for _, v in appraisal)


def test_same_seed_same_moves_and_few_mistakes(monkeypatch):
    """Two fixed games against Easy (base, tactical) played twice give the same moves, and
    Hard makes no gift and no dead end in them (``tools.py --mistakes`` counts more games).
    The clock is a safety net only: off here, so that a busy machine cannot cut a search."""
    monkeypatch.setattr(hard, "SAFETY_SECONDS", None)
    for options, seed in (({}, 3), ({"tactical": True}, 4)):
        first = play_timed(["hard", "easy"], options, seed, watch="hard")
        again = play_timed(["hard", "easy"], options, seed, watch="hard")
        assert first["moves"] == again["moves"]
        assert first["mistakes"] == again["mistakes"]
        assert first["mistakes"]["plays"][0] > 5
        assert first["mistakes"]["gift"][0] == 0 and first["mistakes"]["dead_end"][0] == 0


def _early_position(table, tactic):
    """Hard's third turn of a tactical round: a clan card each on stones 4 and 6, the
    opponent's purple 3 on stone 2, every other stone empty; ``tactic`` in Hard's hand."""
    t = table(tactical=True)
    t.side(0, 4, "blue 7").side(1, 4, "red 5")
    t.side(0, 6, "green 8").side(1, 6, "yellow 3")
    t.side(1, 2, "purple 3")
    t.hand(0, tactic, "purple 2", "red 4", "yellow 6", "green 1", "pink 9", "blue 3")
    t.hand(1, "red 2", "red 3", "blue 6", "yellow 5", "green 3", "pink 5", "purple 9")
    return t


def test_keeps_an_elite_troop_or_blind_mans_bluff_rather_than_spend_it_early(table):
    """From hand play: a lone Spy on an empty stone on Hard's third turn (the stone's chance
    jumped 0.45 -> 0.79, and the Spy kept counted for nothing but a token).  A tactic card kept
    can still go where it helps most later, so it is worth nearly that now (``value.allot``);
    the same early position with a Joker, the Shield Bearer or Blind-Man's Bluff in hand is
    kept too."""
    for tactic in ("spy", "joker_a", "shield", "blind"):
        t = _early_position(table, tactic)
        for seed in range(2):
            choice = _hard(t, seed=seed)
            assert isinstance(choice, Play) and choice.card != card(tactic), tactic


def _purple_7_position(table, *hand):
    """Hand play, base game (last session's game 4), Hard's fourth turn: the person's purple
    3-4-5 colour run finished on stone 5, and blue 3 and 5 on stone 4; Hard's green 6, blue 7-9
    and red 7 on stones 6 to 8.  The person held purple 8 and 9."""
    t = table()
    t.side(0, 6, "green 6").side(0, 7, "blue 7", "blue 9").side(0, 8, "red 7")
    t.side(1, 4, "blue 3", "blue 5").side(1, 5, "purple 3", "purple 4", "purple 5")
    t.hand(1, "purple 8", "yellow 7", "red 4", "pink 4", "purple 9", "pink 6")
    t.hand(0, *hand)
    return t


def test_does_not_throw_purple_7_onto_a_stone_lost_to_a_colour_run(table):
    """Hand play: Hard put purple 7 on stone 5 against purple 3-4-5.  Only purple 6-7-8 or
    7-8-9 could then win it, both with purple 8: the person laid purple 8 elsewhere and proved
    the stone at once, and purple 7 was gone from a stone that could use it.  (Hard's hand was
    hidden; with this one Hard played exactly that.)"""
    t = _purple_7_position(table, "purple 7", "green 8", "green 4", "red 1", "yellow 2", "pink 2")
    rules = t.rules
    view = rules.view(t.state, 0)
    outcomes = play_outcomes(rules, view, 0, rules.legal_actions(view))
    assert outcomes[Play(card("purple 7"), 4)].spent == 1
    for seed in range(3):
        choice = _hard(t, seed=seed)
        assert choice != Play(card("purple 7"), 4) and not outcomes[choice].spent


def test_mud_fight_on_an_empty_stone_is_a_card_spent(table):
    """Hand play, tactical (last session's game 3): Hard played Mud Fight on stone 3 with no card
    on it — it helps nobody then, and the tactic played let the person play one more.  Mud
    Fight (or Blind-Man's Bluff) on an empty stone counts as a card spent; on a stone with cards
    it does not, and Hard plays neither on an empty stone while another play spends nothing."""
    t = table(tactical=True)
    t.side(0, 4, "yellow 8").side(1, 4, "purple 6")
    t.side(0, 5, "blue 7", "blue 8", "blue 6").side(1, 5, "blue 9")
    t.side(0, 6, "purple 9").side(1, 6, "red 7", "green 7", "spy")
    t.side(1, 7, "red 8").side(0, 8, "pink 5")
    t.state.claimed[4] = 0
    t.state.tactics_played[:] = [1, 1]
    t.hand(0, "mud", "blind", "green 1", "blue 1", "red 1", "yellow 4", "yellow 5")
    t.hand(1, "yellow 2", "red 3", "purple 1", "blue 4", "green 8", "joker_a", "green 5")
    rules = t.rules
    view = rules.view(t.state, 0)
    outcomes = play_outcomes(rules, view, 0, rules.legal_actions(view))
    for name in ("mud", "blind"):
        assert outcomes[Play(card(name), 2)].spent == 1, name
        assert outcomes[Play(card(name), 5)].spent == 0, name
    ranked = hard.rank(rules, view, 0, rules.legal_actions(view))
    empty = [r for r in ranked if r[0] in (Play(card("mud"), s) for s in (0, 1, 2, 8))]
    assert empty and not any(ok for _, _, ok in empty)
    choice = _hard(t)
    assert not outcomes[choice].spent



def test_takes_the_win_on_the_table_rather_than_play_elsewhere(table):
    """Hand play (base game 3, move 82): Hard holds stones 3 and 4; on stone 5 its green 8 and
    yellow 8 face a finished three 6s, and red 8 is in its hand.  Red 8 there makes three 8s, the
    claim and stones 3-4-5: the game.  Hard played pink 1 on stone 1, then yellow 7 on stone 2,
    and lost: it valued the position before its claims, where the win was only likely."""
    person, hard_seat = 0, 1
    t = table()
    t.side(hard_seat, 1, "green 1", "blue 1")
    t.side(person, 2, "red 7").side(hard_seat, 2, "green 7", "green 9")
    t.side(person, 3, "purple 8", "red 9").side(hard_seat, 3, "purple 6", "purple 7", "purple 9")
    t.side(person, 4, "pink 9", "pink 8", "pink 5").side(hard_seat, 4, "pink 4", "pink 3", "pink 2")
    t.side(person, 5, "green 6", "yellow 6", "red 6").side(hard_seat, 5, "green 8", "yellow 8")
    t.side(person, 6, "green 3", "green 2").side(hard_seat, 6, "yellow 4", "green 5", "red 3")
    t.side(person, 7, "yellow 2", "yellow 1", "yellow 3").side(hard_seat, 7, "blue 9", "blue 5")
    t.side(person, 8, "blue 7", "blue 6", "blue 3").side(hard_seat, 8, "red 5")
    t.side(person, 9, "purple 3", "purple 2", "purple 4").side(hard_seat, 9, "pink 7")
    t.state.claimed[2] = t.state.claimed[3] = hard_seat
    t.state.claimed[6] = t.state.claimed[8] = person
    t.hand(person, "blue 2", "red 1", "purple 5", "red 4", "purple 1", "green 4")
    t.hand(hard_seat, "red 2", "yellow 7", "pink 1", "pink 6", "blue 4", "red 8")
    t.state.current = hard_seat
    for seed in range(3):
        assert _hard(t, seat=hard_seat, seed=seed) == Play(card("red 8"), 4)


def test_takes_the_win_now_rather_than_a_sure_win_later(table):
    """Hand play (tactical game 4, move 147): Hard holds stones 1, 3, 5 and 6; blue 5 on stone 9
    makes blue 2-3-5, a colour the person's green 5 and blue 4 cannot beat (no Joker makes them a
    colour run or three of a kind): the claim is the fifth stone, the game.  Hard played pink 3
    on stone 2, then green 4 on stone 8, then Blind-Man's Bluff, before it won: every play looked
    as sure a win to it (the tactic cards it still held counted on top of a certain line), and
    each turn it waited gave the person another tactic card to draw."""
    person, hard_seat = 0, 1
    t = table(tactical=True)
    t.side(person, 1, "yellow 2", "purple 2", "purple 9").side(hard_seat, 1, "purple 1", "blue 1", "yellow 1")
    t.side(hard_seat, 2, "pink 6", "pink 2")
    t.side(person, 3, "pink 4", "pink 5", "red 3").side(hard_seat, 3, "green 2", "green 1", "green 7")
    t.side(person, 4, "pink 7", "purple 7", "spy").side(hard_seat, 4, "blue 7")
    t.side(person, 5, "yellow 8", "red 8", "pink 8").side(hard_seat, 5, "green 9", "yellow 9", "blue 9")
    t.side(person, 6, "blue 6", "green 6", "yellow 6").side(hard_seat, 6, "green 8", "blue 8", "purple 8")
    t.side(person, 7, "purple 4", "purple 5", "purple 3").side(hard_seat, 7, "yellow 4", "yellow 5")
    t.side(person, 8, "yellow 3", "green 3").side(hard_seat, 8, "red 5", "red 9")
    t.side(person, 9, "green 5", "blue 4").side(hard_seat, 9, "blue 3", "blue 2")
    for stone in (0, 2, 4, 5):
        t.state.claimed[stone] = hard_seat
    t.state.tactics_played = [1, 0]
    t.hand(person, "red 1", "joker_b", "shield", "pink 1", "pink 9", "purple 6", "red 7")
    t.hand(hard_seat, "red 2", "blind", "yellow 7", "pink 3", "red 6", "blue 5", "red 4")
    t.state.current = hard_seat
    view = t.rules.view(t.state, hard_seat)
    outcomes = play_outcomes(t.rules, view, hard_seat, t.rules.legal_actions(view))
    win = Play(card("blue 5"), 8)
    assert outcomes[win].wins and outcomes[win].key == (0, 0, 0)  # what it leaves provable is no gift
    assert not any(o.wins for a, o in outcomes.items() if a != win)
    for seed in range(3):
        assert _hard(t, seat=hard_seat, seed=seed) == win


def test_the_search_answers_the_opponents_reply_with_the_card_it_would_draw(table):
    """A plan of two plays: after the opponent's reply, Hard's best answer with the card the
    guess would deal it next is what the plan is judged by (``hard.answer_value``).  Red 7
    drawn finishes red 8-9 into a colour run on stone 1; with a card that finishes nothing
    the answer is worth less (a card must be played, so it can be worth less than the position
    it answers)."""
    from game.games.schotten.bot.value import Valuer

    t = table().side(0, 1, "red 8", "red 9").side(1, 1, "blue 2", "green 3")
    t.hand(0, "yellow 1", "pink 2", "purple 3")
    t.hand(1, "green 6", "blue 6")
    rules, state = t.rules, t.state
    valuer = Valuer(rules, rules.view(state, 0), 0)
    seven, _ = hard.answer_value(rules, state, 0, list(state.hands[0]), card("red 7"), valuer)
    two, _ = hard.answer_value(rules, state, 0, list(state.hands[0]), card("yellow 2"), valuer)
    assert seven > valuer.value(state) > two
