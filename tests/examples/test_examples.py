"""Every example under ``examples/`` runs through ``mgpu-run`` (its in-process entry point) to a
bit-exact match with the numpy-computed expected outputs, in each semantics its kernel names on a
``// semantics: ...`` line; a kernel written for both semantics gives identical outputs in both."""

from __future__ import annotations

import pathlib
import re

import numpy as np
import pytest

from mgpu.tools.mgpu_run import main

EXAMPLES = pathlib.Path(__file__).parent.parent.parent / "examples"
DIRS = sorted(p.parent for p in EXAMPLES.glob("*/kernel.mlir"))


def _semantics(d: pathlib.Path) -> list[str]:
    m = re.search(r"^// semantics: (.*)$", (d / "kernel.mlir").read_text(), re.M)
    assert m, f"{d.name}/kernel.mlir has no '// semantics: ...' line"
    return m.group(1).split()


def _run(d: pathlib.Path, semantics: str, out: pathlib.Path) -> dict[str, np.ndarray]:
    inputs = sorted(d.glob("in*.npy"), key=lambda p: int(p.stem[2:]))
    expected = sorted(d.glob("expected_out*.npy"), key=lambda p: int(p.stem[len("expected_out"):]))
    args = [str(d / "kernel.mlir"), "--semantics", semantics, "--output-dir", str(out),
            "--outputs", str(len(expected))]
    for p in inputs:
        args += ["--input", f"{p.stem}={p}"]
    for p in expected:
        args += ["--expect", f"{p.stem[len('expected_'):]}={p}"]
    assert main(args) == 0, f"{d.name} ({semantics}) did not run to a match"
    got = {}
    for p in expected:
        name = p.stem[len("expected_"):]
        a, e = np.load(out / f"{name}.npy"), np.load(p)
        assert a.dtype == e.dtype and a.shape == e.shape
        assert np.array_equal(a.view(np.uint8), e.view(np.uint8)), f"{d.name} {name} not bit-exact"
        got[name] = a
    return got


def test_examples_exist() -> None:
    assert DIRS, "no examples"
    for d in DIRS:
        assert (d / "README.md").exists(), f"{d.name} has no README.md"
        assert "mgpu-run" in (d / "README.md").read_text()


@pytest.mark.parametrize("d", DIRS, ids=[d.name for d in DIRS])
def test_example_matches_numpy(d: pathlib.Path, tmp_path: pathlib.Path) -> None:
    outs = {}
    for sem in _semantics(d):
        outs[sem] = _run(d, sem, tmp_path / sem)
    first = next(iter(outs.values()))
    for sem, got in outs.items():
        for name, a in got.items():
            assert np.array_equal(a.view(np.uint8), first[name].view(np.uint8)), \
                f"{d.name}: {name} differs between semantics ({sem})"
