"""jax 0.11.2 (jaxlib 0.11.2's ``mosaic_gpu`` dialect, read from its generated bindings
jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py, and jax's Python at that release)."""

from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.dialect.nvvm.attrs import PRETTY_ENUMS
from mgpu.dialect.nvvm.sync import FENCE_PROXY_CUSTOM
from mgpu.dialect.nvvm.tma import WAIT_GROUP_READ_KEYWORD
from mgpu.dialect.xdsl_patches.gpu import PRETTY_DIM
from mgpu.dialect.xdsl_patches.inline_asm import CONVERGENT
from mgpu.jax_versions.version import CaptureHooks, JaxVersion

# What changed in the dialect since 0.10.2 (operands, attributes, new ops).
CHANGED_IN_0_11 = {
    "mosaic_gpu.arrive": "it gained an optional predicate operand",
    "mosaic_gpu.arrive_expect_tx": "its byte count is an i32 operand, no longer a property",
    "mosaic_gpu.async_load": "its barrier is optional and it gained a gmem_peer_id operand",
    "mosaic_gpu.async_load_tmem": "it gained a reduce attribute",
    "mosaic_gpu.slice_smem": "its alias_id is an i64 attribute",
    "mosaic_gpu.slice_tmem": "it gained an alias_id attribute",
    "mosaic_gpu.vector_concat": "an op new in jax 0.11",
}

# jax 0.11 moved the arch query to utils and lowers kernels through lower_jaxpr_to_module
# (jax/experimental/mosaic/gpu/utils.py:2579, jax/_src/pallas/mosaic_gpu/lowering.py:759 at 0.11.2).
CAPTURE_SINCE_0_11 = CaptureHooks(
    infer_arch="jax.experimental.mosaic.gpu.utils:_infer_arch",
    lower_kernel="jax._src.pallas.mosaic_gpu.lowering:lower_jaxpr_to_module",
    infer_layout=("jax.experimental.mosaic.gpu:infer_layout",
                  "jax.experimental.mosaic.gpu.layout_inference:infer_layout"),
)

# How the MLIR of jax 0.11 (LLVM's, at jaxlib 0.11) writes the upstream dialects where 0.10.2's differs.
MLIR_SINCE_0_11 = (PRETTY_DIM, PRETTY_ENUMS, FENCE_PROXY_CUSTOM, WAIT_GROUP_READ_KEYWORD, CONVERGENT)

JAX_0_11_2 = JaxVersion(
    name="0.11.2",
    python=(3, 12),
    mosaic_gpu_ops=tuple(MOSAIC_GPU_OPS),
    capture=CAPTURE_SINCE_0_11,
    unread={**CHANGED_IN_0_11,
            "mosaic_gpu.arrive_dyn_expect_tx_supported": "an op of jax 0.11 only"},
    mlir_spellings=MLIR_SINCE_0_11,
)
