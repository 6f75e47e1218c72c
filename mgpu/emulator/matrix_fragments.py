"""Where the bytes of each lane's registers of an ``ldmatrix`` / ``stmatrix`` are in shared memory: the fragment
layouts of PTX ISA 9.1 §9.7.14.5.15 "ldmatrix" and §9.7.14.5.16 "stmatrix", for the forms the emulator runs.

A form moves ``num`` matrices of ``R`` rows of 16 bytes each; row ``r`` of matrix ``i`` is at the address lane
``R i + r`` of the warp gives (the other lanes' addresses are not read). Lane ``l`` (``g = l / 4``, ``q = l % 4``)
holds ``P`` 32-bit registers of each matrix, registers ``P i`` to ``P i + P - 1``:

- ``.m8n8 .b16`` (8 rows, 1 register; §9.7.14.5.15 Figure 104): row ``g``, 16-bit columns ``2 q`` and
  ``2 q + 1``, the lower in the low half; with ``.trans``, column ``g`` of rows ``2 q`` and ``2 q + 1``.
- ``ldmatrix .m16n16 .trans .b8`` (16 rows, 2 registers; sm_100a): register ``k`` (0, 1) holds byte column
  ``g + 8 k`` of rows ``4 q`` to ``4 q + 3``, row ``4 q`` in the low byte. That is, of the transposed (column-major)
  matrix the instruction loads, rows ``g`` and ``g + 8``, four consecutive columns ``4 q`` to ``4 q + 3`` in each:
  "each thread in a warp loads 4 consecutive columns across 2 rows" (§9.7.14.5.15, Figure 105, whose drawing gives
  which rows and which addresses). The rows and the addresses are CUTLASS's: ``Copy_Traits<SM100_U8x8_LDSM_T>``'s
  SrcLayout (lane ``t`` < 16 gives a row, lanes 16-31 unused) and DstLayout (include/cute/atom/copy_traits_sm100.hpp)
  with the byte shuffle its ``SM100_U8x8_LDSM_T::copy`` applies to the two registers first
  (include/cute/arch/copy_sm100.hpp) undone; ``.x2`` is ``SM100_U8x16_LDSM_T``'s (lanes 16-31 give the second
  matrix's rows, registers 2 and 3 hold it). jax's 8-bit transposed FragmentedArray.load_tiled reads it so
  (fragmented_array.py:4715-4742, :4870-4907, :5076-5097 in the 0.12.0.1 wheel): its payloads of
  tests/differential/kernels/txmatrix.py's ``transposed_i8`` / ``transposed_f8`` (jax 0.11.2 and 0.12.0.1) compute
  numpy's transpose through it, bit for bit, and no longer do with the registers or the rows or the bytes of a
  register in another order (tests/differential/test_lowering_matches_payload.py).

A register is moved in parts (``Form.part``: a byte, a 16-bit element, or the whole word of a plain ``.m8n8``), each
at its row's address plus its offset in the row, listed low to high.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

ROW_BYTES = 16  # a row of every form: 8 16-bit or 16 8-bit elements, 16-byte aligned


def _b16(rows: np.ndarray, t: np.ndarray, g: np.ndarray, q: np.ndarray, r0: int, k: int) -> tuple[np.ndarray, ...]:
    return (rows[t, r0 + g] + 4 * q,)


def _b16_trans(rows: np.ndarray, t: np.ndarray, g: np.ndarray, q: np.ndarray, r0: int, k: int) -> tuple[np.ndarray, ...]:
    return tuple(rows[t, r0 + 2 * q + h] + 2 * g for h in (0, 1))


def _b8_trans(rows: np.ndarray, t: np.ndarray, g: np.ndarray, q: np.ndarray, r0: int, k: int) -> tuple[np.ndarray, ...]:
    return tuple(rows[t, r0 + 4 * q + j] + g + 8 * k for j in range(4))


@dataclass(frozen=True)
class Form:
    """The geometry of one form: ``rows`` a matrix (lanes that give a row address each), ``regs`` 32-bit
    registers a matrix per lane, moved in parts of dtype ``part`` at the addresses ``where`` gives."""
    rows: int
    regs: int
    part: np.dtype
    where: Callable[[np.ndarray, np.ndarray, np.ndarray, np.ndarray, int, int], tuple[np.ndarray, ...]]

    def parts(self, rows: np.ndarray, lane: np.ndarray, i: int, k: int) -> tuple[np.ndarray, ...]:
        """The SMEM addresses of the parts of register ``k`` (of ``regs``) of matrix ``i``, low to high, for each
        thread: ``rows`` (T, rows num) the row addresses of its warp, ``lane`` (T,) its lane."""
        return self.where(rows, np.arange(rows.shape[0]), lane // 4, lane % 4, self.rows * i, k)


M8N8_B16 = Form(rows=8, regs=1, part=np.dtype(np.uint32), where=_b16)
M8N8_TRANS_B16 = Form(rows=8, regs=1, part=np.dtype(np.uint16), where=_b16_trans)
M16N16_TRANS_B8 = Form(rows=16, regs=2, part=np.dtype(np.uint8), where=_b8_trans)
