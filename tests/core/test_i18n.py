"""Every string exists in every language, with the same {fields}."""

import ast
import re
import shutil
import string

import pytest

from game.core import i18n
from game.core.data import DataError
from game.core.i18n import Msg, tr
from game.core.paths import DATA_DIR, ROOT


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", [code for code in i18n.LANGUAGES if code != "en"])
def test_every_language_has_every_key_with_the_same_fields(lang):
    en = i18n.load_table("en")
    other = i18n.load_table(lang)
    assert sorted(set(en) - set(other)) == []
    assert sorted(set(other) - set(en)) == []
    for key, template in en.items():
        assert fields(template) == fields(other[key]), key


def test_translation_switches_language_and_nests_messages():
    msg = Msg("schotten.card.clan", colour=Msg("schotten.colour.green"), strength=7)
    i18n.set_language("en")
    assert tr(msg) == "green 7"
    i18n.set_language("pt")
    try:
        assert tr(msg) == "verde 7"
    finally:
        i18n.set_language("en")


def test_seat_names_come_from_the_match():
    i18n.set_seat_names(["Ana", "Rui"])
    try:
        assert tr(Msg("schotten.log.pass", player=i18n.seat_msg(1))) == "Rui passes."
    finally:
        i18n.set_seat_names([])


def test_unknown_key_shows_the_key_not_a_crash():
    assert tr("no.such.key") == "no.such.key"


def test_a_domain_is_read_the_first_time_one_of_its_keys_is_asked_for(monkeypatch):
    monkeypatch.setattr(i18n, "_tables", {})
    i18n.set_language("en")
    assert tr("core.button.quit") == "Quit"
    assert set(i18n._tables) == {("en", "core")}  # the start-up reads no game's strings
    assert tr("schotten.name") == "Schotten Totten"
    assert ("en", "schotten") in i18n._tables
    assert tr("nowhere.key") == "nowhere.key"  # a domain without a file: the key shows


# -- every key in every language, every key the code names exists ------------------------

def _key_shapes(node: ast.expr) -> list[tuple[str, str]]:
    """The keys an argument can be: ("key", text) for a literal (either branch of ``a if c else
    b`` too), ("pattern", regex) for an f-string, each formatted field one path segment or part
    of one; nothing for a name or a call (not resolvable by reading)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [("key", node.value)]
    if isinstance(node, ast.IfExp):
        return _key_shapes(node.body) + _key_shapes(node.orelse)
    if isinstance(node, ast.JoinedStr):
        parts = [re.escape(v.value) if isinstance(v, ast.Constant) else "[^.]+" for v in node.values]
        return [("pattern", "".join(parts))]
    return []


def keys_named_in_code() -> list[tuple[str, int, str, str]]:
    """(file, line, "key" | "pattern", text) for the first argument of every ``Msg(...)`` and
    ``tr(...)`` call under game/ (found with ``ast``: any quotes, any layout, inside f-strings)."""
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in ("Msg", "tr"):
                for shape, text in _key_shapes(node.args[0]):
                    found.append((str(path.relative_to(ROOT)), node.lineno, shape, text))
    return found


def test_the_tables_check_passes_for_the_real_files():
    tables = i18n.check_tables()
    assert set(tables) == set(i18n.LANGUAGES) and all(tables.values())


def test_every_key_named_in_the_code_exists_in_every_language():
    """Every literal key exists in every language (as a text or as plural forms); every f-string
    key matches at least one key of every language (issue 21: ``Msg('border.tip.white')``, in
    single quotes inside an f-string, named a key no table has)."""
    tables = i18n.check_tables()
    found = keys_named_in_code()
    missing = []
    for path, line, shape, text in found:
        for lang, strings in tables.items():
            if shape == "key":
                ok = text == i18n.SEAT_KEY or i18n.defined(strings, text)
            else:
                pattern = re.compile(text + r"(\.(one|other|by))?")
                ok = any(pattern.fullmatch(key) for key in strings)
            if not ok:
                missing.append(f"{path}:{line} ({lang}): {text}")
    assert sum(s == "key" for *_, s, _ in found) > 800 and sum(s == "pattern" for *_, s, _ in found) > 100
    assert missing == []


def test_every_level_of_every_game_has_its_word():
    from game import games
    from game.games import level_label

    for game in games.available():
        for level in games.bot_levels(game):
            key = level_label(game, level).key
            assert all(i18n.defined(strings, key) for strings in i18n.check_tables().values()), (game, level)


@pytest.mark.parametrize(
    "case", ["missing_in_pt", "only_in_pt", "fields_differ", "broken_template", "not_text", "plural_without_other"]
)
def test_a_broken_table_is_a_data_error_naming_file_and_key(tmp_path, case):
    root = tmp_path / "i18n"
    shutil.copytree(DATA_DIR / "i18n", root)
    pt = root / "pt" / "core.yaml"
    text = pt.read_text(encoding="utf-8")
    if case == "missing_in_pt":
        text = re.sub(r"(?m)^  quit: .*\n", "", text, count=1)
    elif case == "only_in_pt":
        text += "\nzz_extra: sobra\n"
    elif case == "fields_differ":
        text = text.replace("Jogador {number}", "Jogador {numero}")
    elif case == "broken_template":
        text += "\nzz_broken: \"a {b\"\n"
        (root / "en" / "core.yaml").write_text(
            (root / "en" / "core.yaml").read_text(encoding="utf-8") + "\nzz_broken: \"a {b\"\n", encoding="utf-8"
        )
    elif case == "not_text":
        text += "\nzz_list: [1, 2]\n"
    else:
        text += "\nzz_plural:\n  one: um\n  by: n\n"
    pt.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        i18n.check_tables(root)
    assert err.value.file.name == "core.yaml" and err.value.entry.startswith("core.")


def test_a_missing_key_warns_once_on_stderr(capsys, monkeypatch):
    monkeypatch.setattr(i18n, "_warned", set())
    assert tr("core.zz_never_written") == "core.zz_never_written"
    assert tr("core.zz_never_written") == "core.zz_never_written"
    err = capsys.readouterr().err
    assert err.count("core.zz_never_written") == 1


def test_a_key_missing_in_the_chosen_language_shows_english_and_warns(capsys, monkeypatch):
    monkeypatch.setattr(i18n, "_warned", set())
    monkeypatch.setitem(i18n._tables, ("pt", "zzdom"), {})
    monkeypatch.setitem(i18n._tables, ("en", "zzdom"), {"zzdom.hello": "Hello"})
    i18n.set_language("pt")
    try:
        assert tr("zzdom.hello") == "Hello"
    finally:
        i18n.set_language("en")
    assert "zzdom.hello" in capsys.readouterr().err


# -- rules texts ----------------------------------------------------------------------------


def test_every_rules_text_exists_in_every_language_with_the_same_headings():
    from game.games import GAME_ORDER, rules_document

    for game in GAME_ORDER:
        shapes = {}
        for lang in i18n.LANGUAGES:
            path = DATA_DIR / "rules" / lang / f"{game}.md"
            assert path.is_file(), path
            text = path.read_text(encoding="utf-8")
            assert text.strip() and rules_document(game, lang) == text
            shapes[lang] = [line.split()[0] for line in text.splitlines() if line.startswith("#")]
        assert len({tuple(s) for s in shapes.values()}) == 1, (game, shapes)


def test_an_unreadable_rules_text_is_a_data_error_naming_it(tmp_path, monkeypatch):
    import game.games as games

    (tmp_path / "rules" / "en").mkdir(parents=True)
    (tmp_path / "rules" / "en" / "schotten.md").write_bytes(b"# \xff\xfe broken\n")
    monkeypatch.setattr(games, "DATA_DIR", tmp_path)
    with pytest.raises(DataError) as err:
        games.rules_document("schotten", "pt")
    assert err.value.file.name == "schotten.md"
