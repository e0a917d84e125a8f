"""The strategy player (the sparring partner) and Hard on hand-built positions:
the blunders a person saw Hard make must not come back."""

from game.games.schotten.bot import HardBot, SparringBot, make_bot
from game.games.schotten.bot.strategy import Judge
from game.games.schotten.bot.value import Valuer
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
    for judge_type in (Judge, Valuer):
        va, vb = a.rules.view(a.state, 0), b.rules.view(b.state, 0)
        assert judge_type(a.rules, va, 0).value(va) == judge_type(b.rules, vb, 0).value(vb)


def test_sparring_is_not_a_level_but_can_be_made():
    from game.games.schotten.bot import LEVELS

    assert "sparring" not in LEVELS
    assert isinstance(make_bot("sparring", 3), SparringBot)
