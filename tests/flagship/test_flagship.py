"""jax's flagship kernels (tests/flagship/kernels.py, captured by capture.sh into captured/NAME.tar.xz)
run in every stage that matches today, and keep matching: jax's payload computes the numpy reference
within the bound below, and each Warpgroup stage lowered by mgpu (jax's inferred layouts, ``wg_layouts``;
our own inference, ``ours``, from ``wg_dialect``) gives jax's payload's outputs bit for bit.
README.md here has the outcome of every kernel x stage, the refusals included.

The bound. Every output is an f32 sum rounded once to the output type; numpy sums the same f32
products (exactly representable: f16 x f16) in another order, so the two f32 sums differ by at most
``2 K 2^-24 (|a| @ |b|)`` (Higham, Accuracy and Stability of Numerical Algorithms, 3.1: ``K u``
each), and after rounding each to the output type by at most that plus one ulp of the output.
Attention also rounds the probabilities to f16 before the second matmul (attention_mgpu.py:188-199
at jax-v0.10.2) and takes ``ex2.approx`` (relative error 2^-22, PTX ISA 9.7.3.22): an output row is
a convex combination of V's rows, each weight off by at most 2^-10 relative (the f16 rounding, with
the approximations' and the normalisation's errors well inside), so off by at most ``2^-10 max|v|``
plus one output ulp; the base-2 log-sum-exp within ``2^-16`` relative. Its pipelined variant
(attention_with_pipeline_emitter) computes the same way (its lines 747-750, 716). jax's low-level
examples/flash_attention.py (examples.py) rounds its probabilities to f16 alike (its lines 236-239 at
jax-v0.10.2) and takes ``math.exp2`` (2 ulp, docs/design/numerics.md): the same bound holds. jax's
examples/matmul.py has an f32 output (no rounding after the sum); matmul_blackwell.py computes ``a @ b.T``.
"""

from __future__ import annotations

import functools
import pathlib
import tarfile

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.infer_layout import InferLayoutPass, layout_annotations
from mgpu.passes.pipelines import LowerPass
from tests.differential.test_lowering_matches_payload import first_difference

CAPTURED = pathlib.Path(__file__).parent / "captured"

# The stages of each kernel that match today (README.md says why the others do not).
MATCHING = {
    "hopper_matmul_wg_n": ("payload", "wg_layouts", "ours"),
    "hopper_matmul_wg_m": ("payload", "wg_layouts", "ours"),
    "hopper_matmul_c": ("payload", "wg_layouts", "ours"),
    "hopper_mixed_type_matmul": ("payload", "wg_layouts", "ours"),
    "attention_fwd": ("payload", "wg_layouts", "ours"),
    "attention_fwd_pipelined": ("payload", "wg_layouts", "ours"),
    "attention_fwd_pipelined_lse": ("payload", "wg_layouts", "ours"),
    "attention_fwd_causal": ("payload", "wg_layouts", "ours"),
    "attention_fwd_lse": ("payload", "wg_layouts", "ours"),
    "ragged_dot": ("payload", "wg_layouts", "ours"),
    "transposed_ragged_dot": ("payload", "wg_layouts", "ours"),
    "blackwell_ragged_dot": ("payload", "wg_layouts", "ours"),
    "hopper_matmul_cluster_m": ("payload", "wg_layouts", "ours"),
    "blackwell_matmul": ("payload", "wg_layouts", "ours"),
    "blackwell_matmul_collective": ("payload", "wg_layouts", "ours"),
    # jax's low-level examples (examples.py): as_gpu_kernel kernels, Lane semantics, a payload only
    "example_matmul": ("payload",),
    "example_matmul_cluster_m": ("payload",),
    "example_flash_attention": ("payload",),
    "example_flash_attention_tma_wg": ("payload",),
    "example_matmul_blackwell": ("payload",),
    "example_matmul_blackwell_collective": ("payload",),
}
ATTENTION = {"attention_fwd", "attention_fwd_causal", "attention_fwd_lse", "example_flash_attention",
             "example_flash_attention_tma_wg", "attention_fwd_pipelined", "attention_fwd_pipelined_lse"}
# Kernels whose "ours" stage does not run (yet) for a reason after inference: our inference is held
# to jax's op for op (README.md).
INFERENCE_EQUALS_JAX = ("blackwell_matmul_collective",)
B_TRANSPOSED = {"example_matmul_blackwell", "example_matmul_blackwell_collective"}  # compute a @ b.T


@functools.cache
def _unpacked(name: str, tmp: pathlib.Path) -> pathlib.Path:
    with tarfile.open(CAPTURED / f"{name}.tar.xz") as tar:
        tar.extractall(tmp, filter="data")
    return tmp


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> pathlib.Path:
    return tmp_path_factory.mktemp("flagship")


def _arrays(d: pathlib.Path, name: str, kind: str) -> list[np.ndarray]:
    return [np.load(p) for p in sorted(d.glob(f"{name}.{kind}*.npy"))]


@functools.cache
def _outputs(name: str, stage: str, d: pathlib.Path) -> list[np.ndarray]:
    tag = "wg" if (d / f"{name}.wg.payload.mlir").exists() else "lane"
    path = d / f"{name}.{tag}.{'wg_dialect' if stage == 'ours' else stage}.mlir"
    module = parse_module(path.read_text(), str(path), make_context())
    if stage != "payload":
        LowerPass(semantics="warpgroup").apply(make_context(), module)
    inputs = {f"in{i}": a for i, a in enumerate(_arrays(d, name, "in"))}
    n = len(_arrays(d, name, "out"))
    got = run(module, inputs, num_outputs=n).outputs
    return [got[f"out{i}"] for i in range(n)]


def _ulp(x: np.ndarray) -> np.ndarray:
    return np.spacing(np.abs(x).astype(x.dtype)).astype(np.float64)


def _bound(name: str, inputs: list[np.ndarray], expected: np.ndarray, i: int) -> np.ndarray:
    if name in ATTENTION:
        if i == 1:  # the log-sum-exp
            return 2.0 ** -16 * np.abs(expected.astype(np.float64))
        return 2.0 ** -10 * float(np.abs(inputs[2].astype(np.float64)).max()) + _ulp(expected)
    if name in ("ragged_dot", "blackwell_ragged_dot"):
        a, b = inputs[1:] if name == "ragged_dot" else inputs[:2]
        k = a.shape[1]
        mags = np.concatenate([np.abs(a.astype(np.float64)) @ np.abs(b[g].astype(np.float64))
                               for g in range(b.shape[0])])  # a row's bound under every group: the max
        mag = mags.reshape(b.shape[0], *expected.shape).max(0)
    elif name == "transposed_ragged_dot":  # group g: lhs[rows of g].T @ rhs[rows of g], at most K terms
        sizes, lhs, rhs = inputs[0], inputs[5], inputs[6]
        k = lhs.shape[0]
        ends = np.cumsum(sizes)
        mag = np.stack([np.abs(lhs[e - s:e].astype(np.float64)).T @ np.abs(rhs[e - s:e].astype(np.float64))
                        for s, e in zip(sizes, ends)])
    else:
        a, b = inputs[0], inputs[1].T if name in B_TRANSPOSED else inputs[1]
        k = a.shape[1]
        mag = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    return 2 * k * 2.0 ** -24 * mag + _ulp(expected)


@pytest.mark.parametrize("name", sorted(n for n, stages in MATCHING.items() if "payload" in stages))
def test_jax_payload_computes_the_numpy_reference(name: str, folder: pathlib.Path) -> None:
    d = _unpacked(name, folder)
    inputs = _arrays(d, name, "in")
    for i, (got, expected) in enumerate(zip(_outputs(name, "payload", d), _arrays(d, name, "out"), strict=True)):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        err = np.abs(got.astype(np.float64) - expected.astype(np.float64))
        bound = _bound(name, inputs, expected, i)
        worst = np.unravel_index(np.argmax(err - bound), err.shape)
        assert (err <= bound).all(), (f"{name}: out{i}{list(worst)}: {got[worst]!r} against numpy's "
                                      f"{expected[worst]!r}, beyond the bound {bound[worst]}")


@pytest.mark.parametrize(("name", "stage"), [(n, s) for n, stages in sorted(MATCHING.items())
                                             for s in stages if s != "payload"])
def test_warpgroup_stage_gives_jax_payloads_bits(name: str, stage: str, folder: pathlib.Path) -> None:
    d = _unpacked(name, folder)
    theirs = _outputs(name, "payload", d)
    ours = _outputs(name, stage, d)
    for i, (t, o) in enumerate(zip(theirs, ours, strict=True)):
        difference = first_difference(f"{name} ({stage})", f"out{i}", t, o)
        assert difference is None, difference


@pytest.mark.parametrize("name", INFERENCE_EQUALS_JAX)
def test_our_inference_equals_jaxs(name: str, folder: pathlib.Path) -> None:
    d = _unpacked(name, folder)
    ctx = make_context()
    module, theirs = (parse_module((d / f"{name}.wg.{stage}.mlir").read_text(), stage, ctx)
                      for stage in ("wg_dialect", "wg_layouts"))
    InferLayoutPass().apply(ctx, module)
    got, want = layout_annotations(module), layout_annotations(theirs)
    assert len(got) == len(want)
    differ = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not differ, f"{len(differ)} ops differ, first #{differ[0]}: ours {got[differ[0]]}, jax's {want[differ[0]]}"


def test_every_capture_is_run() -> None:
    assert {p.name.removesuffix(".tar.xz") for p in CAPTURED.glob("*.tar.xz")} == set(MATCHING)
    table = (CAPTURED.parent / "README.md").read_text()
    assert all(f"| `{name}` " in table for name in MATCHING)
