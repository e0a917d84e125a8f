"""Schotten Totten's table (issue 21 point 13): the "1 of 3" labels as large as the formation
labels; the "Provably yours" badge readable and clear of the stone's number; the Recruiter's
give-back keeps every card in its place; one name per formation on the whole table; the
results say which win ended the game."""

import random
import re

import pygame
import pytest

from game.core import i18n
from game.core.i18n import Msg, tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import RANK_NAMES
from game.games.schotten.rules.state import GIVE_BACK
from game.games.schotten.view import tour
from game.games.schotten.view.geom import MODE_W
from game.scenes.play import start_match
from game.ui.art import ART, Palette, TextStyle
from tests.ui.drawn import texts_drawn

RULES = SchottenRules()


@pytest.mark.parametrize("position", ["provable", "claim"])
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_the_count_labels_and_the_provable_badge_are_readable(app, scale, position):
    """The badges ("Provably yours", and "Claim" with its glow) clear of the stone's number (hand
    play: the Claim badge's glow touched the top of it at 1280x720)."""
    app.settings.ui_scale = scale
    app.apply_settings()
    scene = start_match(app, tour._provable() if position == "provable" else tour._tactical_with_claim(), "t")
    view, state = scene.view, scene.session.match.state
    seen = texts_drawn(app)
    counts = [size for s, size in seen if re.fullmatch(r"\d of \d", s)]
    labels = [size for s, size in seen if " · " in s and len(s) < 20]
    assert counts and labels
    assert min(counts) >= 13 and max(counts) == max(labels), (counts, labels)  # one role, one size
    words = tr("schotten.ui.provable" if position == "provable" else "schotten.ui.claim")
    badges = [size for s, size in seen if s in words or words in s]
    assert badges and min(badges) >= 12
    p = app.painter
    for stone, badge, claim_now, _proof in view.badges:
        r = view.lay.stone_draw_rect(stone, len(state.modes[stone]), state.claimed[stone])
        # the number's ink (its glyphs' bounding box, not its line), drawn centred at bottom - 18
        style = TextStyle(22, Palette.paper_ink, True)
        surface = ART.text(str(stone + 1), p.real_size(style.size), style.colour, True)
        ink = surface.get_bounding_rect()
        ink_top = r.bottom - 18 - (surface.get_height() / 2 - ink.top) / p.vp.scale
        bottom = badge.inflate(8, 8).bottom if claim_now else badge.bottom  # the glow round a Claim
        assert bottom + 3 <= ink_top, ("the badge touches the stone's number", bottom, ink_top)


def test_the_give_back_keeps_every_card_in_its_place(app, driver):
    scene = start_match(app, tour._give_back(), "t")
    view, match = scene.view, scene.session.match
    driver.send()
    assert match.state.phase == GIVE_BACK
    before = {card: rect.copy() for card, rect in view.gb_rects}
    first, rect = view.gb_rects[0]
    left = match.state.give_back_left
    driver.click(rect.center)
    assert match.state.give_back_left == left - 1 and match.state.phase == GIVE_BACK
    after = dict(view.gb_rects)
    assert first not in after
    for card, place in after.items():
        assert place == before[card], f"card {card} moved under the pointer"
    # what is under the pointer now is nothing: a second click there gives nothing back
    driver.click(rect.center)
    assert match.state.give_back_left == left - 1


def formation_names() -> dict[str, int]:
    """Every name a formation goes by (full and short) -> its rank."""
    out = {}
    for rank, name in RANK_NAMES.items():
        for key in (f"schotten.formation.{name}", f"schotten.formation.short.{name}"):
            if i18n.has(key):
                out[tr(key)] = rank
    return out


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_one_name_per_formation_on_the_whole_table(app, lang):
    """Colour runs of 6 and 24 side by side (and other formations from random play), the log
    open (the narrowest columns): each formation goes by one name on the table."""
    app.settings.language = lang
    app.apply_settings()
    try:
        names = formation_names()
        by_piece = {RULES.piece(card): card for card in RULES.clan_cards()}
        rng = random.Random(3)
        for seed in range(3):
            seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
            match = Match(RULES, MatchConfig("schotten", seats, {}, seed=seed))
            for _ in range(40):
                if match.to_move() == CHANCE:
                    match.resolve_chance()
                    continue
                match.play(rng.choice(match.legal_actions()))
            state = match.state
            for stone, strengths in ((7, (1, 2, 3)), (8, (7, 8, 9))):
                cards = [by_piece[(seed, k)] for k in strengths]
                for side in state.sides:
                    for other in side:
                        other[:] = [c for c in other if c not in cards]
                for hand in state.hands:
                    hand[:] = [c for c in hand if c not in cards]
                state.sides[0][stone] = cards
            view = start_match(app, match, "t")
            if not view.log_panel.open:
                view.toggle_log()
            used: dict[int, set[str]] = {}
            for text, _size in texts_drawn(app):
                name = text.rpartition(" · ")[0]
                if name in names:
                    used.setdefault(names[name], set()).add(name)
            assert 4 in used, "the colour runs were drawn"
            assert all(len(v) == 1 for v in used.values()), used
    finally:
        i18n.set_language("en")


def test_the_results_say_which_win_ended_the_game(app):
    from game.tools.catalog import finished_match

    for seed in range(8):
        match = finished_match("schotten", seed=seed)
        scene = start_match(app, match, "t")
        last = match.state.history[-1]
        winner = last["winner"]
        if winner not in (0, 1):
            continue
        claimed = [s + 1 for s, who in enumerate(match.state.claimed) if who == winner]
        note = scene.view.results(scene.session.model()).note
        assert note is not None
        params = dict(note.params)
        runs = [claimed[i : i + 3] for i in range(len(claimed) - 2) if claimed[i + 2] - claimed[i] == 2]
        if note.key == "schotten.ui.won_adjacent":
            assert [int(x) for x in params["stones"].split(", ")] in runs
        elif note.key == "schotten.ui.won_total":
            assert params["count"] == len(claimed) >= 5 and not runs
        else:
            assert note.key == "schotten.ui.won_stall"
        assert str(Msg.raw(tr(note)))


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_tactics_count_keeps_each_seat_on_one_line_clear_of_the_decks(app, lang, scale):
    """The log open (the narrowest side panel), 1280x720: "Tactics — you: 1" and the other seat's
    count each stand on one line, so the label never runs under the decks (hand play found the
    Portuguese label on three lines, its last one behind the decks)."""
    app.settings.language = lang
    app.settings.ui_scale = scale
    app.apply_settings()
    try:
        seats = [Seat("Ana", HUMAN), Seat("Computer 1", "bot", "easy")]
        match = Match(RULES, MatchConfig("schotten", seats, {"tactical": True}, seed=2))
        scene = start_match(app, match, "t")
        assert scene.log_panel.open
        seen = [s for s, _size in texts_drawn(app)]
        mine = tr("schotten.ui.tactics_both", mine=0, theirs=0, player="Computer 1").split("\n")
        assert all(line in seen for line in mine), (mine, [s for s in seen if ":" in s])
    finally:
        app.settings.language = "en"
        app.settings.ui_scale = 1.0
        app.apply_settings()


def test_both_combat_modes_on_one_stone_show_whole_and_leave_its_number_in_sight(app):
    """Mud Fight and Blind-Man's Bluff on one stone: one card each side of it, neither behind
    the other (the one behind showed a sliver only), the stone's number between them."""
    match = tour._tactical_with_claim()
    state, cs = match.state, match.rules.cs
    stone = next(s for s in range(9) if state.claimed[s] < 0 and not state.modes[s])
    for name in ("mud", "blind"):
        card = cs.tactic_by_id(name).card
        for held in (*state.pools.values(), *state.hands, *state.modes):
            if card in held:
                held.remove(card)
        state.modes[stone].append(card)
    scene = start_match(app, match, "t")
    lay = scene.view.lay
    first, second = lay.mode_rects(stone, 2)
    assert not first.colliderect(second)
    r = lay.stone_draw_rect(stone, 2, -1)
    number = r.centerx - 10, r.centerx + 10  # the number's ink, drawn centred
    assert first.right <= number[0] and second.x >= number[1]
    for other in range(9):  # and the cards stay clear of the next stones' numbers
        if other != stone:
            o = lay.stone_draw_rect(other, 0, -1)
            assert not any(m.collidepoint(o.centerx, o.bottom - 18) for m in (first, second))


def test_a_claimed_stone_is_drawn_whole_in_front_of_its_combat_mode(app, monkeypatch):
    """Hand play (1280x720): a combat mode on a claimed stone hid a third of the smaller stone. Once a
    stone is decided its mode no longer counts: the stone is drawn over the card, which peeks out."""
    from game.games.schotten.view.card import CardPainter

    match = tour._tactical_with_claim()
    state, cs = match.state, match.rules.cs
    stone = next(s for s in range(9) if state.claimed[s] < 0 and not state.modes[s])
    state.claimed[stone] = 0
    card = cs.tactic_by_id("blind").card
    for held in (*state.pools.values(), *state.hands, *state.modes):
        if card in held:
            held.remove(card)
    state.modes[stone].append(card)
    magenta = (255, 0, 255)
    original = CardPainter.draw

    def draw(self, p, drawn, rect, *args, **kwargs):  # the mode card in one colour nothing else has
        if drawn == card:
            return p.rect(rect, magenta)
        return original(self, p, drawn, rect, *args, **kwargs)

    monkeypatch.setattr(CardPainter, "draw", draw)
    scene = start_match(app, match, "t")
    lay = scene.view.lay
    r = lay.stone_draw_rect(stone, 1, 0)
    (mode,) = lay.mode_rects(stone, 1)
    assert mode.x < r.x - MODE_W // 3, "the card peeks out at the stone's left"
    body = pygame.Rect(r.x + 14, r.centery - 6, r.w - 28, r.h // 2)  # the stone's body (its art's margins out)
    shot = app.render().subsurface(app.painter.vp.rect(body))
    covered = sum(shot.get_at((x, y))[:3] == magenta for x in range(shot.get_width()) for y in range(shot.get_height()))
    assert covered == 0, f"the card covers {covered} pixels of the claimed stone"


@pytest.mark.parametrize("size", [(75, 107), (112, 160)])  # a side's card at 1280x720 and 1920x1080
@pytest.mark.parametrize("name", ["spy", "shield", "joker_a"])
def test_a_wild_cards_chosen_colour_band_leaves_its_picture_whole(app, monkeypatch, size, name):
    """Hand play: the Spy's chosen-colour band (blue 7) covered the lower half of its picture."""
    from game.games.schotten.view import card as card_module

    tactic = RULES.cs.tactic_by_id(name)
    icon_name = f"icons/{card_module.tactic_icon(tactic)}"
    magenta = (255, 0, 255)
    sizes = []
    original = ART.svg

    def svg(path, px, *args, **kwargs):
        if path != icon_name:
            return original(path, px, *args, **kwargs)
        sizes.append(px)
        solid = pygame.Surface(px, pygame.SRCALPHA)
        solid.fill((*magenta, 255))
        return solid

    monkeypatch.setattr(ART, "svg", svg)
    monkeypatch.setattr(card_module, "_CARD_CACHE", {})
    painter = card_module.CardPainter(RULES.cs)
    surface = painter._render_card(app.painter, tactic.card, size, (1, tactic.strengths[-1]), False)
    (w, h), = sizes
    width, height = surface.get_size()
    shown = sum(1 for x in range(width) for y in range(height) if surface.get_at((x, y))[:3] == magenta)
    assert shown == w * h, f"{w * h - shown} of the picture's {w * h} pixels hidden"
