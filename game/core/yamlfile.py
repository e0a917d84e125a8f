"""Reading one YAML data file safely: the strict loader and ``DataError``.

The lowest layer of data loading, below ``game.core.data`` (which walks what is read with
``Node``) and ``game.core.i18n`` (which reads the string tables): both import from here, so
neither imports the other for it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.core.paths import ROOT


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

MAX_FILE_BYTES = 2_000_000
"""No data file is larger (the biggest is about 30 kB)."""
MAX_DEPTH = 40
"""No data file nests deeper (a hostile file nested 100,000 levels deep is refused)."""
_MAX_DIGITS = 30
_INT_TAG = "tag:yaml.org,2002:int"
_FLOAT_TAG = "tag:yaml.org,2002:float"


def _strict(base: type) -> type:
    """``base`` (the C or the pure-Python safe loader), stricter: a mapping key written twice,
    an alias (``&a``/``*a``), nesting deeper than MAX_DEPTH or a number longer than 30 digits is
    refused with the line where it is (PyYAML would silently keep the last of two keys)."""

    class Strict(base):  # type: ignore[misc,valid-type]
        def construct_document(self, node: yaml.Node) -> Any:
            _check_tree(node)
            return super().construct_document(node)

        def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
            mapping = super().construct_mapping(node, deep=deep)
            if len(mapping) != len(node.value):
                _refuse_repeated_key(self, node)
            return mapping

    Strict.__name__ = Strict.__qualname__ = f"Strict{base.__name__}"
    return Strict


def _refuse_repeated_key(loader: Any, node: yaml.MappingNode) -> None:
    seen: dict[Any, int] = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"the key {key!r} appears twice (first on line {seen[key] + 1})", key_node.start_mark
            )
        seen[key] = key_node.start_mark.line


StrictLoader = _strict(SAFE_LOADER)
"""The loader every data file is read with (C when available)."""
PureStrictLoader = _strict(yaml.SafeLoader)
"""The same checks on the pure-Python safe loader (used when libyaml is missing; tested)."""


def _check_tree(root: yaml.Node) -> None:
    """Refuse aliases, too deep a nesting and overlong numbers before anything is built."""
    seen: set[int] = set()
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:
            raise yaml.constructor.ConstructorError(
                None, None, "aliases (&name / *name) are not used in data files", node.start_mark
            )
        seen.add(id(node))
        if depth > MAX_DEPTH:
            raise yaml.constructor.ConstructorError(
                None, None, f"nested more than {MAX_DEPTH} levels deep", node.start_mark
            )
        if isinstance(node, yaml.ScalarNode):
            if node.tag in (_INT_TAG, _FLOAT_TAG) and len(node.value) > _MAX_DIGITS:
                raise yaml.constructor.ConstructorError(
                    None, None, f"a number of {len(node.value)} characters is far too large", node.start_mark
                )
        elif isinstance(node, yaml.SequenceNode):
            stack += [(child, depth + 1) for child in node.value]
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack += [(key, depth + 1), (value, depth + 1)]


def load_yaml(path: Path, loader: type = StrictLoader) -> Any:
    """Parse one YAML file safely; a missing or empty file or a syntax error becomes a DataError
    naming the file (and the line when the parser knows it)."""
    try:
        if Path(path).stat().st_size > MAX_FILE_BYTES:
            raise DataError(path, "", f"larger than any data file ({MAX_FILE_BYTES // 1_000_000} MB at most)")
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, "", "file is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(path, "", f"cannot be read ({exc})") from None
    try:
        value = yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(path, where, f"not valid YAML: {problem}") from None
    except (ValueError, TypeError, RecursionError, MemoryError, OverflowError) as exc:
        raise DataError(path, "", f"not valid YAML: {type(exc).__name__}") from None
    if value is None:
        raise DataError(path, "", "the file is empty")
    return value
