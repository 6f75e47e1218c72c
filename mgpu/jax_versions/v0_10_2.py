"""jax 0.10.2: the release mgpu was built on; its dialect is ``mgpu.dialect.mosaic_gpu`` as it stands
(jaxlib/mosaic/dialect/gpu/mosaic_gpu.td at jax-v0.10.2)."""

from xdsl.dialects import arith, math

from mgpu.dialect.mosaic_gpu.layout_ops import LayoutCastOp, WithTransformsOp
from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.dialect.mosaic_gpu.tmem_ops import SliceTmemOp, TmemLayoutCastOp
from mgpu.jax_versions.mlir_syntax import JAXLIB_BEFORE_0_12, MLIR_0_10_2, MLIR_BEFORE_0_12_1
from mgpu.jax_versions.version import CaptureHooks, JaxVersion

JAX_0_10_2 = JaxVersion(
    name="0.10.2",
    python=(3, 11),
    mosaic_gpu_ops=tuple(MOSAIC_GPU_OPS),
    capture=CaptureHooks(
        # (its answer is written into the module: mosaic_gpu.arch_major / arch_minor, core.py:850-852 at 0.10.2)
        infer_arch="jax.experimental.mosaic.gpu.core:_infer_arch",
        lower_kernel="jax._src.pallas.mosaic_gpu.lowering:lower_pipelined_jaxpr_to_module",
        infer_layout=("jax.experimental.mosaic.gpu:infer_layout",
                      "jax.experimental.mosaic.gpu.layout_inference:infer_layout"),
    ),
    mlir_spellings=(*MLIR_0_10_2, *JAXLIB_BEFORE_0_12, *MLIR_BEFORE_0_12_1),
    # jax 0.11 added them to layout inference's pointwise ops (jax/experimental/mosaic/gpu/layout_inference.py:743,
    # 765, 767 at 0.11.2; the list at :698-751 at jax-v0.10.2 has none of them)
    without_inference_rule=(arith.NegfOp, math.Log2Op, math.SqrtOp),
    # exp with <afn> multiplies by log2(e) and takes an exact exp2, of any float (fragmented_array.py:1790-1860)
    approx_math={"math.exp2": (("f32",), True), "math.log": (("f32",), True),
                 **{op: (("f32",), False) for op in ("math.sin", "math.cos", "math.tanh", "math.rsqrt")}},
    # Pure in jaxlib 0.11.2 and 0.12.0.1, not in 0.10.2: what each release's own canonicalize,cse does with two
    # equal ones (tests/filecheck/passes/canonicalize/side_effects_*.mlir; the .td is not in the wheels)
    side_effecting_ops=(WithTransformsOp, LayoutCastOp, TmemLayoutCastOp, SliceTmemOp),
)
