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
# test_swizzled_dimension_dynamic_slice reads its slice index (1) from GMEM.
"$PY" -c "import numpy as np; np.save('$TMP/one.npy', np.array(1, np.int32))"

capture() {  # FILE:FUNCTION REFERENCE ARG...
  target=$1 ref=$2
  shift 2
  args=""
  for a in "$@"; do args="$args --arg $a"; done
  # shellcheck disable=SC2086
  PYTHONPATH=$PWD "$PY" -m mgpu.tools.mgpu_capture "$K/$target" $args --reference "$ref" \
    --no-generic ${ARCH:-} -o "$TMP/raw" > /dev/null
}

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
capture relayouts.py:transpose_f16 ref_transpose_f16 'f16[64,128]'
capture relayouts.py:transposed_f32 ref_transposed_f32 'f32[128,64]'
capture control_flow.py:carried_wgmma ref_carried_wgmma 'f32[128,64]'
capture hopper_matmul.py:matmul_wg_n reference 'f16[64,128]' 'f16[128,128]'
capture hopper_matmul.py:matmul_wg_m reference 'f16[128,128]' 'f16[128,64]'
ARCH="--arch 10.0" capture tmem_slices.py:column_slicing reference 'f32[128,128]'
ARCH="--arch 10.0" capture tc_barrier.py:arrive_wait_on_tc_barrier reference
# tcgen05.mma with A in TMEM (packed f16), from the ported jax suite (test_simple_matmul, lhs_tmem)
ARCH="--arch 10.0" capture ../../jax_suite/ported/tcgen05.py:simple_matmul_m128_n128_s128_f16_lhs_tmem \
  reference_simple_matmul_m128_n128_s128_f16_lhs_tmem 'f16[128,128]' 'f16[128,128]'

# Layouts (tests/jax_suite/ported): an expanded SMEM ref, a one-element splat stored, a 1-D tiled TMA of a slice, a TMA into a
# transposed 1-D-tiled ref, vector_load / vector_store through a transposed tiled ref.
capture ../../jax_suite/ported/reshapes.py:reshape reference_reshape 'f32[128]'
capture ../../jax_suite/ported/reshapes.py:reshape_splat reference_reshape_splat
capture ../../jax_suite/ported/aliasing_and_loops.py:smem_aliasing_works_basic \
  reference_smem_aliasing_works_basic 'f32[2,256]'
capture ../../jax_suite/ported/transforms.py:smem_gmem_transposed_copies_tiled reference_identity 'f32[2,2,64]'
capture ../../jax_suite/ported/wgmma.py:load_store_wgmma_transposed reference_load_store_wgmma_transposed 'f32[8,64]'

# What the differential test needs: both Warpgroup stages, the inputs and numpy's outputs.
cp "$TMP"/raw/*.wg.wg_dialect.mlir "$TMP"/raw/*.wg.payload.mlir "$TMP"/raw/*.npy "$OUT"/
