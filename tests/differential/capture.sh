#!/bin/sh
# Regenerates tests/differential/captured/ from the capture files in tests/differential/kernels/
# with jax 0.10.2 (Warpgroup semantics; pretty forms only; see docs/mgpu-capture.md). Run from the
# repository root: PY=/path/to/jax/python tests/differential/capture.sh
set -eu
PY=${PY:-/work/venv-jax/bin/python}
K=tests/differential/kernels
OUT=tests/differential/captured
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
# test_swizzled_dimension_dynamic_slice reads its slice index (1) from GMEM, test_tmem_batch_dimension_indexing
# its two (1, 2).
"$PY" -c "import numpy as np; np.save('$TMP/one.npy', np.array(1, np.int32)); np.save('$TMP/two.npy', np.array(2, np.int32))"
# Small integers for the tf32 and f16-accumulator wgmmas and the f16 mma.sync: every product and sum exact, whatever the
# tensor core rounds (docs/design/numerics.md, "wgmma"), so jax's payload equals numpy bit for bit.
"$PY" -c "
import numpy as np
r = np.random.default_rng(0)
for name, shape, dt in (('f32_64x32', (64, 32), np.float32), ('f32_32x32', (32, 32), np.float32),
                        ('f16_64x64_a', (64, 64), np.float16), ('f16_64x64_b', (64, 64), np.float16),
                        ('f16_64x64_c', (64, 64), np.float16), ('f16_128x32', (128, 32), np.float16),
                        ('f16_16x32', (16, 32), np.float16), ('f32_128x16', (128, 16), np.float32)):
    np.save('$TMP/' + name + '.npy', r.integers(-4, 4, shape).astype(dt))
"

# shellcheck source=capture_function.sh
. tests/differential/capture_function.sh

capture sliced_smem.py:slicing ref_slicing 'f16[128,128]'
capture sliced_smem.py:tile_slicing ref_tile_slicing 'i16[256,128]'
capture sliced_smem.py:multiple_indexers ref_multiple_indexers 'i32[128,256]'
capture sliced_smem.py:dynamic_swizzled_slice ref_dynamic_swizzled_slice 'i32[64,64]' "$TMP/one.npy"
capture sliced_smem.py:indexing_before_transpose ref_indexing_before_transpose 'f32[2,32,128]'
capture wgmma_slices.py:dynamic_b_columns ref_dynamic_b_columns 'f16[64,128]' 'f16[128,128]'
capture wgmma_slices.py:sliced_ref ref_sliced_ref 'f16[2,64,128]' 'f16[2,128,64]'
capture wgmma_slices.py:sliced_acc_flip ref_sliced_acc_flip 'f16[64,128]' 'f16[128,128]'
capture wgmma_slices.py:registers_a ref_registers_a 'f16[64,128]' 'f16[128,64]'
capture iota.py:iota_f16 reference
# pl.debug_print in the WGMMA layout; its Lane payload too (tests/passes/test_lower_debug_print.py)
capture debug_print.py:debug_print reference 'f32[64,8]'
PYTHONPATH=$PWD "$PY" -m mgpu.tools.mgpu_capture "$K/debug_print.py:debug_print" --arg 'f32[64,8]' --semantics lane \
  --reference reference --no-generic -o "$TMP/lane" > /dev/null
cp "$TMP/lane/debug_print.lane.payload.mlir" "$OUT"/
capture relayouts.py:transpose_f16 ref_transpose_f16 'f16[64,128]'
capture relayouts.py:transposed_f32 ref_transposed_f32 'f32[128,64]'
capture control_flow.py:carried_wgmma ref_carried_wgmma 'f32[128,64]'
capture hopper_matmul.py:matmul_wg_n reference 'f16[64,128]' 'f16[128,128]'
capture hopper_matmul.py:matmul_wg_m reference 'f16[128,128]' 'f16[128,64]'
capture wgmma_types.py:acc_rows_128 ref_matmul 'f16[128,64]' 'f16[64,64]'
capture wgmma_types.py:acc_rows_128_lhs_t ref_matmul_lhs_t 'f16[64,128]' 'f16[64,64]'
capture wgmma_types.py:registers_a_rows_128 ref_matmul 'f16[128,64]' 'f16[64,64]'
capture wgmma_types.py:s8_operands ref_matmul_rhs_t 'i8[64,128]' 'i8[32,128]'
capture wgmma_types.py:tf32_operands ref_matmul_rhs_t "$TMP/f32_64x32.npy" "$TMP/f32_32x32.npy"
capture wgmma_types.py:e4m3_registers ref_matmul_rhs_t 'f8e4m3fn[64,64]' 'f8e4m3fn[32,64]'
capture wgmma_types.py:f16_accumulator ref_f16_accumulator "$TMP/f16_64x64_a.npy" "$TMP/f16_64x64_b.npy" \
  "$TMP/f16_64x64_c.npy"
capture mma_sync.py:mma_f16 reference "$TMP/f16_128x32.npy" "$TMP/f16_16x32.npy" "$TMP/f32_128x16.npy"
capture mma_sync.py:mma_s8 reference 'i8[64,64]' 'i8[16,64]' 'i32[64,16]'
ARCH="--arch 10.0" capture tmem_slices.py:column_slicing reference 'f32[128,128]'
ARCH="--arch 10.0" capture tc_barrier.py:arrive_wait_on_tc_barrier reference
# tcgen05.mma with A in TMEM (packed f16), from the ported jax suite (test_simple_matmul, lhs_tmem)
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:simple_matmul_m128_n128_s128_f16_lhs_tmem \
  reference_simple_matmul_m128_n128_s128_f16_lhs_tmem 'f16[128,128]' 'f16[128,128]'
# warp_map bodies in warp semantics and inline_mgpu's custom_primitive, from the ported jax suite
P=../../jax_suite/ported
capture $P/warp_primitives.py:copy_from_different_warps reference_copy_from_different_warps 'f32[64,32]'
capture $P/tcgen05.py:barrier_arrive_warp_mesh reference_barrier_arrive_warp_mesh
ARCH="--arch 10.0" capture $P/tcgen05.py:barrier_arrive_warp_mesh_tc reference_barrier_arrive_warp_mesh
capture $P/inline_mgpu.py:squeeze_to_scalar reference_forty_two
capture $P/inline_mgpu.py:inline_mgpu_scalar_args reference_forty_two
capture inline_mgpu_tiled.py:inline_mgpu_tiled reference 'i16[2,128,128]'
# plgpu.atomic_add on SMEM from the WGMMA layout (red.shared::cta per f32), from the ported jax suite
capture ../../jax_suite/ported/cluster.py:atomic_add_f32_wgmma reference_atomic_add_f32_wgmma 'f32[256,64]'

# Layouts (tests/jax_suite/ported): an expanded SMEM ref, a one-element splat stored, a 1-D tiled TMA of a slice, a TMA into a
# transposed 1-D-tiled ref, vector_load / vector_store through a transposed tiled ref.
capture ../../jax_suite/ported/reshapes.py:reshape reference_reshape 'f32[128]'
capture ../../jax_suite/ported/reshapes.py:reshape_splat reference_reshape_splat
capture ../../jax_suite/ported/aliasing_and_loops.py:smem_aliasing_works_basic \
  reference_smem_aliasing_works_basic 'f32[2,256]'
capture ../../jax_suite/ported/transforms.py:smem_gmem_transposed_copies_tiled reference_identity 'f32[2,2,64]'
capture ../../jax_suite/ported/wgmma.py:load_store_wgmma_transposed reference_load_store_wgmma_transposed 'f32[8,64]'
# tcgen05.mma with a transposed (M-major) A / a transposed (K-major) B, with M = 64 (two lane groups),
# and of i8 with A in TMEM (packed four a column; its store is the TMEM-native 32x32b transfer)
for case in simple_matmul_m128_n128_s128_f16_tl simple_matmul_m128_n128_s128_f16_tr; do
  ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:$case reference_$case 'f16[128,128]' 'f16[128,128]'
done
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:simple_matmul_m64_n256_s64_bf16 \
  reference_simple_matmul_m64_n256_s64_bf16 'bf16[64,128]' 'bf16[128,256]'
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:integer_matmul_s8_lhs_tmem \
  reference_integer_matmul_s8_lhs_tmem 'i8[128,128]' 'i8[128,128]'
# collective (cta_group::2) tcgen05.mma over a cluster of 2: M = 256 (Layout A) and M = 128 (Layout B)
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:simple_collective_matmul_256x256x256_s128_f16 \
  reference_matmul 'f16[256,256]' 'f16[256,256]'
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:simple_collective_matmul_128x64x128_s32_bf16 \
  reference_matmul 'bf16[128,128]' 'bf16[128,64]'
# async_store_smem_to_tmem (tcgen05.cp) from a tiled ref without and with a swizzle
for case in async_copy_smem_to_tmem_tiled async_copy_smem_to_tmem_swizzled; do
  ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:$case reference_identity 'f16[128,128]'
done
# a CTA's 64 rows of a pair's M = 128 through registers (the M = 64 collective layouts)
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:tmem_store_load_collective reference_plus_one 'f32[64,160]'
# a dynamic column slice of a TMEM ref in a warp-replicated layout (f8, four a column)
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:tmem_batch_dimension_indexing \
  reference_tmem_batch_dimension_indexing 'f8e5m2[2,3,128,4]' "$TMP/one.npy" "$TMP/two.npy"

# a partitioned leader-tracked collective async_load (each CTA of the pair its half of the rows, on the
# leader's barrier), with a squeezed leading index, in a warp_map
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:copy_gmem_to_smem_partitioned_warp_squeezed \
  reference_copy_gmem_to_smem_partitioned 'f32[1,128,128]' 'f32[128,128]'

# TMA gather / scatter of rows (tile::gather4 / scatter4): tiled + swizzled, one warp a register of
# indices (TMA_INDICES); untiled, all from the warpgroup's leader (TMA_INDICES_4); the suite's inputs
for case in copy_gmem_to_smem_gather_swizzled copy_smem_to_gmem_scatter_4; do
  PYTHONPATH=$PWD "$PY" -c "
import sys, numpy as np; sys.path.insert(0, 'tests/jax_suite/ported'); import gather_scatter as g
for i, x in enumerate(getattr(g, 'inputs_$case')()): np.save('$TMP/$case.in%d.npy' % i, x)"
  ARCH="--arch 10.0" capture $P/gather_scatter.py:$case reference_$case "$TMP/$case.in0.npy" "$TMP/$case.in1.npy"
done
# a TMA gather of int4 rows (sub-byte SMEM offsets: elements * bits / 8 bytes), on drawn inputs
"$PY" -c "
import ml_dtypes, numpy as np
np.save('$TMP/i4_16x512.npy', np.random.default_rng(7).integers(-8, 8, (16, 512)).astype(ml_dtypes.int4))
np.save('$TMP/rows8.npy', np.array([9, 2, 15, 0, 7, 7, 12, 4], np.uint32))"
ARCH="--arch 10.0" capture sub_byte.py:gather_i4 ref_gather_i4 "int4:$TMP/i4_16x512.npy" "$TMP/rows8.npy"
# a block-scaled matmul (async_store_scales_smem_to_tmem, kind::mxf8f6f4.block_scale), on the port's inputs
PYTHONPATH=tests/jax_suite/ported "$PY" -c "
import numpy as np, scaled_matmul as s
for i, x in enumerate(s.inputs_simple_scaled_matmul_n128_e5m2()):
    np.save('$TMP/scaled_in%d.npy' % i, x)
"
ARCH="--arch 10.0" capture ../../jax_suite/ported/scaled_matmul.py:simple_scaled_matmul_n128_e5m2 \
  reference_simple_scaled_matmul_n128_e5m2 "f8e5m2:$TMP/scaled_in0.npy" "f8e5m2:$TMP/scaled_in1.npy" \
  "float8_e8m0fnu:$TMP/scaled_in2.npy" "float8_e8m0fnu:$TMP/scaled_in3.npy"
# a block-scaled sparse matmul (kind::mxf8f6f4.block_scale with the sparse metadata), on the port's inputs
PYTHONPATH=tests/jax_suite/ported "$PY" -c "
import numpy as np, sparse as s
for i, x in enumerate(s.inputs_block_scaled_sparse_matmul_n128()):
    np.save('$TMP/scaled_sparse_in%d.npy' % i, x)
"
ARCH="--arch 10.0" capture ../../jax_suite/ported/sparse.py:block_scaled_sparse_matmul_n128 \
  reference_block_scaled_sparse_matmul_n128 "f8e5m2:$TMP/scaled_sparse_in0.npy" "f8e5m2:$TMP/scaled_sparse_in1.npy" \
  "uint2:$TMP/scaled_sparse_in2.npy" "float8_e8m0fnu:$TMP/scaled_sparse_in3.npy" \
  "float8_e8m0fnu:$TMP/scaled_sparse_in4.npy"
# the same over a CTA pair (tcgen05.mma.sp.cta_group::2...block_scale), E4M3
PYTHONPATH=$K "$PY" -c "
import numpy as np, scaled_sparse_collective as s
for i, x in enumerate(s.inputs()):
    np.save('$TMP/scaled_sparse_pair_in%d.npy' % i, x)
"
ARCH="--arch 10.0" capture scaled_sparse_collective.py:scaled_sparse_collective reference \
  "f8e4m3fn:$TMP/scaled_sparse_pair_in0.npy" "f8e4m3fn:$TMP/scaled_sparse_pair_in1.npy" \
  "uint2:$TMP/scaled_sparse_pair_in2.npy" "float8_e8m0fnu:$TMP/scaled_sparse_pair_in3.npy" \
  "float8_e8m0fnu:$TMP/scaled_sparse_pair_in4.npy"
# 4-bit (E2M1, packed two a byte) block-scaled matmuls: ue8m0 scales (kind::mxf4, the suite's case) and ue4m3
# scales (kind::mxf4nvf4, a variant of the port's)
for case in n128_e2m1:float8_e8m0fnu n128_e2m1_nvf4:float8_e4m3fn; do
  name=${case%%:*} scale=${case#*:}
  PYTHONPATH=tests/jax_suite/ported "$PY" -c "
import numpy as np, scaled_matmul as s
for i, x in enumerate(s.inputs_simple_scaled_matmul_$name()):
    np.save('$TMP/fp4_in%d.npy' % i, x)
"
  ARCH="--arch 10.0" capture ../../jax_suite/ported/scaled_matmul.py:simple_scaled_matmul_$name \
    reference_simple_scaled_matmul_$name "float4_e2m1fn:$TMP/fp4_in0.npy" "float4_e2m1fn:$TMP/fp4_in1.npy" \
    "$scale:$TMP/fp4_in2.npy" "$scale:$TMP/fp4_in3.npy"
done

# What the differential test needs: both Warpgroup stages, the inputs and numpy's outputs.
cp "$TMP"/raw/*.wg.wg_dialect.mlir "$TMP"/raw/*.wg.payload.mlir "$TMP"/raw/*.npy "$OUT"/
