"""The charts' geometry: round bounds that hold every value (never below 0 for scores, whole steps
for whole numbers), points spread left to right with the higher value higher."""

import pygame
import pytest

from game.ui import charts


@pytest.mark.parametrize("values", [[0, 0], [5], [1, 5, 9], [33, 60, 7], [116, 159, 140], [-3, 4], [0.5, 0.7]])
def test_the_scale_holds_every_value_with_round_steps(values):
    bounds = charts.scale(values)
    assert bounds.low <= min(values) and max(values) <= bounds.high
    if min(values) >= 0:
        assert bounds.low >= 0
    if all(float(v).is_integer() for v in values):
        assert bounds.step >= 1 and float(bounds.step).is_integer()
    grid = charts.ticks(bounds)
    assert grid[0] == pytest.approx(bounds.low) and grid[-1] == pytest.approx(bounds.high)


def test_points_go_left_to_right_and_up_with_the_value():
    rect = pygame.Rect(100, 50, 400, 200)
    values = [10, 30, 20, 30]
    where = charts.points(values, rect, charts.scale(values))
    assert [x for x, _y in where] == sorted(x for x, _y in where)
    assert all(rect.inflate(2, 2).collidepoint(pt) for pt in where)
    assert where[1][1] < where[2][1] < where[0][1] and where[1][1] == where[3][1]
    assert charts.points([7], rect, charts.scale([7])) == [(rect.centerx, rect.centery)]
