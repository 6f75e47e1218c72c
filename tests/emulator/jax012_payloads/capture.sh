#!/bin/bash
# Capture the corpus kernels (tests/corpus/kernels.json) with jax 0.12.0.1 into DIR (default /tmp/jax012_corpus) and
# run every payload stage with mgpu-run against numpy; exits 1 if a capture fails or a payload does not match (CI). Needs a Python 3.12 venv with jax 0.12.0.1 and mgpu
# (docs/mgpu-capture.md), e.g. PY=/path/to/.venv-jax012/bin/python. payloads.tar.xz is three of the payloads
# this writes (the matmuls with the corpus's integer inputs, tests/corpus/data).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
PY=${PY:-python3}
OUT=${1:-/tmp/jax012_corpus}
DATA=$ROOT/tests/corpus/data
mkdir -p "$OUT"
rm -f "$OUT/failed"
cd "$HERE"
capture() {  # NAME FILE:FUNCTION REFERENCE ARCH "SEMANTICS..." ARGS...
  local name=$1 target=$2 ref=$3 arch=$4 sems=$5; shift 5
  for s in $sems; do
    PYTHONPATH=$ROOT "$PY" -m mgpu.tools.mgpu_capture "$target" --name "$name" --reference "$ref" --arch "$arch" \
      --semantics "$s" --seed 1 -o "$OUT" --no-generic "$@" > "$OUT/$name.$s.log" 2>&1 \
      || { echo "capture failed: $name $s"; touch "$OUT/failed"; }
  done
}
capture pallas_add_one corpus_kernels.py:make_pallas_add_one ref_add_one 9.0 "warpgroup lane" --arg 'f32[128,128]'
capture pallas_tma_roundtrip_swizzled corpus_kernels.py:make_pallas_tma_roundtrip_swizzled ref_double_f16 9.0 "warpgroup lane" --arg 'f16[64,128]'
capture pallas_barrier_arrive_wait corpus_kernels.py:make_pallas_barrier_arrive_wait ref_threes 9.0 "warpgroup lane" --arg 'f32[128,128]'
capture pallas_async_store_smem corpus_kernels.py:make_pallas_async_store_smem ref_two_copies 9.0 "warpgroup lane" --arg 'f16[64,128]'
capture pallas_async_store_smem_atomic corpus_kernels.py:make_pallas_async_store_smem_atomic ref_atomic 9.0 "warpgroup lane" --arg 'i32[64,128]'
capture pallas_tmem_roundtrip corpus_kernels.py:make_pallas_tmem_roundtrip ref_add_one 10.0 "warpgroup lane" --arg 'f32[128,128]'
capture pallas_blocked_grid corpus_kernels.py:make_pallas_blocked_grid ref_mul 9.0 "warpgroup lane" --arg 'f16[256,256]' --arg 'f16[256,256]'
capture pallas_wgmma corpus_kernels.py:make_pallas_wgmma ref_matmul 9.0 "warpgroup lane" --arg "$DATA/pallas_wgmma.in0.npy" --arg "$DATA/pallas_wgmma.in1.npy"
capture pallas_tcgen05_mma corpus_kernels.py:make_pallas_tcgen05_mma ref_matmul 10.0 "warpgroup lane" --arg "$DATA/pallas_tcgen05_mma.in0.npy" --arg "$DATA/pallas_tcgen05_mma.in1.npy"
capture lowlevel_tma_square lowlevel_corpus.py:make_lowlevel_tma_square square 9.0 lane --arg 'f16[64,128]'
capture lowlevel_wg_double lowlevel_corpus.py:make_lowlevel_wg_double double 9.0 warpgroup --arg 'f16[64,128]'
# every payload stage, as the capture printed its command
cd "$OUT" && for json in *.capture.json; do
  "$PY" -c 'import json, sys; [print(c) for c in json.load(open(sys.argv[1]))["mgpu_run"] if ".payload." in c]' "$json"
done | while read -r cmd; do
  set -- $cmd; shift
  if PYTHONPATH=$ROOT "$PY" -m mgpu.tools.mgpu_run "$@" > /dev/null 2> err.txt; then echo "match: $1"
  else echo "stop: $1: $(grep -m1 -e error -e MISMATCH err.txt)"; touch failed; fi
done
[ ! -e failed ]
