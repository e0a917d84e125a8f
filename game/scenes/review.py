"""Review a game on the real table, step by step (issue 23.3).

Three ways in, each giving a ``Match`` to ``open_review``:

* ``review_record(app, record)`` — a game from History (its record's save replays it), or one
  just imported;
* ``review_match(app, match)`` — the game that just ended ("Review this game" on the results);
* ``review_save(app, info)`` — a saved game from the Load screen, finished or not: an unfinished
  one is reviewed up to where it stands.

A game that does not replay is refused with the reason (a toast) and nothing changes.  Leaving
the review goes back to the screen it was opened from (the review is pushed over it).
"""

from __future__ import annotations

from game import games, storage
from game.core.i18n import Msg
from game.core.match import Match, SaveError
from game.core.session import REVIEW, TableSession
from game.records import GameRecord, RecordError
from game.scenes.play import PlayScene


def refuse(app, reason: Msg) -> None:
    app.toast(Msg("records.review.cannot", reason=reason), "warning")


def review_record(app, record: GameRecord) -> None:
    try:
        match = record.match()
    except RecordError as exc:
        refuse(app, exc.reason)
        return
    open_review(app, match)


def review_match(app, match: Match) -> None:
    """Review ``match`` as it stands (the review only reads it: the game on the table below is
    not touched, and it takes no input while the review is over it)."""
    open_review(app, match)


def review_save(app, info: storage.SaveInfo) -> None:
    """Review a saved game (the file is only read)."""
    try:
        if info.error is not None:
            raise SaveError(info.error)
        match = storage.load_match(info.path, games.rules_or_none)
    except SaveError as exc:
        refuse(app, exc.reason)
        return
    open_review(app, match)


def open_review(app, match: Match) -> PlayScene:
    """``match`` on its game's table in a review session (``TableSession`` in ``REVIEW`` mode: read
    only, no computer thinks, nothing saved or recorded), pushed over the current scene.  A
    finished game opens at its start (the table as dealt: a review is walked forwards, and the
    play testers did not expect the last position); an unfinished one where it stands (End goes
    to the end of either)."""
    session = TableSession(match, mode=REVIEW)
    if match.is_over():
        session.to_start()
    scene = PlayScene(app, session, games.view_class(match.config.game), "")
    app.stack.push(scene)
    return scene
