"""How a race found by the emulator's checks (hazards.py, register_hazards.py, grid_races.py, cta_exit.py, the
mbarrier handlers) reaches the user: a RaceError raised at the op running, or, in a run that reports races and goes
on (``Kernel.run(on_race="report")``), gathered in its RaceReports."""

from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import dataclass, field

from mgpu.emulator.errors import EmulatorError, located


class RaceError(EmulatorError):
    """A generic access to SMEM that an asynchronous copy still owns."""


_REPORTING = threading.local()  # .reports: the RaceReports of the run on this thread that reports races, or None


@dataclass
class RaceReports:
    """The races of a run that reports them and goes on (``Kernel.run(on_race="report")``), as compute-sanitizer's
    racecheck does: each distinct race once (its message and where the user wrote the op, else the op: jax lowers
    one line of the user's to many ops), located at the first op of the context that ``machine`` was running (its
    ``cur_op``: run_block keeps it in such a run), with how many times it happened. The access that races then
    goes on as the schedule ran it (the copy's data is there: machine.py)."""
    machine: object
    found: dict = field(default_factory=dict)  # (message, source or location) -> [RaceError, times]

    def add(self, err: RaceError) -> None:
        ctx = self.machine.running
        op = getattr(ctx, "cur_op", None)
        if op is not None:
            err = located(err, op)
        seen = self.found.setdefault((err.message, err.source or err.location), [err, 0])
        seen[1] += 1

    def races(self) -> list[tuple[RaceError, int]]:
        """(the race, how many times) of each, in the order first found."""
        return [(err, times) for err, times in self.found.values()]


@contextmanager
def reporting(reports: RaceReports | None):
    """Races found on this thread are reported to ``reports`` (None: raised) until the block ends."""
    before = getattr(_REPORTING, "reports", None)
    _REPORTING.reports = reports
    try:
        yield
    finally:
        _REPORTING.reports = before


def race(message: str, op=None) -> None:
    """A race: a RaceError raised, or, in a run that reports races (``reporting``), reported; the caller then goes
    on as if the access were ordered. ``op``: the op it is located at, when not the one running (cta_exit.py)."""
    err = RaceError(message) if op is None else located(RaceError(message), op)
    reports = getattr(_REPORTING, "reports", None)
    if reports is None:
        raise err
    reports.add(err)



def op_where(op) -> str:
    """`` at FILE:LINE:COL`` of a recorded op, and where the user wrote it if the IR says ('' where
    none was recorded)."""
    from mgpu.dialect.diagnostics import location_of
    from mgpu.dialect.source_locations import source_suffix

    return f" at {location_of(op)}{source_suffix(op)}" if op is not None else ""
