"""Errors the emulator reports to the user (never a Python traceback), and their messages."""

from __future__ import annotations

# Messages of faults located at an op (the location and the op's name come with EmulatorError).
DEVICE_OP_IN_HOST_CODE = "can only execute inside a gpu.launch body (it is in host code)"
ELEMENT_INDEX_OUT_OF_RANGE = "index {index} is out of range for {type} (the element would be poison)"
ADDRSPACECAST_UNSUPPORTED = (
    "the emulator cannot cast a pointer from {src} to {dst}: it keeps shared and tensor memory "
    "addresses in their own spaces (only generic <-> global casts run)")
CLUSTER_PTRTOINT_UNSUPPORTED = (
    "the emulator cannot convert a shared::cluster pointer of another CTA to {dst}: its cluster addresses "
    "(rank << 32 | offset) need 64 bits")
ASSERTION_FAILED = "assertion failed in {threads} thread(s): {message}"
# i4 / i2 / f4E2M1FN values (sub_byte_values.py): what the emulator runs on them
SUB_BYTE_ACCESS_UNSUPPORTED = ("a load or store of {type} is not supported ({bits}-bit values move as vectors of "
                               "whole bytes of them, {per} a byte)")
SUB_BYTE_OP_UNSUPPORTED = ("on i4 / i2 / f4E2M1FN values is not supported: the emulator runs sub-byte values only "
                           "through moves, loads, stores, bit casts and (i4 / i2) conversions and comparisons "
                           "(mgpu/emulator/sub_byte_values.py)")
# memref.load / memref.store of an i4 / i2 / f4E2M1FN (handlers/memref.py): jaxlib lowers it with MLIR's
# memref-to-LLVM (no narrow-type emulation: jaxlib/mosaic/gpu/custom_call.cc:262-296 at jax-v0.10.2), a GEP of
# one byte an element, and LLVM leaves a load of an i4 from bytes not stored as i4 undefined (LangRef, "load");
# the NVPTX backend widens it to a byte load whose low bits are the value, which is the indexed element only at
# the ref's first element
SUB_BYTE_MEMREF_LOAD = ("a memref.load of an {type} element other than the ref's first is not supported: jaxlib "
                        "lowers it to one byte an element (a GEP of {type}), while the buffer packs {per} a byte, so "
                        "the element it reaches is not the one indexed")
SUB_BYTE_MEMREF_STORE = ("a memref.store of an {type} element is not supported: jaxlib lowers it to one byte an "
                         "element (a GEP of {type}), while the buffer packs {per} a byte, so it writes another "
                         "element's byte, the neighbours' bits with it")
# an SMEM access past the ref it goes through (ref_bounds.py): jax's words for a static index or slice
# (jax/experimental/mosaic/gpu/utils.py:1118, 1142 at jax-v0.12.0.1), then what a dynamic one does here
INDEX_OUT_OF_BOUNDS = ("Index {index} along axis {axis} is out of bounds for shape {shape}: the access reaches past its "
                       "shared-memory ref, into whatever is next to it in shared memory")
SLICE_OUT_OF_BOUNDS = ("this access goes through a slice past its shared-memory ref: Slice {slice} along axis {axis} is "
                       "out of bounds for shape {shape} (the memref.subview at {where}), so it reaches whatever is "
                       "next to the ref in shared memory")
# register races of wgmma (register_hazards.py)
REGISTER_READ_BEFORE_WGMMA_WAIT = ("race: {what} registers that the wgmma{wgmma} may still be writing: no "
                                   "wgmma.wait_group covers its group before this read (PTX ISA 9.1 §9.7.15.7.3, "
                                   "wgmma.wait_group)")
REGISTER_WRITTEN_AFTER_WGMMA_FENCE = ("race: this wgmma reads registers that '{writer}'{where} wrote with no wgmma.fence "
                                      "between the two (PTX ISA 9.1 §9.7.15.7.1, wgmma.fence: a register written "
                                      "before a wgmma reads it needs a fence between)")
WGMMA_WITHOUT_FENCE = ("race: this wgmma is its warpgroup's first and no wgmma.fence comes before it (PTX ISA 9.1 "
                       "§9.7.15.7.1, wgmma.fence)")

# Tensor Memory (tcgen05.py): allocation, tcgen05.ld / st / cp
TMEM_SHAPE_UNSUPPORTED = "unsupported tcgen05.ld/st shape .{shape}"
TMEM_NUM_UNSUPPORTED = "unsupported .x{num} for tcgen05 shape .{shape}"
TMEM_STORAGE = "TMEM storage must be uint32 {shape}, got {dtype} {got}"
TMEM_ALLOC_COLUMNS = "tcgen05.alloc of {ncols} columns: must be a power of 2 in [32, 512]"
TMEM_ALLOC_AFTER_RELINQUISH = "tcgen05.alloc after tcgen05.relinquish_alloc_permit"
TMEM_DEALLOC_MISMATCH = ("tcgen05.dealloc of {ncols} columns at TMEM address 0x{taddr:x} does not match an "
                         "allocation (allocated: {allocated})")
TMEM_NOT_FREED = "the kernel exits with TMEM still allocated ({allocated})"
TMEM_COLUMN_RANGE = "{what}: TMEM column {column} is out of range [0, {columns})"
TMEM_COLUMN_NOT_ALLOCATED = "{what}: TMEM column {column} is not allocated (allocated: {allocated})"
TMEM_ST_REGISTERS = "tcgen05.st.{shape}.x{num} needs {need} registers per thread, got {got}"
TMEM_CP_LANE = "tcgen05.cp.{shape} needs a TMEM address at lane 0, got lane {lane}"
TMEM_LANE_QUARTER = "{what}: warp {warp} may access only TMEM lanes {lo}..{hi}, but {but}"
TMEM_REGISTER_WIDTH = "tcgen05 registers must be 32-bit values, got {dtype}"
# tcgen05.mma (tcgen05.py): what the instruction descriptor / kind / shape asks that is not run
TCGEN05_KIND_UNSUPPORTED = ("tcgen05.mma.kind::{kind} is not supported (only kind::f16, kind::f8f6f4 with E4M3 / E5M2 "
                            "operands, and kind::i8)")
TCGEN05_TYPES_UNSUPPORTED = "unsupported tcgen05.mma kind::{kind} types in instruction descriptor 0x{idesc:08x}"
TCGEN05_SPARSE_MISMATCH = ("tcgen05.mma{sp} with instruction descriptor 0x{idesc:08x}, whose sparsity bit (2) is {bit}: "
                           "the .sp qualifier and the descriptor must agree")
TCGEN05_NEGATE_INTEGER = "tcgen05.mma.kind::i8 with a negate bit set in instruction descriptor 0x{idesc:08x} is invalid"
TCGEN05_MIXED_TYPES = "tcgen05.mma.kind::{kind} with different A ({atype}) and B ({btype}) types is not supported"
TCGEN05_M_UNSUPPORTED = "tcgen05.mma.cta_group::{group} with M = {m} is not supported (only M = {supported})"
TCGEN05_N_INVALID = "tcgen05.mma with N = {n} is invalid for M = {m}"
TCGEN05_D_LANE = "tcgen05.mma with M = {m} needs D at TMEM lane {lanes}, got lane {lane}"
TCGEN05_A_TMEM_ROWS = ("tcgen05.mma with A in Tensor Memory and {rows} rows of A per CTA is not supported (only 128, "
                       "in lanes 0..127)")
TCGEN05_A_TMEM_LANE = "tcgen05.mma with M = 128 needs A at TMEM lane 0, got lane {lane}"
TCGEN05_A_TMEM_TRANSPOSED = ("tcgen05.mma with A in Tensor Memory and the transpose-A bit set is not supported "
                            "(A in TMEM is K-major)")
TCGEN05_CTA_PAIR = "a .cta_group::2 tcgen05 op needs a CTA pair, but the cluster has {n} CTA(s)"
# sparse tcgen05.mma (tcgen05_sparse.py)
TCGEN05_SPARSE_M = ("tcgen05.mma.sp with {rows} rows of A per CTA is not supported (only 128, the sparse metadata "
                    "layout of M = 128 / 256 in lanes 0..127)")
TCGEN05_SPARSE_META_LANE = "tcgen05.mma.sp needs the sparse metadata at TMEM lane 0, got lane {lane}"
TCGEN05_SPARSE_SELECTOR = ("tcgen05.mma.sp.kind::{kind} with sparsity selector {selector} is not supported (only {ok}: "
                           "the metadata columns that jax's tcgen05.py reads)")
TCGEN05_SPARSE_METADATA = ("tcgen05.mma.sp: invalid sparse metadata in row {row} of A, group {group} of four: indices "
                           "({i0}, {i1}) must be increasing (one of the six 2:4 patterns)")
# block-scaled tcgen05.mma (tcgen05_scaled.py)
TCGEN05_SPARSE_SCALED_KIND = ("tcgen05.mma.sp.kind::{kind}.block_scale is not supported: the sparsity of 4-bit "
                              "operands (groups of eight) is not modelled (only kind::mxf8f6f4 with E4M3 / E5M2, "
                              "in groups of four)")
TCGEN05_SCALED_FORM = ("tcgen05.mma.kind::{kind}.block_scale{vec} is not supported (only kind::mxf8f6f4 with "
                       ".scale_vec::1X, kind::mxf4 with ::2X, kind::mxf4nvf4 with ::2X or ::4X)")
TCGEN05_SCALED_TYPES = ("tcgen05.mma.kind::{kind}.block_scale: instruction descriptor 0x{idesc:08x} asks for "
                        "{what}, which is not supported (A / B: E4M3 or E5M2 for mxf8f6f4, E2M1 for mxf4 / mxf4nvf4; "
                        "scales: ue8m0, or ue4m3 with .scale_vec::4X)")
TCGEN05_SCALED_ID = ("tcgen05.mma .scale_vec::{vec}: scale factor id {id} of {operand} is invalid (the ISA allows "
                     "{allowed})")
TCGEN05_SCALED_TRANSPOSED = ("tcgen05.mma.kind::{kind}.block_scale with an MN-major {operand} is not supported "
                             "(4-bit operands are K-major)")
TCGEN05_SCALED_A_TMEM = "block-scaled tcgen05.mma with A in Tensor Memory is not supported"
TCGEN05_SCALED_LANE = "block-scaled tcgen05.mma needs the {operand} scale factors at TMEM lane 0, got lane {lane}"
TCGEN05_SCALED_N_SPLIT = ("block-scaled tcgen05.mma with M = {m} over a CTA pair needs N / 2 a multiple of 32 "
                          "(its B scale factors are in 32-row TMEM columns), got N = {n}")
TCGEN05_SCALED_UE4M3_SIGN = ("tcgen05.mma: a ue4m3 scale factor of {operand} has its top bit set (0x{byte:02x}); "
                             "the ISA defines ue4m3 as unsigned, and what the tensor core makes of that bit is not modelled")


class EmulatorError(Exception):
    """A run-time fault of the emulated program, located at the op that caused it."""

    def __init__(self, message: str, location: str | None = None, op_name: str | None = None):
        super().__init__(message)
        self.message = message
        self.location = location
        self.op_name = op_name
        # Where the user wrote the op (jax's Python line), rendered as a note under the error.
        self.source: str | None = None
        # The ops this error was raised inside, innermost first: each level of the run that
        # executes a block's ops adds its op (``located``). The time and step limits report it.
        self.trail: list = []

    def __str__(self) -> str:
        if self.location:
            who = f"'{self.op_name}' op " if self.op_name else ""
            text = f"{self.location}: error: {who}{self.message}"
            return f"{text}\n{self.location}: note: {self.source}" if self.source else text
        return f"error: {self.message}"


class MemoryFault(EmulatorError):
    """Out-of-bounds or misaligned access."""


class DeadlockError(EmulatorError):
    """No execution context can make progress."""

    # the warpgroups (index in their CTA) blocked in a branch that only some of their warps take:
    # run warp by warp they may progress (machine.Machine.split; run.Kernel.run retries)
    split: frozenset = frozenset()


class StepLimitExceeded(EmulatorError):
    """The run executed more instructions than --max-steps allows."""


class UnsupportedOp(EmulatorError):
    """An op (or inline PTX string) the emulator has no handler for."""


class InputError(Exception):
    """A bad input given by the user (file, shape, dtype)."""


OUT_OF_MEMORY_IN_OP = ("out of memory while executing this op: the machine running mgpu has no memory left for "
                       "the arrays of this run (its --max-memory counts GMEM, SMEM and TMEM, not the emulator's own "
                       "registers)")


def located(e: Exception, op) -> EmulatorError:
    """``e``, raised while executing ``op``, as the EmulatorError to report (located at ``op``
    unless it already names its place)."""
    from mgpu.dialect.diagnostics import location_of, op_name
    from mgpu.dialect.source_locations import source_note

    if isinstance(e, EmulatorError):
        if not e.trail or e.trail[-1] is not op:
            e.trail.append(op)
        if e.location is None:
            e.location = location_of(op)
            e.op_name = op_name(op)
            e.source = source_note(op)
        return e
    if isinstance(e, MemoryError):  # a resource of the machine running mgpu, not a bug
        text = OUT_OF_MEMORY_IN_OP
    else:
        text = f"internal emulator error while executing this op: {type(e).__name__}: {e}"
    err = EmulatorError(text, location_of(op), op_name(op))
    err.source = source_note(op)
    err.trail.append(op)
    return err

# gpu.printf (printf_format.py, printf_fifo.py): what vprintf would read undefined, what mgpu does not format
PRINTF_CONVERSION_UNSUPPORTED = ("the conversion {conv} is not supported (only d i u o x X c e E f g G a A and %%, with "
                                 "flags -+ #0, a width, a precision and the sizes l and ll: CUDA's printf documents no "
                                 "other size, and reads the ones it takes, such as h, not as C does)")
PRINTF_TOO_MANY_ARGUMENTS = ("the conversion {conv} reads argument #{index}: CUDA's printf takes at most {most} "
                             "arguments, and prints the conversions past them as written")
PRINTF_MISSING_ARGUMENT = ("the conversion {conv} reads argument #{index}, but there are {given}: undefined in C "
                           "(vprintf would read past its buffer)")
PRINTF_ARGUMENT_TYPE = ("the conversion {conv} reads argument #{index}, of type {type}, which C's printf cannot "
                        "read (MLIR passes an integer to vprintf at its own width, not promoted: give an i32 or an "
                        "i64; floats f16 bf16 f32 f64 are passed as doubles)")
PRINTF_ARGUMENT_MISMATCH = ("the conversion {conv} reads {reads}, but argument #{index} is {type}, which MLIR passes "
                            "to vprintf as {passed}: undefined in C")
PRINTF_CHAR_NOT_ASCII = ("the conversion {conv} prints the byte {value:#x}, which is not ASCII: mgpu keeps the "
                         "printed text as text")
PRINTF_FIFO_FULL = ("warning: launch {launch} printed more than the {limit} bytes of CUDA's printf FIFO "
                    "(cudaLimitPrintfFifoSize): {calls} printf call(s) past it, {nbytes} bytes, were dropped")
PRINTF_REPRINTED = ("warning: the run started again warp by warp (warp specialization: "
                    "docs/design/warp_specialization.md), and printed again from the start what it had printed")
