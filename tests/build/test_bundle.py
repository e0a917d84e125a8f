"""Build the PyInstaller bundle and start it once with --smoke (slow: run by .ci/run)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_bundle_builds_and_passes_its_smoke_run(tmp_path):
    result = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build.py"), "--dist", str(tmp_path / "dist")],
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "smoke run of the bundle passed" in result.stdout
    assert "bundle:" in result.stdout
