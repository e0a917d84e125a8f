"""Every message the rules produce exists in English and Portuguese; every tile, card,
resource and option has its strings; the rules reference covers every topic."""

import string

import pytest

from game.core import i18n
from game.core.i18n import Msg
from game.core.paths import DATA_DIR
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games import rules_document
from game.games.glenmore.rules.actions import Place, Sell, Take
from game.games.glenmore.rules.state import CHOOSE
from tests.glenmore.helpers import DATA, RULES, first_tile_space, new_game, on_track, put, tile_of


def keys_of(msg, found):
    """Collect ``msg``'s key and the keys of the messages nested in its fields."""
    if isinstance(msg, Msg):
        if msg.key:
            found.add(msg.key)
        for _, value in msg.params:
            keys_of(value, found)
    return found


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_messages_of_whole_games_exist(lang):
    table = i18n.load_table(lang)
    used: set[str] = set()
    for players in (2, 5):
        rng = Rng(players)
        state = RULES.setup(RULES.check_config(GameConfig(players, {"first": "random"})))
        while RULES.to_move(state) is not None:
            seat = RULES.to_move(state)
            action = RULES.sample_chance(state, rng) if seat == CHANCE else rng.choice(RULES.legal_actions(state))
            keys_of(RULES.describe(state, action, seat), used)
            keys_of(RULES.prompt(state), used)
            RULES.apply(state, action)
            keys_of(RULES.progress(state), used)
    missing = sorted(k for k in used if not i18n.defined(table, k) and not k.startswith("core."))
    assert missing == []


def test_why_messages_exist():
    table = i18n.load_table("en")
    state = new_game(2)
    reasons = [RULES.why_illegal(state, a) for a in (Take(0), Place(0, 0), Sell("wood"), Sell("gold"))]
    space = first_tile_space(state)
    on_track(state, space, tile_of("castle_moil"))
    state.coins[state.current] = 0
    reasons.append(RULES.why_illegal(state, Take(space)))
    used = set()
    for reason in reasons:
        keys_of(reason, used)
    assert all(i18n.defined(table, k) or k.startswith("core.") for k in used), used


def test_every_name_has_its_strings():
    table = i18n.load_table("en")
    for kind in DATA.kinds.values():
        assert f"glenmore.tile.{kind.name}.name" in table and f"glenmore.tile.{kind.name}.text" in table
    for card in DATA.cards:
        assert f"glenmore.card.{card}" in table
    for resource in DATA.resources:
        assert f"glenmore.resource.{resource}" in table
    for option in RULES.options():
        assert option.label in table
        assert all(f"{option.label}_{choice}" in table for choice in option.choices)
    for key in ("name", "tagline"):
        assert f"glenmore.{key}" in table


def test_a_cost_reads_as_a_list():
    i18n.set_language("en")
    assert str(RULES.amounts_msg((1, 1, 0, 0, 1))) == "1 wood, 1 stone and 1 grain"
    i18n.set_language("pt")
    try:
        assert str(RULES.amounts_msg((0, 2, 0, 0, 0))) == "2× pedra"
    finally:
        i18n.set_language("en")


def test_log_lines_read_well():
    i18n.set_seat_names(["Ana", "Rui"])
    try:
        state = new_game(2)
        assert state.phase == CHOOSE
        put(state, 0, 1, 0, tile_of("forest", "road"), members=1, wood=1)
        state.market[0] = 2
        assert str(RULES.describe(state, Sell("wood"), 0)) == "Ana sells one wood for 2 coins."
    finally:
        i18n.set_seat_names([])


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_rules_reference_covers_every_topic(lang):
    text = rules_document("glenmore", lang)
    assert (DATA_DIR / "rules" / lang / "glenmore.md").exists()
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert len(headings) >= 10
    names = i18n.load_table(lang)
    for card in DATA.cards:
        short = names[f"glenmore.tile.{card}.name"]
        assert short in text, short
    allowed = set(string.printable) | set("–—·×’“”…ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõúü")
    assert set(text) <= allowed


def test_the_prompt_and_the_give_up_question_count_the_same_activations():
    """Play testers saw "2 can still be activated" over a question saying 1: Loch Lochy, placed
    and waiting, has nothing to activate, and the prompt counted it (one rules query now)."""
    from game.games.glenmore.rules import words
    from game.games.glenmore.rules.actions import Finish, Gain
    from game.games.glenmore.rules.state import ACTIVATE
    from tests.glenmore.helpers import RULES, play, take_and_place, tile_of
    from tests.glenmore.test_cards import rich

    state, _seat = rich()
    take_and_place(state, tile_of("loch_lochy"), 0, 1)
    play(state, Gain(("sheep", "sheep")))
    assert state.phase == ACTIVATE
    asked = RULES.giving_up(state, Finish())
    assert asked is not None
    count = dict(asked.what.params)["count"]
    assert dict(RULES.prompt(state).params)["left"] == count == words.usable_activations(RULES, state)
