"""jax 0.11.2 (jaxlib 0.11.2's ``mosaic_gpu`` dialect, read from its generated bindings
jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py, and jax's Python at that release)."""

from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.jax_versions.version import CaptureHooks, JaxVersion

# What changed in the dialect since 0.10.2 (operands, attributes, new ops).
CHANGED_IN_0_11 = {
    "mosaic_gpu.arrive": "it gained an optional predicate operand",
    "mosaic_gpu.arrive_expect_tx": "its byte count is an i32 operand, no longer a property",
    "mosaic_gpu.async_load": "its barrier is optional and it gained a gmem_peer_id operand",
    # with reduce it has two results, the loaded and the reduced (dialect_lowering.py:2565-2577 at 0.11.2)
    "mosaic_gpu.async_load_tmem": "it gained a reduce attribute, and with it a second result",
    "mosaic_gpu.slice_smem": "its alias_id is an i64 attribute",
    "mosaic_gpu.slice_tmem": "it gained an alias_id attribute",
    "mosaic_gpu.vector_concat": "an op new in jax 0.11",
}

# jax 0.11 moved the arch query to utils and lowers every kernel (plgpu.kernel; pallas_call no longer
# lowers for Mosaic GPU) through lower_jaxpr_to_module, whose `params` is the CompilerParams
# (jax/experimental/mosaic/gpu/utils.py:2579, jax/_src/pallas/mosaic_gpu/lowering.py:759 at 0.11.2).
# A kernel's layouts are inferred by layout_inference.infer_layout (mosaic/gpu/core.py:1037); the
# package's re-export is what Pallas calls on its own probe modules (pallas/mosaic_gpu/layout_rules.py:175),
# which are no stage of the kernel. The same lines at 0.12.0.1: utils.py:2579, lowering.py:757,
# core.py:1167, layout_rules.py:177.
CAPTURE_SINCE_0_11 = CaptureHooks(
    infer_arch="jax.experimental.mosaic.gpu.utils:_infer_arch",
    lower_kernel="jax._src.pallas.mosaic_gpu.lowering:lower_jaxpr_to_module",
    infer_layout=("jax.experimental.mosaic.gpu.layout_inference:infer_layout",),
)

JAX_0_11_2 = JaxVersion(
    name="0.11.2",
    python=(3, 12),
    mosaic_gpu_ops=tuple(MOSAIC_GPU_OPS),
    capture=CAPTURE_SINCE_0_11,
    unread={**CHANGED_IN_0_11,
            "mosaic_gpu.arrive_dyn_expect_tx_supported": "an op of jax 0.11 only"},
)
