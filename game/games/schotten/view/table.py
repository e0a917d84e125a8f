"""The Schotten Totten table (a ``TableView``: game/ui/table.py).

Nine stones across the middle; the seat at the screen plays from the bottom (in pass-and-play
the table turns to whoever's turn it is, behind the pass screen).  Everything is drawn from
``model.view`` — ``rules.view(state, seat)``: the other hand and the decks face down.

* Drag a card from your hand to your side of a stone (legal sides glow; an illegal drop
  snaps back and says why, and so does a greyed card).  Combat modes go onto a stone; a
  ruse straight onto the card it acts on (or onto the discard pile, then pick the card).
* Ruse targets are dragged too: your card to another stone (Strategist), an opponent's
  card to the discard pile (Banshee) or to your side (Traitor).
* A drop just outside a glowing place lands there; anywhere else it says why.
* Click a stone's Claim badge (or press its number) to claim it; click a deck to draw.
* Everything also works by clicking (lift, then drop) and with the keyboard.

What a drop means is ``judge.py`` (pure); where things lie is ``layout.py``; the components
that draw them are ``parts.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.core.session import TableModel
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules.actions import (
    Claim,
    Draw,
    EndTurn,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
)
from game.games.schotten.rules.state import (
    CLAN,
    END,
    GIVE_BACK,
    NO_STONE,
    PICK,
    PLACE,
    PLAY,
    ROUND_OVER,
    TACTIC,
    SchottenState,
)
from game.games.schotten.view import judge
from game.games.schotten.view.card import CardPainter
from game.games.schotten.view.geom import CARD_H, CARD_W, SNAP
from game.games.schotten.view.layout import TableLayout
from game.games.schotten.view.overlay import DiscardOverlay
from game.games.schotten.view.parts import Badges, Column, Limbo, Path, RoundOver, SidePanel
from game.games.schotten.view.parts import GiveBack as GiveBackPanel
from game.scenes.chrome import level_text
from game.ui.anim import Tween, ease_in_out
from game.ui.damage import widget_parts
from game.ui.drag import DragController, Source
from game.ui.draw import Text
from game.ui.kit import Glows, Hand
from game.ui.layers import drag_look, widgets_look
from game.ui.table import Explain, HandOver, Intent, Move, Perform, ResultRow, Results, Show, TableContext, TableView
from game.ui.widgets import Button, WidgetGroup

Rect = pygame.Rect
NOWHERE = Rect(0, 0, 0, 0)


def _choice(view: SchottenState, card: int):
    """A wild tactic's chosen colour and strength (drawn on it), None for any other card."""
    return view.wild_choices.get(card) if card >= 54 else None


def _union(rects: list[Rect], grow: int) -> Rect:
    return rects[0].unionall(rects[1:]).inflate(grow, grow) if rects else Rect(NOWHERE)


class SchottenTable(TableView):
    def __init__(self, rules, ctx: TableContext):
        super().__init__(rules, ctx)
        self.cards = CardPainter(rules.cs)
        self.drag = DragController(self, ctx.animator, self._refused)
        self.drag.snap = SNAP  # a card let go near a glowing place lands there
        self.widgets = WidgetGroup()
        self.model: TableModel | None = None  # the model laid out for
        self.lay = TableLayout(Rect(NOWHERE), 0, rules.cs.stones, False)
        self.playable: set[int] = set()
        self.flights: list[Tween] = []
        self.hidden_slots: set[tuple[int, int, int]] = set()  # cards in flight to their slot
        self.badges: list[tuple[int, Rect, bool, bool]] = []
        self.claim_rects: dict[int, Rect] = {}
        self.gb_rects: list[tuple[int, Rect]] = []
        self.gb_order: list[int] = []  # the hand as the Recruiter's give-back began
        self.action_buttons: dict[Action | None, Rect] = {}
        self.pointer = (0, 0)
        stones = rules.cs.stones
        self.path = Path(self.cards, self._path_part)
        self.columns = [Column(self.cards, lambda m, s=s: self._column_part(m, s)) for s in range(stones)]
        self.badge_part = Badges(self.cards, self._badges_part)
        self.glows = Glows(self._glows_part)
        self.panel = SidePanel(self.cards, self._panel_part)
        self.hand = Hand(self._hand_part, self.cards.piece)
        self.limbo = Limbo(self.cards, self._limbo_part)
        self.round_over = RoundOver(self._round_part)
        self.under = Glows(self._under_part)
        self.give_back = GiveBackPanel(self.cards, self._give_back_part)
        self._board = [self.path, *self.columns, self.badge_part, self.glows, self.panel, self.hand, self.limbo,
                       self.round_over]
        self._hover = [self.under, self.give_back]

    # -- who decides ------------------------------------------------------------------------------
    def my_turn(self, model: TableModel) -> bool:
        return model.actor is not None and model.actor == model.seat and not model.confirming

    def legal(self, model: TableModel) -> list[Action]:
        return list(model.legal) if self.my_turn(model) else []

    @property
    def hand_rects(self) -> list[tuple[int, Rect]]:
        return self.lay.hand_rects

    @property
    def side_rects(self) -> dict[tuple[int, int], Rect]:
        return self.lay.side_rects

    @property
    def columns_rect(self) -> Rect:
        return self.lay.columns_rect

    def limbo_rect(self, stone: int) -> Rect:
        return self.lay.limbo_rect(stone)

    # -- 1. lay out -------------------------------------------------------------------------------
    def lay_out(self, rect: Rect, model: TableModel) -> None:
        self.model = model
        view: SchottenState = model.view
        decks = (CLAN, TACTIC) if view.tactical else (CLAN,)
        hand, limit = view.hands[model.seat], self.rules.hand_limit(view)
        self.lay = TableLayout.build(rect, model.seat, self.rules.cs.stones, view.tactical, hand, decks, limit)
        for c in (self.path, *self.columns, self.badge_part, self.panel, self.limbo):
            c.layout = self.lay
        self.toast_bottom = self.lay.toast_bottom
        self._lay_out_widgets(model)
        self._lay_out_drag(model)
        self.gb_rects = self._give_back_rects(view, model.seat)
        self.claim_rects = self._claim_badges(model)

    def _lay_out_widgets(self, model: TableModel) -> None:
        self.widgets.clear()
        view: SchottenState = model.view
        legal = self.legal(model)
        sp = self.lay.side_panel
        y = self.lay.discard_rect.bottom + 60
        buttons: list[tuple[Text, Intent, str, tuple, str, Action | None]] = []
        if Pass() in legal:
            buttons.append((Msg("schotten.ui.pass"), Perform((Pass(),)), "secondary", (pygame.K_p,), "P", Pass()))
        draws = [a for a in legal if isinstance(a, Draw)]
        if draws and view.tactical:
            # both draw buttons keep their places while the turn ends with a draw: one deck run
            # out shows its button disabled rather than moving the other under the pointer
            draws = [Draw(CLAN), Draw(TACTIC)]
        for action in draws:
            if not view.tactical:
                label, keys, hint = Msg("schotten.ui.draw"), (pygame.K_d, pygame.K_RETURN), "D"
            elif action.deck == TACTIC:
                label, keys, hint = Msg("schotten.ui.draw_tactic"), (pygame.K_t,), "T"
            else:
                label, keys, hint = Msg("schotten.ui.draw_clan"), (pygame.K_d,), "D"
            if action not in legal:
                label, keys = Msg(f"schotten.ui.{action.deck}_deck_empty"), ()
            buttons.append((label, Perform((action,)), "primary", keys, hint, action))
        if EndTurn() in legal:
            keys = (pygame.K_e, pygame.K_RETURN)
            buttons.append((Msg("schotten.ui.end_turn"), Perform((EndTurn(),)), "primary", keys, "E", EndTurn()))
        if model.lingering is not None:
            buttons.append((Msg("schotten.ui.handover"), HandOver(), "primary", (pygame.K_RETURN,), "Enter", None))
        self.action_buttons = {}
        for label, intent, kind, keys, hint, action in buttons:
            button = Button(
                Rect(sp.x + 8, y, sp.w - 16, 62),
                label,
                lambda i=intent: self._emit(i),
                kind=kind,
                text_size=24,
                hotkeys=keys,
                tooltip=Msg("schotten.ui.key_hint", key=hint),
            )
            button.rect.h = button.needed_height(self.ctx.painter)  # a long label wraps, never shrinks
            button.enabled = action is None or action in legal
            self.action_buttons[action] = button.rect
            self.widgets.add(button)
            y += button.rect.h + 12
        if view.phase == ROUND_OVER and (self.my_turn(model) or model.confirming):
            panel = self.lay.round_panel_rect()
            self.widgets.add(
                Button(
                    Rect(panel.centerx - 160, panel.bottom - 92, 320, 68),
                    Msg("schotten.ui.next_round"),
                    lambda: self._emit(Perform((NextRound(),))),
                    icon="play",
                    kind="primary",
                    hotkeys=(pygame.K_RETURN,),
                )
            )
        if view.tactical:
            discard = list(view.discard)
            show = Show(lambda app: DiscardOverlay(app, discard, self.cards, view.wild_choices))
            ghost = Button(self.lay.discard_rect, "", lambda: self._emit(show), kind="ghost",
                           tooltip=Msg("schotten.ui.discard_title"))
            ghost.focusable = False
            self.widgets.add(ghost)

    def _lay_out_drag(self, model: TableModel) -> None:
        """Drag sources and drop targets, from the legal actions."""
        view: SchottenState = model.view
        lay, me = self.lay, model.seat
        legal = self.legal(model)
        sources: list[Source] = []
        targets: dict[Hashable, Rect] = {}
        for seat in (me, 1 - me):  # the cards on the table first: a ruse dropped on one acts on it
            for s in range(lay.stones):
                cards = view.sides[seat][s]
                for i, card in enumerate(cards):
                    targets[("card", seat, s, card)] = lay.slot_rect(seat, s, i, len(cards))
        for s in range(lay.stones):
            targets[("side", s)] = lay.side_rects[(me, s)]
            targets[("stone", s)] = lay.stone_rects[s].inflate(16, 16)
        if view.tactical:
            targets[("discard",)] = lay.discard_rect.inflate(20, 20)
        self.playable = {a.card for a in legal if isinstance(a, Play)}
        if self.my_turn(model) and view.phase in (PLAY, END, PICK, PLACE):
            for card, rect in lay.hand_rects:  # a greyed card lifts too, and says why it stays
                sources.append(Source(("hand", card), rect, ("play", card)))
        if view.phase == PICK:
            for action in legal:
                if isinstance(action, Pick):
                    rect = self.card_rect(view, action.stone, action.card)
                    if rect is not None:
                        sources.append(Source(("board", action.stone, action.card), rect, ("pick", action, view.ruse)))
        elif view.phase == PLACE and view.picked is not None and self.my_turn(model):
            stone, card, _ = view.picked
            sources.append(Source(("limbo", card), lay.limbo_rect(stone), ("place", card)))
        self.drag.set_layout(sources, targets)

    def _give_back_rects(self, view: SchottenState, me: int) -> list[tuple[int, Rect]]:
        """The Recruiter's cards to give back, each in the place it had when the choice began: a
        card given back leaves its place empty, so no card moves under the pointer (issue 21)."""
        hand = view.hands[me]
        if view.phase != GIVE_BACK:
            self.gb_order = []
            return []
        left = Counter(hand)
        if not self.gb_order or left - Counter(self.gb_order):
            self.gb_order = list(hand)  # the choice begins (or a hand this order does not hold)
        return self.lay.give_back_rects(self.gb_order, left)

    def card_rect(self, view: SchottenState, stone: int, card: int) -> Rect | None:
        for seat in (0, 1):
            cards = view.sides[seat][stone]
            if card in cards:
                return self.lay.slot_rect(seat, stone, cards.index(card), len(cards))
        return None

    def _claim_badges(self, model: TableModel) -> dict[int, Rect]:
        """The badges: 'Claim' (clickable; returned) or 'Provably yours'."""
        view: SchottenState = model.view
        self.badges = []
        me = model.seat
        legal = set(self.legal(model))
        hints = self.ctx.settings.show_legal_moves
        clickable = {}
        for s, rect in enumerate(self.lay.stone_rects):
            if view.claimed[s] >= 0:
                continue
            claim_now = Claim(s) in legal
            provable = hints and not model.passing and self.rules.claim_problem(view, me, s) is None
            if not (claim_now or provable):
                continue
            proof = len(view.sides[1 - me][s]) < self.rules.capacity(view, s)
            # over the stone's upper part, within its column: its number stays in sight below
            w = min(150, self.lay.columns_rect.w // self.lay.stones - 6)
            badge = Rect(rect.centerx - w // 2, rect.y - 2, w, 46)
            self.badges.append((s, badge, claim_now, proof))
            if claim_now:
                clickable[s] = badge
        return clickable

    # -- 2. draw ----------------------------------------------------------------------------------
    def components(self):
        return self._board

    def hover_components(self):
        return self._hover

    def _path_part(self, model: TableModel):
        rects = self.lay.stone_rects
        if not rects:
            self.path.bounds = Rect(NOWHERE)
            return ()
        first, last = rects[0], rects[-1]
        self.path.bounds = Rect(first.x - 40, first.y - 8, last.right - first.x + 80, first.h + 16)
        return (tuple(first), tuple(last))

    def _column_part(self, model: TableModel, s: int):
        view: SchottenState = model.view
        lay, me, rules, drag = self.lay, model.seat, self.rules, self.drag
        modes = view.modes[s]
        mode_rects = lay.mode_rects(s, len(modes))
        owner = view.claimed[s]
        stone = lay.stone_rects[s]
        width = lay.columns_rect.w // lay.stones - 4
        labels = []
        for seat in (me, 1 - me):
            value = rules.side_value(view, seat, s)
            y = stone.bottom + 16 if seat == me else stone.y - 16
            labels.append(((stone.centerx, y), width, value, len(view.sides[seat][s]), rules.capacity(view, s)))
        picking = (
            self.my_turn(model) and not drag.active and view.phase == PICK and self.ctx.settings.show_legal_moves
        )
        sources = {src.key for src in drag.sources} if picking else set()
        sides = []
        for seat in (1 - me, me):
            cards = view.sides[seat][s]
            order = range(len(cards)) if seat == me else range(len(cards) - 1, -1, -1)
            drawn = []
            for i in order:
                card = cards[i]
                if (seat, s, card) in self.hidden_slots or drag.is_hidden(("board", s, card)):
                    continue
                ring = drag.is_lifted(("board", s, card)) and not drag.dragging
                drawn.append((card, _choice(view, card), tuple(lay.slot_rect(seat, s, i, len(cards))), ring))
            glows = tuple(
                tuple(lay.slot_rect(seat, s, i, len(cards))) for i, card in enumerate(cards)
                if ("board", s, card) in sources
            )
            sides.append((seat, tuple(drawn), glows))
        self.columns[s].bounds = lay.column_bounds(s, len(modes))
        stone_rect = lay.stone_draw_rect(s, len(modes), owner)
        modes_part = tuple((card, _choice(view, card), tuple(r)) for card, r in zip(modes, mode_rects))
        return (s, tuple(stone_rect), modes_part, owner, tuple(labels), tuple(sides))

    def _badges_part(self, model: TableModel):
        rects = [badge.inflate(8, 8) for _, badge, _, _ in self.badges]
        self.badge_part.bounds = _union(rects, 4)
        return tuple((tuple(badge), claim_now, proof) for _, badge, claim_now, proof in self.badges)

    def _glows_part(self, model: TableModel):
        """Board layer: every place the held card may go (they change with a lift, not with the
        pointer); with none held, the sides a ruse's waiting card may be put on by a click."""
        if not self.ctx.settings.show_legal_moves:
            rects = []
        elif self.drag.active:
            legal = self.drag.legal
            rects = [self.drag.targets[key] for key in legal if not _lit_elsewhere(key, legal)]
        elif model.view.phase == PLACE:
            rects = list(self._place_sides(model).values())
        else:
            rects = []
        if not rects:
            self.glows.bounds = Rect(NOWHERE)
            return ()
        self.glows.bounds = _union(rects, 16)
        return (False, False, tuple(tuple(r) for r in rects))

    def _place_sides(self, model: TableModel) -> dict[int, Rect]:
        """The sides of this seat a ruse's waiting card may be placed on now (stone: rect): lit
        by ``_glows_part``, taken by a click in ``_click``."""
        legal = self.legal(model)
        return {s: r for (seat, s), r in self.lay.side_rects.items() if seat == model.seat and Place(s) in legal}

    def _panel_part(self, model: TableModel):
        view: SchottenState = model.view
        me = model.seat
        opp = 1 - me
        hand = []
        for card in view.hands[opp]:
            if card >= 0 and model.passing:
                card = HIDDEN_CLAN if card < 54 else HIDDEN_TACTIC
            hand.append((card, _choice(view, card)))
        legal = set(self.legal(model))
        decks = tuple(
            (deck, view.deck_size(deck), Draw(deck) in legal or RecruitDraw(deck) in legal)
            for deck in self.lay.deck_rects
        )
        tactics = (view.tactics_played[me], view.tactics_played[opp]) if view.tactical else None
        discard = None
        if view.tactical:
            top = view.discard[-1] if view.discard else None
            discard = (top, _choice(view, top) if top is not None else None, len(view.discard))
        rounds = (view.round_no, view.rounds, view.points[me], view.points[opp]) if view.rounds > 1 else None
        self.panel.rect = self.lay.side_panel
        self.panel.bounds = self.lay.side_panel.inflate(8, 8)
        return (opp, level_text(model, opp), tuple(hand), tactics, decks, discard, rounds)

    def _hand_part(self, model: TableModel):
        view: SchottenState = model.view
        drag = self.drag
        keyboard = drag.keyboard_source()
        hints = self.ctx.settings.show_legal_moves and self.my_turn(model)
        rects = self.lay.hand_rects
        out = []
        for card, rect in rects:
            key = ("hand", card)
            if drag.is_hidden(key):
                continue
            lifted = drag.is_lifted(key) or keyboard == key
            r = rect.move(0, -26) if lifted else rect
            dim = hints and view.phase == PLAY and card not in self.playable
            marked = model.lingering is not None and (card, rect) == rects[-1]
            out.append((card, _choice(view, card), tuple(r), dim, lifted, marked))
        self.hand.bounds = _union([r.move(0, -26).union(r) for _, r in rects], 20)
        return tuple(out)

    def _limbo_part(self, model: TableModel):
        view: SchottenState = model.view
        if view.phase != PLACE or view.picked is None or self.drag.floating() is not None:
            self.limbo.bounds = Rect(NOWHERE)
            return ()
        stone, card, _ = view.picked
        rect = self.lay.limbo_rect(stone)
        self.limbo.bounds = rect.inflate(16, 16)
        return (card, _choice(view, card), tuple(rect), self.my_turn(model))

    def _round_part(self, model: TableModel):
        view: SchottenState = model.view
        if view.phase != ROUND_OVER:
            self.round_over.bounds = Rect(NOWHERE)
            return ()
        self.round_over.rect = self.lay.round_panel_rect()
        self.round_over.bounds = self.round_over.rect.inflate(4, 16)
        last = view.history[-1] if view.history else None
        ended = (last["winner"], last["round"], tuple(last["stones"]), won_how(last)) if last is not None else None
        return (ended, (model.seats[0].name, model.seats[1].name), tuple(view.points))

    def _under_part(self, model: TableModel):
        """Hover layer: the place under the dragged card (or the keyboard's), lit strongly."""
        drag = self.drag
        key = drag.hover_target if drag.hover_target is not None else drag._keyboard_target_key()
        if not drag.active or key is None or key not in drag.legal:
            self.under.bounds = Rect(NOWHERE)
            return ()
        rect = drag.targets[_lit_key(key, drag.legal)]
        self.under.bounds = rect.inflate(40, 40)
        return (True, not self.ctx.settings.show_legal_moves, (tuple(rect),))

    def _give_back_part(self, model: TableModel):
        view: SchottenState = model.view
        if view.phase != GIVE_BACK or not self.my_turn(model):
            self.give_back.bounds = Rect(NOWHERE)
            return ()
        self.give_back.rect = self.lay.round_panel_rect().inflate(80, 0)
        self.give_back.bounds = self.lay.round_panel_rect().inflate(120, 60)
        cards = []
        for card, rect in self.gb_rects:
            hovered = rect.collidepoint(self.pointer)
            cards.append((card, _choice(view, card), tuple(rect.move(0, -14) if hovered else rect)))
        return (view.give_back_left, tuple(cards))

    def draw_live(self, p, model: TableModel) -> None:
        """Over the layers every frame: widgets, flights and the dragged card."""
        self.widgets.draw(p)
        view: SchottenState = model.view
        for tween in self.flights:
            if tween.started:
                self.cards.draw(p, tween.payload, Rect(tween.value, (CARD_W, CARD_H)), _choice(view, tween.payload))
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            card = source.payload[1] if source.payload[0] != "pick" else source.payload[1].card
            rect = Rect(topleft, (CARD_W, CARD_H))
            p.rect(rect.move(6, 10), (0, 0, 0, 60), 12)
            self.cards.draw(p, card, rect, _choice(view, card))

    def live_rects(self) -> list:
        """The widgets and the dragged card with its shadow (flights run while everything is drawn)."""
        parts: list = widget_parts(self.widgets)
        floating = self.drag.floating()
        if floating is not None:
            x, y = floating[1]
            parts.append(Rect(round(x), round(y), CARD_W, CARD_H).inflate(40, 48))
        return parts

    # -- 3. input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, model: TableModel) -> Intent | None:
        self.model = model
        self._intent = None
        if self.my_turn(model) and self.drag.drops_on_press(event):  # onto the discard pile's button too
            self.drag.handle(event)
            return self._take()
        if self.widgets.handle(event):
            return self._take()
        if self.my_turn(model) and self.drag.handle(event):
            return self._take()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos, model)
        elif event.type == pygame.KEYDOWN and self.my_turn(model):
            self._key(event, model)
        return self._take()

    def _click(self, pos, model: TableModel) -> None:
        legal = self.legal(model)
        for stone, rect in self.claim_rects.items():
            if rect.collidepoint(pos) and Claim(stone) in legal:
                return self._emit(Perform((Claim(stone),)))
        for stone, rect in enumerate(self.lay.stone_rects):
            if rect.collidepoint(pos) and Claim(stone) in legal:
                return self._emit(Perform((Claim(stone),)))
            if rect.collidepoint(pos) and self.my_turn(model) and model.view.phase in (PLAY, END):
                return self._emit(self._why_no_claim(model, stone, pos))  # not claimable (yet): say why
        for deck, rect in self.lay.deck_rects.items():
            if rect.collidepoint(pos):
                for action in (Draw(deck), RecruitDraw(deck)):
                    if action in legal:
                        return self._emit(Perform((action,)))
        if model.view.phase == PLACE and self.drag.held is None:
            # the ruse's card waits in limbo: a click on a glowing side puts it there, as a drop
            # of it would, without lifting it first (the discard pile still takes a drag: one
            # click throws nothing away)
            for stone, rect in self._place_sides(model).items():
                if rect.collidepoint(pos):
                    return self._emit(Perform((Place(stone),)))
        if model.view.phase == GIVE_BACK and self.my_turn(model):
            for card, rect in self.gb_rects + self.lay.hand_rects:
                if rect.collidepoint(pos):
                    return self._emit(Perform((GiveBack(card),)))
        return None

    def _key(self, event: pygame.event.Event, model: TableModel) -> None:
        legal = self.legal(model)
        if pygame.K_1 <= event.key <= pygame.K_9:
            stone = event.key - pygame.K_1
            if Claim(stone) in legal:
                self._emit(Perform((Claim(stone),)))
            elif stone < len(self.lay.stone_rects) and model.view.phase in (PLAY, END):
                self._emit(self._why_no_claim(model, stone, self.lay.stone_rects[stone].center))
        elif event.key == pygame.K_p and Pass() in legal:
            self._emit(Perform((Pass(),)))

    def _why_no_claim(self, model: TableModel, stone: int, pos) -> Explain:
        """Why a stone cannot be claimed now, from what this seat sees (issue 21)."""
        reason = self.rules.why_illegal(model.view, Claim(stone))
        return Explain(reason or Msg("schotten.why.not_now"), pos)

    def wants_escape(self) -> bool:
        return self.drag.active

    def captures(self, event: pygame.event.Event) -> bool:
        return self.drag.carrying(event)

    # -- the judge of drops (game/ui/drag.py; what a drop means: judge.py) ---------------------------
    def legal_targets(self, payload: Any) -> set[Hashable]:
        model = self.model
        if payload[0] == "play" and payload[1] not in self.playable:
            return set()
        out = set()
        for target in self.drag.targets:
            actions = judge.actions_for(self.rules, model.seat, payload, target)
            if actions and judge.sequence_reason(self.rules, model.view, actions) is None:
                out.add(target)
        return out

    def drop(self, payload: Any, target: Hashable) -> None:
        self._emit(Perform(tuple(judge.actions_for(self.rules, self.model.seat, payload, target))))

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        return judge.why_not(self.rules, self.model.view, self.model.seat, payload, target)

    def why_nowhere(self, payload: Any) -> Text:
        """A card let go over no place (and not within ``SNAP`` of a glowing one)."""
        if self.drag.legal:
            return Msg("schotten.why.drop_on_glow")
        return judge.why_not(self.rules, self.model.view, self.model.seat, payload, ("discard",))

    # -- 4. hover -----------------------------------------------------------------------------------
    def hover(self, pos, model: TableModel) -> None:
        self.pointer = pos

    def look(self) -> Hashable:
        return (drag_look(self.drag), self.drag.keyboard_source(), widgets_look(self.widgets))

    # -- words ----------------------------------------------------------------------------------------
    def prompt(self, model: TableModel) -> Text | None:
        if model.lingering is not None:
            return Msg("schotten.prompt.handover", player=seat_msg(1 - model.seat))
        if self.my_turn(model):
            if self.drag.held is not None:
                held = judge.held_prompt(self.rules, model.view, model.seat, self.drag.held.payload)
                if held is not None:
                    return held
            return judge.turn_prompt(self.rules, model.view, self.legal(model))
        return None

    def tooltip(self, pos, model: TableModel) -> Text | None:
        found = self.widgets.tooltip_at(pos)
        if found is not None:
            return found
        view: SchottenState = model.view
        for card, rect in reversed(self.lay.hand_rects):
            if rect.collidepoint(pos):
                return self._hand_tooltip(model, card)
        for stone in range(self.lay.stones):
            modes = view.modes[stone]
            for card, rect in reversed(list(zip(modes, self.lay.mode_rects(stone, len(modes))))):
                if rect.collidepoint(pos):
                    return self._tactic_text(card)
        for (seat, stone), _ in self.lay.side_rects.items():
            cards = view.sides[seat][stone]
            for i in range(len(cards) - 1, -1, -1):
                if self.lay.slot_rect(seat, stone, i, len(cards)).collidepoint(pos):
                    return self._tactic_text(cards[i]) if cards[i] >= 54 else None
        for rect in self.claim_rects.values():
            if rect.collidepoint(pos):
                return Msg("schotten.ui.claim_hint")
        if self.lay.tactics_rect.collidepoint(pos):
            return Msg("schotten.why.tactic_limit")
        return None

    def _hand_tooltip(self, model: TableModel, card: int) -> Text | None:
        """A tactic's name and effect; for a greyed card, why it cannot be played now."""
        text = str(self._tactic_text(card)) if card >= 54 else ""
        if self.my_turn(model) and model.view.phase == PLAY and card not in self.playable:
            reason = judge.unplayable_reason(self.rules, model.view, card)
            if reason is not None:
                text = f"{text}\n{reason}" if text else str(reason)
        return Msg.raw(text) if text else None

    def _tactic_text(self, card: int) -> Text:
        t = self.rules.cs.tactic(card)
        return Msg.raw(f"{Msg(f'schotten.tactic.{t.id}.name')} — {Msg(f'schotten.tactic.{t.id}.text')}")

    def hint_rects(self, action: Action, model: TableModel) -> list[Rect]:
        """The card to take (from the hand or the board), then where it goes."""
        view: SchottenState = model.view
        me, lay = model.seat, self.lay

        def where(stone: int) -> Rect:
            if stone < 0:
                return lay.discard_rect
            n = len(view.sides[me][stone])
            return lay.slot_rect(me, stone, n, n + 1)  # the next free place on my side

        if isinstance(action, Play):
            hand = [rect for card, rect in lay.hand_rects if card == action.card]
            return hand + [where(action.stone)]
        if isinstance(action, Claim):
            return [lay.stone_rects[action.stone]]
        if isinstance(action, (Draw, RecruitDraw)) and action.deck in lay.deck_rects:
            return [lay.deck_rects[action.deck]]
        if isinstance(action, Pick):
            rect = self.card_rect(view, action.stone, action.card)
            return [rect] if rect is not None else []
        if isinstance(action, Place) and view.picked is not None:
            return [lay.limbo_rect(view.picked[0]), where(action.stone)]
        if isinstance(action, GiveBack):
            return [rect for card, rect in self.gb_rects if card == action.card]
        button = self.action_buttons.get(action)
        return [button] if button is not None else []

    # -- animation --------------------------------------------------------------------------------------
    def animate(self, move: Move, model: TableModel) -> None:
        view: SchottenState = move.after
        action, seat, lay = move.action, move.seat, self.lay
        if isinstance(action, Play) and action.stone >= 0 and move.by_bot:
            cards = view.sides[seat][action.stone]
            if action.card in cards:
                end = lay.slot_rect(seat, action.stone, cards.index(action.card), len(cards)).topleft
            else:
                end = lay.limbo_rect(action.stone).topleft
            self._fly(action.card, self._hand_origin(model, seat), end, (seat, action.stone, action.card))
        elif isinstance(action, Play) and action.stone == NO_STONE and move.by_bot:
            self._fly(action.card, self._hand_origin(model, seat), lay.discard_rect.topleft, None)
        elif isinstance(action, Place) and move.by_bot and action.stone >= 0:
            cards = view.sides[seat][action.stone]
            if cards:
                end = lay.slot_rect(seat, action.stone, len(cards) - 1, len(cards)).topleft
                self._fly(cards[-1], lay.limbo_rect(action.stone).topleft, end, (seat, action.stone, cards[-1]))

    def _hand_origin(self, model: TableModel, seat: int) -> tuple[int, int]:
        if seat == model.seat:
            return (self.lay.columns_rect.centerx - CARD_W // 2, self.lay.board.bottom - CARD_H)
        return (self.lay.opp_hand_rect.x + 20, self.lay.opp_hand_rect.y)

    def _fly(self, card: int, start, end, slot: tuple[int, int, int] | None) -> None:
        def landed() -> None:
            self.flights.remove(tween)
            if slot is not None:
                self.hidden_slots.discard(slot)

        tween = Tween(start, end, 0.45, ease_in_out, payload=card, on_done=landed, arc=40)
        self.flights.append(tween)
        if slot is not None:
            self.hidden_slots.add(slot)
        self.ctx.animator.add(tween)

    # -- the end ------------------------------------------------------------------------------------------
    def results(self, model: TableModel) -> Results:
        view: SchottenState = model.view
        if view.rounds == 1:
            headings: list[Text] = [Msg("schotten.ui.stones")]
            cells = [[Msg.raw(str(self.rules.stones_of(view, s)))] for s in (0, 1)]
        else:
            headings = [Msg("schotten.ui.round", round=h["round"], rounds=view.rounds) for h in view.history]
            headings.append(Msg("core.results.total"))
            cells = [[Msg.raw(str(h["points"][s])) for h in view.history] + [Msg.raw(str(view.points[s]))]
                     for s in (0, 1)]
        rows = [ResultRow(model.ranking[s], s, Msg.raw(model.seats[s].name), cells[s]) for s in (0, 1)]
        return Results(headings, sorted(rows, key=lambda row: (row.place, row.seat)), self._results_note(view))

    @staticmethod
    def _results_note(view: SchottenState) -> Text | None:
        """Which win ended the round (or each round): three adjacent stones, five stones, or more
        stones when neither could play on (issue 21)."""
        lines = [(h["round"], won_how(h)) for h in view.history]
        lines = [(n, how) for n, how in lines if how is not None]
        if not lines:
            return None
        if view.rounds == 1:
            return lines[-1][1]
        out: Text = Msg("schotten.ui.won_round", round=lines[-1][0], how=lines[-1][1])
        for n, how in reversed(lines[:-1]):
            out = Msg("schotten.ui.won_rounds", first=Msg("schotten.ui.won_round", round=n, how=how), rest=out)
        return out

    def linger(self, view: SchottenState) -> bool:
        """Pass and play: the last person still looks at the card drawn (the round's end: pass at once)."""
        return view.phase != ROUND_OVER


def won_how(round_: dict) -> Msg | None:
    """How a round in the history was won, in words (None: drawn, or a save from before)."""
    how, winner = round_.get("how"), round_.get("winner", -1)
    if winner not in (0, 1) or how not in ("adjacent", "total", "stall"):
        return None
    stones = ", ".join(str(s) for s in round_.get("run", []))
    count = len(round_.get("run", [])) if how != "stall" else round_["stones"][winner]
    return Msg(f"schotten.ui.won_{how}", player=seat_msg(winner), count=count, stones=stones)


def _lit_key(key: Hashable, legal: set) -> Hashable:
    """The place lit for a target (a stone, or a card on your side, lights your side)."""
    if key[0] in ("stone", "card") and _lit_elsewhere(key, legal):
        stone = key[1] if key[0] == "stone" else key[2]
        return ("side", stone) if ("side", stone) in legal else ("stone", stone)
    return key


def _lit_elsewhere(key: Hashable, legal: set) -> bool:
    """A stone, or a card at it, accepts the drop too, but only the side is lit."""
    if key[0] == "stone":
        return ("side", key[1]) in legal
    if key[0] == "card":
        return ("side", key[2]) in legal or ("stone", key[2]) in legal
    return False
