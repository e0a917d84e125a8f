"""Build the PyInstaller bundle and start it once with --smoke (slow: run by .ci/run).

build.py itself fails when the smoke run fails or the onedir bundle is over 35 MB.
"""

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_bundle_builds_and_passes_its_smoke_run(tmp_path):
    dist = tmp_path / "dist"
    result = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build.py"), "--dist", str(dist), "--work", str(tmp_path / "w")],
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "smoke run of the bundle passed" in result.stdout
    size = re.search(r"bundle: .* — ([\d.]+) MB", result.stdout)
    assert size and float(size.group(1)) <= 35
    if sys.platform.startswith("linux"):
        folder = dist / "quiet-table"
        assert "Exec=quiet-table" in (folder / "quiet-table.desktop").read_text(encoding="utf-8")
        assert (folder / "quiet-table.png").read_bytes()[:4] == b"\x89PNG"
        assert not list(folder.rglob("libSDL2_mixer*")), "the sound libraries stay out"
        version = subprocess.run([str(folder / "quiet-table"), "--version"], capture_output=True, text=True)
        expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
        assert version.stdout.strip() == f"quiet-table {expected}"
        assert os.access(folder / "quiet-table", os.X_OK)
