"""Two copies of the app at once both record their games (WAL, busy timeout, one short write
per game): two processes start on no database at all, finish games at the same moments, and
every game of both is recorded once.  On a machine so loaded that a write waits past the busy
timeout, the designed fallback may step in (the record waits in ``records-pending/`` with the
"in use" notice and the next open adds it); nothing else may, and no game may be lost."""

import os
import subprocess
import sys
import time
from pathlib import Path

from game.records import Records
from game.records.store import pending_dir

ROOT = Path(__file__).resolve().parents[2]

WORKER = """
import os, sys, time
from pathlib import Path
from game import records
from tests.records.conftest import finished

first, count, go = int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
games = [finished(seed=s) for s in range(first, first + count)]
while not go.exists():
    time.sleep(0.005)
for game in games:
    for notice in records.record_finished(game):
        print("notice:", notice.key, flush=True)
    records.record_finished(game)  # and once more: still one record
print("done", flush=True)
"""


def test_two_processes_record_all_their_games(private_home, tmp_path):
    go = tmp_path / "go"
    env = dict(os.environ, QUIET_TABLE_HOME=str(private_home), PYTHONPATH=str(ROOT))
    workers = [
        subprocess.Popen([sys.executable, "-c", WORKER, str(first), "12", str(go)], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for first in (100, 200)
    ]
    time.sleep(0.5)
    go.write_text("go")  # both start writing at once, into a database neither has made yet
    outputs = [w.communicate(timeout=240) for w in workers]
    for worker, (out, err) in zip(workers, outputs):
        assert worker.returncode == 0, err
        lines = out.strip().splitlines()
        assert lines[-1:] == ["done"], out
        assert set(lines[:-1]) <= {"notice: records.notice.locked"}, out  # the wait in records-pending/ only
    with Records.open() as db:  # adds any record that waited
        assert db.notices == [] and db.count() == 24
        assert len({r.match_id for r in db.history(limit=100)}) == 24
    assert not list(pending_dir().glob("*.json"))
