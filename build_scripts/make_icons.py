"""Render the app icon (art/icon.svg) for each platform, with pygame only.

    python build_scripts/make_icons.py [--out DIR]

Writes into DIR (default build/icons):

* ``quiet-table.ico``  — Windows: 16, 24, 32, 48, 64, 128 and 256 px, PNG-compressed entries;
* ``quiet-table.icns`` — macOS: 16 to 1024 px, PNG entries;
* ``quiet-table.png``  — Linux: 256 px, for the desktop entry (and ``quiet-table-<N>.png``).

Nothing here is committed: build.py regenerates the files at every build, and the game
itself draws its window icon straight from the SVG.  Both container formats are written by
hand (they are a header and a list of PNGs), so Pillow is not needed.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "art" / "icon.svg"
NAME = "quiet-table"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (Apple's icon family format).
ICNS_TYPES = (
    (16, b"icp4"),
    (32, b"icp5"),
    (64, b"icp6"),
    (128, b"ic07"),
    (256, b"ic08"),
    (512, b"ic09"),
    (1024, b"ic10"),
)
LINUX_SIZES = (48, 128, 256)


def png_bytes(size: int, source: Path = SOURCE) -> bytes:
    surface = pygame.image.load_sized_svg(str(source), (size, size))
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNGs (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, source: Path = SOURCE) -> dict[str, Path]:
    """Write the three platforms' icons into ``out``; returns {"ico"|"icns"|"png": path}."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {s for s, _ in ICNS_TYPES} | set(LINUX_SIZES))
    pngs = {size: png_bytes(size, source) for size in sizes}
    paths = {"ico": out / f"{NAME}.ico", "icns": out / f"{NAME}.icns", "png": out / f"{NAME}.png"}
    paths["ico"].write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns(pngs))
    paths["png"].write_bytes(pngs[256])
    for size in LINUX_SIZES:
        (out / f"{NAME}-{size}.png").write_bytes(pngs[size])
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "build" / "icons"))
    args = parser.parse_args()
    for kind, path in make_icons(Path(args.out)).items():
        print(f"{kind}: {path} ({path.stat().st_size / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
