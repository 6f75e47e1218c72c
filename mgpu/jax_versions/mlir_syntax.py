"""How the MLIR of each jax release writes what another release's writes differently (``JaxVersion.mlir_spellings``):
LLVM's upstream dialects changed their syntax between jaxlib 0.10.2 and 0.11, and jaxlib 0.12 writes its ops'
properties in a prop-dict; jaxlib 0.12.1's MLIR gave ``nvvm.mbarrier.arrive.expect_tx`` operand segments and
``vector.multi_reduction`` a fastmath property. Each spelling is declared beside the class that reads and writes it."""

from mgpu.dialect.gpu_ext import LAUNCH_11_SEGMENTS, LAUNCH_12_SEGMENTS
from mgpu.dialect.mosaic_gpu.layout_ops import (
    LAYOUT_CAST_WITHOUT_STRICT,
    BroadcastInDimOp,
    LayoutCastStrictOp,
    VectorConcatOp,
)
from mgpu.dialect.mosaic_gpu.tmem_ops import TmemAllocOp
from mgpu.dialect.nvvm.attrs import OPAQUE_ENUMS, PRETTY_ENUMS
from mgpu.dialect.nvvm.mbarrier import ARRIVE_EXPECT_TX_SEGMENTS, ARRIVE_EXPECT_TX_WITHOUT_SEGMENTS
from mgpu.dialect.nvvm.sync import FENCE_PROXY_ATTR_DICT, FENCE_PROXY_CUSTOM
from mgpu.dialect.nvvm.tma import WAIT_GROUP_READ_ATTR, WAIT_GROUP_READ_KEYWORD
from mgpu.dialect.vector_ext import (
    INSERT_SLICE_IN_ATTR_DICT,
    INSERT_SLICE_KEYWORDS,
    MULTI_REDUCTION_FASTMATH,
    MULTI_REDUCTION_WITHOUT_FASTMATH,
    SLICE_IN_ATTR_DICT,
    SLICE_KEYWORDS,
)
from mgpu.dialect.xdsl_patches.gpu import OPAQUE_DIM, PRETTY_DIM
from mgpu.dialect.xdsl_patches.inline_asm import CONVERGENT
from mgpu.dialect.xdsl_patches.prop_dict import prop_dict_spellings

# The ops whose properties jaxlib 0.12 writes in a prop-dict (``<new_layout = ...>``), 0.10.2 and 0.11 in the
# attribute dictionary.
PROPS_IN_ATTR_DICT, PROPS_IN_PROP_DICT = prop_dict_spellings(
    {op.name: list(op.PROP_DICT.readers) for op in (LayoutCastStrictOp, BroadcastInDimOp, TmemAllocOp, VectorConcatOp)})

MLIR_0_10_2 = (OPAQUE_DIM, OPAQUE_ENUMS, FENCE_PROXY_ATTR_DICT, WAIT_GROUP_READ_ATTR, SLICE_IN_ATTR_DICT,
               INSERT_SLICE_IN_ATTR_DICT, LAUNCH_11_SEGMENTS)
MLIR_SINCE_0_11 = (PRETTY_DIM, PRETTY_ENUMS, FENCE_PROXY_CUSTOM, WAIT_GROUP_READ_KEYWORD, CONVERGENT, SLICE_KEYWORDS,
                   INSERT_SLICE_KEYWORDS, LAUNCH_12_SEGMENTS)
# jaxlib before 0.12: no prop-dict; layout_cast without strict (0.12 writes its default in the generic form)
JAXLIB_BEFORE_0_12 = (PROPS_IN_ATTR_DICT, LAYOUT_CAST_WITHOUT_STRICT)
JAXLIB_0_12 = (PROPS_IN_PROP_DICT,)
# the MLIR of jaxlib before 0.12.1: nvvm.mbarrier.arrive.expect_tx without operand segments, vector.multi_reduction
# without fastmath; 0.12.1's with four (an optional multicastMask between txcount and predicate) and with it
MLIR_BEFORE_0_12_1 = (ARRIVE_EXPECT_TX_WITHOUT_SEGMENTS, MULTI_REDUCTION_WITHOUT_FASTMATH)
MLIR_SINCE_0_12_1 = (ARRIVE_EXPECT_TX_SEGMENTS, MULTI_REDUCTION_FASTMATH)
