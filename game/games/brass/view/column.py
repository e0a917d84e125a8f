"""The right-hand column of the Brass table, measured from its words.

The panels (your mat, the era and markets, the action bar, your hand, the Automa) stand at the
right edge at their natural width: ``RIGHT_W`` at 100 % text, wider when a language or a larger
text size needs it (up to ``RIGHT_MAX``: at 1280x720 the map is limited by its height up to
there, so a wider column costs it nothing).  Heights follow the text's line height: the era
box's lines, the action bar's buttons (the key badge above the word when they would meet) and
its hint (two lines kept for it whatever it says, so that the hand and the Automa below do not
move from one move to the next; more when it wraps further), the hand's heading.  When the column cannot hold them
all (a large text size in a short window), the era and markets strip moves over the top of the
map, and the map shows under it.  Nothing is shrunk to fit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import AUTOMA, CANAL, CARD, MAIN, SELL_MORE, BrassState
from game.games.brass.view.geom import FIT_MARGIN
from game.games.brass.view.judge import Choosing
from game.ui.art import TextStyle
from game.ui.draw import Painter, Text

RIGHT_W = 800
RIGHT_MAX = 960
RIGHT_WIDE = 1700  # the widest the column grows into a wide window's spare room
GAP = 8
YOU_H = 350
HAND_H = 176
HAND_GROW = 80
AUTOMA_MIN = 150  # the Automa's title row and its card back
ERA_W = 330
CARD_COLUMN = 240  # the Automa's card back and the gaps around it
AUTOMA_BUTTON = 262  # the explainer's "Last Automa turn" button at the title row's right, and a gap

ERA_TITLE = TextStyle(24, bold=True, serif=True)
ERA_ROUND = TextStyle(19, bold=True)
ERA_NOW = TextStyle(18)
NEXT = TextStyle(18)
ACTION_LABEL = TextStyle(19, bold=True)
HINT = TextStyle(20, bold=True)
AUTOMA_TITLE = TextStyle(23, bold=True)


def line_h(p: Painter, style: TextStyle) -> int:
    return p.measure("Ag", style)[1]


def era_now(rules: BrassRules, state: BrassState) -> Msg:
    preview = rules.era_preview(state)
    h = preview["links"][0] + preview["tiles"][0]
    a = preview["links"][1] + preview["tiles"][1]
    return Msg("brass.ui.era_now", human=h, automa=a)


def rounds_in_era(rules: BrassRules, state: BrassState) -> int:
    """Rounds in the era under way: the cards of the era, two a round (one in the very first)."""
    board = rules.board
    cards = board.era_cards[state.era]
    if state.era == 0:
        return 1 + (cards - board.first_round_actions + board.actions_per_turn - 1) // board.actions_per_turn
    return (cards + board.actions_per_turn - 1) // board.actions_per_turn


def era_width(rules: BrassRules, state: BrassState, p: Painter) -> int:
    """The era box: the era's name and the round line beside the era's emblem."""
    era = "canal" if state.era == CANAL else "rail"
    rounds = rounds_in_era(rules, state)
    widest = max(
        p.measure(Msg(f"brass.era.{era}"), ERA_TITLE)[0],
        p.measure(Msg("brass.ui.round_actions", round=state.round, rounds=rounds, count=2), ERA_ROUND)[0],
    )
    return max(ERA_W, 62 + widest + 14)


def markets_width(rules: BrassRules, p: Painter) -> int:
    """Both markets' rows: the emblem, the spaces and "next £N"."""
    widest = 0
    for resource in ("coal", "iron"):
        n = rules.t.market[resource].size
        words = p.measure(Msg(f"brass.ui.next_{resource}", price=8), NEXT)[0]
        widest = max(widest, 50 + n * 22 + (n // 2) * 3 + 8 + words + 12)
    return widest


def automa_head_width(state: BrassState, p: Painter) -> int:
    """The Automa's title row: its card back, its name and level, its VP, the explainer's button."""
    title = Msg("brass.ui.automa_title", level=Msg(f"brass.option.difficulty_{state.difficulty or 'custom'}"))
    vp = Msg("brass.ui.automa_vp", vp=max(100, state.vp[AUTOMA]))
    return CARD_COLUMN + 42 + p.measure(title, AUTOMA_TITLE)[0] + 52 + p.measure(vp, AUTOMA_TITLE)[0] + AUTOMA_BUTTON


def width(c: Choosing, p: Painter, board_w: int, spare: int = 0) -> int:
    """The column's width: its words' (``RIGHT_W`` to ``RIGHT_MAX``), or all that the map, shown
    whole at the height it has, leaves (``spare``: a wide window's room goes to the panels)."""
    need = max(automa_head_width(c.state, p), era_width(c.rules, c.state, p) + markets_width(c.rules, p))
    return max(RIGHT_W, min(RIGHT_MAX, need, board_w - 560), min(spare, RIGHT_WIDE))


def map_width(bounds: tuple, pan_h: int) -> int:
    """The map's width that shows the whole plate at the zoom the map view's height ``pan_h``
    allows (Fit; the view stands 2 px inside the map's rect)."""
    x0, y0, x1, y1 = bounds
    zoom = pan_h / (y1 - y0 + 1 + 2 * FIT_MARGIN)
    return math.ceil(zoom * (x1 - x0 + 1 + 2 * FIT_MARGIN)) + 4 + 2


def status_lines(c: Choosing, p: Painter, w: int) -> dict:
    """Where the era box's lines stand (offsets from the panel's top), whether "the era's end now"
    fits under the era's name or takes a line of its own across the panel, and the height."""
    title_h, round_h, now_h = line_h(p, ERA_TITLE), line_h(p, ERA_ROUND), line_h(p, ERA_NOW)
    now_w = 14 + p.measure(era_now(c.rules, c.state), ERA_NOW)[0] + 10
    # the markets keep their width
    era_w = min(max(era_width(c.rules, c.state, p), now_w), w - markets_width(c.rules, p))
    round_y = 8 + title_h + 6
    now_y = round_y + round_h - 3
    wide = now_w > era_w
    if wide:
        now_y = max(now_y, 8 + 40 + 26 + 4)  # under the iron market's row
    return {"era_w": era_w, "round_y": round_y, "now_y": now_y, "wide": wide, "h": max(90, now_y + now_h + 8)}


def button_h(p: Painter) -> int:
    """The action buttons' height: the key badge (24) above a line of the label, at least 54."""
    return max(54, 26 + line_h(p, ACTION_LABEL) + 2)


def action_h(p: Painter, w: int, hint: Text, reserve: int) -> tuple[int, bool]:
    """The action bar's height: its buttons, then the hint over as many lines as it wraps to
    (never fewer than two: a one-line hint leaves the panels below where they were) beside the
    follow-up buttons (``reserve``: their width at the bottom right); when that takes
    more than two lines, the hint runs across the bar above a row of its own for the buttons
    (the second value: True).  The hint is never shrunk."""
    line = line_h(p, HINT)
    head = 8 + button_h(p) + 4
    lines = p.wrap(hint, HINT, max(120, w - 34 - reserve))
    if len(lines) <= 2 or not reserve:
        return max(118, head + max(2, len(lines)) * line + 8), False
    lines = p.wrap(hint, HINT, w - 28)
    return max(118, head + len(lines) * line + 4 + 50), True


def hand_head(p: Painter) -> int:
    """Where the hand's cards start under its heading."""
    return max(36, 8 + line_h(p, TextStyle(20, bold=True)) + 4)


@dataclass
class ColumnLayout:
    """Where the map and the column's panels stand (``lay_out``)."""

    map: pygame.Rect
    pan: pygame.Rect  # the map view, above the strip of the progress track and the zoom buttons
    status_lines: dict  # status_lines
    action_stacked: bool  # the action bar's hint runs across it above its own row of buttons
    you: pygame.Rect
    status: pygame.Rect
    action: pygame.Rect
    hand: pygame.Rect
    automa: pygame.Rect
    explainer: pygame.Rect  # "Why the Automa did that" stands over the hand and the Automa's panel


def lay_out(
    p: Painter, c: Choosing, bounds: tuple, b: pygame.Rect, margin: int, hud_h: int, hint: Text, follow: list
) -> ColumnLayout:
    """The map's rect and the panels' rects inside the board rect ``b`` (the map's world
    ``bounds``), for the action bar's ``hint`` and its ``follow`` up buttons (panel.action_hint,
    panel.follow_ups)."""
    pan_h = b.h - 2 * margin - 4 - hud_h  # the map view under a column that holds the era strip
    right_w = width(c, p, b.w, b.w - 3 * margin - map_width(bounds, pan_h))
    m = pygame.Rect(b.x + margin, b.y + margin, b.w - right_w - 3 * margin, b.h - 2 * margin)
    x, y = m.right + margin, b.y + margin
    status = status_lines(c, p, right_w)
    action, stacked = action_h(p, right_w, hint, follow_reserve(c, p, follow))
    over_map = YOU_H + status["h"] + action + HAND_H + automa_min(p) + 4 * GAP > m.h
    you_rect = pygame.Rect(x, y, right_w, YOU_H)
    top = m.y + 2
    if over_map:  # the era and markets over the top of the map; the map shows under them
        status_rect = pygame.Rect(m.x + 10, m.y + 10, min(right_w, m.w - 20), status["h"])
        action_rect = pygame.Rect(x, you_rect.bottom + GAP, right_w, action)
        top = status_rect.bottom + 8
    else:
        status_rect = pygame.Rect(x, you_rect.bottom + GAP, right_w, status["h"])
        action_rect = pygame.Rect(x, status_rect.bottom + GAP, right_w, action)
    left = b.bottom - margin - action_rect.bottom - 2 * GAP - HAND_H - automa_natural(p)
    hand_rect = pygame.Rect(x, action_rect.bottom + GAP, right_w, HAND_H + max(0, min(HAND_GROW, left)))
    below = hand_rect.bottom + GAP
    automa_rect = pygame.Rect(x, below, right_w, b.bottom - margin - below)
    pan = pygame.Rect(m.x + 2, top, m.w - 4, m.bottom - 2 - hud_h - top)
    explainer = hand_rect.union(automa_rect)
    return ColumnLayout(m, pan, status, stacked, you_rect, status_rect, action_rect, hand_rect, automa_rect, explainer)


def automa_min(p: Painter) -> int:
    """The Automa panel's least height: its title row, its card back, and its mat's heading over
    three rows (the mat goes in two columns when six rows do not fit)."""
    line = line_h(p, TextStyle(18))
    return max(AUTOMA_MIN, 46 + line + 3 * (line - 4) + 10)


def automa_natural(p: Painter) -> int:
    """The Automa panel's height with its mat's six rows at the text's line height: beyond it, a
    tall window's spare height goes first to the hand (up to ``HAND_GROW``: larger cards)."""
    line = line_h(p, TextStyle(18))
    return 46 + line + 6 * line + 10


def follow_reserve(c: Choosing, p: Painter, follow: list) -> int:
    """The width the action bar's follow-up and quick buttons take at its bottom right."""
    if not c.my_turn:
        return 0
    widths = [follow_width(p, label, kind) for label, _action, kind in follow]
    quick = quick_width(c, p)
    if quick:
        widths.append(quick)
    return sum(widths) + GAP * len(widths)


FOLLOW_TEXT = TextStyle(19, bold=True)


def follow_width(p: Painter, label: Text, kind: str) -> int:
    """A follow-up button's width: 250 (Done) or 200 (take back), or its words on one line beside
    its icon ("Decline the free develop"), up to ``FOLLOW_MAX``."""
    base = 250 if kind == "primary" else 200
    return max(base, min(FOLLOW_MAX, p.measure(label, FOLLOW_TEXT)[0] + 76))


FOLLOW_MAX = 400


def quick_width(c: Choosing, p: Painter) -> int:
    """The explainer's quick button ("Use <card>", "Sell all") in the action bar, if any (its width
    as it will be widened to its words)."""
    state = c.state
    if state.phase == CARD:
        return round(300 * p.text_scale)
    if (state.phase == MAIN and c.mode == "sell" and c.sell_space is None) or state.phase == SELL_MORE:
        return round(220 * p.text_scale)
    return 0
