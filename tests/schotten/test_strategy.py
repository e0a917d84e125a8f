"""The strategy player (Hard's move ordering, the sparring partner) and Hard on hand-built positions:
the blunders a person saw Hard make must not come back."""

from game.games.schotten.bot import HardBot, SparringBot, make_bot
from game.games.schotten.bot.leaf import LeafJudge
from game.games.schotten.bot.strategy import Judge
from game.games.schotten.rules.actions import Play
from tests.schotten.tables import card


def _choices(t, seat=0):
    rules, state = t.rules, t.state
    view = rules.view(state, seat)
    return [
        SparringBot(1).choose(rules, view, seat),
        HardBot(1, iterations=40, seconds=None).choose(rules, view, seat),
    ]


def test_never_spoils_a_pair_of_threes_with_a_two(table):
    """Yellow 2 beside green 3 and purple 3 gives up three of a kind (and, here, the stone)."""
    t = table().side(0, 5, "green 3", "purple 3").side(1, 5, "red 4", "red 5", "red 6")
    t.side(0, 1, "blue 9", "blue 8").side(1, 1, "pink 1")
    t.hand(0, "yellow 2", "blue 7", "green 9", "pink 9", "red 9", "yellow 9")
    for choice in _choices(t):
        assert choice != Play(card("yellow 2"), 4)


def test_completes_a_claimable_stone(table):
    """Blue 7 finishes a blue 7-8-9 that no card left can beat: take the stone."""
    t = table().side(0, 2, "blue 9", "blue 8").side(1, 2, "green 1", "red 2")
    t.hand(0, "blue 7", "green 2", "red 3", "pink 4", "yellow 5", "purple 1")
    for choice in _choices(t):
        assert choice == Play(card("blue 7"), 1)


def test_plays_a_tactic_card_that_decides_a_stone(table):
    """The Joker completes a colour run that wins the stone outright; keeping it loses the stone."""
    t = table(tactical=True).side(0, 3, "green 9", "green 8").side(1, 3, "red 7", "red 6", "red 5")
    t.hand(0, "joker_a", "blue 1", "pink 1", "yellow 1", "purple 2", "red 1", "blue 2")
    for choice in _choices(t):
        assert choice == Play(card("joker_a"), 2)


def test_judges_read_only_the_view(table):
    """Two positions that differ only in the opponent's hand are judged alike."""
    a = table().hand(0, "blue 7", "green 2").hand(1, "red 9", "red 8").side(0, 1, "pink 5")
    b = table().hand(0, "blue 7", "green 2").hand(1, "yellow 1", "purple 3").side(0, 1, "pink 5")
    for judge_type in (Judge, LeafJudge):
        va, vb = a.rules.view(a.state, 0), b.rules.view(b.state, 0)
        assert judge_type(a.rules, va, 0).value(va) == judge_type(b.rules, vb, 0).value(vb)


def test_sparring_is_not_a_level_but_can_be_made():
    from game.games.schotten.bot import LEVELS

    assert "sparring" not in LEVELS
    assert isinstance(make_bot("sparring", 3), SparringBot)


def test_share_hand_counts_a_card_in_hand_on_one_stone_only(table):
    """Purple 2 finishes purple 1-3 and yellow 1-3 alike: with sharing only one stone keeps it
    (the one that gains more), the other is judged again without it (Hard's option, off)."""
    from game.games.schotten.bot.strategy import hand_use, share_hand

    t = table().side(0, 8, "purple 1", "purple 3").side(0, 1, "yellow 1", "yellow 3")
    t.hand(0, "purple 2", "green 9", "pink 8")
    rules, state = t.rules, t.state
    hand = tuple(rules.split(sorted(state.hands[0]))[0])
    purple_2 = rules._piece[card("purple 2")]
    assert hand_use(rules, state, 0, 7, hand) == (purple_2,)
    assert hand_use(rules, state, 0, 0, hand) == (purple_2,)

    def chance_with(stone, pieces):  # purple 2 is worth more on the colour run (stone 8)
        return (0.9 if stone == 7 else 0.6) if purple_2 in pieces else 0.2

    odds = [0.6] + [0.5] * 6 + [0.9, 0.5]
    share_hand(rules, state, 0, odds, [0, 7], hand, chance_with)
    assert odds[7] == 0.9 and odds[0] == 0.2
    waited = [0.6] + [0.5] * 6 + [0.9, 0.5]  # a turn to wait: half of what purple 2 gains counts
    share_hand(rules, state, 0, waited, [0, 7], hand, chance_with, wait=0.5)
    assert abs(waited[7] - (0.2 + 0.7 * 0.5)) < 1e-9 and waited[0] == 0.2


def test_draw_lets_a_side_wait_for_cards_still_to_come(table):
    """Yellow 1 and 3 with only high cards of other colours in hand: finishing from the hand
    makes a poor sum, but any 2 or yellow still to come does better.  With ``draw`` the chance
    counts those cards (Hard's option); without it, the hand's sum is all the side can be."""
    from game.games.schotten.bot.evaluate import stone_chance
    from game.games.schotten.bot.strategy import Sight

    t = table().side(0, 1, "yellow 1", "yellow 3").side(1, 1, "green 4", "green 5")
    t.hand(0, "blue 9", "red 9", "pink 8", "purple 9", "green 9", "blue 8")
    rules, state = t.rules, t.state
    view = rules.view(state, 0)
    sight = Sight(rules, view, 0)
    unseen = [("c", p) for p in sight.unseen_clan]
    hand = (sight.hand_clan, [])
    sure = stone_chance(rules, view, 0, 0, hand, unseen)
    waited = stone_chance(rules, view, 0, 0, hand, unseen, draw=True)
    assert waited > sure
