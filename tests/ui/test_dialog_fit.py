"""A dialog's buttons always stand inside its panel (the lesson's end offered three wide buttons
that stuck out past both edges of a 900-wide panel)."""

import pytest

from game.core.i18n import Msg
from game.scenes.dialog import Dialog
from game.ui.layout import VIRTUAL_W


@pytest.mark.parametrize("widths", [None, [260, 260], [300, 300, 340], [420, 420, 420]])
def test_a_dialogs_buttons_stand_inside_its_panel(app, widths):
    count = len(widths) if widths else 3
    buttons = [(Msg("core.button.confirm_yes"), None, "secondary")] * count
    dialog = Dialog(app, Msg("core.lessons.finished"), Msg("core.lessons.finished"), buttons, widths=widths)
    panel = dialog.panel_rect
    assert len(dialog.group.widgets) == count
    for button in dialog.group.widgets:
        assert panel.contains(button.rect), (button.rect, panel)
    assert panel.centerx == VIRTUAL_W // 2  # still centred on the stage
