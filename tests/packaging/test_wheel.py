"""Build the sdist and the wheel, install the wheel outside the source tree, start it (slow: run by .ci/run).

The fresh environment gets only the wheel (``--no-deps``); its dependencies (pygame-ce,
PyYAML, platformdirs) come from the environment running the tests through a ``.pth`` line,
so the test needs no network beyond the build backend.  It runs from a folder outside the
checkout, so only the installed ``game/_bundled`` data and art can be found.
"""

import os
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def build_dists(out: Path) -> tuple[Path, Path]:
    """``python -m build``: the sdist first, then the wheel built from that sdist."""
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


def fresh_env(where: Path, wheel: Path) -> Path:
    """A new venv holding only the wheel; returns its bin (Scripts) folder."""
    venv.create(where, with_pip=False)
    scripts = where / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        check=True,
        timeout=300,
    )
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "_quiet_table_test_deps.pth").write_text("\n".join(sorted(deps)) + "\n", encoding="utf-8")
    return scripts


@pytest.mark.slow
def test_the_wheel_installs_and_runs_outside_the_source_tree(tmp_path):
    sdist, wheel = build_dists(tmp_path / "dist")
    with tarfile.open(sdist) as archive:
        names = archive.getnames()
    assert any(n.endswith("/data/i18n/en/core.yaml") for n in names)
    assert any(n.endswith("/art/icon.svg") for n in names)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "game/_bundled/data/i18n/en/core.yaml" in names
    assert "game/_bundled/art/fonts/Lato-Regular.ttf" in names
    assert not any(n.startswith(("data/", "art/")) for n in names), "nothing at the top of site-packages"

    scripts = fresh_env(tmp_path / "env", wheel)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYGAME_HIDE_SUPPORT_PROMPT")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", QUIET_TABLE_HOME=str(tmp_path / "home"))
    command = str(scripts / ("quiet-table.exe" if os.name == "nt" else "quiet-table"))

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(args, cwd=elsewhere, env=env, capture_output=True, text=True, timeout=600)

    python = str(scripts / ("python.exe" if os.name == "nt" else "python"))
    where = run(python, "-c", "import game.core.paths as p; print(p.__file__); print(p.ROOT)")
    assert where.returncode == 0, where.stderr
    module, root = where.stdout.split("\n")[:2]
    assert Path(module).is_relative_to(tmp_path / "env"), "game must come from the wheel, not the checkout"
    assert Path(root).name == "_bundled"

    version = run(command, "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"quiet-table {project_version()}"

    smoke = run(command, "--smoke")
    assert smoke.returncode == 0, smoke.stdout[-3000:] + smoke.stderr[-3000:]
    assert "scenes opened and drawn" in smoke.stdout
