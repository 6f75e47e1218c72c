#!/bin/sh
# Captures jax's flagship kernels (tests/flagship/kernels.py) with jax RELEASE (0.10.2, the default,
# 0.11.2 or 0.12.0.1) into $OUT (default tests/flagship/captured, and captured/jax-RELEASE for the newer
# releases; pretty forms only; see docs/mgpu-capture.md). From the repository root:
# PY=/path/to/jax/python tests/flagship/capture.sh [RELEASE] (ONLY='NAME ...' captures only those).
# JAX_SRC=/path/to/jax (a source checkout at tag jax-v0.10.2) also captures jax 0.10.2's low-level
# examples (tests/flagship/examples.py: jax's wheel does not ship them).
set -u
RELEASE=${1:-0.10.2}
F=tests/flagship
case $RELEASE in
  0.10.2) PY=${PY:-/work/main/.venv-jax/bin/python} PACKED=$F/captured ;;
  0.11.2) PY=${PY:-/work/wt/emu012/.venv-jax0112/bin/python} PACKED=$F/captured/jax-$RELEASE SOLID=kernels.tar.xz ;;
  0.12.0.1) PY=${PY:-/work/main/.venv-jax012/bin/python} PACKED=$F/captured/jax-$RELEASE ;;
  *) echo "capture.sh: no flagship capture for jax $RELEASE (0.10.2, 0.11.2 or 0.12.0.1)" >&2; exit 2 ;;
esac
if ! found=$("$PY" -c "import jax; print(jax.__version__)"); then
  echo "capture.sh: $PY cannot import jax (PY=/path/to/jax-$RELEASE/python)" >&2; exit 2
fi
if [ "$found" != "$RELEASE" ]; then
  echo "capture.sh: $PY has jax $found, not $RELEASE (PY=/path/to/jax-$RELEASE/python)" >&2; exit 2
fi
OUT=${OUT:-$PACKED}
mkdir -p "$OUT"

run_capture() {  # FILE SEMANTICS FUNCTION REFERENCE ARCH ARG...
  file=$1 sem=$2 name=$3 ref=$4 arch=$5
  shift 5
  case " ${ONLY:-$name} " in *" $name "*) ;; *) return 0 ;; esac
  args=""
  for a in "$@"; do args="$args --arg $a"; done
  # shellcheck disable=SC2086
  PYTHONPATH=$PWD "$PY" -m mgpu.tools.mgpu_capture "$file:$name" $args --reference "$ref" \
    --semantics "$sem" --no-generic --arch "$arch" -o "$OUT" > "$OUT/$name.capture.log" 2>&1 \
    || echo "$name: capture failed"
}
capture() { run_capture "$F/kernels.py" warpgroup "$@"; }  # the Pallas kernels: Warpgroup semantics
example() { run_capture "$F/examples.py" lane "$@"; }  # as_gpu_kernel kernels: Lane semantics

capture hopper_matmul_wg_n matmul_reference 9.0 'f16[128,256]' 'f16[256,128]'
capture hopper_matmul_wg_m matmul_reference 9.0 'f16[128,256]' 'f16[256,128]'
capture hopper_matmul_c matmul_c_reference 9.0 'f16[128,256]' 'f16[256,128]' 'f16[128,128]'
capture hopper_matmul_cluster_m matmul_reference 9.0 'f16[128,256]' 'f16[256,128]'
capture hopper_mixed_type_matmul mixed_reference 9.0 'i8[128,256]' 'f16[256,128]'
capture attention_fwd attention_reference 9.0 'f16[1,128,1,64]' 'f16[1,256,1,64]' 'f16[1,256,1,64]'
capture attention_fwd_causal attention_causal_reference 9.0 'f16[1,128,1,64]' 'f16[1,256,1,64]' 'f16[1,256,1,64]'
capture attention_fwd_lse attention_lse_reference 9.0 'f16[1,128,1,64]' 'f16[1,256,1,64]' 'f16[1,256,1,64]'
capture attention_fwd_pipelined attention_reference 9.0 'f16[1,128,1,64]' 'f16[1,256,1,64]' 'f16[1,256,1,64]'
capture attention_fwd_pipelined_lse attention_lse_reference 9.0 'f16[1,128,1,64]' 'f16[1,256,1,64]' 'f16[1,256,1,64]'
capture ragged_dot ragged_reference 9.0 "$F/group_sizes.npy" 'f16[256,128]' 'f16[3,128,128]'
# (attention_bwd's q, k, v, dO and the in-between values jax's wrapper gives its backward kernels: see kernels.py)
PYTHONPATH=$PWD "$PY" -c "
import numpy as np
from tests.flagship.references import attention_bwd_inputs
for i, a in enumerate(attention_bwd_inputs()):
    np.save(f'$OUT/attention_bwd_inputs{i}.npy', a)"
inputs=""
for i in 0 1 2 3 4 5; do inputs="$inputs $OUT/attention_bwd_inputs$i.npy"; done
# shellcheck disable=SC2086
capture attention_bwd attention_bwd_reference 9.0 $inputs
# (transposed_ragged_dot's group tables, as its wrapper computes them: see kernels.py)
PYTHONPATH=$PWD "$PY" -c "
import numpy as np, sys
from tests.flagship.kernels import TRANSPOSED_RAGGED_BLOCK_K
from tests.flagship.references import transposed_ragged_tables
for i, t in enumerate(transposed_ragged_tables(np.load('$F/group_sizes.npy'), TRANSPOSED_RAGGED_BLOCK_K)):
    np.save(f'$OUT/transposed_ragged_tables{i}.npy', t)"
tables=""
for i in 0 1 2 3 4; do tables="$tables $OUT/transposed_ragged_tables$i.npy"; done
# shellcheck disable=SC2086
capture transposed_ragged_dot transposed_ragged_reference 9.0 $tables 'f16[256,64]' 'f16[256,64]'
capture blackwell_ragged_dot blackwell_ragged_reference 10.0 'f16[256,128]' 'f16[3,128,256]' "$F/group_sizes.npy"
capture blackwell_matmul matmul_reference 10.0 'f16[256,256]' 'f16[256,256]'
capture blackwell_matmul_collective matmul_reference 10.0 'f16[256,256]' 'f16[256,256]'

if [ "$RELEASE" != 0.10.2 ]; then
  echo "jax's low-level examples (tests/flagship/examples.py) are jax 0.10.2's: not captured for $RELEASE"
elif [ -n "${JAX_SRC:-}" ]; then
  export JAX_SRC
  example example_matmul matmul_f32_reference 9.0 'f16[128,256]' 'f16[256,128]'
  example example_matmul_cluster_m matmul_f32_reference 9.0 'f16[256,256]' 'f16[256,128]'
  example example_flash_attention flash_attention_reference 9.0 'f16[1,128,64]' 'f16[1,256,64]' 'f16[1,256,64]'
  example example_flash_attention_tma_wg flash_attention_reference 9.0 'f16[1,128,64]' 'f16[1,256,64]' 'f16[1,256,64]'
  example example_matmul_blackwell matmul_nt_reference 10.0 'f16[256,256]' 'f16[256,256]'
  example example_matmul_blackwell_collective matmul_nt_reference 10.0 'f16[256,256]' 'f16[256,256]'
else
  echo "JAX_SRC is not set: jax's low-level examples (tests/flagship/examples.py) are not captured"
fi

# What tests/flagship/test_flagship.py reads, one xz archive a kernel: the stages it runs (jax's
# payload, jax's wg_layouts, the wg_dialect module our inference starts from; a Lane kernel has only
# its payload), inputs, numpy outputs. Another release's archive holds the stages only: its inputs
# and numpy outputs are 0.10.2's (the same seed and references), checked byte for byte here. A release
# with SOLID packs every kernel's stages into that one archive (xz -9e: 0.11.2's 16 kernels in 318 kB, not
# 477 kB an archive a kernel, the kernels' texts being alike).
if [ "$OUT" != "$PACKED" ]; then exit 0; fi
if [ "$RELEASE" != 0.10.2 ]; then
  arrays=$(mktemp -d)
  trap 'rm -rf "$arrays"' EXIT
fi
for log in "$OUT"/*.capture.log; do
  name=$(basename "$log" .capture.log)
  # (a kernel fed by other jax ops has no numpy reference to hold it to: not kept)
  ! ls "$OUT/$name".*kernel.in0.npy > /dev/null 2>&1 || continue
  if [ -e "$OUT/$name.wg.payload.mlir" ]; then
    stages="$name.wg.payload.mlir $name.wg.wg_layouts.mlir $name.wg.wg_dialect.mlir"
  elif [ -e "$OUT/$name.k0.wg.payload.mlir" ]; then  # several kernels, each fed the function's inputs
    stages=$(cd "$OUT" && ls "$name".k*.wg.payload.mlir "$name".k*.wg.wg_layouts.mlir "$name".k*.wg.wg_dialect.mlir)
  elif [ -e "$OUT/$name.lane.payload.mlir" ]; then
    stages="$name.lane.payload.mlir"
  else
    continue
  fi
  if [ "$RELEASE" = 0.10.2 ]; then
    # shellcheck disable=SC2086
    (cd "$OUT" && tar -cJf "$name.tar.xz" $stages "$name".in*.npy "$name".out*.npy)
    continue
  fi
  tar -xJf "$F/captured/$name.tar.xz" -C "$arrays" --wildcards "$name.*.npy" || { echo "$name: no 0.10.2 archive"; continue; }
  same=yes
  for a in "$OUT/$name".in*.npy "$OUT/$name".out*.npy; do
    cmp -s "$a" "$arrays/$(basename "$a")" || { same=no; echo "$name: $(basename "$a") differs from 0.10.2's: not packed"; }
  done
  if [ $same = no ]; then continue; fi
  if [ -n "${SOLID:-}" ]; then
    solid="${solid:-} $stages"
  else
    # shellcheck disable=SC2086
    (cd "$OUT" && tar -cJf "$name.tar.xz" $stages)
  fi
done
# shellcheck disable=SC2086
[ -z "${solid:-}" ] || (cd "$OUT" && rm -f "$SOLID" && XZ_OPT=-9e tar -cJf "$SOLID" $solid)
(cd "$OUT" && rm -f ./*.mlir ./*.npy ./*.json ./*.log)
