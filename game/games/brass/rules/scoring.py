"""End-of-era scoring and the final result.

At the end of each era every link scores its owner 1 VP per link icon on the *flipped* tiles
(of any owner) in the locations it joins, plus 2 for each merchant location it joins; links
are removed as they score.  Then every flipped tile scores its VP.

Uncertain fact (register: "link icons on unflipped tiles"): the official tile art prints the
link icons only on the flipped side, so unflipped tiles add nothing to links here (some other
engines count them).
"""

from __future__ import annotations

from typing import Any

from game.games.brass.rules.network import Board, Tables
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, NOBODY, BrassState, freeze

ERA_NAMES = ("canal", "rail")


def location_link_icons(t: Tables, state: BrassState, loc: int) -> int:
    """Link VP a location gives each link ending there now (``network.Board.link_icons``)."""
    return Board(t, state).link_icons(loc)


def link_value(t: Tables, state: BrassState, link: int, board: Board | None = None) -> int:
    """What the link on ``link`` scores now (``board``: a Board of ``state`` to reuse)."""
    return (board or Board(t, state)).link_value(link)


def tile_value(t: Tables, state: BrassState, space: int) -> int:
    if state.sp_owner[space] == NOBODY or not state.sp_flipped[space]:
        return 0
    return t.level(state.sp_ind[space], state.sp_level[space]).vp


def preview(t: Tables, state: BrassState) -> dict[str, list[int]]:
    """What the end of the era would score now: links and tiles per owner."""
    return totals(breakdown(t, state))


def totals(detail: list[dict[str, list[list[int]]]]) -> dict[str, list[int]]:
    """The links' and the tiles' VP per owner of a ``breakdown``."""
    return {key: [sum(item[-1] for item in side[key]) for side in detail] for key in ("links", "tiles")}


def breakdown(t: Tables, state: BrassState) -> list[dict[str, list[list[int]]]]:
    """Per owner (HUMAN, AUTOMA), what the end of the era scores now, most first: its links as
    ``[link, vp]`` and its flipped tiles as ``[space, industry, level, vp]`` (the tiles may leave
    the board right after, so what they were is kept)."""
    out: list[dict[str, list[list[int]]]] = [{"links": [], "tiles": []} for _ in (HUMAN, AUTOMA)]
    board = Board(t, state)
    for link, owner in enumerate(state.link_owner):
        if owner != NOBODY:
            out[owner]["links"].append([link, board.link_value(link)])
    for sp, owner in enumerate(state.sp_owner):
        if owner != NOBODY and state.sp_flipped[sp]:
            out[owner]["tiles"].append([sp, state.sp_ind[sp], state.sp_level[sp], tile_value(t, state, sp)])
    for side in out:
        for items in side.values():
            items.sort(key=lambda item: -item[-1])
    return out


def score_era(t: Tables, state: BrassState) -> dict[str, Any]:
    """Score links (removing them) then flipped tiles; returns the record kept in the state,
    with the ``breakdown`` behind its totals."""
    era = ERA_NAMES[state.era]
    detail = breakdown(t, state)
    result = totals(detail)
    for owner in (HUMAN, AUTOMA):
        state.add_vp(owner, f"{era}_links", result["links"][owner])
        state.add_vp(owner, f"{era}_tiles", result["tiles"][owner])
    for link in range(len(state.link_owner)):
        state.link_owner[link] = NOBODY
    record = freeze(
        {"era": era, "links": result["links"], "tiles": result["tiles"], "vp": state.vp[:], "detail": detail}
    )
    state.era_scores.append(record)
    return record


def canal_cleanup(t: Tables, state: BrassState, remove) -> None:
    """End of the canal era: every level-1 tile leaves the board (``remove(space)``)."""
    assert state.era == CANAL
    for sp, owner in enumerate(state.sp_owner):
        if owner != NOBODY and state.sp_level[sp] == 1:
            remove(sp)


def outcome(state: BrassState) -> dict[str, Any]:
    """Both scores and who won: the person wins with more VP than the Automa.

    Uncertain fact (register: "tie human vs Automa"): the Automa has no money or income, so
    the usual tie-breaks cannot separate the two; an equal score is a draw.
    """
    human, automa = state.vp
    result = "win" if human > automa else "loss" if human < automa else "draw"
    return {
        "human": human,
        "automa": automa,
        "result": result,
        "tiebreak": "draw" if human == automa else "",
        "human_parts": dict(state.vp_parts[HUMAN]),
        "automa_parts": dict(state.vp_parts[AUTOMA]),
        "eras": [dict(r) for r in state.era_scores],
    }
