"""Captured files name where their kernel was written relative to the repository (or to the module's package),
never by an absolute path of the machine that captured them: what mgpu-capture writes
(mgpu/capture/locations.py), and every capture committed, as text or inside a tar.xz archive."""

from __future__ import annotations

import io
import os
import subprocess
import tarfile

from mgpu.capture.locations import absolute_locations, relative_locations, relative_path
from tests.support.captured_archives import ROOT, committed_archives, mlir_members, rewrite

# The archives still carrying the capturing machine's paths (jax's flagship kernels, under site-packages): rewriting
# them (python -m tests.support.captured_archives) makes a new copy of each in git, 4.2 MB for these 32 in all. The
# test fails when one of them is rewritten and still listed, or when any other capture carries such a path.
def test_a_path_under_site_packages_is_the_module_s_path():
    path = "/work/venv/lib/python3.12/site-packages/jax/experimental/pallas/ops/gpu/attention_mgpu.py"
    assert relative_path(path, ["/work/venv"]) == "jax/experimental/pallas/ops/gpu/attention_mgpu.py"


def test_a_path_under_a_base_is_relative_to_it_and_others_are_kept():
    assert relative_path("/home/me/repo/tests/k.py", ["/home/me/repo"]) == "tests/k.py"
    assert relative_path("/home/me/repository/k.py", ["/home/me/repo"]) == "/home/me/repository/k.py"
    assert relative_path("/elsewhere/k.py", ["/home/me/repo"]) == "/elsewhere/k.py"


def test_every_file_position_of_the_text_is_rewritten_and_nothing_else():
    text = ('%0 = arith.constant 1 : i32 loc("/r/k.py":3:4)\n'
            '#loc1 = loc("/r/k.py":24:8 to :18)\n'
            '#loc2 = loc(callsite("body"("/r/sub/k.py":7:1) at "/r/k.py":9:2))\n'
            '#loc3 = loc(fused<"cse">["/r/k.py":1:1, "/other/x.py":3:4])\n'
            '"test.op"() {path = "/r/k.py"} : () -> ()\n')
    assert relative_locations(text, ["/r"]) == (
        '%0 = arith.constant 1 : i32 loc("k.py":3:4)\n'
        '#loc1 = loc("k.py":24:8 to :18)\n'
        '#loc2 = loc(callsite("body"("sub/k.py":7:1) at "k.py":9:2))\n'
        '#loc3 = loc(fused<"cse">["k.py":1:1, "/other/x.py":3:4])\n'
        '"test.op"() {path = "/r/k.py"} : () -> ()\n')
    assert absolute_locations(relative_locations(text, ["/r"])) == ["/other/x.py"]


def test_the_default_base_is_the_current_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    here = os.getcwd()
    assert relative_locations(f'loc("{here}/kernel.py":1:2)') == 'loc("kernel.py":1:2)'


def test_no_committed_capture_carries_an_absolute_path():
    texts = subprocess.run(["git", "ls-files", "*.mlir"], cwd=ROOT, capture_output=True, text=True, check=True)
    paths = [ROOT / p for p in texts.stdout.splitlines()]
    assert len(paths) > 400
    found = {str(p.relative_to(ROOT)) for p in paths if absolute_locations(p.read_text(encoding="utf-8"))}
    archives = committed_archives()
    assert len(archives) > 40
    for archive in archives:
        if any(absolute_locations(text) for _, text in mlir_members(archive)):
            found.add(str(archive.relative_to(ROOT)))
    assert not found, f"with an absolute path in loc(): {sorted(found)} (python -m tests.support.captured_archives)"


def test_a_rewritten_archive_keeps_its_other_members(tmp_path):
    """An archive with the paths the committed ones had (planted into a rewritten one) comes back member for
    member as it was: the .mlir members relative again, the .npy and .json members, names and order kept."""
    with tarfile.open(ROOT / "tests/jax_suite/sample/debug_print.tar.xz") as tar:
        members = [(m.name, tar.extractfile(m).read()) for m in tar.getmembers()]
    planted = tmp_path / "planted.tar.xz"
    with tarfile.open(planted, "w:xz") as tar:
        for name, data in members:
            if name.endswith(".mlir"):
                data = data.replace(b'loc("tests/', f'loc("{ROOT}/tests/'.encode())
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    assert any(absolute_locations(text) for _, text in mlir_members(planted))
    assert rewrite(planted, [str(ROOT)]) > 0
    with tarfile.open(planted) as tar:
        assert [(m.name, tar.extractfile(m).read()) for m in tar.getmembers()] == members
