"""Every character of every string and rules text has a glyph in each bundled font face."""

import pygame
import pytest

from game.core import i18n
from game.core.paths import ART_DIR, DATA_DIR
from game.ui.art import FONT_FILES


def used_characters() -> set[str]:
    chars: set[str] = set()
    for lang in i18n.LANGUAGES:
        for text in i18n.load_table(lang).values():
            chars.update(text)
    for path in (DATA_DIR / "rules").rglob("*.md"):
        chars.update(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() and not c.isspace()}


@pytest.mark.parametrize("face", sorted(set(FONT_FILES.values())))
def test_no_missing_glyphs(face):
    pygame.font.init()
    font = pygame.font.Font(str(ART_DIR / "fonts" / face), 30)
    missing_glyph = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")
    missing = sorted(
        c for c in used_characters() if pygame.image.tobytes(font.render(c, True, (0, 0, 0)), "RGBA") == missing_glyph
    )
    assert missing == [], f"{face} lacks {''.join(missing)!r}"
