"""What the tools read is bounded: module text (MAX_MODULE_BYTES) and .npy inputs (--max-memory)
are read in chunks and refused once too large, never read until memory runs out; a FIFO is fed by
the test itself (a hang is ended by pytest-timeout). The tools run in a process whose address space
is capped, so that the old behaviour fails fast instead of taking the machine's memory."""

from __future__ import annotations

import os
import struct
import subprocess
import sys

import numpy as np
import pytest

from mgpu import npy

CAPPED = ("import resource, runpy, sys; resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30)); "
          "sys.argv[0] = sys.argv[1]; del sys.argv[1]; runpy.run_module(sys.argv[0], run_name='__main__')")
MODULE = '"builtin.module"() ({\n}) : () -> ()\n'


def _tool(module: str, *args, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", CAPPED, module, *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kw)


def _feed(fifo, data: bytes, repeat: bytes) -> None:
    """Write ``data``, then ``repeat`` for ever, into ``fifo`` until its reader closes it."""
    with open(fifo, "wb", buffering=0) as w:
        try:
            w.write(data)
            while True:
                w.write(repeat)
        except BrokenPipeError:
            pass


@pytest.mark.parametrize("tool", ["mgpu.tools.mgpu_opt", "mgpu.tools.mgpu_run"])
def test_dev_zero_as_the_module_is_refused_by_size(tool):
    p = _tool(tool, "/dev/zero")
    _, err = p.communicate()
    assert p.returncode == 1 and err.endswith("cannot read input file '/dev/zero': it holds more than 256 MiB, "
                                              "the most mgpu reads as a module (read that far and stopped)\n"
                                              if tool.endswith("opt") else
                                              "cannot read /dev/zero: it holds more than 256 MiB, the most mgpu "
                                              "reads as a module (read that far and stopped)\n"), err


@pytest.mark.timeout(600)
def test_a_module_fifo_that_never_ends_is_refused_by_size(tmp_path):
    fifo = tmp_path / "module.mlir"
    os.mkfifo(fifo)
    p = _tool("mgpu.tools.mgpu_opt", fifo)
    _feed(fifo, MODULE.encode(), b"// a comment that never ends " * 4096)
    _, err = p.communicate()
    assert p.returncode == 1 and "it holds more than 256 MiB, the most mgpu reads as a module" in err, err


def _npy_header(shape: tuple, descr: str = "<f4", extra: str = "") -> bytes:
    header = f"{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, {extra}}}".encode()
    header += b" " * (63 - (10 + len(header)) % 64) + b"\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header


@pytest.mark.timeout(600)
def test_an_input_fifo_whose_array_is_too_large_is_refused_after_its_header(tmp_path):
    (tmp_path / "k.mlir").write_text(MODULE)
    fifo = tmp_path / "in0.npy"
    os.mkfifo(fifo)
    p = _tool("mgpu.tools.mgpu_run", tmp_path / "k.mlir", "--input", f"in0={fifo}")
    _feed(fifo, _npy_header((1 << 40,)), bytes(1 << 16))
    _, err = p.communicate()
    assert p.returncode == 1 and err == (
        f"mgpu-run: error: --input in0: {fifo} is refused unread: its data takes 4,398,046,511,104 bytes "
        f"(float32[1099511627776]), more than the 4,294,967,296 allowed by --max-memory\n"), err


def test_an_input_fifo_is_read_no_further_than_its_array(tmp_path):
    """A small array followed by bytes that never end: read, and the rest left unread."""
    fifo = tmp_path / "in0.npy"
    os.mkfifo(fifo)
    p = subprocess.Popen([sys.executable, "-c", "import sys; from mgpu import npy; print(npy.load(sys.argv[1]))",
                          str(fifo)], stdout=subprocess.PIPE, text=True)
    _feed(fifo, _npy_header((3,)) + np.arange(3, dtype=np.float32).tobytes(), bytes(1 << 16))
    assert p.communicate()[0] == "[0. 1. 2.]\n" and p.returncode == 0


def test_a_file_that_is_not_npy_gets_no_advice_to_unpickle(tmp_path):
    """numpy's np.load answered such a file with its advice to load it with allow_pickle=True."""
    bad = tmp_path / "x.npy"
    bad.write_bytes(b"\x80\x04K\x01.")  # (a pickle of 1)
    with pytest.raises(ValueError) as ei:
        npy.load(bad)
    assert str(ei.value) == "not a .npy file: it does not start with numpy's magic string \\x93NUMPY"


def test_a_header_numpy_rejects_is_not_read_by_the_fallback(tmp_path):
    """The fallback for descrs numpy cannot read (``<f1``: float8_e5m2) read any dict literal."""
    path = tmp_path / "x.npy"
    path.write_bytes(_npy_header((2,), "<f1") + b"\x01\x02")
    assert npy.load(path).tobytes() == b"\x01\x02"
    path.write_bytes(_npy_header((2,), "<f1", "'extra': 1") + b"\x01\x02")
    with pytest.raises(ValueError, match="Header does not contain the correct keys"):
        npy.load(path)
