"""The TMA descriptors jax makes while Pallas lowers a kernel, recorded for the Warpgroup module.

An ``inline_mgpu`` body that copies with ``LaunchContext.async_copy`` is lowered by jax while Pallas
lowers the kernel: its copy reads a descriptor at an offset of the kernel's descriptor blob, whose
host initialisation jax queues as a Python closure (``LaunchContext._get_tma_desc`` /
``_alloc_scratch``) and emits only after its own Warpgroup lowering (``Scratch.finalize_size``). The
mosaic_gpu-dialect module (the ``wg_dialect`` stage) so holds a 0-byte blob and nothing of the
descriptor: not the GMEM ref, its transforms, the box nor the swizzle
(docs/design/payload_semantics.md §1.4). mgpu-capture records, for each descriptor made before layout
inference, what jax's closure would pass to ``mosaic_gpu_init_tma_desc``, and writes it on the stage's
module as the attribute ``mgpu.tma_descriptors`` (builtin attributes only: jaxlib reads the module back
unchanged). mgpu's lowering of ``custom_primitive`` builds those descriptors from it.

A descriptor of a peer's or a multicast GMEM ref, or an im2col one, is not recorded: the lowering then
refuses the body's copy, as before.
"""

from __future__ import annotations

ATTR = "mgpu.tma_descriptors"
KERNEL_ARG_ATTR = "mosaic_gpu.from_kernel_arg_idx"  # jax's KERNEL_ARG_ID_ATTR, launch_context.py:70 at 0.12.0.1


class Recorder:
    """Wraps ``LaunchContext._get_tma_desc``: between ``start()`` (Pallas starts lowering a kernel) and
    ``take()`` (its layout inference starts), each new descriptor is recorded, as a dict of ints and int
    tuples."""

    def __init__(self):
        self._made: list[dict] | None = None

    def start(self) -> None:
        self._made = []

    def take(self) -> list[dict]:
        made, self._made = self._made or [], None
        return made

    def wrap(self, orig):
        def recorded(ctx, gmem_ref, gmem_transform, gmem_peer_id, transformed_slice_shape, swizzle,
                     reduction_op, **window):
            before = ctx.scratch.next_offset
            result = orig(ctx, gmem_ref, gmem_transform, gmem_peer_id, transformed_slice_shape, swizzle,
                          reduction_op, **window)
            if self._made is not None and ctx.scratch.next_offset != before:
                made = None
                if gmem_peer_id is None and all(v is None for v in window.values()):
                    made = _descriptor(gmem_ref, gmem_transform, transformed_slice_shape, swizzle, reduction_op)
                self._made.append({"offset": before, **(made or {})})
            return result
        return recorded


def _descriptor(gmem_ref, gmem_transform, slice_shape, swizzle, reduction_op) -> dict | None:
    """What jax's ``init_tma_desc`` closure passes to ``mosaic_gpu_init_tma_desc``, or None where a size,
    stride or offset of the transformed ref is dynamic."""
    from jax._src.lib import mosaic_gpu_dialect
    from jax._src.lib.mlir import ir
    from jax._src.lib.mlir.dialects import func
    from jax.experimental.mosaic.gpu import launch_context as lc

    arg = lc._find_kernel_argument_for_gmem_ref(gmem_ref)
    with gmem_ref.context, ir.Location.unknown():
        scratch = ir.Module.create()  # the transforms applied here, not in jax's module
        with ir.InsertionPoint(scratch.body):
            f = func.FuncOp("transformed", ir.FunctionType.get([arg.type], []))
        with ir.InsertionPoint(f.add_entry_block()):
            ref = f.arguments[0]
            for t in gmem_transform:
                ref = t.apply(ref)
            ty = ir.MemRefType(ref.type)
        strides, offset = ty.get_strides_and_offset()
        dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
        if dynamic in (*strides, offset) or not ty.has_static_shape:
            return None
        return {"kernel_arg": ir.IntegerAttr(arg.owner.attributes[KERNEL_ARG_ATTR]).value,
                "elem_offset": offset, "sizes": tuple(ty.shape), "strides": tuple(strides),
                "dtype": lc._tma_dma_type(ir.MemRefType(arg.type).element_type, reduction_op),
                "swizzle": int(mosaic_gpu_dialect.SwizzlingMode.kNoSwizzle if swizzle is None else swizzle),
                "box": tuple(slice_shape)}


def attribute(made: list[dict]):
    """``mgpu.tma_descriptors``: an array of dictionaries, one a descriptor (only ``offset`` where it was
    not recorded)."""
    from jax._src.lib.mlir import ir

    i64 = ir.IntegerType.get_signless(64)

    def value(v):
        return ir.DenseI64ArrayAttr.get(list(v)) if isinstance(v, tuple) else ir.IntegerAttr.get(i64, v)

    return ir.ArrayAttr.get([ir.DictAttr.get({k: value(v) for k, v in d.items()}) for d in made])
