"""The setup screen's line for each computer level: every game's Hard is described in its own
words with the numbers of its budget, in English and Portuguese, never with a placeholder."""

import pytest

from game import games
from game.core import i18n
from game.scenes.setup import level_description


@pytest.mark.parametrize("game", games.available())
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_every_level_line_is_whole(game, lang):
    i18n.set_language(lang)
    try:
        for level in games.bot_levels(game):
            line = level_description(game, level)
            if line is None:
                continue
            text = i18n.tr(line)
            assert text.strip() and "{" not in text, (game, level, text)
        hard = i18n.tr(level_description(game, "hard"))
        assert hard.startswith(i18n.tr("core.levels.hard_any").split("—")[0]), hard
    finally:
        i18n.set_language("en")


def test_a_budget_shows_as_numbers():
    for game in ("schotten", "glenmore", "brass"):
        assert any(ch.isdigit() for ch in i18n.tr(level_description(game, "hard"))), game
