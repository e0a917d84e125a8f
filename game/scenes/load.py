"""Load a saved game (named saves and autosaves), and save the current one under a name."""

from __future__ import annotations

import pygame

from game import games, storage
from game.core import i18n
from game.core.i18n import Msg
from game.core.match import SaveError
from game.scenes import registry
from game.scenes.common import Overlay, PageScene
from game.scenes.dialog import Dialog, confirm
from game.scenes.lessons import save_label
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.widgets import Button, ScrollList, TextInput


def game_name(key: str) -> Msg:
    return Msg(f"{key}.name") if key in games.GAME_ORDER else Msg.raw(key or "?")


def players_text(info: storage.SaveInfo) -> Msg:
    """Who plays in a save; a solo game also names what the person plays against
    (``<game>.solo.players``, when the game has it)."""
    solo = f"{info.game}.solo.players"
    if len(info.players) == 1 and i18n.has(solo):
        return Msg(solo, player=info.players[0])
    return Msg.raw(" · ".join(info.players))


def result_text(info: storage.SaveInfo) -> Msg | None:
    """How a finished game ended ("Ana won 54–41", ties said as ties), or None when unknown."""
    return None if info.result is None else storage.result_line(info.players, info.result)


def open_save(app, info: storage.SaveInfo) -> bool:
    """Load ``info`` and put it on the table; a damaged file is reported and left as it is,
    with an offer to restore its previous version when its ``.bak`` can be read."""
    try:
        if info.error is not None:
            raise SaveError(info.error)
        match = storage.load_match(info.path, games.rules_or_none)
    except SaveError as exc:
        report_damaged(app, info, exc.reason)
        return False
    match_id = info.path.stem if info.autosave else storage.new_match_id()
    registry.open_match(app, match, match_id)
    app.toast(Msg("core.load.loaded"), "good")
    return True


def report_damaged(app, info: storage.SaveInfo, reason: Msg) -> None:
    backup = info.backup or storage.verify(storage.read_info(info.path), games.rules_or_none).backup
    lines = [reason, Msg("core.save.kept", path=str(info.path))]
    buttons = [(Msg("core.button.ok"), None, "primary")]
    if backup is not None:
        lines.append(Msg("core.save.backup_offer"))
        buttons = [
            (Msg("core.button.cancel"), None, "secondary"),
            (Msg("core.save.restore"), lambda: restore(app, info), "primary"),
        ]
    text = Msg.raw("\n\n".join(i18n.tr(line) for line in lines))
    widths = [260] * (len(buttons) - 1) + [260 if backup is None else 440]
    app.stack.push(Dialog(app, Msg("core.load.failed"), text, buttons, icon="warning", widths=widths))


def restore(app, info: storage.SaveInfo) -> None:
    """Put the previous version of a damaged save back (the damaged file is kept aside)."""
    try:
        kept = storage.restore_backup(info.path)
    except SaveError as exc:
        app.toast(Msg("core.save.restore_failed", detail=exc.reason), "warning")
        return
    except OSError as exc:
        app.toast(Msg("core.save.restore_failed", detail=exc.strerror or str(exc)), "warning")
        return
    app.toast(Msg("core.save.restored", file=kept.name if kept else "-"), "good")
    refresh = getattr(app.stack.top, "refresh", None)
    if refresh is not None:
        refresh()


class LoadScene(PageScene):
    name = "load"
    heading = Msg("core.load.title")
    panel_rect = pygame.Rect(210, 70, 1500, 940)

    def build(self) -> None:
        r = self.panel_rect
        self.saves = storage.list_saves(games.rules_or_none)
        self.list = ScrollList(
            pygame.Rect(r.x + 50, r.y + 140, r.w - 100, r.h - 280),
            self.saves,
            104,
            self._draw_row,
            on_activate=self._open,
        )
        self.group.add(self.list)
        self.group.add(self.back_button())
        self.load_button = Button(
            pygame.Rect(r.right - 320, r.bottom - 100, 280, 72),
            Msg("core.button.load"),
            self._open_selected,
            icon="folder",
            kind="primary",
        )
        self.group.add(self.load_button)
        self.review_button = Button(
            pygame.Rect(r.right - 620, r.bottom - 100, 280, 72),
            Msg("records.review.button"),
            self._review_selected,
            icon="play",
            tooltip=Msg("records.review.button_tip"),
        )
        self.review_button.widen(self.app.painter, 420)  # where Restore stands for a damaged file (never both)
        self.group.add(self.review_button)
        self.restore_button = Button(
            pygame.Rect(r.right - 780, r.bottom - 100, 440, 72),
            Msg("core.save.restore"),
            self._restore_selected,
            icon="undo",
        )
        self.group.add(self.restore_button)
        self._sync_buttons()

    def refresh(self) -> None:
        self.rebuild()

    @property
    def selected(self) -> storage.SaveInfo | None:
        return self.saves[self.list.selected] if 0 <= self.list.selected < len(self.saves) else None

    def _open_selected(self) -> None:
        if self.selected is not None:
            self._open(self.selected)

    def _review_selected(self) -> None:
        """The selected save on the table, step by step, up to where it stands (the file is only read)."""
        if self.selected is not None and self.selected.error is None:
            registry.review_save(self.app, self.selected)

    def _restore_selected(self) -> None:
        if self.selected is not None and self.selected.backup is not None:
            restore(self.app, self.selected)

    def _open(self, info: storage.SaveInfo) -> None:
        open_save(self.app, info)

    def _draw_row(self, p: Painter, info: storage.SaveInfo, rect: pygame.Rect, selected: bool, hovered: bool) -> None:
        band = rect.inflate(-6, -10)
        fill = Palette.accent_soft if selected else (*Palette.bg_deep, 150 if hovered else 90)
        p.rect(band, fill, 12)
        if info.error is not None:
            p.icon("warning", pygame.Rect(band.x + 18, band.centery - 22, 44, 44), Palette.danger)
            p.text(
                Msg.raw(info.path.name),
                (band.x + 80, band.y + 12),
                TextStyle(26, Palette.ink, True),
                max_width=band.w - 680,
            )
            p.text(info.error, (band.x + 80, band.y + 50), TextStyle(22, Palette.danger), max_width=band.w - 120)
            tag = Msg("core.save.backup_offer") if info.backup is not None else Msg("core.load.damaged")
            p.text(
                tag, (band.right - 20, band.y + 14), TextStyle(22, Palette.accent_deep, True), "topright", max_width=560
            )
            return
        if info.game in games.available():
            p.svg(f"scenes/emblem_{info.game}", pygame.Rect(band.x + 10, band.y + 8, 112, 70))
        title = save_label(info) or Msg("core.load.game_players", game=game_name(info.game), players=players_text(info))
        p.text(title, (band.x + 140, band.y + 12), TextStyle(26, Palette.ink, True), max_width=band.w - 480)
        detail = result_text(info) or info.progress or Msg("core.progress.generic")
        p.text(detail, (band.x + 140, band.y + 50), TextStyle(22, Palette.ink_soft), max_width=band.w - 480)
        tags = []
        if info.autosave:
            tags.append(Msg("core.load.autosave"))
        if info.over:
            tags.append(Msg("core.load.finished"))
        if not info.autosave:
            tags.insert(0, Msg.raw(info.name))
        x = band.right - 20
        p.text(info.saved_at.replace("T", "  "), (x, band.y + 14), TextStyle(22, Palette.ink_soft), "topright")
        for tag in tags:
            r = p.text(tag, (x, band.y + 52), TextStyle(20, Palette.accent_deep, True), "topright", max_width=300)
            x = r.x - 16

    def draw_content(self, p: Painter) -> None:
        if not self.saves:
            r = self.panel_rect
            p.text(Msg("core.load.empty"), (r.centerx, r.y + 300), TextStyle(30, Palette.ink_soft), "center")
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        chosen = self.selected
        self.load_button.enabled = chosen is not None and chosen.error is None
        self.review_button.visible = self.load_button.enabled
        self.restore_button.visible = chosen is not None and chosen.backup is not None


class SaveAsScene(Overlay):
    name = "save_as"
    size = (900, 440)

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        r = self.panel_rect
        self.name_text = ""
        self.input = TextInput(
            pygame.Rect(r.x + 60, r.y + 150, r.w - 120, 72),
            "",
            self._typed,
            max_len=40,
            placeholder=Msg("core.load.save_name"),
            on_enter=self.save,
        )
        self.input.focused = True
        self.group.add(self.input)
        self.group.add(Button(pygame.Rect(r.x + 60, r.bottom - 100, 240, 68), Msg("core.button.cancel"), self.close))
        self.group.add(
            Button(
                pygame.Rect(r.right - 300, r.bottom - 100, 240, 68),
                Msg("core.button.save"),
                self.save,
                icon="save",
                kind="primary",
            )
        )

    def _typed(self, text: str) -> None:
        self.name_text = text
        self.problem = storage.save_name_problem(text) if text.strip() else None

    problem: Msg | None = None
    """Why the name typed so far cannot name a save (shown under the field)."""

    def save(self, overwrite: bool = False) -> None:
        name = self.name_text.strip()
        if not name:
            return
        self.problem = storage.save_name_problem(name)
        if self.problem is not None:
            self.app.toast(self.problem, "warning")
            return
        try:
            storage.save_named(self.play.match, name, overwrite=overwrite)
        except FileExistsError:
            confirm(
                self.app,
                Msg("core.button.save_as"),
                Msg("core.load.exists", name=name),
                lambda: self.save(overwrite=True),
                yes=Msg("core.button.overwrite"),
            )
            return
        except SaveError as exc:
            self.app.toast(exc.reason, "warning")
            return
        except OSError as exc:
            self.app.toast(Msg.raw(str(exc)), "warning")
            return
        self.close()
        self.app.toast(Msg("core.game.saved_as", name=name), "good")

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text(Msg("core.button.save_as"), (r.x + 60, r.y + 50), TextStyle(44, Palette.ink, True, True))
        if self.problem is not None:
            p.text(self.problem, (r.x + 60, r.y + 236), TextStyle(24, Palette.danger), max_width=r.w - 120)
