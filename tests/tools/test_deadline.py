"""--timeout's deadline cannot be lost: an alarm whose raise is swallowed (it landed in a gc callback,
where Python only reports "Exception ignored in gc callback") is delivered all the same."""

from __future__ import annotations

import gc
import signal
import sys
import time

import pytest

from mgpu.tools import mgpu_run
from mgpu.tools.deadline import DeadlineExceeded, deadline
from tests.support.fuzzing import call


# How long the callback waits for the alarm before giving up: only reached if it never comes.
_NEVER_S = 60


class _SlowCollection:
    """A gc callback that, in the collection ``collect()`` starts, runs until the deadline's alarm
    interrupts it (its raise then ends the callback and is swallowed): not for a fixed time, which a
    loaded machine can make shorter than the deadline."""

    def __init__(self):
        self.armed = False
        self.swallowed = False

    def collect(self) -> None:
        self.armed = True
        gc.collect()
        self.armed = False

    def __call__(self, phase: str, info: dict) -> None:
        if phase != "start" or not self.armed:
            return
        self.swallowed = True
        end = time.monotonic() + _NEVER_S
        while time.monotonic() < end:
            pass

    def __enter__(self) -> _SlowCollection:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)


def test_an_alarm_swallowed_by_a_gc_callback_fires_again(monkeypatch):
    reported: list = []  # what reaches the hook in place before the deadline: nothing of its own
    monkeypatch.setattr(sys, "unraisablehook", reported.append)
    ran_to_its_end = []
    with _SlowCollection() as slow, pytest.raises(DeadlineExceeded):
        with deadline(0.5):
            slow.collect()  # the first raise is lost in the callback
            assert slow.swallowed
            end = time.monotonic() + _NEVER_S  # a bound on the loop if the alarm were lost for good
            while time.monotonic() < end:  # the work goes on: the repeated alarm stops it
                pass
            ran_to_its_end.append(True)
    assert ran_to_its_end == []  # the repeated alarm raised inside the loop
    assert reported == []  # the swallowed raise was not printed as a traceback
    assert sys.unraisablehook == reported.append  # (put back)


def test_a_block_that_ends_after_a_swallowed_alarm_raises_on_exit():
    with _SlowCollection() as slow, pytest.raises(DeadlineExceeded):
        with deadline(0.5):
            slow.collect()


def test_a_block_within_its_deadline_is_left_alone():
    with deadline(_NEVER_S) as d:
        gc.collect()
    assert not d.fired


def test_mgpu_run_stops_with_its_time_limit_message_when_the_alarm_lands_in_a_collection(tmp_path, monkeypatch):
    from mgpu.dialect import context

    parse = context.parse_module
    slow = _SlowCollection()

    def collect_then_parse(*args: object, **kwargs: object) -> object:
        slow.collect()  # the alarm fires in this collection's callback, and its raise is lost
        return parse(*args, **kwargs)

    monkeypatch.setattr(context, "parse_module", collect_then_parse)
    body = "".join(f"    %c{i} = arith.constant {i} : i32\n" for i in range(100_000))
    (tmp_path / "big.mlir").write_text(f"func.func @f() {{\n{body}    func.return\n}}\n")
    with slow:
        status, output = call(mgpu_run.main, [tmp_path / "big.mlir", "--timeout", "1"])
    assert slow.swallowed
    assert status == 1 and "--timeout 1 s (CPU time) reached while parsing" in output and "big.mlir" in output, output


def test_an_alarm_landing_as_the_block_ends_cannot_escape_the_deadline():
    """The repeated alarm can land as ``__exit__`` starts, before it disarms (a slow unwinding):
    it must not raise there, or the armed timer outlives the block (mgpu-run printed its time
    limit message, then died of SIGALRM, exit status 142)."""
    exit_code = deadline.__exit__.__code__

    def alarm_on_exit(frame, event: str, arg: object) -> None:
        if event == "call" and frame.f_code is exit_code:
            signal.raise_signal(signal.SIGALRM)  # (its handler runs here, inside __exit__'s call)

    handler = signal.getsignal(signal.SIGALRM)
    try:
        with pytest.raises(DeadlineExceeded):  # (on its way out: the deadline did fire)
            with deadline(_NEVER_S, wall_clock=True):
                sys.setprofile(alarm_on_exit)
        sys.setprofile(None)
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # disarmed
        assert signal.getsignal(signal.SIGALRM) == handler  # put back
    finally:
        sys.setprofile(None)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, handler)


@pytest.mark.parametrize("wall_clock", [False, True])
def test_the_deadline_counts_cpu_time_unless_asked_for_wall_clock(wall_clock):
    """CPU time by default (a busy machine does not stop a tool that used little of it): the
    profiling timer is armed; --wall-clock arms the real-time one. Both are disarmed afterwards."""
    armed, idle = (signal.ITIMER_REAL, signal.ITIMER_PROF) if wall_clock else (signal.ITIMER_PROF, signal.ITIMER_REAL)
    with deadline(_NEVER_S, wall_clock=wall_clock):
        assert signal.getitimer(armed)[0] > 0 and signal.getitimer(idle) == (0.0, 0.0)
    assert signal.getitimer(armed) == (0.0, 0.0)


def test_a_cpu_time_deadline_stops_work():
    with pytest.raises(DeadlineExceeded):
        with deadline(0.2):
            while True:  # (the alarm ends this loop; pytest-timeout ends the test if it never comes)
                pass
