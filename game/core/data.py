"""YAML loading and validation.

Every component printed in a box lives in ``data/`` as YAML.  Files are read with
PyYAML's safe loader only (``yaml.safe_load``'s, in C where available), then walked
through ``Node`` so that any problem raises a ``DataError`` naming the file, the entry and the problem, e.g.::

    data/schotten/cards.yaml, entry tactics[2] (spy): 'strength' must be a whole number, found 'seven'
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import yaml

from game.core.paths import DATA_DIR, ROOT

_MISSING = object()

_TYPE_NAMES = {
    int: "a whole number",
    float: "a number",
    str: "text",
    bool: "true or false",
    list: "a list",
    dict: "a mapping",
}


class DataError(Exception):
    """A data file is malformed: ``file``, ``entry`` and ``problem`` say where and what."""

    def __init__(self, file: Path | str, entry: str, problem: str):
        self.file = Path(file)
        self.entry = entry
        self.problem = problem
        super().__init__(self.message)

    @property
    def message(self) -> str:
        try:
            shown = self.file.resolve().relative_to(ROOT)
        except ValueError:
            shown = self.file
        where = f", entry {self.entry}" if self.entry else ""
        return f"{shown}{where}: {self.problem}"


SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""``yaml.safe_load``'s loader, in C when PyYAML was built with libyaml (several times faster)."""


def load_yaml(path: Path) -> Any:
    """Parse one YAML file safely; a missing file or a syntax error becomes a DataError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, "", "file is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(path, "", f"cannot be read ({exc})") from None
    try:
        return yaml.load(text, Loader=SAFE_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(path, where, f"not valid YAML: {problem}") from None


def _type_ok(value: Any, kind: type | tuple[type, ...]) -> bool:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        return False
    if float in kinds and isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, kinds)


def _type_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(_TYPE_NAMES.get(k, k.__name__) for k in kinds)


class Node:
    """A value read from a YAML file, with the path that leads to it."""

    def __init__(self, file: Path, value: Any, where: str = ""):
        self.file = Path(file)
        self.value = value
        self.where = where

    @classmethod
    def load(cls, path: Path) -> Node:
        return cls(path, load_yaml(path))

    @classmethod
    def load_game_file(cls, game: str, name: str) -> Node:
        return cls.load(DATA_DIR / game / name)

    # -- errors ------------------------------------------------------------
    def fail(self, problem: str) -> NoReturn:
        raise DataError(self.file, self.where, problem)

    def labelled(self, label: str) -> Node:
        """The same node, its entry shown with a readable label (e.g. the card's id)."""
        return Node(self.file, self.value, f"{self.where} ({label})" if self.where else label)

    # -- shape ----------------------------------------------------------------
    def expect(self, kind: type | tuple[type, ...]) -> Any:
        if not _type_ok(self.value, kind):
            self.fail(f"must be {_type_name(kind)}, found {self.value!r}")
        return self.value

    def _child_where(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.where}[{key}]"
        return f"{self.where}.{key}" if self.where else str(key)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def node(self, key: str) -> Node:
        mapping = self.expect(dict)
        if key not in mapping:
            self.fail(f"missing key '{key}'")
        return Node(self.file, mapping[key], self._child_where(key))

    def get(
        self,
        key: str,
        kind: type | tuple[type, ...] = object,
        default: Any = _MISSING,
        choices: Any = None,
        lo: float | None = None,
        hi: float | None = None,
    ) -> Any:
        """The value at ``key``, checked: type, one of ``choices``, range ``lo..hi``."""
        mapping = self.expect(dict)
        if key not in mapping:
            if default is _MISSING:
                self.fail(f"missing key '{key}'")
            return default
        value = mapping[key]
        if kind is not object and not _type_ok(value, kind):
            self.fail(f"'{key}' must be {_type_name(kind)}, found {value!r}")
        if choices is not None and value not in choices:
            known = ", ".join(str(c) for c in choices)
            self.fail(f"'{key}' is {value!r}, not a known name (known: {known})")
        if lo is not None and value < lo:
            self.fail(f"'{key}' must be at least {lo}, found {value!r}")
        if hi is not None and value > hi:
            self.fail(f"'{key}' must be at most {hi}, found {value!r}")
        return value

    def items(self) -> Iterator[Node]:
        """The elements of a list."""
        for i, value in enumerate(self.expect(list)):
            yield Node(self.file, value, self._child_where(i))

    def entries(self) -> Iterator[tuple[str, Node]]:
        """The (key, value) pairs of a mapping."""
        for key, value in self.expect(dict).items():
            yield str(key), Node(self.file, value, self._child_where(str(key)))

    def only_keys(self, *allowed: str) -> None:
        unknown = set(self.expect(dict)) - set(allowed)
        if unknown:
            self.fail(f"unknown key(s) {sorted(unknown)} (allowed: {', '.join(allowed)})")

    def expect_count(self, count: int, what: str) -> None:
        found = len(self.expect(list))
        if found != count:
            self.fail(f"the rulebook fixes {count} {what}, found {found}")
