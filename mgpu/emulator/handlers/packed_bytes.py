"""The packed 8-bit integer forms of add, sub, min, max and neg: ``.{s,u}8x4`` (``neg``: ``.s8x4`` only),
four bytes of a 32-bit register, byte k of d from byte k of the sources. jax 0.12.1 emits them for 8-bit
integer arrays on Rubin only (fragmented_array.py:1750-1830 and :2085-2130 of the 0.12.1 wheel:
``add/sub/max/min.{sign}8x4``, ``neg.s8x4``, each ``OP $0, $1[, $2];``).

PTX ISA 9.4 §9.7.1.1 (add), §9.7.1.2 (sub), §9.7.1.12 (neg), §9.7.1.13 (min), §9.7.1.14 (max): introduced
in PTX ISA 9.2, supported on the family-specific targets sm_107f and sm_120f (and later ones of their
families) only: not on sm_100a, the Blackwell SM mgpu models; mgpu runs them as the ISA defines them.
Without ``.sat`` a byte's sum or difference keeps its low 8 bits (the ISA's ``d[i] = iA[i] + iB[i]`` into
an 8-bit field; ``.sat`` is what limits it to MININT..MAXINT), the same bits for .s8x4 and .u8x4; min/max
compare the bytes as signed (.s8x4) or unsigned (.u8x4); neg keeps the low 8 bits of ``-a`` (-128 stays
-128). ``.sat`` and ``.relu``, which jax does not emit, are refused by name.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.ptx_operands import bits
from mgpu.emulator.ptx import Instr, PtxError

TYPES = {"s8x4": np.int8, "u8x4": np.uint8}
"""The packed byte types -> the numpy type of one byte."""
_OPS = {"add": np.add, "sub": np.subtract, "min": np.minimum, "max": np.maximum}


def packed_bytes_type(ins: Instr) -> str | None:
    """The instruction's packed byte type (``s8x4``, ``u8x4``), or None when it has none."""
    return next((m for m in ins.modifiers if m in TYPES), None)


def packed_bytes(ins: Instr, t: str):
    """The value rule of ``ins`` (add/sub/min/max/neg of the packed byte type ``t``): ``compute(*sources)``
    on 32-bit registers; PtxError for a modifier besides the type, or ``neg.u8x4`` (the ISA has none)."""
    if len(ins.modifiers) != 1 or ins.opcode == "neg" and t != "s8x4":
        raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
    lane = TYPES[t]

    def as_bytes(v) -> np.ndarray:
        return bits(v, 32).view(np.uint8).view(lane).reshape(-1, 4)

    def result(x: np.ndarray) -> np.ndarray:  # (int16 values -> their low 8 bits, four to a register)
        return np.ascontiguousarray(x.astype(np.int16).astype(np.uint8)).view(np.uint32).reshape(-1)

    if ins.opcode == "neg":
        return lambda a: result(-as_bytes(a).astype(np.int16))
    fn = _OPS[ins.opcode]

    def run(a, b):
        x, y = np.broadcast_arrays(as_bytes(a).astype(np.int16), as_bytes(b).astype(np.int16))
        return result(fn(x, y))

    return run
