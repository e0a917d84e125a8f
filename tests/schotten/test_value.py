"""Hard's judgement of the line (``bot/odds.line_value``): the adjacency race and the five
stones, from each stone's chance."""

import itertools

import pytest

from game.games.schotten.bot.odds import line_value


def brute_force(odds, adjacent=3, total=5):
    """Every way the stones may fall, weighed; a line both sides win counts half."""
    value = 0.0
    for outcome in itertools.product((0, 1), repeat=len(odds)):
        weight = 1.0
        for won, p in zip(outcome, odds):
            weight *= p if won else 1.0 - p
        mine = _wins(outcome, 1, adjacent, total)
        theirs = _wins(outcome, 0, adjacent, total)
        value += weight * (1.0 if mine and not theirs else 0.5 if mine == theirs else 0.0)
    return value


def _wins(outcome, side, adjacent, total):
    runs = any(all(o == side for o in outcome[i : i + adjacent]) for i in range(len(outcome) - adjacent + 1))
    return runs or sum(1 for o in outcome if o == side) >= total


@pytest.mark.parametrize(
    "odds",
    [
        [0.5] * 9,
        [1, 1, 0.5, 0, 0.2, 0.9, 0.5, 0.3, 0.7],
        [0.1, 0.8, 0.6, 0.4, 0.95, 0.05, 0.5, 0.5, 0.65],
    ],
)
def test_the_line_is_counted_exactly_from_the_stones_chances(odds):
    assert line_value(odds) == pytest.approx(brute_force(odds))


def test_a_stone_beside_a_won_one_weighs_more_than_one_apart():
    """The adjacency race: with stone 2 won, a better chance at stone 3 (two of a row of three)
    gains more than the same at stone 8."""
    base = [0.5, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]

    def gain(stone):
        better = base[:]
        better[stone] = 0.8
        return line_value(better) - line_value(base)

    assert gain(2) > gain(7) > 0


def test_a_side_sure_of_every_stone_of_a_row_wins():
    assert line_value([1, 1, 1, 0, 1, 0, 0, 1, 0]) == 1.0
    assert line_value([0, 1, 1, 0, 1, 1, 0, 1, 0]) == 1.0  # five stones
    assert line_value([1, 0, 0, 0, 1, 0, 1, 0, 1]) == 0.0  # the opponent's three adjacent
