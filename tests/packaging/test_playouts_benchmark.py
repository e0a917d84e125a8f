"""benchmarks/playouts.py: measuring a tree alone, and comparing with a git revision whose own
copy of the script has ``--against`` (it once compared again there and failed) or lacks it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "playouts.py"


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--game", "schotten", "--seconds", "0", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_alone_on_a_tree():
    out = run("--against", "none", "--tree", str(ROOT))
    assert out.count("random games/s") == 3
    assert out.startswith("schotten base")


@pytest.mark.parametrize("revision", ["HEAD", "da96422"])  # has --against / from before it
def test_against_a_revision_old_or_new(revision):
    known = subprocess.run(["git", "cat-file", "-e", revision], cwd=ROOT, capture_output=True)
    if known.returncode:
        pytest.skip(f"{revision} is not in this checkout")
    out = run("--against", revision, "--rounds", "1")
    assert out.count("ratio x") == 3, out
