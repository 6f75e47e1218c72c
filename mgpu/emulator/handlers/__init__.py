"""The emulator's handlers, one module per instruction family; importing this package registers
all of them in registry.HANDLERS and registry.PTX_RULES (registry.py says how to add one)."""

from mgpu.emulator.handlers import (  # noqa: F401
    alu,
    approx,
    arith,
    bulk_copy,
    cf,
    cluster_launch,
    convert,
    cp_async,
    float_ops,
    func,
    gpu,
    inline_asm,
    llvm,
    math,
    matrix,
    mbarrier,
    memref,
    mma_sync,
    multimem,
    ptx_block,
    ptx_memory,
    ptx_ordering,
    registers,
    remote_smem,
    scf,
    sreg,
    sync,
    tensorcore,
    tmem_access,
    vector,
    warp,
)
from mgpu.emulator.handlers.registry import HANDLERS, PTX_RULES

__all__ = ["HANDLERS", "PTX_RULES"]
