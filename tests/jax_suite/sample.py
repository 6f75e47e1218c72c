"""The committed sample of captured cases (sample/<case>.tar.xz), which the default tests run without jax.

    python tests/jax_suite/sample.py WORK_DIR CASE [CASE ...]

packs the files report.py captured for each CASE in WORK_DIR (the stages run, the inputs, the expected
outputs and the capture.json files) into sample/CASE.tar.xz; test_sample.py unpacks and runs them.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
import tarfile

from stages import TAG

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(HERE, "sample")
# what a stage reads: stages.STAGES's files (jax's wg_layouts for the inference stage), the arrays and
# the commands (not StableHLO)
KEPT = (".payload.mlir", ".payload.generic.mlir", ".wg_dialect.mlir", ".wg_dialect.generic.mlir",
        ".wg_layouts.generic.mlir", ".npy", ".capture.json")


def pack(work: str, case_id: str) -> str:
    names = sorted(n for n in os.listdir(work) if n.startswith(case_id + ".") and n.endswith(KEPT))
    path = os.path.join(SAMPLE, f"{case_id}.tar.xz")
    with tarfile.open(path, "w:xz") as tar:
        for n in names:
            tar.add(os.path.join(work, n), arcname=n)
    return path


def unpack(case_id: str, folder: str) -> dict[str, list[list[str]]]:
    """Unpack the case into `folder`; its mgpu-run commands per semantics, paths moved into `folder`."""
    with tarfile.open(os.path.join(SAMPLE, f"{case_id}.tar.xz")) as tar:
        tar.extractall(folder, filter="data")
    commands = {}
    for semantics, tag in TAG.items():
        manifest = os.path.join(folder, f"{case_id}.{tag}.capture.json")
        if os.path.exists(manifest):
            with open(manifest) as f:
                lines = json.load(f)["mgpu_run"]
            commands[semantics] = [[_moved(a, folder) for a in shlex.split(line)] for line in lines]
    return commands


def _moved(arg: str, folder: str) -> str:
    """A file argument (`x.mlir`, `in0=x.npy`) of a command, in `folder`."""
    key, eq, path = arg.rpartition("=")
    if path.endswith((".mlir", ".npy")):
        return f"{key}{eq}{os.path.join(folder, os.path.basename(path))}"
    return arg


if __name__ == "__main__":
    for case in sys.argv[2:]:
        print(f"wrote {pack(sys.argv[1], case)}")
