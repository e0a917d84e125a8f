"""The keyboard-help line inside a game view lists H (suggest a move) while the "Suggest a move"
button setting is on, and not when it is off (issue 13 / the hint's key)."""

import pytest

from game.core.i18n import tr
from game.tools.catalog import entries
from game.ui import draw, layers


@pytest.mark.parametrize("on", [True, False])
def test_glenmore_turn_panel_lists_h_with_the_setting(app, on, monkeypatch):
    app.settings.show_hint_button = on
    seen: list[str] = []
    text = draw.Painter.text

    def spy(self, s, *args, **kwargs):
        seen.append(tr(s) if not isinstance(s, str) else s)
        return text(self, s, *args, **kwargs)

    monkeypatch.setattr(draw.Painter, "text", spy)
    monkeypatch.setattr(layers, "ENABLED", False)
    dict(entries())["glenmore-play"](app)
    app.step([], 0.05)
    app.render()
    help_text = " ".join(seen)  # the line may wrap: its parts are drawn one after another
    assert "Enter" in help_text, "no keyboard-help line drawn"
    assert ("H suggest" in help_text) is on
