"""The Border's boards are drawn again only around the spaces whose crosses changed (issue 22: the
first frame after a move): a board so drawn is the very picture the whole board drawn afresh
gives, pixel for pixel, for crosses added and taken back, at the large board's size and a panel's."""

import random

import pygame
import pytest

from game.games.border.components import bits
from game.games.border.rules.engine import BorderRules
from game.games.border.view import art
from game.games.border.view.geom import HexLayout

RULES = BorderRules()


def whole(p, board, crossed, completed, points, lay) -> bytes:
    surf = art._draw_board(p, RULES, board, crossed, completed, points, lay, p.vp.rect(lay.bounds).size)
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("rect", [pygame.Rect(40, 120, 900, 720), pygame.Rect(700, 200, 420, 300)])
def test_a_board_drawn_around_its_new_crosses_is_the_board_drawn_whole(app, rect, monkeypatch):
    p = app.painter
    lay = HexLayout(RULES.geometry, rect)
    rng = random.Random(3)
    spaces = [s for s in range(len(RULES.geometry.spaces)) if s not in RULES.geometry.whites]
    areas = len(RULES.geometry.areas)
    completed = 0b1010110  # completed areas show their score in a circle, near the spaces around them
    board, points = 1, tuple(RULES.first_value[a] if completed >> a & 1 else 0 for a in range(areas))
    art._BOARDS.clear()
    art._LAST.clear()
    crossed = 0
    art.board_surface(p, RULES, board, crossed, completed, points, lay)
    calls = []
    redraw = art._redraw_spaces
    monkeypatch.setattr(art, "_redraw_spaces", lambda *args: calls.append(args) or redraw(*args))
    for step in range(12):
        if step % 4 == 3:  # an undo: crosses taken back
            crossed &= ~(1 << rng.choice(list(bits(crossed))))
        else:
            for s in rng.sample([s for s in spaces if not crossed >> s & 1], rng.randint(1, 3)):
                crossed |= 1 << s
        surf = art.board_surface(p, RULES, board, crossed, completed, points, lay)
        assert pygame.image.tobytes(surf, "RGBA") == whole(p, board, crossed, completed, points, lay), step
    drawn_around = len(calls)
    assert drawn_around == 12  # every step was drawn around its spaces, not whole
