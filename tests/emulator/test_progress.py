"""The progress line of a long run (emulator/progress.py), on a clock the test moves: it appears only
after its delay, says instructions, instructions/s and CTAs done, is erased at the end; mgpu-run
shows it only when stderr is a terminal; a launch split over processes shows its workers' counts."""

from __future__ import annotations

import io
import os
import pty
import re
import select
import threading
from pathlib import Path

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import progress
from mgpu.emulator.progress import Progress
from mgpu.emulator.run import Kernel
from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
ERASE = "\r\x1b[K"


class Clock:
    """Seconds that pass only when the test says (``now``), or ``tick`` per read."""

    def __init__(self, tick: float = 0.0):
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_the_line_appears_after_its_delay_and_is_erased_at_the_end():
    out, clock = io.StringIO(), Clock()
    p = Progress(out, after=3.0, every=0.5, clock=clock)
    clock.now = 2.9
    p.update(1000, 0, 4)
    assert out.getvalue() == ""
    clock.now = 4.0
    p.update(2_000_000, 1, 4)
    assert out.getvalue() == f"{ERASE}mgpu-run: 2,000,000 instructions (500,000/s), CTAs: 1 of 4 done"
    clock.now = 4.2  # (refreshed every 0.5 s)
    p.update(2_100_000, 2, 4)
    assert out.getvalue().count(ERASE) == 1
    clock.now = 4.5
    p.update(2_250_000, 3, 4)
    assert out.getvalue().endswith(f"{ERASE}mgpu-run: 2,250,000 instructions (500,000/s), CTAs: 3 of 4 done")
    p.done()
    assert out.getvalue().endswith(ERASE)


def test_a_short_run_shows_nothing():
    out = io.StringIO()
    p = Progress(out, after=3.0, clock=Clock())
    p.update(10, 0, 1)
    p.done()
    assert out.getvalue() == ""


def test_a_run_reports_its_instructions_and_ctas_as_it_goes():
    # a grid of 6 CTAs (the first alone, then a batch of 5); every block the machine enters refreshes
    # the line: the host code's before the launch, then the CTAs' blocks
    k = Kernel(parse_module(blocked_grid_text(6), "g.mlir", make_context()))
    inputs, expected = blocked_grid_inputs(6)
    out = io.StringIO()
    res = k.run(inputs, progress=Progress(out, after=0.0, every=0.0, clock=Clock(tick=1.0)))
    np.testing.assert_array_equal(res.outputs["out0"], expected)
    lines = out.getvalue().split(ERASE)
    assert lines[0] == "" and lines[-1] == ""  # (each line erased by the next, the last at the end)
    counts = [tuple(int(x.replace(",", "")) for x in re.fullmatch(
        r"mgpu-run: ([\d,]+) instructions \([\d,]+/s\), CTAs: ([\d,]+) of ([\d,]+) done", ln).groups())
        for ln in lines[1:-1]]
    assert counts[0][1:] == (0, 0) and [c[2] for c in counts[1:]] == [6] * (len(counts) - 1)
    assert sorted(counts) == counts and counts[-1][0] <= res.report.steps
    assert {c[1] for c in counts[1:]} == {0, 1}  # (the batch's blocks come after the first CTA is done)


def test_mgpu_run_shows_the_line_on_a_terminal_only(monkeypatch, capsys):
    from mgpu.tools.mgpu_run import main

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    data = CORPUS / "data"
    argv = [str(CORPUS / "pallas_add_one.wg.payload.mlir"), "--input", f"in0={data / 'pallas_add_one.in0.npy'}",
            "--expect", f"out0={data / 'pallas_add_one.out0.npy'}"]
    monkeypatch.setattr(progress, "AFTER_S", 0.0)  # (at once, every block: no waiting)
    monkeypatch.setattr(progress, "EVERY_S", 0.0)
    assert main(argv) == 0
    captured = capsys.readouterr()  # (not a terminal: no line)
    assert "instructions (" not in captured.err and "match (bit-exact)" in captured.out
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main(argv) == 0
    shown = terminal.getvalue()
    assert "mgpu-run: " in shown and " instructions (" in shown and "CTAs: " in shown and shown.endswith(ERASE)
    assert "match (bit-exact)" in capsys.readouterr().out


def test_a_split_launch_shows_its_workers_progress_on_a_terminal(monkeypatch):
    # 6 CTAs on 2 processes (3 each); the second worker starts only when the parent's line, on a pseudo-terminal,
    # says that the first worker's 3 CTAs are done: only the workers' counts can say so while the launch runs
    from mgpu.emulator import jobs

    monkeypatch.setattr(jobs, "SHARE_IN_BATCHES", 0)
    monkeypatch.setattr(jobs, "MIN_WORK_STEPS", 0)
    release_r, release_w = os.pipe()  # (the event, across the fork: a byte to read)
    work = jobs.Jobs._work

    def held(self, w, m, body, host_R, grid, block, cluster, smem_bytes, k, *rest):
        if k == 1:
            select.select([release_r], [], [], 120)  # (at most: without the line, the test fails below)
        return work(self, w, m, body, host_R, grid, block, cluster, smem_bytes, k, *rest)

    monkeypatch.setattr(jobs.Jobs, "_work", held)
    master, slave = pty.openpty()
    seen, shown = threading.Event(), []

    def read_terminal():
        while True:
            try:
                chunk = os.read(master, 4096).decode()
            except OSError:  # (the terminal closed)
                return
            if not chunk:
                return
            shown.append(chunk)
            if not seen.is_set() and "CTAs: 3 of 6 done" in "".join(shown):
                seen.set()
                os.write(release_w, b"x")

    reader = threading.Thread(target=read_terminal)
    reader.start()
    k = Kernel(parse_module(blocked_grid_text(6), "g.mlir", make_context()))
    inputs, expected = blocked_grid_inputs(6)
    with open(slave, "w") as terminal:
        res = k.run(inputs, jobs=2, progress=Progress(terminal, after=0.0, every=0.5, clock=Clock(tick=1.0)))
    reader.join()
    os.close(master)
    for fd in (release_r, release_w):
        os.close(fd)
    np.testing.assert_array_equal(res.outputs["out0"], expected)
    assert seen.is_set()
    lines = "".join(shown).split(ERASE)
    counts = [tuple(int(x.replace(",", "")) for x in re.fullmatch(
        r"mgpu-run: ([\d,]+) instructions \([\d,]+/s\), CTAs: ([\d,]+) of ([\d,]+) done", ln).groups())
        for ln in lines[1:-1]]
    assert sorted(counts) == counts and counts[-1][1:] == (6, 6) and lines[-1] == ""
    assert counts[-1][0] <= res.report.steps
