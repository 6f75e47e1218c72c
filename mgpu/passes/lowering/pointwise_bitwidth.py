"""jax's refusal of register arithmetic on 2- to 8-bit elements (``FragmentedArray._pointwise``,
jax/experimental/mosaic/gpu/fragmented_array.py:1652 at jax-v0.12.0.1; the same at jax-v0.10.2, :1412, and
jax-v0.11.2, :1464).

jax lowers an arith / math op on a warpgroup vector by a ``FragmentedArray`` method (dialect_lowering.py:1384-1605
at jax-v0.12.0.1), and each applies ``_pointwise``, which refuses an element of 2 to 8 bits unless the method
passes ``restrict_bitwidth=False``: ``and`` / ``or`` / ``xor`` (:1913-1929), ``==`` / ``!=`` (cmpi eq / ne, cmpf
oeq / une: :2219-2235), ``bitcast`` (:2324), ``ctlz`` (dialect_lowering.py:1433) and e8m0's reciprocal
(:1799), which jax's divf takes for 1.0 / x (dialect_lowering.py:1501-1520), of a non-splat x. The casts (``astype``) and ``abs`` of an f8E4M3FN / f8E5M2 / f4E2M1FN (a mask of the sign bit, :2176) do
not go through it. The receiver is the op's first operand, for ``select`` its true value (:3932).

jax 0.12.1 computes an 8-bit integer add / sub / max / min with sm_107f's packed PTX instead, refused on any other
arch in its words (``JaxVersion.packs_8bit_integer_alu``; fragmented_array.py:1770, :1809, :2090, :2123 at 0.12.1),
and on sm_107 for a register of fewer than 32 bits (``_lift_fast_packed_instr``, :2386).
"""

from __future__ import annotations

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, FloatAttr, VectorType
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import WGSplatFragLayoutAttr
from mgpu.jax_versions import JaxVersion
from mgpu.passes.lowering.state import fail
from mgpu.passes.typeinfo import element_bits

# The ops whose jax rule applies a restricted _pointwise (jax's _unary_op and _binary_op tables, divf, cmpi, cmpf
# and select: dialect_lowering.py:1420-1605 at jax-v0.12.0.1).
RESTRICTED = frozenset({
    "arith.addi", "arith.addf", "arith.subi", "arith.subf", "arith.muli", "arith.mulf", "arith.divf",
    "arith.floordivsi", "arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.remf",
    "arith.maxsi", "arith.maxui", "arith.maximumf", "arith.minsi", "arith.minui", "arith.minimumf",
    "arith.shli", "arith.shrui", "arith.shrsi", "arith.negf", "arith.select", "arith.cmpi", "arith.cmpf",
    "math.atan2", "math.copysign", "math.rsqrt", "math.sqrt", "math.exp", "math.exp2", "math.sin", "math.cos",
    "math.log", "math.log2", "math.tanh", "math.absf", "math.absi", "math.round", "math.roundeven", "math.erf",
})
# jax 0.12.1's packed 8-bit integer ops: op name -> its PTX (addi and subi are of unsigned arrays:
# dialect_lowering.py:1511, :1513 at 0.12.1)
PACKED_8BIT = {"arith.addi": "add.u8x4", "arith.subi": "sub.u8x4", "arith.maxsi": "max.s8x4",
               "arith.maxui": "max.u8x4", "arith.minsi": "min.s8x4", "arith.minui": "min.u8x4"}
PACKED_REGISTER_BITS = 32
# Comparisons jax makes bitwise (restrict_bitwidth=False): cmpi eq / ne, cmpf oeq / une (MLIR's predicate numbers).
BITWISE_PREDICATES = {"arith.cmpi": {0, 1}, "arith.cmpf": {1, 13}}
# Floats whose abs jax computes as a mask of the sign bit (fragmented_array.py:2176 at jax-v0.12.0.1).
MASKED_ABS = ("f8E4M3FN", "f8E5M2", "f4E2M1FN")


def check_pointwise_bitwidth(op: Operation, layout: L.RegisterLayout, jax: JaxVersion, arch: tuple[int, int]) -> None:
    """Refuse, in jax ``jax``'s words, an arith / math op it computes on registers of 2- to 8-bit elements (in
    ``layout``, the op's) for ``arch``."""
    if op.name not in RESTRICTED:
        return
    receiver = op.lhs if isinstance(op, arith.SelectOp) else op.operands[0]  # (an arith / math op's first value)
    ty = receiver.type
    if not isinstance(ty, VectorType):
        return
    if jax.packs_8bit_integer_alu and op.name in PACKED_8BIT and element_bits(ty.element_type) == 8:
        return _check_packed_8bit(op, ty, layout, arch)
    if op.name in BITWISE_PREDICATES and op.properties["predicate"].value.data in BITWISE_PREDICATES[op.name]:
        return
    if op.name == "math.absf" and str(ty.element_type) in MASKED_ABS:
        return
    if isinstance(op, arith.DivfOp) and str(ty.element_type) == "f8E8M0FNU" and _is_splat_of_one(op.lhs):
        if isinstance(layout, L.WGSplatFragLayout):  # (the reciprocal subtracts vectors of bytes, :1793)
            raise fail(op, diag.E8M0_RECIPROCAL_SPLAT, dtype=ty.element_type)
        return  # (jax lowers 1 / x of e8m0 as its reciprocal, bitwise: dialect_lowering.py:1501-1520)
    bits = element_bits(ty.element_type)
    if 1 < bits <= 8:
        raise fail(op, diag.POINTWISE_BITWIDTH, bits=bits)


def _is_splat_of_one(value: SSAValue) -> bool:
    """A vector of 1.0 jax's divf rule tells as one: a splat (its producer's layout) broadcast of a constant 1.0, or
    a splat constant of it (the rule's test, dialect_lowering.py:1506-1516)."""
    owner = value.owner
    out = owner.attributes.get("out_layouts") if isinstance(owner, Operation) else None
    if not isinstance(out, ArrayAttr) or not isinstance(out.data[0], WGSplatFragLayoutAttr):
        return False
    if isinstance(owner, vector.BroadcastOp):
        owner = owner.source.owner
    if not isinstance(owner, arith.ConstantOp):
        return False
    attr = owner.value
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return attr.is_splat() and float(attr.get_values()[0]) == 1.0
    return isinstance(attr, FloatAttr) and attr.value.data == 1.0


def _check_packed_8bit(op: Operation, ty: VectorType, layout: L.RegisterLayout, arch: tuple[int, int]) -> None:
    """jax 0.12.1's packed 8-bit integer op on ``ty``: of sm_107f only, on registers of 32 bits or more (its lanes
    wrap, as the per-element op mgpu lowers it to)."""
    if arch != (10, 7):  # (utils.RUBIN, compared whole: utils.py:2664 at 0.12.1)
        raise fail(op, diag.PACKED_8BIT_ARCH, major=arch[0], minor=arch[1])
    length = L.vector_length(layout)
    if length * 8 < PACKED_REGISTER_BITS:
        raise fail(op, diag.PACKED_INSTR_VECTOR, instr=PACKED_8BIT[op.name], type=VectorType(ty.element_type, [length]),
                   bits=length * 8)
