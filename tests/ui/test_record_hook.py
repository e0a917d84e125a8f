"""The table records a game when it ends, once: finishing it through the app writes one record;
loading its finished save, undoing into its end and finishing again, write none more."""

from game import records, storage
from game.records import Records
from game.scenes import registry
from game.scenes.play import start_match
from tests.records.conftest import ending


def count() -> int:
    with Records.open() as db:
        return db.count()


def on_table(app, driver, match, match_id=None):
    view = start_match(app, match, match_id)
    driver.send()
    return view


def finish(app, driver, view, action):
    assert view.perform(action)
    driver.idle(0.5)
    assert view.match.is_over()


def back_to(app, view):
    while app.stack.top is not view:  # the results
        app.stack.pop()


def load_finished(app, driver, match_id):
    info = storage.read_info(storage.autosave_path(match_id), autosave_file=True)
    assert info.over and info.error is None
    registry.open_save(app, info)
    driver.idle(0.5)
    view = next(s for s in app.stack.scenes if hasattr(s, "match"))
    assert view.match.is_over() and app.stack.top is not view
    return view


def test_a_game_finished_on_the_table_is_recorded_once(app, driver):
    match = ending("border", ("Ana", "Bruno"), seed=5)
    final = match.final
    view = on_table(app, driver, match, "game1")
    assert count() == 0
    finish(app, driver, view, final)
    assert count() == 1
    with Records.open() as db:
        record = db.find(match.match_id)
    assert record.finished and record.players == ["Ana", "Bruno"] and record.source == records.PLAY

    # its finished save loaded again: shown, not recorded again
    again = load_finished(app, driver, "game1")
    assert again.match.match_id == match.match_id
    assert count() == 1

    # undo into the end and finish again, on the loaded save
    back_to(app, again)
    again.undo()
    assert not again.match.is_over()
    finish(app, driver, again, final)
    assert count() == 1 and app.notice is None

    # and undo, redo
    back_to(app, again)
    again.undo()
    again.redo()
    assert again.match.is_over() and count() == 1


def test_a_record_that_cannot_be_written_is_a_notice_not_a_stop(app, driver):
    records.records_path().parent.mkdir(parents=True, exist_ok=True)
    records.records_path().write_bytes(b"not a database at all" * 10)
    match = ending("glenmore", ("Ana", "Bruno"), seed=6)
    view = on_table(app, driver, match, "game2")
    finish(app, driver, view, match.final)
    assert app.notice is not None and app.notice.key == "records.notice.damaged"
    assert count() == 1  # in the new file
    assert storage.load_match(storage.autosave_path("game2"), lambda g: match.rules).is_over()
