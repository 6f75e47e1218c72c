"""The mosaic_gpu dialect, syntax-compatible with jaxlib's (``jaxlib/mosaic/dialect/gpu/mosaic_gpu.td``)."""

from xdsl.ir import Dialect

from mgpu.dialect.mosaic_gpu.attributes import (
    BarrierType,
    CopyPartitionedAttr,
    CopyReplicatedAttr,
    ReplicatedAttr,
    SmemClusterAttr,
    SwizzleTransformAttr,
    TiledLayoutAttr,
    TileTransformAttr,
    TmemAttr,
    WGSplatFragLayoutAttr,
    WGStridedFragLayoutAttr,
)
from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.dialect.mosaic_gpu.scope_ops import SmemAllocAttr

MOSAIC_GPU_ATTRIBUTES = [
    BarrierType,
    TmemAttr,
    SmemClusterAttr,
    TileTransformAttr,
    SwizzleTransformAttr,
    WGStridedFragLayoutAttr,
    WGSplatFragLayoutAttr,
    ReplicatedAttr,
    TiledLayoutAttr,
    CopyReplicatedAttr,
    CopyPartitionedAttr,
    SmemAllocAttr,  # jax 0.12's (run_scoped's buffers)
]

MosaicGPU = Dialect("mosaic_gpu", MOSAIC_GPU_OPS, MOSAIC_GPU_ATTRIBUTES)
