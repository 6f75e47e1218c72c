"""The corpus kernels (tests/corpus/kernels.json) written for jax 0.12's Pallas Mosaic GPU API (plgpu.kernel: from
jax 0.11 on, pallas_call does not lower for Mosaic GPU), with their numpy references; capture.sh captures them."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

LANE = plgpu.LoweringSemantics.Lane


def _params(semantics, **kw):
    return plgpu.CompilerParams(lowering_semantics=semantics, **kw)


def _swz(tile, swizzle):
    return (plgpu.TilingTransform(tile), plgpu.SwizzleTransform(swizzle))


def make_pallas_add_one(semantics=LANE):
    def body(x_gmem, o_gmem, x_smem, o_smem, bar):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, bar)
        plgpu.barrier_wait(bar)
        o_smem[...] = x_smem[...] + 1.0
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    s = jax.ShapeDtypeStruct((128, 128), jnp.float32)
    return plgpu.kernel(body, out_type=s, compiler_params=_params(semantics),
                        scratch_types=[plgpu.SMEM((128, 128), jnp.float32), plgpu.SMEM((128, 128), jnp.float32),
                                       plgpu.Barrier()])


def make_pallas_tma_roundtrip_swizzled(semantics=LANE):
    def body(x_gmem, o_gmem, smem, bar):
        plgpu.copy_gmem_to_smem(x_gmem, smem, bar)
        plgpu.barrier_wait(bar)
        smem[...] = smem[...] * 2
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    s = jax.ShapeDtypeStruct((64, 128), jnp.float16)
    return plgpu.kernel(body, out_type=s, compiler_params=_params(semantics),
                        scratch_types=[plgpu.SMEM((64, 128), jnp.float16, transforms=_swz((8, 64), 128)),
                                       plgpu.Barrier()])


def make_pallas_barrier_arrive_wait(semantics=LANE):
    def body(x_gmem, o_gmem, smem, bar):
        del x_gmem
        wg = lax.axis_index("wg")

        @pl.when(wg == 0)
        def _():
            smem[...] = jnp.full((128, 128), 3.0, jnp.float32)
            plgpu.commit_smem()
            plgpu.barrier_arrive(bar)

        @pl.when(wg == 1)
        def _():
            plgpu.barrier_wait(bar)
            plgpu.copy_smem_to_gmem(smem, o_gmem)
            plgpu.wait_smem_to_gmem(0)
    s = jax.ShapeDtypeStruct((128, 128), jnp.float32)
    return plgpu.kernel(body, out_type=s, compiler_params=_params(semantics), num_threads=2, thread_name="wg",
                        scratch_types=[plgpu.SMEM((128, 128), jnp.float32), plgpu.Barrier()])


def make_pallas_async_store_smem(semantics=LANE):
    def body(x_gmem, o_gmem, x_smem, dst_smem, bar_in, bar):
        c = lax.axis_index("c")
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, bar_in)
        plgpu.barrier_wait(bar_in)
        plgpu.async_store_smem(x_smem[...], dst_smem, bar, cluster_idx=1 - c, cluster_dim="c")
        plgpu.barrier_wait(bar)
        plgpu.copy_smem_to_gmem(dst_smem, o_gmem.at[c])
        plgpu.wait_smem_to_gmem(0)
    t = _swz((8, 64), 128)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((2, 64, 128), jnp.float16),
                        compiler_params=_params(semantics), grid=(2,), grid_names=("g",), cluster=(2,),
                        cluster_names=("c",),
                        scratch_types=[plgpu.SMEM((64, 128), jnp.float16, transforms=t),
                                       plgpu.SMEM((64, 128), jnp.float16, transforms=t),
                                       plgpu.Barrier(), plgpu.Barrier()])


def make_pallas_async_store_smem_atomic(semantics=LANE):
    def body(x_gmem, o_gmem, x_smem, dst_smem, bar_in, bar):
        c = lax.axis_index("c")
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, bar_in)
        plgpu.barrier_wait(bar_in)
        plgpu.copy_gmem_to_smem(x_gmem, dst_smem, bar_in)
        plgpu.barrier_wait(bar_in)
        plgpu.async_store_smem(x_smem[...], dst_smem, bar, cluster_idx=c, cluster_dim="c", atomic="add")
        plgpu.barrier_wait(bar)
        plgpu.copy_smem_to_gmem(dst_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    t = _swz((8, 32), 128)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((64, 128), jnp.int32),
                        compiler_params=_params(semantics), grid=(2,), grid_names=("g",), cluster=(2,),
                        cluster_names=("c",),
                        scratch_types=[plgpu.SMEM((64, 128), jnp.int32, transforms=t),
                                       plgpu.SMEM((64, 128), jnp.int32, transforms=t),
                                       plgpu.Barrier(), plgpu.Barrier()])


def make_pallas_blocked_grid(semantics=LANE):
    def body(x_gmem, y_gmem, o_gmem, x_smem, y_smem, o_smem, bar):
        i, j = lax.axis_index("i"), lax.axis_index("j")
        at = (pl.ds(i * 128, 128), pl.ds(j * 64, 64))
        plgpu.copy_gmem_to_smem(x_gmem.at[at], x_smem, bar)
        plgpu.barrier_wait(bar)
        plgpu.copy_gmem_to_smem(y_gmem.at[at], y_smem, bar)
        plgpu.barrier_wait(bar)
        o_smem[...] = x_smem[...] * y_smem[...]
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem.at[at])
        plgpu.wait_smem_to_gmem(0)
    b = plgpu.SMEM((128, 64), jnp.float16)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((256, 256), jnp.float16),
                        compiler_params=_params(semantics), grid=(2, 4), grid_names=("i", "j"),
                        scratch_types=[b, b, b, plgpu.Barrier()])


def make_pallas_tmem_roundtrip(semantics=LANE):
    def body(x_gmem, o_gmem, smem, tmem, bar):
        plgpu.copy_gmem_to_smem(x_gmem, smem, bar)
        plgpu.barrier_wait(bar)
        # (Lane semantics needs the TMEM layout said: jax 0.12 refuses to store the default one to TMEM)
        value = plgpu.load(smem, layout=plgpu.Layout.TCGEN05) if semantics == LANE else smem[...]
        plgpu.async_store_tmem(tmem, value)
        plgpu.commit_tmem()
        smem[...] = plgpu.async_load_tmem(tmem) + 1.0
        plgpu.wait_load_tmem()
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    s = jax.ShapeDtypeStruct((128, 128), jnp.float32)
    return plgpu.kernel(body, out_type=s, compiler_params=_params(semantics),
                        scratch_types=[plgpu.SMEM((128, 128), jnp.float32, transforms=_swz((8, 32), 128)),
                                       plgpu.TMEM((128, 128), jnp.float32), plgpu.Barrier()])


def make_pallas_wgmma(semantics=LANE):
    def body(a_gmem, b_gmem, o_gmem, a_smem, b_smem, o_smem, bar):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, bar)
        plgpu.copy_gmem_to_smem(b_gmem, b_smem, bar)
        plgpu.barrier_wait(bar)

        def scoped(acc_ref):
            plgpu.wgmma(acc_ref, a_smem, b_smem)
            plgpu.wgmma_wait(0)
            return acc_ref[...]
        acc = pl.run_scoped(scoped, plgpu.ACC((64, 128), jnp.float32))
        o_smem[...] = acc.astype(jnp.float16)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    t = _swz((8, 64), 128)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((64, 128), jnp.float16),
                        compiler_params=_params(semantics),
                        scratch_types=[plgpu.SMEM((64, 64), jnp.float16, transforms=t),
                                       plgpu.SMEM((64, 128), jnp.float16, transforms=t),
                                       plgpu.SMEM((64, 128), jnp.float16, transforms=t),
                                       plgpu.Barrier(num_arrivals=2)])


def make_pallas_tcgen05_mma(semantics=LANE):
    def body(a_gmem, b_gmem, o_gmem, a_smem, b_smem, o_smem, acc, bar, mma_bar):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, bar)
        plgpu.barrier_wait(bar)
        plgpu.copy_gmem_to_smem(b_gmem, b_smem, bar)
        plgpu.barrier_wait(bar)
        plgpu.tcgen05_mma(acc, a_smem, b_smem, mma_bar, accumulate=False)
        plgpu.barrier_wait(mma_bar)
        o_smem[...] = plgpu.async_load_tmem(acc).astype(jnp.float16)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    t = _swz((8, 64), 128)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.float16),
                        compiler_params=_params(semantics),
                        scratch_types=[plgpu.SMEM((128, 64), jnp.float16, transforms=t),
                                       plgpu.SMEM((64, 128), jnp.float16, transforms=t),
                                       plgpu.SMEM((128, 128), jnp.float16, transforms=t),
                                       plgpu.TMEM((128, 128), jnp.float32),
                                       plgpu.Barrier(), plgpu.Barrier(orders_tensor_core=True)])


# numpy references
def ref_add_one(x):
    return x + np.float32(1)


def ref_double_f16(x):
    return (x * np.float16(2)).astype(np.float16)


def ref_threes(x):
    return np.full_like(x, 3.0)


def ref_two_copies(x):
    return np.stack([x, x])


def ref_atomic(x):
    return x + x


def ref_mul(x, y):
    return (x * y).astype(np.float16)


def ref_matmul(a, b):
    return (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)
