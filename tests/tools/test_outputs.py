"""What the tools write, and what they never write over: a file the run reads is refused by name
before anything runs; a regular file is replaced atomically (keeping its mode; a symlink's target is
replaced, the link stays), anything else (/dev/null, /dev/stdout, a FIFO) is written in place; a
read-only file is refused as the shell refuses it; a failed write (a full disk, a size limit) is one
line naming the path, and leaves the file as it was."""

from __future__ import annotations

import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from mgpu.tools import mgpu_opt, mgpu_run
from tests.support.fuzzing import CORPUS, call

BIN = Path(sys.executable).parent
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.mlir"
STORE = Path(__file__).parents[2] / "docs" / "examples" / "store.mlir"


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "store.mlir"
    path.write_text(STORE.read_text())
    return path


def _printed(path: Path) -> str:
    """What mgpu-opt prints for ``path``."""
    status, output = call(mgpu_opt.main, [path])
    assert status == 0, output
    return output


# ------------------------------------------------------------------ never over a file the run reads
def test_mgpu_opt_refuses_to_write_over_its_input(store, tmp_path):
    (tmp_path / "link.mlir").symlink_to(store)
    before = store.read_text()
    for target in (store, tmp_path / "link.mlir", tmp_path / "sub" / ".." / "store.mlir"):
        status, output = call(mgpu_opt.main, [store, "-o", target])
        assert (status, output) == (1, f"mgpu-opt: error: cannot write '{target}': it is the input "
                                       f"'{store}', which this run reads\n")
    assert store.read_text() == before


def test_a_failed_expect_never_replaces_its_reference(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    np.save(data / "in0.npy", np.zeros((128, 128), np.float32))
    np.save(data / "out0.npy", np.full((128, 128), 7, np.float32))  # wrong: the kernel adds one
    before = (data / "out0.npy").read_bytes()
    status, output = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={data / 'in0.npy'}",
                                          "--expect", f"out0={data / 'out0.npy'}", "--output-dir", data])
    assert (status, output) == (1, f"mgpu-run: error: cannot write --output-dir '{data}': its out0.npy is "
                                   f"--expect out0 '{data / 'out0.npy'}', which this run reads\n")
    assert (data / "out0.npy").read_bytes() == before  # the next run still says MISMATCH


def test_mgpu_run_refuses_to_write_over_its_module_or_an_input(tmp_path):
    module = tmp_path / "k.mlir"
    module.write_text(ADD_ONE.read_text())
    np.save(tmp_path / "out0.npy", np.zeros((128, 128), np.float32))
    status, output = call(mgpu_run.main, [module, "--random-inputs", "0", "--trace", module])
    assert (status, output) == (1, f"mgpu-run: error: cannot write --trace '{module}': it is the module "
                                   f"'{module}', which this run reads\n")
    status, output = call(mgpu_run.main, [module, "--input", f"in0={tmp_path / 'out0.npy'}", "--output-dir", tmp_path])
    assert (status, output) == (1, f"mgpu-run: error: cannot write --output-dir '{tmp_path}': its out0.npy is "
                                   f"--input in0 '{tmp_path / 'out0.npy'}', which this run reads\n")
    assert module.read_text() == ADD_ONE.read_text()


# ------------------------------------------------------------------ what a path names
def test_dev_null_is_written_in_place(store):
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode), "something on this machine replaced /dev/null"
    assert call(mgpu_opt.main, [store, "-o", "/dev/null"]) == (0, "")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can make a device (and replace one)")
def test_a_device_is_never_replaced(store, tmp_path):
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # /dev/null's numbers
    assert call(mgpu_opt.main, [store, "-o", null]) == (0, "")
    assert stat.S_ISCHR(os.stat(null).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null", "store.mlir"]


def test_dev_stdout_is_the_tool_s_stdout(store, capfd):
    assert mgpu_opt.main([str(store), "-o", "/dev/stdout"]) == 0
    assert capfd.readouterr().out == _printed(store)


def test_a_fifo_s_reader_gets_the_output(store, tmp_path):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # (the output, < 64 kB, fits in the pipe)
    try:
        assert call(mgpu_opt.main, [store, "-o", fifo]) == (0, "")
        got = b"".join(iter(lambda: os.read(reader, 1 << 16), b""))  # (the tool has closed its end)
    finally:
        os.close(reader)
    assert got.decode() == _printed(store)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_symlink_s_target_is_written(store, tmp_path):
    (tmp_path / "target.mlir").write_text("old\n")
    (tmp_path / "link.mlir").symlink_to("target.mlir")
    assert call(mgpu_opt.main, [store, "-o", tmp_path / "link.mlir"]) == (0, "")
    assert os.readlink(tmp_path / "link.mlir") == "target.mlir"
    assert (tmp_path / "target.mlir").read_text() == _printed(store)


def test_a_replaced_file_keeps_its_mode(store, tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    out.chmod(0o600)
    assert call(mgpu_opt.main, [store, "-o", out]) == (0, "")
    assert stat.S_IMODE(out.stat().st_mode) == 0o600 and out.read_text() == _printed(store)


def test_a_read_only_file_is_written_only_where_the_shell_could(store, tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    out.chmod(0o444)
    status, output = call(mgpu_opt.main, [store, "-o", out])
    if os.access(out, os.W_OK):  # root: the shell's `>` writes it, and so does the tool
        assert (status, output) == (0, "")
        assert out.read_text() == _printed(store)
    else:
        assert (status, output) == (1, f"mgpu-opt: error: cannot write '{out}': Permission denied\n")
        assert out.read_text() == "old\n"
    assert stat.S_IMODE(out.stat().st_mode) == 0o444


# ------------------------------------------------------------------ failed writes
def test_a_full_device_is_an_error_naming_it(store):
    assert call(mgpu_opt.main, [store, "-o", "/dev/full"]) == (
        1, "mgpu-opt: error: no space left on device writing /dev/full\n")
    status, output = call(mgpu_run.main, [ADD_ONE, "--random-inputs", "0", "--trace", "/dev/full"])
    assert status == 1 and output.endswith("mgpu-run: error: no space left on device writing /dev/full\n"), output


@pytest.mark.parametrize("tool", ["mgpu-opt", "mgpu-run"])
def test_a_full_stdout_is_an_error(store, tool):
    """(mgpu-run's report, and what the kernel prints, were an internal OSError.)"""
    argv = [str(BIN / tool), str(store)] if tool == "mgpu-opt" else [str(BIN / tool), ADD_ONE, "--random-inputs", "0"]
    with open("/dev/full", "w") as full:
        done = subprocess.run(argv, stdout=full, stderr=subprocess.PIPE, text=True)
    assert (done.returncode, done.stderr) == (1, f"{tool}: error: no space left on device writing <stdout>\n")


def test_a_write_cut_short_leaves_the_old_file(store, tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    limits = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (100, limits[1]))  # (Python ignores SIGXFSZ: the write fails)
    try:
        status, output = call(mgpu_opt.main, [store, "-o", out])
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, limits)
    assert (status, output) == (1, f"mgpu-opt: error: file too large writing {out}\n")
    assert out.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir", "store.mlir"]  # no temporary file
