"""Sizes shared by the Schotten view's modules (virtual pixels, 1920x1080 canvas)."""

CARD_W, CARD_H = 112, 160
STRIP = 46  # how much of an overlapped card shows
STONE_W, STONE_H = 104, 86
SIDE_GAP = 10
FAMILY_ICON = {"elite": "f_elite", "combat": "f_combat", "ruse": "f_ruse"}
