"""On the turn that ends the game the last clan member can be dragged onto Chieftains, and
the panel says why it may."""

from game.games.glenmore.rules.actions import Activate, Finish
from game.games.glenmore.rules.state import MOVE, OVER
from game.scenes.play import start_match
from tests.glenmore.helpers import play, take_and_place, tile_of
from tests.ui.test_glenmore_ui import new_match


def test_the_last_member_goes_onto_chieftains_on_the_last_turn(app, driver):
    match = new_match(seats=4)
    state = match.state
    take_and_place(state, tile_of("forest", "road"), 1, 0)
    play(state, Activate(0, 0), Finish())
    state.decks[0], state.decks[1], state.decks[2] = [], [], []
    state.decks[3] = state.decks[3][:1]
    match._checkpoints = {0: state.clone()}
    assert state.phase == MOVE and state.total_members(0) == 1
    view = start_match(app, match).view
    driver.send()
    driver.drag(view.lay.member_rects[(0, 0)].center, view.lay.chief_rect.center)
    assert state.chieftains[0] == 1 and state.members[0] == {}
    driver.key(ord("e"))
    assert match.state.phase == OVER
