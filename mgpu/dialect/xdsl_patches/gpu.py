"""xDSL's ``#gpu.dim`` attribute read in both MLIR spellings and written in the one of the jax release
being printed (mgpu.dialect.release_syntax.OpaqueUntil0_11).

The MLIR of jax 0.10.2 writes the dimension of ``gpu.thread_id`` (and the other id ops) opaquely,
``#gpu<dim x>``, as xDSL does; the MLIR of jax 0.11 and later writes ``#gpu.dim<x>`` and reads nothing
else, so without this patch every generic-form module of jax 0.11+ stopped at its first ``gpu.launch``
("Expected `x`, `y`, or `z`"). The custom form, ``gpu.thread_id x``, is the same in both.
"""

from __future__ import annotations

from xdsl.dialects.gpu import DimensionAttr

from mgpu.dialect.release_syntax import OpaqueUntil0_11, opaque_enum_spellings

OPAQUE_DIM, PRETTY_DIM = opaque_enum_spellings([DimensionAttr.name])


def install() -> None:
    DimensionAttr.parse_parameter = OpaqueUntil0_11.__dict__["parse_parameter"]  # type: ignore[method-assign]
    DimensionAttr.print_as_release = OpaqueUntil0_11.print_as_release  # type: ignore[attr-defined]
