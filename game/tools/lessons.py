"""The lessons' figures, and a lesson walked through in words (for writing and checking a script).

    python -m game.tools.lessons                  # per game: steps, decisions, words, minutes
    python -m game.tools.lessons --walk schotten  # every step: the coach's words, then the moves
                                                  # (> yours, ~ chance, the computer's indented)
    python -m game.tools.lessons --walk brass --lang pt

The length is ``Lesson.minutes``: the coach's words read at ``WORDS_PER_MINUTE`` plus ``SECONDS_PER_DECISION``
for each decision (finding the place, dragging or clicking); a newcomer also looks at the table, so
take it as the lower end.
"""

from __future__ import annotations

import argparse
import sys

from game.core import i18n
from game.core.rules import CHANCE
from game.games import available, spec


def figures(game: str) -> dict[str, float]:
    lesson = spec(game).lesson()
    decisions, words = lesson.size()
    computer = sum(1 for actor, _ in lesson.main[: lesson.end] if actor not in (CHANCE, lesson.person))
    chance = sum(1 for actor, _ in lesson.main if actor == CHANCE)
    minutes = lesson.minutes()
    return {
        "steps": len(lesson.steps),
        "decisions": decisions,
        "words": words,
        "computer": computer,
        "chance": chance,
        "minutes": minutes,
    }


def walk(game: str, lang: str) -> None:
    """Every step of the lesson: the coach's words and each move in the rules' own words."""
    found = spec(game)
    lesson, rules = found.lesson(), found.instance()
    match = lesson.new_match(rules, seed=1)
    names = [s.name for s in match.config.seats]
    with i18n.speaking(lang, names):
        state = rules.setup(match.config.game_config())
        shown = None
        for n, (actor, action) in enumerate(lesson.main):
            k = lesson.step_at[n]
            if actor == lesson.person and k < len(lesson.steps) and lesson.steps[k].say != shown:
                shown = lesson.steps[k].say
                print(f"\n[{k + 1}/{len(lesson.steps)}] {i18n.tr(shown)}")
            line = rules.describe(state, action, None if actor == CHANCE else actor)
            rules.apply(state, action)
            if line is not None:
                mark = ">" if actor == lesson.person else "~" if actor == CHANCE else " "
                print(f"    {mark} {i18n.tr(line)}")
        print(f"\n{i18n.tr(lesson.closing)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walk", metavar="GAME", help="walk through one game's lesson")
    parser.add_argument("--lang", default=i18n.DEFAULT_LANGUAGE, choices=sorted(i18n.LANGUAGES))
    args = parser.parse_args(argv)
    if args.walk:
        walk(args.walk, args.lang)
        return 0
    print(f"{'game':<10}{'steps':>7}{'decisions':>11}{'words':>8}{'computer':>10}{'chance':>8}{'minutes':>9}")
    for game in available():
        f = figures(game)
        print(
            f"{game:<10}{f['steps']:>7}{f['decisions']:>11}{f['words']:>8}{f['computer']:>10}{f['chance']:>8}"
            f"{f['minutes']:>9.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
