"""The captures committed as tar.xz archives: read their .mlir members, and rewrite them with their source
locations relative (mgpu.capture.locations, what mgpu-capture writes now), every other member and the members'
order, names and modes kept.

    python -m tests.support.captured_archives --base DIR [--base DIR ...] ARCHIVE.tar.xz ...

``--base`` names a folder the archive was captured in (a checkout of this repository, the temporary folder of a
capture): its files are written relative to it, as mgpu-capture run in it writes them. Paths under a
``site-packages`` folder (jax's own kernels) need no base."""

from __future__ import annotations

import argparse
import io
import lzma
import pathlib
import subprocess
import tarfile

from mgpu.capture.locations import relative_locations

ROOT = pathlib.Path(__file__).resolve().parents[2]


def committed_archives() -> list[pathlib.Path]:
    """The tar.xz archives git tracks under tests/."""
    out = subprocess.run(["git", "ls-files", "tests/*.tar.xz"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [ROOT / line for line in out.stdout.splitlines()]


def mlir_members(archive: pathlib.Path):
    """(member name, text) of each .mlir member of ``archive``."""
    with tarfile.open(archive, "r:xz") as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.endswith(".mlir"):
                yield member.name, tar.extractfile(member).read().decode()


def rewrite(archive: pathlib.Path, bases: list[str]) -> int:
    """Rewrite ``archive`` in place with relative locations; the number of .mlir members changed."""
    changed, members = 0, []
    with tarfile.open(archive, "r:xz") as tar:
        for member in tar.getmembers():
            data = tar.extractfile(member).read() if member.isfile() else None
            if data is not None and member.name.endswith(".mlir"):
                text = data.decode()
                new = relative_locations(text, bases)
                if new != text:
                    changed += 1
                    data = new.encode()
                    member.size = len(data)
            members.append((member, data))
    if changed:
        buf = io.BytesIO()
        with lzma.open(buf, "wb", preset=9 | lzma.PRESET_EXTREME) as xz, tarfile.open(fileobj=xz, mode="w") as tar:
            for member, data in members:
                tar.addfile(member, io.BytesIO(data) if data is not None else None)
        archive.write_bytes(buf.getvalue())
    return changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", action="append", default=[], help="a folder the archives were captured in")
    parser.add_argument("archives", nargs="+", type=pathlib.Path)
    args = parser.parse_args()
    for archive in args.archives:
        before = archive.stat().st_size
        n = rewrite(archive, args.base)
        print(f"{archive}: {n} member(s) rewritten, {before} -> {archive.stat().st_size} bytes")


if __name__ == "__main__":
    main()
