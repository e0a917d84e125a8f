"""Every string exists in every language, with the same {fields}."""

import string

import pytest

from game.core import i18n
from game.core.i18n import Msg, tr


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", [code for code in i18n.LANGUAGES if code != "en"])
def test_every_language_has_every_key_with_the_same_fields(lang):
    en = i18n.load_table("en")
    other = i18n.load_table(lang)
    assert sorted(set(en) - set(other)) == []
    assert sorted(set(other) - set(en)) == []
    for key, template in en.items():
        assert fields(template) == fields(other[key]), key


def test_translation_switches_language_and_nests_messages():
    msg = Msg("schotten.card.clan", colour=Msg("schotten.colour.green"), strength=7)
    i18n.set_language("en")
    assert tr(msg) == "green 7"
    i18n.set_language("pt")
    try:
        assert tr(msg) == "verde 7"
    finally:
        i18n.set_language("en")


def test_seat_names_come_from_the_match():
    i18n.set_seat_names(["Ana", "Rui"])
    try:
        assert tr(Msg("schotten.log.pass", player=i18n.seat_msg(1))) == "Rui passes."
    finally:
        i18n.set_seat_names([])


def test_unknown_key_shows_the_key_not_a_crash():
    assert tr("no.such.key") == "no.such.key"


def test_a_domain_is_read_the_first_time_one_of_its_keys_is_asked_for(monkeypatch):
    monkeypatch.setattr(i18n, "_tables", {})
    i18n.set_language("en")
    assert tr("core.button.quit") == "Quit"
    assert set(i18n._tables) == {("en", "core")}  # the start-up reads no game's strings
    assert tr("schotten.name") == "Schotten Totten"
    assert ("en", "schotten") in i18n._tables
    assert tr("nowhere.key") == "nowhere.key"  # a domain without a file: the key shows
