"""The "why" line of a suggested move in Glen More, The Border and Brass: read from the
person's view, never changing it, in words that exist in English and Portuguese, and saying
something for the common kinds of move (a tile taken, a crossing, a link, a card spent)."""

import importlib
import json

import pytest

from game import games
from game.core import i18n
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE

CASES = {
    # game: (seats, reasons that must turn up over the sample)
    "glenmore": (3, {"glenmore.hint.member", "glenmore.hint.converts", "glenmore.hint.sets_working"}),
    "border": (3, {"border.hint.closer", "border.hint.completes_first", "border.hint.collect"}),
    "brass": (1, {"brass.hint.build", "brass.hint.link_vp", "brass.hint.card_least"}),
}


def _reasons(game: str, seats: int, games_played: int = 2, limit: int = 260):
    rules = games.rules_for(game)
    why = importlib.import_module(f"game.games.{game}.hints").why
    for seed in range(games_played):
        names = ["Ana", "Rui", "Marta"][:seats]
        match = Match(rules, MatchConfig(game, [Seat(n, HUMAN) for n in names], {}, seed=seed))
        bots = {i: games.make_bot(game, "easy", seed + i) for i in range(seats)}
        for _ in range(limit):
            if match.is_over():
                break
            seat = match.to_move()
            if seat == CHANCE:
                match.resolve_chance()
                continue
            view = rules.view(match.state, seat)
            before = json.dumps(view.to_json(), sort_keys=True)
            for action in match.legal_actions()[:30]:
                yield action, why(rules, view, action, seat)
            assert json.dumps(view.to_json(), sort_keys=True) == before  # the view is untouched
            match.play(bots[seat].choose(rules, view, seat))


@pytest.mark.parametrize("game", sorted(CASES))
def test_why_lines_exist_in_both_languages_and_cover_the_common_moves(game):
    seats, wanted = CASES[game]
    seen = set()
    for _action, msg in _reasons(game, seats):
        if msg is None:
            continue
        seen.add(msg.key)
        for lang in ("en", "pt"):
            i18n.set_language(lang)
            try:
                assert i18n.has(msg.key), (lang, msg.key)
                assert i18n.tr(msg).strip() and "{" not in i18n.tr(msg)
            finally:
                i18n.set_language("en")
    assert wanted <= seen, wanted - seen
