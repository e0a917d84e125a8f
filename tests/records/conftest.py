"""Finished games made quickly (random players) and a records database in the test's own home."""

import pytest

from game import games
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rng import Rng
from game.core.rules import CHANCE


def seats(*names: str) -> list[Seat]:
    """People by name; "name:level" is a computer at that level."""
    out = []
    for name in names:
        who, _, level = name.partition(":")
        out.append(Seat(who, BOT, level) if level else Seat(who, HUMAN))
    return out


def play_out(match: Match, seed: int = 1, stop_before_end: bool = False) -> Match:
    """Random decisions until the game ends (or, with ``stop_before_end``, until one more
    decision would end it: that decision is returned as ``match.final``)."""
    rules = match.rules
    bot = games.make_bot(match.config.game, "random", seed)
    while not match.is_over():
        seat = match.to_move()
        action = bot.choose(rules, rules.view(match.state, seat), seat)
        if stop_before_end:  # the action and the chance it brings, as the match would draw it
            probe, step = match.state.clone(), len(match.actions) + 1
            rules.apply(probe, action)
            while rules.to_move(probe) == CHANCE:
                rules.apply(probe, rules.sample_chance(probe, Rng.derive(match.config.seed, step)))
                step += 1
            if rules.to_move(probe) is None:
                match.final = action
                return match
        match.play(action)
    return match


def finished(game="schotten", names=("Ana", "Bruno"), seed=1, options=None) -> Match:
    match = Match(games.rules_for(game), MatchConfig(game, seats(*names), dict(options or {}), seed=seed))
    return play_out(match, seed)


def ending(game="schotten", names=("Ana", "Bruno"), seed=1) -> Match:
    """A match one decision before its end (``match.final`` ends it)."""
    match = Match(games.rules_for(game), MatchConfig(game, seats(*names), {}, seed=seed))
    play_out(match, seed, stop_before_end=True)
    assert match.to_move() not in (None, CHANCE)
    return match


@pytest.fixture
def schotten_game():
    return finished("schotten", seed=5)
