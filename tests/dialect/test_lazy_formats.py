"""Every declarative assembly format of every dialect mgpu registers compiles.

xDSL compiles formats as op classes are defined; mgpu defers that to an op's first parse or print
(mgpu.dialect.lazy_formats), so a format error would otherwise show only when a module has the op.
"""

from __future__ import annotations

from mgpu.dialect.upstream import UPSTREAM_DIALECTS
from mgpu.jax_versions import SUPPORTED


def test_every_format_compiles():
    dialects = [load() for load in UPSTREAM_DIALECTS.values()] + [v.dialect() for v in SUPPORTED]
    compiled = 0
    for dialect in dialects:
        for op in dialect.operations:
            compile_format = getattr(op.parse, "compile", None)
            if compile_format is not None:
                compile_format()
                assert getattr(op.print, "compile", None) is not None, op.name
                compiled += 1
    assert compiled > 200  # (the formats are deferred: a check that this test sees them)
