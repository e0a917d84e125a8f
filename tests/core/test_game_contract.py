"""One game contract: every game's package exports a ``GameSpec`` (game/core/spec.py) and fulfils
it the same way — rules, computer players, view, tour scenes, hint reasons, options, milestones."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from game import games
from game.core import i18n
from game.core.match import Match, MatchConfig, Seat
from game.core.rules import OptionSpec, Rules
from game.core.spec import GameSpec, Hints
from game.tools.catalog import advance_until

ROOT = Path(__file__).resolve().parents[2]
GAMES = games.GAME_ORDER


@pytest.mark.parametrize("key", GAMES)
def test_the_package_exports_its_spec(key):
    spec = games.spec(key)
    assert isinstance(spec, GameSpec) and spec.key == key
    assert issubclass(spec.rules, Rules) and spec.rules.name == key
    assert isinstance(spec.instance(), spec.rules) and spec.instance() is games.rules_for(key)
    low, high = spec.seats
    assert 1 <= low <= high


@pytest.mark.parametrize("key", GAMES)
def test_levels_and_computer_players(key):
    spec = games.spec(key)
    levels = spec.levels
    assert levels[0] == "random" and {"easy", "hard"} <= set(levels)
    for level in levels:
        assert callable(spec.make_bot(level, 1).choose)
    with pytest.raises(ValueError):
        spec.make_bot("grandmaster", 1)


@pytest.mark.parametrize("key", GAMES)
def test_view_tour_and_hints(key):
    from game.ui.table import TableView

    spec = games.spec(key)
    view = spec.view()
    assert issubclass(view, TableView)
    tour = spec.tour()
    names = [name for name, _build, _after in tour]
    assert len(names) == len(set(names)) and all(isinstance(n, str) and n for n in names)
    assert all(callable(build) and (after is None or callable(after)) for _n, build, after in tour)
    hints = spec.hints()
    assert isinstance(hints, Hints) and callable(hints.why)
    assert hints.words is None or callable(hints.words)


@pytest.mark.parametrize("key", GAMES)
def test_options_words_and_rules_text(key):
    spec = games.spec(key)
    for option in spec.options():
        assert isinstance(option, OptionSpec)
        assert option.validate(option.default) == option.default
    for lang in ("en", "pt"):
        i18n.set_language(lang)
        try:
            assert i18n.has(f"{key}.name") and i18n.has(f"{key}.tagline"), lang
        finally:
            i18n.set_language("en")
        assert (ROOT / "data" / "rules" / lang / f"{key}.md").exists()


@pytest.mark.parametrize("key", GAMES)
def test_the_rules_name_their_milestones(key):
    spec = games.spec(key)
    assert spec.rules.milestone is not Rules.milestone, "each game says which steps a review jumps to"
    rules = spec.instance()
    low, _high = spec.seats
    match = Match(rules, MatchConfig(key, [Seat(f"P{i}") for i in range(low)], seed=2))
    advance_until(match, lambda m: False, "random", 2, limit=100_000)
    assert match.is_over()
    walk = match.at(0)
    found = []
    for k, action in enumerate(match.actions):
        before = walk.state.clone()
        walk.advance(action)
        if rules.milestone(before, action, walk.state):
            found.append(k)
    assert found and found[0] < len(match.actions) - 1, "a milestone before the end"
    assert found[-1] == len(match.actions) - 1, "the end is one"


def _only_a_docstring(path: Path) -> bool:
    body = ast.parse(path.read_text(encoding="utf-8")).body
    return len(body) == 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)


@pytest.mark.parametrize("key", GAMES)
def test_no_re_export_shims(key):
    """Names are imported from the module that defines them: the rules and view packages'
    ``__init__`` hold a docstring only (the spec is the one place a game is named from)."""
    for room in ("rules", "view"):
        path = ROOT / "game" / "games" / key / room / "__init__.py"
        assert _only_a_docstring(path), path


def test_reading_a_games_rules_loads_no_screen():
    code = (
        "import sys, game.games as g\n"
        + "".join(f"g.spec({k!r}).instance()\n" for k in GAMES)
        + "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_an_unknown_game_is_refused():
    with pytest.raises(KeyError):
        games.spec("chess")
