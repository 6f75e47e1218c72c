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

attention_bwd's forward kernel is attention_fwd_lse's (the same bound). Its dQ and dK/dV kernels take
the forward's log-sum-exp and ``delta = rowsum(O dO)`` as numpy computes them (kernels.py) and recompute,
with P the softmax, ``dP = dO V^T`` and ``dS = P (dP - delta)`` (attention_mgpu.py:433-463, 532-570 at
jax-v0.10.2). P, as ``exp2(S log2(e) - lse)``, is off by a relative ``eps_P = 2 D 2^-24 (|q| @ |k|^T)``
(S's two f32 sums of D = head_dim terms; ``ln(2) log2(e) = 1``) ``+ 2^-21 ln(2) (|S| log2(e) + |lse|)``
(the exponent's and numpy's log-sum-exp's f32 roundings) ``+ 2^-20`` (ex2.approx's 2^-22 and numpy's own
softmax roundings inside); dP by ``2 D 2^-24 (|dO| @ |V|^T)``; delta by ``2^-10 rowsum(|O| |dO|)`` (the
wrapper sums O rounded to f16, attention_mgpu.py:392: 2^-11, the f32 sums inside); so dS, rounded to f16
before its matmul, by ``e_dS = (eps_P |dS| + P (dP's + delta's)) (1 + 2^-11) + 2^-11 |dS| + 2^-25`` (the
last an f16 subnormal's half ulp). dQ = dS @ K is then off by ``e_dS @ |K|``, plus the f32 sums'
``2 N 2^-24 (|dS| @ |K|)`` (N terms) and one output ulp; dK = dS^T @ Q alike; dV = P^T @ dO with P rounded
to f16, ``e_P = (eps_P (1 + 2^-11) + 2^-11) P + 2^-25`` in place of e_dS.
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
    "attention_bwd": ("payload", "wg_layouts", "ours"),
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
             "example_flash_attention_tma_wg", "attention_bwd", "attention_fwd_pipelined",
             "attention_fwd_pipelined_lse"}
# Functions of several kernels (mgpu-capture writes them NAME.k0, NAME.k1, ...): each kernel's inputs
# and outputs among the function's, in order, as the mgpu-run commands of its capture.json name them.
KERNELS = {"attention_bwd": (((0, 1, 2), (0, 1)),  # q, k, v -> the forward's output and log-sum-exp
                             ((0, 1, 2, 3, 4, 5), (2,)),  # q, k, v, dO, lse, delta -> dQ
                             ((0, 1, 2, 3, 4, 5), (3, 4)))}  # the same -> dK, dV
# Kernels whose inference is also held to jax's op for op (it once ran while the rest of the "ours"
# stage was refused; README.md).
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


def _run(path: pathlib.Path, stage: str, inputs: list[np.ndarray], n: int) -> list[np.ndarray]:
    module = parse_module(path.read_text(), str(path), make_context())
    if stage != "payload":
        LowerPass(semantics="warpgroup").apply(make_context(), module)
    got = run(module, {f"in{i}": a for i, a in enumerate(inputs)}, num_outputs=n).outputs
    return [got[f"out{i}"] for i in range(n)]


@functools.cache
def _outputs(name: str, stage: str, d: pathlib.Path) -> list[np.ndarray]:
    stem = "wg_dialect" if stage == "ours" else stage
    inputs = _arrays(d, name, "in")
    if name not in KERNELS:
        tag = "wg" if (d / f"{name}.wg.payload.mlir").exists() else "lane"
        return _run(d / f"{name}.{tag}.{stem}.mlir", stage, inputs, len(_arrays(d, name, "out")))
    outputs = {}
    for k, (ins, outs) in enumerate(KERNELS[name]):
        got = _run(d / f"{name}.k{k}.wg.{stem}.mlir", stage, [inputs[i] for i in ins], len(outs))
        outputs.update(zip(outs, got, strict=True))
    return [outputs[i] for i in range(len(outputs))]


def _ulp(x: np.ndarray) -> np.ndarray:
    return np.spacing(np.abs(x).astype(x.dtype)).astype(np.float64)


def _attention_grad_bound(inputs: list[np.ndarray], i: int) -> np.ndarray:
    """attention_bwd's bound on dQ (i = 2), dK (3), dV (4), less one output ulp (the docstring derives it)."""
    q, k, v, do = (x[0, :, 0].astype(np.float64) for x in inputs[:4])  # [sequence, head_dim]
    lse = inputs[4][0, 0].astype(np.float64)[:, None]
    s = q @ k.T
    p = np.exp(s - s.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    o_do = np.abs(p @ v) * np.abs(do)  # delta's terms
    ds = p * (do @ v.T - ((p @ v) * do).sum(1, keepdims=True))
    f32 = 2 * q.shape[1] * 2.0 ** -24  # two f32 sums of head_dim terms
    eps_p = (f32 * (np.abs(q) @ np.abs(k).T) + 2.0 ** -20
             + 2.0 ** -21 * np.log(2) * (np.abs(s) * np.log2(np.e) + np.abs(lse)))
    e_ds = ((eps_p * np.abs(ds) + p * (f32 * (np.abs(do) @ np.abs(v).T) + 2.0 ** -10 * o_do.sum(1, keepdims=True)))
            * (1 + 2.0 ** -11) + 2.0 ** -11 * np.abs(ds) + 2.0 ** -25)
    e_p = (eps_p * (1 + 2.0 ** -11) + 2.0 ** -11) * p + 2.0 ** -25
    e, x, y = {2: (e_ds, np.abs(ds), np.abs(k)), 3: (e_ds.T, np.abs(ds).T, np.abs(q)), 4: (e_p.T, p.T, np.abs(do))}[i]
    return e @ y + 2 * x.shape[1] * 2.0 ** -24 * (x @ y)


def _bound(name: str, inputs: list[np.ndarray], expected: np.ndarray, i: int) -> np.ndarray:
    if name == "attention_bwd" and i >= 2:
        return _attention_grad_bound(inputs, i).reshape(expected.shape) + _ulp(expected)
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


def test_attention_bwd_bound_refuses_a_wrong_delta(folder: pathlib.Path) -> None:
    """The dQ kernel fed a delta 1% off (what the wrapper's O or dO slightly wrong would give it) leaves
    the bound: the bound is tight enough to tell the wrapper's in-between values from others."""
    d = _unpacked("attention_bwd", folder)
    inputs = _arrays(d, "attention_bwd", "in")
    ins, (out,) = KERNELS["attention_bwd"][1]
    fed = [inputs[i] * np.float32(1.01) if i == 5 else inputs[i] for i in ins]
    (got,) = _run(d / "attention_bwd.k1.wg.payload.mlir", "payload", fed, 1)
    expected = _arrays(d, "attention_bwd", "out")[out]
    assert (np.abs(got.astype(np.float64) - expected) > _bound("attention_bwd", inputs, expected, out)).any()


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
