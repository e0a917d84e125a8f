"""The iron price Brass's Automa reads (issue 12 item 9): a setup option at every difficulty whose
default for new games is a Settings entry; a game keeps the reading it started with (its save
stores it); the rules page of a game in progress names the reading in force."""

from game import games, storage
from game.core import i18n
from game.core.i18n import Msg, tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import GameConfig
from game.scenes.rules_ref import RulesScene
from game.scenes.settings import SettingsScene, game_settings
from game.scenes.setup import SetupScene
from game.ui.widgets import Choice
from tests.brass.helpers import RULES


def setup_match(app) -> Match:
    """A game started the way the setup screen starts one (its options as shown)."""
    scene = SetupScene(app, "brass")
    seats = [Seat("Ana", HUMAN)]
    return Match(RULES, MatchConfig("brass", seats, dict(scene.options), seed=7))


def reading_of(options: dict) -> str:
    return RULES.setup(RULES.check_config(GameConfig(1, options))).iron_reading


def test_the_option_applies_at_every_difficulty_and_old_saves_keep_theirs():
    assert RULES.default_options()["iron_reading"] == "market"
    for level in ("easy", "medium", "hard", "custom"):
        assert reading_of({"difficulty": level, "iron_reading": "board"}) == "board"
        assert reading_of({"difficulty": level}) == "market"
    # saves from before the option: the custom difficulty's own choice, and only there
    assert reading_of({"difficulty": "custom", "custom_iron": "board"}) == "board"
    assert reading_of({"difficulty": "hard", "custom_iron": "board"}) == "market"
    assert reading_of({"legacy_iron": True}) == "board"
    spec = next(s for s in RULES.options() if s.key == "custom_iron")
    assert spec.hidden  # no longer on the setup screen
    assert [(game, s.key) for game, s in game_settings()] == [("brass", "iron_reading")]


def test_the_setting_changes_the_setup_default(app, driver):
    assert SetupScene(app, "brass").options["iron_reading"] == "market"
    # the Settings entry: its Choice writes the default for new games
    scene = SettingsScene(app)
    app.stack.push(scene)
    driver.send()
    choice = next(
        w for w in scene.group.widgets if isinstance(w, Choice) and w.label == Msg("brass.option.iron_reading")
    )
    assert choice.value == "market"
    _box, _left, right = choice._arrows()
    driver.click(right.center)
    assert app.settings.option_defaults == {"brass": {"iron_reading": "board"}}
    assert SetupScene(app, "brass").options["iron_reading"] == "board"
    # the setting comes before the last setup's choice, which never brings back a hidden option
    app.settings.last_setups["brass"] = {"seats": [], "options": {"iron_reading": "market", "custom_iron": "board"}}
    options = SetupScene(app, "brass").options
    assert options["iron_reading"] == "board" and options["custom_iron"] == "market"
    # the setting survives the settings file; a hostile value is dropped
    saved = storage.Settings.from_json(app.settings.to_json())
    assert saved.option_defaults == {"brass": {"iron_reading": "board"}}
    bad = storage.Settings.from_json({"option_defaults": {"brass": {"iron_reading": ["x"]}, "x": 3}})
    assert bad.option_defaults == {"brass": {}}
    app.settings.option_defaults = {"brass": {"iron_reading": "cheap"}}
    assert SetupScene(app, "brass").options["iron_reading"] == "market"  # invalid: the last setup's value


def test_a_started_game_keeps_its_reading_after_the_setting_changes(app):
    app.settings.option_defaults = {"brass": {"iron_reading": "board"}}
    match = setup_match(app)
    assert match.state.iron_reading == "board"
    app.settings.option_defaults = {"brass": {"iron_reading": "market"}}
    again = Match.from_json(match.to_json(), games.rules_or_none)
    assert again.config.options["iron_reading"] == "board" and again.state.iron_reading == "board"
    assert setup_match(app).state.iron_reading == "market"  # a new game takes the new setting


def test_the_rules_page_names_the_reading_in_force(app):
    for reading in ("market", "board"):
        app.settings.option_defaults = {"brass": {"iron_reading": reading}}
        match = setup_match(app)
        page = RulesScene(app, "brass", match.state)
        text = page.document(i18n.language())
        assert f"## {tr(Msg('core.rules.in_force'))}" in text
        assert tr(Msg(f"brass.rules.in_force_iron_{reading}")) in text
        assert text.startswith("# ")  # the title stays first
    plain = RulesScene(app, "brass").document(i18n.language())
    heading = f"## {tr(Msg('core.rules.in_force'))}"
    assert heading not in plain
    assert heading not in RulesScene(app, "schotten", object()).document(i18n.language())  # a game with none


def test_the_play_screens_rules_button_opens_the_page_with_the_reading(app, driver):
    from game.scenes.play import start_match

    app.settings.option_defaults = {"brass": {"iron_reading": "board"}}
    view = start_match(app, setup_match(app))
    driver.send()
    view.open_rules()
    driver.send()
    page = app.stack.top
    assert isinstance(page, RulesScene)
    assert any(tr(Msg("brass.rules.in_force_iron_board")).split(":")[0] in b.text for b in page.blocks if b.text)
