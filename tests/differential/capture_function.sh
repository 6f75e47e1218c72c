# capture FILE:FUNCTION REFERENCE ARG...: mgpu-capture of a kernel of $K with the jax of $PY into $TMP/raw (Warpgroup
# semantics, or $SEMANTICS if set, e.g. "lane"; pretty forms only; $ARCH, e.g. "--arch 10.0", if set). Sourced by
# capture.sh and capture_release.sh.
capture() {  # FILE:FUNCTION REFERENCE ARG...
  target=$1 ref=$2
  shift 2
  args=""
  for a in "$@"; do args="$args --arg $a"; done
  # shellcheck disable=SC2086
  PYTHONPATH=$PWD "$PY" -m mgpu.tools.mgpu_capture "$K/$target" $args --reference "$ref" \
    --semantics "${SEMANTICS:-warpgroup}" --no-generic ${ARCH:-} -o "$TMP/raw" > /dev/null
}
