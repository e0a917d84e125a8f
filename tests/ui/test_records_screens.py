"""The Records and History pages, driven with real events through ``app.step``: opened from the
title with an empty and a filled database, the filters changing the figures, the score chart's
points against the records, History's filters, scrolling (a page at a time), a record opened,
exported, deleted and the whole history cleared (each asking first), JSON records imported (a good
one added, bad ones refused with the reason and nothing changed), and a damaged database shown
as a notice while the pages still work."""

import json
import time

import pygame
import pytest

from game import records
from game.core.i18n import Msg
from game.records import PLAY, Records, files, record_of
from game.records.sample import sample_records
from game.scenes import registry
from game.scenes.dialog import Dialog
from game.scenes.title import TitleScene
from game.ui import charts, draw, layers
from tests.records.conftest import finished

DAY = 86400.0


def wheel(driver, pos, y):
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(pos), rel=(0, 0), buttons=(0, 0, 0)))
    driver.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))


def keys_drawn(app, monkeypatch) -> set[str]:
    """The message keys drawn in a fresh frame (every text, no kept layer)."""
    seen: set[str] = set()
    for name in ("text", "text_box", "label", "clip", "elide"):
        original = getattr(draw.Painter, name)

        def spy(self, text, *args, _original=original, **kwargs):
            if isinstance(text, Msg):
                seen.add(text.key)
            return _original(self, text, *args, **kwargs)

        monkeypatch.setattr(draw.Painter, name, spy)
    monkeypatch.setattr(layers, "ENABLED", False)
    app.render()
    monkeypatch.undo()
    return seen


def title(app, driver):
    app.stack.reset(TitleScene(app))
    driver.send()


def button(app, key: str):
    return next(w for w in app.stack.top.group.widgets if getattr(getattr(w, "label", None), "key", None) == key)


def press(driver, widget):
    driver.click(widget.rect.center)


def open_records(app, driver):
    title(app, driver)
    press(driver, button(app, "core.button.records"))
    assert registry.is_top(app, "records")
    return app.stack.top


def open_history(app, driver):
    page = open_records(app, driver)
    press(driver, button(app, "records.screen.tab_history"))
    assert registry.is_top(app, "history")
    assert app.stack.top.book is page.book  # one database for the pages
    return app.stack.top


def real_record(game="schotten", names=("Ana", "Bruno:easy"), seed=1, ended=None):
    record = record_of(finished(game, names, seed), PLAY, ended)
    return record


@pytest.fixture
def filled():
    """Ana's real games: Schotten against Easy and Hard, and with Bruno at her table; Brass solo;
    one game 400 days ago."""
    now = time.time()
    made = [real_record("schotten", ("Ana", "Bot:easy"), seed, now - (20 - seed) * DAY) for seed in range(1, 7)] + [
        real_record("schotten", ("Ana", "Bot:hard"), seed, now - (30 - seed) * DAY) for seed in range(7, 10)
    ]
    made += [real_record("schotten", ("Ana", "Bruno"), seed, now - (40 - seed) * DAY) for seed in range(10, 13)]
    made += [
        real_record("brass", ("Ana",), 3, now - 2 * DAY),
        real_record("schotten", ("Ana", "Bot:easy"), 13, now - 400 * DAY),
    ]
    with Records.open() as db:
        assert db.add_all(made) == len(made)
    return made


# -- Records -------------------------------------------------------------------------------------


def test_records_from_the_title_with_an_empty_database(app, driver, monkeypatch):
    page = open_records(app, driver)
    assert page.empty
    drawn = keys_drawn(app, monkeypatch)
    assert {"records.screen.empty_title", "records.screen.empty_body"} <= drawn  # says how games get recorded
    press(driver, button(app, "core.button.new_game"))
    assert registry.is_top(app, "choose")


def test_records_from_the_title_with_a_filled_database(app, driver, filled, monkeypatch):
    page = open_records(app, driver)
    assert not page.empty and page.person == "Ana"
    with Records.open() as db:
        stats = {s.game: s for s in db.game_stats("Ana")}
    schotten = next(row for row in page.rows if row.game == "schotten" and row.level is None)
    assert schotten.tally == stats["schotten"].total and schotten.tally.played == 13
    levels = [row.level for row in page.rows if row.game == "schotten" and row.level is not None]
    assert levels == ["easy", "hard", ""]  # the game's order; people-only last
    drawn = keys_drawn(app, monkeypatch)
    assert {"records.screen.rate_cell", "records.screen.head_to_head", "records.screen.scores_title"} <= drawn
    assert ("Ana", "Bruno") in {(pair.a, pair.b) for pair in page.pairs}


def test_the_score_chart_marks_each_of_the_last_games(app, driver, filled, monkeypatch):
    page = open_records(app, driver)
    assert page.chart_game == "schotten"  # Ana's most played game
    marks = []
    original = charts.draw_mark
    monkeypatch.setattr(
        charts, "draw_mark", lambda p, c, f, r=charts.MARK_RADIUS: marks.append((c, f)) or original(p, c, f, r)
    )
    monkeypatch.setattr(layers, "ENABLED", False)
    app.render()
    marks = marks[:-2]  # the legend's two marks come last
    games = sorted((r for r in filled if r.game == "schotten"), key=lambda r: r.ended)
    ana = [r.seats[r.seat_of("Ana")] for r in games]
    assert len(marks) == len(ana) == 13
    assert [f for _c, f in marks] == [seat.won for seat in ana]
    xs = [c[0] for c, _f in marks]
    assert xs == sorted(xs)  # oldest to latest
    for (ca, _), (cb, _), a, b in zip(marks, marks[1:], ana, ana[1:]):
        assert (ca[1] < cb[1]) == (a.score > b.score) or a.score == b.score  # higher score, higher point


def test_the_filters_change_the_figures(app, driver, filled):
    page = open_records(app, driver)
    game, level, period = page.group.widgets[3], page.group.widgets[4], page.group.widgets[5]
    assert not level.enabled  # a level belongs to a game
    driver.click((game.rect.right - 20, game.rect.centery))  # All games -> Glen More
    page = app.stack.top
    assert page.chosen.game == "glenmore" and {row.game for row in page.rows} == {"glenmore"}
    assert all(not row.tally.played for row in page.rows)
    driver.click((game.rect.right - 20, game.rect.centery))  # -> Schotten Totten
    page = app.stack.top
    assert page.rows[0].tally.played == 13
    level = page.group.widgets[4]
    assert level.enabled
    driver.click((level.rect.right - 20, level.rect.centery))  # All levels -> Random
    driver.click((level.rect.right - 20, level.rect.centery))  # -> Easy
    page = app.stack.top
    assert page.chosen.level == "easy" and page.rows[0].tally.played == 7
    assert all(pt.level == "easy" for pt in page.series) and len(page.series) == 7
    period = page.group.widgets[5]
    driver.click((period.rect.right - 20, period.rect.centery))  # All time -> last 7 days: none
    driver.click((period.rect.right - 20, period.rect.centery))  # -> last 30 days: not the old one
    page = app.stack.top
    assert page.chosen.period == "month" and page.rows[0].tally.played == 6
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


# -- History -------------------------------------------------------------------------------------


def test_history_lists_newest_first_and_filters(app, driver, filled):
    page = open_history(app, driver)
    assert len(page.items) == len(filled)
    ended = [page.items[i].ended for i in range(len(page.items))]
    assert ended == sorted(ended, reverse=True)
    game, person, result = page.group.widgets[2:5]
    driver.click((game.rect.right - 20, game.rect.centery))  # Glen More: none
    page = app.stack.top
    assert len(page.items) == 0
    driver.click((page.group.widgets[2].rect.x + 20, page.group.widgets[2].rect.centery))  # back to All games
    page = app.stack.top
    person = page.group.widgets[3]
    assert person.options[2][0] == "Bruno"
    driver.click((person.rect.right - 20, person.rect.centery))  # Anyone -> Ana
    driver.click((person.rect.right - 20, person.rect.centery))  # -> Bruno
    page = app.stack.top
    assert page.chosen.who == "Bruno" and len(page.items) == 3
    result = page.group.widgets[4]
    driver.click((result.rect.right - 20, result.rect.centery))  # Any result -> Won (by Bruno)
    page = app.stack.top
    won = [r for r in filled if r.seat_of("Bruno") is not None and r.seats[r.seat_of("Bruno")].won]
    assert len(page.items) == len(won)


def test_history_rows_tell_a_tactical_game_from_a_base_one(app, driver):
    """Hand play: six Schotten games in the list, two of them tactical, and no row said which."""
    from tests.ui.drawn import texts_drawn

    now = time.time()
    made = [
        record_of(finished("schotten", ("Ana", "Bot:hard"), 1, {"tactical": True}), PLAY, now - DAY),
        record_of(finished("schotten", ("Ana", "Bot:hard"), 2, {"first": "random"}), PLAY, now - 2 * DAY),
        real_record("brass", ("Ana",), 3, now - 3 * DAY),
    ]
    with Records.open() as db:
        assert db.add_all(made) == 3
    open_history(app, driver)
    drawn = [text for text, _size in texts_drawn(app)]
    assert drawn.count(" · Tactical variant") == 1  # the tactical game's row; the base game says nothing
    assert not any("Automa difficulty" in text for text in drawn)  # its seats say "Automa (Easy)"
    assert not any("Who starts" in text for text in drawn)  # no variant


def test_history_scrolls_through_many_games_a_page_at_a_time(app, driver):
    with Records.open() as db:
        db.add_all(sample_records(600, seed=3, names=("Ana", "Rui")))
    page = open_history(app, driver)
    items, listing = page.items, page.list
    assert len(items) == 600 and items.fetched <= 2 * items.page
    middle = listing.rect.center
    for _ in range(6):
        wheel(driver, middle, -3)
    assert listing.target > 0 and listing.scroll < listing.target  # easing there
    driver.idle(0.5)
    assert listing.scroll == listing.target
    driver.key(pygame.K_END)
    assert listing.selected == 599 and listing.scroll == listing.max_scroll
    driver.idle(0.2)
    assert items.fetched <= 4 * items.page  # the pages drawn, never the whole list
    oldest = page.selected
    assert oldest.ended == min(items[i].ended for i in (0, 300, 598, 599))
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_PAGEDOWN)
    assert listing.selected == listing.page_rows
    # the scroll bar: dragged to the middle
    bar = listing.bar_rect()
    driver.drag(bar.center, (bar.centerx, listing.rect.centery))
    assert 0.35 < listing.scroll / listing.max_scroll < 0.65


def test_a_record_opens_exports_and_says_where(app, driver, filled, monkeypatch):
    open_history(app, driver)
    driver.key(pygame.K_RETURN)  # the newest: the Brass game
    detail = app.stack.top
    assert registry.is_top(app, "record") and detail.record.game == "brass"
    assert detail.record.save  # the whole record, with the save that replays it
    press(driver, button(app, "records.detail.as_text"))
    written = files.exports_dir() / files.export_name(detail.record, files.TEXT)
    assert written.is_file() and detail.written == str(written) and detail.status[1]
    text = written.read_text(encoding="utf-8")
    assert "Brass: Birmingham" in text and "Ana" in text and "Final scores:" in text
    press(driver, button(app, "records.detail.as_json"))
    data = json.loads((files.exports_dir() / files.export_name(detail.record, files.JSON)).read_text("utf-8"))
    assert data["format"] == records.RECORD_FORMAT and data["match_id"] == detail.record.match_id
    # a chosen folder (made when missing), then one that cannot be: a file
    chosen = files.exports_dir().parent / "mine"
    detail.folder.text = ""
    press(driver, detail.folder)
    for ch in str(chosen):
        driver.send(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    press(driver, button(app, "records.detail.as_json"))
    assert (chosen / files.export_name(detail.record, files.JSON)).is_file()
    blocker = files.exports_dir().parent / "a-file"
    blocker.write_text("x")
    detail.folder_text = str(blocker)
    press(driver, button(app, "records.detail.as_text"))
    assert detail.status == (Msg("records.files.not_folder", path=str(blocker)), False)
    assert blocker.read_text() == "x"


def test_deleting_a_record_asks_first(app, driver, filled):
    page = open_history(app, driver)
    page.list.select(1)
    press(driver, button(app, "records.history.open"))
    detail = app.stack.top
    gone = detail.record
    press(driver, button(app, "records.detail.delete"))
    assert isinstance(app.stack.top, Dialog)
    driver.key(pygame.K_ESCAPE)  # cancelled: kept
    assert app.stack.top is detail
    with Records.open() as db:
        assert db.count() == len(filled)
    press(driver, button(app, "records.detail.delete"))
    press(driver, button(app, "records.detail.delete_yes"))
    page = app.stack.top
    assert registry.is_top(app, "history") and len(page.items) == len(filled) - 1
    assert gone.match_id not in {page.items[i].match_id for i in range(len(page.items))}
    with Records.open() as db:
        assert db.find(gone.match_id) is None


def test_clearing_the_history_asks_first_and_says_how_many(app, driver, filled, monkeypatch):
    page = open_history(app, driver)
    press(driver, button(app, "records.history.clear"))
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.message == Msg("records.history.clear_body", count=len(filled))
    press(driver, button(app, "core.button.cancel"))
    with Records.open() as db:
        assert db.count() == len(filled)
    press(driver, button(app, "records.history.clear"))
    press(driver, button(app, "records.history.clear_yes"))
    page = app.stack.top
    assert len(page.items) == 0 and not page.clear_button.enabled
    assert any(t.text == Msg("records.history.cleared", count=len(filled)) for t in app.toasts)
    with Records.open() as db:
        assert db.count() == 0


def type_into(driver, text):
    for ch in text:
        driver.send(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def test_importing_a_good_record_and_refusing_bad_ones(app, driver, filled):
    record = filled[0]
    folder = files.exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "good.json"
    good.write_text(record.to_json_text(), encoding="utf-8")
    (folder / "broken.json").write_bytes(b'{"format": "quiet-table-record", "vers')
    lying = json.loads(record.to_json_text())
    lying["seats"][0]["score"] += 1
    (folder / "lying.json").write_text(json.dumps(lying), encoding="utf-8")
    with Records.open() as db:
        db.delete(db.find(record.match_id).id)
    page = open_history(app, driver)
    before = len(page.items)
    for name, reason in (
        ("broken.json", "records.import.unreadable"),
        ("lying.json", "records.import.mismatch"),
        ("nowhere.json", "records.files.missing"),
    ):
        press(driver, button(app, "records.history.import"))
        overlay = app.stack.top
        assert {path.name for path, _when in overlay.found} == {"good.json", "broken.json", "lying.json"}
        type_into(driver, name)
        driver.key(pygame.K_RETURN)
        assert app.stack.top is overlay and overlay.problem.key == reason
        driver.key(pygame.K_ESCAPE)
    with Records.open() as db:
        assert db.count() == before  # nothing changed
    # the good one, picked from the list of the exports folder
    press(driver, button(app, "records.history.import"))
    overlay = app.stack.top
    row = next(i for i, (path, _w) in enumerate(overlay.found) if path.name == "good.json")
    overlay.list.scroll_to(row * overlay.list.row_height)
    spot = (overlay.list.rect.centerx, overlay.list.rect.y + row * overlay.list.row_height - overlay.list.scroll + 20)
    driver.click(spot)
    assert overlay.input.text == "good.json"
    press(driver, button(app, "records.history.import_button"))
    shown = app.stack.top  # the game opens in review, over its record's page
    assert shown.review is not None and shown.session.record.actions == record.match().actions
    driver.key(pygame.K_ESCAPE)
    assert registry.is_top(app, "record") and app.stack.top.record.match_id == record.match_id
    with Records.open() as db:
        assert db.count() == before + 1 and db.find(record.match_id).source == records.IMPORT


def test_the_record_pages_review_button_hands_over_the_record(app, driver, filled, monkeypatch):
    """The record page's Review calls the ``review_record`` step with the whole record."""
    asked = []
    monkeypatch.setitem(registry._loaded, "review_record", lambda app, record: asked.append(record))
    open_history(app, driver)
    driver.key(pygame.K_RETURN)
    detail = app.stack.top
    press(driver, button(app, "records.detail.review"))
    assert [r.match_id for r in asked] == [detail.record.match_id] and asked[0].save


def test_a_damaged_database_is_a_notice_and_the_pages_still_work(app, driver, filled):
    path = records.records_path()
    path.write_bytes(b"this is no database" * 50)
    for side in ("-wal", "-shm"):
        path.with_name(path.name + side).unlink(missing_ok=True)
    page = open_records(app, driver)
    assert app.notice is not None and app.notice.key == "records.notice.damaged"
    assert any(t.text == app.notice and t.kind == "warning" for t in app.toasts)
    assert page.empty  # a new database
    assert list(path.parent.glob("records.damaged-*"))  # the old one kept
    press(driver, button(app, "records.screen.tab_history"))
    assert registry.is_top(app, "history") and len(app.stack.top.items) == 0
    press(driver, button(app, "records.history.import"))
    assert app.stack.top.name == "import_record"


def test_the_keyboard_reaches_the_filters_and_the_table(app, driver, filled):
    page = open_records(app, driver)
    for _ in range(4):  # the two tabs, "You", then the game
        driver.key(pygame.K_TAB)
    assert page.group.widgets[page.group.focus].label == "" and page.group.focus == 3
    driver.key(pygame.K_RIGHT)
    page = app.stack.top
    assert page.chosen.game == "glenmore"
    driver.key(pygame.K_LEFT)
    page = app.stack.top
    assert page.chosen.game is None and page.chart_game == "schotten"
    brass = next(i for i, row in enumerate(page.rows) if row.game == "brass" and row.level is None)
    while page.table.selected < brass:
        driver.key(pygame.K_DOWN)
    assert page.chart_game == "brass" and [pt.score for pt in page.series] == [
        next(r for r in filled if r.game == "brass").seats[0].score
    ]


def test_the_head_to_head_names_you_first():
    from game.records import HeadToHead
    from game.scenes.records import you_first

    pairs = [
        HeadToHead("Bruno", "Carla", 4, 1, 0, 5),
        HeadToHead("Ana", "Bruno", 2, 3, 1, 6),
        HeadToHead("Ana", "Zé", 1, 0, 0, 1),
    ]
    shown = you_first(pairs, "Bruno")
    assert [(p.a, p.b, p.a_ahead, p.b_ahead) for p in shown] == [
        ("Bruno", "Carla", 4, 1),
        ("Bruno", "Ana", 3, 2),
        ("Ana", "Zé", 1, 0),
    ]
