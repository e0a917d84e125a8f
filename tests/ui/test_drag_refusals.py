"""A refused drop puts the piece back and says why, however fast the drag (issue 21, point 1).

In every game, at a real decision, a piece is dragged from its place with no, one, two or three
motion events between the press and the release (a quick flick brings few) and let go on a
place the rules refuse, over nothing at all, or over a button of the top bar (a greyed one would
take the release for itself).  Each time: nothing stays held or hidden (nor drawn as gone),
the match is unchanged, no other screen opened, the reason shows; then the same piece dragged onto a glowing place is
played (the board is still usable).  Driven through ``app.step`` with real pygame events."""

import pygame
import pytest

from game.scenes.play import start_match
from game.tools.catalog import _choice_match

GAMES = ("brass", "glenmore", "border", "schotten")


def _look(match):
    return (len(match.actions), repr(match.state.to_json()))


def _source_with_glow(view):
    """The first drag source with a legal target and a refused one."""
    for source in view.view.drag.sources:
        legal = view.view.legal_targets(source.payload)
        if legal and len(legal) < len(view.view.drag.targets):
            return source, legal
    raise AssertionError("no drag source with both legal and refused targets")


def _clear_of(view, source, legal, rect_or_point) -> bool:
    """Away from the piece's own place and from every legal target (beyond the snap)."""
    pad = max(getattr(view.view.drag, "snap", 0), 24) + 6  # beyond any snap to a glowing place
    area = pygame.Rect(rect_or_point, (1, 1)) if len(rect_or_point) == 2 else pygame.Rect(rect_or_point)
    if area.colliderect(source.rect.inflate(8, 8)):
        return False
    return not any(area.colliderect(view.view.drag.targets[k].inflate(2 * pad, 2 * pad)) for k in legal)


def _spot(view, source, legal, where):
    if where == "refused target":
        for key, rect in view.view.drag.targets.items():
            if key in legal or rect.w < 8 or not _clear_of(view, source, legal, rect.center):
                continue
            if view.view.why_not(source.payload, key) is not None:  # not a way home (The Border's own row)
                return rect.center
        raise AssertionError("no refused target clear of the legal ones")
    if where == "top bar":
        return view.buttons["redo"].rect.center
    canvas = view.canvas
    # a catch-all target (Glen More's whole board: its judge explains any drop) counts as nothing
    small = [r for r in view.view.drag.targets.values() if r.w * r.h < canvas.w * canvas.h // 4]
    widgets = [w.rect for w in view.view.widgets.widgets if w.visible] if hasattr(view.view, "widgets") else []
    for y in range(view.top_bar.bottom + 20, canvas.h - 20, 23):
        for x in range(20, canvas.w - 20, 23):
            if any(r.collidepoint(x, y) for r in small):
                continue
            if any(r.collidepoint(x, y) for r in widgets):
                continue
            if _clear_of(view, source, legal, (x, y)):
                return (x, y)
    raise AssertionError("no spot over nothing")


def _flick(driver, start, end, motions):
    """Press at ``start``, ``motions`` motion events on the way, release at ``end``."""
    a, b = driver.real(start), driver.real(end)
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    driver.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, motions + 1):
        p = (a[0] + (b[0] - a[0]) * i // motions, a[1] + (b[1] - a[1]) * i // motions)
        driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    driver.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


@pytest.mark.parametrize("where", ["refused target", "nothing", "top bar"])
@pytest.mark.parametrize("motions", [0, 1, 2, 3])
@pytest.mark.parametrize("game", GAMES)
def test_a_refused_quick_drop_returns_the_piece_and_says_why(app, driver, game, motions, where):
    app.settings.animation_speed = "normal"  # the piece flies back
    match = _choice_match(game)
    view = start_match(app, match)
    driver.send()
    source, legal = _source_with_glow(view)
    spot = _spot(view, source, legal, where)
    before = _look(match)
    app.toasts.clear()
    _flick(driver, source.rect.center, spot, motions)
    drag = view.view.drag
    assert drag.held is None and not drag.dragging, "the piece is still held"
    assert [str(t.text).strip() for t in app.toasts if str(t.text).strip()], "no reason shown"
    assert _look(match) == before and app.stack.top is view
    driver.idle(0.6)
    assert drag.floating() is None and not drag.is_hidden(source.key), "the piece did not come back"
    # and it is drawn back in its place: the frame equals one drawn afresh (no layer kept from
    # while it flew home, when its place was empty)
    shown = pygame.image.tobytes(app.render(), "RGB")
    view.layers.forget()
    assert pygame.image.tobytes(app.render(), "RGB") == shown, "its place is drawn empty"
    # the board is still usable: the same piece dragged onto a glowing place is played
    view.lay_out()
    source = next(s for s in drag.sources if s.key == source.key)
    target = next(k for k in drag.targets if k in view.view.legal_targets(source.payload))
    driver.drag(source.rect.center, drag.targets[target].center)
    driver.idle(0.6)
    assert _look(match) != before


@pytest.mark.parametrize("game", ["brass", "glenmore", "schotten"])  # a click on a Border die is its own move
def test_a_clicked_piece_can_still_be_dragged_from_its_place(app, driver, game):
    """Click a piece (it lifts: click-to-select), then drag it from its place onto a glowing one:
    the move is played (the press used to put it down, so the drag did nothing, with no word:
    hand play in Glen More's lesson, four times of four). A second plain click still puts it down."""
    match = _choice_match(game)
    view = start_match(app, match)
    driver.send()
    source, legal = _source_with_glow(view)
    drag = view.view.drag
    before = _look(match)
    _flick(driver, source.rect.center, source.rect.center, 0)  # a click: lifted
    assert drag.held is not None and drag.held.key == source.key
    _flick(driver, source.rect.center, source.rect.center, 0)  # clicked again: put down
    assert drag.held is None and _look(match) == before
    _flick(driver, source.rect.center, source.rect.center, 0)  # lifted again
    target = next(iter(sorted(legal, key=repr)))
    _flick(driver, source.rect.center, drag.targets[target].center, 2)  # dragged from its place
    driver.idle(0.6)
    assert _look(match) != before, "the drag of a lifted piece did nothing"
