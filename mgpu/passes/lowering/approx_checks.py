"""jax's math with fastmath<afn>: its Warpgroup lowering passes ``approx=True`` to the ``FragmentedArray`` method
of a unary op whose fastmath is exactly ``<afn>`` (``_unary_op_lowering_rule``, dialect_lowering.py:1413-1416 at
jax-v0.12.0.1, :1405 at jax-v0.10.2), which computes it with approximate PTX on the element types of
``JaxVersion.approx_math`` only, and refuses the others (fragmented_array.py:2066-2164 at jax-v0.12.0.1); the
methods that take no ``approx`` fail with Python's TypeError. mgpu refuses both, in jax's words.
"""

from __future__ import annotations

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import VectorType
from xdsl.dialects.utils.fast_math import FastMathFlag
from xdsl.ir import Operation

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.jax_versions import JaxVersion
from mgpu.passes.lowering.state import fail
from mgpu.passes.typeinfo import element_bits

# The unary ops with a fastmath whose jax method takes no approx (dialect_lowering.py:1420-1437 at jax-v0.12.0.1)
NO_APPROX = {"math.absf": "abs", "math.round": "round", "math.roundeven": "round_even", "math.erf": "erf"}


def check_approx(op: Operation, jax: JaxVersion) -> None:
    """Refuse, in jax's words, a unary op with fastmath<afn> jax does not compute approximately."""
    flags = op.properties.get("fastmath")
    if not isinstance(flags, FastMathFlagsAttr) or flags.data != {FastMathFlag.APPROX_FUNC} or len(op.operands) != 1:
        return
    if op.name == "arith.negf":  # (jax 0.10.2 has no rule for it: refused there too)
        raise fail(op, diag.APPROX_NEG)
    if op.name in NO_APPROX:
        raise fail(op, diag.APPROX_NOT_TAKEN, method=NO_APPROX[op.name], name=op.name)
    ty = op.operands[0].type
    if op.name not in jax.approx_math or not isinstance(ty, VectorType):
        return
    dtypes, names_type = jax.approx_math[op.name]
    dtype = str(ty.element_type)
    if op.name == "math.exp" and element_bits(ty.element_type) <= 8:
        return  # (jax multiplies by log2(e) first: the 8-bit refusal of _pointwise, fragmented_array.py:2071)
    if dtype not in dtypes:
        raise fail(op, diag.APPROX_DTYPE, jax=f"NotImplementedError({dtype if names_type else ''})", version=jax,
                   name=op.name, dtype=dtype, dtypes=" / ".join(dtypes))
