"""Remarks: located diagnostics a pass reports without failing (MLIR's ``emitRemark``), e.g. the layout
``mosaic_gpu.print_layout`` prints while the Warpgroup lowering runs, as jax prints it while it lowers.

A remark goes to stderr as ``FILE:LINE:COL: remark: message`` when it is made (mgpu-run, the Python
API), or to the list of the innermost ``collecting()`` (mgpu-opt: with the chunk's other diagnostics,
for ``--verify-diagnostics``'s ``expected-remark``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from xdsl.ir import Operation

from mgpu.dialect.diagnostics import LocatedDiagnostic, op_remark

_SINK: ContextVar[list[LocatedDiagnostic] | None] = ContextVar("mgpu_remarks", default=None)


def remark(op: Operation, message: str) -> None:
    """Report ``message`` at ``op``."""
    diagnostic = op_remark(op, message)
    sink = _SINK.get()
    if sink is None:
        print(diagnostic, file=sys.stderr, flush=True)
    else:
        sink.append(diagnostic)


@contextmanager
def collecting() -> Iterator[list[LocatedDiagnostic]]:
    """The remarks made inside the ``with`` block, in order, instead of on stderr."""
    sink: list[LocatedDiagnostic] = []
    token = _SINK.set(sink)
    try:
        yield sink
    finally:
        _SINK.reset(token)
