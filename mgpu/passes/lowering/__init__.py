"""Warpgroup lowering rules: one small function per mosaic_gpu op (jax's ``dialect_lowering``).

``RULES`` maps an op name to ``rule(state, op)``. A rule inserts lane-level IR before ``op``
(through ``state.b``) and either returns the replacement values of the op's results, or records
per-thread registers for a whole-warpgroup vector result in ``state.regs`` (returning None), or
returns ``KEEP`` to leave the op as it is. The pass
(``mgpu/passes/lower_warpgroup.py``) walks each ``gpu.launch`` body in order, applies the rules and
erases the lowered ops.

Families: ``refs`` (slice_smem, with_transforms), ``barriers``, ``tma`` (async_load /
async_store), ``vector`` (vector_load / vector_store, constants, layout_cast, vector.broadcast and
arith/math ops on warpgroup vectors), ``smem_store`` (async_store_smem), ``tmem``, ``mma`` (wgmma,
tcgen05_mma, optimization_barrier), ``control`` (scf.for / scf.yield carrying vectors).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ArrayAttr, MemRefType, VectorType, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu.dialect import diagnostics as diag
from mgpu.dialect import layouts as L
from mgpu.passes.lowering.builder import Builder

Rule = Callable[["LoweringState", Operation], "list[SSAValue] | None"]
RULES: dict[str, Rule] = {}

# Returned by a rule that leaves its op as it is (e.g. a vector.broadcast that is not a warpgroup
# vector): the pass keeps the op.
KEEP = ["<keep>"]


def rule(*names: str):
    def deco(f: Rule) -> Rule:
        for n in names:
            RULES[n] = f
        return f

    return deco


def fail(op: Operation, message: diag.Message, **fields) -> diag.MgpuError:
    err = message(**fields)
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


@dataclass
class Frag:
    """A warpgroup vector as this thread's registers (jax's FragmentedArray)."""

    layout: L.RegisterLayout
    shape: tuple[int, ...]
    dtype: Attribute
    regs: list[SSAValue]

    @property
    def is_splat(self) -> bool:
        return isinstance(self.layout, L.WGSplatFragLayout)


@dataclass
class LoweringState:
    b: Builder
    module: Operation
    regs: dict[SSAValue, Frag] = field(default_factory=dict)
    # TMA descriptors (tma.py): per gpu.launch, the number of copies and the host-side blob.
    tma_counts: dict = field(default_factory=dict)   # gpu.launch → number of TMA ops in it
    tma_launch: dict = field(default_factory=dict)   # gpu.launch → tma.TmaBlob

    # ---- layouts and transforms of the op being lowered ---------------------------------
    @staticmethod
    def layouts(op: Operation, key: str) -> list[L.RegisterLayout]:
        attr = op.attributes.get(key)
        if not isinstance(attr, ArrayAttr):
            raise NotImplementedError(f"{op.name} has no {key}: run mgpu-infer-layout first")
        return [L.layout_from_attr(a) for a in attr.data]

    @staticmethod
    def transforms(op: Operation, i: int = 0, key: str = "in_transforms") -> L.Transforms:
        """The i-th SMEM operand's transforms: at most one tile and one swizzle (jax's
        ``Unexpected unhandled transforms`` ValueError otherwise)."""
        attr = op.attributes.get(key)
        if not isinstance(attr, ArrayAttr) or len(attr.data) <= i:
            return L.Transforms(None, None)
        entry = attr.data[i]
        entries = list(entry.data) if isinstance(entry, ArrayAttr) else [entry]
        texts = [L.attr_text(e) for e in entries]
        tiles = sum(t.startswith("#mosaic_gpu.tile<") for t in texts)
        swizzles = sum(t.startswith("#mosaic_gpu.swizzle<") for t in texts)
        tr = L.transforms_from_attrs(entries)
        if tr.other or tiles > 1 or swizzles > 1:
            raise fail(op, diag.UNHANDLED_TRANSFORMS, transforms="[" + ", ".join(texts) + "]")
        return tr

    # ---- registers ---------------------------------------------------------------------
    def frag(self, value: SSAValue, layout: L.RegisterLayout | None = None) -> Frag:
        """The registers of ``value``, relaid out (splat → broadcast) to ``layout`` if given."""
        f = self.regs.get(value)
        if f is None:
            raise NotImplementedError(f"no registers for {value}: its producer was not lowered")
        if layout is None or layout == f.layout:
            return f
        if f.is_splat:
            return self.broadcast(f, layout)
        raise NotImplementedError(f"relayout from {f.layout.text()} to {layout.text()}")

    def broadcast(self, f: Frag, layout: L.RegisterLayout) -> Frag:
        from mgpu.passes.lowering.layout_math import num_registers, vector_length

        vec = vector_length(layout)
        vt = VectorType(f.dtype, [vec])
        v = self.b.v("vector.broadcast", [f.regs[0]], vt)
        return Frag(layout, f.shape, f.dtype, [v] * num_registers(layout, f.shape))

    # ---- pointers -----------------------------------------------------------------------
    def memref_address(self, ref: SSAValue, b: Builder | None = None) -> SSAValue:
        """i64 address of element 0 of ``ref`` (aligned pointer + offset · element bytes)."""
        b = b or self.b
        ty = ref.type
        assert isinstance(ty, MemRefType)
        rank = len(ty.get_shape())
        smem = _is_smem(ty)
        ptr = "!llvm.ptr<3>" if smem else "!llvm.ptr"
        st = (f"!llvm.struct<({ptr[6:] if smem else 'ptr'}, {ptr[6:] if smem else 'ptr'}, i64, "
              f"array<{rank} x i64>, array<{rank} x i64>)>" if rank else
              f"!llvm.struct<({ptr[6:] if smem else 'ptr'}, {ptr[6:] if smem else 'ptr'}, i64)>")
        s = b.cast(ref, b.t(st))
        p = b.v("llvm.extractvalue", [s], b.t(ptr), props={"position": _pos(b, 1)})
        off = b.v("llvm.extractvalue", [s], i64, props={"position": _pos(b, 2)})
        nbytes = element_bytes(ty.element_type)
        scaled = b.v("llvm.mul", [off, b.const(nbytes, i64)], i64, props={"overflowFlags": _ovf(b)})
        addr = b.v("llvm.ptrtoint", [p], i64)
        return b.v("llvm.add", [addr, scaled], i64, props={"overflowFlags": _ovf(b)})

    def barrier_ptr(self, barrier: SSAValue) -> SSAValue:
        """``memref<!mosaic_gpu.barrier>`` → ``!llvm.ptr<3>`` (jax's DialectBarrierRef)."""
        ty = barrier.type
        assert isinstance(ty, MemRefType)
        if ty.get_shape():
            addr = self.memref_address(barrier)
            return self.b.v("llvm.inttoptr", [addr], self.b.t("!llvm.ptr<3>"))
        return self.b.cast(barrier, self.b.t("!llvm.ptr<3>"))

    def thread_in_wg(self) -> SSAValue:
        """The thread's index in its warpgroup (i32, 0..127)."""
        return self.b.arith("arith.andi", self.b.linear_tid(), 127)

    def wg_leader(self) -> SSAValue:
        """One elected thread per warpgroup: warp % 4 == 0 (warp-uniform) and elect.sync."""
        b = self.b
        warp = b.warp_uniform(b.arith("arith.shrui", b.linear_tid(), 5))
        first = b.cmpi(0, b.arith("arith.remui", warp, 4), 0)
        return b.arith("arith.andi", first, b.elect())

    def block_leader(self) -> SSAValue:
        """One elected thread per block: warp 0 (warp-uniform) and elect.sync."""
        b = self.b
        warp = b.warp_uniform(b.arith("arith.shrui", b.linear_tid(), 5))
        return b.arith("arith.andi", b.cmpi(0, warp, 0), b.elect())


def _is_smem(ty: MemRefType) -> bool:
    from mgpu.dialect.typeinfo import is_smem_space

    return is_smem_space(ty.memory_space)


def _pos(b: Builder, i: int) -> Attribute:
    from xdsl.dialects.builtin import DenseArrayBase

    return DenseArrayBase.from_list(i64, [i])


def _ovf(b: Builder) -> Attribute:
    from xdsl.dialects.builtin import IntegerAttr

    return IntegerAttr(0, i32)


def element_bits(t: Attribute) -> int:
    from mgpu.dialect.typeinfo import bitwidth

    bits = bitwidth(t)
    if bits is None:
        if "barrier" in L.attr_text(t):
            return 64
        raise NotImplementedError(f"no bitwidth for {t}")
    return bits


def element_bytes(t: Attribute) -> int:
    return max(1, element_bits(t) // 8)


def load_rule_modules() -> None:
    """Import every family so that it registers its rules."""
    from mgpu.passes.lowering import (  # noqa: F401
        barriers,
        control,
        mma,
        refs,
        smem_store,
        tma,
        tmem,
        vector,
    )
