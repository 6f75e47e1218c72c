"""``mosaic_gpu.custom_primitive`` and its terminator ``mosaic_gpu.return``: lane-level code, inlined.

The body is lane-level code already: jax's ``inline_mgpu`` writes it with the Lane-level API
(``_populate_custom_primitive_op_block``, jax/_src/pallas/mosaic_gpu/primitives.py:3330 at
jax-v0.10.2). As jax's ``_mgpu_custom_primitive_op_lowering_rule`` (dialect_lowering.py:2535), its
ops move before the op and are not lowered again, its block arguments become the operands, and the
operands of its ``mosaic_gpu.return`` become the results.

A warpgroup vector crosses the boundary as an ``unrealized_conversion_cast`` between the vector and
its registers (with ``layout`` and ``registers_shape`` attributes, jax's ``fragmented_array_to_ir``):
the body casts a vector operand to registers, and casts the registers of a vector result back. jax
leaves the cast pairs to MLIR's reconcile-unrealized-casts; here the registers are this thread's
registers of the vector (``LoweringState.regs``), so each cast is folded to them. An SMEM operand
reaches the body cast to its transformed type, its tiled form (jax's ``transform_type``): the cast
becomes a descriptor of the same bytes with the tiled shape and strides; the swizzle is the body's
to apply, as in jax.
"""

from __future__ import annotations

from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import ArrayAttr, MemRefType, VectorType, i64
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import CustomPrimitiveOp
from mgpu.dialect.typeinfo import is_smem
from mgpu.layouts import attrs as A
from mgpu.passes.lowering import recorded_tma, tma
from mgpu.passes.lowering.refs import ref_view, static_strides, tiled_shape
from mgpu.passes.lowering.state import (
    Frag,
    LoweringState,
    descriptor_type,
    pointer_type,
    rule,
    static_offset,
    static_offset_bytes,
)

_CAST = "builtin.unrealized_conversion_cast"


@rule(CustomPrimitiveOp, warp_semantics=True)
def custom_primitive(s: LoweringState, op: CustomPrimitiveOp) -> None:
    block = op.body.blocks.first
    assert block is not None and block.last_op is not None  # (the verifier's single block, terminated)
    s.lane_level.update(block.walk())  # (its return and the casts folded here included)
    layouts = iter(_layouts(op.in_layouts))
    smem_operands = 0
    folded: list[Operation] = []
    for arg, operand in zip(block.args, op.operands_, strict=True):
        if arg.uses and _is_tma_descriptors(operand):
            if recorded_tma.recorded(s.module) is None:
                raise diag.LOWERING_NOT_SUPPORTED(what=diag.INLINE_TMA_NOT_RECORDED)
            operand = tma.blob(s, op).kernel_ptr  # the blob that starts with the recorded descriptors
        if isinstance(operand.type, VectorType):
            folded += _fold_operand_casts(s, arg, s.frag(operand, next(layouts)))
        elif is_smem(operand.type):
            folded += _fold_smem_casts(s, arg, operand, s.transforms(op, smem_operands))
            smem_operands += 1
        arg.replace_all_uses_with(operand)
    ret = block.last_op
    out_layouts = iter(_layouts(op.out_layouts))
    for res, v in zip(op.results_, ret.operands, strict=True):
        if isinstance(res.type, VectorType):
            layout = next(out_layouts)
            cast = _registers_cast(v, layout)
            s.regs[res] = Frag(layout, tuple(res.type.get_shape()), res.type.element_type, list(cast.operands))
            folded.append(cast)
        else:
            res.replace_all_uses_with(v)
    for inner in list(block.ops):
        if inner is ret or inner in folded:
            continue
        inner.detach()
        s.b.insert(inner)
    return None


def _is_tma_descriptors(v: SSAValue) -> bool:
    """Is ``v`` the kernel's pointer to jax's TMA-descriptor blob (the cast of the host array it
    captures, docs/design/payload_semantics.md §1.4)? At this stage the blob is a 0-byte
    ``!llvm.array<0 x i8>`` with no ``mosaic_gpu_init_tma_desc`` call, because jax's ``async_copy`` only
    queues the descriptor's host initialisation (``_alloc_scratch``, launch_context.py:733-767 at
    jax-v0.10.2) and ``Scratch.finalize_size`` emits it after the Warpgroup lowering
    (launch_context.py:551, core.py:1022); the body does not even use the GMEM ref it copies to
    (test_inline_mgpu's store). The body reads our blob instead, which starts with the descriptors
    mgpu-capture recorded (recorded_tma.py), at the offsets the body reads."""
    cast = v.owner
    return (isinstance(cast, Operation) and cast.name == _CAST and len(cast.operands) == 1
            and isinstance(cast.operands[0].type, llvm.LLVMArrayType))


def _layouts(attr: ArrayAttr) -> list[L.RegisterLayout]:
    """The layouts the op states itself (properties, not inferred attributes)."""
    return [A.from_attr(a) for a in attr.data]


def _fold_operand_casts(s: LoweringState, arg: SSAValue, f: Frag) -> list[Operation]:
    """The body's casts of a vector operand to registers become ``f``'s registers."""
    casts = []
    for use in list(arg.uses):
        cast = use.operation
        if cast.name != _CAST or [r.type for r in cast.results] != [r.type for r in f.regs]:
            raise NotImplementedError(
                f"not supported: a custom_primitive body that uses its vector operand ({arg.type}) other "
                f"than as its {len(f.regs)} registers of layout {f.layout.text()}")
        for old, new in zip(cast.results, f.regs, strict=True):
            old.replace_all_uses_with(new)
        casts.append(cast)
    return casts


def _fold_smem_casts(s: LoweringState, arg: SSAValue, ref: SSAValue, tr: L.Transforms) -> list[Operation]:
    """The body's casts of an SMEM operand to its transformed type become that view of its bytes."""
    casts = []
    for use in list(arg.uses):
        cast = use.operation
        if cast.name != _CAST:
            continue
        target = cast.results[0].type
        cast.results[0].replace_all_uses_with(ref if target == ref.type else _transformed_ref(s, ref, tr, target))
        casts.append(cast)
    return casts


def _transformed_ref(s: LoweringState, ref: SSAValue, tr: L.Transforms, target: Attribute) -> SSAValue:
    """``ref`` as the ``target`` ref of its tiled form (jax's ``transform_type``): a descriptor of
    its tiled bytes (refs.py's ``ref_view``), sizes and strides those of ``target``."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    view = ref_view(s, ref, tr)
    shape = tiled_shape(ty, tr)
    if not (isinstance(target, MemRefType) and tuple(target.get_shape()) == shape
            and static_strides(target) == view.strides):
        raise NotImplementedError(f"not supported: an SMEM operand of custom_primitive ({ty}, tiled "
                                  f"{tr.tiling}) that its body uses as {target}")
    offset = static_offset(target) or 0  # a static offset is kept in the descriptor, a dynamic one is 0
    b = s.b
    # (the descriptor's users add offset · bits / 8 bytes: element_address; a sub-byte ref's in whole bytes)
    start = b.arith(arith.SubiOp, view.address, static_offset_bytes(target, offset)) if offset else view.address
    ptr = b.inttoptr(start, b.t(pointer_type(ty)))
    desc = b.v(llvm.UndefOp, [], b.t(descriptor_type(target)))
    desc = b.insertvalue(b.insertvalue(desc, ptr, [0]), ptr, [1])
    desc = b.insertvalue(desc, b.const(offset, i64), [2])
    for i, (size, stride) in enumerate(zip(shape, view.strides, strict=True)):
        desc = b.insertvalue(b.insertvalue(desc, b.const(size, i64), [3, i]), b.const(stride, i64), [4, i])
    return b.cast(desc, target)


def _registers_cast(v: SSAValue, layout: L.RegisterLayout) -> Operation:
    """The body's cast of registers of ``layout`` to the returned vector ``v`` (jax's
    ``fragmented_array_to_ir``)."""
    cast = v.owner
    if not (isinstance(cast, Operation) and cast.name == _CAST and "layout" in cast.attributes
            and A.from_attr(cast.attributes["layout"]) == layout
            and len(cast.operands) == L.num_registers(layout, tuple(v.type.get_shape()))):  # pyright: ignore
        raise NotImplementedError(f"not supported: a custom_primitive returning a vector ({v.type}) that is "
                                  f"not the cast of its registers of layout {layout.text()}")
    return cast
