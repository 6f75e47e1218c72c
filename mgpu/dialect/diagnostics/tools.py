"""The command-line tools' own messages (mgpu-opt, mgpu-run, mgpu-capture): reading a file, the
command line, the jax mgpu-capture runs with."""

from __future__ import annotations

from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import Message


# ---- reading a file: an op no registered dialect defines, a StableHLO stage, missing operands ----

UNKNOWN_OP = Message(
    VerifyException,
    "'{name}' is not supported by mgpu (not registered)",
    "check the op's spelling; --allow-unregistered-dialect accepts ops mgpu does not know, unchecked "
    "(mgpu-run then fails at the first one it cannot execute)",
)
# under an unknown stablehlo op: the file is the StableHLO stage mgpu-capture writes (its name ends in
# .stablehlo.mlir), the jitted function around the kernel, which mgpu does not run
STABLEHLO_STAGE = ("this is jax's StableHLO (the jitted function around the Mosaic GPU kernel, as mgpu-capture writes it "
                   "to NAME.S.stablehlo.mlir): mgpu runs the kernel itself, {payload}")
# under xDSL's "Expected 4 operands, but got 3" (IRDL's operand definitions, in order)
OPERAND_NAMES = "the operands are, in order: {names}"

# ---- the command line: a pass name; mgpu-run's --jobs, --arch ----

JOBS_NOT_POSITIVE = "--jobs must be positive (the processes a launch's CTAs may run on; 1: this one alone)"
ARCH_NOT_MODELED = "--arch expects MAJOR.MINOR of a compute capability mgpu models ({modeled}), got '{text}'"

DID_YOU_MEAN = "did you mean '{name}'?"
# a -p name that no pass has ({hint}: DID_YOU_MEAN's text and "; ", or nothing)
UNKNOWN_PASS = "unknown pass '{name}' ({hint}mgpu-opt --list-passes lists the passes)"

# ---- mgpu-capture: the jax installed beside it, the device it asks about ----

# mgpu-capture runs in the user's Python, with the jax installed there ({hints}: one line a supported release)
CAPTURE_JAX_MISSING = "jax is not installed in this Python ({python}): {error}; install a jax mgpu-capture supports:\n  {hints}"
CAPTURE_JAX_UNSUPPORTED = ("jax {version} is installed in this Python ({python}); mgpu-capture hooks into the internals "
                           "of the jax releases mgpu reads, one of:\n  {hints}")
CAPTURE_JAX_NO_MOSAIC_GPU = ("jax {version} is installed but its Mosaic GPU modules are not importable ({error}); "
                             "install the jax-cuda12-plugin of the same release:\n  {hints}")
# an input of a 64-bit dtype, which jax without jax_enable_x64 narrows (jax.dtypes.canonicalize_dtype)
ARG_NARROWED = ("--arg {arg}: jax computes in {narrow}, not {wide}, without jax_enable_x64 (JAX_ENABLE_X64=1 keeps "
                "{wide}): the input is {spec}{converted}, as jax takes it")
ARG_NARROWED_CONVERTED = ", the file's values converted as jax converts them"
CAPTURE_NO_SM_COUNT = ("the kernel asks the device for its number of SMs (`core_count`, as a persistent kernel sizes its "
                       "grid), which a CPU has not: give it with --sm-count N (132 as on an H100 SXM, 148 as on a "
                       "B200, or a small number so that each SM loops over several tiles)")
