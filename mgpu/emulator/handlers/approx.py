"""The ``.approx`` functions of inline-asm blocks (value rules, registry.ptx_value; run by
ptx_block.py): ex2, lg2, rsqrt, tanh, sin and cos on f32.

The hardware computes an approximation whose error the PTX ISA bounds (docs/design/numerics.md,
"inline PTX", gives each bound and its section); the emulator returns the function computed in
float64 and rounded once to f32 (within one f32 ulp of the exact value, so inside every bound),
with ``.ftz`` flushing subnormal inputs and results to zero of the same sign, and the canonical NaN
for a NaN result. The special values follow the ISA's tables (ex2(-Inf) = +0, lg2(+-0) = -Inf,
rsqrt(+-0) = +-Inf, sin/cos(+-Inf) = NaN, ...), which are those of the exact functions.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.float_ops import canonical_nan, flush
from mgpu.emulator.handlers.ptx_operands import lane_bits, lanes
from mgpu.emulator.handlers.registry import ptx_value
from mgpu.emulator.ptx import Instr, PtxError

FUNCTIONS = {
    "ex2": np.exp2,
    "lg2": np.log2,
    "rsqrt": lambda x: 1.0 / np.sqrt(x),
    "tanh": np.tanh,
    "sin": np.sin,
    "cos": np.cos,
}
"""Each .approx instruction's exact function (evaluated in float64)."""


NOT_BIT_EXACT = {("tanh", "f16"), ("tanh", "f16x2"), ("tanh", "bf16"), ("tanh", "bf16x2"), ("sqrt", "f32")}
""".approx forms jax 0.12 emits (fragmented_array.py:2134-2164 at jax-v0.12.0.1) that the emulator
refuses: the PTX ISA gives only their error bound (tanh.approx on half types, PTX ISA 9.1 §9.7.4.9;
sqrt.approx.f32, §9.7.3.15), not their bits. The f32 functions above predate that rule
(docs/design/numerics.md, "Approximations": their results are inside the bound, not the hardware's
bits); a new .approx form is refused until a bit-exact definition of it exists."""


def refuse_inexact(ins: Instr) -> None:
    """PtxError for an .approx form in :data:`NOT_BIT_EXACT`, naming it and saying why."""
    typ = ins.modifiers[-1] if ins.modifiers else ""
    if (ins.opcode, typ) in NOT_BIT_EXACT and "approx" in ins.modifiers:
        raise PtxError(diag.UNDEFINED_RESULT.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))


@ptx_value("sqrt")
def sqrt(ins: Instr):
    """``sqrt``: refused (:data:`NOT_BIT_EXACT`; the other forms jax does not emit)."""
    refuse_inexact(ins)
    raise PtxError(diag.SQRT_UNSUPPORTED.format(modifiers='.'.join(ins.modifiers)))


@ptx_value(*FUNCTIONS)
def approx(ins: Instr):
    """``{ex2,lg2,rsqrt,tanh,sin,cos}.approx[.ftz].f32 d, a`` [PTX91 §9.7.3.16-22]."""
    refuse_inexact(ins)
    extra = set(ins.modifiers) - {"approx", "ftz", "f32"}
    if "approx" not in ins.modifiers or "f32" not in ins.modifiers or extra:
        raise PtxError(diag.APPROX_ONLY.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
    fn, ftz = FUNCTIONS[ins.opcode], "ftz" in ins.modifiers

    def run(a):
        x = lanes(a, "f32")
        if ftz:
            x = flush(x)
        with np.errstate(all="ignore"):
            y = fn(x.astype(np.float64)).astype(np.float32)
        return lane_bits(canonical_nan(flush(y) if ftz else y))

    return run
