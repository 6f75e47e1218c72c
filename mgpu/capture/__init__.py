"""mgpu-capture: bring your own Pallas Mosaic GPU kernel, get every stage jax makes of it, run it here.

    mgpu-capture FILE.py:FUNCTION --arg SPEC [--arg SPEC ...] [--semantics warpgroup|lane]
                 [--reference NAME] [--seed N] [--output-dir DIR] [--name NAME] [--arch 9.0|10.0]
                 [--no-generic] [--rtol R] [--atol A] [--run]

e.g.  mgpu-capture kernel.py:make_kernel --arg f32[128,256] --arg f32[128,256] \\
          --reference reference --semantics warpgroup --output-dir out/

The contract with the user's file
---------------------------------
FILE.py is imported as a module (its folder is on sys.path while it is imported). FUNCTION is either

- a *factory*: a plain function that takes no arguments (other than ``semantics``) and returns the
  jax-callable kernel, e.g.
  ``pl.pallas_call(body, ..., compiler_params=plgpu.CompilerParams(...))`` or ``plgpu.kernel(...)``.
  If it has a parameter named ``semantics`` it receives jax's ``plgpu.LoweringSemantics`` value for
  ``--semantics`` (so it can write ``plgpu.CompilerParams(lowering_semantics=semantics)``);
- or the jax-callable itself (anything that takes the inputs as positional arguments, e.g. a
  module-level ``kernel = pl.pallas_call(...)``).

The kernel is called with one array per ``--arg``, in order, and returns an array or a tuple of arrays.
``--arg`` is ``DTYPE[D0,D1,...]`` (f16 f32 f64 bf16 f8e4m3fn f8e5m2 i8..i64 u8..u64 bool, or numpy
names; ``f32[]`` is a scalar) for a random input, or a ``.npy`` file for a given one. Random inputs come
from ``numpy.random.default_rng(--seed)`` (floats ~ N(0, 1), ints in [-64, 64), uints in [0, 128)).

``--reference NAME`` names a numpy function in the same file: ``NAME(*inputs)`` returns the expected
output(s) (an array or a tuple, one per kernel output, cast to the kernel's output dtype). No jax is
needed to compute it and none is used: the expected outputs come from numpy only.

``--semantics`` (default warpgroup) is forced on ``pallas_call`` / ``plgpu.kernel`` kernels whatever
their CompilerParams say (a note says so when it differs). ``--arch`` sets the GPU the lowering targets
(jax says 9.0 without a GPU; use 10.0 for tcgen05 / TMEM kernels).

What it writes (in --output-dir, NAME defaults to FUNCTION, S = ``wg`` or ``lane``)
--------------------------------------------------------------------------------
- ``NAME.wg.wg_dialect.mlir``   Warpgroup: the mosaic_gpu-dialect module (after jax's canonicalize,cse;
                                jax 0.10.2: canonicalize alone)
- ``NAME.wg.wg_layouts.mlir``   Warpgroup: the same with the layouts jax inferred
- ``NAME.S.payload.mlir``       jax's lane-level payload: the module XLA's CUDA backend would compile
- ``*.generic.mlir``            the same stages in generic form (unless --no-generic)
- ``NAME.S.stablehlo.mlir``     the jitted function's StableHLO, the kernel's bytecode elided
- ``NAME.in0.npy ...``          the inputs; ``NAME.out0.npy ...`` the expected outputs (--reference)
- ``NAME.S.capture.json``       what was captured, from what, and the mgpu-run command lines

Each .mlir file starts with a ``// description`` line. Several Mosaic GPU kernels in one function are
written as ``NAME.k0``, ``NAME.k1``, ... It prints one ready ``mgpu-run`` command per runnable stage
(the payload; for Warpgroup also the layouts module, lowered by mgpu-run ``--semantics warpgroup``), and
``--run`` runs them too. A command takes the function's own inputs (zeros for the GMEM scratch XLA
zero-fills, e.g. semaphores) and checks each output the function returns. Where other jax ops feed a
kernel, the function is evaluated with its kernel calls run by mgpu's emulator and its other ops by jax
on the CPU (mgpu.capture.chain): each call's command takes the buffers it received, and the function's
result is checked against --reference (--run fails on a mismatch). What cannot be evaluated exactly (a
kernel in a loop, ...) keeps random inputs of its own and no check, and a note says why.

Requirements
------------
A jax release mgpu reads (0.10.2 on Python >= 3.11; 0.11.2, 0.12.0.1, 0.12.1 on Python >= 3.12) with its
Mosaic GPU bindings, no GPU and no CUDA: ``pip install jax==V jaxlib==V absl-py``, then ``pip install --no-deps
jax-cuda12-plugin==V`` (``jax-cuda13-plugin`` for 0.12.1: ``JaxVersion.mosaic_gpu_plugin``; with its dependencies
it would pull the multi-GB CUDA wheels), and mgpu
(``pip install -e .`` in the checkout; ``.[jax]`` installs jax 0.10.2). The installed release decides
which jax functions are wrapped (its ``JaxVersion.capture``, mgpu/jax_versions/) and every printed
command passes ``--jax`` with it. jax is imported only here, only when capturing:
the rest of mgpu never needs it.

Every failure (bad usage, a missing file or function, a bad --arg, jax missing, jax rejecting the
kernel) is one ``error:`` line and exit status 1, never a traceback (MGPU_DEBUG=1 shows it).
"""

from mgpu.capture.errors import CaptureError

__all__ = ["CaptureError", "capture"]


def capture(*args, **kwargs):
    """See mgpu.capture.capture.capture (imported lazily: jax is imported only when capturing)."""
    from mgpu.capture.capture import capture as _capture

    return _capture(*args, **kwargs)
