"""Every finished game recorded, in an SQLite database in the data folder (no pygame here).
A lesson's match (``Match.lesson``) is not a real game: it is never recorded, finished or left.

* ``record.py``: one game's record (``GameRecord``), made from a finished match, an abandoned
  autosave or a JSON record file (strictly checked: ``parse_record``);
* ``store.py``: the database file (``Records.open`` never raises; hostile files are set aside),
  writing once per match id, deleting, export and import, the upkeep (pending records, the
  saves' finished games imported once, abandoned games), and ``record_finished``: the one call
  the table makes when a game ends;
* ``stats.py``: the Records screen's figures and the History list;
* ``text.py``: a record as readable text, the game's log in the rules' words;
* ``schema.py``: the tables, the schema version and its migrations.
"""

from game.records.record import (
    ABANDONED,
    FINISHED,
    IMPORT,
    MIXED,
    NO_LEVEL,
    PLAY,
    RECORD_FORMAT,
    RECORD_VERSION,
    SAVE,
    TABLE,
    WALL,
    GameRecord,
    RecordError,
    SeatRecord,
    parse_record,
    record_of,
)
from game.records.stats import (
    PERIODS,
    RESULTS,
    Filter,
    GameStats,
    HeadToHead,
    HistoryFilter,
    LevelTally,
    PersonLine,
    ScorePoint,
    Tally,
    level_label,
    level_order,
    period_filter,
)
from game.records.store import ABANDON_DAYS, Records, record_finished, records_path
from game.records.text import options_brief, options_text, record_text, when

__all__ = [
    "ABANDONED",
    "ABANDON_DAYS",
    "FINISHED",
    "IMPORT",
    "MIXED",
    "NO_LEVEL",
    "PERIODS",
    "PLAY",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "RESULTS",
    "SAVE",
    "TABLE",
    "WALL",
    "Filter",
    "GameRecord",
    "GameStats",
    "HeadToHead",
    "HistoryFilter",
    "LevelTally",
    "PersonLine",
    "RecordError",
    "Records",
    "ScorePoint",
    "SeatRecord",
    "Tally",
    "level_label",
    "level_order",
    "parse_record",
    "period_filter",
    "record_finished",
    "record_of",
    "options_brief",
    "options_text",
    "record_text",
    "records_path",
    "when",
]
