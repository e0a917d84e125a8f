"""Build the standalone game with PyInstaller, then smoke-test the result.

    python build_scripts/build.py [--onefile] [--dist DIR]

Onedir (the default) starts as fast as from source; --onefile makes a single file that
unpacks itself at every start.  data/ and art/ (fonts included) are bundled.  The built
executable is run with --smoke (every scene opened headless); a failure fails the build.
Prints the bundle size.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "quiet-table"


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build(onefile: bool, dist: Path, work: Path) -> Path:
    sep = ";" if os.name == "nt" else ":"
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "main.py"),
        "--name",
        NAME,
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--add-data",
        f"{ROOT / 'data'}{sep}data",
        "--add-data",
        f"{ROOT / 'art'}{sep}art",
        "--collect-submodules",
        "game",
        "--exclude-module",
        "tkinter",
        "--exclude-module",
        "pytest",
        "--windowed" if sys.platform in ("win32", "darwin") else "--console",
        "--onefile" if onefile else "--onedir",
    ]
    print("building:", " ".join(command[3:6]), "…", flush=True)
    subprocess.run(command, cwd=ROOT, check=True)
    exe = dist / (NAME + (".exe" if os.name == "nt" else ""))
    if not onefile:
        exe = dist / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not exe.exists():
        raise SystemExit(f"build: the executable {exe} was not produced")
    return exe


def smoke(exe: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.perf_counter()
    result = subprocess.run([str(exe), "--smoke"], env=env, capture_output=True, text=True, timeout=600)
    print(result.stdout.strip())
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        raise SystemExit(f"build: the bundle's smoke run failed (exit {result.returncode})")
    print(f"smoke run of the bundle passed in {time.perf_counter() - started:.1f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true")
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--no-smoke", action="store_true")
    args = parser.parse_args(argv)
    dist = Path(args.dist)
    work = ROOT / "build"
    if dist.exists():
        shutil.rmtree(dist / NAME, ignore_errors=True)
    exe = build(args.onefile, dist, work)
    bundle = exe if args.onefile else exe.parent
    print(f"bundle: {bundle} — {folder_size(bundle) / 1e6:.1f} MB")
    if not args.no_smoke:
        smoke(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
