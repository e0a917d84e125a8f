"""The Border's strings (en, pt) and rules reference."""

import re
import string
from pathlib import Path

import pytest

from game.core import i18n
from game.core.data import load_yaml
from game.core.paths import DATA_DIR, ROOT
from game.games.border.components import board_set
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import BOARD_CHOICES, FIRST_CHOICES

BS = board_set()


def flat(lang):
    out = {}

    def walk(prefix, node):
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        else:
            out[prefix] = node

    walk("", load_yaml(DATA_DIR / "i18n" / lang / "border.yaml"))
    return out


def fields(text):
    return sorted({name for _, name, _, _ in string.Formatter().parse(text) if name})


def test_english_and_portuguese_have_the_same_keys_and_fields():
    en, pt = flat("en"), flat("pt")
    assert sorted(en) == sorted(pt)
    for key in en:
        assert fields(en[key]) == fields(pt[key]), key


def test_every_key_the_code_names_exists():
    table = flat("en")
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game" / "games" / "border").glob("*.py"))
    for key in set(re.findall(r'(?<!kind = )"border\.([a-z_.]+[a-z_])"', source)):
        assert i18n.defined(table, key), key
    for prefix, ids in (
        ("colour", [c.id for c in BS.colours]),
        ("symbol", [c.symbol for c in BS.colours]),
        ("area", [a.id for a in BS.geometry.areas]),
        ("board", [b.id for b in BS.boards]),
    ):
        for name in ids:
            assert f"{prefix}.{name}" in table, (prefix, name)
    for key, choices in (("boards", BOARD_CHOICES), ("first", FIRST_CHOICES)):
        assert f"option.{key}" in table
        for choice in choices:
            assert f"option.{key}_{choice}" in table
    for spec in BorderRules().options():
        assert i18n.has(spec.label) and (not spec.help or i18n.has(spec.help))
    assert {"name", "tagline"} <= set(table)


ALLOWED = re.compile(r"^(# .+|## .+|- .+|[^#\-\s].*|)$")


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_rules_reference_uses_the_markdown_subset_and_covers_the_game(lang):
    text = Path(DATA_DIR / "rules" / lang / "border.md").read_text(encoding="utf-8")
    for line in text.splitlines():
        assert ALLOWED.match(line), line
        assert "*" not in line.replace("**", ""), line
        assert line.count("**") % 2 == 0, line
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert len(headings) >= 6
    assert text.startswith("# ")
