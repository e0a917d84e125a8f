"""The systematic data-mutation sweep: every data file, every key dropped, every scalar given
another type or turned into a mapping or a list, every list shortened; each mutated tree is
loaded by the game's own loader and judged.

A mutation must either be *refused* (a ``DataError`` naming the file and the entry) or load to
a result *equal* to the unmutated one (a key that is optional and was written with its
documented default).  A load with a different result is a *silent* change; any other exception
is a *crash*.  Both are failures.

    python -m game.tools.data_sweep                 # the whole sweep, counts per file
    python -m game.tools.data_sweep --show 20       # and the first 20 failures
    python -m game.tools.data_sweep --file brass/map.yaml --every 3 --seed 2

The trees are mutated in memory (the files are parsed once): the YAML reader is asked for the
mutated tree instead of the file's.  Text-level mistakes (syntax, tags, repeated keys) are
``tests/core/test_data_mutations.py``'s other half.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.core import data as core_data
from game.core import i18n, yamlfile
from game.core.paths import DATA_DIR
from game.core.yamlfile import DataError

REFUSED = "refused"
EQUAL = "loaded-equal"
SILENT = "loaded-silently-different"
CRASH = "crashed"
UNNAMED = "refused-without-naming"
OUTCOMES = (REFUSED, EQUAL, SILENT, CRASH, UNNAMED)
FAILURES = (SILENT, CRASH, UNNAMED)


def _load_border() -> Any:
    from game.games.border.components import load_boards

    return load_boards(core_data.Node.load(DATA_DIR / "border" / "boards.yaml"))


def _load_brass() -> Any:
    from game.games.brass.components import load_brass_data

    return load_brass_data(DATA_DIR / "brass")


def _load_glenmore() -> Any:
    from game.games.glenmore.components import load_game_data

    return load_game_data(DATA_DIR / "glenmore")


def _load_schotten() -> Any:
    from game.games.schotten.components import load_cards_from

    return load_cards_from(DATA_DIR / "schotten")


def _load_strings() -> Any:
    return i18n.check_tables(DATA_DIR / "i18n")


def _lesson_loader(game: str) -> Callable[[], Any]:
    """The game's lesson (``data/<game>/lesson.yaml``), read and replayed by game/core/lesson.py."""

    def load() -> Any:
        from game.core.lesson import load_lesson
        from game.games import spec

        found = spec(game)
        return load_lesson(found.instance(), game, levels=found.levels, suggest=found.suggest_levels)

    return load


GAME_LOADERS: dict[str, Callable[[], Any]] = {
    "border": _load_border,
    "brass": _load_brass,
    "glenmore": _load_glenmore,
    "schotten": _load_schotten,
}


def targets() -> list[str]:
    """Every YAML file under data/, as a path relative to it (``brass/map.yaml``)."""
    return sorted(str(p.relative_to(DATA_DIR)) for p in DATA_DIR.rglob("*.yaml"))


LESSON_FILE = "lesson.yaml"
"""A game's lesson: a file of its own, with its own loader (the game's loader does not read it)."""


def loader_for(target: str) -> Callable[[], Any]:
    folder, _, name = target.partition("/")
    if folder == "i18n":
        return _load_strings
    return _lesson_loader(folder) if name == LESSON_FILE else GAME_LOADERS[folder]


# ---------------------------------------------------------------------------
# Mutations of a parsed tree


@dataclasses.dataclass(frozen=True)
class Mutation:
    kind: str
    where: str
    tree: Any


UNKNOWN = "zz_unknown"
"""A key no data file has: added to a mapping, it must be refused (a misspelt key, a left-over)."""


def _show(path: tuple) -> str:
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out or "(top)"


def _replace(tree: Any, path: tuple, value: Any) -> Any:
    """``tree`` with the value at ``path`` replaced (only the containers on the path are copied)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(tree, dict):
        out = dict(tree)
        out[head] = _replace(tree[head], rest, value)
        return out
    out = list(tree)
    out[head] = _replace(tree[head], rest, value)
    return out


def _without(tree: Any, path: tuple) -> Any:
    """``tree`` without the key at ``path`` (a mapping's key; order of the others kept)."""
    parent_path, key = path[:-1], path[-1]
    parent = _get(tree, parent_path)
    return _replace(tree, parent_path, {k: v for k, v in parent.items() if k != key})


def _get(tree: Any, path: tuple) -> Any:
    for step in path:
        tree = tree[step]
    return tree


def _walk(tree: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    yield path, tree
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _walk(value, path + (key,))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            yield from _walk(value, path + (i,))


def _other_types(value: Any) -> list[tuple[str, Any]]:
    """The same scalar written as each other type a data file could hold by mistake."""
    if isinstance(value, bool):
        return [("text", "yes" if value else "no"), ("number", int(value)), ("null", None)]
    if isinstance(value, int):
        return [("text", str(value)), ("fraction", value + 0.5), ("bool", value != 1), ("null", None)]
    if isinstance(value, float):
        return [("text", str(value)), ("bool", True), ("null", None)]
    if isinstance(value, str):
        return [("number", 7), ("bool", True), ("null", None)]
    return [("number", 0), ("text", "x")]  # null


def mutations(tree: Any) -> list[Mutation]:
    """Every systematic mutation of ``tree``, in a fixed order: a key no loader reads added to
    each mapping, each key dropped, each list without its last (and first) element, each
    scalar as each other type, as a mapping and as a list."""
    out = []
    for path, value in _walk(tree):
        if isinstance(value, dict):
            out.append(Mutation("unknown key added", _show(path), _replace(tree, path, {**value, UNKNOWN: 1})))
        if not path:
            continue
        where = _show(path)
        if isinstance(_get(tree, path[:-1]), dict):
            out.append(Mutation("drop key", where, _without(tree, path)))
        if isinstance(value, dict):
            continue
        if isinstance(value, list):
            if value:
                out.append(Mutation("list without its last", where, _replace(tree, path, value[:-1])))
            if len(value) > 1 and value[1:] != value[:-1]:
                out.append(Mutation("list without its first", where, _replace(tree, path, value[1:])))
            continue
        for name, other in _other_types(value):
            out.append(Mutation(f"scalar as {name}", where, _replace(tree, path, other)))
        key = str(path[-1]) if isinstance(path[-1], str) else "name"
        out.append(Mutation("scalar as mapping", where, _replace(tree, path, {key: value})))
        out.append(Mutation("scalar as list", where, _replace(tree, path, [value])))
    return out


# ---------------------------------------------------------------------------
# Loading a mutated tree


def plain(value: Any) -> Any:
    """A loaded result as plain comparable data (dataclasses with eq=False included)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple((f.name, plain(getattr(value, f.name))) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((repr(k), plain(v)) for k, v in value.items()), key=lambda kv: kv[0])))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(plain(v) for v in value))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(repr(v) for v in value)))
    if isinstance(value, float):
        return ("float", value)
    return value


@contextlib.contextmanager
def reading(trees: dict[Path, Any]) -> Iterator[dict[Path, Any]]:
    """While inside, the YAML reader answers with ``trees[path]`` (parsed once, then kept) and
    the dict can be changed to hand a loader a mutated tree."""
    real = yamlfile.load_yaml

    def load(path: Path, loader: type = yamlfile.StrictLoader) -> Any:
        key = Path(path).resolve()
        if key not in trees:
            trees[key] = real(path, loader)
        return trees[key]

    saved = core_data.load_yaml, yamlfile.load_yaml
    core_data.load_yaml = yamlfile.load_yaml = load
    try:
        yield trees
    finally:
        core_data.load_yaml, yamlfile.load_yaml = saved


def judge(load: Callable[[], Any], baseline: Any, path: Path) -> tuple[str, str]:
    """(outcome, detail) of one load of a mutated tree."""
    try:
        result = load()
    except DataError as err:
        named = Path(err.file).resolve()
        relative = str(path.resolve().relative_to(DATA_DIR.resolve()))
        if named != path.resolve() and relative not in err.problem and path.name not in err.problem:
            return UNNAMED, f"names {named.name}, not {relative}: {err.message}"
        if not err.entry and not err.problem:
            return UNNAMED, err.message
        return REFUSED, err.message
    except Exception as exc:  # noqa: BLE001 - any other exception is what the sweep looks for
        return CRASH, f"{type(exc).__name__}: {exc}"
    if plain(result) == baseline:
        return EQUAL, ""
    return SILENT, "loaded with a different result"


@dataclasses.dataclass
class FileReport:
    target: str
    counts: Counter
    failures: list[tuple[Mutation, str, str]]
    seconds: float


def sample(count: int, every: int, seed: str) -> list[int]:
    """About one in ``every`` of ``range(count)``, chosen by ``seed`` (a stride would always hit
    the same kind of mutation: each scalar gives the same number of them)."""
    if every <= 1:
        return list(range(count))
    return sorted(random.Random(seed).sample(range(count), -(-count // every)))


def sweep_file(target: str, every: int = 1, seed: str = "", show_equal: bool = False) -> FileReport:
    """The mutations of ``data/<target>`` (all, or one in ``every`` chosen by ``seed``), judged."""
    path = (DATA_DIR / target).resolve()
    load = loader_for(target)
    start = time.process_time()
    counts: Counter = Counter()
    failures = []
    with reading({}) as trees:
        load()  # every file the loader reads, parsed once
        original = trees[path]
        baseline = plain(load())
        try:
            found = mutations(original)
            for m in (found[i] for i in sample(len(found), every, f"{target}/{seed}")):
                trees[path] = m.tree
                outcome, detail = judge(load, baseline, path)
                counts[outcome] += 1
                if outcome in FAILURES or (show_equal and outcome == EQUAL):
                    failures.append((m, outcome, detail))
        finally:
            trees[path] = original
        if plain(load()) != baseline:
            raise AssertionError(f"{target}: the loader changed the tree it was given")
    return FileReport(target, counts, failures, time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", action="append", help="a file under data/ (e.g. brass/map.yaml); default all")
    parser.add_argument("--every", type=int, default=1, help="try one mutation in n (a seeded sample)")
    parser.add_argument("--seed", default="", help="the sample's seed")
    parser.add_argument("--show", type=int, default=0, help="list this many failures per file")
    parser.add_argument("--equal", action="store_true", help="list the loads equal to the original too")
    args = parser.parse_args(argv)
    chosen = args.file or targets()
    total: Counter = Counter()
    print(f"{'file':<24}{'mutations':>10}" + "".join(f"{o:>27}" for o in OUTCOMES) + f"{'cpu s':>8}")
    for target in chosen:
        report = sweep_file(target, args.every, args.seed, show_equal=args.equal)
        total += report.counts
        line = f"{target:<24}{sum(report.counts.values()):>10}"
        print(line + "".join(f"{report.counts[o]:>27}" for o in OUTCOMES) + f"{report.seconds:>8.1f}", flush=True)
        for m, outcome, detail in report.failures[: args.show]:
            print(f"    {outcome}: {m.kind} at {m.where}: {detail[:200]}")
    print(f"{'total':<24}{sum(total.values()):>10}" + "".join(f"{total[o]:>27}" for o in OUTCOMES))
    return 1 if any(total[o] for o in FAILURES) else 0


if __name__ == "__main__":
    sys.exit(main())
