"""Every scene of every game, built on a headless app: used by ``main.py --smoke`` and the
screenshot tour.  Each entry is ``(name, build)`` where ``build(app)`` sets up the stack."""

from __future__ import annotations

import random
from collections.abc import Callable

from game import games, storage
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE

Builder = Callable[[object], None]

NAMES = ["Ana", "Rui", "Marta", "Tomé", "Inês"]


def advance_until(match: Match, wanted, level: str = "easy", seed: int = 11, limit: int = 5000) -> Match:
    """Computer players at ``level`` (seat i seeded ``seed + i``) decide for every seat until
    ``wanted(match)`` holds, the game ends or ``limit`` decisions are taken."""
    rules = match.rules
    bots = {i: games.make_bot(match.config.game, level, seed + i) for i in range(len(match.config.seats))}
    for _ in range(limit):
        if match.is_over() or wanted(match):
            return match
        seat = match.to_move()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        match.play(bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


def demo_match(
    game: str, seats: int | None = None, options: dict | None = None, humans: int = 1, moves: int = 14, seed: int = 7
) -> Match:
    """A match with ``moves`` decisions already taken by computer players."""
    rules = games.rules_for(game)
    n = seats or rules.min_seats
    seat_list = [Seat(NAMES[i], HUMAN if i < humans else BOT, "" if i < humans else "easy") for i in range(n)]
    match = Match(rules, MatchConfig(game, seat_list, dict(options or {}), seed=seed))
    bots = {i: games.make_bot(game, "easy", seed + i) for i in range(n)}
    rng = random.Random(seed)
    taken = 0
    while taken < moves and not match.is_over():
        seat = match.to_move()
        if seat is None or seat == CHANCE:
            break
        action = bots[seat].choose(rules, rules.view(match.state, seat), seat)
        if action not in match.legal_actions():
            action = rng.choice(match.legal_actions())
        match.play(action)
        taken += 1
    # stop where a person decides, so the screen shows a human turn
    for _ in range(50):
        seat = match.to_move()
        if seat is None or seat == CHANCE or match.config.seats[seat].is_human:
            break
        match.play(bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


def late_match(
    game: str, seats: int | None = None, options: dict | None = None, seed: int = 11, fraction: float = 0.8
) -> Match:
    """A match well into its game: a complete computer game, replayed to ``fraction`` of its length."""
    whole = demo_match(game, seats, options, humans=0, moves=100_000, seed=seed)
    rules = games.rules_for(game)
    config = MatchConfig.from_json(whole.config.to_json())
    config.seats[0] = Seat(NAMES[0], HUMAN)
    match = Match(rules, config, deal=False)
    for action in whole.actions[: int(len(whole.actions) * fraction)]:
        match._record(rules.to_move(match.state), action)
    match.resolve_chance()
    bots = {i: games.make_bot(game, "easy", seed + i) for i in range(len(config.seats))}
    for _ in range(200):
        seat = match.to_move()
        if seat is None or match.config.seats[seat].is_human:
            break
        match.play(bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


HINT_MOVES = {"glenmore": "glenmore.take", "border": "border.complete", "brass": "brass.build"}
"""The kind of move the tour's hint scene waits for (its game's main decision)."""


def _choice_match(game: str) -> Match:
    """A demo match moved on to where the person has a real choice: four moves or more, among
    them the game's main kind of move."""
    kind = HINT_MOVES.get(game)

    def choosing(m: Match) -> bool:
        if m.to_move() != 0:
            return False
        legal = m.legal_actions()
        return len(legal) >= 4 and (kind is None or any(a.kind == kind for a in legal))

    return advance_until(demo_match(game), choosing, limit=400)


def finished_match(game: str, seats: int | None = None, options: dict | None = None, seed: int = 3) -> Match:
    rules = games.rules_for(game)
    n = seats or rules.min_seats
    match = Match(rules, MatchConfig(game, [Seat(NAMES[i], HUMAN) for i in range(n)], dict(options or {}), seed=seed))
    return advance_until(match, lambda m: False, "random", seed, limit=1_000_000)


def lesson_match(game: str, step: int) -> Match:
    """``game``'s lesson played along its script to the start of step ``step`` (1-based)."""
    spec = games.spec(game)
    lesson, guide = spec.lesson(), spec.guide()
    match = lesson.new_match(spec.instance(), seed=7)
    match.chance = guide.chance
    match.resolve_chance()
    stop = lesson.starts[min(step, len(lesson.steps)) - 1]
    while len(match.actions) < stop:
        match.play(lesson.main[len(match.actions)][1])
    return match


def tutorial_step(game: str) -> int:
    """The step the tour shows: the first after the opening one whose place has an arrow and that
    leaves a choice (so a move off the script can be answered), else step 2."""
    steps = games.spec(game).lesson().steps
    for k, step in enumerate(steps):
        if k and step.arrow and len(lesson_match(game, k + 1).legal_actions()) > 1:
            return k + 1
    return min(2, len(steps))


def _tutorial(app, scene) -> None:
    """An off-script move the lesson refuses, so its reply shows in the panel beside the arrow."""
    from game.core.session import REFUSED

    session = scene.session
    targets = scene.lesson.status().targets
    for action in session.match.legal_actions():
        if action not in targets and session.guide.judge(session.match, 0, action).kind == REFUSED:
            session.play(action)  # refused: the lesson's reply shows, nothing is played
            break


def _coached(game: str) -> Builder:
    """A game with the coach on, its note shown for the person's last move (the note is made
    from a legal alternative, not appraised, to keep the tour quick: the card is what shows)."""

    def build(app) -> None:
        from game.core.coach import MoveLoss
        from game.scenes.play import start_match

        app.settings.coach[game] = True
        match = _choice_match(game)
        scene = start_match(app, match, "tour")
        talk = scene.coach
        seat = scene.session.humans[0]
        legal = match.legal_actions()
        view = match.rules.view(match.state, seat)
        best = next((a for a in legal[1:] if games.move_words(game, match.rules, view, a, seat) is not None), legal[0])
        loss = MoveLoss(len(match.actions), seat, legal[0], best, talk.coach.threshold + 1.0)
        talk.note = talk.coach.note(view, loss)
        app.settings.coach[game] = False

    return build


def _title(app) -> None:
    from game.scenes.title import TitleScene

    app.stack.reset(TitleScene(app))


def _push(scene_factory) -> Builder:
    def build(app) -> None:
        _title(app)
        app.stack.push(scene_factory(app))

    return build


def _play(match_factory: Callable[[], Match], after: Callable | None = None) -> Builder:
    def build(app) -> None:
        from game.scenes.play import start_match

        scene = start_match(app, match_factory(), "tour")
        if after is not None:
            after(app, scene)

    return build


def _results(app, scene) -> None:
    scene.results_shown = True
    scene.show_results()


def _pass(app, scene) -> None:
    from game.scenes.pass_device import PassDeviceScene

    seat = scene.match.to_move()
    if not isinstance(app.stack.top, PassDeviceScene):
        app.stack.push(PassDeviceScene(app, scene, seat if isinstance(seat, int) and seat >= 0 else 0))


def _review(game: str) -> Builder:
    """A finished game in review, at the milestone half way through it (a scoring, a claim, a
    round's end: ``Rules.milestone``)."""

    def build(app) -> None:
        from game.scenes.review import open_review

        _title(app)
        scene = open_review(app, finished_match(game))
        marks = scene.session.milestones()
        scene.session.goto(marks[(len(marks) - 1) // 2] if marks else scene.session.length // 2)

    return build


def _menu(app, scene) -> None:
    scene.open_menu()


def _hint(app, scene) -> None:
    """Ask for "suggest a move" and wait for the answer, as if the person had pressed H."""
    if scene.hint.ask() and scene.hint.worker is not None:
        scene.hint.worker.thread.join(timeout=60)
    scene.hint.update()


def entries() -> list[tuple[str, Builder]]:
    from game.scenes import registry
    from game.scenes.choose import ChooseGameScene
    from game.scenes.lessons import LessonsScene
    from game.scenes.load import LoadScene
    from game.scenes.rules_ref import RulesScene
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene

    out: list[tuple[str, Builder]] = [
        ("app-title", _title),
        ("app-choose", _push(ChooseGameScene)),
        ("app-settings", _push(SettingsScene)),
        ("app-load", _with_saves(_push(LoadScene))),
        ("app-lessons", _push(LessonsScene)),
        ("app-records", _with_records(_push(lambda app: registry.make("records", app)))),
        ("app-history", _with_records(_push(lambda app: registry.make("history", app)))),
    ]
    for game in games.available():
        low, high = games.seat_range(game)
        out.append((f"{game}-setup", _push(lambda app, g=game: SetupScene(app, g))))
        out.append((f"{game}-play", _play(lambda g=game: demo_match(g))))
        if high > 2:
            out.append((f"{game}-play-{high}p", _play(lambda g=game, n=high: demo_match(g, n, moves=20 * n))))
        out.append((f"{game}-late", _play(lambda g=game: late_match(g))))
        out.append((f"{game}-menu", _play(lambda g=game: demo_match(g), _menu)))
        out.append((f"{game}-hint", _play(lambda g=game: _choice_match(g), _hint)))
        if games.has_hidden_information(game):
            out.append((f"{game}-pass", _play(lambda g=game: demo_match(g, humans=2), _pass)))
        out.append((f"{game}-results", _play(lambda g=game: finished_match(g), _results)))
        out.append((f"{game}-rules", _push(lambda app, g=game: RulesScene(app, g))))
        out.append((f"{game}-tutorial", _play(lambda g=game: lesson_match(g, tutorial_step(g)), _tutorial)))
        out.append((f"{game}-coach", _coached(game)))
        out.append((f"{game}-review", _review(game)))
        for name, factory, after in games.spec(game).tour():
            out.append((f"{game}-{name}", _play(factory, after)))
    return out


def _with_saves(build: Builder) -> Builder:
    def wrapped(app) -> None:
        for game in games.available():
            storage.save_named(demo_match(game, moves=6), f"{game} evening", overwrite=True)
        bad = storage.saves_dir() / "damaged.json"
        bad.write_bytes(b'{"format": "quiet-table-save", "version": 1, "acti')
        build(app)

    return wrapped


TOUR_RECORDS = 240
"""Games in the tour's records: a year of them, mostly Ana's, some with Rui and Marta at her table."""


def fill_records(count: int = TOUR_RECORDS) -> None:
    """A fresh records database in the data folder with ``count`` sample games (records.sample:
    real short games between random players, with varied seats, scores and dates)."""
    from game.records import Records, records_path
    from game.records.sample import sample_records

    path = records_path()
    for side in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        side.unlink(missing_ok=True)
    with Records.open(maintain=False) as db:
        db.add_all(sample_records(count, seed=7, names=("Ana", "Rui", "Marta"), regular="Ana", span_days=365))


def _with_records(build: Builder) -> Builder:
    def wrapped(app) -> None:
        fill_records()
        build(app)

    return wrapped
