"""A small markdown subset for the rules reference: # and ## headings, paragraphs,
"- " bullets and **bold** runs.  Laid out once per width, drawn line by line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

STYLES = {
    "h1": TextStyle(40, Palette.accent_deep, True, True),
    "h2": TextStyle(31, Palette.ink, True, True),
    "p": TextStyle(25, Palette.ink),
    "li": TextStyle(25, Palette.ink),
}
SPACE_BEFORE = {"h1": 34, "h2": 24, "p": 12, "li": 6}


@dataclass
class Block:
    kind: str
    text: str


@dataclass
class Line:
    y: int
    x: int
    spans: list[tuple[str, TextStyle, bool]]
    block: int
    bullet: bool = False


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(Block("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(Block("h1", line[2:].strip()))
        elif line.startswith("- "):
            flush()
            blocks.append(Block("li", line[2:].strip()))
        elif blocks and blocks[-1].kind == "li" and not paragraph and raw.startswith("  "):
            blocks[-1].text += " " + line
        else:
            paragraph.append(line)
    flush()
    return blocks


def _words(text: str, base: TextStyle) -> list[tuple[str, TextStyle, bool]]:
    """Words with their style and whether a space comes before them in the source."""
    bold = TextStyle(base.size, base.colour, True, base.serif)
    out: list[tuple[str, TextStyle, bool]] = []
    ended_with_space = False
    for i, part in enumerate(re.split(r"\*\*", text)):
        style = bold if i % 2 else base
        for match in re.finditer(r"(\s*)(\S+)", part):
            spaced = bool(match.group(1)) or (match.start() == 0 and ended_with_space)
            out.append((match.group(2), style, spaced and bool(out)))
        if part:
            ended_with_space = part[-1].isspace()
    return out


def layout(p: Painter, blocks: list[Block], width: int) -> tuple[list[Line], int]:
    """Lines with virtual y offsets; returns the lines and the total height."""
    lines: list[Line] = []
    y = 0
    space_w = p.measure(" ", STYLES["p"])[0]
    for index, block in enumerate(blocks):
        base = STYLES[block.kind]
        y += SPACE_BEFORE[block.kind] if lines else 0
        indent = 34 if block.kind == "li" else 0
        line_h = round(p.measure("Ag", base)[1] * 1.08)
        current: list[tuple[str, TextStyle, bool]] = []
        x = 0
        first = True
        for word, style, spaced in _words(block.text, base):
            w = p.measure(word, style)[0] + (space_w if spaced and current else 0)
            if current and x + w > width - indent:
                lines.append(Line(y, indent, current, index, bullet=first and block.kind == "li"))
                first = False
                y += line_h
                current, x = [], 0
                w -= space_w if spaced else 0
            current.append((word, style, spaced and bool(current)))
            x += w
        if current:
            lines.append(Line(y, indent, current, index, bullet=first and block.kind == "li"))
            y += line_h
    return lines, y


def draw_line(p: Painter, line: Line, origin: tuple[int, int]) -> None:
    x = origin[0] + line.x
    y = origin[1] + line.y
    if line.bullet:
        p.circle((origin[0] + 12, y + 17), 5, Palette.accent)
    space = p.measure(" ", STYLES["p"])[0]
    for word, style, spaced in line.spans:
        if spaced:
            x += space
        r = p.text(word, (x, y), style)
        x = r.right
