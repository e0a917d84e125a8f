"""Issue 22: Schotten's players, hints, tools and screen ask the rules through public queries
(``piece``, ``is_clan``, ``effect``, ``seen_cards``…), never through private fields."""

import ast
from pathlib import Path

import game.games.schotten as schotten

ROOT = Path(schotten.__file__).parent


def _private_rules_fields(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
        if name == "rules":
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} rules.{node.attr}")
    return found


def test_no_private_rules_field_is_read_outside_the_rules():
    files = [p for p in ROOT.rglob("*.py") if "rules" not in p.relative_to(ROOT).parts[:1]]
    assert len(files) > 10
    assert [hit for p in files for hit in _private_rules_fields(p)] == []
