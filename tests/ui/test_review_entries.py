"""The ways into a review (issue 23.3), driven with real events: the results screen's "Review this
game", the Load screen's Review (a saved game in progress, up to where it stands; none for a
damaged file), History's record page; a game that does not replay is refused with the reason and
nothing changes."""

import pygame

from game import games, storage
from game.core.i18n import Msg, tr
from game.records import PLAY, Records, record_of
from game.scenes import registry, review
from game.scenes.load import LoadScene
from tests.records.conftest import finished, seats
from tests.ui.test_records_screens import button, open_history, press


def caught(monkeypatch) -> list:
    """What ``open_review`` is handed (the review screen itself is tested in test_review_frame)."""
    got: list = []
    monkeypatch.setattr(review, "open_review", lambda app, match: got.append(match))
    return got


def test_the_results_screen_offers_review_this_game(app, driver, monkeypatch):
    got = caught(monkeypatch)
    match = finished("schotten", ("Ana", "Bot:easy"), seed=2)
    play = registry.open_match(app, match)
    play.results_shown = True
    registry.push(app, "results", play)
    driver.send()
    press(driver, button(app, "records.review.this_game"))
    assert got == [play.match]  # the game on the table, read only


def test_the_load_screen_reviews_a_game_in_progress_up_to_where_it_stands(app, driver, monkeypatch):
    got = caught(monkeypatch)
    from game.core.match import Match, MatchConfig

    match = Match(games.rules_for("schotten"), MatchConfig("schotten", seats("Ana", "Rui"), {}, seed=4))
    bot = games.make_bot("schotten", "random", 1)
    for _ in range(9):
        match.play(bot.choose(match.rules, match.rules.view(match.state, match.to_move()), match.to_move()))
    path = storage.save_named(match, "evening")
    before = path.read_bytes()
    (storage.saves_dir() / "damaged.json").write_bytes(b'{"format": "quiet-table-save", "acti')
    app.stack.push(LoadScene(app))
    driver.send()
    page = app.stack.top
    names = [info.path.name for info in page.saves]
    page.list.selected = names.index("damaged.json")
    driver.send()
    assert not page.review_button.visible  # a damaged file: no review
    page.list.selected = names.index(path.name)
    driver.send()
    assert page.review_button.visible and page.review_button.rect.h >= 28
    press(driver, page.review_button)
    assert len(got) == 1 and got[0].actions == match.actions and not got[0].is_over()
    assert path.read_bytes() == before  # only read


def test_a_record_page_opens_its_game_in_review(app, driver, monkeypatch):
    got = caught(monkeypatch)
    record = record_of(finished("schotten", ("Ana", "Bot:easy"), seed=3), PLAY)
    with Records.open() as db:
        db.add_all([record])
    open_history(app, driver)
    driver.key(pygame.K_RETURN)
    press(driver, button(app, "records.detail.review"))
    assert len(got) == 1 and got[0].actions == record.match().actions and got[0].is_over()


def test_a_record_that_does_not_replay_is_refused_with_the_reason(app, driver, monkeypatch):
    got = caught(monkeypatch)
    record = record_of(finished("schotten", ("Ana", "Bot:easy"), seed=3), PLAY)
    record.save["actions"] = record.save["actions"][:5] + [{"kind": "no-such-move"}]
    toasts = []
    monkeypatch.setattr(app, "toast", lambda text, *a, **k: toasts.append(tr(text)))
    registry.review_record(app, record)
    assert got == [] and len(toasts) == 1
    assert toasts[0].startswith(tr(Msg("records.review.cannot", reason="")).rstrip())


def test_history_to_review_and_back(app, driver):
    """A record opened from History, reviewed on the table and left: its page, then History."""
    record = record_of(finished("schotten", ("Ana", "Bot:easy"), seed=3), PLAY)
    with Records.open() as db:
        db.add_all([record])
    history = open_history(app, driver)
    driver.key(pygame.K_RETURN)
    page = app.stack.top
    press(driver, button(app, "records.detail.review"))
    table = app.stack.top
    assert table.review is not None and table.session.length == len(record.match().actions)
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_RIGHT)
    assert 0 < table.session.step < table.session.length
    driver.click(table.review.buttons["leave"].rect.center)
    assert app.stack.top is page
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is history


def test_results_to_review_and_back(app, driver):
    match = finished("schotten", ("Ana", "Bot:easy"), seed=2)
    play = registry.open_match(app, match)
    driver.idle(0.5)
    results = app.stack.top
    assert registry.is_top(app, "results")
    press(driver, button(app, "records.review.this_game"))
    table = app.stack.top
    assert table is not play and table.review is not None and table.session.record is match
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is results and play.match.actions == match.actions
