"""The ops of the mosaic_gpu dialect (jaxlib 0.10.2 ``mosaic_gpu.td``), assembled from one module per
family (mirroring ``tests/filecheck/dialect/mosaic_gpu/``); their shared checks are in ``checks``.

Operand order, property names and segment sizes are jaxlib's; ops with a jaxlib ``assemblyFormat``
print in that format, all others print in generic form, as jaxlib does.
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation

from mgpu.dialect.mosaic_gpu.barrier_ops import (
    ArriveExpectTxOp,
    ArriveOp,
    InitializeBarrierOp,
    QueryClusterCancelOp,
    TcGen05CommitArriveOp,
    TryClusterCancelOp,
    WaitOp,
)
from mgpu.dialect.mosaic_gpu.layout_ops import (
    AssumeMultipleOp,
    BroadcastedIotaOp,
    BroadcastInDimOp,
    CustomPrimitiveOp,
    DebugPrintOp,
    GetClusterRefOp,
    LayoutCastOp,
    OptimizationBarrierOp,
    PrintLayoutOp,
    ReinterpretCastOp,
    ReturnOp,
    SliceSMEMOp,
    WarpMapOp,
    WithTransformsOp,
)
from mgpu.dialect.mosaic_gpu.mma_ops import MMAOp, TcGen05MMAOp, WGMMAOp
from mgpu.dialect.mosaic_gpu.tmem_ops import (
    AsyncLoadTmemOp,
    AsyncStoreScalesSmemToTmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    AsyncStoreTmemOp,
    SliceTmemOp,
    TmemAllocOp,
    TmemDeallocOp,
    TmemLayoutCastOp,
    TmemRelinquishAllocPermitOp,
)
from mgpu.dialect.mosaic_gpu.transfer_ops import (
    AsyncLoadOp,
    AsyncPrefetchOp,
    AsyncStoreOp,
    AsyncStoreSmemOp,
    MultimemLoadReduceOp,
    VectorLoadOp,
    VectorStoreOp,
)


MOSAIC_GPU_OPS: list[type[IRDLOperation]] = [
    InitializeBarrierOp,
    ArriveOp,
    ArriveExpectTxOp,
    WaitOp,
    TryClusterCancelOp,
    QueryClusterCancelOp,
    AsyncLoadOp,
    AsyncPrefetchOp,
    AsyncStoreOp,
    VectorLoadOp,
    MultimemLoadReduceOp,
    VectorStoreOp,
    AsyncStoreSmemOp,
    LayoutCastOp,
    TmemLayoutCastOp,
    BroadcastInDimOp,
    ReinterpretCastOp,
    SliceSMEMOp,
    WithTransformsOp,
    GetClusterRefOp,
    WGMMAOp,
    MMAOp,
    TcGen05MMAOp,
    OptimizationBarrierOp,
    ReturnOp,
    CustomPrimitiveOp,
    WarpMapOp,
    TmemAllocOp,
    TmemRelinquishAllocPermitOp,
    TmemDeallocOp,
    AsyncLoadTmemOp,
    AsyncStoreTmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    AsyncStoreScalesSmemToTmemOp,
    SliceTmemOp,
    TcGen05CommitArriveOp,
    DebugPrintOp,
    PrintLayoutOp,
    BroadcastedIotaOp,
    AssumeMultipleOp,
]

__all__ = ["MOSAIC_GPU_OPS", *(op.__name__ for op in MOSAIC_GPU_OPS)]  # noqa: PLE0604 - names, derived
