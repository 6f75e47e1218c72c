"""What a tool loads for a tiny kernel (docs/design/loading.md): mgpu-run of the corpus's pallas_add_one.wg (a
lane-level payload of f32 values: nothing to lower, no --trace, no jax) and mgpu-opt of the same file import none
of the modules that only other kernels or other options use. Checked by the module list of a fresh process,
never by a time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
KERNEL = CORPUS / "pallas_add_one.wg.payload.mlir"

# module -> what needs it (each is a lazy import of mgpu's, or an option's)
NOT_FOR_A_TINY_KERNEL = {
    "ml_dtypes": "a kernel of bf16, fp8 or sub-byte values (mgpu/emulator/lazy_dtypes.py)",
    "importlib.metadata": "--version",
    "jax": "mgpu-capture and mgpu.jax",
    "mgpu.capture": "mgpu-capture and mgpu.jax",
    "mgpu.jax": "mgpu.jax",
    "mgpu.emulator.trace": "mgpu-run --trace",
    "numpy.ma": "np.unique, which the handlers of other instruction families call (mgpu/emulator/distinct.py)",
}
NOT_FOR_MGPU_RUN = {
    "xdsl.passes": "a payload to lower (mgpu-run's _lower_if_needed)",
    "mgpu.passes": "a payload to lower",
}
NOT_FOR_MGPU_OPT = {
    "mgpu.emulator": "running a kernel (mgpu-run)",
    "numpy": "running a kernel (mgpu-run)",
}


def _modules(tool: str, *argv: str) -> set[str]:
    """The modules imported by ``tool``'s main(argv) (exit status 0) in a new Python."""
    code = (f"import sys\nfrom mgpu.tools.{tool} import main\nstatus = main(sys.argv[1:])\n"
            "print(' '.join(sorted(sys.modules)))\nassert status == 0")
    proc = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return set(proc.stdout.strip().splitlines()[-1].split())


def _loaded(modules: set[str], expected_absent: dict[str, str]) -> list[str]:
    """The modules of ``expected_absent`` (or their submodules) that are in ``modules``, with who needs them."""
    return [f"{name} (needed only by {why})" for name, why in expected_absent.items()
            if name in modules or any(m.startswith(name + ".") for m in modules)]


def test_mgpu_run_of_a_tiny_kernel_loads_nothing_it_does_not_use():
    data = CORPUS / "data"
    modules = _modules("mgpu_run", str(KERNEL), "--input", f"in0={data / 'pallas_add_one.in0.npy'}",
                       "--expect", f"out0={data / 'pallas_add_one.out0.npy'}")
    assert "mgpu.emulator.run" in modules  # (the list is the run's)
    assert _loaded(modules, {**NOT_FOR_A_TINY_KERNEL, **NOT_FOR_MGPU_RUN}) == []


@pytest.mark.parametrize("argv", [[str(KERNEL)], [str(KERNEL), "--print-op-generic"]])
def test_mgpu_opt_of_a_tiny_kernel_loads_no_emulator(argv):
    modules = _modules("mgpu_opt", *argv)
    assert "mgpu.dialect.nvvm" in modules  # (the list is the parse's)
    assert _loaded(modules, {**NOT_FOR_A_TINY_KERNEL, **NOT_FOR_MGPU_OPT}) == []

