"""The name field of the setup screen: a click selects the default name, typing replaces it."""

import pygame

from game.ui.widgets import TextInput


def field(text="Player 1"):
    changes = []
    widget = TextInput(pygame.Rect(0, 0, 300, 50), text, changes.append)
    return widget, changes


def click(widget, pos=(10, 10)):
    return widget.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def type_text(widget, text):
    widget.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def key(widget, key, mod=0):
    return widget.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def test_a_click_selects_the_default_name_and_typing_replaces_it():
    widget, changes = field()
    assert click(widget)
    assert widget.focused and widget.all_selected
    type_text(widget, "I")
    type_text(widget, "nes")
    assert widget.text == "Ines" and changes[-1] == "Ines"


def test_a_second_click_places_the_caret_at_the_end():
    widget, _ = field()
    click(widget)
    click(widget)
    assert not widget.all_selected
    type_text(widget, "0")
    assert widget.text == "Player 10"


def test_ctrl_a_then_backspace_empties_the_field():
    widget, _ = field()
    click(widget)
    click(widget)
    key(widget, pygame.K_a, pygame.KMOD_LCTRL)
    assert widget.all_selected
    key(widget, pygame.K_BACKSPACE)
    assert widget.text == ""


def test_backspace_removes_one_letter_and_ctrl_backspace_one_word():
    widget, _ = field("Rui Costa")
    click(widget)
    click(widget)
    key(widget, pygame.K_BACKSPACE)
    assert widget.text == "Rui Cost"
    key(widget, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)
    assert widget.text == "Rui "


def test_a_click_outside_leaves_the_field():
    widget, _ = field()
    click(widget)
    assert not click(widget, (500, 500))
    assert not widget.focused
    type_text(widget, "x")
    assert widget.text == "Player 1"


def test_the_length_is_capped():
    widget, _ = field("")
    click(widget)
    type_text(widget, "x" * 40)
    assert len(widget.text) == widget.max_len
