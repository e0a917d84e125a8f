"""YAML loading and validation.

Every component printed in a box lives in ``data/`` as YAML.  Files are read with
PyYAML's safe loader only (``yaml.safe_load``'s, in C where available), then walked
through ``Node`` so that any problem raises a ``DataError`` naming the file, the entry and the problem, e.g.::

    data/schotten/cards.yaml, entry tactics[2] (spy): 'strength' must be a whole number, found 'seven'

Nothing may load silently.  A key is required unless the loader reads it with a ``default``
(an optional key: its default is written in the file's own comments, e.g. ``iron_min``
``(optional, default 0)``, and ``optional_keys()`` lists them for the test that checks so);
a key no loader reads is refused when the file is ``done()``; counts the rulebook fixes are
compared with ``census``.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NoReturn

from game.core.paths import ART_DIR, DATA_DIR
from game.core.yamlfile import (  # noqa: F401 - the loader's names are used from here too
    MAX_DEPTH,
    MAX_FILE_BYTES,
    SAFE_LOADER,
    DataError,
    PureStrictLoader,
    StrictLoader,
    load_yaml,
)

_MISSING = object()

_TYPE_NAMES = {
    int: "a whole number",
    float: "a number",
    str: "text",
    bool: "true or false",
    list: "a list",
    dict: "a mapping",
}


MAX_NUMBER = 1_000_000
"""Any number in a data file lies within ±MAX_NUMBER unless its field gives a tighter range:
a count of 10**12 is refused before anything is allocated."""
MAX_LIST = 10_000
"""No list in a data file is longer."""
_NAME = re.compile(r"[a-z][a-z0-9_]{0,40}")


_OPTIONAL: dict[tuple[str, str], set[str]] = {}
"""(file, key) -> the defaults shown for it: every optional key a loader has read so far."""


def optional_keys() -> dict[tuple[str, str], set[str]]:
    """Every optional key read since start-up, by (``<folder>/<file>``, key): the defaults used."""
    return {k: set(v) for k, v in _OPTIONAL.items()}


def shown_default(value: Any) -> str:
    """A default as a data file would write it (``0``, ``true``, ``null``, ``{}``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list, tuple)) and not value:
        return "{}" if isinstance(value, dict) else "[]"
    return str(value)


class _Reading:
    """What the loader has read of one file: the keys it asked for in each mapping (by id)."""

    __slots__ = ("read", "root")

    def __init__(self, root: Any):
        self.root = root
        self.read: dict[int, set] = {}

    def mark(self, mapping: dict, key: Any) -> None:
        self.read.setdefault(id(mapping), set()).add(key)


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
    """A value read from a YAML file, with the path that leads to it.

    The accessors check everything a loader needs so that a mistake can never load silently:
    a number's type (``true`` is not a number) and range (±MAX_NUMBER unless given), a list's
    length and uniqueness, a name among the known ones (``choices``), an art file that must
    exist (``art``)."""

    __slots__ = ("file", "reading", "value", "where")

    def __init__(self, file: Path, value: Any, where: str = "", reading: _Reading | None = None):
        self.file = file if isinstance(file, Path) else Path(file)
        self.value = value
        self.where = where
        self.reading = reading

    @classmethod
    def load(cls, path: Path) -> Node:
        """The file's top node; the loader calls ``done()`` on it once it has read everything."""
        value = load_yaml(path)
        return cls(path, value, reading=_Reading(value))

    def done(self) -> None:
        """Refuse every key of the file that no accessor read: a misspelt optional key, a key
        of another effect, a left-over, anything the loader would otherwise pass over."""
        if self.reading is None:
            return
        stack = [Node(self.file, self.reading.root, "", None)]
        while stack:
            node = stack.pop()
            if isinstance(node.value, dict):
                read = self.reading.read.get(id(node.value), set())
                unread = [k for k in node.value if k not in read]
                if unread:
                    shown = sorted(str(k) for k in unread)
                    known = ", ".join(sorted(str(k) for k in read)) or "nothing"
                    node.fail(f"unknown key(s) {shown}: nothing reads them here (read here: {known})")
                stack += [node.child(str(k), v) for k, v in reversed(node.value.items())]
            elif isinstance(node.value, list):
                stack += [node.child(i, v) for i, v in reversed(list(enumerate(node.value)))]

    @classmethod
    def load_game_file(cls, game: str, name: str, folder: Path | None = None) -> Node:
        """``data/<game>/<name>``, or ``folder/<name>`` (a copy elsewhere, for tests)."""
        return cls.load((folder if folder is not None else DATA_DIR / game) / name)

    # -- errors ------------------------------------------------------------
    def fail(self, problem: str) -> NoReturn:
        raise DataError(self.file, self.where or "(top level)", problem)

    def labelled(self, label: str) -> Node:
        """The same node, its entry shown with a readable label (e.g. the card's id)."""
        return Node(self.file, self.value, f"{self.where} ({label})" if self.where else label, self.reading)

    def child(self, key: str | int, value: Any) -> Node:
        return Node(self.file, value, self._child_where(key), self.reading)

    def _mark(self, mapping: dict, key: Any) -> None:
        if self.reading is not None:
            self.reading.mark(mapping, key)

    def _missing(self, key: str) -> NoReturn:
        """A required key is missing; a key left unread that looks like it is named."""
        mapping = self.value if isinstance(self.value, dict) else {}
        read = self.reading.read.get(id(mapping), set()) if self.reading is not None else set()
        unread = [str(k) for k in mapping if k not in read and k != key]
        close = difflib.get_close_matches(key, unread, n=1)
        hint = f" ('{close[0]}' is written: a typo?)" if close else ""
        self.fail(f"missing key '{key}'{hint}")

    # -- shape ----------------------------------------------------------------
    def expect(self, kind: type | tuple[type, ...]) -> Any:
        if not _type_ok(self.value, kind):
            self.fail(f"must be {_type_name(kind)}, found {_shown(self.value)}")
        return self.value

    def number(self, kind: type | tuple[type, ...] = int, lo: float | None = None, hi: float | None = None) -> Any:
        """This node as a number of ``kind`` within ``lo..hi`` (±MAX_NUMBER by default)."""
        value = self.expect(kind)
        problem = _range_problem(value, lo, hi)
        if problem:
            self.fail(f"must be {problem}")
        return value

    def _child_where(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.where}[{key}]"
        return f"{self.where}.{key}" if self.where else str(key)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def node(self, key: str) -> Node:
        mapping = self.expect(dict)
        if key not in mapping:
            self._missing(key)
        self._mark(mapping, key)
        return Node(self.file, mapping[key], self._child_where(key), self.reading)

    def optional_node(self, key: str, kind: type | tuple[type, ...], default: Any) -> Node:
        """The node at ``key`` (of ``kind``), or ``default`` in its place: an optional key, see ``get``."""
        value = self.get(key, kind, default=default)
        return Node(self.file, value, self._child_where(key), self.reading)

    def _note_optional(self, key: str, default: Any) -> None:
        name = f"{self.file.parent.name}/{self.file.name}"
        _OPTIONAL.setdefault((name, key), set()).add(shown_default(default))

    def get(
        self,
        key: str,
        kind: type | tuple[type, ...] = object,
        default: Any = _MISSING,
        choices: Any = None,
        lo: float | None = None,
        hi: float | None = None,
        art: str | None = None,
        words: str | None = None,
    ) -> Any:
        """The value at ``key``, checked: type, one of ``choices``, range ``lo..hi`` (numbers
        are always bounded by ±MAX_NUMBER), ``art`` a pattern like ``"icons/{}"`` naming the
        SVG under art/ that must exist for this name, ``words`` a pattern like
        ``"schotten.colour.{}"`` naming the string the screen shows for it (it must exist).

        Required unless a ``default`` is given: then the key is optional, and the file's own
        comments must say so with that default (``optional_keys`` lists them for the test)."""
        mapping = self.expect(dict)
        self._mark(mapping, key)
        if default is not _MISSING:
            self._note_optional(key, default)
        if key not in mapping:
            if default is _MISSING:
                self._missing(key)
            return default
        value = mapping[key]
        if kind is not object and not _type_ok(value, kind):
            self.fail(f"'{key}' must be {_type_name(kind)}, found {_shown(value)}")
        if choices is not None and not _among(value, choices):
            known = ", ".join(str(c) for c in choices if c is not None)
            self.fail(f"'{key}' is {_shown(value)}, not a known name (known: {known})")
        if _is_number(value):
            problem = _range_problem(value, lo, hi)
            if problem:
                self.fail(f"'{key}' must be {problem}")
        if art is not None:
            self.check_art(key, value, art)
        if words is not None:
            self.check_words(key, value, words)
        return value

    def check_words(self, key: str, value: Any, pattern: str) -> None:
        """Refuse a name ``value`` (found at ``key``) the screen has no string ``pattern.format(value)`` for."""
        from game.core import i18n

        if not isinstance(value, str) or not _NAME.fullmatch(value):
            self.fail(f"'{key}' must be a name in lower case (a-z, 0-9, _), found {_shown(value)}")
        text_key = pattern.format(value)
        if not i18n.defined(i18n.table(i18n.DEFAULT_LANGUAGE, text_key), text_key):
            self.fail(f"'{key}' is {value!r}, not a known name: there is no string '{text_key}'")

    def check_art(self, key: str, value: Any, pattern: str) -> None:
        """Refuse a name ``value`` (found at ``key``) with no ``art/<pattern.format(value)>.svg``."""
        if not isinstance(value, str) or not _NAME.fullmatch(value):
            self.fail(f"'{key}' must be a name in lower case (a-z, 0-9, _), found {_shown(value)}")
        if not (ART_DIR / f"{pattern.format(value)}.svg").is_file():
            self.fail(f"'{key}' is {value!r}, not a known name: there is no art/{pattern.format(value)}.svg")

    def ints(
        self,
        key: str,
        length: int | None = None,
        lo: int | None = None,
        hi: int | None = None,
        unique: bool = False,
        rising: bool = False,
        min_length: int = 1,
        max_length: int = MAX_LIST,
        what: str = "",
    ) -> tuple[int, ...]:
        """A list of whole numbers at ``key``: its length (exactly ``length``, else within
        ``min_length..max_length``), each within ``lo..hi``, optionally all different and/or
        never falling.  ``what`` names the elements when the rulebook fixes their number."""
        values = self.list_of(key, length, min_length, max_length, what)
        for i, value in enumerate(values):
            if not _is_number(value) or not isinstance(value, int) or _range_problem(value, lo, hi):
                self.child(key, values).child(i, value).number(int, lo, hi)
        if unique and len(set(values)) != len(values):
            self.fail(f"'{key}' lists a number twice: {values!r}")
        if rising and list(values) != sorted(values):
            self.fail(f"'{key}' must run from the smallest to the largest, found {values!r}")
        return tuple(values)

    def names(
        self,
        key: str,
        choices: Any,
        length: int | None = None,
        min_length: int = 1,
        max_length: int = MAX_LIST,
    ) -> tuple[str, ...]:
        """A list of known names at ``key`` (each one of ``choices``, none twice)."""
        values = self.list_of(key, length, min_length, max_length)
        for value in values:
            if not isinstance(value, str) or not _among(value, choices):
                known = ", ".join(str(c) for c in choices)
                self.fail(f"'{key}' holds {_shown(value)}, not a known name (known: {known})")
        if len(set(values)) != len(values):
            self.fail(f"'{key}' names something twice: {values!r}")
        return tuple(values)

    def list_of(
        self, key: str, length: int | None = None, min_length: int = 0, max_length: int = MAX_LIST, what: str = ""
    ) -> list:
        """The list at ``key``, of exactly ``length`` elements or within ``min_length..max_length``."""
        values = self.get(key, list)
        if length is not None and len(values) != length:
            if what:
                self.fail(f"'{key}': the rulebook fixes {length} {what}, found {len(values)}")
            self.fail(f"'{key}' must list {length} values, found {len(values)}")
        if not min_length <= len(values) <= max_length:
            self.fail(f"'{key}' must list {min_length} to {max_length} values, found {len(values)}")
        return values

    def items(self) -> Iterator[Node]:
        """The elements of a list."""
        for i, value in enumerate(self.expect(list)):
            yield Node(self.file, value, self._child_where(i), self.reading)

    def entries(self) -> Iterator[tuple[str, Node]]:
        """The (key, value) pairs of a mapping (keys as text; two keys reading alike are refused)."""
        seen: set[str] = set()
        mapping = self.expect(dict)
        for key, value in mapping.items():
            name = str(key)
            if name in seen:
                self.fail(f"the key {name!r} appears twice")
            seen.add(name)
            self._mark(mapping, key)
            yield name, Node(self.file, value, self._child_where(name), self.reading)

    def only_keys(self, *allowed: str) -> None:
        unknown = set(self.expect(dict)) - set(allowed)
        if unknown:
            shown = sorted(str(k) for k in unknown)
            self.fail(f"unknown key(s) {shown} (allowed: {', '.join(allowed)})")

    def expect_count(self, count: int, what: str) -> None:
        found = len(self.expect(list))
        if found != count:
            self.fail(f"the rulebook fixes {count} {what}, found {found}")

    def census(self, found: Mapping[str, int], rulebook: Mapping[str, int], source: str) -> None:
        """Refuse counts that differ from the rulebook's (``rulebook``: what -> count, as the
        fact sheet ``source`` gives them; ``found``: the same tallies of what was read).  A
        missing or shortened entry changes a count, so it cannot load unnoticed."""
        for what, count in rulebook.items():
            if found.get(what, 0) != count:
                self.fail(f"{source} counts {count} {what}, found {found.get(what, 0)}")
        for what, count in found.items():
            if what not in rulebook and count:
                self.fail(f"{source} counts no {what}, found {count}")

    def unique(self, values: list, what: str) -> None:
        """Refuse a repeated value among ``values`` (ids, names…), naming the first repeat."""
        seen = set()
        for value in values:
            if value in seen:
                self.fail(f"the {what} {value!r} appears twice")
            seen.add(value)


def _among(value: Any, choices: Any) -> bool:
    """``value`` is one of ``choices``, of the same type too (``1`` is not ``true``)."""
    try:
        if value not in choices:
            return False
    except TypeError:  # an unhashable value (a list, a mapping) is no known name
        return False
    return any(type(c) is type(value) and c == value for c in choices)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _range_problem(value: Any, lo: float | None, hi: float | None) -> str:
    """'' when ``value`` lies in ``lo..hi`` (each ±MAX_NUMBER when not given), else why not."""
    low = -MAX_NUMBER if lo is None else lo
    high = MAX_NUMBER if hi is None else hi
    if isinstance(value, float) and not math.isfinite(value):
        return f"a number from {low} to {high}, found {value!r}"
    if value < low:
        return f"at least {low}, found {value!r}"
    if value > high:
        return f"at most {high}, found {_shown(value)}"
    return ""


def _shown(value: Any) -> str:
    """``repr`` cut short (a hostile value may be huge)."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
    return text if len(text) <= 60 else text[:57] + "..."
