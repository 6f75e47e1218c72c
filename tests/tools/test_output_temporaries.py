"""A signal that ends a tool while it makes a temporary file beside its output leaves no file behind
(mgpu/tools/output.py, signals_held): the handler's exception (tools/cli.py) comes once the file's name is kept,
or once the probe's file is removed again."""

import signal
import tempfile
import threading

import pytest

from mgpu.tools import output


class Ended(Exception):
    pass


@pytest.fixture
def signal_inside_mkstemp(monkeypatch):
    """mkstemp makes its file, then SIGTERM arrives before it returns (the handler raises, as cli.py's does).
    The signal is sent to this thread, as the kernel sends a tool's signal to its only thread: sent to the
    process, another thread of pytest's worker could take it and its handler run whenever that thread is
    scheduled, after the block (signals_held holds the signal for the thread that makes the file)."""
    made = tempfile.mkstemp

    def mkstemp(*args, **kwargs):
        fd_name = made(*args, **kwargs)
        signal.pthread_kill(threading.get_ident(), signal.SIGTERM)
        return fd_name

    def raise_ended(signum, frame):
        raise Ended

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    previous = signal.signal(signal.SIGTERM, raise_ended)
    yield
    signal.signal(signal.SIGTERM, previous)


def test_a_signal_in_the_write_probe_leaves_no_file(tmp_path, signal_inside_mkstemp):
    with pytest.raises(Ended):
        output.file_write_problem(str(tmp_path / "out.mlir"))
    assert list(tmp_path.iterdir()) == []


def test_a_signal_while_the_temporary_is_made_leaves_no_file(tmp_path, signal_inside_mkstemp):
    with pytest.raises(Ended):
        output.write_file(str(tmp_path / "out.mlir"), "module {}\n")
    assert list(tmp_path.iterdir()) == []
