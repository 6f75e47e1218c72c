"""User-facing errors: one exception family, located MLIR-style, and the message table.

Every check raises an exception that is both an xDSL ``VerifyException`` (so xDSL's machinery
treats it as a verification failure) and the Python class JAX raises for the same mistake, so
``except TypeError`` works as it does with JAX. Each carries the notes that tell the user the fix.
Messages are written once, here, and used by the verifiers, the passes and the tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import FileLineColLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Span

from mgpu.dialect.source_locations import source_note


class MgpuError(VerifyException):
    """A diagnostic for the user: a message plus notes that say how to fix it."""

    def __init__(self, message: str, notes: Sequence[str] = ()):
        super().__init__(message)
        self.message = message
        self.notes = list(notes)


class MgpuTypeError(MgpuError, TypeError):
    pass


class MgpuValueError(MgpuError, ValueError):
    pass


class MgpuNotImplementedError(MgpuError, NotImplementedError):
    pass


_KINDS: dict[type[Exception], type[MgpuError]] = {
    TypeError: MgpuTypeError,
    ValueError: MgpuValueError,
    NotImplementedError: MgpuNotImplementedError,
    VerifyException: MgpuError,
}


@dataclass(frozen=True)
class Message:
    """One row of the message table: the Python class JAX raises, its text and the fix."""

    kind: type[Exception]
    text: str
    note: str | None = None

    def __call__(self, **fields: object) -> MgpuError:
        notes = [self.note.format(**fields)] if self.note else []
        return _KINDS[self.kind](self.text.format(**fields), notes)


# --------------------------------------------------------------------------------------------
# Locations and formatting
# --------------------------------------------------------------------------------------------


def op_name(op: Operation) -> str:
    """The op's name as the user wrote it (unregistered ops keep theirs)."""
    if op.name == "builtin.unregistered":
        return op.op_name.data  # pyright: ignore[reportAttributeAccessIssue]
    return op.name


def location_of(op: Operation) -> str:
    """FILE:LINE:COL of the op, or of its closest located ancestor (ops built by passes)."""
    current: Operation | None = op
    while current is not None:
        loc = current.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        current = current.parent_op()
    return "<unknown>"


def format_op_diagnostic(
    op: Operation, message: str, notes: Sequence[str] = (), severity: str = "error"
) -> str:
    """MLIR's rendering: ``FILE:LINE:COL: error: 'dialect.op' op message`` then ``note:`` lines."""
    loc = location_of(op)
    lines = [f"{loc}: {severity}: '{op_name(op)}' op {message}"]
    lines += [f"{loc}: note: {note}" for note in with_source_note(op, notes)]
    return "\n".join(lines)


@dataclass
class LocatedDiagnostic:
    """A rendered diagnostic, kept structured for --verify-diagnostics."""

    file: str
    line: int
    col: int
    severity: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"


def op_diagnostics(
    op: Operation, message: str, notes: Sequence[str] = ()
) -> list[LocatedDiagnostic]:
    """The error and its notes, at the op's location."""
    file, line, col = _split_location(location_of(op))
    return _error_and_notes(file, line, col, f"'{op_name(op)}' op {message}", with_source_note(op, notes))


def op_remark(op: Operation, message: str) -> LocatedDiagnostic:
    """A remark at the op (MLIR's ``emitRemark``: the message as it is, no op name): what a pass
    reports without failing (mgpu.dialect.remarks)."""
    return LocatedDiagnostic(*_split_location(location_of(op)), "remark", message)


def with_source_note(op: Operation, notes: Sequence[str]) -> list[str]:
    """``notes``, then where the user wrote ``op`` (jax's Python line, kept by mgpu-capture) if the
    IR says (``mgpu.dialect.source_locations``)."""
    note = source_note(op)
    return [*notes, note] if note else list(notes)


def at_token(span: Span, error: MgpuError) -> ParseError:
    """``error`` raised by a parser, located at the token ``span`` covers, its notes kept."""
    located = ParseError(span, error.message)
    located.notes = error.notes  # type: ignore[attr-defined]  (parse_diagnostics reads them)
    return located


def parse_diagnostics(e, line_offset: int = 0) -> list[LocatedDiagnostic]:
    """An xDSL ParseError at its token, with the notes of the error under it (an attribute's
    MgpuError: parse_module keeps them)."""
    loc = e.span.get_location()
    return _error_and_notes(loc.file, loc.line + line_offset, loc.col, one_line(e.msg), getattr(e, "notes", []))


def _error_and_notes(file: str, line: int, col: int, message: str, notes: Sequence[str]) -> list[LocatedDiagnostic]:
    return [LocatedDiagnostic(file, line, col, "error", message)] + [
        LocatedDiagnostic(file, line, col, "note", note) for note in notes]


def one_line(message: str) -> str:
    """xDSL's multi-line messages, folded onto the one line a diagnostic has."""
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _split_location(loc: str) -> tuple[str, int, int]:
    parts = loc.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    return loc, 0, 0


# --------------------------------------------------------------------------------------------
# The message table (docs/design/spec.md §3 and jaxlib's verifiers). Keep JAX's words exactly.
# --------------------------------------------------------------------------------------------

# ---- mosaic_gpu: async_store_smem (docs/design/spec.md §3; jax/_src/pallas/mosaic_gpu/primitives.py) ----------

ASYNC_STORE_SMEM_SCALAR = Message(
    NotImplementedError,
    "Scalars are not supported in async_store_smem",
    "store a vector of rank >= 1: broadcast the scalar first, e.g. "
    "`vector.broadcast %x : {type} to {fix}`",
)
ASYNC_STORE_SMEM_REF_NOT_REF = Message(
    TypeError,
    "ref must be a reference, got {type}",
    "pass a SMEM memref as the destination, e.g. {fix}",
)
ASYNC_STORE_SMEM_REF_NOT_SMEM = Message(
    ValueError,
    "ref must be a SMEM reference, got {type}",
    "allocate the destination in SMEM (e.g. with mosaic_gpu.slice_smem): {fix}",
)
ASYNC_STORE_SMEM_BARRIER_NOT_REF = Message(
    TypeError,
    "barrier must be a reference, got {type}",
    "pass a SMEM barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_STORE_SMEM_BARRIER_NOT_SMEM = Message(
    ValueError,
    "barrier must be a SMEM reference, got {type}",
    "allocate the barrier in SMEM (mosaic_gpu.initialize_barrier on a SMEM slice): {fix}",
)
ASYNC_STORE_SMEM_BARRIER_NOT_BARRIER = Message(
    TypeError,
    "barrier must be a reference to !mosaic_gpu.barrier, got {type}",
    "pass a barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_STORE_SMEM_SHAPE = Message(
    TypeError,
    "The stored value has shape {value_shape}, but the target reference has shape {ref_shape}",
    "store a value of shape {ref_shape}, or slice the target reference (memref.subview) "
    "to shape {value_shape}",
)
ASYNC_STORE_SMEM_DTYPE = Message(
    TypeError,
    "The stored value has dtype {value_dtype}, but the target reference has dtype {ref_dtype}",
    "cast the value first: {fix}",
)
ASYNC_STORE_SMEM_BARRIER_COUNT = Message(
    TypeError,
    "Expected a single barrier, got a barrier reference with shape {shape}",
    "pick one barrier first, e.g. `memref.subview %barriers[%i] [1] [1]` then index it to "
    "memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_ATOMIC_F32 = Message(
    NotImplementedError,
    "f32 not supported for async atomics",
    "async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type "
    "for a plain st.async store",
)
ASYNC_ATOMIC_F16 = Message(
    NotImplementedError,
    "f16/bf16 not supported for async atomics",
    "async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type "
    "for a plain st.async store",
)
ASYNC_ATOMIC_OTHER = Message(
    NotImplementedError,
    "Unsupported element type for atomic stores: {type}",
    "async atomics (red.async) only take 32-bit integers (i32): extend or truncate the value "
    "to i32 first",
)

ATOMIC_STORE_F32_OP = Message(
    NotImplementedError,
    "f32 only supports add atomics, got {atomic}",
    "PTX red on f32 only adds: store an integer value for {atomic}, or drop atomic_type",
)
ATOMIC_STORE_TYPE = Message(
    NotImplementedError,
    "Unsupported element type for atomic stores: {type}",
    "mgpu lowers atomic vector_stores of f32 and i32, and of f16 / bf16 pairs to SMEM (this one is to "
    "{space}; jax's .v2 / .v4 GMEM forms of 16-bit floats are not lowered yet)",
)
ATOMIC_STORE_HALF_OP = Message(
    NotImplementedError,
    "f16/bf16 SMEM/multimem atomics only support add, got {atomic}",
    "PTX red on f16 / bf16 pairs in shared memory only adds: widen to f32 for {atomic}",
)
ATOMIC_STORE_HALF_ODD = Message(
    NotImplementedError,
    "f16/bf16 atomic stores require even vector length, got {vec}",
    "a red of f16 / bf16 takes a pair of elements a 32-bit register: give the value a layout whose "
    "registers hold an even number of elements",
)
ATOMIC_STORE_SPLAT = Message(
    NotImplementedError,
    "Atomic stores not supported for splat layout",
    "give the stored value a strided or tiled layout (e.g. a layout_cast) before the atomic store",
)
ATOMIC_STORE_REPLICATED = Message(
    NotImplementedError,
    "Atomic stores not supported for layouts with replicated dims",
    "each element would be applied once per replica: relayout the value to a layout without "
    "Replicated warp or lane dims first",
)

# ---- mosaic_gpu: lowering and inference rows of docs/design/spec.md §3 (used by the passes) ---------------
# Fields: TRANSFER_INTEGER_BYTES(shape=, dtype=) with a Python tuple and a numpy dtype name;
# UNHANDLED_TRANSFORMS(transforms=); TRANSFER_BITS_NOT_DIVISIBLE(bits=). Layout inference's own
# "Failed to infer ..." is INFER_LAYOUT_FAILED (defined with the pass's messages).

ASYNC_STORE_SMEM_NOT_TILED_SWIZZLED = Message(
    NotImplementedError,
    "async_store_smem requires a tiled and swizzled ref",
    "allocate the SMEM ref with tile+swizzle transforms, e.g. mosaic_gpu.with_transforms with "
    "[#mosaic_gpu.tile<[8, {minor}]>, #mosaic_gpu.swizzle<128 : i32>] (a 128-byte swizzle: rows of {minor} {dtype})",
)
TRANSFER_INTEGER_BYTES = Message(
    ValueError,
    "Can only transfer integer bytes (shape={shape}, dtype={dtype})",
    "transfer a value whose total size is a whole number of bytes",
)
TRANSFER_NOT_MULTIPLE_OF_128_BYTES = Message(
    NotImplementedError,
    "Transfer is not a multiple of 128 bytes",
    "the 128 threads of a warpgroup each store the same number of bytes: make the stored value "
    "a multiple of 128 bytes",
)
UNHANDLED_TRANSFORMS = Message(
    ValueError,
    "Unexpected unhandled transforms: {transforms}",
    "only a leading [tile, swizzle] pair of transforms can be lowered here",
)
TRANSFER_BITS_NOT_DIVISIBLE = Message(
    NotImplementedError,
    "Transfer of {bits} bits is not divisible by 1024",
    "the 128 threads of a warpgroup each store the same number of bytes: make the stored value "
    "a multiple of 128 bytes",
)

# ---- mosaic_gpu: TMEM stores/loads (docs/design/spec.md §3; Pallas async_store_tmem / async_load_tmem) ----

ASYNC_STORE_TMEM_NOT_TMEM = Message(
    ValueError,
    "Async store only supports TMEM refs",
    "store into a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got {type}",
)
ASYNC_STORE_TMEM_SHAPE = Message(
    ValueError,
    "Invalid shape for `swap`. Ref shape: {ref_shape}. Expected shape: {ref_shape}. "
    "Value shape: {value_shape}. Transforms: ().",
    "store a value of shape {ref_shape}, or slice the TMEM ref with mosaic_gpu.slice_tmem",
)
ASYNC_STORE_TMEM_DTYPE = Message(
    ValueError,
    "Invalid dtype for `swap`. Ref dtype: {ref_dtype}. Value dtype: {value_dtype}.",
    "cast the value first: {fix}",
)
ASYNC_LOAD_TMEM_NOT_TMEM = Message(
    ValueError,
    "Async load only supports TMEM refs",
    "load from a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got {type}; "
    "use mosaic_gpu.vector_load for SMEM",
)
ASYNC_LOAD_TMEM_DTYPE = Message(
    TypeError,
    "The `source` and `result` must have the same element type.",
    "make the result {expected}",
)
ASYNC_LOAD_TMEM_SHAPE = Message(
    TypeError,
    "The `source` and `result` must have the same shape.",
    "make the result {expected}",
)

# ---- mosaic_gpu: jaxlib's verifiers (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc) ----------------

TMEM_MEMORY_SPACE = Message(
    ValueError,
    "The tmem memref must have a mosaic_gpu.tmem memory space but got: {space}",
    "use a TMEM ref: {fix}",
)
TMEM_ALLOC_SMEM_PTR = Message(
    ValueError,
    "The `smem_ptr` memref must have the Workgroup address space but got: {space}",
    "pass a SMEM slot for the TMEM address: memref<i32, #gpu.address_space<workgroup>> "
    "(e.g. from mosaic_gpu.slice_smem)",
)
TMEM_ALLOC_PACKING = Message(
    ValueError,
    "Only unpacked, or fully packed allocations are supported. Expected packing to be either 1 "
    "or 32 / element_bitwidth, but got: packing = {packing}, element_bitwidth = {bitwidth}",
    "use packing = 1 (unpacked) or {full} (fully packed)",
)
TMEM_ALLOC_PACKING_COLUMNS = Message(
    ValueError,
    "The number of unpacked columns must be divisible by the packing factor, but got: "
    "{columns} / {packing}",
    "make the number of columns a multiple of {packing}",
)
TMEM_ALLOC_TOO_MANY_COLUMNS = Message(
    ValueError,
    "The number of allocated columns must be less than or equal to 512 but got: {columns}",
    "TMEM has 512 32-bit columns per lane: allocate fewer columns or pack narrow types "
    "(packing = 32 / bitwidth)",
)
SLICE_TMEM_OFFSET = Message(
    ValueError,
    "The offset must be a multiple of 4 but got: {offset}",
    "TMEM columns are sliced at a granularity of 4: use offset = {fix}",
)
SMEM_TO_TMEM_SHAPE = Message(
    TypeError,
    "The `source` ({src}) and `destination` ({dst}) memrefs must have the same shape.",
    "copy between refs of the same shape",
)
SMEM_TO_TMEM_DTYPE = Message(
    TypeError,
    "The `source` ({src}) and `destination` ({dst}) memrefs must have the same element type.",
    "copy between refs of the same element type",
)
SOURCE_NOT_SMEM = Message(
    ValueError,
    "The `source` memref must be in SMEM.",
    "the source must have memory space #gpu.address_space<workgroup>, got {type}",
)
TMEM_DIM0_MULTIPLE = Message(
    ValueError,
    "The first dimension of the TMEM memref must be a multiple of 128, but got {dim}.",
    "use a TMEM ref with a multiple of 128 rows",
)
TMEM_DIM1_MULTIPLE = Message(
    ValueError,
    "The second dimension of the TMEM memref must be a multiple of {n}, but got {dim}.",
    "use a TMEM ref whose column count is a multiple of {n}",
)
SPARSE_METADATA_SOURCE_SHAPE = Message(
    TypeError,
    "The `source` memref must have shape ({expected}), but got ({got}).",
    "lay out the metadata in SMEM as (M/128, N/64, 128, 64) = ({expected})",
)
SCALES_SOURCE_SHAPE = Message(
    TypeError,
    "The `source` memref must have shape ({expected0}) or ({expected1}), but got ({got}).",
    "lay out the scales in SMEM as (M/128, N/4, 32, 16) = ({expected0})",
)
LOAD_STORE_DTYPE = Message(
    TypeError,
    "The `source` and `destination` memrefs must have the same element type.",
    "the source is {src} and the destination {dst}: copy between refs of the same element type",
)
LOAD_STORE_SLICE_LENGTHS_MIN = Message(
    ValueError,
    "The `slice_lengths` attribute must not contain values less than -1.",
    "use -1 for a collapsed dimension and a positive length otherwise",
)
LOAD_STORE_RANK = Message(
    ValueError,
    "The rank of the `{gmem}` must be equal to the rank of the `{smem}` plus the number of "
    "collapsed dimensions as indicated by -1 values in `slice_lengths`.",
    "`{gmem}` has rank {gmem_rank}, `{smem}` rank {smem_rank} and `slice_lengths` {collapsed} "
    "collapsed dimension(s)",
)
LOAD_STORE_INDICES = Message(
    ValueError,
    "The size of `indices` must be equal to the rank of `{gmem}`.",
    "pass one index per dimension of `{gmem}` ({rank}), got {count}",
)
LOAD_STORE_SLICE_LENGTHS_SIZE = Message(
    ValueError,
    "The size of `slice_lengths` must be equal to the rank of `{gmem}`.",
    "give one slice length per dimension of `{gmem}` ({rank}), got {count}",
)
LOAD_STORE_VECTOR_INDICES = Message(
    ValueError,
    "Only one index may be a vector but got multiple vector indices for dimensions {a} and {b}.",
    "gather/scatter along one dimension only",
)
LOAD_STORE_VECTOR_INDEX_SIZE = Message(
    ValueError,
    "The size of the vector index must be equal to the slice length but got {a} != {b}.",
    "make the vector index as long as the slice length of its dimension",
)
COLLECTIVE_DUPLICATES = Message(
    ValueError,
    "The `collective` attribute must not contain duplicate dimensions.",
    "list each cluster dimension (0 = x, 1 = y, 2 = z) at most once",
)
ASYNC_STORE_PEER_AND_BROADCAST = Message(
    ValueError,
    "Both `gmem_peer_id` or `is_global_broadcast` cannot be specified.",
    "either store to one peer (gmem_peer_id) or broadcast (is_global_broadcast = true)",
)
VECTOR_STORE_SHAPE = Message(
    TypeError,
    "The source and destination must have the same shape but got {src} and {dst}",
    "store a value of the destination's shape, or slice the destination (memref.subview)",
)
VECTOR_STORE_DTYPE = Message(
    TypeError,
    "The source and destination must have the same element type but got {src} and {dst}",
    "cast the value first: {fix}",
)
VECTOR_STORE_MULTIMEM = Message(
    ValueError,
    "The destination must be in GMEM for multidevice multicast",
    "drop the memory space of the destination or set multimem = false",
)
VECTOR_LOAD_RESULT = Message(
    TypeError,
    "inferred type(s) '{expected}' are incompatible with return type(s) of operation '{got}'",
    "the result of {op} is {expected}",
)
WGMMA_AB_DTYPE = Message(
    TypeError,
    "The `a` and `b` inputs must have the same element type.",
    "`a` has {a} and `b` has {b}: cast one of them",
)
MMA_M_MISMATCH = Message(
    ValueError,
    "The accumulator's first dimension {m} must be equal to the first dimensions of `a`: {a}.",
    "make `a` {m} rows tall",
)
MMA_K_MISMATCH = Message(
    ValueError,
    "`a`'s contracting dimension {k} must be equal to the first dimension of `b`: {b}.",
    "make `b` {k} rows tall",
)
MMA_SPARSE_K_MISMATCH = Message(
    ValueError,
    "For sparse MMA, `a`'s contracting dimension {k} must be half the first dimension of `b`: {b}.",
    "make `b` {k2} rows tall",
)
MMA_N_MISMATCH = Message(
    ValueError,
    "`b`'s non-contracting dimension {n} must be equal to the accumulator's second dimension {acc}.",
    "make the accumulator {n} columns wide",
)
MMA_N_COLLECTIVE = Message(
    ValueError,
    "`b`'s non-contracting dimension {n} must be half the accumulator's second dimension {acc} "
    "for collective MMA.",
    "make the accumulator {n2} columns wide",
)
WGMMA_M_MULTIPLE = Message(
    ValueError,
    "The accumulator's first dimension must be a multiple of 64, but got {m}.",
    "WGMMA works on 64-row blocks: pad M to a multiple of 64",
)
TCGEN05_M_MULTIPLE = Message(
    ValueError,
    "The accumulator's first dimension must be a multiple of 32 but got {m}.",
    "tcgen05.mma works on blocks of at least 32 rows: pad M to a multiple of 32",
)
TCGEN05_ACC_NOT_TMEM = Message(
    ValueError,
    "The accumulator must be in TMEM, but got {space}.",
    "allocate the accumulator with mosaic_gpu.tmem_alloc (memory space #mosaic_gpu.tmem)",
)
TCGEN05_A_SPACE = Message(
    ValueError,
    "The `a` input must be in TMEM or SMEM, but got {space}.",
    "copy `a` to SMEM (#gpu.address_space<workgroup>) or TMEM first",
)
TCGEN05_B_SPACE = Message(
    ValueError,
    "The `b` input must be in SMEM, but got {space}.",
    "copy `b` to SMEM (#gpu.address_space<workgroup>) first",
)
TCGEN05_SCALES_BOTH = Message(
    ValueError,
    "Either none or both scales should be provided.",
    "pass both `a_scale` and `b_scale`, or neither",
)
TCGEN05_OPERAND_NOT_TMEM = Message(
    ValueError,
    "The `{name}` input must be in TMEM, but got {space}.",
    "copy it to TMEM first (mosaic_gpu.async_store_scales_smem_to_tmem / "
    "async_store_sparse_metadata_smem_to_tmem)",
)
TCGEN05_SPARSE_SHAPE = Message(
    TypeError,
    "The `a_sparse_metadata` shape [{m0}, {m1}] must match the shape of `a` [{a0}, {a1}].",
    "give the sparse metadata the shape of `a`",
)
TILING_NO_TILES = Message(
    ValueError,
    "Tiling must have at least one tile",
    "give the TiledLayout a tiling, e.g. [[64, 8], [8, 8], [2]]",
)
TILING_RANK_INCREASES = Message(
    ValueError,
    "Tiles must have a decreasing rank",
    "each tile applies to a suffix of the previous tile's shape: make tile {index} {tile} no longer than "
    "the tile before it",
)
TILE_EMPTY = Message(ValueError, "Tiles must not be empty", "remove the empty tile {index}")
TILE_NOT_POSITIVE = Message(
    ValueError,
    "Tile shape must only have positive sizes, got: {tiles}",
    "tile {index} {tile} has a size below 1: every tile size must divide the dimension it tiles",
)
_BROADCAST_FIX = "see `lax.broadcast_in_dim`: dims map operand dimensions to result dimensions"
BROADCAST_RANK_ZERO = Message(ValueError, "The input vector must have rank > 0.", _BROADCAST_FIX)
BROADCAST_RANK = Message(
    ValueError,
    "The rank of the input vector must be smaller or equal to the rank of the result vector.",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_SIZE = Message(
    ValueError,
    "The size of the `broadcast_dimensions` attribute must be equal to the rank of the input vector.",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_RANGE = Message(
    ValueError,
    "The values in the `broadcast_dimensions` attribute must be in the range [0, result.shape.rank={rank}).",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_ORDER = Message(
    ValueError,
    "The values in the `broadcast_dimensions` attribute must be strictly increasing.",
    _BROADCAST_FIX,
)
BROADCAST_DIM_SIZE = Message(
    ValueError,
    "The size of the input vector's dimension {i} must be either 1 or equal to the size of the result "
    "vector's dimension {d}.",
    _BROADCAST_FIX,
)
# mosaic_gpu.mma (jaxlib's MMAOp verifier words these differently from wgmma's MMA_*_MISMATCH).
MMA_SYNC_M_MISMATCH = Message(
    ValueError,
    "The accumulator's first dimension {m} must be equal to the first dimension of `a`: {a}.",
    "make `a` {m} rows tall",
)
MMA_SYNC_K_MISMATCH = Message(
    ValueError,
    "`a`'s second dimension {k} must be equal to `b`'s first dimension: {b}.",
    "make `b` {k} rows tall",
)
MMA_SYNC_N_MISMATCH = Message(
    ValueError,
    "The accumulator's second dimension {n_acc} must be equal to the second dimension of `b`: {n}.",
    "make `b` {n_acc} columns wide",
)
MMA_INTEGER_ACCUMULATOR = Message(
    ValueError, "Only i32 accumulator supported for integer operands.", "accumulate in i32"
)
MMA_OPERAND_TYPE = Message(ValueError, "Unsupported operand type.", "use f16, bf16, tf32, f8 or i8 operands")
MMA_FLOAT_ACCUMULATOR = Message(
    ValueError, "Only float accumulator supported for floating operands.", "accumulate in f32"
)
WHILE_INIT_TYPES = Message(
    ValueError, "expected as many input types as operands (expected {operands} got {types})",
    "give scf.while one input type per (%arg = %init) pair")
OPTIMIZATION_BARRIER_EMPTY = Message(ValueError, "expected non-empty operands", "pass at least one value")
RETURN_COUNT = Message(
    ValueError,
    "has {count} operands, but enclosing custom_primitive (@{parent}) returns {results}",
    "return one value per result of the custom_primitive",
)
RETURN_TYPE = Message(
    ValueError,
    "type of return operand {index} ({type}) doesn't match the result type ({result}) in "
    "custom_primitive @{parent}",
    "return a {result}",
)
# A pass-through row for the lowerings' invariants whose words are still at their call sites.
OP_INVARIANT = Message(ValueError, "{text}", "{fix}")
# MLIR's words (mlir/lib/AsmParser/AsmParserImpl.h, parseFloatFromIntegerLiteral)
HEX_FLOAT_SIGN = Message(ValueError, "hexadecimal float literal should not have a leading minus",
                         "a hexadecimal float literal is the element's bits: write the sign bit in it")
HEX_FLOAT_RANGE = Message(ValueError, "hexadecimal float constant out of range for type")
PRODUCER_NOT_LOWERED = Message(
    NotImplementedError,
    "not supported: the warpgroup vector this op uses comes from {producer}, which the Warpgroup "
    "lowering does not lower",
    "the ops mgpu lowers: tests/census/coverage.md (column 'lowers')",
)
REINTERPRET_CAST_DTYPE = Message(
    TypeError,
    "source and result memrefs must have the same element type",
    "use a result type with element type {elt}",
)
REINTERPRET_CAST_SIZE = Message(
    ValueError,
    "source and result memrefs must have the same number of elements, but got {src} and {dst}",
    "use a result shape with {src} elements",
)
BROADCASTED_IOTA_DIM = Message(
    ValueError,
    "dimension={dim} must be smaller than the rank={rank} of the result.",
    "use a dimension in [0, {rank})",
)
PRINT_LAYOUT_SPACE = Message(
    ValueError,
    "The memref must have a mosaic_gpu.tmem or gpu.address_space<workgroup> memory space "
    "but got: {space}",
    "print the layout of a vector or of a TMEM/SMEM ref",
)
CLUSTER_CANCEL_SIZE = Message(
    TypeError,
    "{what} must have 16 elements, but has {n} elements.",
    "use a memref<16xi8, #gpu.address_space<workgroup>> for the response",
)
CLUSTER_CANCEL_SMEM = Message(
    ValueError,
    "Response memref must be in SMEM.",
    "use a memref<16xi8, #gpu.address_space<workgroup>> for the response",
)
_MULTIMEM_FIX = "see the multimem.ld_reduce restrictions in the PTX ISA"
MULTIMEM_INTEGER_WIDTH = Message(ValueError, "Only supported 32 and 64 bit integer operations", _MULTIMEM_FIX)
MULTIMEM_INTEGER_SIGNEDNESS = Message(
    ValueError,
    "Integer Min, or Max reductions must specify signedness (use Umin, Smin, Umax, Smax).",
    "use reduction_type 6 (umin), 7 (umax), 8 (smin) or 9 (smax)",
)
MULTIMEM_FLOAT_REDUCTION = Message(
    ValueError, "Only Add, Max and Min reductions are supported on float source.", _MULTIMEM_FIX
)
MULTIMEM_F32_REDUCTION = Message(ValueError, "Only Add is supported for F32 source type.", _MULTIMEM_FIX)
MULTIMEM_SOURCE_TYPE = Message(ValueError, "Unsupported source type: {type}", _MULTIMEM_FIX)
MULTIMEM_NOT_GMEM = Message(ValueError, "Expected the ref to be in GMEM.", "drop the memory space")
MULTIMEM_DEVICES = Message(
    NotImplementedError,
    "{what} reads or writes every device of a multicast object (NVSHMEM multimem); mgpu emulates one "
    "device and does not lower it",
    "run it on several GPUs, or use a plain {plain} on one device",
)
WARP_MAP_VECTOR = Message(
    TypeError,
    "Can only map over scalars and refs.",
    "pass vectors through memory (SMEM) instead",
)
CUSTOM_PRIMITIVE_IN_LAYOUTS = Message(
    ValueError, "Custom primitive must have a layout for each vector operand.", "give `in_layouts` {n} entries"
)
CUSTOM_PRIMITIVE_IN_TRANSFORMS = Message(
    ValueError,
    "Custom primitive must have transforms for each memref operand in smem.",
    "give `in_transforms` {n} entries",
)
CUSTOM_PRIMITIVE_RESULT_KIND = Message(
    ValueError, "Custom primitive can only return scalars or vectors.", "return vectors or scalars only"
)
CUSTOM_PRIMITIVE_OUT_LAYOUTS = Message(
    ValueError, "Custom primitive must have a layout for each vector result.", "give `out_layouts` {n} entries"
)

# ---- mosaic_gpu: ODS-style checks (operand/result types, attribute constraints) -------------

OPERAND_TYPE = Message(
    TypeError,
    "{what} must be {expected}, but got '{type}'",
    "{fix}",
)
ATTRIBUTE_CONSTRAINT = Message(
    ValueError,
    "attribute '{name}' failed to satisfy constraint: {constraint}",
    "{fix}",
)
ATTRIBUTE_MISSING = Message(
    ValueError,
    "requires attribute '{name}'",
    "add `{name} = {example}` to the op's properties <{{...}}>",
)
ENUM_VALUE = Message(
    ValueError,
    "attribute '{name}' failed to satisfy constraint: {summary}",
    "use one of {cases}, got {value}",
)
SAME_OPERAND_RESULT_TYPE = Message(
    TypeError,
    "requires the same type for all operands and results",
    "make the result type {type}",
)
BARRIER_POINTER_SPACE = Message(
    TypeError,
    "operand #0 must be LLVM pointer in address space 3, but got '{type}'",
    "pass a SMEM pointer: !llvm.ptr<3>",
)
BARRIER_ARRIVAL_COUNT = Message(  # (mgpu's: jax lowers any count, an mbarrier holds at most 2^20 - 1)
    ValueError,
    "attribute 'arrival_count' = {count} makes the mbarrier expect {arrivals} arrivals{how}, more than the "
    "{most} an mbarrier counts (PTX ISA, mbarrier: expected arrival count)",
    "use an arrival_count of at most {limit}",
)

# layout inference
INFER_LAYOUT_FAILED = Message(
    ValueError,
    "Failed to infer a possible set of layouts. This should only happen if user-provided layout "
    "casts are unsatisfiable.",
    "no register layout, SMEM transform or TMEM layout satisfies this op's constraints "
    "(e.g. async_store_smem needs a tiled value: not a splat or strided one)",
)
INFER_LAYOUT_NO_RULE = Message(
    NotImplementedError, "No layout inference rule defined for {op}",
)
WARPGROUP_JAX_NO_LOWERING = Message(
    NotImplementedError, "Missing lowering rule for {op}",
    "jax's Warpgroup lowering has no rule for {op} either (jax/experimental/mosaic/gpu/dialect_lowering.py "
    "at jax 0.12.0.1), and its Python emits none",
)
INFER_LAYOUT_UNSUPPORTED_TRANSFORMS = Message(
    NotImplementedError,
    "Unsupported transforms {transforms}",
    "use [tile, swizzle] with the swizzle equal to the tile's minor dim in bytes (32, 64 or 128)",
)
INFER_LAYOUT_EXPAND_TRANSPOSED = Message(
    NotImplementedError, "Transposed memrefs are not supported in ExpandShapeOp.",
)
INFER_LAYOUT_COLLAPSE_EMPTY = Message(
    NotImplementedError, "CollapseShapeOp with empty reassociation is not supported.",
)
INFER_LAYOUT_COLLAPSE_STRIDED = Message(
    NotImplementedError, "CollapseShapeOp with non-contiguous strides is not supported.",
)
INFER_LAYOUT_SWIZZLE_MISMATCH = Message(
    NotImplementedError,
    "Cannot honor caller-provided swizzle {given} that is different from the computed swizle {computed} "
    "for type {type}.",
    "the swizzle must equal the tile's minor dim in bytes (32, 64 or 128; 16 = none): use {fix}",
)

# ---- llvm: MLIR's verifiers of insertvalue / extractvalue (mlir/lib/Dialect/LLVMIR/IR/LLVMDialect.cpp)

LLVM_POSITION_OUT_OF_BOUNDS = Message(
    VerifyException,
    "position out of bounds: {index}",
    "{type} has {n} elements: use a position in [0, {n})",
)
LLVM_POSITION_NOT_AGGREGATE = Message(
    VerifyException,
    "expected LLVM IR structure/array type, got: {type}",
    "the position has more indices than the container type has nested structs/arrays",
)
LLVM_INSERTVALUE_TYPE = Message(
    VerifyException,
    "Type mismatch: cannot insert {value} into {container}",
    "the element at this position is {expected}",
)
LLVM_EXTRACTVALUE_TYPE = Message(
    VerifyException,
    "Type mismatch: extracting from {container} should produce {expected} but this op returns {result}",
    "make the result type {expected}",
)
LLVM_GEP_DYNAMIC_INDICES = Message(
    VerifyException,
    "expected as many dynamic indices as specified in 'rawConstantIndices'",
    "{markers} of the indices are {marker} (a dynamic index) and the op has {operands} index operands",
)

# ---- arith: MLIR's verifiers of comparisons, select and casts (mlir/lib/Dialect/Arith/IR/ArithOps.cpp)

ARITH_PREDICATE = Message(
    ValueError,
    "expected one of [{cases}] for the comparison predicate, got '{name}'",
    "use one of {cases}",
)
SAME_OPERAND_TYPE = Message(
    TypeError,
    "requires all operands to have the same type",
    "the operands are '{first}' and '{second}'",
)
COMPARISON_RESULT = Message(
    TypeError,
    "failed to verify that result type has i1 element type and same shape as operands",
    "make the result type '{type}'",
)
SELECT_CONDITION_SHAPE = Message(
    TypeError,
    "expected condition type to have the same shape as the result type, expected '{expected}', but got '{type}'",
    "use an i1 condition (one choice for the whole value) or '{expected}' (one per element)",
)
SAME_OPERAND_RESULT_SHAPE = Message(
    TypeError,
    "requires the same shape for all operands and results",
    "a cast is elementwise: cast a vector to a vector of the same shape",
)
CAST_INCOMPATIBLE = Message(
    TypeError,
    "operand type '{src}' and result type '{dst}' are cast incompatible",
    "exactly one of the operand and result element types must be index",
)
EXT_NOT_WIDER = Message(
    TypeError,
    "result type '{dst}' must be wider than operand type '{src}'",
    "use arith.trunci to narrow an integer",
)

# ---- gpu: MLIR's verifiers of the ops xDSL lacks (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td)

PRINTF_OPERAND = Message(
    TypeError,
    "operand #{index} must be variadic of integer or index or floating-point, but got '{type}'",
    "print the elements one by one (vector.extract), as jax's utils.debug_print does",
)

# ---- vector: MLIR's verifiers of the ops xDSL lacks (mlir/lib/Dialect/Vector/IR/VectorOps.cpp)

COMBINING_KIND = Message(
    ValueError,
    "expected ::mlir::vector::CombiningKind to be one of: {kinds}",
    "got '{name}'",
)
VECTOR_ELEMENT_TYPE = Message(
    TypeError,
    "source and destination element types must match, got '{source}' and '{dest}'",
    "convert the elements first (arith.extf, arith.truncf, ...)",
)
INSERT_SLICE_OFFSETS_RANK = Message(
    ValueError,
    "expected offsets of same size as destination vector rank",
    "give one offset per dimension of the destination",
)
INSERT_SLICE_STRIDES_RANK = Message(
    ValueError,
    "expected strides of same size as source vector rank",
    "give one stride per dimension of the inserted vector",
)
INSERT_SLICE_RANK = Message(
    ValueError,
    "expected source rank to be no greater than destination rank",
    "insert a vector of lower or equal rank",
)
INSERT_SLICE_BOUNDS = Message(
    ValueError,
    "expected offsets dimension {dim} to be confined to [0, {extent}): offset {offset} + size {size}",
    "the inserted vector must fit inside the destination",
)
INSERT_SLICE_STRIDES = Message(
    ValueError,
    "expected strides to be confined to [1, 2)",
    "MLIR accepts only unit strides",
)
EXTRACT_SLICE_ATTR_SIZES = Message(
    ValueError,
    "expected offsets, sizes and strides attributes of same size",
    "give as many sizes and strides as offsets",
)
EXTRACT_SLICE_RANK = Message(
    ValueError,
    "expected offsets attribute of rank no greater than vector rank",
    "give at most one offset per dimension of the source",
)
EXTRACT_SLICE_OFFSET = Message(
    ValueError,
    "expected offsets to be confined to [0, {extent})",
    "dimension {dim} has {extent} elements",
)
EXTRACT_SLICE_SIZE = Message(
    ValueError,
    "expected sizes to be confined to [1, {bound})",
    "dimension {dim} has {extent} elements",
)
EXTRACT_SLICE_END = Message(
    ValueError,
    "expected sum(offsets, sizes) dimension to be confined to [1, {bound})",
    "the slice must end inside dimension {dim} ({extent} elements)",
)
EXTRACT_SLICE_RESULT = Message(
    TypeError,
    "expected result type {expected}, got {type}",
    "the result has the slice's sizes, then the source's remaining dimensions",
)
INTERLEAVE_RESULT = Message(
    TypeError,
    "failed to verify that type of 'result' is double the width of the inputs",
    "interleaving two {type} gives {expected}",
)
DEINTERLEAVE_RESULT = Message(
    TypeError,
    "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
    "each result keeps the even or the odd elements of the source's trailing dimension",
)
FROM_ELEMENTS_TYPES = Message(
    TypeError,
    "failed to verify that operand types match result element type",
    "the result takes {count} operands, each of type {type}",
)
SHAPE_CAST_COUNT = Message(
    TypeError,
    "'{source}' and '{result}' do not have the same number of elements",
    "a shape cast keeps every element: the two shapes must have the same product",
)
REDUCTION_DIMS = Message(
    ValueError,
    "reduction dimensions {dims} are not distinct dimensions of a rank-{rank} vector",
    "name each reduced dimension once, in [0, {rank})",
)
REDUCTION_DEST_TYPE = Message(
    TypeError,
    "destination type '{type}' is incompatible with source type: expected '{expected}'",
    "the result keeps the dimensions that are not reduced (a scalar when none is left)",
)

# ---- Warpgroup lowering: what the lowering does not (yet) do exactly; refused, never approximated ----
# Fields: LOWERING_NOT_SUPPORTED(what=) names the case, e.g. "a cross-warp vector.multi_reduction".

LOWERING_NOT_SUPPORTED = Message(
    NotImplementedError,
    "not supported: {what}",
    "mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup "
    "pipeline (the *.wg.payload stage) instead",
)

# ---- parsing: an op no registered dialect defines (mgpu-opt and mgpu-run alike) ----------------------

UNKNOWN_OP = Message(
    VerifyException,
    "'{name}' is not supported by mgpu (not registered)",
    "check the op's spelling; --allow-unregistered-dialect accepts ops mgpu does not know, unchecked "
    "(mgpu-run then fails at the first one it cannot execute)",
)

# ---- the first hour of a user (newcomer review, issue #17): lowering and tool messages --------------

TMEM_TRANSFER_LAYOUT = Message(
    NotImplementedError,
    "a TMEM transfer of {ty} between register layout {reg} and TMEM layout {tmem} is not supported "
    "(supported: 32-bit or 16-bit 128-row TCGEN05 or TMEM-native register layouts with the default TMEM "
    "layout, 16-bit ones packed or unpacked)",
    "give the value the TCGEN05 register layout: `%v = \"mosaic_gpu.layout_cast\"(%x) <{{new_layout = {tcgen05}}}>`; "
    "in Lane semantics a tiled vector_load gives the WGMMA layout, so cast the loaded value "
    "(docs/lane_semantics.md)",
)
# ---- Warpgroup lowering of memref.subview of a TMEM ref (jax's TMEMRef.slice, tcgen05.py:1174 and
# dialect_lowering.py:1866 at jax-v0.10.2: the same words) ----------------------------------------
TMEM_SLICE_STRIDES = Message(NotImplementedError, "SubViewOp only supports static strides of 1.")
TMEM_SLICE_SIZES = Message(NotImplementedError, "SubViewOp only supports static sizes.")
TMEM_SLICE_ROWS = Message(
    NotImplementedError, "TMEM cannot be sliced along rows",
    "slice whole rows: offset 0 and all {rows} rows of the ref, columns only",
)
TMEM_SLICE_ROW_TILES = Message(
    NotImplementedError, "Cannot slice TMEM with multiple tiles along rows.",
    "the ref's {rows} rows span several tiles of its TMEM layout {layout}",
)
TMEM_SLICE_COLUMN = Message(
    ValueError, "Column index ({col}) must be divisible by tile shape column dimension {tile}",
)

DID_YOU_MEAN = "did you mean '{name}'?"
# mgpu-run's warning for a TMA load whose box reaches outside the tensor (zero-filled, as on hardware)
TMA_BOX_OUT_OF_BOUNDS = ("warning: {what} reads a box that reaches outside the tensor (box at {coords}, of {box}, "
                         "in a tensor of {dims}; dimensions innermost first): those elements are filled with zeros, as "
                         "on the GPU; if the kernel does not mean to, check the input shapes")
# under an unknown stablehlo op: the file is the StableHLO stage mgpu-capture writes (its name ends in
# .stablehlo.mlir), the jitted function around the kernel, which mgpu does not run
STABLEHLO_STAGE = ("this is jax's StableHLO (the jitted function around the Mosaic GPU kernel, as mgpu-capture writes it "
                   "to NAME.S.stablehlo.mlir): mgpu runs the kernel itself, {payload}")
# under xDSL's "Expected 4 operands, but got 3" (IRDL's operand definitions, in order)
OPERAND_NAMES = "the operands are, in order: {names}"
# a -p name that no pass has ({hint}: DID_YOU_MEAN's text and "; ", or nothing)
UNKNOWN_PASS = "unknown pass '{name}' ({hint}mgpu-opt --list-passes lists the passes)"

# ---- leader-tracked collective async_loads (jax's LaunchContext checks, launch_context.py:984-1004 and 1782
# at jax-v0.10.2) ----
LEADER_TRACKED_LOAD_CTAS = Message(NotImplementedError,
                                   "a leader-tracked collective async_load over {n} CTAs (jax's takes 2)")
PARTITIONED_LOAD_AXIS = Message(ValueError, "a partitioned async_load along axis {axis} of a slice of {dims} dims")
PARTITIONED_LOAD_CLUSTER = Message(NotImplementedError, "Partitioned loads only supported for clusters of size 2")
PARTITIONED_LOAD_DIVIDE = Message(ValueError, "The collective size ({size}) must divide the slice shape along the "
                                              "partitioned dimension, but it has size {length}")
# ---- block-scaled MMA (s8-scaled): the Warpgroup lowering of async_store_scales_smem_to_tmem --------
SCALES_TO_TMEM_UNSUPPORTED = (
    "not supported: async_store_scales_smem_to_tmem of {src} into {dst} in TMEM layout {layout} (only "
    "f8E8M0FNU / f8E4M3FN scales from a contiguous SMEM ref, shaped (rows / 128 <= 2, columns / 4, 32, 16) "
    "for scales_layout or (1, columns / 4, 64, 16) for the M=64-collective B scales layout, as jax's "
    "tcgen05.async_copy_scales_smem_to_tmem)")
SCALED_MMA_UNSUPPORTED = (
    "not supported: a block-scaled tcgen05_mma of {ab} operands with {scale} scales in TMEM layouts {layouts} "
    "(only operands in SMEM: E4M3 / E5M2 with f8E8M0FNU scales, kind::mxf8f6f4.block_scale.scale_vec::1X, or "
    "E2M1 with f8E8M0FNU scales, kind::mxf4.block_scale.scale_vec::2X, or with f8E4M3FN scales, "
    "kind::mxf4nvf4.block_scale.scale_vec::4X; scales in scales_layout or B's in the M=64-collective layout, "
    "into an f32 accumulator)")
# ---- 4-bit (E2M1) block-scaled MMA (s9-fp4): the Warpgroup lowering of tcgen05_mma ---------------
FP4_MMA_NOT_K_MAJOR = ("not supported: a block-scaled tcgen05_mma of 4-bit operands with {operand} (4-bit block "
                       "scaled MMA only supports K-fastest operands: jax's tcgen05.mma, tcgen05.py:498-506 at "
                       "jax-v0.10.2)")
# ---- block-scaled sparse MMA (s9-scaledsparse): the Warpgroup lowering of tcgen05_mma with both --------
SCALED_SPARSE_MMA_BLOCKS = (
    "not supported: a block-scaled sparse tcgen05_mma with K = {k} and scales {a} / {b} (jax's: K / {block} = "
    "{blocks} scale blocks, one a {block}-element block of the logical K)")

# ---- debug_print (s9-printf): the Warpgroup lowering, as jax's FragmentedArray.debug_print and
# utils.debug_print (fragmented_array.py:3575, utils.py:147-165 at jax-v0.10.2) ----
DEBUG_PRINT_TYPE = Message(NotImplementedError, "Can't print the type {type}",
                           "jax's debug_print prints integers, index, f32, f16, bf16 and f8E8M0FNU elements")
DEBUG_PRINT_FORMAT = Message(ValueError, "debug_print format '{format}' does not take the element's index and "
                                         "value: {why}",
                             "jax fills the format's one {{}} with '[i, j]: {{}}' (str.format), then each {{}} with "
                             "a printf conversion")

# ---- print_layout (s9-prints): jax formats its text with Python's str.format (dialect_lowering.py:697) ----
PRINT_LAYOUT_FORMAT = Message(ValueError, "print_layout format '{format}' does not take the layout's text: {why}",
                              "jax fills the format's {{}} with the layout's name (str.format), as in "
                              "print_layout(\"x: {{}}\", x)")
# ---- sub-byte element addressing (s9-subbyte): a byte address from a count of i4 / i2 / f4 elements ----
# jax's utils.memref_ptr (utils.py:1764-1772 at jax-v0.10.2) raises this for a ref of sub-byte elements
# whose static offset is not a whole byte (its text, stray backtick included)
SUB_BYTE_STATIC_OFFSET = Message(ValueError, "{type} static_offset={offset} is not divisible by packing={packing}`")
# register transfers of sub-byte elements: jax's transfer_tiled (fragmented_array.py:4199-4203 at
# jax-v0.10.2) refuses a register of a partial byte; a register that starts inside a byte has no address
TRANSFER_VECTOR_BYTES = Message(ValueError, "Vector length ({length}) must be a multiple of bytes, but has {bits} bits")
# mgpu-run's warning for a TMA copy of 4- / 2-bit elements at a non-zero innermost coordinate (bulk_copy.py)
TMA_SUB_BYTE_COORDINATE = ("warning: {what} copies {bits}-bit elements from innermost coordinate {col}: their tensor "
                           "map packs {per} a byte, so the GPU reads the coordinate in bytes (element {element}), "
                           "as the emulator does; jax 0.10.2 passes an element index there, so the copy reaches "
                           "other elements than the kernel's index names")
SUB_BYTE_REGISTER_OFFSET = Message(
    NotImplementedError, "not supported: registers of layout {layout} in {ref}, one of which starts inside a "
                         "byte (at element {element}, {packing} elements a byte)")

# ---- jax versions (mgpu/jax_versions): which release a module is read as ----
JAX_OP_NOT_READ = Message(
    NotImplementedError, "'{op}' of jax {version} is not read by mgpu yet ({change})",
    "mgpu reads this op as jax 0.10.2 writes it; docs/design/jax_versions.md lists what each release changed")
JAX_VERSION_UNKNOWN = "unknown jax version '{name}' (mgpu reads jax {known})"
# mgpu-capture runs in the user's Python, with the jax installed there ({hints}: one line a supported release)
CAPTURE_JAX_MISSING = "jax is not installed in this Python ({python}): {error}; install a jax mgpu-capture supports:\n  {hints}"
CAPTURE_JAX_UNSUPPORTED = ("jax {version} is installed in this Python ({python}); mgpu-capture hooks into the internals "
                           "of the jax releases mgpu reads, one of:\n  {hints}")
CAPTURE_JAX_NO_MOSAIC_GPU = ("jax {version} is installed but its Mosaic GPU modules are not importable ({error}); "
                             "install the jax-cuda12-plugin of the same release:\n  {hints}")
CAPTURE_NO_SM_COUNT = ("the kernel asks the device for its number of SMs (`core_count`, as a persistent kernel sizes its "
                       "grid), which a CPU has not: give it with --sm-count N (132 as on an H100 SXM, 148 as on a "
                       "B200, or a small number so that each SM loops over several tiles)")
JAX_VERSION_CONFLICT = ("this module mixes the IR of different jax releases: {first} (line {first_line}) and "
                        "{second} (line {second_line}); pass --jax VERSION to read it as one of {known}")

# ---- ops of jax 0.11 / 0.12 (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc at jax-v0.11.0 and newer; texts as
# jaxlib 0.12.0.1 prints them) ----
ASYNC_LOAD_TMEM_RESULTS = Message(ValueError, "expected at least 1 result, got {count}",
                                  "async_load_tmem returns the loaded vector (and the reduction, with reduce)")
ASYNC_LOAD_TMEM_REDUCE_DTYPE = Message(TypeError, "Reductions only supported for f32 and i32 loads.",
                                       "reduce an f32 or i32 TMEM ref, got {type}")
VECTOR_CONCAT_NO_OPERANDS = Message(ValueError, "Must have at least one operand.", "concatenate one vector or more")
VECTOR_CONCAT_DIMENSION = Message(ValueError, "Dimension {dim} is out of bounds for vector of rank {rank}.",
                                  "concatenate along a dimension in [0, {rank})")
VECTOR_CONCAT_RANK = Message(TypeError, "All operands must have the same rank, got rank {rank} at index {index} "
                                        "(expected {expected}).", "concatenate vectors of one rank")
VECTOR_CONCAT_DTYPE = Message(TypeError, "All operands must match result element type, got {type} at index "
                                         "{index} (expected {expected}).", "concatenate vectors of one element type")
VECTOR_CONCAT_SHAPE = Message(TypeError, "Operand shape does not match result shape along non-concatenated dimension "
                                         "{dim} at index {index} (got {got}, expected {expected}).",
                              "concatenate vectors whose other dimensions agree")
ALLOC_SMEM_SCOPE = Message(ValueError, "requires an ancestor `mosaic_gpu.alloca_scope` op",
                           "allocate SMEM inside a mosaic_gpu.alloca_scope")
ALLOCA_SCOPE_MEMREF = Message(TypeError, "alloca_scope cannot return memrefs.",
                              "an allocation does not outlive its scope: return values computed from it")
RUN_SCOPED_MEMREF = Message(TypeError, "run_scoped cannot return memref",
                            "an allocation does not outlive its scope: return values computed from it")
RUN_SCOPED_BUFFER_ATTR = Message(
    TypeError, "Expected buffer attribute {index} for SMEM allocation to be a #mosaic_gpu.smem_alloc attribute, "
               "but got: {attr}", "describe each SMEM buffer as #mosaic_gpu.smem_alloc<alignment = N>")
SCOPE_RETURN_COUNT = Message(ValueError, "has {count} operands, but enclosing {kind} (@{parent}) returns {results}",
                             "return one value per result of the {kind}")
SCOPE_RETURN_TYPE = Message(TypeError, "type of return operand {index} ('{type}') doesn't match the result type "
                                       "('{result}') in {kind} @{parent}", "return a {result}")
ALLOC_SMEM_NOT_SMEM = Message(TypeError, "The result memref must be in SMEM.",
                              "allocate a memref in #gpu.address_space<workgroup>")
GPU_LAUNCH_STREAM = Message(NotImplementedError, "not supported: a gpu.launch on a stream (its twelfth operand "
                                                 "segment)", "jax does not launch kernels on a stream operand")
