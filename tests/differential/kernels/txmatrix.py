"""A 16-bit value moved between registers (WGMMA layout; TCGEN05's on Blackwell) and a transposed tiled + swizzled
SMEM ref, which jax 0.11.2 and later lower with ``ldmatrix`` / ``stmatrix`` ``.trans`` (``nvvm.ldmatrix`` /
``nvvm.stmatrix`` ``layout = <col>``: FragmentedArray.transfer_tiled, fragmented_array.py:4688-4752 in the 0.12.0.1
wheel) and mgpu element by element (mgpu/passes/lowering/vector.py ``by_element``); and an 8-bit value loaded
through a transposed ref on arch 10.0, which jax lowers with ``ldmatrix .m16n16 .trans .b8`` (``shape = <m = 16,
n = 16>, element_type = <b8>``, fragmented_array.py:4715-4742). Captured by tests/differential/capture_release.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

F16 = jnp.float16


def _through_transposed_refs(layout, shape, transforms):
    """x (shape) f16 read through x_smem.T in ``layout`` (ldmatrix .trans), then o0 = 2 x.T stored as it is
    (stmatrix) and o1 = x + 1 stored through o1_smem.T (stmatrix .trans): the load and the transposed store each
    checked on their own output."""
    def body(x_gmem, o0_gmem, o1_gmem, x_smem, o0_smem, o1_smem, barrier):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, barrier)
        plgpu.barrier_wait(barrier)
        y = plgpu.load(plgpu.transpose_ref(x_smem, (1, 0)), layout=layout)
        o0_smem[...] = y * 2
        plgpu.transpose_ref(o1_smem, (1, 0))[...] = y + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o0_smem, o0_gmem)
        plgpu.copy_smem_to_gmem(o1_smem, o1_gmem)
        plgpu.wait_smem_to_gmem(0)

    return body, [plgpu.SMEM(shape, F16, transforms=transforms), plgpu.SMEM(shape[::-1], F16, transforms=transforms),
                  plgpu.SMEM(shape, F16, transforms=transforms), plgpu.Barrier()]


def _kernel(semantics, layout, shape, swizzle):
    transforms = (plgpu.TilingTransform((8, swizzle // 2)), plgpu.SwizzleTransform(swizzle))
    body, scratch = _through_transposed_refs(layout, shape, transforms)
    return plgpu.kernel(body, out_type=(jax.ShapeDtypeStruct(shape[::-1], F16), jax.ShapeDtypeStruct(shape, F16)),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics), scratch_types=scratch)


def transposed_f16(semantics=plgpu.LoweringSemantics.Warpgroup):
    """x (128, 64): a (64, 128) value in WGMMA, through 128-byte-swizzled refs."""
    return _kernel(semantics, plgpu.Layout.WGMMA, (128, 64), 128)


def transposed_tcgen05_f16(semantics=plgpu.LoweringSemantics.Warpgroup):
    """x (64, 128): a (128, 64) value in TCGEN05 (arch 10.0), through 64-byte-swizzled refs."""
    return _kernel(semantics, plgpu.Layout.TCGEN05, (64, 128), 64)


def ref_transposed(x):
    return x.T * np.float16(2), x + np.float16(1)


def _transposed_load_8bit(dtype, shape, swizzle, semantics, out_swizzle=None):
    """o = x.T: x (shape) read through x_smem.T in WGMMA_8BIT, an ``ldmatrix .m16n16 .trans .b8`` per 16x16 tile pair,
    and stored as it is: to GMEM, or with ``out_swizzle`` to a swizzled SMEM ref copied out by TMA (jax 0.12 plans a
    store of whole rows of more than 16 bytes to GMEM in whole 32-byte sectors, which this layout's are not).

    Lane semantics: jax's Warpgroup layout inference of the transposed load asks the arch where no module is ("Cannot
    retrieve the architecture", transfer_tiled at fragmented_array.py:4723 from constraints.py:699 in the 0.12.0.1
    wheel). No transposed 8-bit store: jax's store_tiled asks for an ``stmatrix`` of shape m16n16
    (fragmented_array.py:4442-4453), which MLIR's verifier rejects (16x8 only)."""
    def body(x_gmem, o_gmem, x_smem, barrier, *o_smem):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, barrier)
        plgpu.barrier_wait(barrier)
        y = plgpu.load(plgpu.transpose_ref(x_smem, (1, 0)), layout=plgpu.Layout.WGMMA_8BIT)
        if not o_smem:
            o_gmem[...] = y
            return
        o_smem[0][...] = y
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem[0], o_gmem)
        plgpu.wait_smem_to_gmem(0)

    def swizzled(s):
        return (plgpu.TilingTransform((8, s)), plgpu.SwizzleTransform(s))

    scratch = [plgpu.SMEM(shape, dtype, transforms=swizzled(swizzle)), plgpu.Barrier()]
    if out_swizzle:
        scratch.append(plgpu.SMEM(shape[::-1], dtype, transforms=swizzled(out_swizzle)))
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(shape[::-1], dtype),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics), scratch_types=scratch)


def transposed_i8(semantics=plgpu.LoweringSemantics.Lane):
    """x i8 (16, 192), 64-byte swizzled: each warp's 16x64 strip of the (192, 16) value in one ``.x2`` (two 16x16
    matrices) and one ``.x1``."""
    return _transposed_load_8bit(jnp.int8, (16, 192), 64, semantics)


def transposed_f8(semantics=plgpu.LoweringSemantics.Lane):
    """x float8_e4m3fn (128, 64), 64-byte swizzled: a (64, 128) value, four ``.x2`` per warp, stored through a
    128-byte-swizzled ref."""
    return _transposed_load_8bit(jnp.float8_e4m3fn, (128, 64), 64, semantics, out_swizzle=128)


def ref_transpose(x):
    return x.T
