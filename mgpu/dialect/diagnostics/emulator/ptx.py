"""What the emulator says of inline PTX: parsing an llvm.inline_asm string, its operands, and the register-only
instructions of its blocks (integer, float, .approx and conversion rules)."""

from __future__ import annotations


# ---- parsing inline-PTX strings (ptx.py) ----

UNSUPPORTED_PTX_INSTRUCTION = "unsupported PTX instruction '{op}' in inline asm: {strip!r}"
CANNOT_PARSE_OPERAND = "cannot parse PTX operand {tok!r}"
CANNOT_EVALUATE = "cannot evaluate {expr!r}"
STATEMENT_WITHOUT_SEMICOLON = "PTX statement without ';': {rest!r}"
REGISTER_NO_VALUE = "PTX register {expr_name} has no value here"
ST_ASYNC_NO_TYPE = "st.async without a type: {text!r}"
CANNOT_PARSE_STATEMENT = "cannot parse PTX statement {stmt!r}"
CLUSTER_ADDRESS_ARITHMETIC = ("{opcode} reads the cluster address mapa wrote into {name}: arithmetic on a "
                              "shared::cluster address is not supported in {stmt!r}")
MAPA_PREDICATE_MISMATCH = "{name} is written by a mapa under the predicate {guard} but read under {pred} in {stmt!r}"
SPECIAL_REGISTER_UNEMULATED = ("the special register {name} is not emulated (its value depends on the hardware) "
                               "in {stmt!r}")
REGISTER_READ_BEFORE = "register {name} is read before it is written in {stmt!r}"
UNSUPPORTED_SETP_COMPARISON = "unsupported setp comparison .{op}"
TIED_CONSTRAINT_INVALID = "input constraint '{c}' is tied to a non-existent output"
RED_ASYNC_NO_TYPE = "red.async needs an operation and a type: {text!r}"
RED_ASYNC_FLOAT = "red.async does not support floating-point type .{typ}: {text!r}"
MAPA_OF_BLOCK_REGISTER = "a mapa of a register the block computes is not supported: {stmt!r}"
WITHOUT_DESTINATION = "{opcode} without a destination: {stmt!r}"
CANNOT_WRITE_OPERAND = "{opcode} cannot write to {dst}: {stmt!r}"
OPERAND_NO_CONSTRAINT = "operand ${o} has no constraint (only {nargs}) in {stmt!r}"
TCGEN05_SHAPE_MISSING = "{opcode} needs a shape and a .xN count: {text!r}"
TCGEN05_REGISTER_COUNT = "{opcode}.{shape}.x{num} needs {nregs} registers, got {n_items}: {text!r}"
WGMMA_NO_SHAPE = "wgmma.mma_async without an mMnNkK shape: {text!r}"
WGMMA_NO_TYPES = "wgmma.mma_async needs .dtype.atype.btype: {text!r}"

# ---- llvm.inline_asm: dispatching its instructions (handlers/inline_asm.py) ----

INPUT_CONSTRAINT_COUNT = "the inline PTX \"{shown}\" has {n_inputs} input constraints but {n_ins} operands"
REGISTERS_AND_EFFECT = ("inline PTX that computes registers ({opcode}) and also runs {opcode2} is not supported: "
                        "\"{shown}\"")
SEVERAL_EFFECTFUL = "inline PTX with {n_effectful} instructions is not supported: \"{shown}\""
CANNOT_EMULATE = "cannot emulate the inline PTX \"{shown}\": {message}"

# ---- operands of an inline-PTX instruction (handlers/ptx_operands.py) ----

WITHOUT_TYPE = "{opcode} without a type: {ins_text!r}"
FLOAT_AS_REGISTER_BITS = "a floating-point value where PTX register bits were expected"
OUTPUT_COUNT = "the inline PTX \"{shown}\" has {n_outputs} outputs but its result has {n_types} fields"
VECTOR_OPERAND = ("a vector of {n} {what} elements as a PTX register operand is not supported (a vector of "
                  "integers or floats of 8 to 64 bits in all)")
INLINE_PTX_ERROR = "the inline PTX \"{shown}\": {e}"

# ---- register-only PTX blocks (handlers/ptx_block.py) ----

CANNOT_WRITE_REGISTER = "cannot write to {dst}"
OUTPUT_NEVER_WRITTEN = "the inline PTX \"{shown}\" never writes its output ${n}"

# ---- integer and bit instructions (handlers/alu.py) ----

INTEGER_TYPE_UNSUPPORTED = "{opcode}.{t} is not supported (only .{allowed} integer types)"
MODIFIERS_UNSUPPORTED = "{opcode}.{modifiers} is not supported"
LOP3_FORM = "only lop3.b32 d, a, b, c, immLut (an immediate) is supported: {ins_text!r}"
PRMT_MODE_UNSUPPORTED = "prmt mode .{modes} is not supported (only the default mode)"
SETP_UNSUPPORTED = "setp.{modifiers} is not supported"

# ---- .approx functions (handlers/approx.py) ----

SQRT_UNSUPPORTED = "sqrt.{modifiers} is not supported"
UNDEFINED_RESULT = ("{opcode}.{modifiers} is not emulated: the PTX ISA bounds its error but does not define its "
                    "result bit for bit")
APPROX_ONLY = "{opcode}.{modifiers} is not supported (only {opcode}.approx[.ftz].f32)"

# ---- cvt conversions of narrow floats (handlers/convert.py) ----

CVT_UNSUPPORTED = "cvt.{mods} is not supported"
CVT_ROUNDING_UNSUPPORTED = ("cvt.{mods} is not supported (the cvt forms mgpu emulates round to nearest, .rn, but "
                            "for those to e4m3x2, e5m2x2 and e2m1x2, which also round toward zero, .rz)")
CVT_ROUNDING_UNDEFINED = ("cvt.{mods} is not emulated: the PTX ISA (9.4, cvt) defines a conversion to .{dst} "
                          "with the rounding modes .rn and .rz (.rz on sm_107f) only; convert with one of them")
CVT_UE8M0_UNDEFINED = ("cvt.{mods} is not emulated: ue8m0 has neither zero nor sign, and the PTX ISA (9.4, cvt and "
                       "\"Alternate Floating-Point Data Formats\") does not define what a zero, a negative value or "
                       "(.rz) a value below 2^-127 converts to; compute the scale's exponent with integer "
                       "instructions instead")
CVT_UE5M3_UNDEFINED = ("cvt.{mods} is not emulated: the PTX ISA (9.4, \"Alternate Floating-Point Data Formats\") "
                       "gives ue5m3's field widths and NaN but not its exponent bias (ue5m3 conversions are "
                       "sm_107f's); convert through a format mgpu emulates (e4m3, e5m2)")
