"""mgpu.jax.emulate: a user's function with its Mosaic GPU kernels run on the emulated SM, its other ops by jax.

Skipped where jax (with the Mosaic GPU bindings of jax-cuda12-plugin) is not importable; run it in each jax venv:
``PYTHONPATH=. /work/main/.venv-jax012/bin/python -m pytest tests/jax_api`` (and .venv-jax, jax 0.10.2).
The kernels are tests/jax_api/user_kernels.py and tests/capture/scaled_add_kernel.py.
"""

import os
import sys

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="mgpu.jax needs jax: run tests/jax_api in a jax venv")
pytest.importorskip("jax.experimental.pallas.mosaic_gpu",
                    reason="jax's Mosaic GPU bindings need `pip install --no-deps jax-cuda12-plugin==VERSION`")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, os.pardir, "capture"))
sys.path.insert(0, os.path.join(HERE, os.pardir, "jax_suite", "ported"))

import aliasing_and_loops  # noqa: E402
import copies  # noqa: E402
import library_patterns  # noqa: E402
import pipelines  # noqa: E402
import scaled_add_kernel  # noqa: E402
import user_kernels  # noqa: E402
from jax.experimental.pallas import mosaic_gpu as plgpu  # noqa: E402

import mgpu.jax as mj  # noqa: E402
from mgpu.capture import capture  # noqa: E402
from mgpu.capture.specs import make_inputs, parse_arg  # noqa: E402
from mgpu.tools import mgpu_run  # noqa: E402

SEMANTICS = {"warpgroup": plgpu.LoweringSemantics.Warpgroup, "lane": plgpu.LoweringSemantics.Lane}
KERNELS = user_kernels.__file__
RACE_LINE = next(i for i, line in enumerate(open(KERNELS), 1) if "the line a missing wait races at" in line)
REFUSED_LINE = next(i for i, line in enumerate(open(KERNELS), 1) if "the line jax refuses" in line)
WAIT_LINE = next(i for i, line in enumerate(open(KERNELS), 1) if "plgpu.barrier_wait(barrier)" in line)


def _x(shape=(128, 128), seed=0):
    return np.random.default_rng(seed).standard_normal(shape, dtype=np.float32)


def _bits(a) -> np.ndarray:
    a = np.asarray(a)
    return a.view(np.dtype(f"u{a.dtype.itemsize}"))


@pytest.mark.parametrize("semantics", ["warpgroup", "lane"])
@pytest.mark.parametrize("target, args", [
    (f"{KERNELS}:doubled_plus_one", ["f32[128,128]"]),
    (f"{scaled_add_kernel.__file__}:make_kernel", ["f32[128,256]", "f32[128,256]"]),
])
def test_same_bits_as_mgpu_run_on_the_captured_payload(target, args, semantics, tmp_path, capsys):
    """emulate(kernel)(inputs) gives, bit for bit, what mgpu-run gives on the payload mgpu-capture writes."""
    res = capture(target, [parse_arg(a) for a in args], semantics=semantics, output_dir=str(tmp_path), seed=3)
    command = next(c for c in res.commands if ".payload." in c[1])
    assert mgpu_run.main([*command[1:], "--output-dir", str(tmp_path / "run")]) == 0, capsys.readouterr()
    inputs = [np.load(tmp_path / f"{target.rpartition(':')[2]}.in{i}.npy") for i in range(len(args))]
    factory = getattr(user_kernels if target.startswith(KERNELS) else scaled_add_kernel, target.rpartition(":")[2])
    got = mj.emulate(factory(SEMANTICS[semantics]))(*inputs)
    assert isinstance(got, jax.Array)
    np.testing.assert_array_equal(_bits(got), _bits(np.load(tmp_path / "run" / "out0.npy")))


@pytest.mark.parametrize("as_kernel", [False, True], ids=["default", "plgpu.kernel"])
def test_matches_numpy_with_the_kernel_s_own_semantics(as_kernel):
    """jax 0.10.2's default here is a pl.pallas_call, plgpu.kernel is its mpmd_map: both run."""
    x = _x()
    got = mj.emulate(user_kernels.doubled_plus_one(as_kernel=as_kernel))(x)
    np.testing.assert_array_equal(_bits(got), _bits(user_kernels.reference(x)))


def test_a_missing_wait_raises_a_race_at_the_user_s_line():
    kernel = mj.emulate(user_kernels.missing_wait())
    with pytest.raises(mj.RaceError, match=r"^race: ") as info:
        kernel(_x())
    assert isinstance(info.value, jax.errors.JaxRuntimeError)
    notes = "\n".join(info.value.__notes__)
    assert f"from {KERNELS}:{RACE_LINE}:" in notes, notes
    assert "in the Mosaic GPU kernel called at " in notes and "of the kernel's lane-level payload" in notes


def test_on_race_report_collects_each_race_and_the_run_goes_on():
    """compute-sanitizer's way: the race is reported (a RaceError with its notes, in ``races``), a warning says how
    many, and the result is what the emulator's schedule computed (the copy landed before the read)."""
    kernel = mj.emulate(lambda x: jax.lax.fori_loop(0, 2, lambda i, v: user_kernels.missing_wait()(v), x),
                        on_race="report")
    x = _x()
    with pytest.warns(mj.RaceWarning, match=r"^2 race\(s\) reported in the Mosaic GPU kernels of .*: race: "):
        got = kernel(x)
    np.testing.assert_array_equal(_bits(got), _bits(user_kernels.reference(user_kernels.reference(x))))
    assert len(kernel.races) == 2  # (one a call of the kernel: the loop's two iterations)
    for race in kernel.races:
        assert isinstance(race, mj.RaceError) and str(race).startswith("race: ")
        notes = "\n".join(race.__notes__)
        assert f"from {KERNELS}:{RACE_LINE}:" in notes and "time(s) in this call of the kernel, and the run went on" \
            in notes, notes


def test_on_race_report_still_raises_what_cannot_go_on():
    with pytest.raises(mj.DeadlockError, match=r"^deadlock: "):
        mj.emulate(user_kernels.doubled_plus_one(arrive=False), on_race="report")(_x())
    with pytest.raises(ValueError, match="on_race must be"):
        mj.emulate(lambda x: x, on_race="ignore")


def test_a_wait_nothing_arrives_on_raises_a_deadlock_at_the_user_s_line():
    kernel = mj.emulate(user_kernels.doubled_plus_one(arrive=False))
    with pytest.raises(mj.DeadlockError, match=r"^deadlock: ") as info:
        kernel(_x())
    assert f"(from {KERNELS}:{WAIT_LINE}:" in str(info.value)


def test_chained_kernels_with_jax_ops_and_a_jit_between_them():
    x = _x()
    y = user_kernels.reference(x) * np.float32(0.5)
    want = user_kernels.reference(y.T - np.float32(3))
    np.testing.assert_array_equal(_bits(mj.emulate(user_kernels.doubled_then_offset())(x)), _bits(want))


def test_a_jitted_function_and_a_kernel_called_twice():
    kernel = user_kernels.doubled_plus_one()
    fn = jax.jit(lambda x: kernel(kernel(x) - x))
    x = _x()
    got = mj.emulate(fn)(x)
    np.testing.assert_array_equal(_bits(got), _bits(user_kernels.reference(user_kernels.reference(x) - x)))


def test_an_emulated_function_under_the_caller_s_jit_and_vmap():
    emulated = mj.emulate(user_kernels.doubled_plus_one())
    x, xs = _x(), np.stack([_x(seed=1), _x(seed=2)])
    np.testing.assert_array_equal(_bits(jax.jit(lambda v: emulated(v) - 1)(x)),
                                  _bits(user_kernels.reference(x) - np.float32(1)))
    np.testing.assert_array_equal(_bits(jax.vmap(emulated)(xs)), _bits(user_kernels.reference(xs)))


def test_pytrees_in_and_out():
    kernel = user_kernels.doubled_plus_one()

    def fn(inputs, scale=2.0):
        a, (b,) = inputs["a"], inputs["b"]
        return {"sum": kernel(a) + b, "parts": [kernel(b), b * scale]}

    a, b = _x(seed=1), _x(seed=2)
    got = mj.emulate(fn)({"a": a, "b": (b,)}, scale=3.0)
    assert jax.tree.structure(got) == jax.tree.structure({"sum": 0, "parts": [0, 0]})
    assert all(isinstance(leaf, jax.Array) for leaf in jax.tree.leaves(got))
    np.testing.assert_array_equal(_bits(got["sum"]), _bits(user_kernels.reference(a) + b))
    np.testing.assert_array_equal(_bits(got["parts"][0]), _bits(user_kernels.reference(b)))
    np.testing.assert_array_equal(_bits(got["parts"][1]), _bits(b * np.float32(3)))


def test_a_wrong_input_shape_is_jax_s_type_error():
    kernel = user_kernels.doubled_plus_one()
    with pytest.raises(TypeError, match="incompatible shapes"):
        mj.emulate(lambda x, y: kernel(x) + y)(_x(), _x((64, 128)))


def _loops(kernel):
    """name -> (a function calling ``kernel`` in a loop or a branch, the same written out in Python with each
    step emulated alone, its inputs)."""
    lax, jnp, run = jax.lax, jax.numpy, mj.emulate

    def step(i, v):
        return kernel(v) * jnp.float32(0.5) - i

    def by_hand(v, n=3):
        for i in range(int(n)):
            v = run(step)(np.int32(i), v)
        return v

    def scan_body(carry, x):
        return kernel(carry + x) * jnp.float32(0.25), kernel(x) - carry

    def scan_by_hand(carry, xs, order):
        ys = [None] * len(xs)
        for i in order:
            carry, ys[i] = run(scan_body)(carry, xs[i])
        return carry, np.stack(ys)

    def until_large(v):  # (a kernel in the loop's condition too)
        return lax.while_loop(lambda v: kernel(v)[0, 0] < 50.0, lambda v: kernel(v) + 1.0, v)

    def until_large_by_hand(v):
        while run(lambda v: kernel(v)[0, 0] < 50.0)(v):
            v = run(lambda v: kernel(v) + 1.0)(v)
        return v

    branches = [kernel, lambda v: kernel(kernel(v)), lambda v: -v]
    x, xs = _x(), np.stack([_x(seed=s) for s in (1, 2, 3)])
    return {
        "fori_loop (a scan)": (lambda v: lax.fori_loop(0, 3, step, v), by_hand, (x,)),
        "fori_loop, traced bounds (a while)": (lambda v, n: lax.fori_loop(0, n, step, v), by_hand, (x, np.int32(3))),
        "while_loop": (until_large, until_large_by_hand, (np.abs(x) + 1,)),
        "cond": (lambda v: lax.cond(v.sum() > 0, kernel, lambda w: w - 1, v),
                 lambda v: run(kernel)(v) if v.sum() > 0 else run(lambda w: w - 1)(v), (np.abs(x),)),
        "switch": (lambda v, n: lax.switch(n, branches, v), lambda v, n: run(branches[int(n)])(v), (x, np.int32(1))),
        "scan": (lambda c, s: lax.scan(scan_body, c, s), lambda c, s: scan_by_hand(c, s, range(3)), (x, xs)),
        "scan, reverse": (lambda c, s: lax.scan(scan_body, c, s, reverse=True),
                          lambda c, s: scan_by_hand(c, s, range(2, -1, -1)), (x, xs)),
    }


@pytest.mark.parametrize("name", list(_loops(None)))
def test_a_kernel_in_a_loop_or_a_branch_runs_as_written_out_by_hand(name):
    """Each call of the kernel in the loop runs on that iteration's values: the same bits as the loop unrolled."""
    looped, by_hand, args = _loops(user_kernels.doubled_plus_one())[name]
    got, want = mj.emulate(looped)(*args), by_hand(*args)
    assert jax.tree.structure(got) == jax.tree.structure(want)
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        np.testing.assert_array_equal(_bits(g), _bits(w))


def test_a_kernel_in_a_fori_loop_matches_numpy():
    x = _x()
    want = x
    for i in range(3):
        want = user_kernels.reference(want) * np.float32(0.5) - np.float32(i)
    looped, _, _ = _loops(user_kernels.doubled_plus_one())["fori_loop (a scan)"]
    np.testing.assert_array_equal(_bits(mj.emulate(looped)(x)), _bits(want))


def test_a_race_in_a_loop_raises_at_the_user_s_line():
    kernel = user_kernels.missing_wait()
    with pytest.raises(mj.RaceError, match=r"^race: ") as info:
        mj.emulate(lambda x: jax.lax.fori_loop(0, 2, lambda i, v: kernel(v), x))(_x())
    notes = "\n".join(info.value.__notes__)
    # (the kernel's call: the innermost line of the user's that made it, user_kernels.py or pallas_api.py)
    assert f"from {KERNELS}:{RACE_LINE}:" in notes and f"in the Mosaic GPU kernel called at {HERE}" in notes, notes


@pytest.mark.parametrize("as_kernel", [False, True], ids=["default", "plgpu.kernel"])
def test_a_vmapped_kernel(as_kernel):
    """jax batches the kernel itself (a grid axis more); jax 0.10.2's Mosaic GPU lowering of pl.pallas_call
    refuses it (lowering.py: ``assert not grid_mapping.vmapped_dims``), as on a GPU."""
    if not as_kernel and user_kernels.PALLAS_CALL_LOWERS:
        pytest.skip("jax 0.10.2 does not lower a vmapped Mosaic GPU pl.pallas_call")
    xs = np.stack([_x(seed=1), _x(seed=2)])
    got = mj.emulate(jax.vmap(user_kernels.doubled_plus_one(as_kernel=as_kernel)))(xs)
    np.testing.assert_array_equal(_bits(got), _bits(user_kernels.reference(xs)))


def test_a_kernel_writing_a_ref_of_run_state():
    """tokamax's way: the kernel writes a ref that ``pl.run_state`` holds (tests/capture/library_patterns.py)."""
    x, start = _x(seed=1), _x(seed=2)
    got = mj.emulate(library_patterns.in_run_state())(x, start)
    np.testing.assert_array_equal(_bits(got), _bits(library_patterns.reference_in_run_state(x, start)))


@pytest.mark.skipif(tuple(int(p) for p in jax.__version__.split(".")[:2]) < (0, 11),
                    reason="jax 0.10.2 keeps this kernel a core_map equation, which the evaluation does not take for a "
                           "kernel (jax binds it, and refuses it on a CPU); jax 0.12.0.1 makes it an mpmd_map")
def test_a_kernel_writing_refs_its_jit_makes_with_new_ref():
    """jax's test_copy_smem_to_gmem_reduction's way: ``jax.new_ref`` inside a ``jax.jit``, written by a ``core_map``
    kernel (tests/jax_suite/ported/copies.py); jax makes such a ref only inside a jit, and discharges it as it
    lowers the jit: so does the evaluation."""
    (x,) = copies.inputs_copy_smem_to_gmem_reduction_f32()
    got = mj.emulate(copies.copy_smem_to_gmem_reduction_f32(SEMANTICS["lane"]))(x)
    np.testing.assert_array_equal(_bits(got), _bits(copies.reference_copy_smem_to_gmem_reduction_f32(x)))


def test_a_kernel_returning_a_sub_byte_integer():
    """jax's test_smem_aliasing_works_with_subbyte_dtypes (tests/jax_suite/ported/aliasing_and_loops.py): its
    kernel returns uint4, which the emulator gives as int4 (an i4 is signless), the same bits."""
    (x,) = aliasing_and_loops.inputs_smem_aliasing_subbyte()
    got = np.asarray(mj.emulate(aliasing_and_loops.smem_aliasing_subbyte(SEMANTICS["lane"]))(x))
    want = aliasing_and_loops.reference_smem_aliasing_subbyte(x)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))


@pytest.mark.parametrize("semantics", ["warpgroup", "lane"])
@pytest.mark.parametrize("make, inputs", [("emit_1", "inputs_emit"), ("nested_emit", "inputs_nested_emit")])
def test_a_kernel_with_emit_pipeline(make, inputs, semantics):
    """jax's own PipelineTest kernels (tests/jax_suite/ported/pipelines.py): the pipeline is in the kernel."""
    (x,) = getattr(pipelines, inputs)()
    got = mj.emulate(getattr(pipelines, make)(SEMANTICS[semantics]))(x)
    np.testing.assert_array_equal(_bits(got), _bits(pipelines.reference_plus_one(x)))


def test_a_kernel_is_prepared_once_a_text():
    from mgpu.jax import emulation

    kernel = user_kernels.doubled_plus_one()
    fn = mj.emulate(lambda x: kernel(kernel(x)))
    fn(_x())
    before = len(emulation.PREPARED)
    fn(_x(seed=5))
    mj.emulate(kernel)(_x(seed=6))
    assert len(emulation.PREPARED) == before


def test_the_command_line_prints_the_results_and_reports_a_fault(capsys):
    from mgpu.jax.__main__ import main

    assert main([f"{KERNELS}:doubled_plus_one", "--arg", "f32[128,128]", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("doubled_plus_one(f32[128,128]) with its Mosaic GPU kernels run on mgpu's emulated SM")
    want = user_kernels.reference(make_inputs([parse_arg("f32[128,128]")], 4)[0])  # (--arg's random input)
    with np.printoptions(threshold=64, edgeitems=3):
        assert "\nresult: float32[128, 128]\n  " + np.array2string(want, prefix="  ") + "\n" in out, out
    assert main([f"{KERNELS}:missing_wait", "--arg", "f32[128,128]"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: RaceError: race: ") and f"\nnote: from {KERNELS}:{RACE_LINE}:" in err, err
    assert main([f"{KERNELS}:missing_wait", "--arg", "f32[128,128]", "--arch", "sm90"]) == 1
    assert capsys.readouterr().err.startswith("error: emulate: arch must be")


def test_the_step_limit_is_a_limit_fault():
    with pytest.raises(mj.LimitExceededError, match="exceeded 10 steps"):
        mj.emulate(user_kernels.doubled_plus_one(), max_steps=10)(_x())


def test_bad_options_are_refused_before_anything_runs():
    with pytest.raises(TypeError, match="unexpected keyword argument.*max_step\\b"):
        mj.emulate(lambda x: x, max_step=10)
    with pytest.raises(ValueError, match="semantics must be"):
        mj.emulate(lambda x: x, semantics="wg")
    with pytest.raises(ValueError, match="arch must be"):
        mj.emulate(lambda x: x, arch="sm90")


@pytest.mark.parametrize("emulator_error, fault", [
    ("mgpu.emulator.races:RaceError", mj.RaceError),
    ("mgpu.emulator.errors:DeadlockError", mj.DeadlockError),
    ("mgpu.emulator.errors:MemoryFault", mj.OutOfBoundsError),
    ("mgpu.emulator.barriers:MBarrierError", mj.MisuseError),
    ("mgpu.emulator.tma:TmaError", mj.MisuseError),
    ("mgpu.emulator.errors:StepLimitExceeded", mj.LimitExceededError),
    ("mgpu.emulator.run:TimeLimitExceeded", mj.LimitExceededError),
    ("mgpu.emulator.errors:UnsupportedOp", mj.NotEmulatedError),
])
def test_each_emulator_error_is_its_fault_class(emulator_error, fault):
    import importlib

    from mgpu.jax.errors import fault as fault_of

    module, _, name = emulator_error.partition(":")
    e = getattr(importlib.import_module(module), name)("what happened", "payload.mlir:12:5", "nvvm.op")
    e.source = "from kernel.py:3:4 (in body)"
    err = fault_of(e, "called at test.py:9 (in test)", "payload.mlir")
    assert type(err) is fault and str(err) == "what happened"
    assert err.__notes__ == ["from kernel.py:3:4 (in body)",
                             "in the Mosaic GPU kernel called at test.py:9 (in test), run on mgpu's emulated SM",
                             "'nvvm.op' op at line 12:5 of the kernel's lane-level payload (mgpu-capture writes it; "
                             "mgpu-run runs it alone)"]


def test_a_kernel_jax_refuses_is_jax_s_error_noted_with_the_user_s_lines():
    with pytest.raises(NotImplementedError, match="cumsum") as info:
        mj.emulate(user_kernels.refused_by_jax())(_x())
    notes = "\n".join(info.value.__notes__)
    assert f"from {KERNELS}:{REFUSED_LINE} (in scoped): the op jax refuses to lower" in notes, notes
    assert "in the Mosaic GPU kernel called at " in notes, notes


def test_a_kernel_jax_refuses_under_the_caller_s_jit_raises_when_jax_lowers_it_not_when_it_traces():
    emulated = mj.emulate(user_kernels.refused_by_jax())
    traced = jax.jit(lambda x: emulated(x) + 1).trace(_x())  # (jax.make_jaxpr's way: nothing is lowered)
    assert "mgpu_refused_kernel" in str(traced.jaxpr)
    with pytest.raises(NotImplementedError, match="cumsum") as info:
        traced.lower()
    assert f"from {KERNELS}:{REFUSED_LINE} (in scoped): the op jax refuses to lower" in "\n".join(info.value.__notes__)
    with pytest.raises(NotImplementedError, match="cumsum"):
        jax.vmap(emulated)(np.stack([_x(seed=1), _x(seed=2)]))


def test_a_kernel_recording_a_profile_is_refused_in_words_before_jax_lowers_it(tmp_path):
    # (jax would lower its profile buffer's dump as a debug callback of the cuda program, which a CPU cannot run)
    params = plgpu.CompilerParams(profile_space=16, profile_dir=str(tmp_path))

    def profiled(x):
        def body(x_ref, o_ref):
            o_ref[...] = x_ref[...] + 1.0
        return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(x.shape, x.dtype), compiler_params=params)(x)

    with pytest.raises(mj.NotEmulatedError, match=r"records a profile \(its CompilerParams' profile_space=16\): "
                                                  r"jax's profiler times each event by %clock") as info:
        mj.emulate(profiled)(_x())
    assert f"the Mosaic GPU kernel called at {__file__}:" in str(info.value)
    assert not os.listdir(tmp_path)


def test_the_command_line_and_capture_name_the_line_jax_refuses(tmp_path, capsys):
    from mgpu.capture.errors import CaptureError
    from mgpu.jax.__main__ import main

    assert main([f"{KERNELS}:refused_by_jax", "--arg", "f32[128,128]"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: NotImplementedError: ") and f"\nnote: from {KERNELS}:{REFUSED_LINE} " in err, err
    with pytest.raises(CaptureError, match=rf"^jax could not lower refused_by_jax .* \(at {KERNELS}:{REFUSED_LINE} "
                                           rf"in scoped\)"):
        capture(f"{KERNELS}:refused_by_jax", [parse_arg("f32[128,128]")], output_dir=str(tmp_path))


def test_a_float64_input_is_narrowed_as_jax_narrows_it_and_said(tmp_path, capsys):
    """Without jax_enable_x64, jax computes in float32: so do the capture's files and commands, with a note."""
    from mgpu.jax.__main__ import main

    res = capture(f"{KERNELS}:doubled_plus_one", [parse_arg("f64[128,128]")], output_dir=str(tmp_path), seed=1)
    assert "--arg 'f64[128,128]': jax computes in float32, not float64, without jax_enable_x64" in res.notes[0]
    assert np.load(tmp_path / "doubled_plus_one.in0.npy").dtype == np.float32
    command = next(c for c in res.commands if ".payload." in c[1])
    assert mgpu_run.main([*command[1:], "--output-dir", str(tmp_path / "run")]) == 0, capsys.readouterr()
    capsys.readouterr()
    assert main([f"{KERNELS}:doubled_plus_one", "--arg", "f64[128,128]"]) == 0
    assert "note: --arg 'f64[128,128]': jax computes in float32" in capsys.readouterr().err
    x = _x().astype(np.float64)
    np.testing.assert_array_equal(_bits(mj.emulate(user_kernels.doubled_plus_one())(x)),
                                  _bits(user_kernels.reference(x.astype(np.float32))))
