"""Sizes shared by the Schotten view's modules (virtual pixels, 1920x1080 canvas)."""

from game.ui.art import MIN_TEXT_PX

CARD_W, CARD_H = 112, 160
STRIP = 46  # how much of an overlapped card shows
STONE_W, STONE_H = 104, 86
SIDE_GAP = 10
FAMILY_ICON = {"elite": "f_elite", "combat": "f_combat", "ruse": "f_ruse"}
SNAP = 24  # a drop this close to a glowing place lands there
MODE_W, MODE_H = 70, 100  # a combat-mode card under its stone
MODE_SHIFT = 18  # a stone with one combat mode moves right, the card shows at its left
MODE_OVER = 34  # how far a combat-mode card reaches over its stone
CLAIM_LEAN = 12  # a claimed stone leans this far toward its claimer
MIN_PX = MIN_TEXT_PX  # no text on a card smaller than this (window pixels)
