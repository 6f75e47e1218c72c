#!/bin/sh
# Regenerates tests/differential/captured/jax-VERSION/ from the kernels in tests/differential/kernels/ that need jax
# 0.11.2 or later (plgpu.kernel; ldmatrix / stmatrix), with the jax of PY (Warpgroup semantics, the 8-bit ones Lane;
# pretty forms only; see docs/mgpu-capture.md). Run from the repository root once per release:
#   PY=.venv-jax012/bin/python tests/differential/capture_release.sh
#   PY=.venv-jax0112/bin/python tests/differential/capture_release.sh
set -eu
PY=${PY:-.venv-jax012/bin/python}
K=tests/differential/kernels
VERSION=$("$PY" -c "import jax; print(jax.__version__)")
OUT=tests/differential/captured/jax-$VERSION
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# shellcheck source=capture_function.sh
. tests/differential/capture_function.sh

# Small integers, exact in both FP8 types: every product and sum exact, so jax's payload equals numpy bit for bit
"$PY" -c "
import ml_dtypes, numpy as np
r = np.random.default_rng(0)
np.save('$TMP/e4m3_64x64.npy', r.integers(-8, 8, (64, 64)).astype(ml_dtypes.float8_e4m3fn))
np.save('$TMP/e5m2_32x64.npy', r.integers(-8, 8, (32, 64)).astype(ml_dtypes.float8_e5m2))
"

capture txmatrix.py:transposed_f16 ref_transposed 'f16[128,64]'
capture contiguous_copy.py:undefined_oob_i8 reference 'i8[512]'
capture wgmma_types.py:mixed_fp8 ref_matmul_rhs_t "f8e4m3fn:$TMP/e4m3_64x64.npy" "f8e5m2:$TMP/e5m2_32x64.npy"
ARCH="--arch 10.0" capture txmatrix.py:transposed_tcgen05_f16 ref_transposed 'f16[64,128]'
# jax lowers a transposed 8-bit load (ldmatrix .m16n16 .trans .b8) in Lane semantics only (txmatrix.py says why)
SEMANTICS=lane ARCH="--arch 10.0" capture txmatrix.py:transposed_i8 ref_transpose 'i8[16,192]'
SEMANTICS=lane ARCH="--arch 10.0" capture txmatrix.py:transposed_f8 ref_transpose 'f8e4m3fn[128,64]'

# What the differential test needs: both Warpgroup stages (the Lane payload of a Lane capture), the inputs and
# numpy's outputs.
cp "$TMP"/raw/*.wg.wg_dialect.mlir "$TMP"/raw/*.wg.payload.mlir "$TMP"/raw/*.lane.payload.mlir "$TMP"/raw/*.npy "$OUT"/
