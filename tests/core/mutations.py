"""Seeded mutations of a YAML data file, for the data-mutation test.

A mutation is a small, plausible mistake: a key deleted, a value of the wrong type, ``true``
where a number is expected, an unknown name, a duplicated entry or key, a list one element too
long or too short, a negative or huge number, an empty file, broken syntax, a
``!!python/object`` tag, an alias bomb, a hostile nesting depth.  Each says what the loader
must do with it: ``REFUSE`` (a DataError, always), or ``LOAD_OR_REFUSE`` (a DataError, or a
load whose result differs from the unmutated one — the change was not silently ignored), or
``REFUSE_OR_SAME`` (a DataError, or the very same result: a key deleted or a list cut short
never loads as something else; only an optional key written with its default may go).
"""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from collections.abc import Iterator
from typing import Any

import yaml

from game.core.data import StrictLoader
from game.tools.data_sweep import plain  # noqa: F401 - the tests compare loads with it

REFUSE = "refuse"
LOAD_OR_REFUSE = "load or refuse"
REFUSE_OR_SAME = "refuse or load the same"

HUGE_SMALL = 10**12
HUGE_TEXT = "1" + "0" * 5000
_SENTINEL = "ZZ_SENTINEL_ZZ"
UNKNOWN = "zz_unknown"
TAG = '!!python/object/apply:os.system ["echo pwned > /dev/null"]'
DEEP = "[" * 200 + "1" + "]" * 200
ALIAS_BOMB = 'zz_a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]\nzz_b: [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n'


@dataclasses.dataclass(frozen=True)
class Mutation:
    kind: str
    expect: str
    where: str
    text: str | bytes


Path_ = tuple  # a path of keys / indexes into the parsed tree


def parse(text: str) -> Any:
    return yaml.load(text, Loader=StrictLoader)


def dump(tree: Any) -> str:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(tree, Dumper=dumper, sort_keys=False, allow_unicode=True, default_flow_style=None, width=10**6)


def walk(tree: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    yield path, tree
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from walk(value, path + (key,))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            yield from walk(value, path + (i,))


def _parent(tree: Any, path: Path_) -> Any:
    for step in path[:-1]:
        tree = tree[step]
    return tree


def _replaced(tree: Any, path: Path_, value: Any) -> Any:
    out = copy.deepcopy(tree)
    _parent(out, path)[path[-1]] = value
    return out


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _with_sentinel(tree: Any, path: Path_, replacement: str) -> str:
    return dump(_replaced(tree, path, _SENTINEL)).replace(_SENTINEL, replacement, 1)


def _show(path: Path_) -> str:
    return ".".join(str(p) for p in path) or "(top)"


def mutations(text: str, seed: str, per_kind: int) -> list[Mutation]:
    """Up to ``per_kind`` mutations of each kind (sites chosen by ``seed``), plus the whole-file ones."""
    tree = parse(text)
    rng = random.Random(seed)
    sites = [(p, v) for p, v in walk(tree) if p]
    ints = [(p, v) for p, v in sites if _is_int(v)]
    strs = [(p, v) for p, v in sites if isinstance(v, str)]
    lists = [(p, v) for p, v in sites if isinstance(v, list) and v]
    keyed = [(p, v) for p, v in sites if isinstance(p[-1], str)]
    scalars = [(p, v) for p, v in sites if not isinstance(v, (dict, list))]

    def pick(pool: list) -> list:
        return rng.sample(pool, min(per_kind, len(pool)))

    out: list[Mutation] = []
    for p, _v in pick(keyed):
        smaller = copy.deepcopy(tree)
        del _parent(smaller, p)[p[-1]]
        out.append(Mutation("delete key", REFUSE_OR_SAME, _show(p), dump(smaller)))
    for p, v in pick(sites):
        other = {int: "seven", float: "half", str: 7, bool: "maybe", list: "text", dict: [1, 2]}
        wrong = other.get(type(v), {"a": 1}) if v is not None else [1]
        out.append(Mutation("wrong type", REFUSE, _show(p), dump(_replaced(tree, p, wrong))))
    for p, _v in pick(ints):
        out.append(Mutation("bool for int", REFUSE, _show(p), dump(_replaced(tree, p, rng.choice([True, False])))))
    for p, _v in pick(strs):
        out.append(Mutation("unknown name", LOAD_OR_REFUSE, _show(p), dump(_replaced(tree, p, UNKNOWN))))
    for p, _v in pick([(p, v) for p, _v in keyed if isinstance(_parent(tree, p), dict)]):
        renamed = copy.deepcopy(tree)
        parent = _parent(renamed, p)
        items = [(UNKNOWN if k == p[-1] else k, val) for k, val in parent.items()]
        parent.clear()
        parent.update(items)
        out.append(Mutation("unknown key", REFUSE, _show(p), dump(renamed)))
    for p, _v in pick(lists):
        doubled = copy.deepcopy(tree)
        target = _parent(doubled, p + (0,))
        i = rng.randrange(len(target))
        target.insert(i, copy.deepcopy(target[i]))
        out.append(Mutation("duplicate entry", REFUSE, f"{_show(p)}[{i}]", dump(doubled)))
    out += _duplicate_keys(text, rng, per_kind)
    for p, v in pick(lists):
        shorter = _replaced(tree, p, v[:-1])
        out.append(Mutation("list one shorter", REFUSE_OR_SAME, _show(p), dump(shorter)))
        extra = _new_element(v)
        out.append(Mutation("list one longer", LOAD_OR_REFUSE, _show(p), dump(_replaced(tree, p, v + [extra]))))
    for p, v in pick(ints):
        out.append(Mutation("negative", LOAD_OR_REFUSE, _show(p), dump(_replaced(tree, p, -v if v else -1))))
        out.append(Mutation("other number", LOAD_OR_REFUSE, _show(p), dump(_replaced(tree, p, v + 1))))
    for p, _v in pick(ints):
        out.append(Mutation("huge 10**12", REFUSE, _show(p), dump(_replaced(tree, p, HUGE_SMALL))))
        out.append(Mutation("huge 10**5000", REFUSE, _show(p), _with_sentinel(tree, p, HUGE_TEXT)))
    for p, _v in pick(scalars):
        out.append(Mutation("python tag", REFUSE, _show(p), _with_sentinel(tree, p, TAG)))
    for p, _v in pick(scalars)[:2]:
        out.append(Mutation("nested 200 deep", REFUSE, _show(p), _with_sentinel(tree, p, DEEP)))
    out += _whole_file(text, rng)
    return out


def _new_element(values: list) -> Any:
    last = values[-1]
    if _is_int(last):
        return last + 1
    if isinstance(last, str):
        return UNKNOWN
    return copy.deepcopy(last) if not isinstance(last, dict) else {UNKNOWN: 1}


_KEY_LINE = re.compile(r"^(\s*(?:- )?)([A-Za-z_][\w]*|\d+):(.*)$")
_COMMENT = re.compile(r"(?:^|\s)#")
_FLOW_PAIR = re.compile(r"([{,]\s*)([A-Za-z_]\w*): ([^,{}\[\]]+)")


def _duplicate_keys(text: str, rng: random.Random, per_kind: int) -> list[Mutation]:
    """A mapping key written twice (block style: the line repeated; flow style: the pair)."""
    lines = text.splitlines(keepends=True)
    block = [i for i, line in enumerate(lines) if _KEY_LINE.match(line) and not line.lstrip().startswith("- ")]
    out = []
    for i in rng.sample(block, min(per_kind // 2 + 1, len(block))):
        indent, key, rest = _KEY_LINE.match(lines[i]).groups()
        copy_line = f"{indent}{key}: {rest.strip() or '1'}\n"
        twice = lines[:i + 1] + [copy_line] + lines[i + 1:]
        out.append(Mutation("duplicate key", REFUSE, f"line {i + 1} ({key})", "".join(twice)))
    flows = []  # (line, match) outside comments
    for i, line in enumerate(lines):
        code = _COMMENT.split(line, maxsplit=1)[0]
        flows += [(i, m) for m in _FLOW_PAIR.finditer(code)]
    for i, m in rng.sample(flows, min(per_kind // 2 + 1, len(flows))):
        pair = f"{m.group(2)}: {m.group(3).strip()}"
        line = lines[i][:m.end()] + f", {pair}" + lines[i][m.end():]
        twice = "".join(lines[:i] + [line] + lines[i + 1:])
        out.append(Mutation("duplicate key", REFUSE, f"line {i + 1} ({m.group(2)})", twice))
    return out


def _whole_file(text: str, rng: random.Random) -> list[Mutation]:
    lines = text.splitlines(keepends=True)
    at = rng.randrange(len(lines) + 1)
    broken = "".join(lines[:at] + ["zz: [unclosed, {\n"] + lines[at:])
    bad_indent = "".join(lines[:at] + ["   - : : ]\n"] + lines[at:])
    return [
        Mutation("empty file", REFUSE, "(file)", ""),
        Mutation("comments only", REFUSE, "(file)", "# nothing here\n\n"),
        Mutation("invalid syntax", REFUSE, f"line {at + 1}", broken),
        Mutation("invalid syntax", REFUSE, f"line {at + 1}", bad_indent),
        Mutation("alias bomb", REFUSE, "(file end)", text.rstrip("\n") + "\n" + ALIAS_BOMB),
        Mutation("top level list", REFUSE, "(file)", "- 1\n- 2\n"),
        Mutation("not UTF-8", REFUSE, "(file)", b"stones: \xff\xfe\n"),
    ]
