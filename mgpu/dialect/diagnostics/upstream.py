"""MLIR's verifiers of the upstream ops mgpu reads (llvm, arith, builtin, scf, gpu, vector), for what xDSL
lacks or words differently: MLIR's words exactly."""

from __future__ import annotations

from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import Message


# ---- llvm: insertvalue and extractvalue (mlir/lib/Dialect/LLVMIR/IR/LLVMDialect.cpp) ----

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

# ---- arith: comparisons, select and casts (mlir/lib/Dialect/Arith/IR/ArithOps.cpp) ----

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

# ---- builtin: hexadecimal float literals ----

# MLIR's words (mlir/lib/AsmParser/AsmParserImpl.h, parseFloatFromIntegerLiteral)
HEX_FLOAT_SIGN = Message(ValueError, "hexadecimal float literal should not have a leading minus",
                         "a hexadecimal float literal is the element's bits: write the sign bit in it")
HEX_FLOAT_RANGE = Message(ValueError, "hexadecimal float constant out of range for type")

# ---- scf: while ----

WHILE_INIT_TYPES = Message(
    ValueError, "expected as many input types as operands (expected {operands} got {types})",
    "give scf.while one input type per (%arg = %init) pair")

# ---- memref: subview (mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp, mlir/lib/Interfaces/ViewLikeInterface.cpp;
# emitError, so no op name before the message) and expand_shape (MemRefOps.cpp, ReshapeOpsUtils.cpp) ----

VIEW_DYNAMIC_ENTRIES = Message(
    ValueError, "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' "
    "({count} vs {dynamic})", "pass one {name} operand per ? (dynamic marker) in static_{name}s", bare=True)
VIEW_RANKS = Message(
    ValueError, "expected mixed {first} rank to match mixed {second} rank ({a} vs {b}) so the rank of the result "
    "type is well-formed.", "give as many {second} as {first}: one per dimension of the source", bare=True)
VIEW_COUNT = Message(ValueError, "expected {rank} {name} values, got {count}",
                     "give one {name} per dimension of the source ({rank})", bare=True)
VIEW_NEGATIVE = Message(ValueError, "expected {name} to be non-negative, but got {value}",
                        "a subview starts inside its source and has a size >= 0", bare=True)
SUBVIEW_MEMORY_SPACE = Message(
    TypeError, "different memory spaces specified for base memref type '{src}' and subview memref type '{res}'",
    "a subview stays in its source's memory space", bare=True)
SUBVIEW_RESULT_RANK = Message(
    TypeError, "expected result rank to be smaller or equal to the source rank, but got '{got}'",
    "a subview drops unit dimensions at most, it adds none", bare=True)
SUBVIEW_RESULT_SIZES = Message(
    TypeError, "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result sizes), "
    "but got '{got}'", "the result's sizes are the subview's sizes, less dropped unit dimensions", bare=True)
SUBVIEW_RESULT_ELEMENT = Message(TypeError, "expected result element type to be '{expected}', but got '{got}'",
                                 "a subview keeps its source's element type", bare=True)
SUBVIEW_RESULT_LAYOUT = Message(
    TypeError, "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result layout), "
    "but got '{got}'", "the result's offset and strides are the source's, stepped by the subview's offsets and "
    "strides", bare=True)
SUBVIEW_OFFSET_OUT_OF_BOUNDS = Message(ValueError, "offset {dim} is out-of-bounds: {offset} >= {extent}",
                                       "dimension {dim} of the source has {extent} elements", bare=True)
SUBVIEW_SLICE_OUT_OF_BOUNDS = Message(
    ValueError, "slice along dimension {dim} runs out-of-bounds: {last} >= {extent}",
    "the last element of the slice along dimension {dim} (offset + (size - 1) * stride) is {last}, past the "
    "source's {extent}", bare=True)
EXPAND_SHAPE_RANK = Message(ValueError,
                            "has source rank {src} and result rank {res}. This is not an expansion ({src} > {res}).",
                            "expand_shape adds dimensions: use memref.collapse_shape to remove them")
RESHAPE_GROUP_COUNT = Message(ValueError, "invalid number of reassociation groups: found {found}, expected {expected}",
                              "give one group of result dimensions per source dimension")
RESHAPE_NOT_CONTIGUOUS = Message(ValueError, "reassociation indices must be contiguous",
                                 "the groups list the result's dimensions in order: [[0], [1, 2]]")
RESHAPE_INDEX_OUT_OF_BOUNDS = Message(ValueError, "reassociation index {index} is out of bounds",
                                      "the groups name dimensions of the expanded type")
RESHAPE_DYNAMIC_GROUP = Message(
    ValueError, "collapsed dim ({dim}) must be dynamic if and only if reassociation group is dynamic",
    "make dimension {dim} ? exactly when one of its group's dimensions is")
RESHAPE_GROUP_SIZE = Message(ValueError, "collapsed dim size ({size}) must equal reassociation group size ({group})",
                             "the sizes of a group multiply to its source dimension's size")
RESHAPE_RANK_ZERO = Message(ValueError, "rank 0 memrefs can only be extended/collapsed with/from ones",
                            "expand a rank-0 memref into dimensions of size 1 only")
RESHAPE_EXPANDED_RANK = Message(
    ValueError, "expanded rank ({rank}) inconsistent with number of reassociation indices ({indices})",
    "the groups name every dimension of the expanded type once")
EXPAND_SHAPE_TYPE = Message(TypeError, "expected expanded type to be '{expected}' but found '{got}'",
                            "the result's layout is the source's, its strides expanded over each group")
EXPAND_SHAPE_STATIC_COUNT = Message(
    ValueError, "expected number of static shape bounds to be equal to the output rank ({rank}) but found {count} "
    "inputs instead", "give static_output_shape one size per result dimension")
EXPAND_SHAPE_DYNAMIC_COUNT = Message(
    ValueError, "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
    "{dynamic} dynamic dims while output_shape has {values} values", "pass one output_shape value per ?")
EXPAND_SHAPE_OUTPUT_SHAPE = Message(ValueError, "invalid output shape provided at pos {pos}",
                                    "static_output_shape repeats the result type's static sizes")
COLLAPSE_SHAPE_RANK = Message(ValueError,
                              "has source rank {src} and result rank {res}. This is not a collapse ({src} < {res}).",
                              "collapse_shape removes dimensions: use memref.expand_shape to add them")
COLLAPSE_SHAPE_NOT_CONTIGUOUS = Message(
    ValueError, "invalid source layout map or collapsing non-contiguous dims",
    "the dimensions of a group must be contiguous in the source: each one's stride the next one's times its size")
COLLAPSE_SHAPE_TYPE = Message(TypeError, "expected collapsed type to be '{expected}' but found '{got}'",
                              "the result's layout is the source's, each group's stride its innermost dimension's")

# ---- gpu: printf and launch (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td) ----

PRINTF_OPERAND = Message(
    TypeError,
    "operand #{index} must be variadic of integer or index or floating-point, but got '{type}'",
    "print the elements one by one (vector.extract), as jax's utils.debug_print does",
)
GPU_LAUNCH_STREAM = Message(NotImplementedError, "not supported: a gpu.launch on a stream (its twelfth operand "
                                                 "segment)", "jax does not launch kernels on a stream operand")

# ---- vector (mlir/lib/Dialect/Vector/IR/VectorOps.cpp) ----

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

# ---- nvvm: mbarrier (mlir/include/mlir/Dialect/LLVMIR/NVVMOps.td at jaxlib 0.12.1's MLIR) ----

MBARRIER_MULTICAST = Message(
    NotImplementedError, "not supported: an nvvm.mbarrier.arrive.expect_tx with a multicast mask (the arrive on "
    "the barrier of each CTA the mask selects)",
    "jax 0.12.1's Python passes no multicast_mask: arrive on each CTA's barrier with its own "
    "nvvm.mbarrier.arrive.expect_tx on a mapped (!llvm.ptr<7>) address")
