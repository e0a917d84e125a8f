"""A record goes out as text (the log in the rules' words, English or Portuguese) and as JSON;
a JSON record comes back in only when everything about it holds, else it is refused with the
reason and nothing changes.  One record can be deleted; all can be cleared."""

import copy
import json

import pytest

from game import records
from game.core import i18n
from game.core.i18n import Msg, tr
from game.records import RecordError, Records
from tests.records.conftest import finished

GAMES = [
    ("glenmore", ("Ana", "Bruno", "C1:easy")),
    ("schotten", ("Ana", "C1:hard")),
    ("border", ("Ana", "Bruno")),
    ("brass", ("Ana",)),
]


@pytest.mark.parametrize("game,names", GAMES)
def test_the_text_record_has_the_log_and_scores_in_each_language(game, names):
    match = finished(game, names, seed=12)
    assert records.record_finished(match) == []
    i18n.set_seat_names(["someone else"])
    try:
        with Records.open() as db:
            record = db.find(match.match_id)
            for lang in ("en", "pt"):
                text = db.export_text(record.id, lang)
                with i18n.speaking(lang, [s.name for s in match.config.seats]):
                    log = [tr(entry.text) for entry in match.log]
                    result = tr(record.result_line())
                    title = tr(Msg(f"{game}.name"))
                    heading = tr(Msg("records.text.log"))
                lines = text.splitlines()
                assert title in lines[0]
                start = lines.index(heading) + 1
                numbered = [line.strip().split(". ", 1) for line in lines[start : start + len(log)]]
                assert [n for n, _t in numbered] == [str(i) for i in range(1, len(log) + 1)]
                assert [t for _n, t in numbered] == log
                assert result in text
                for seat in match.config.seats:
                    assert seat.name in text
        assert i18n.language() == "en" and tr(i18n.seat_msg(0)) == "someone else"  # the screen's words back
    finally:
        i18n.set_seat_names([])


def test_portuguese_and_english_texts_differ_in_their_own_words(schotten_game):
    records.record_finished(schotten_game)
    with Records.open() as db:
        rid = db.find(schotten_game.match_id).id
        en, pt = db.export_text(rid, "en"), db.export_text(rid, "pt")
    assert "Game log:" in en and "Registo da partida:" in pt


def test_json_goes_out_and_comes_back_as_the_same_game(schotten_game):
    records.record_finished(schotten_game)
    with Records.open() as db:
        original = db.find(schotten_game.match_id)
        text = db.export_json(original.id)
        assert db.import_json(text)[1] is False  # already in the history
        assert db.count() == 1
        db.delete(original.id)
        back, added = db.import_json(text)
        assert added and back.source == records.IMPORT and db.count() == 1
        again = db.find(schotten_game.match_id)
    assert [s.score for s in again.seats] == [s.score for s in original.seats]
    assert again.winners == original.winners and again.ended == original.ended
    assert again.match().state.to_json() == schotten_game.state.to_json()


def good_json():
    match = finished("schotten", seed=14)
    records.record_finished(match)
    with Records.open() as db:
        data = json.loads(db.export_json(db.find(match.match_id).id))
        db.clear()
    return data


def mutate(change):
    def apply(data):
        data = copy.deepcopy(data)
        change(data)
        return json.dumps(data).encode()

    return apply


def _bad_action(data):
    actions = data["match"]["actions"]
    decision = next(i for i, a in enumerate(actions) if a["kind"] != actions[0]["kind"])
    actions[decision] = dict(actions[decision], kind="glenmore.take")


CASES = {
    "not JSON": (lambda data: b"\x00\xffnot json at all", "records.import.unreadable"),
    "cut short": (lambda data: json.dumps(data).encode()[:300], "records.import.unreadable"),
    "nested too deep": (lambda data: b"[" * 200 + b"]" * 200, "records.import.unreadable"),
    "a save, not a record": (mutate(lambda d: d.update(format="quiet-table-save")), "records.import.foreign"),
    "a list": (lambda data: b"[1, 2]", "records.import.foreign"),
    "version zero": (mutate(lambda d: d.update(version=0)), "records.import.foreign"),
    "newer version": (mutate(lambda d: d.update(version=records.RECORD_VERSION + 1)), "records.import.newer"),
    "unknown game": (mutate(lambda d: d.update(game="chess")), "records.import.unknown_game"),
    "unfinished": (mutate(lambda d: d.update(status="abandoned")), "records.import.not_finished"),
    "actions cut": (mutate(lambda d: d["match"].update(actions=d["match"]["actions"][:20])),
                    "records.import.not_finished"),
    "an action that does not replay": (mutate(_bad_action), "records.import.replay"),
    "a save from the future": (mutate(lambda d: d["match"].update(version=99)), "records.import.replay"),
    "a score changed": (mutate(lambda d: d["seats"][0].update(score=d["seats"][0]["score"] + 1)),
                        "records.import.mismatch"),
    "a winner changed": (mutate(lambda d: d.update(winners=[0, 1])), "records.import.mismatch"),
    "a name changed": (mutate(lambda d: d["seats"][1].update(name="Mallory")), "records.import.mismatch"),
    "no match": (mutate(lambda d: d.pop("match")), "records.import.damaged"),
    "another game's id": (mutate(lambda d: d.update(match_id="someone-else")), "records.import.damaged"),
    "no end time": (mutate(lambda d: d.update(ended_at="yesterday")), "records.import.damaged"),
    "a computer level from nowhere": (
        mutate(lambda d: d["match"]["config"]["seats"][1].update(kind="bot", level="godlike")), "records.import.replay"
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_record_is_refused_with_its_reason_and_changes_nothing(case):
    make, key = CASES[case]
    raw = make(good_json())
    with Records.open() as db:
        db.add(records.record_of(finished(seed=15)))
        before = sorted(db.conn.execute("SELECT uid, status FROM games"))
        tombs = sorted(db.conn.execute("SELECT * FROM deleted"))
        with pytest.raises(RecordError) as refused:
            db.import_json(raw)
        assert refused.value.reason.key == key
        for lang in ("en", "pt"):  # a readable sentence in both languages
            i18n.set_language(lang)
            try:
                words = tr(refused.value.reason)
            finally:
                i18n.set_language("en")
            assert words and "records.import" not in words and "{" not in words
        assert sorted(db.conn.execute("SELECT uid, status FROM games")) == before
        assert sorted(db.conn.execute("SELECT * FROM deleted")) == tombs


def test_the_good_record_of_those_cases_is_accepted():
    with Records.open() as db:
        record, added = db.import_json(json.dumps(good_json()))
    assert added and record.game == "schotten"


def test_delete_one_and_clear_all():
    matches = [finished(seed=s) for s in (21, 22, 23)]
    for m in matches:
        records.record_finished(m)
    with Records.open() as db:
        assert db.delete(db.find(matches[0].match_id).id)
        assert not db.delete(12345)
        assert db.count() == 2
    records.record_finished(matches[0])  # its finished save loaded again: stays deleted
    with Records.open() as db:
        assert db.count() == 2
        assert db.clear() == 2 and db.count() == 0
    for m in matches:
        records.record_finished(m)
    with Records.open() as db:
        assert db.count() == 0


def test_a_record_of_a_game_this_build_lacks_names_it_shortly():
    data = good_json()
    data["game"] = "chess " * 20
    with pytest.raises(RecordError) as refused:
        records.parse_record(json.dumps(data))
    assert refused.value.reason == Msg("records.import.unknown_game", game=("chess " * 20)[:40].strip())
