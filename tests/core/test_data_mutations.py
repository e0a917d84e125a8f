"""The data-mutation test: every YAML file under data/, mutated in seeded ways, must either load
correctly (the result differs from the unmutated one: the change was not ignored) or raise a
DataError naming the file and the entry — never another exception, never a silent wrong load.

Mutated copies are loaded from a temporary folder (each loader takes the folder to read).  The
counts of mutations tried per file are printed (``pytest -s``) and checked to be substantial.
"""

from __future__ import annotations

import os
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core import data as core_data
from game.core import i18n
from game.core.data import DataError, Node
from game.core.lesson import load_lesson
from game.core.paths import DATA_DIR
from game.games import spec
from game.games.border.components import load_boards
from game.games.brass.components import load_brass_data
from game.games.glenmore.components import load_game_data
from game.games.schotten.components import load_cards_from
from game.tools import data_sweep
from tests.core.mutations import LOAD_OR_REFUSE, REFUSE, REFUSE_OR_SAME, Mutation, mutations, plain

PER_KIND = int(os.environ.get("QT_MUTATIONS_PER_KIND", "2"))
"""Sites tried per mutation kind and file (each kind gives 1-2 mutations per site, plus 7 whole-file
ones).  2 keeps the suite fast (~35 per file); QT_MUTATIONS_PER_KIND=30 runs a deep search."""


GAMES = {
    "schotten": lambda folder: load_cards_from(folder),
    "glenmore": lambda folder: load_game_data(folder),
    "border": lambda folder: load_boards(Node.load(folder / "boards.yaml")),
    "brass": lambda folder: load_brass_data(folder),
}


def _targets() -> list[tuple[str, str]]:
    out = []
    for game in GAMES:
        out += [(game, p.name) for p in sorted((DATA_DIR / game).glob("*.yaml"))]
    domains = sorted(p.stem for p in (DATA_DIR / "i18n" / "en").glob("*.yaml"))
    out += [(f"i18n/{lang}", f"{d}.yaml") for lang in i18n.LANGUAGES for d in domains]
    return out


def test_every_yaml_file_under_data_is_a_target():
    every = {str(p.relative_to(DATA_DIR)) for p in DATA_DIR.rglob("*.yaml")}
    assert every == {f"{folder}/{name}" for folder, name in _targets()}


@pytest.fixture
def cached_yaml(monkeypatch):
    """Parse each distinct text once: the files a mutation leaves alone are not re-read."""
    real = core_data.load_yaml
    cache: dict[tuple[str, bytes], object] = {}

    def load(path):
        try:
            key = (str(path), Path(path).read_bytes())
        except OSError:
            return real(path)
        if key not in cache:
            cache[key] = real(path)
        return cache[key]

    monkeypatch.setattr(core_data, "load_yaml", load)
    monkeypatch.setattr(i18n, "_tables", {})  # loaded tables depend on the real files only


def _copy(folder: str, name: str, tmp_path: Path) -> tuple[Path, callable]:
    """A copy of the files ``folder`` needs, and the loader that reads that copy."""
    if folder.startswith("i18n/"):
        # the mutated domain in every language (check_tables compares the languages)
        lang = folder.split("/")[1]
        root = tmp_path / "i18n"
        for code in i18n.LANGUAGES:
            (root / code).mkdir(parents=True)
            shutil.copy(DATA_DIR / "i18n" / code / name, root / code / name)
        return root / lang, lambda _: i18n.check_tables(root)
    dest = tmp_path / folder
    shutil.copytree(DATA_DIR / folder, dest)
    if name == data_sweep.LESSON_FILE:
        return dest, lambda where: _load_lesson(folder, where)
    return dest, GAMES[folder]


def _load_lesson(game: str, folder: Path):
    """The game's lesson read from ``folder`` (its own loader: the game's does not read it)."""
    found = spec(game)
    return load_lesson(found.instance(), game, folder, levels=found.levels, suggest=found.suggest_levels)


def _write(path: Path, text: str | bytes) -> None:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def _judge(m: Mutation, load, folder: Path, path: Path, baseline, original: str) -> str:
    """'refused', 'loaded (different)' or 'loaded (same)'; a failure of the rule is an AssertionError."""
    _write(path, m.text)
    try:
        try:
            result = load(folder)
        finally:
            _write(path, original)
    except DataError as err:
        named = Path(err.file).resolve()
        assert named.is_relative_to(folder.parent.resolve()), f"{m}: the error names {named}"
        assert named.name.endswith(".yaml") and str(err.problem), m
        if named != path.resolve():
            return "refused (other file)"
        assert err.entry or m.kind in ("empty file", "comments only", "not UTF-8", "alias bomb"), (m.kind, str(err))
        return "refused"
    except Exception as exc:  # noqa: BLE001 — any other exception is the failure being looked for
        pytest.fail(f"{path.name}: mutation {m.kind} at {m.where} raised {type(exc).__name__}: {exc!s:.300}")
    assert m.expect != REFUSE, f"{path.name}: mutation {m.kind} at {m.where} loaded silently"
    if plain(result) == baseline:
        assert m.expect == REFUSE_OR_SAME, f"{path.name}: mutation {m.kind} at {m.where} was silently ignored"
        return "loaded (same)"
    assert m.expect != REFUSE_OR_SAME, f"{path.name}: mutation {m.kind} at {m.where} loaded as something else"
    return "loaded (different)"


TALLY: dict[str, Counter] = {}


@pytest.mark.parametrize(("folder", "name"), _targets(), ids=lambda v: str(v))
def test_mutated_file_loads_correctly_or_is_refused_naming_file_and_entry(folder, name, tmp_path, cached_yaml,
                                                                          monkeypatch):
    monkeypatch.setattr(os, "system", lambda *a: pytest.fail("a YAML tag ran a command"))
    where, load = _copy(folder, name, tmp_path)
    path = where / name
    original = path.read_text(encoding="utf-8")
    baseline = plain(load(where))
    # a strings table has only text: fewer kinds apply, so more sites of each (and it loads fast)
    per_kind = PER_KIND * 3 if folder.startswith("i18n/") else PER_KIND
    found = mutations(original, seed=f"{folder}/{name}", per_kind=per_kind)
    tally = Counter()
    failures = []
    for m in found:
        try:
            tally[(m.kind, _judge(m, load, where, path, baseline, original))] += 1
        except (AssertionError, pytest.fail.Exception) as exc:
            failures.append(str(exc).splitlines()[0])
    assert failures == []
    assert plain(load(where)) == baseline  # the copy is back as it was
    kinds = {kind for kind, _ in tally}
    assert len(found) >= 25 and {"empty file", "invalid syntax", "python tag", "duplicate key"} <= kinds
    TALLY[f"{folder}/{name}"] = tally
    outcomes = Counter()
    for (_, outcome), n in tally.items():
        outcomes[outcome] += n
    line = f"{folder}/{name}: {len(found)} mutations: {dict(sorted(outcomes.items()))}"
    print("\n" + line)
    if os.environ.get("QT_MUTATIONS_REPORT"):  # a file to append the counts to (xdist hides prints)
        with open(os.environ["QT_MUTATIONS_REPORT"], "a", encoding="utf-8") as report:
            report.write(line + "\n")


def test_load_or_refuse_means_what_it_says():
    assert {REFUSE, LOAD_OR_REFUSE, REFUSE_OR_SAME} == {"refuse", "load or refuse", "refuse or load the same"}


# -- the systematic sweep: every key dropped, every scalar retyped, every list cut short ------

SWEEP_EVERY = int(os.environ.get("QT_SWEEP_EVERY", "3"))
"""The suite tries a seeded third of the sweep's mutations of a game's files (a twelfth of a
strings table's, where each is the same check); QT_SWEEP_EVERY=1 (or ``python -m
game.tools.data_sweep``) tries them all, QT_SWEEP_SEED another sample."""
SWEEP_SEED = os.environ.get("QT_SWEEP_SEED", "")


@pytest.mark.parametrize("target", data_sweep.targets())
def test_each_systematic_mutation_is_refused_naming_file_and_entry_or_loads_equal(target):
    every = SWEEP_EVERY * (4 if target.startswith("i18n/") else 1)
    report = data_sweep.sweep_file(target, every=every, seed=SWEEP_SEED)
    failures = [f"{outcome}: {m.kind} at {m.where}: {detail[:200]}" for m, outcome, detail in report.failures]
    assert failures == []
    assert sum(report.counts.values()) >= 25 and report.counts[data_sweep.REFUSED] > 0


def _sweep_case(target: str, kind: str, where: str) -> data_sweep.Mutation:
    with data_sweep.reading({}) as trees:
        data_sweep.loader_for(target)()
        tree = trees[(DATA_DIR / target).resolve()]
    found = [m for m in data_sweep.mutations(tree) if m.kind == kind and m.where == where]
    assert len(found) == 1, (target, kind, where)
    return found[0]


def _cannock_end() -> str:
    links = core_data.load_yaml(DATA_DIR / "brass" / "map.yaml")["links"]
    i = next(i for i, link in enumerate(links) if link["ends"][0] == "cannock")
    return f"links[{i}].ends[0]"


ISSUE_CASES = [
    # (file, mutation, where, words the entry shows)
    ("brass/map.yaml", "scalar as mapping", _cannock_end(), "links["),
    ("brass/map.yaml", "scalar as list", _cannock_end(), "links["),
    ("brass/map.yaml", "list without its last", "towns.birmingham.slots[0].types", "towns"),
    ("brass/merchants.yaml", "list without its last", "merchant_tiles.cotton_mill.buys", "merchant_tiles"),
    ("brass/automa.yaml", "drop key", "cards[0].slots[0].iron_min", "card 1"),
    ("brass/automa.yaml", "list without its last", "cards[0].slots[0].towns", "cards"),
    ("brass/automa.yaml", "list without its first", "cards[1].slots[2].network", "cards"),
    ("brass/automa.yaml", "drop key", "deck_piles[0].A", "deck_piles[0]"),
    ("brass/difficulty.yaml", "list without its last", "levels", "(top level)"),
    ("brass/industries.yaml", "drop key", "industries.brewery.levels[0].makes_rail", "brewery level 1"),
    ("brass/industries.yaml", "drop key", "industries.pottery.levels[0].develop", "industries"),
    ("brass/cards.yaml", "list without its first", "industry_cards.cotton_manufacturer.builds", "industry_cards"),
    ("glenmore/tiles.yaml", "drop key", "kinds.village_wood.cost.wood", "kinds"),
    ("glenmore/tiles.yaml", "drop key", "kinds.tavern_small.cost.whisky", "kinds"),
    ("glenmore/tiles.yaml", "drop key", "kinds.loch_oich.cost.any_distinct", "kinds"),
    ("glenmore/tiles.yaml", "drop key", "kinds.village.on_place.members", "kinds"),
    ("glenmore/tiles.yaml", "drop key", "kinds.forest.activate", "kinds"),
    ("glenmore/cards.yaml", "drop key", "cards.loch_ness.effect.extra_activations", "loch_ness"),
    ("glenmore/cards.yaml", "drop key", "cards.castle_of_mey.effect.chieftain_factor", "castle_of_mey"),
    ("schotten/cards.yaml", "list without its last", "tactics[3].strengths", "tactics"),
    ("schotten/cards.yaml", "scalar as number", "choices.one_joker_per_round", "choices"),
]


@pytest.mark.parametrize(("target", "kind", "where", "entry"), ISSUE_CASES, ids=lambda v: str(v))
def test_the_mutations_issue_21_found_are_refused(target, kind, where, entry):
    """Each loaded silently (or raised TypeError) before: now a DataError naming file and entry."""
    m = _sweep_case(target, kind, where)
    load = data_sweep.loader_for(target)
    with data_sweep.reading({}) as trees:
        load()
        trees[(DATA_DIR / target).resolve()] = m.tree
        with pytest.raises(DataError) as caught:
            load()
    err = caught.value
    assert Path(err.file).resolve() == (DATA_DIR / target).resolve(), err.message
    assert entry in err.entry and err.problem, err.message


def test_every_optional_key_is_documented_in_its_file_with_its_default(monkeypatch):
    """A key read with a default is optional: its file's comments say so, with that very default,
    as `` `key` ... (optional, default <value> ``; every other key is required."""
    monkeypatch.setattr(core_data, "_OPTIONAL", {})
    for load in data_sweep.GAME_LOADERS.values():
        load()
    for game in data_sweep.GAME_LOADERS:
        data_sweep.loader_for(f"{game}/{data_sweep.LESSON_FILE}")()
    optional = core_data.optional_keys()
    assert ("glenmore/tiles.yaml", "cost") in optional and ("brass/industries.yaml", "develop") in optional
    assert ("schotten/lesson.yaml", "also") in optional
    undocumented = []
    for (name, key), defaults in sorted(optional.items()):
        comments = [line for line in (DATA_DIR / name).read_text(encoding="utf-8").splitlines()
                    if line.lstrip().startswith("#")]
        for default in defaults:
            if not any(f"`{key}`" in line and f"(optional, default {default}" in line for line in comments):
                undocumented.append(f"{name}: `{key}` (optional, default {default})")
    assert undocumented == []


def test_the_sweep_tool_prints_its_counts(capsys):
    assert data_sweep.main(["--file", "schotten/cards.yaml", "--every", "5"]) == 0
    out = capsys.readouterr().out
    for outcome in data_sweep.OUTCOMES:
        assert outcome in out
    row = next(line for line in out.splitlines() if line.startswith("schotten/cards.yaml")).split()
    mutations, refused, equal, silent, crashed, unnamed = map(int, row[1:7])
    assert mutations == refused + equal and silent == crashed == unnamed == 0 and mutations > 50
