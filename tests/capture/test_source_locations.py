"""Diagnostics on a captured kernel say where the user wrote it: the IR line, then
``note: from scaled_add_kernel.py:LINE:COL (in body)`` (jax's Python location, kept by mgpu-capture).

Skipped where jax is not importable; CI runs it in its jax step.
"""

import re

import pytest

from tests.capture.test_capture_jax import ARGS, KERNEL, capture, run_tool

pytest.importorskip("jax")
pytest.importorskip("jax.experimental.pallas.mosaic_gpu",
                    reason="jax's Mosaic GPU bindings need `pip install --no-deps jax-cuda12-plugin==0.10.2`")

with open(KERNEL) as _f:
    BODY_LINE = next(i for i, line in enumerate(_f, 1) if "o_ref[...] = x_ref[...] * 3.0" in line)
BODY = re.escape(f"{KERNEL}:{BODY_LINE}:") + r"\d+ \(in body\)"
RUN = ["--input", "in0=make_kernel.in0.npy", "--input", "in1=make_kernel.in1.npy"]


@pytest.fixture(scope="module", params=["warpgroup", "lane"])
def captured(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"locations_{request.param}")
    proc = capture(out, *ARGS, "--semantics", request.param)
    assert proc.returncode == 0, proc.stderr
    return request.param, {"warpgroup": "wg", "lane": "lane"}[request.param], out


def test_every_stage_keeps_the_python_locations(captured):
    _, tag, out = captured
    stages = [p for p in out.glob(f"make_kernel.{tag}.*.mlir") if "stablehlo" not in p.name]
    for path in stages:
        assert re.search(r'^#loc\d* = loc\("' + re.escape(KERNEL) + f'":{BODY_LINE}:', path.read_text(), re.M), path


def _run_in(out, path, *extra):
    proc = run_tool("mgpu.tools.mgpu_run", str(path), *[a.replace("make_kernel.", f"{out}/make_kernel.") for a in RUN],
                    *extra)
    return proc.returncode, proc.stdout + proc.stderr


def test_removed_barrier_wait_is_a_race_at_the_python_line(captured):
    semantics, tag, out = captured
    stages = ["payload.generic", "payload"] + (["wg_layouts.generic"] if semantics == "warpgroup" else [])
    for stage in stages:
        text = (out / f"make_kernel.{tag}.{stage}.mlir").read_text()
        assert "nvvm.mbarrier.try_wait.parity" in text
        bad = out / f"no_wait.{stage}.mlir"
        bad.write_text("".join(line for line in text.splitlines(True) if "nvvm.mbarrier.try_wait.parity" not in line))
        rc, log = _run_in(out, bad, "--semantics", semantics)
        assert rc == 1, log
        assert re.search(re.escape(str(bad)) + r":\d+:\d+: error: '[\w.]+' op race: ", log), log
        assert re.search(re.escape(str(bad)) + r":\d+:\d+: note: from " + BODY, log), log


def test_planted_dtype_error_is_reported_at_the_python_line(captured):
    """A float16 value stored into the float32 output block: the verifier's error (mgpu-opt and
    mgpu-run alike) is at the store's IR line, with the Python line of `o_ref[...] = ...`."""
    semantics, tag, out = captured
    if semantics != "warpgroup":
        pytest.skip("the mosaic_gpu-level stage exists for Warpgroup semantics only")
    text = (out / "make_kernel.wg.wg_dialect.mlir").read_text()
    store = re.search(r'(?m)^( *)"mosaic_gpu.vector_store"\((%\w+), ', text)
    planted = f"{store.group(1)}%planted = arith.truncf {store.group(2)} : vector<64x128xf32> to vector<64x128xf16>\n"
    bad_text = text[:store.start()] + planted + text[store.start():]
    bad_text = re.sub(r'"mosaic_gpu.vector_store"\(%\w+, (.*?): \(vector<64x128xf32>',
                      r'"mosaic_gpu.vector_store"(%planted, \1: (vector<64x128xf16>', bad_text)
    bad = out / "bad_dtype.mlir"
    bad.write_text(bad_text)
    line = bad_text[:store.start()].count("\n") + 2
    where = re.escape(f"{bad}:{line}:{len(store.group(1)) + 1}:")
    opt = run_tool("mgpu.tools.mgpu_opt", str(bad))
    rc, log = _run_in(out, bad, "--semantics", "warpgroup")
    for status, output in ((opt.returncode, opt.stderr), (rc, log)):
        assert status == 1, output
        assert re.search(where + r" error: 'mosaic_gpu.vector_store' op The source and destination must have "
                                 r"the same element type but got f16 and f32", output), output
        assert re.search(where + r" note: from " + BODY, output), output


def test_print_debuginfo_gives_back_jax_s_locations(captured):
    """mgpu-opt --print-debuginfo prints the Python locations it read (what jaxlib reads back:
    tests/interop/check_jaxlib.py), and each lowered op gets its source op's."""
    semantics, tag, out = captured
    stage = out / (f"make_kernel.{tag}.wg_layouts.mlir" if semantics == "warpgroup" else f"make_kernel.{tag}.payload.mlir")
    proc = run_tool("mgpu.tools.mgpu_opt", str(stage), "--print-debuginfo")
    assert proc.returncode == 0, proc.stderr
    assert re.search(r'loc\("get:"\("get"\("make_kernel.<locals>.body"\("' + re.escape(KERNEL) + f'":{BODY_LINE}:',
                     proc.stdout), proc.stdout[-3000:]
    if semantics == "warpgroup":
        lowered = run_tool("mgpu.tools.mgpu_opt", str(stage), "-p", "mgpu-lower-warpgroup", "--print-debuginfo")
        assert lowered.returncode == 0, lowered.stderr
        loads = [line for line in lowered.stdout.splitlines() if re.search(r"\bvector\.load\b", line)]
        assert loads and all(f'{KERNEL}":{BODY_LINE}:' in line for line in loads), loads[:3]
