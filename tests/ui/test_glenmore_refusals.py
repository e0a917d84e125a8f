"""Every refusal says why (issue 13): in positions from a few seeds and every step of a turn,
every piece Ana can pick up (a track tile, the tile in hand, a clan member, a cube) is dropped
on every drop target of the table; each drop the rules refuse shows a non-empty reason and
leaves the match as it was.  A tile that cannot be taken, and a cube that cannot be sold, say
why in their tooltip."""

import pytest

from game.games.glenmore.rules.actions import Take
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, MOVE, PAY, PLACE
from game.tools.catalog import advance_until
from tests.ui.test_glenmore_ui import RULES, new_match, open_table

PHASES = (CHOOSE, PAY, PLACE, ACTIVATE, MOVE)
SEEDS = (3, 8, 21)


def position(seed: int, phase: str):
    match = new_match(seats=3 if seed == 21 else 2, seed=seed)
    return advance_until(
        match,
        lambda m: m.to_move() == 0 and m.state.phase == phase and len(m.actions) > 40,
        seed=seed,
        limit=3000,
    )


def _own_spot(payload, target) -> bool:
    """A piece put back where it lies: no move, nothing to say."""
    return payload[0] in ("member", "cube") and target == ("cell", payload[1], payload[2])


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("phase", PHASES)
def test_every_refused_drop_says_why_and_changes_nothing(app, driver, seed, phase):
    match = position(seed, phase)
    if match.is_over() or match.to_move() != 0 or match.state.phase != phase:
        pytest.skip(f"no {phase} position for Ana with seed {seed}")
    view = open_table(app, driver, match)
    before = match.state.to_json()
    drag = view.drag
    checked = 0
    for source in list(drag.sources):
        for target, rect in list(drag.targets.items()):
            app.toasts.clear()
            drag.lift(source)
            if target in drag.legal:
                drag.cancel()
                continue
            drag.pointer = (rect.x + 4, rect.y + 4) if target == ("board",) else rect.center
            assert not drag.drop_on(target, drag.pointer)
            assert match.state.to_json() == before, (source.payload, target)
            if _own_spot(source.payload, target):
                continue
            reasons = [str(t.text) for t in app.toasts]
            assert reasons and all(r.strip() for r in reasons), (source.payload, target, "refused without a reason")
            checked += 1
    if phase in (CHOOSE, PLACE):
        assert drag.sources, "a tile to drag"
    if phase == CHOOSE:
        assert checked, "some drop is refused on the track step"


@pytest.mark.parametrize("seed", SEEDS)
def test_a_tile_that_cannot_be_taken_says_why_in_its_tooltip(app, driver, seed):
    match = position(seed, CHOOSE)
    if match.to_move() != 0 or match.state.phase != CHOOSE:
        pytest.skip("no choosing position")
    view = open_table(app, driver, match)
    state = match.state
    for space, rect in enumerate(view.lay.space_rects):
        if state.track[space] < 0 or Take(space) in view.legal:
            continue
        reason = RULES.why_illegal(state, Take(space))
        assert reason is not None
        assert str(reason) in str(app.stack.top.tooltip_at(rect.center)), "a dimmed tile names its reason"
