"""Translatable messages and the string tables in data/i18n/<lang>/<domain>.yaml.

Rules code never builds sentences: it returns ``Msg(key, **params)`` and the screen
translates it at draw time, so switching language re-translates everything, the game
log included.  A key is ``<domain>.<path>``: ``schotten.log.play`` lives in
``data/i18n/en/schotten.yaml`` under ``log: play:``.

A sentence that depends on a number has two forms, chosen by the parameter ``count``
(or the one named by ``by``)::

    passive_done:
      one: "{player} crossed {count} space."
      other: "{player} crossed {count} spaces."
      # by: coins      (optional: the parameter that decides, when it is not count)
"""

from __future__ import annotations

import contextlib
import string
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.paths import DATA_DIR, ROOT

LANGUAGES = {"en": "English", "pt": "Português"}
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True, init=False)
class Msg:
    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, /, **params: Any):
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(sorted(params.items())))

    @classmethod
    def raw(cls, text: str) -> Msg:
        """Text that needs no translation (a player's name, a file name)."""
        return cls("", text=text)

    def __str__(self) -> str:
        return tr(self)


class _Formatter(string.Formatter):
    """Formats a ``Msg`` field by translating it; ``{field:clause}`` drops the sentence's
    closing full stop or exclamation mark (a log line quoted inside another sentence)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Msg):
            text = tr(value)
            return text.rstrip(" .!") if format_spec == "clause" else text
        return super().format_field(value, format_spec)


_formatter = _Formatter()
_tables: dict[tuple[str, str], dict[str, str]] = {}
"""(language, domain) -> its loaded strings: a domain's file is read the first time one of
its keys is asked for, so start-up reads only ``core``."""
_language = DEFAULT_LANGUAGE
_seat_names: list[str] = []

SEAT_KEY = "core.seat"
"""``Msg(SEAT_KEY, seat=n)`` names seat ``n``: rules speak of seats, the screen of people."""


def set_seat_names(names: list[str]) -> None:
    """The names of the seats of the match on screen (used by ``Msg(SEAT_KEY, seat=n)``)."""
    _seat_names[:] = names


@contextlib.contextmanager
def speaking(lang: str, seat_names: list[str]) -> Iterator[None]:
    """Translate into ``lang``, naming the seats ``seat_names``, inside the block (a text written
    for a file: the screen's language and names come back after it)."""
    global _language
    before, names = _language, list(_seat_names)
    set_language(lang)
    _seat_names[:] = seat_names
    try:
        yield
    finally:
        _language = before
        _seat_names[:] = names


def seat_msg(seat: int) -> Msg:
    return Msg(SEAT_KEY, seat=seat)


def _flatten(prefix: str, node: Any, out: dict[str, str], source: Path) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if not isinstance(key, str):
                from game.core.yamlfile import DataError

                # YAML 1.1 reads keys such as on/off/yes/no as booleans: quote or rename them.
                raise DataError(source, f"{prefix}.{key}", "keys must be text (quote on/off/yes/no)")
            _flatten(f"{prefix}.{key}", value, out, source)
    elif isinstance(node, str):
        out[prefix] = node
    else:
        from game.core.yamlfile import DataError

        raise DataError(source, prefix, f"expected text, found {type(node).__name__}")


def load_table(lang: str, root: Path = DATA_DIR / "i18n") -> dict[str, str]:
    """Every string of a language, all domains (for checks across tables)."""
    from game.core.yamlfile import load_yaml

    table: dict[str, str] = {}
    folder = root / lang
    for path in sorted(folder.glob("*.yaml")):
        _flatten(path.stem, load_yaml(path), table, path)
    return table


def _fields(template: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    except ValueError:
        return {"(not a valid template)"}


def check_tables(root: Path = DATA_DIR / "i18n") -> dict[str, dict[str, str]]:
    """Every language's strings, checked against English: a key missing in any language, a
    key only one language has, different ``{fields}`` or a broken template raise a DataError
    naming the file and the key.  Returns the tables by language."""
    from game.core.yamlfile import DataError

    tables = {lang: load_table(lang, root) for lang in LANGUAGES}
    english = tables[DEFAULT_LANGUAGE]

    def fail(lang: str, key: str, problem: str) -> None:
        raise DataError(root / lang / f"{key.partition('.')[0]}.yaml", key, problem)

    for lang, strings in tables.items():
        for key, template in strings.items():
            if _fields(template) == {"(not a valid template)"}:
                fail(lang, key, "not a valid template (a '{' or '}' without its pair)")
            base, _, form = key.rpartition(".")
            if form in ("one", "by") and f"{base}.other" not in strings:
                fail(lang, key, f"a plural form needs its 'other' form ({base}.other)")
            if form == "by" and template not in _fields(strings[f"{base}.other"]):
                fail(lang, key, f"'by: {template}' names no field of {base}.other")
        if lang == DEFAULT_LANGUAGE:
            continue
        for missing, has_it, lacks in (
            (set(english) - set(strings), DEFAULT_LANGUAGE, lang),
            (set(strings) - set(english), lang, DEFAULT_LANGUAGE),
        ):
            if missing:
                key = min(missing)
                other = root / has_it / f"{key.partition('.')[0]}.yaml"
                shown = other.resolve().relative_to(ROOT) if other.resolve().is_relative_to(ROOT) else other
                fail(lacks, key, f"missing here, present in {shown} ({len(missing)} key(s) in all)")
        for key, template in english.items():
            theirs, ours = sorted(_fields(strings[key])), sorted(_fields(template))
            if theirs != ours:
                fail(lang, key, f"fields {theirs} differ from English {ours}")
    return tables


def table(lang: str, key: str) -> dict[str, str]:
    """The loaded strings of the domain ``key`` belongs to (``schotten`` for ``schotten.log.play``)."""
    domain = key.partition(".")[0]
    strings = _tables.get((lang, domain))
    if strings is None:
        from game.core.yamlfile import load_yaml

        strings = {}
        path = DATA_DIR / "i18n" / lang / f"{domain}.yaml"
        if path.is_file():
            _flatten(domain, load_yaml(path), strings, path)
        _tables[(lang, domain)] = strings
    return strings


def set_language(lang: str) -> None:
    global _language
    _language = lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def language() -> str:
    return _language


def defined(strings: dict[str, str], key: str) -> bool:
    """Whether a loaded table holds ``key``, as one text or as singular/plural forms."""
    return key in strings or f"{key}.other" in strings


def has(key: str) -> bool:
    return any(defined(table(lang, key), key) for lang in (_language, DEFAULT_LANGUAGE))


_warned: set[tuple[str, str]] = set()


def warn_once(lang: str, key: str, problem: str) -> None:
    """One line on stderr the first time a key is missing (never a crash, never silence)."""
    if (lang, key) not in _warned:
        _warned.add((lang, key))
        print(f"Quiet Table: string '{key}' {problem}", file=sys.stderr)


def _template(key: str, params: dict[str, Any]) -> str | None:
    """The text of ``key`` (current language, else English), or of its singular/plural form
    chosen by the deciding number.  A missing key warns once on stderr."""
    for lang in (_language, DEFAULT_LANGUAGE):
        strings = table(lang, key)
        found = None
        if key in strings:
            found = strings[key]
        elif f"{key}.other" in strings:
            number = params.get(strings.get(f"{key}.by", "count"))
            found = strings.get(f"{key}.one", strings[f"{key}.other"]) if number == 1 else strings[f"{key}.other"]
        if found is not None:
            if lang != _language:
                warn_once(_language, key, f"is missing in '{_language}': shown in English")
            return found
    warn_once(DEFAULT_LANGUAGE, key, "is missing in every language: the key itself is shown")
    return None


def tr(msg: Msg | str, **params: Any) -> str:
    """Translate a Msg (or a key with params) into the current language."""
    if isinstance(msg, Msg):
        key, all_params = msg.key, dict(msg.params)
        all_params.update(params)
    else:
        key, all_params = msg, params
    if key == "":
        return str(all_params.get("text", ""))
    if key == SEAT_KEY:
        seat = all_params.get("seat", 0)
        if isinstance(seat, int) and 0 <= seat < len(_seat_names):
            return _seat_names[seat]
        return tr("core.seat_default", number=int(seat) + 1)
    template = _template(key, all_params)
    if template is None:
        return key
    try:
        return _formatter.vformat(template, (), all_params)
    except (KeyError, IndexError, ValueError):
        return template
