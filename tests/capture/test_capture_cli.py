"""mgpu-capture's usage errors and contract, without jax (these run in the core test suite too)."""

import subprocess
import sys
import types

import pytest

from mgpu.jax_versions import SUPPORTED
from mgpu.tools.mgpu_capture import main

KERNEL = "tests/capture/scaled_add_kernel.py"


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "mgpu.tools.mgpu_capture", *argv],
                          capture_output=True, text=True, timeout=300)


def test_importing_the_tool_does_not_import_jax():
    code = ("import sys, mgpu.tools.mgpu_capture, mgpu.capture, mgpu.capture.capture, mgpu.capture.specs; "
            "assert 'jax' not in sys.modules, 'jax imported'")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


def test_help_documents_the_contract():
    proc = run_cli("--help")
    assert proc.returncode == 0
    for text in ("FILE.py:FUNCTION", "--arg", "--reference", "--semantics", "jax-cuda12-plugin", "wg_layouts"):
        assert text in proc.stdout


@pytest.mark.parametrize("argv, message", [
    ([KERNEL + ":make_kernel", "--arg", "f32(128,256)"], "expected DTYPE[D0,D1,...]"),
    ([KERNEL + ":make_kernel", "--arg", "q7[128]"], "unknown dtype 'q7'"),
    ([KERNEL + ":make_kernel", "--arg", "f32[128,0]"], "dimensions must be positive"),
    ([KERNEL + ":make_kernel", "--arg", "missing.npy"], "missing.npy: file not found"),
    (["no/such/kernel.py:make_kernel", "--arg", "f32[8]"], "no/such/kernel.py: file not found"),
    ([KERNEL, "--arg", "f32[8]"], "expected FILE.py:FUNCTION"),
    ([KERNEL + ":make-kernel", "--arg", "f32[8]"], "is not a Python function name"),
    ([KERNEL + ":make_kernel", "--arg", "f32[8]", "--arch", "hopper"], "--arch expects MAJOR.MINOR"),
    ([KERNEL + ":make_kernel", "--arg", "f32[8]", "--sm-count", "0"], "--sm-count expects a positive number"),
])
def test_bad_usage_is_a_message_and_exit_1(argv, message):
    proc = run_cli(*argv)
    assert proc.returncode == 1, proc.stderr
    assert message in proc.stderr
    assert proc.stderr.startswith("mgpu-capture: error: ")
    assert "Traceback" not in proc.stderr + proc.stdout


def test_jax_missing_is_a_message_and_exit_1(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "jax", None)  # `import jax` raises ImportError
    rc = main([KERNEL + ":make_kernel", "--arg", "f32[128,256]", "--arg", "f32[128,256]",
               "-o", str(tmp_path)])
    err = capsys.readouterr().err
    assert rc == 1
    assert "jax is not installed" in err and "jax-cuda12-plugin==0.10.2" in err and "--no-deps" in err
    assert not any(tmp_path.iterdir())


def test_the_writability_probe_leaves_other_files_alone(monkeypatch, capsys, tmp_path):
    """Two captures into one folder at once each probe with a file of their own (one removed the other's
    probe, which then failed as 'cannot write to the output directory'); a file of the old probe's name stays."""
    monkeypatch.setitem(sys.modules, "jax", None)
    (tmp_path / ".mgpu-capture-probe").write_text("the user's")
    assert main([KERNEL + ":make_kernel", "--arg", "f32[128,256]", "-o", str(tmp_path)]) == 1
    assert "jax is not installed" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == [".mgpu-capture-probe"]
    assert (tmp_path / ".mgpu-capture-probe").read_text() == "the user's"


def test_an_unsupported_jax_names_the_supported_ones(monkeypatch, capsys, tmp_path):
    """A jax mgpu has no JaxVersion for: refused before its internals are touched, with each supported
    release, the Python it needs and how to install it."""
    monkeypatch.setitem(sys.modules, "jax", types.SimpleNamespace(__version__="0.9.0"))
    rc = main([KERNEL + ":make_kernel", "--arg", "f32[128,256]", "--arg", "f32[128,256]", "-o", str(tmp_path)])
    err = capsys.readouterr().err
    assert rc == 1 and "Traceback" not in err
    assert "jax 0.9.0 is installed in this Python" in err
    for version in SUPPORTED:
        assert version.install_hint() in err
    assert "jax 0.12.0.1 needs Python >= 3.12" in err and "jax 0.10.2 needs Python >= 3.11" in err


def test_arg_specs():
    import numpy as np

    from mgpu.capture.specs import make_inputs, parse_arg

    specs = [parse_arg("f32[128,256]"), parse_arg("bf16[4, 8]"), parse_arg("i32[]"), parse_arg("uint8[3]")]
    assert [s.shape for s in specs] == [(128, 256), (4, 8), (), (3,)]
    assert [str(s) for s in specs] == ["f32[128,256]", "bf16[4,8]", "i32[]", "u8[3]"]
    a = make_inputs(specs, seed=5)
    b = make_inputs(specs, seed=5)
    assert all(x.dtype == s.dtype and x.shape == s.shape for x, s in zip(a, specs))
    assert all(np.array_equal(x, y) for x, y in zip(a, b))


def test_a_bf16_npy_file_says_its_dtype(tmp_path):
    """numpy saves bfloat16 as raw 2-byte elements (|V2): the arg must say what they are."""
    import ml_dtypes
    import numpy as np

    from mgpu.capture.errors import CaptureError
    from mgpu.capture.specs import parse_arg

    x = np.arange(6, dtype=np.float32).astype(ml_dtypes.bfloat16).reshape(2, 3)
    np.save(tmp_path / "x.npy", x)
    with pytest.raises(CaptureError, match=r"raw 2-byte elements \(\|V2.*--arg bf16:"):
        parse_arg(str(tmp_path / "x.npy"))
    spec = parse_arg(f"bf16:{tmp_path / 'x.npy'}")
    assert spec.dtype == ml_dtypes.bfloat16 and np.array_equal(spec.value, x) and str(spec) == "bf16[2,3]"
    np.save(tmp_path / "y.npy", np.zeros(3, np.float32))
    with pytest.raises(CaptureError, match="the file holds float32, not bf16"):
        parse_arg(f"bf16:{tmp_path / 'y.npy'}")


def test_an_f4_arg_is_one_code_a_byte(tmp_path):
    """f4e2m1fn (jax's float4_e2m1fn): a random one is N(0, 1) rounded, a file of raw codes is read as them."""
    import ml_dtypes
    import numpy as np

    from mgpu.capture.specs import make_inputs, parse_arg

    spec = parse_arg("f4e2m1fn[4,8]")
    assert spec.dtype == ml_dtypes.float4_e2m1fn and str(spec) == "f4e2m1fn[4,8]"
    (a,) = make_inputs([spec], seed=1)
    want = np.random.default_rng(1).standard_normal((4, 8)).astype(np.float32).astype(ml_dtypes.float4_e2m1fn)
    assert a.dtype == spec.dtype and np.array_equal(a.view(np.uint8), want.view(np.uint8))
    np.save(tmp_path / "x.npy", want)
    given = parse_arg(f"float4_e2m1fn:{tmp_path / 'x.npy'}")
    assert given.dtype == spec.dtype and np.array_equal(given.value.view(np.uint8), want.view(np.uint8))


def test_memory_running_out_is_named(monkeypatch, capsys, tmp_path):
    """(It was an internal error.)"""
    import importlib

    # the module, not the package's function of the same name (which `from mgpu.capture import capture` gives
    # until the module is first imported)
    capture = importlib.import_module("mgpu.capture.capture")

    def out_of_memory(*args, **kwargs):
        raise MemoryError()

    monkeypatch.setattr(capture, "capture", out_of_memory)
    rc = main([KERNEL + ":make_kernel", "--arg", "f32[128,256]", "-o", str(tmp_path)])
    assert (rc, capsys.readouterr().err) == (1, f"mgpu-capture: error: out of memory while capturing "
                                                f"{KERNEL}:make_kernel\n")
