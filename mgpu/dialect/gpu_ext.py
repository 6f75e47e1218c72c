"""The gpu dialect as MLIR (jax 0.10.2) has it, where xDSL 0.74 differs or lacks pieces.

- ``#gpu.address_space<global|workgroup|private>``: the memory-space attribute of memrefs
  (SMEM is ``workgroup``; `mgpu.dialect.typeinfo.is_smem` recognises an SMEM memref).
- ``gpu.launch`` with optional clusters, async token and ``dynamic_shared_memory_size``, in
  MLIR's custom syntax (xDSL's has no custom syntax and rejects clusters).
- ``gpu.barrier`` with its ``scope`` property (``#gpu.barrier_scope<workgroup>``).
- ``gpu.dynamic_shared_memory``, ``gpu.cluster_block_id``, ``gpu.cluster_dim_blocks`` (missing in
  xDSL) and the id/dim ops with MLIR's custom syntax (``gpu.thread_id x``).

The op classes here replace xDSL's classes of the same name in the registered ``gpu`` dialect
(`GPU`): match on these classes, not on ``xdsl.dialects.gpu``'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import gpu as _gpu
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloatConstr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    i32,
)
from xdsl.dialects.gpu import AsyncTokenType, DimensionAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, NoMemoryEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.release_syntax import spelling, writes_since

# ---------------------------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------------------------


class AddressSpace(StrEnum):
    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """``#gpu.address_space<workgroup>``: a memref memory space (SMEM is ``workgroup``)."""

    name = "gpu.address_space"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpace:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpace)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)


WORKGROUP = AddressSpaceAttr(AddressSpace.WORKGROUP)


class BarrierScope(StrEnum):
    WORKGROUP = "workgroup"
    CLUSTER = "cluster"


@irdl_attr_definition
class BarrierScopeAttr(EnumAttribute[BarrierScope]):
    """``#gpu.barrier_scope<workgroup>``: which threads a ``gpu.barrier`` synchronises."""

    name = "gpu.barrier_scope"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> BarrierScope:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(BarrierScope)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)


# ---------------------------------------------------------------------------------------------
# Id / dim ops: `gpu.thread_id x (upper_bound N)?`
# ---------------------------------------------------------------------------------------------

_DIM_FORMAT = "$dimension (`upper_bound` $upper_bound^)? attr-dict"


class _DimOp(IRDLOperation):
    dimension = prop_def(DimensionAttr)
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(NoMemoryEffect())
    assembly_format = _DIM_FORMAT

    def __init__(self, dim: DimensionAttr | str):
        if isinstance(dim, str):
            dim = DimensionAttr(_gpu.DimensionEnum(dim))
        super().__init__(result_types=[IndexType()], properties={"dimension": dim})


@irdl_op_definition
class ThreadIdOp(_DimOp):
    name = "gpu.thread_id"


@irdl_op_definition
class BlockIdOp(_DimOp):
    name = "gpu.block_id"


@irdl_op_definition
class BlockDimOp(_DimOp):
    name = "gpu.block_dim"


@irdl_op_definition
class GridDimOp(_DimOp):
    name = "gpu.grid_dim"


@irdl_op_definition
class GlobalIdOp(_DimOp):
    name = "gpu.global_id"


@irdl_op_definition
class ClusterIdOp(_DimOp):
    name = "gpu.cluster_id"


@irdl_op_definition
class ClusterDimOp(_DimOp):
    name = "gpu.cluster_dim"


@irdl_op_definition
class ClusterBlockIdOp(_DimOp):
    """Id of this CTA within its cluster (PTX ``%cluster_ctaid``)."""

    name = "gpu.cluster_block_id"


@irdl_op_definition
class ClusterDimBlocksOp(_DimOp):
    """Number of CTAs in a cluster along a dimension (PTX ``%cluster_nctaid``)."""

    name = "gpu.cluster_dim_blocks"


# ---------------------------------------------------------------------------------------------
# gpu.barrier, gpu.dynamic_shared_memory, gpu.terminator
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """``gpu.barrier``; the generic form always carries ``scope`` (default ``workgroup``)."""

    name = "gpu.barrier"
    scope = opt_prop_def(BarrierScopeAttr)

    def __init__(self, scope: BarrierScope = BarrierScope.WORKGROUP):
        super().__init__(properties={"scope": BarrierScopeAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser) -> BarrierOp:
        scope = BarrierScope.WORKGROUP
        if parser.parse_optional_keyword("scope"):
            with parser.in_parens():
                attr = parser.parse_attribute()
            if not isinstance(attr, BarrierScopeAttr):
                parser.raise_error(f"expected #gpu.barrier_scope, got {attr}")
            scope = attr.data
        attrs = parser.parse_optional_attr_dict()
        op = cls(scope)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        if self.scope is not None and self.scope.data != BarrierScope.WORKGROUP:
            printer.print_string(" scope(")
            printer.print_attribute(self.scope)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class DynamicSharedMemoryOp(IRDLOperation):
    """``%m = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>``."""

    name = "gpu.dynamic_shared_memory"
    resultMemref = result_def(MemRefType)
    traits = traits_def(NoMemoryEffect())
    assembly_format = "attr-dict `:` type($resultMemref)"

    def __init__(self, result_type: MemRefType | None = None):
        if result_type is None:
            result_type = MemRefType(IntegerType(8), [DYNAMIC_INDEX], memory_space=WORKGROUP)
        super().__init__(result_types=[result_type])

    def verify_(self) -> None:
        t = self.resultMemref.type
        assert isinstance(t, MemRefType)
        space = t.memory_space
        if space != WORKGROUP and not (isinstance(space, IntegerAttr) and space.value.data == 3):
            raise VerifyException("address space must be address_space<workgroup>")
        if t.get_shape() != (DYNAMIC_INDEX,) or t.element_type != IntegerType(8) or t.get_num_dims() != 1:
            raise VerifyException(
                "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")


# ---------------------------------------------------------------------------------------------
# gpu.launch
# ---------------------------------------------------------------------------------------------


def _parse_size_assignment(
    parser: Parser,
) -> tuple[list[Parser.UnresolvedArgument], list[Parser.UnresolvedArgument], list[SSAValue]]:
    """``(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)``: ids, size args, size operands."""
    ids = parser.parse_comma_separated_list(
        Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
    if len(ids) != 3:
        parser.raise_error("expected 3 identifiers")
    parser.parse_keyword("in")
    sizes: list[Parser.UnresolvedArgument] = []
    values: list[SSAValue] = []

    def one() -> None:
        sizes.append(parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")
        values.append(parser.parse_operand(IndexType()))

    parser.parse_comma_separated_list(Parser.Delimiter.PAREN, one)
    if len(sizes) != 3:
        parser.raise_error("expected 3 size assignments")
    return ids, sizes, values


_SEGMENTS = 11  # gpu.launch's operand segments in the MLIR of jax 0.10.2

# its generic form: eleven operand segments (jax 0.10.2's MLIR) or twelve (0.11's)
LAUNCH_11_SEGMENTS = spelling("'gpu.launch' with eleven operand segments",
                              r'"gpu\.launch"\([^)]*\)\s*<\{operandSegmentSizes = array<i32: *\d+(?:, *\d+){10}>')
LAUNCH_12_SEGMENTS = spelling("'gpu.launch' with twelve operand segments",
                              r'"gpu\.launch"\([^)]*\)\s*<\{operandSegmentSizes = array<i32: *\d+(?:, *\d+){11}>')


@irdl_op_definition
class LaunchOp(IRDLOperation):
    """``gpu.launch``: MLIR's operands, properties, region arguments and custom syntax.

    Region arguments: block ids (3), thread ids (3), grid size (3), block size (3), then with
    clusters cluster ids (3) and cluster size (3).
    """

    name = "gpu.launch"
    asyncDependencies = var_operand_def(AsyncTokenType)
    gridSizeX = operand_def(IndexType)
    gridSizeY = operand_def(IndexType)
    gridSizeZ = operand_def(IndexType)
    blockSizeX = operand_def(IndexType)
    blockSizeY = operand_def(IndexType)
    blockSizeZ = operand_def(IndexType)
    clusterSizeX = opt_operand_def(IndexType)
    clusterSizeY = opt_operand_def(IndexType)
    clusterSizeZ = opt_operand_def(IndexType)
    dynamicSharedMemorySize = opt_operand_def(i32)
    kernelFunc = opt_prop_def(SymbolRefAttr)
    kernelModule = opt_prop_def(SymbolRefAttr)
    asyncToken = opt_result_def(AsyncTokenType)
    body = region_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        body: Region,
        gridSize: Sequence[SSAValue | Operation],
        blockSize: Sequence[SSAValue | Operation],
        clusterSize: Sequence[SSAValue | Operation] = (),
        async_launch: bool = False,
        asyncDependencies: Sequence[SSAValue | Operation] = (),
        dynamicSharedMemorySize: SSAValue | Operation | None = None,
    ):
        if len(gridSize) != 3 or len(blockSize) != 3 or len(clusterSize) not in (0, 3):
            raise ValueError("gpu.launch takes 3 grid sizes, 3 block sizes and 0 or 3 cluster sizes")
        operands: list = [list(asyncDependencies), *gridSize, *blockSize]
        operands += [[c] for c in clusterSize] if clusterSize else [[], [], []]
        operands.append([dynamicSharedMemorySize] if dynamicSharedMemorySize is not None else [])
        super().__init__(
            operands=operands,
            result_types=[[AsyncTokenType()] if async_launch else []],
            regions=[body],
        )

    @classmethod
    def create(cls, *, properties: Mapping[str, Attribute] = {}, **parts) -> LaunchOp:  # type: ignore[override]
        """The generic form's op. jax 0.11's MLIR gave gpu.launch a twelfth operand segment, an optional
        stream operand that jax never passes (written ``gpu.launch <%s : t>`` in the custom form): an empty
        one is dropped (and written back for jax 0.11+, ``generic_properties_as_release``); a stream is refused."""
        sizes = properties.get("operandSegmentSizes")
        if isinstance(sizes, DenseArrayBase) and len(values := sizes.get_values()) == _SEGMENTS + 1:
            if values[-1]:
                raise diag.GPU_LAUNCH_STREAM()
            properties = {**properties, "operandSegmentSizes": DenseArrayBase.from_list(i32, values[:-1])}
        return super().create(properties=properties, **parts)

    def generic_properties_as_release(self, printer: Printer) -> Mapping[str, Attribute]:
        """The properties the generic form writes: jax 0.11+'s MLIR with its twelfth (empty) segment."""
        sizes = self.properties.get("operandSegmentSizes")
        if not writes_since(printer, (0, 11)) or not isinstance(sizes, DenseArrayBase):
            return self.properties
        return {**self.properties, "operandSegmentSizes": DenseArrayBase.from_list(i32, [*sizes.get_values(), 0])}

    @property
    def has_clusters(self) -> bool:
        return self.clusterSizeX is not None

    @property
    def num_config_arguments(self) -> int:
        return 18 if self.has_clusters else 12

    @classmethod
    def parse(cls, parser: Parser) -> LaunchOp:
        is_async = False
        deps: list[SSAValue] = []
        if parser.parse_optional_keyword("async"):
            is_async = True
            if parser.parse_optional_punctuation("["):
                if not parser.parse_optional_punctuation("]"):
                    deps.append(parser.parse_operand(AsyncTokenType()))
                    while parser.parse_optional_punctuation(","):
                        deps.append(parser.parse_operand(AsyncTokenType()))
                    parser.parse_punctuation("]")
        cluster = None
        if parser.parse_optional_keyword("clusters"):
            cluster = _parse_size_assignment(parser)
        parser.parse_keyword("blocks")
        blocks = _parse_size_assignment(parser)
        parser.parse_keyword("threads")
        threads = _parse_size_assignment(parser)
        smem = None
        if parser.parse_optional_keyword("dynamic_shared_memory_size"):
            smem = parser.parse_operand(i32)
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("module"):
            with parser.in_parens():
                props["kernelModule"] = parser.parse_attribute()
        if parser.parse_optional_keyword("function"):
            with parser.in_parens():
                props["kernelFunc"] = parser.parse_attribute()
        unresolved = [*blocks[0], *threads[0], *blocks[1], *threads[1]]
        if cluster is not None:
            unresolved += [*cluster[0], *cluster[1]]
        args = [a.resolve(IndexType()) for a in unresolved]
        region = parser.parse_region(args)
        attrs = parser.parse_optional_attr_dict()
        op = cls(region, blocks[2], threads[2], cluster[2] if cluster else (), is_async, deps, smem)
        op.properties.update(props)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        if self.asyncToken is not None:
            printer.print_string(" async")
            if self.asyncDependencies:
                printer.print_string(" [")
                printer.print_list(self.asyncDependencies, printer.print_operand)
                printer.print_string("]")
        block = self.body.blocks.first
        args = list(block.args) if block is not None else []

        def assignment(kw: str, ids: Sequence[SSAValue], sizes: Sequence[SSAValue],
                       values: Sequence[SSAValue]) -> None:
            printer.print_string(f" {kw}(")
            printer.print_list(ids, printer.print_operand)
            printer.print_string(") in (")
            for i, (s, v) in enumerate(zip(sizes, values)):
                if i:
                    printer.print_string(", ")
                printer.print_operand(s)
                printer.print_string(" = ")
                printer.print_operand(v)
            printer.print_string(")")

        if self.has_clusters:
            assert self.clusterSizeX and self.clusterSizeY and self.clusterSizeZ
            assignment("clusters", args[12:15], args[15:18],
                       [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ])
        assignment("blocks", args[0:3], args[6:9], [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        assignment("threads", args[3:6], args[9:12],
                   [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        if self.kernelModule is not None:
            printer.print_string(" module(")
            printer.print_attribute(self.kernelModule)
            printer.print_string(")")
        if self.kernelFunc is not None:
            printer.print_string(" function(")
            printer.print_attribute(self.kernelFunc)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        clusters = [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ]
        if any(c is None for c in clusters) and any(c is not None for c in clusters):
            raise VerifyException("cluster size must be given for all three dimensions or none")
        if self.asyncDependencies and self.asyncToken is None:
            raise VerifyException("needs to be named when async keyword is specified")
        block = self.body.blocks.first
        if block is None:
            return
        n = self.num_config_arguments
        if len(block.args) < n:
            raise VerifyException(
                f"unexpected number of region arguments: expected at least {n}, got {len(block.args)}")
        for arg in list(block.args)[:n]:
            if not isinstance(arg.type, IndexType):
                raise VerifyException(
                    f"region arguments of the launch configuration must be index, got {arg.type}")
        for b in self.body.blocks:
            last = b.last_op
            if last is None or last.successors or isinstance(last, TerminatorOp):
                continue
            raise VerifyException("expected 'gpu.terminator' or a terminator with successors")


@irdl_op_definition
class TerminatorOp(IRDLOperation):
    name = "gpu.terminator"
    traits = traits_def(HasParent(LaunchOp), IsTerminator())
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


@irdl_op_definition
class PrintfOp(IRDLOperation):
    """``gpu.printf "fmt", %a, %b : i64, f32``: each thread that runs it prints ``format`` (C's
    printf conversions) with its arguments (MLIR's GPU_PrintfOp: integers, index or floats). jax
    emits it for ``debug_print`` (utils.debug_print, jax/experimental/mosaic/gpu/utils.py:169 at
    jax-v0.10.2), in a ``single_thread`` block when the print is uniform."""

    name = "gpu.printf"
    format = prop_def(StringAttr)
    args = var_operand_def()
    assembly_format = "$format attr-dict (`,` $args^ `:` type($args))?"

    def __init__(self, format: str, args: Sequence[SSAValue] = ()):
        super().__init__(operands=[args], properties={"format": StringAttr(format)})

    def verify_(self) -> None:
        for i, arg in enumerate(self.args):
            if not _PRINTABLE.verifies(arg.type):
                raise diag.PRINTF_OPERAND(index=i, type=arg.type)


_PRINTABLE = BaseAttr(IntegerType) | BaseAttr(IndexType) | AnyFloatConstr


# ---------------------------------------------------------------------------------------------
# The dialect: xDSL's gpu ops minus the ones redefined here, plus ours.
# ---------------------------------------------------------------------------------------------

_OURS: list[type[IRDLOperation]] = [
    ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp, ClusterIdOp, ClusterDimOp,
    ClusterBlockIdOp, ClusterDimBlocksOp, BarrierOp, DynamicSharedMemoryOp, LaunchOp,
    TerminatorOp, PrintfOp,
]
_OUR_NAMES = {op.name for op in _OURS}

GPU = Dialect(
    "gpu",
    [op for op in _gpu.GPU.operations if op.name not in _OUR_NAMES] + _OURS,
    [*_gpu.GPU.attributes, AddressSpaceAttr, BarrierScopeAttr],
)

__all__ = [
    "GPU", "AddressSpace", "AddressSpaceAttr", "WORKGROUP", "BarrierScope",
    "BarrierScopeAttr", "ThreadIdOp", "BlockIdOp", "BlockDimOp", "GridDimOp", "GlobalIdOp",
    "ClusterIdOp", "ClusterDimOp", "ClusterBlockIdOp", "ClusterDimBlocksOp", "BarrierOp",
    "DynamicSharedMemoryOp", "LaunchOp", "TerminatorOp", "PrintfOp", "AsyncTokenType",
]


def __getattr__(name: str) -> object:
    """Everything else of the dialect is xDSL's: ``gpu_ext.X`` is the class the registered
    dialect uses for every op and attribute ``X``, redefined here or not."""
    return getattr(_gpu, name)
