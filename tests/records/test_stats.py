"""The Records screen's figures and the History list, on games whose outcome the test sets."""

import pytest

from game import records
from game.core import i18n
from game.records import Filter, GameRecord, HistoryFilter, Records, SeatRecord, period_filter

DAY = 86400.0
NOW = 1_750_000_000.0


def rec(n, game, sides, level="", others=(), ended=None, status=records.FINISHED):
    """A record: ``sides`` are (name, score) for people and (name, score, level) for computers;
    ``others`` (message key, score) are neutral sides."""
    scores = [s[1] for s in sides] + [v for _k, v in others]
    best = max(scores)
    seats = []
    for i, side in enumerate(sides):
        rest = scores[:i] + scores[i + 1 :]
        kind, bot_level = ("bot", side[2]) if len(side) == 3 else ("human", "")
        seats.append(
            SeatRecord(side[0], kind, bot_level, side[1], sum(1 for s in scores if s > side[1]), side[1] == best,
                       side[1] - max(rest) if rest else None)
        )
    if status == records.ABANDONED:
        for seat in seats:
            seat.score = seat.place = seat.margin = None
            seat.won = False
    return GameRecord(
        match_id=f"m{n}", game=game, status=status, source=records.PLAY, level=level,
        started=None, ended=NOW - 1000 * DAY + n * DAY if ended is None else ended, seconds=None, seconds_kind=None,
        options={}, seats=seats, others=list(others),
        winners=[i for i, s in enumerate(scores) if s == best] if status == records.FINISHED else [],
        app_version="test", actions=0, save={},
    )


@pytest.fixture
def db():
    with Records.open() as db:
        yield db


def add_all(db, items):
    for item in items:
        assert db.add(item) is not None


def test_win_rate_with_its_sample_size_best_average_and_streaks(db):
    # Ana against a hard computer: W W L W W W (oldest first), then one against an easy one, lost
    results = [30, 31, 10, 40, 41, 42]
    add_all(db, [rec(n, "glenmore", [("Ana", s), ("C", 20, "hard")], "hard") for n, s in enumerate(results)])
    db.add(rec(10, "glenmore", [("Ana", 5), ("C", 20, "easy")], "easy"))
    glen = next(s for s in db.game_stats("Ana") if s.game == "glenmore")
    assert (glen.total.played, glen.total.won) == (7, 5)
    assert glen.total.best == 42 and glen.total.average == pytest.approx(sum(results + [5]) / 7)
    assert glen.total.streak == 0 and glen.total.best_streak == 3
    easy, hard = glen.levels  # the game's order of levels: easy before hard
    assert easy.level == "easy" and (easy.tally.played, easy.tally.won) == (1, 0)
    assert hard.level == "hard" and hard.tally.streak == 3 and hard.tally.best_streak == 3
    assert hard.tally.rate == pytest.approx(5 / 6)
    assert i18n.tr(hard.tally.rate_msg()) == "83 % of 6 games"
    i18n.set_language("pt")
    try:
        assert i18n.tr(hard.tally.rate_msg()) == "83 % de 6 partidas"
    finally:
        i18n.set_language("en")
    assert i18n.tr(records.Tally().rate_msg()) == "No games yet"


def test_brass_is_filed_by_the_automas_difficulty_with_the_vp_margin(db):
    automa = "brass.side.automa"
    add_all(db, [
        rec(1, "brass", [("Ana", 120)], "hard", [(automa, 130)]),
        rec(2, "brass", [("Ana", 150)], "hard", [(automa, 140)]),
        rec(3, "brass", [("Ana", 160)], "easy", [(automa, 100)]),
    ])
    brass = next(s for s in db.game_stats("Ana") if s.game == "brass")
    assert [lt.level for lt in brass.levels] == ["easy", "hard"]
    hard = brass.levels[1].tally
    assert (hard.played, hard.won, hard.margin) == (2, 1, 0.0)
    assert brass.total.margin == pytest.approx((-10 + 10 + 60) / 3)
    assert i18n.tr(records.level_label("brass", "hard")) == "Hard"
    assert i18n.tr(records.level_label("schotten", "")) == "People only"


def test_filters_by_game_level_and_period(db):
    add_all(db, [
        rec(1, "schotten", [("Ana", 5), ("C", 3, "easy")], "easy", ended=NOW - 100 * DAY),
        rec(2, "schotten", [("Ana", 2), ("C", 5, "hard")], "hard", ended=NOW - 3 * DAY),
        rec(3, "border", [("Ana", 30), ("C", 20, "hard")], "hard", ended=NOW - 1 * DAY),
    ])
    only = db.game_stats("Ana", Filter(game="schotten"))
    assert [s.game for s in only] == ["schotten"] and only[0].total.played == 2
    hard = {s.game: s.total.played for s in db.game_stats("Ana", Filter(level="hard"))}
    assert hard == {"glenmore": 0, "schotten": 1, "border": 1, "brass": 0}
    week = {s.game: s.total.played for s in db.game_stats("Ana", period_filter("week", now=NOW))}
    assert week["schotten"] == 1 and week["border"] == 1
    assert sum(s.total.played for s in db.game_stats("Ana", period_filter("all", now=NOW))) == 3


def test_you_are_the_person_with_the_most_games_and_each_person_has_a_line(db):
    add_all(db, [
        rec(1, "schotten", [("Ana", 5), ("Bruno", 3)]),
        rec(2, "schotten", [("Bruno", 5), ("C", 3, "easy")], "easy"),
        rec(3, "schotten", [("Bruno", 1), ("Carla", 3)]),
        rec(4, "schotten", [("Carla", 1), ("C", 3, "easy")], "easy", ended=NOW),
    ])
    lines = db.people()
    assert [(p.name, p.played, p.won) for p in lines] == [("Bruno", 3, 1), ("Carla", 2, 1), ("Ana", 1, 1)]
    assert db.default_person() == "Bruno"
    assert "C" not in [p.name for p in lines]  # computers are nobody


def test_head_to_head_for_people_at_one_table(db):
    add_all(db, [rec(n, "glenmore", [("Ana", a), ("Bruno", b), ("C", 0, "easy")], "easy")
                 for n, (a, b) in enumerate([(10, 5), (10, 5), (3, 9), (7, 7), (1, 2)])])
    (pair,) = db.head_to_head()
    assert (pair.a, pair.b, pair.a_ahead, pair.b_ahead, pair.level, pair.played) == ("Ana", "Bruno", 2, 2, 1, 5)
    assert i18n.tr(pair.msg()) == "Ana v Bruno: 2–2"
    (mine,) = db.head_to_head(person="Bruno")
    assert (mine.a, mine.b, mine.a_ahead) == ("Bruno", "Ana", 2)


def test_the_score_series_is_the_last_games_oldest_first(db):
    add_all(db, [rec(n, "border", [("Ana", 10 + n), ("C", 12, "easy")], "easy") for n in range(8)])
    series = db.score_series("Ana", "border", last=3)
    assert [p.score for p in series] == [15, 16, 17] and [p.won for p in series] == [True] * 3
    assert db.score_series("Ana", "brass") == []
    assert [lt.level for lt in db.win_rates("Ana", "border")] == ["easy"]


def test_history_newest_first_filtered_and_paged(db):
    add_all(db, [
        rec(1, "schotten", [("Ana", 5), ("Bruno", 3)]),
        rec(2, "glenmore", [("Ana", 1), ("C", 3, "hard")], "hard"),
        rec(3, "glenmore", [("Bruno", 9), ("C", 3, "hard")], "hard"),
        rec(4, "brass", [("Ana", 0)], "easy", status=records.ABANDONED),
        rec(5, "glenmore", [("C1", 1, "easy"), ("C2", 3, "easy")], "easy"),
    ])
    ids = [r.match_id for r in db.history()]
    assert ids == ["m5", "m4", "m3", "m2", "m1"]
    assert [r.match_id for r in db.history(offset=1, limit=2)] == ["m4", "m3"]
    assert [r.match_id for r in db.history(HistoryFilter(game="glenmore"))] == ["m5", "m3", "m2"]
    assert [r.match_id for r in db.history(HistoryFilter(person="Ana"))] == ["m4", "m2", "m1"]
    assert [r.match_id for r in db.history(HistoryFilter(person="Ana", result="won"))] == ["m1"]
    assert [r.match_id for r in db.history(HistoryFilter(person="Ana", result="lost"))] == ["m2"]
    assert [r.match_id for r in db.history(HistoryFilter(result="won"))] == ["m3", "m1"]  # a person won
    assert [r.match_id for r in db.history(HistoryFilter(result="lost"))] == ["m5", "m2"]
    assert [r.match_id for r in db.history(HistoryFilter(result="abandoned"))] == ["m4"]
    assert db.history_count(HistoryFilter(person="Ana")) == 3 and db.history_count() == 5
    row = db.history(HistoryFilter(game="schotten"))[0]
    assert row.save == {} and i18n.tr(row.result_line()) == "Ana won 5–3"
    assert db.get(row.id).save == {}  # (these test records carry no save)


def test_abandoned_games_are_counted_apart(db):
    add_all(db, [
        rec(1, "brass", [("Ana", 0)], "hard", status=records.ABANDONED),
        rec(2, "brass", [("Ana", 100)], "hard", [("brass.side.automa", 90)]),
    ])
    brass = next(s for s in db.game_stats("Ana") if s.game == "brass")
    assert brass.abandoned == 1 and brass.total.played == 1 and brass.total.won == 1


def test_a_person_in_two_seats_counts_once(db):
    db.add(rec(1, "schotten", [("Ana", 5), ("Ana", 3)]))
    schotten = next(s for s in db.game_stats("Ana") if s.game == "schotten")
    assert schotten.total.played == 1 and schotten.total.won == 1
