"""A table draws from what its seat may see: while a game's view lays out, draws, follows the
pointer, handles a drag and shows the results, the match's full state is out of its reach
(tests/protocol.py ``assert_view_reads_only_the_seat_view``), so no secret can leak into it."""

import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games import GAME_ORDER, rules_for
from game.scenes.play import start_match
from game.tools.catalog import _choice_match
from tests.protocol import assert_view_reads_only_the_seat_view


@pytest.mark.parametrize("game", GAME_ORDER)
def test_no_view_reaches_the_full_state(app, driver, game):
    scene = start_match(app, _choice_match(game))
    driver.send()
    assert_view_reads_only_the_seat_view(app, driver, scene)


def test_schotten_in_pass_and_play_never_draws_the_other_hand(app, driver, monkeypatch):
    """The secret itself: with the view guarded, the other person's cards never reach the card
    painter, on either person's turn."""
    from game.games.schotten.view.card import CardPainter
    from game.scenes.pass_device import PassDeviceScene
    from game.ui import layers
    from tests.protocol import guard_view

    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN)]
    match = Match(rules_for("schotten"), MatchConfig("schotten", seats, {"tactical": True}, seed=8))
    scene = start_match(app, match)
    guard_view(scene)
    drawn = []
    original = CardPainter.draw

    def spy(self, p, card, *args, **kwargs):
        drawn.append(card)
        return original(self, p, card, *args, **kwargs)

    monkeypatch.setattr(CardPainter, "draw", spy)
    monkeypatch.setattr(layers, "ENABLED", False)
    for seat in (0, 1):
        assert isinstance(app.stack.top, PassDeviceScene)
        driver.click(app.stack.top.group.widgets[0].rect.center)  # "I am ..."
        drawn.clear()
        driver.send()
        assert drawn and not set(drawn) & set(match.state.hands[1 - seat])
        scene.perform(next(a for a in match.legal_actions() if a.kind == "schotten.play"))
        scene.perform(next(a for a in match.legal_actions() if a.kind == "schotten.draw"))
        driver.send()
        assert not set(drawn) & set(match.state.hands[1 - seat])
        scene.session.hand_over()
        driver.send()


def test_the_guard_catches_a_view_that_reaches_the_match(app, driver, monkeypatch):
    """The check can fail: a table that reads the match it was never given is caught."""
    from game.games.schotten.view.table import SchottenTable

    scene = start_match(app, _choice_match("schotten"))
    driver.send()
    leak = scene.session.match
    monkeypatch.setattr(SchottenTable, "prompt", lambda self, model: str(leak.state.hands[1 - model.seat]))
    with pytest.raises(AssertionError, match="full state"):
        assert_view_reads_only_the_seat_view(app, driver, scene)
