"""The turn panel under the track, the choices that open beside a tile.

* ``build_panel_widgets`` makes the panel's buttons for the step the person is at (pay,
  finish, end turn, give up the nearest tile) and the market's Sell buttons.
* ``Popover`` asks a choice in place: which way to use a tile (a list of options, each
  showing what is given, what is gained and what the market charges), or which resources
  (a picker with counts per resource, for fairs, the grocer, Loch Lochy or Loch Oich's cost).
* The scoring table is in ``overlay.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.glenmore.rules.actions import (
    Activate,
    EndTurn,
    Finish,
    Gain,
    Pay,
    PayChieftain,
    PayMember,
    Sell,
    Skip,
)
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, OVER, PAY
from game.games.glenmore.rules.territory import cell
from game.games.glenmore.view.art import WHISKY, draw_token
from game.games.glenmore.view.items import Item, draw_items
from game.games.glenmore.view.layout import GlenLayout
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState

POPOVER_W = 420
HELP_STYLE = TextStyle(19, Palette.ink_soft)  # the help line over a picker

# The button that ends a phase of one's turn: (string key, action, icon).
_PHASE_ENDS = {ACTIVATE: ("finish", Finish(), "check"), MOVE: ("end_turn", EndTurn(), "play")}


# -- what actions mean -------------------------------------------------------------------------


def names_of(rules: GlenMoreRules, counts: Sequence[int]) -> tuple[str, ...]:
    """Resource names for counts per resource (the shape the actions take)."""
    return tuple(name for name, n in zip(rules.resources, counts) for _ in range(n))


def need_of(rules: GlenMoreRules, action: Pay) -> tuple[int, ...]:
    return rules.counts_of(rules.index[n] for n in action.resources)


def use_of(rules: GlenMoreRules, state: GlenMoreState, seat: int, action: Activate):
    """The use of a tile an activation makes (what it gives and takes), or None."""
    kind = rules.tile(state.tiles[seat][cell(action.x, action.y)]).kind
    names = rules.canonical(action.resources) or action.resources
    return rules.use_by_names[kind.id].get(names) or rules.use_by_names[kind.id].get(action.resources)


class OptionRow(Button):
    """A button showing a row of tokens instead of a label."""

    def __init__(
        self,
        rect,
        items: list[Item],
        on_click: Callable[[], Any],
        hotkeys=(),
        tooltip: Text | None = None,
        kind: str = "secondary",
    ):
        super().__init__(rect, "", on_click, kind=kind, hotkeys=hotkeys, tooltip=tooltip)
        self.items = items
        self.action: Action | None = None

    def _draw_content(self, p: Painter, ink) -> None:
        r = self.rect
        draw_items(p, self.items, r.x + 14, r.centery, min(34, r.h - 16), ink, limit=r.right - 10)


# -- what actions look like -------------------------------------------------------------------


def resource_items(rules: GlenMoreRules, counts) -> list[Item]:
    return [("token", name) for name, n in zip(rules.resources, counts) for _ in range(n)]


def purchase_note(rules: GlenMoreRules, state: GlenMoreState, seat: int, counts) -> Item | None:
    bought = rules.purchase(state, seat, tuple(counts))
    if not bought:
        return None
    names = rules.counts_of(rules.index[n] for n, _ in bought)
    return (
        "note",
        Msg("glenmore.ui.buying", resources=rules.amounts_msg(names), coins=sum(price for _, price in bought)),
    )


def activation_items(rules: GlenMoreRules, state: GlenMoreState, seat: int, action: Activate) -> list[Item]:
    use = use_of(rules, state, seat, action)
    if use is None:
        return [("text", "?")]
    if use.produce >= 0:
        return [("text", "+1"), ("token", rules.resources[use.produce]), ("note", rules.resource_msg(use.produce))]
    items: list[Item] = resource_items(rules, use.pay)
    if items:
        items.append(("arrow", ""))
    if use.whisky:
        items += [("text", f"+{use.whisky}"), ("token", WHISKY)]
    elif use.vp:
        items.append(("vp", str(use.vp)))
    elif use.moves:
        items.append(("note", Msg("glenmore.ui.moves_gain", count=use.moves)))
    note = purchase_note(rules, state, seat, use.pay)
    if note:
        items.append(note)
    return items


# -- the popover ---------------------------------------------------------------------------------


class Picker:
    """Counts per resource; ``legal`` maps the counts that are allowed to their action;
    ``make`` builds the action for any counts (to ask the rules why one more is refused)."""

    def __init__(
        self,
        legal: dict[tuple[int, ...], Action],
        start: tuple[int, ...],
        describe,
        make: Callable[[tuple[int, ...]], Action] | None = None,
    ):
        self.legal = legal
        self.counts = list(start)
        self.describe = describe  # counts -> list[Item] | None
        self.make = make
        n = len(start)
        self.limits = [max((k[r] for k in legal), default=0) for r in range(n)]

    def step(self, r: int, delta: int) -> None:
        self.counts[r] = max(0, min(self.limits[r], self.counts[r] + delta))

    def can_add(self, r: int) -> bool:
        return self.counts[r] < self.limits[r]

    def why_not_more(self, rules: GlenMoreRules, state: GlenMoreState, r: int) -> Text:
        """Why one more of resource ``r`` cannot be chosen: the rules' reason for that resource
        alone (it cannot be paid, even with the market…), or the most this choice takes."""
        reason = None
        if self.make is not None and self.limits[r] == 0:
            alone = tuple(1 if i == r else 0 for i in range(len(self.counts)))
            reason = rules.why_illegal(state, self.make(alone))
        return reason or Msg("glenmore.ui.no_more", resource=rules.resource_msg(r), count=self.limits[r])

    @property
    def action(self) -> Action | None:
        return self.legal.get(tuple(self.counts))


@dataclass
class Asker:
    """What a popover is given besides the seat's view: the rules, the seat choosing, where it may
    open (``bounds``), a painter to measure its help, and what its buttons do — ``choose(popover,
    action)``, ``close(popover)``, ``explain(reason, pos)``."""

    rules: GlenMoreRules
    seat: int
    bounds: pygame.Rect
    painter: Painter
    choose: Callable[[Popover, Action], None]
    close: Callable[[Popover], None]
    explain: Callable[[Text, tuple[int, int]], None]


class Popover:
    """A small panel beside a tile (or the panel) asking one choice; Esc or a click outside closes it.
    It opens where there is room (right, left, below, above): the territory never scrolls for it.
    ``valid(state, legal)`` says whether its choice is still asked."""

    ROW = 58

    def __init__(
        self,
        ask: Asker,
        state: GlenMoreState,
        anchor: pygame.Rect,
        title: Text,
        kind: str,
        valid: Callable[[GlenMoreState, Sequence[Action]], bool],
    ):
        self.ask = ask
        self.rules = ask.rules
        self.state = state
        self.anchor = pygame.Rect(anchor)
        self.title = title
        self.kind = kind
        self.valid = valid
        self.group = WidgetGroup()
        self.picker: Picker | None = None
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.help: Text | None = None
        self.options: list[tuple[list[Item], Action]] = []

    # -- builders --------------------------------------------------------------------------
    @classmethod
    def for_activation(
        cls, ask: Asker, state: GlenMoreState, anchor: pygame.Rect, x: int, y: int, options: list[Activate]
    ) -> Popover:
        rules, seat = ask.rules, ask.seat
        tile_id = state.tiles[seat][cell(x, y)]
        kind = rules.tile(tile_id).kind
        title = Msg("glenmore.ui.use_tile", tile=rules.tile_name(tile_id))

        def valid(state: GlenMoreState, legal: Sequence[Action]) -> bool:
            return state.phase == ACTIVATE and any(isinstance(a, Activate) and (a.x, a.y) == (x, y) for a in legal)

        pop = cls(ask, state, anchor, title, "activate", valid)
        if kind.exchange_vp and len(options) > 4:
            legal = {}
            for a in options:
                legal[rules.counts_of(rules.index[n] for n in a.resources)] = a
            start = pop._best_start(legal)

            def describe(counts):
                action = legal.get(tuple(counts))
                return activation_items(rules, pop.state, seat, action) if action else None

            pop.picker = Picker(legal, start, describe, lambda counts: Activate(x, y, names_of(rules, counts)))
            pop.help = Msg(
                "glenmore.ui.exchange_help_distinct" if kind.exchange_distinct else "glenmore.ui.exchange_help",
                count=max(sum(k) for k in legal),
            )
        else:
            pop.options = [(activation_items(rules, state, seat, a), a) for a in options]
        pop.build()
        return pop

    @classmethod
    def for_gain(
        cls, ask: Asker, state: GlenMoreState, anchor: pygame.Rect, gain: tuple[int, int], gains: list[Gain]
    ) -> Popover:
        rules, seat = ask.rules, ask.seat
        c, count = gain
        tile_id = state.tiles[seat][c]
        title = Msg("glenmore.ui.gain_title", count=count, tile=rules.tile_name(tile_id))
        pop = cls(ask, state, anchor, title, "gain", lambda state, legal: state.phase == GAIN)
        if count == 1:
            pop.options = [
                ([("text", "+1"), ("token", g.resources[0]), ("note", Msg(f"glenmore.resource.{g.resources[0]}"))], g)
                for g in gains
            ]
        else:
            legal = {rules.counts_of(rules.index[n] for n in g.resources): g for g in gains}

            def describe(counts):
                return resource_items(rules, counts) if tuple(counts) in legal else None

            pop.picker = Picker(
                legal, (0,) * len(rules.resources), describe, lambda counts: Gain(names_of(rules, counts))
            )
            pop.help = Msg("glenmore.ui.gain_help", count=count)
        pop.build()
        return pop

    @classmethod
    def for_payment(cls, ask: Asker, state: GlenMoreState, anchor: pygame.Rect, options: list[Pay]) -> Popover:
        rules, seat = ask.rules, ask.seat
        title = Msg("glenmore.ui.pay_title", tile=rules.tile_name(state.held))
        pop = cls(ask, state, anchor, title, "pay", lambda state, legal: state.phase == PAY)
        legal = {need_of(rules, a): a for a in options}

        def describe(counts):
            action = legal.get(tuple(counts))
            if action is None:
                return None
            items = resource_items(rules, counts)
            note = purchase_note(rules, pop.state, seat, counts)
            return items + [note or ("note", Msg("glenmore.ui.from_stock"))]

        pop.picker = Picker(legal, pop._best_start(legal), describe, lambda counts: Pay(names_of(rules, counts)))
        pop.help = Msg("glenmore.ui.pay_distinct_help", count=sum(next(iter(legal))))
        pop.build()
        return pop

    def _best_start(self, legal: dict) -> tuple[int, ...]:
        """Preselect the best choice paid from your own tiles (the cheapest purchase otherwise)."""
        rules, seat, state = self.rules, self.ask.seat, self.state

        def score(counts):
            action = legal[counts]
            bought = rules.purchase(state, seat, counts)
            gain = 0
            if isinstance(action, Activate):
                use = use_of(rules, state, seat, action)
                gain = use.vp if use else 0
            return (-sum(price for _, price in bought), gain, -sum(counts))

        return max(legal, key=score)

    # -- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        self.group.clear()
        width = POPOVER_W
        if self.picker is not None:
            rows = len(self.rules.resources)
            height = 96 + self._help_height() + rows * 52 + 70 + 78
        else:
            height = 96 + len(self.options) * self.ROW + 78
        bounds = self.ask.bounds
        rect = pygame.Rect(0, 0, width, height)
        a = self.anchor
        if a.right + 14 + width <= bounds.right:
            rect.midleft = (a.right + 14, a.centery)
        elif a.x - 14 - width >= bounds.x:
            rect.midright = (a.x - 14, a.centery)
        elif a.bottom + 14 + height <= bounds.bottom:
            rect.midtop = (a.centerx, a.bottom + 14)
        else:
            rect.midbottom = (a.centerx, a.y - 14)
        rect.clamp_ip(bounds)
        self.rect = rect
        y = rect.y + 70 + (self._help_height() if self.picker is not None else 0)
        if self.picker is None:
            for i, (items, action) in enumerate(self.options):
                keys = (pygame.K_1 + i,) if i < 9 else ()
                if len(self.options) == 1:
                    keys += (pygame.K_RETURN, pygame.K_KP_ENTER)
                row = OptionRow(
                    pygame.Rect(rect.x + 20, y, rect.w - 40, self.ROW - 8),
                    items,
                    lambda a=action: self.choose(a),
                    hotkeys=keys,
                    tooltip=Msg("glenmore.ui.key_hint", key=str(i + 1)),
                )
                self.group.add(row)
                y += self.ROW
        else:
            self.steppers: list[tuple[Button, Button]] = []
            for r, _ in enumerate(self.rules.resources):
                minus = Button(
                    pygame.Rect(rect.right - 170, y + 4, 44, 40), "−", lambda r=r: self.step(r, -1), text_size=26
                )
                plus = Button(
                    pygame.Rect(rect.right - 70, y + 4, 44, 40), "+", lambda r=r: self.step(r, 1), text_size=26
                )
                self.group.add(minus)
                self.group.add(plus)
                self.steppers.append((minus, plus))
                y += 52
            y += 70
        buttons_y = rect.bottom - 70
        cancel = Button(
            pygame.Rect(rect.x + 20, buttons_y, 170, 54),
            Msg("glenmore.ui.cancel"),
            self.close,
            kind="ghost",
            text_size=22,
            tooltip=Msg("glenmore.ui.key_hint", key="Esc"),
        )
        self.group.add(cancel)
        if self.picker is not None:
            self.confirm = Button(
                pygame.Rect(rect.right - 220, buttons_y, 200, 54),
                Msg("glenmore.ui.confirm"),
                self._confirm,
                kind="primary",
                text_size=22,
                hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER),
                tooltip=Msg("glenmore.ui.key_hint", key="Enter"),
            )
            self.confirm.enabled = self.picker.action is not None
            self.group.add(self.confirm)
            self._refresh_steppers()

    def _refresh_steppers(self) -> None:
        """A "+" that can add nothing more is greyed, its tooltip saying why (issue 21); a "−"
        with nothing to take away too."""
        if self.picker is None:
            return
        for r, (minus, plus) in enumerate(self.steppers):
            minus.enabled = self.picker.counts[r] > 0
            plus.enabled = self.picker.can_add(r)
            plus.tooltip = None if plus.enabled else self.picker.why_not_more(self.rules, self.state, r)

    def _help_height(self) -> int:
        """The room the help line takes over the picker: as many lines as it wraps to at its
        size (it never shrinks to fit: issue 21), 46 at least."""
        if not self.help:
            return 0
        p = self.ask.painter
        lines = p.wrap(self.help, HELP_STYLE, POPOVER_W - 44)
        return max(46, round(len(lines) * p.measure("Ag", HELP_STYLE)[1] * 1.12) + 6)

    def step(self, r: int, delta: int) -> None:
        if self.picker is not None:
            if delta > 0 and not self.picker.can_add(r):
                plus = self.steppers[r][1]
                self.ask.explain(self.picker.why_not_more(self.rules, self.state, r), plus.rect.center)
                return
            self.picker.step(r, delta)
            self.confirm.enabled = self.picker.action is not None
            self._refresh_steppers()

    def _confirm(self) -> None:
        if self.picker is not None and self.picker.action is not None:
            self.choose(self.picker.action)

    def choose(self, action: Action) -> None:
        self.ask.choose(self, action)

    def close(self) -> None:
        self.ask.close(self)

    def still_valid(self, state: GlenMoreState, legal: Sequence[Action]) -> bool:
        return self.valid(state, legal)

    # -- input and drawing --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, pointer: tuple[int, int]) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.picker is not None:
            for r, (_minus, plus) in enumerate(self.steppers):
                if not plus.enabled and plus.rect.collidepoint(event.pos):
                    self.step(r, 1)  # greyed: it says why
                    return True
        if self.group.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and self.picker is not None and pygame.K_1 <= event.key <= pygame.K_5:
            self.step(event.key - pygame.K_1, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        return event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer)

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def draw(self, p: Painter) -> None:
        r = self.rect
        a = self.anchor
        p.rect(a.inflate(10, 10), Palette.glow, 14, 4)
        tip = (r.x, a.centery) if r.x > a.right else (r.right, a.centery)
        side = 16 if r.x > a.right else -16
        ty = min(max(a.centery, r.y + 30), r.bottom - 30)
        p.polygon([(tip[0] - side, ty - 16), (tip[0] - side, ty + 16), (tip[0] - side * 2, ty)], Palette.panel_edge)
        p.rect(pygame.Rect(r.x + 9, r.bottom - 18, r.w - 18, 24), (0, 0, 0, 45), 18)
        p.panel(r, Palette.panel, Palette.panel_edge, 18, shadow=False)
        p.text(self.title, (r.x + 22, r.y + 22), TextStyle(26, Palette.ink, True, True), max_width=r.w - 44)
        y = r.y + 70
        if self.picker is not None:
            if self.help:
                p.text_box(
                    self.help,
                    pygame.Rect(r.x + 22, r.y + 58, r.w - 44, self._help_height() - 2),
                    HELP_STYLE,
                    align="left",
                )
                y += self._help_height()
            for i, name in enumerate(self.rules.resources):
                count = self.picker.counts[i]
                row = pygame.Rect(r.x + 16, y, r.w - 32, 48)
                if count:
                    p.rect(row, (*Palette.accent_soft, 200), 10)
                draw_token(p, name, pygame.Rect(row.x + 8, row.centery - 17, 34, 34))
                p.text(
                    Msg(f"glenmore.resource.{name}"),
                    (row.x + 52, row.centery),
                    TextStyle(22, Palette.ink),
                    "midleft",
                    max_width=row.w - 230,
                )
                p.text(f"{i + 1}", (row.x + 52 + 150, row.centery), TextStyle(18, Palette.ink_faint), "midleft")
                p.text(str(count), (r.right - 98, row.centery + 2), TextStyle(28, Palette.ink, True), "center")
                y += 52
            result = self.picker.describe(self.picker.counts)
            line = pygame.Rect(r.x + 22, y + 8, r.w - 44, 54)
            p.rect(line, (*Palette.bg_deep, 150), 10)
            if result:
                draw_items(p, result, line.x + 12, line.centery, 32, limit=line.right - 8)
            else:
                p.text(
                    Msg("glenmore.ui.not_valid"),
                    (line.x + 12, line.centery),
                    TextStyle(20, Palette.danger),
                    "midleft",
                    max_width=line.w - 24,
                )
        self.group.draw(p)


# -- the panel's buttons -------------------------------------------------------------------------


@dataclass
class Acts:
    """What the panel's and the market's buttons do (the table's: each leaves an intent or opens a choice)."""

    perform: Callable[[Action], None]
    pay: Callable[[Action], None]
    sell: Callable[[str], None]
    open_gain: Callable[[], None]
    open_payment: Callable[[list[Pay]], None]


def panel_buttons(
    group: WidgetGroup,
    lay: GlenLayout,
    rules: GlenMoreRules,
    state: GlenMoreState,
    seat: int | None,
    legal: Sequence[Action],
    acts: Acts,
) -> None:
    """The market's Sell buttons and the turn panel's buttons for the step ``seat`` is at (pay,
    finish, end turn, give up the nearest tile), into ``group``."""
    panel = lay.panel_rect
    market_buttons(group, lay, rules, state, seat, legal, acts)
    if state.phase == OVER:  # the top bar's Results button takes a finished game's results
        return
    if seat is None:
        return
    primary = pygame.Rect(panel.right - 300, panel.bottom - 78, 280, 62)
    enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
    if state.phase == CHOOSE and Skip() in legal:
        group.add(
            Button(
                primary.inflate(60, 0).move(-30, 0),
                Msg("glenmore.ui.skip"),
                lambda: acts.perform(Skip()),
                kind="primary",
                text_size=21,
                hotkeys=enter,
                tooltip=Msg("glenmore.ui.key_hint", key="Enter"),
            )
        )
    elif state.phase in _PHASE_ENDS:
        key, action, icon = _PHASE_ENDS[state.phase]
        group.add(
            Button(
                primary,
                Msg(f"glenmore.ui.{key}"),
                lambda: acts.perform(action),
                icon=icon,
                kind="primary",
                text_size=22,
                hotkeys=enter + (pygame.K_e,),
                tooltip=Msg(f"glenmore.ui.{key}_tip"),
            )
        )
    elif state.phase == GAIN:
        group.add(Button(primary, Msg("glenmore.ui.choose"), acts.open_gain, kind="primary", text_size=22))
    elif state.phase == PAY:
        _pay_buttons(group, lay, rules, state, seat, legal, acts)


def _pay_buttons(
    group: WidgetGroup,
    lay: GlenLayout,
    rules: GlenMoreRules,
    state: GlenMoreState,
    seat: int,
    legal: Sequence[Action],
    acts: Acts,
) -> None:
    panel = lay.panel_rect
    x = lay.held_rect.right + 24
    w = panel.right - 20 - x
    y = lay.held_rect.y + 58
    enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
    pays = [a for a in legal if isinstance(a, Pay)]
    members = [a for a in legal if isinstance(a, (PayMember, PayChieftain))]
    if len(pays) > 3:
        group.add(
            Button(
                pygame.Rect(x, y, w, 58),
                Msg("glenmore.ui.choose_payment"),
                lambda: acts.open_payment(pays),
                kind="primary",
                text_size=22,
                hotkeys=enter,
            )
        )
        return
    if not pays and not members:
        _sell_suggestions(group, rules, state, seat, legal, acts, x, lay.held_rect.y + 118, w)
        return
    rows: list[tuple[list[Item], Action, Text]] = []
    for action in pays:
        need = need_of(rules, action)
        items = resource_items(rules, need)
        whisky = rules.tile(state.held).kind.cost.whisky
        items += [("token", WHISKY)] * whisky
        note = purchase_note(rules, state, seat, need)
        if note:
            items.append(note)
        rows.append((items, action, Msg("glenmore.ui.pay_tip")))
    for action in members[:4]:
        if isinstance(action, PayMember):
            tile = rules.tile_name(state.tiles[seat][cell(action.x, action.y)])
            items = [("token", "member"), ("note", Msg("glenmore.ui.pay_member_on", tile=tile))]
        else:
            items = [("text", "1"), ("note", Msg("glenmore.ui.pay_chieftain"))]
        rows.append((items, action, Msg("glenmore.ui.pay_tip")))
    for i, (items, action, tip) in enumerate(rows):
        keys = enter if len(rows) == 1 else ((pygame.K_1 + i,) if i < 9 else ())
        row = OptionRow(
            pygame.Rect(x, y, w, 54),
            [("text", str(Msg("glenmore.ui.pay")) + ":")] + items,
            lambda a=action: acts.pay(a),
            hotkeys=keys,
            tooltip=tip,
            kind="primary" if i == 0 else "secondary",
        )
        row.action = action  # the hover layer previews its coins on the market
        group.add(row)
        y += 62


def _sell_suggestions(
    group: WidgetGroup,
    rules: GlenMoreRules,
    state: GlenMoreState,
    seat: int,
    legal: Sequence[Action],
    acts: Acts,
    x: int,
    y: int,
    w: int,
) -> None:
    """Coins are short: offer the sales that keep what the tile needs."""
    needs = rules.cost_needs(rules.tile(state.held))
    keep = needs[0] if len(needs) == 1 else (0,) * len(rules.resources)
    offers = []
    for r, name in enumerate(rules.resources):
        if state.stock[seat][r] > keep[r] and Sell(name) in legal:
            offers.append((name, rules.prices[state.market[r] - 1]))
    offers.sort(key=lambda o: -o[1])
    half = (w - 10) // 2
    for i, (name, price) in enumerate(offers[:4]):
        rect = pygame.Rect(x + (i % 2) * (half + 10), y + (i // 2) * 54, half, 46)
        items: list[Item] = [
            ("text", str(Msg("glenmore.ui.sell"))),
            ("token", name),
            ("text", f"+{price}"),
            ("token", "coin"),
        ]
        group.add(
            OptionRow(
                rect,
                items,
                lambda n=name: acts.sell(n),
                tooltip=Msg("glenmore.ui.sell_tip", resource=Msg(f"glenmore.resource.{name}"), coins=price),
            )
        )


def market_buttons(
    group: WidgetGroup,
    lay: GlenLayout,
    rules: GlenMoreRules,
    state: GlenMoreState,
    seat: int | None,
    legal: Sequence[Action],
    acts: Acts,
) -> None:
    for r, name in enumerate(rules.resources):
        price = rules.prices[state.market[r] - 1] if state.market[r] else None
        label: Text = Msg("glenmore.ui.sell_for", coins=price) if price else Msg("glenmore.ui.sell_none")
        button = Button(
            lay.market_button(r),
            label,
            lambda n=name: acts.sell(n),
            kind="secondary",
            text_size=19,
            tooltip=Msg("glenmore.ui.sell_tip", resource=Msg(f"glenmore.resource.{name}"), coins=price or 0)
            if price
            else Msg("glenmore.ui.market_empty_tip"),
        )
        button.enabled = seat is not None and Sell(name) in legal
        button.focusable = False
        group.add(button)
