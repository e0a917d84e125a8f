"""A computer seat's name is never drawn smaller than its level chip (issue 21 point 11: The
Border's opponents' names, "Computer 1", shrank below their "Hard" badge, which ran off the
panel), in every game, at 1280x720, 100 % and 130 % text, English and Portuguese; and never
under 12 px."""

import pytest

from game import games
from game.core import i18n
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.scenes.play import start_match
from game.tools.catalog import advance_until
from tests.ui.drawn import texts_drawn

SEATS = {"border": (3, 4), "glenmore": (3, 5), "schotten": (2,)}


def seat_names(seats: int) -> list[str]:
    computer = "Computador" if i18n.language() == "pt" else "Computer"
    return ["Ana"] + [f"{computer} {i}" for i in range(1, seats)]


def is_a_name(text: str, names: list[str]) -> bool:
    """A seat's name as drawn: whole, cut short ("Comp… 1"), or in the hand's label (Schotten)."""
    for name in names[1:]:
        if text == name or ("…" in text and "Com" in text and len(text) < 30):
            return True
        if text == i18n.tr(i18n.Msg("schotten.ui.hand_of", player=name)):
            return True
    return False


def drawn_sizes(app, game: str, seats: int) -> list[tuple[str, int]]:
    names = seat_names(seats)
    config = MatchConfig(game, [Seat(names[0], HUMAN)] + [Seat(n, BOT, "hard") for n in names[1:]], {}, seed=3)
    match = advance_until(Match(games.rules_for(game), config), lambda m: m.to_move() == 0 and len(m.actions) > 5)
    start_match(app, match, "names")
    return texts_drawn(app)


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_computers_name_is_never_smaller_than_its_level_chip(app, game, scale, lang):
    app.settings.language, app.settings.ui_scale = lang, scale
    app.apply_settings()
    try:
        for seats in SEATS[game]:
            seen = drawn_sizes(app, game, seats)
            word = i18n.tr("core.setup.level_hard")
            chips = [size for s, size in seen if s == word]
            names = [(s, size) for s, size in seen if is_a_name(s, seat_names(seats))]
            assert names, (game, seats)
            for s, size in names:  # (a chip shown as its icon alone has no word)
                assert size >= max(chips, default=0), f"{game} {seats} seats ({lang}, {scale}): {s!r} at {size} px"
                assert size >= 12, f"{game} {seats} seats ({lang}, {scale}): {s!r} at {size} px"
    finally:
        i18n.set_language("en")
