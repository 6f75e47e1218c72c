"""The nvvm dialect: the nvvm ops of the corpus and those the emulator runs, with MLIR's names,
operands, properties and syntax (NVVMOps.td: the corpus's ops as jax 0.10.2 prints them, the others
as mlir-opt 22 does). One module per instruction family.

Default-valued properties follow MLIR: the generic form always carries them
(``<{relaxed = false, scope = #nvvm.mem_scope<cta>}>``); the custom form elides them when they
hold their default and puts the others in the attribute dictionary
(``nvvm.mbarrier.arrive.expect_tx %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32``).
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from mgpu.dialect.nvvm import (
    cluster,
    cluster_launch,
    cp_async,
    matrix,
    mbarrier,
    registers,
    sync,
    tensor_core,
    tma,
    warp,
)
from mgpu.dialect.nvvm.attrs import NVVM_ATTRS
from mgpu.dialect.nvvm.matrix import MATRIX_ATTRS
from mgpu.dialect.nvvm.sreg import SPECIAL_REGISTER_OPS


def _ops_of(module: object) -> list[type[IRDLOperation]]:
    """The op classes a family module defines, in definition order."""
    # (``in __mro__``, not ``issubclass``: an ABC's subclass check of a class that is not one walks
    # every subclass of IRDLOperation, for each class these modules import: 60 ms at each start)
    return [v for v in vars(module).values()
            if isinstance(v, type) and v.__module__ == module.__name__ and "name" in vars(v)
            and IRDLOperation in v.__mro__]


NVVM_OPS: list[type[IRDLOperation]] = [
    op for family in (warp, mbarrier, cluster, cluster_launch, sync, tma, cp_async, tensor_core, registers, matrix) for op in _ops_of(family)
] + SPECIAL_REGISTER_OPS

NVVM = Dialect("nvvm", NVVM_OPS, [*NVVM_ATTRS, *MATRIX_ATTRS])
