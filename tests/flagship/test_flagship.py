"""jax's flagship kernels (tests/flagship/kernels.py, captured by capture.sh into captured/NAME.tar.xz with
jax 0.10.2 and captured/jax-RELEASE/NAME.tar.xz with jax 0.11.2 and 0.12.0.1) run in every stage, each read as its
release's IR (mgpu-run's ``--jax``): jax's payload computes the numpy reference within the bound below, and
each Warpgroup stage lowered by mgpu (jax's inferred layouts, ``wg_layouts``; our own inference, ``ours``,
from ``wg_dialect``) gives jax's payload's outputs bit for bit. A stage that stops where mgpu lacks a rule
(STOPS) is a strict xfail naming that stop: it fails if the stage stops elsewhere, and flips when the rule
lands. README.md here has the outcome of every release x kernel x stage.

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

jax 0.11.2's and 0.12.0.1's kernels compute the same way (their *_mgpu.py differ from 0.10.2's in API spellings
only: ``ref.transpose``, ``plgpu.load`` without an index, ``plgpu.warp_map``; the wrapper's delta, now an
einsum at ``precision="high"``, is numpy's here), so the same bounds hold.
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
from tests.support.bits import first_difference

CAPTURED = pathlib.Path(__file__).parent / "captured"
# capture.sh's, by release: NAME.tar.xz a kernel, or every kernel's in one SOLID archive (0.11.2's)
FOLDERS = {"0.10.2": CAPTURED, "0.11.2": CAPTURED / "jax-0.11.2", "0.12.0.1": CAPTURED / "jax-0.12.0.1"}
SOLID = "kernels.tar.xz"
WG = ("payload", "wg_layouts", "ours")

# The stages of each kernel, by release.
STAGES = {
    "0.10.2": {
        **dict.fromkeys(("hopper_matmul_wg_n", "hopper_matmul_wg_m", "hopper_matmul_c", "hopper_matmul_cluster_m",
                         "hopper_mixed_type_matmul", "attention_fwd", "attention_fwd_pipelined",
                         "attention_fwd_pipelined_lse", "attention_fwd_causal", "attention_fwd_lse",
                         "attention_bwd", "ragged_dot", "transposed_ragged_dot", "blackwell_ragged_dot",
                         "blackwell_matmul", "blackwell_matmul_collective"), WG),
        # jax's low-level examples (examples.py): as_gpu_kernel kernels, Lane semantics, a payload only
        **dict.fromkeys(("example_matmul", "example_matmul_cluster_m", "example_flash_attention",
                         "example_flash_attention_tma_wg", "example_matmul_blackwell",
                         "example_matmul_blackwell_collective"), ("payload",)),
    },
}
# (jax's low-level examples are 0.10.2's: not captured for the newer releases)
STAGES["0.11.2"] = STAGES["0.12.0.1"] = {name: stages for name, stages in STAGES["0.10.2"].items() if stages == WG}

# Where a stage stops today (README.md says why): (release, kernel, stage) -> a part of the diagnostic
# it stops with. A Warpgroup stage also stops where its kernel's payload does (it is
# compared with the payload's bits).
STOPS: dict[tuple[str, str, str], str] = {
    # jax 0.11.2's and 0.12.0.1's race: its kernel calls dynamic_scheduling_loop without cluster_axes, so every
    # CTA of the cluster issues the cluster-launch-control request and both replies write each CTA's slot in one
    # phase (docs/design/jax_0_12_cluster_cancel_race.md; test_cluster_cancel_issuers.py)
    **{(release, "blackwell_matmul_collective", stage): "race: the clusterlaunchcontrol.try_cancel"
       for release in ("0.11.2", "0.12.0.1") for stage in ("payload", "wg_layouts", "ours")},
    # jax's blackwell_ragged_dot (collective): the peer CTA's store warpgroup hands its half of the accumulator
    # back on its own CTA's barrier, which the lead's MMA warp never waits on
    # (docs/design/jax_blackwell_ragged_dot_tmem_race.md)
    **{(release, "blackwell_ragged_dot", stage): "race: this tcgen05.mma writes TMEM columns"
       for release in ("0.10.2", "0.11.2", "0.12.0.1") for stage in ("payload", "wg_layouts", "ours")},
    # jax 0.10.2's low-level flash attention with a TMA warpgroup: one "consumed" barrier for the two slots, so the
    # compute warpgroups may complete its phases 0 and 1 before the TMA thread's parity wait for phase 0 runs, which
    # then waits for phase 2 (docs/design/jax_0_10_flash_attention_tma_wg_phase_race.md)
    ("0.10.2", "example_flash_attention_tma_wg", "payload"):
        "but no release into phase 1 is ordered after the parity wait by CTA (0, 0, 0) warpgroup 2",
}
# Where mgpu's Warpgroup lowering gives other bits than jax's payload today: (release, kernel, stage) -> a part
# of the difference (first_difference's words). None today.
DIFFERS: dict[tuple[str, str, str], str] = {}
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
INFERENCE_EQUALS_JAX = (("0.10.2", "blackwell_matmul_collective"),)
B_TRANSPOSED = {"example_matmul_blackwell", "example_matmul_blackwell_collective"}  # compute a @ b.T


class Stopped(Exception):
    """A stage stopped where STOPS says it does."""


class KnownDifference(Exception):
    """A stage's bits differ from the payload's as DIFFERS says."""


def _kernels(release: str) -> set[str]:
    """The kernels capture.sh packed for the release."""
    solid = FOLDERS[release] / SOLID
    if solid.exists():
        with tarfile.open(solid) as tar:
            return {m.name.split(".")[0] for m in tar.getmembers()}
    return {p.name.removesuffix(".tar.xz") for p in FOLDERS[release].glob("*.tar.xz")}


@functools.cache
def _unpacked(release: str, name: str, tmp: pathlib.Path) -> pathlib.Path:
    d = tmp / release
    solid = FOLDERS[release] / SOLID
    with tarfile.open(solid if solid.exists() else FOLDERS[release] / f"{name}.tar.xz") as tar:
        tar.extractall(d, [m for m in tar.getmembers() if m.name.startswith(f"{name}.")], filter="data")
    if release != "0.10.2":  # its inputs and numpy outputs are 0.10.2's (capture.sh checks them equal)
        with tarfile.open(CAPTURED / f"{name}.tar.xz") as tar:
            tar.extractall(d, [m for m in tar.getmembers() if m.name.endswith(".npy")], filter="data")
    return d


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> pathlib.Path:
    return tmp_path_factory.mktemp("flagship")


def _arrays(d: pathlib.Path, name: str, kind: str) -> list[np.ndarray]:
    return [np.load(p) for p in sorted(d.glob(f"{name}.{kind}*.npy"))]


def _run(release: str, path: pathlib.Path, stage: str, inputs: list[np.ndarray], n: int) -> list[np.ndarray]:
    module = parse_module(path.read_text(), str(path), make_context(jax=release))
    if stage != "payload":
        LowerPass(semantics="warpgroup").apply(make_context(jax=release), module)
    got = run(module, {f"in{i}": a for i, a in enumerate(inputs)}, num_outputs=n).outputs
    return [got[f"out{i}"] for i in range(n)]


def _outputs(release: str, name: str, stage: str, d: pathlib.Path) -> list[np.ndarray]:
    stem = "wg_dialect" if stage == "ours" else stage
    inputs = _arrays(d, name, "in")
    if name not in KERNELS:
        tag = "wg" if (d / f"{name}.wg.payload.mlir").exists() else "lane"
        return _run(release, d / f"{name}.{tag}.{stem}.mlir", stage, inputs, len(_arrays(d, name, "out")))
    outputs = {}
    for k, (ins, outs) in enumerate(KERNELS[name]):
        got = _run(release, d / f"{name}.k{k}.wg.{stem}.mlir", stage, [inputs[i] for i in ins], len(outs))
        outputs.update(zip(outs, got, strict=True))
    return [outputs[i] for i in range(len(outputs))]


@functools.cache
def _outputs_or_error(release: str, name: str, stage: str, d: pathlib.Path) -> list[np.ndarray] | Exception:
    try:
        return _outputs(release, name, stage, d)
    except Exception as e:  # (kept, so that each test of a stage that stops runs it once)
        return e


def _stage(release: str, name: str, stage: str, d: pathlib.Path) -> list[np.ndarray]:
    """The stage's outputs; Stopped if it stops where STOPS says, its own error if it stops elsewhere."""
    got = _outputs_or_error(release, name, stage, d)
    if not isinstance(got, Exception):
        return got
    stop = STOPS.get((release, name, stage))
    if stop is not None and stop in str(got):
        raise Stopped(str(got)) from got
    raise got


def _param(release: str, name: str, stage: str | None = None):
    """``(release, name[, stage])`` as a test case (no stage: the payload), a strict xfail where the stage,
    or the payload it is held to, stops."""
    stages = ("payload",) if stage is None else (stage, "payload")
    stops = dict.fromkeys(STOPS[release, name, s] for s in stages if (release, name, s) in STOPS)
    marks = [pytest.mark.xfail(strict=True, raises=Stopped, reason="; ".join(stops))] if stops else []
    if (release, name, stage) in DIFFERS:
        marks.append(pytest.mark.xfail(strict=True, raises=KnownDifference, reason=DIFFERS[release, name, stage]))
    values = (release, name) if stage is None else (release, name, stage)
    return pytest.param(*values, marks=marks, id="-".join(values))


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


@pytest.mark.parametrize(("release", "name"), [_param(r, n) for r, kernels in STAGES.items()
                                               for n in sorted(kernels)])
@pytest.mark.tier
def test_jax_payload_computes_the_numpy_reference(release: str, name: str, folder: pathlib.Path) -> None:
    d = _unpacked(release, name, folder)
    inputs = _arrays(d, name, "in")
    got_all = _stage(release, name, "payload", d)
    for i, (got, expected) in enumerate(zip(got_all, _arrays(d, name, "out"), strict=True)):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        err = np.abs(got.astype(np.float64) - expected.astype(np.float64))
        bound = _bound(name, inputs, expected, i)
        worst = np.unravel_index(np.argmax(err - bound), err.shape)
        assert (err <= bound).all(), (f"{name} (jax {release}): out{i}{list(worst)}: {got[worst]!r} against "
                                      f"numpy's {expected[worst]!r}, beyond the bound {bound[worst]}")


def test_attention_bwd_bound_refuses_a_wrong_delta(folder: pathlib.Path) -> None:
    """The dQ kernel fed a delta 1% off (what the wrapper's O or dO slightly wrong would give it) leaves
    the bound: the bound is tight enough to tell the wrapper's in-between values from others."""
    d = _unpacked("0.10.2", "attention_bwd", folder)
    inputs = _arrays(d, "attention_bwd", "in")
    ins, (out,) = KERNELS["attention_bwd"][1]
    fed = [inputs[i] * np.float32(1.01) if i == 5 else inputs[i] for i in ins]
    (got,) = _run("0.10.2", d / "attention_bwd.k1.wg.payload.mlir", "payload", fed, 1)
    expected = _arrays(d, "attention_bwd", "out")[out]
    assert (np.abs(got.astype(np.float64) - expected) > _bound("attention_bwd", inputs, expected, out)).any()


@pytest.mark.parametrize(("release", "name", "stage"), [
    _param(r, n, s) for r, kernels in STAGES.items() for n, stages in sorted(kernels.items())
    for s in stages if s != "payload"])
@pytest.mark.tier
def test_warpgroup_stage_gives_jax_payloads_bits(release: str, name: str, stage: str, folder: pathlib.Path) -> None:
    d = _unpacked(release, name, folder)
    ours = _stage(release, name, stage, d)
    theirs = _stage(release, name, "payload", d)
    for i, (t, o) in enumerate(zip(theirs, ours, strict=True)):
        difference = first_difference(f"{name} (jax {release}, {stage})", f"out{i}", t, o)
        known = DIFFERS.get((release, name, stage))
        if difference is not None and known is not None and known in difference:
            raise KnownDifference(difference)
        assert difference is None, difference


@pytest.mark.parametrize(("release", "name"), INFERENCE_EQUALS_JAX)
def test_our_inference_equals_jaxs(release: str, name: str, folder: pathlib.Path) -> None:
    d = _unpacked(release, name, folder)
    ctx = make_context(jax=release)
    module, theirs = (parse_module((d / f"{name}.wg.{stage}.mlir").read_text(), stage, ctx)
                      for stage in ("wg_dialect", "wg_layouts"))
    InferLayoutPass().apply(ctx, module)
    got, want = layout_annotations(module), layout_annotations(theirs)
    assert len(got) == len(want)
    differ = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not differ, f"{len(differ)} ops differ, first #{differ[0]}: ours {got[differ[0]]}, jax's {want[differ[0]]}"


@pytest.mark.parametrize("release", STAGES)
def test_every_capture_is_run(release: str) -> None:
    assert _kernels(release) == set(STAGES[release])
    assert all(key[0] in STAGES and key[1] in STAGES[key[0]] and key[2] in STAGES[key[0]][key[1]] for key in STOPS)
    table = (CAPTURED.parent / "README.md").read_text().split(f"## jax {release}\n")[1].split("\n## ")[0]
    assert all(f"| `{name}` " in table for name in STAGES[release])
