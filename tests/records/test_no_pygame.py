"""The records package is below the screens: importing and using it never imports pygame."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from game import records
from tests.records.conftest import finished
game = finished(seed=3)
assert records.record_finished(game) == []
with records.Records.open() as db:
    record = db.find(game.match_id)
    db.export_text(record.id, "pt")
    db.game_stats("Ana")
print("pygame" in sys.modules)
"""


def test_records_never_import_pygame(private_home):
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"QUIET_TABLE_HOME": str(private_home), "PYTHONPATH": str(ROOT), "PATH": ""},
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
