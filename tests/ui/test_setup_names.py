"""The setup screen's names (issue 13 item 5): a seat switched from Computer to Person gets a
person's name (and back), default names follow the language; the menu's key line names H
while the hint button is on."""

import pytest

from game.core import i18n
from game.core.match import BOT, HUMAN
from game.scenes.menu import GameMenu
from game.scenes.play import start_match
from game.scenes.setup import SetupScene, parse_default_name
from game.tools.catalog import demo_match


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


def test_switching_a_seat_renames_a_default_name(app, english):
    app.settings.player_names = ["Ana"]
    scene = SetupScene(app, "schotten")
    assert [s.name for s in scene.seats] == ["Ana", "Computer 1"]
    scene._set_kind(1, HUMAN)
    assert scene.seats[1].name == "Player 2"
    scene._set_kind(1, BOT)
    assert scene.seats[1].name == "Computer 1"


def test_a_remembered_person_takes_the_seat_and_a_chosen_name_stays(app, english):
    app.settings.player_names = ["Ana", "Rui"]
    scene = SetupScene(app, "schotten")
    scene._set_kind(1, HUMAN)
    assert scene.seats[1].name == "Rui"
    scene._set_kind(1, BOT)
    assert scene.seats[1].name == "Computer 1"
    scene._rename(1, "HAL")
    scene._set_kind(1, HUMAN)
    assert scene.seats[1].name == "HAL"


def test_default_names_follow_the_language(app, english):
    app.settings.player_names = []
    app.settings.last_setups["border"] = {
        "seats": [
            {"name": "Player 1", "kind": HUMAN, "level": ""},
            {"name": "Computer 1", "kind": BOT, "level": "easy"},
            {"name": "Computador 2", "kind": BOT, "level": "easy"},
            {"name": "Zé", "kind": BOT, "level": "easy"},
        ]
    }
    i18n.set_language("pt")
    scene = SetupScene(app, "border")
    assert [s.name for s in scene.seats] == ["Jogador 1", "Computador 1", "Computador 2", "Zé"]
    i18n.set_language("en")
    scene = SetupScene(app, "border")
    assert [s.name for s in scene.seats] == ["Player 1", "Computer 1", "Computer 2", "Zé"]
    assert parse_default_name("Computer 12") == (BOT, 12)
    assert parse_default_name("Computerised") is None


def test_a_new_seat_in_portuguese(app, english):
    i18n.set_language("pt")
    app.settings.player_names = []
    scene = SetupScene(app, "glenmore")
    scene.add_seat()
    assert scene.seats[-1].name == "Computador 2"
    assert scene.seats[0].name == "Jogador 1"


def test_the_menu_key_line_names_h_with_the_hint_button(app, english):
    play = start_match(app, demo_match("schotten", moves=2), "keys")
    for on in (True, False):
        app.settings.show_hint_button = on
        menu = GameMenu(app, play)
        app.stack.push(menu)
        texts = []
        original = app.painter.text_box
        app.painter.text_box = lambda text, *a, texts=texts, original=original, **k: (
            texts.append(i18n.tr(text)) or original(text, *a, **k)
        )
        try:
            app.render()
        finally:
            del app.painter.text_box
        assert any(("H " in t) == on for t in texts if "F1" in t), texts
        menu.close()


@pytest.mark.parametrize("level", ["hard", "random"])
def test_an_added_seat_takes_the_last_computer_seats_level(app, driver, english, level):
    """Issue 21 point 14: a seat added beside a Hard computer was Easy whatever the table was."""
    from game.ui.widgets import Button

    scene = SetupScene(app, "glenmore")
    app.stack.push(scene)
    scene._set_level(1, level)
    buttons = [w for w in scene.group.widgets if isinstance(w, Button)]
    add = next(w for w in buttons if getattr(w.label, "key", "") == "core.setup.add_seat")
    driver.click(add.rect.center)
    assert len(scene.seats) == 3 and scene.seats[2].kind == BOT
    assert scene.seats[2].level == level
    scene._set_kind(0, BOT)  # a person's seat made a computer: the same
    assert scene.seats[0].level == level
