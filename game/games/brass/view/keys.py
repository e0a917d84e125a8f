"""The action bar's actions and their keys (shared by the scene and the panels)."""

from __future__ import annotations

import pygame

from game.games.brass.rules.actions import Build, Develop, Loan, Network, Pass, Scout, Sell

# The action bar: (name, action class, keys)
ACTIONS: tuple[tuple[str, type, tuple[int, ...]], ...] = (
    ("build", Build, (pygame.K_1, pygame.K_b)),
    ("network", Network, (pygame.K_2, pygame.K_n)),
    ("develop", Develop, (pygame.K_3, pygame.K_d)),
    ("sell", Sell, (pygame.K_4, pygame.K_s)),
    ("loan", Loan, (pygame.K_5, pygame.K_o)),
    ("scout", Scout, (pygame.K_6, pygame.K_c)),
    ("pass", Pass, (pygame.K_7, pygame.K_p)),
)
MODES = ("build", "network", "develop", "sell")
