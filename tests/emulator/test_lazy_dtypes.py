"""ml_dtypes is imported only by a kernel that needs one of its types (lazy_dtypes.py): mgpu-run of a
kernel of f32 or f16 values (a wgmma too) never imports it. (The kernels of bf16, fp8 and sub-byte
values, which do, are the suite's tests of those types.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def _imports_ml_dtypes(code: str, *argv: str) -> bool:
    """Whether ``code`` (run in a new Python with ``argv``, its exit status 0) imports ml_dtypes."""
    code += "\nprint('ml_dtypes' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", "import sys\n" + code, *argv], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout.strip().splitlines()[-1] == "True"


@pytest.mark.parametrize("kernel", ["pallas_add_one", "pallas_wgmma"])
def test_a_kernel_without_ml_dtypes_types_does_not_import_it(kernel):
    data = CORPUS / "data"
    argv = [str(CORPUS / f"{kernel}.wg.payload.mlir"), "--input", f"in0={data / f'{kernel}.in0.npy'}",
            "--expect", f"out0={data / f'{kernel}.out0.npy'}"]
    if (data / f"{kernel}.in1.npy").exists():
        argv[3:3] = ["--input", f"in1={data / f'{kernel}.in1.npy'}"]
    code = "from mgpu.tools.mgpu_run import main\nassert main(sys.argv[1:]) == 0"
    assert not _imports_ml_dtypes(code, *argv)


def test_flushing_f32_and_f16_subnormals_does_not_import_it():
    # (.ftz on f32: attention's softmax, ex2.approx.ftz.f32; its first run imported ml_dtypes for numpy's finfo)
    assert not _imports_ml_dtypes(
        "import numpy as np\nfrom tests.emulator.inline_ptx import N, run_asm\n"
        "x = np.full(N, 1e-40, np.float32)\n"
        "assert set(run_asm('ex2.approx.ftz.f32 $0, $1;', '=f,f', [('f32', x)], 'f32').tolist()) == {1.0}\n"
        "from mgpu.emulator.handlers.float_ops import flush\n"
        "assert flush(np.full(4, 1e-6, np.float16)).tolist() == [0.0] * 4")


def test_importing_the_emulator_and_its_tools_does_not_import_ml_dtypes():
    assert not _imports_ml_dtypes("import mgpu.emulator.run, mgpu.emulator.handlers, mgpu.emulator.tcgen05_scaled, "
                                  "mgpu.tools.mgpu_run")


def test_a_dtype_table_reads_like_a_dict():
    import ml_dtypes
    import numpy as np

    from mgpu.emulator.lazy_dtypes import DtypeTable

    t = DtypeTable({"f32": np.dtype(np.float32), "bf16": "bfloat16", "s8": np.dtype(np.int8)})
    assert "bf16" in t and "f64" not in t and t.get("f64") is None and len(t) == 3
    assert list(t) == ["f32", "bf16", "s8"] == list(t.keys())
    assert t["bf16"] == np.dtype(ml_dtypes.bfloat16) and t.get("bf16") == t["bf16"]
    assert {**t} == dict(t.items()) == {"f32": np.dtype(np.float32), "bf16": np.dtype(ml_dtypes.bfloat16),
                                        "s8": np.dtype(np.int8)}
    with pytest.raises(KeyError):
        t["f64"]
