"""Our Warpgroup lowering of jax's sparse kernels issues the tcgen05 instructions jax's own payload
issues, operand for operand: each ``tcgen05.mma.sp`` (its text, constraints, instruction descriptor
and the metadata's TMEM column) and each ``tcgen05.cp`` of the metadata copy (its descriptor's
constant bits and TMEM column), in order. What the instructions compute is
tests/emulator/test_tcgen05_sparse.py's; a whole kernel run to numpy's answer, test_sparse_runs.py's.

Data: jax's payloads (gzipped, ``data/jax_sparse``) of tests/jax_suite/ported/sparse.py's kernels and
their wg_dialect stages (the f16 and warp_map ones are the FileCheck tests' inputs)."""

from __future__ import annotations

import gzip
import pathlib

import pytest
from xdsl.ir import Operation, SSAValue

from mgpu.dialect.context import make_context, parse_module
from mgpu.passes.pipelines import LowerPass

TESTS = pathlib.Path(__file__).parent.parent
DATA = pathlib.Path(__file__).parent / "data" / "jax_sparse"
INPUTS = TESTS / "filecheck" / "passes" / "lower_warpgroup" / "inputs"
KERNELS = {  # jax's payload -> the wg_dialect module we lower
    "simple_sparse_matmul_n128": INPUTS / "sparse_matmul_f16.mlir",
    "sparse_matmul_collective_n128_s8": DATA / "sparse_matmul_collective_n128_s8.wg.wg_dialect.mlir",
    "async_copy_sparse_metadata_smem_to_tmem_warp_semantics": INPUTS / "sparse_metadata_warp_map.mlir",
}


def _constant(v: SSAValue) -> int | None:
    op = v.owner
    if isinstance(op, Operation) and op.name in ("arith.constant", "llvm.mlir.constant"):
        return op.properties["value"].value.data  # pyright: ignore[reportAttributeAccessIssue]
    return None


def _offset(v: SSAValue) -> int:
    """The constants added to ``v`` (through ``arith.addi`` and ``llvm.inttoptr``): its offset from the
    address it starts at."""
    op = v.owner
    if isinstance(op, Operation) and op.name == "llvm.inttoptr":
        return _offset(op.operands[0])
    if isinstance(op, Operation) and op.name == "arith.addi":
        return sum(_constant(x) or 0 for x in op.operands) + sum(
            _offset(x) for x in op.operands if _constant(x) is None)
    return 0


def _instructions(module) -> list[tuple]:
    """Each tcgen05.mma.sp (text, constraints, descriptor, metadata column) and tcgen05.cp (descriptor's
    constant high bits, TMEM column), in program order."""
    out = []
    for op in module.walk():
        if op.name == "llvm.inline_asm" and "tcgen05.mma.sp" in op.properties["asm_string"].data:
            out.append(("mma", op.properties["asm_string"].data, op.properties["constraints"].data,
                        _constant(op.operands[3]), _offset(op.operands[5])))
        elif op.name == "nvvm.tcgen05.cp":
            desc = op.operands[1].owner
            high = next(c for c in map(_constant, desc.operands) if c is not None)
            out.append(("cp", high, _offset(op.operands[0]), str(op.properties.get("group"))))
    return out


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_lowering_issues_jax_instructions(name: str) -> None:
    payload = parse_module(gzip.decompress((DATA / f"{name}.wg.payload.mlir.gz").read_bytes()).decode(),
                           f"{name}.wg.payload.mlir")
    ctx = make_context()  # lowering as the release that captured the module, whose payload it is
    ours = parse_module(KERNELS[name].read_text(), str(KERNELS[name]), ctx)
    LowerPass(semantics="warpgroup").apply(ctx, ours)
    theirs = _instructions(payload)
    assert theirs, "jax's payload has no sparse instruction"
    assert _instructions(ours) == theirs
