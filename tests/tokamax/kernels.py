"""tokamax's Mosaic GPU entry points as mgpu-capture targets: one factory each (jax and tokamax imported),
the kernel function tokamax's op dispatches to, called at a small configuration where every pipeline slot
wraps (4 or more steps through 2 stages) and, for persistent kernels, every SM loops (mgpu-capture
--sm-count 2). The references and inputs are numpy only (references.py, imported here because
mgpu-capture takes a reference from the capture file).

One file for every tokamax release of releases.py: where a release names a kernel otherwise, `_first`
says which names are tried; an entry point a release lacks is not in its list (entry_points.py).
"""

import functools

import jax.numpy as jnp
import qwix
from tokamax._src.ops.attention import pallas_mosaic_gpu_kernel_sm90 as attention_sm90
from tokamax._src.ops.attention import pallas_mosaic_gpu_kernel_sm100 as attention_sm100
from tokamax._src.ops.attention import pallas_mosaic_gpu_vjp_kernel_sm90 as attention_vjp_sm90
from tokamax._src.ops.attention import pallas_mosaic_gpu_vjp_kernel_sm100 as attention_vjp_sm100
from tokamax._src.ops.gated_linear_unit import pallas_mosaic_gpu_common as glu_common
from tokamax._src.ops.gated_linear_unit import pallas_mosaic_gpu_kernel_sm90 as glu_kernel_sm90
from tokamax._src.ops.gated_linear_unit import pallas_mosaic_gpu_kernel_sm100 as glu_kernel_sm100
from tokamax._src.ops.ragged_dot import pallas_mosaic_gpu_common as ragged_common

from references import (attention, attention_vjp, glu, ragged_contracting, ragged_dot,  # noqa: F401
                        ragged_quant_both, ragged_quant_both_fp8, ragged_quant_rhs)


BF16 = jnp.dtype(jnp.bfloat16)  # (tokamax's type checks want a numpy dtype)


# tokamax's sm100 fp8 ragged dot sizes its pipeline by the device's shared memory, read from the compute
# capability of a GPU device (pallas_mosaic_gpu_common.get_smem_capacity), which a CPU device has not: the
# B200's, from tokamax's own table.
ragged_common.get_smem_capacity = lambda: ragged_common.SMEM_CAPACITY_MAP["sm_100"]


def _first(module, *names):
    """The first of `names` that `module` defines (tokamax renamed some kernels between releases)."""
    return next(getattr(module, n) for n in names if hasattr(module, n))


def _ragged_module(name):
    import importlib

    return importlib.import_module(f"tokamax._src.ops.ragged_dot.pallas_mosaic_gpu_kernel_{name}")


# ---- attention ----------------------------------------------------------------------------------------

def _attention_forward(module, config):
    def f(q, k, v):
        out, _ = module.flash_attention_kernel(
            q, k, v, None, None, None, None, is_causal=False, logits_soft_cap=None,
            logits_scale=1 / q.shape[-1] ** 0.5, out_dtype=q.dtype, normalize_output=True,
            return_residuals=False, use_stable_softmax=True, rescale_threshold=1.0, config=config)
        return out
    return f


def attention_fwd_sm90():
    """2 q tiles of 2 x 64 rows (two compute warpgroups), 8 kv steps of 64 through 2 stages."""
    return _attention_forward(attention_sm90, attention_sm90.Config(block_q=64, block_kv=64, num_stages=2))


def attention_fwd_sm100():
    """2-CTA (collective) MMA, 128 q rows a CTA, 4 kv steps of 128 through 2 stages."""
    return _attention_forward(attention_sm100, attention_sm100.Config(block_q=256, block_kv=128, num_stages=2,
                                                                       collective=True))


def _attention_backward(module, config, **extra):
    def f(q, k, v, dout, m, lsum, out):
        dq, dk, dv, _ = module.flash_attention_vjp_kernel(
            q, k, v, (m, lsum), out, dout, None, None, None, None, logits_scale=1 / q.shape[-1] ** 0.5,
            logits_soft_cap=None, is_causal=False, ds_dtype=None, config=config, **extra)
        return dq, dk, dv
    return f


def attention_bwd_sm90():
    """The dq and the dk/dv kernels: 2 compute warpgroups of 64 rows, 4 steps of 64 through 2 stages."""
    return _attention_backward(attention_vjp_sm90, attention_vjp_sm90.Config(
        block_q_dkv=64, block_kv_dkv=64, block_q_dq=64, block_kv_dq=64, num_stages=2, compute_wgs=2))


def attention_bwd_sm100():
    """Blocks of 128 (tokamax 0.0.12 takes no other), 4 steps through 2 stages; its kernels run inside
    pl.run_state (tokamax 0.0.12; 0.0.17 configures its dq and dk/dv kernels apart)."""
    fields = attention_vjp_sm100.Config.__dataclass_fields__
    if "block_q_dkv" in fields:
        config = attention_vjp_sm100.Config(block_q_dkv=128, block_kv_dkv=128, block_q_dq=128, block_kv_dq=128,
                                            num_stages=2)
    else:
        config = attention_vjp_sm100.Config(block_q=128, block_kv=128, num_stages=2, num_stages_dq=1)
    return _attention_backward(attention_vjp_sm100, config)


# ---- gated linear unit ----------------------------------------------------------------------------------

def _glu(module, names, config):
    kernel = _first(module, *names)
    # relu as a plain maximum: jax.nn.relu is a custom_jvp, which Pallas' resource estimation refuses
    return functools.partial(kernel, activation=lambda x: jnp.maximum(x, 0), config=config)


def glu_sm90():
    """Persistent (one CTA an SM, --sm-count 2): 4 output tiles of 128 x 128, 4 k steps of 64 through 2 stages."""
    return _glu(glu_kernel_sm90, ("gated_linear_unit", "gated_linear_unit_sm90"), glu_common.Config(
        tile_m=128, tile_n=128, tile_k=64, num_stages=2, epi_tile_m=64, epi_tile_n=64))


def glu_sm100():
    """4 output tiles of 128 x 128, 8 k steps of 64 through 2 stages."""
    return _glu(glu_kernel_sm100, ("gated_linear_unit", "gated_linear_unit_sm100"), glu_common.Config(
        tile_m=128, tile_n=128, tile_k=64, num_stages=2, epi_tile_m=64, epi_tile_n=64))


# ---- ragged dot -------------------------------------------------------------------------------------------

def _config(**kw):
    kw.setdefault("split_k", 1)
    kw.setdefault("num_stages", 2)
    return ragged_common.Config(**kw)


def _ragged(kernel_name, module, config):
    kernel = getattr(_ragged_module(module), kernel_name)
    return lambda lhs, rhs, group_sizes: kernel(lhs, rhs, group_sizes, BF16, config)


def _ragged_quant_rhs(kernel_name, module, config):
    kernel = getattr(_ragged_module(module), kernel_name)

    def f(lhs, q, scale, group_sizes):
        rhs = qwix.QArray(qvalue=q, scale=scale, qtype=q.dtype)
        return kernel(lhs, rhs, group_sizes, BF16, config)
    return f


def _ragged_quant_both(kernel_name, module, config):
    kernel = getattr(_ragged_module(module), kernel_name)

    def f(lq, lscale, q, scale, group_sizes):
        lhs = qwix.QArray(qvalue=lq, scale=lscale, qtype=lq.dtype)
        rhs = qwix.QArray(qvalue=q, scale=scale, qtype=q.dtype)
        return kernel(lhs, rhs, group_sizes, BF16, config)
    return f


SM90 = dict(block_m=64, block_n=64, block_k=128, persistent=False)  # 4 k steps of 128 through 2 stages


def ragged_dot_sm90():
    return _ragged("ragged_dot_kernel", "sm90", _config(**SM90))


def ragged_dot_sm90_persistent():
    """One CTA an SM (--sm-count 2), each looping over its output tiles."""
    return _ragged("ragged_dot_kernel", "sm90", _config(**{**SM90, "persistent": True}))


def ragged_contracting_dim_dot_sm90():
    return _ragged("ragged_contracting_dim_dot_kernel", "sm90", _config(block_m=64, block_n=64, block_k=64,
                                                                          persistent=False))


def ragged_dot_sm90_quant():
    return _ragged_quant_rhs("ragged_dot_quantized_kernel", "sm90_quant",
                             _config(**SM90, warp_specialized=False))


def ragged_dot_sm90_quant_ws():
    return _ragged_quant_rhs("ragged_dot_quantized_ws_kernel", "sm90_quant_ws",
                             _config(**SM90, warp_specialized=True))


def ragged_dot_sm90_quant_ws_async_store():
    return _ragged_quant_rhs("ragged_dot_quantized_ws_async_store_kernel", "sm90_quant_ws_async_store",
                             _config(**SM90, warp_specialized=True, async_store=True))


SM100 = dict(block_m=64, block_n=128, block_k=128, persistent=False, warp_specialized=True,
             grid_minor_dim=ragged_common.MatmulDimension.M)


def ragged_dot_sm100():
    return _ragged("ragged_dot_gpu_non_quant_blackwell_kernel", "sm100", _config(**SM100))


def ragged_dot_sm100_collective():
    """The 2-CTA (collective) MMA, each CTA of the pair loading half of the operands."""
    return _ragged("ragged_dot_gpu_non_quant_blackwell_kernel", "sm100", _config(**{**SM100, "collective": True}))


def _traced_with(kernel, patches):
    """``kernel`` called with each (object, attribute, value) of ``patches`` set while it runs, and the old values
    put back after: tokamax's module and jax's helpers read them when the kernel is traced, so this applies a
    fix to the kernel jax lowers and to nothing else."""
    def f(*args):
        saved = [(obj, name, getattr(obj, name)) for obj, name, _ in patches]
        for obj, name, value in patches:
            setattr(obj, name, value)
        try:
            return kernel(*args)
        finally:
            for obj, name, value in saved:
                setattr(obj, name, value)
    return f


def ragged_dot_sm100_collective_fixed():
    """The 2-CTA ragged dot with the two fixes of docs/design/tokamax_cluster_cancel_race.md, applied while the
    kernel is traced: tokamax's dynamic scheduling loop is given the cluster axis (`cluster_axes=("cluster",)`,
    as tokamax 0.0.17 passes it), and jax's loop synchronizes the warpgroup (`bar.sync`, jax's
    `warpgroup_barrier`) before the two threads of its warp 0 arrive on the cluster barrier that says the
    reply has been read, so that every warp has read it."""
    import types

    from jax._src.pallas.mosaic_gpu import helpers
    from jax.experimental.mosaic.gpu import utils as mgpu_utils
    from jax.experimental.pallas import mosaic_gpu as plgpu

    kernel = _ragged("ragged_dot_gpu_non_quant_blackwell_kernel", "sm100", _config(**{**SM100, "collective": True}))
    primitives = helpers.gpu_primitives

    def synced_arrive(barrier):
        plgpu.inline_mgpu()(lambda _: mgpu_utils.warpgroup_barrier())()
        primitives.barrier_arrive(barrier)

    return _traced_with(kernel, [
        (plgpu, "dynamic_scheduling_loop", functools.partial(plgpu.dynamic_scheduling_loop, cluster_axes=("cluster",))),
        (helpers, "gpu_primitives", types.SimpleNamespace(**{**vars(primitives), "barrier_arrive": synced_arrive})),
    ])


def ragged_dot_sm100_quant():
    return _ragged_quant_rhs("ragged_dot_gpu_quant_blackwell_kernel", "sm100_quant", _config(**SM100))


def ragged_dot_sm100_quant_post_scale():
    return _ragged_quant_rhs("ragged_dot_gpu_quant_post_scale_blackwell_kernel", "sm100_quant_post_scale",
                             _config(**{**SM100, "post_scale": True}))


def ragged_dot_sm100_i8_quant():
    return _ragged_quant_both("ragged_dot_gpu_i8_quant_blackwell_kernel", "sm100_i8_quant",
                              _config(block_m=16, block_n=128, block_k=128))


def ragged_dot_sm100_fp8_quant():
    return _ragged_quant_both("ragged_dot_gpu_fp8_quant_blackwell_kernel", "sm100_fp8_quant",
                              _config(block_m=16, block_n=128, block_k=128))


def _warps_in_their_warpgroup(module_name, factory):
    """tokamax 0.0.12's kernel with the fix of docs/design/tokamax_warp_index_deadlock.md, applied while it is
    traced: its warp roles numbered as jax numbers the warps of a WarpMesh (0 to 3, within the warpgroup), as
    tokamax 0.0.17 numbers them."""
    module = _ragged_module(module_name)
    roles = {"_MMA_WARP": 0, "_W_TMA_WARP": 1, "_X_TMA_WARP": 2, "_SCALE_TMA_WARP": 3}
    return _traced_with(factory(), [(module, name, warp) for name, warp in roles.items()])


def ragged_dot_sm100_i8_quant_fixed():
    return _warps_in_their_warpgroup("sm100_i8_quant", ragged_dot_sm100_i8_quant)


def ragged_dot_sm100_fp8_quant_fixed():
    return _warps_in_their_warpgroup("sm100_fp8_quant", ragged_dot_sm100_fp8_quant)


def ragged_dot_sm100_i8_quant_tmem_fenced():
    """tokamax 0.0.17's int8 ragged dot with the fix of docs/design/tokamax_tmem_handback_race.md, applied while
    it is traced: every plain barrier its module makes orders the tensor core (``orders_tensor_core=True``,
    which tokamax gives the barrier that hands TMEM back in its sibling kernels), so a warpgroup fences its
    tcgen05.ld before it arrives and the MMA warp fences its tcgen05.mma after it waits. (A fence more orders
    more and changes no value; with jax 0.10.2 the flag also changes how some barriers are arrived on, so this
    fix is 0.0.17's only.)"""
    import types

    module = _ragged_module("sm100_i8_quant")
    plgpu = module.plgpu

    def barrier(*args, orders_tensor_core=True, **kwargs):
        return plgpu.Barrier(*args, orders_tensor_core=orders_tensor_core, **kwargs)

    return _traced_with(ragged_dot_sm100_i8_quant(),
                        [(module, "plgpu", types.SimpleNamespace(**{**vars(plgpu), "Barrier": barrier}))])
