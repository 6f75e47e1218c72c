"""Our Warpgroup lowering agrees with jax's payload, bit for bit, on every captured kernel.

For each kernel with both a mosaic_gpu-level stage (``NAME.wg.wg_dialect.mlir``) and jax's
Warpgroup payload (``NAME.wg.payload.mlir``), in ``tests/corpus`` and ``tests/differential/captured``
(jax 0.10.2's; ``capture.sh`` there regenerates them) and ``tests/differential/captured/jax-VERSION`` (a later
release's, each read as that release's IR; ``capture_release.sh``): run jax's payload, and the wg_dialect module
after our ``mgpu-infer-layout`` + ``mgpu-lower-warpgroup`` (our inference, not jax's layouts), on the same
inputs in the emulator, and compare every output bit for bit, and what they print (gpu.printf) character
for character. A disagreement is the worst outcome
(a wrong answer nobody sees): it fails, naming the kernel, the output and the first differing element.

A kernel jax lowers in Lane semantics only (``NAME.lane.payload.mlir``, no mosaic_gpu-level stage: mgpu lowers the
Warpgroup semantics) is checked against numpy alone.

A stage that mgpu refuses (a located message: an op it does not know yet) is not a disagreement:
such kernels are listed in ``REFUSED`` with the words of the refusal, and are skipped while it
lasts; any other refusal fails.
"""

from __future__ import annotations

import dataclasses
import functools
import pathlib
import re

import numpy as np
import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import Float16Type
from xdsl.utils.exceptions import ParseError

from mgpu import npy
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.nvvm.matrix import LdStMatrixEltType, MMALayout
from mgpu.dialect.vector_ext import FromElementsOp
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers import matrix
from mgpu.emulator.run import RunResult, run
from mgpu.passes.pipelines import LowerPass
from tests.support.bits import first_difference

TESTS = pathlib.Path(__file__).parent.parent
CAPTURED = TESTS / "differential" / "captured"
# (folder of the .mlir stages, folder of NAME.in*.npy, the jax release that captured them: tests/corpus/INDEX.md,
# capture.sh, capture_release.sh); a kernel of a later release is named "jax-VERSION/NAME"
LATER_RELEASES = ("0.11.2", "0.12.0.1")
SOURCES = [(TESTS / "corpus", TESTS / "corpus" / "data", "0.10.2"), (CAPTURED, CAPTURED, "0.10.2"),
           *((CAPTURED / f"jax-{v}", CAPTURED / f"jax-{v}", v) for v in LATER_RELEASES)]

# Kernels a stage of which mgpu refuses today, with words of the refusal (none at present:
# sliced_acc_flip, the slices of a wgmma accumulator, is lowered and matches).
REFUSED: dict[str, str] = {}


@dataclasses.dataclass(frozen=True)
class Captured:
    """Where a kernel's stages and .npy files are, as whose IR to read them, its name in its folder, and the
    semantics it was captured in (the files' ``wg`` or ``lane``)."""
    folder: pathlib.Path
    data: pathlib.Path
    jax: str
    stem: str
    semantics: str = "wg"


def _kernels() -> dict[str, Captured]:
    out = {}
    for folder, data, jax in SOURCES:
        for dialect in sorted(folder.glob("*.wg.wg_dialect.mlir")):
            stem = dialect.name.removesuffix(".wg.wg_dialect.mlir")
            if (folder / f"{stem}.wg.payload.mlir").exists():
                out[stem if jax == "0.10.2" else f"{folder.name}/{stem}"] = Captured(folder, data, jax, stem)
    return out


KERNELS = _kernels()
# jax-VERSION/NAME.lane: the Lane-semantics payloads of the later releases (capture_release.sh)
LANE_KERNELS = {f"jax-{v}/{p.name.removesuffix('.lane.payload.mlir')}.lane":
                Captured(CAPTURED / f"jax-{v}", CAPTURED / f"jax-{v}", v, p.name.removesuffix(".lane.payload.mlir"), "lane")
                for v in LATER_RELEASES for p in sorted((CAPTURED / f"jax-{v}").glob("*.lane.payload.mlir"))}


@functools.cache
def _stage_run(kernel: Captured, ours: bool) -> RunResult:
    """The run of jax's payload, or of our lowering of the wg_dialect module, on the captured
    inputs (once per session)."""
    name, data = kernel.stem, kernel.data
    inputs = {p.name.split(".")[-2]: npy.load(p) for p in sorted(data.glob(f"{name}.in*.npy"))}
    outputs = max(1, len(list(data.glob(f"{name}.out*.npy"))))
    path = kernel.folder / f"{name}.{kernel.semantics}.{'wg_dialect' if ours else 'payload'}.mlir"
    # read as the release that captured it: the lowering follows the release, and a later one's may differ on a
    # module that reads alike (jax 0.12 plans its GMEM transfers, 0.11.2 its SMEM ones with ldmatrix / stmatrix)
    ctx = make_context(jax=kernel.jax)
    module = parse_module(path.read_text(), str(path), ctx)
    if ours:
        LowerPass(semantics="warpgroup").apply(ctx, module)
    return run(module, inputs, num_outputs=outputs)


def _refusable(name: str, ours: bool) -> RunResult:
    """``_stage_run``, or a skip where mgpu refuses the stage as ``REFUSED`` says (any other refusal fails)."""
    try:
        return _stage_run({**KERNELS, **LANE_KERNELS}[name], ours)
    except (MgpuError, ParseError, EmulatorError) as e:
        if name in REFUSED and REFUSED[name] in str(e):
            pytest.skip(f"refused (not a disagreement): {str(e).splitlines()[0]}")
        raise


@pytest.mark.parametrize("name", KERNELS)
def test_our_lowering_matches_jax_payload(name: str) -> None:
    theirs_run = _refusable(name, ours=False)
    ours_run = _refusable(name, ours=True)
    assert ours_run.printed == theirs_run.printed, f"{name}: what our lowering prints differs from jax's payload"
    theirs, ours = theirs_run.outputs, ours_run.outputs
    assert sorted(ours) == sorted(theirs)
    for out in theirs:
        difference = first_difference(name, out, theirs[out], ours[out])
        assert difference is None, difference


def test_a_disagreement_names_the_first_differing_element() -> None:
    theirs = np.arange(6, dtype=np.float32).reshape(2, 3)
    ours = theirs.copy()
    assert first_difference("k", "out0", theirs, ours) is None
    ours[1, 0] = -0.0 if theirs[1, 0] == 0 else np.float32(7.5)
    ours[1, 2] = np.float32(9)
    assert first_difference("k", "out0", theirs, ours) == (
        "k: out0: 2 of 6 elements differ from jax's payload; first at (1, 0): "
        "ours np.float32(7.5), jax's np.float32(3.0)")


def test_negative_zero_is_a_disagreement() -> None:
    theirs = np.zeros(4, np.float16)
    ours = theirs.copy()
    ours[2] = -ours[2]
    assert first_difference("k", "out0", theirs, ours) is not None


# Captures whose numpy reference sums in another order than the tensor core (f32 products summed in
# f64 and rounded once, mgpu/emulator/wgmma.py): within the test's tolerance, not bit for bit.
MATMULS = {"dynamic_b_columns", "sliced_ref", "sliced_acc_flip", "registers_a", "matmul_wg_n", "matmul_wg_m",
           "simple_matmul_m128_n128_s128_f16_lhs_tmem", "acc_rows_128", "acc_rows_128_lhs_t",
           "registers_a_rows_128", "simple_matmul_m128_n128_s128_f16_tl", "simple_matmul_m128_n128_s128_f16_tr",
           "simple_matmul_m64_n256_s64_bf16", "simple_collective_matmul_256x256x256_s128_f16",
           "simple_collective_matmul_128x64x128_s32_bf16", "simple_scaled_matmul_n128_e5m2",
           "block_scaled_sparse_matmul_n128", "scaled_sparse_collective"}


@pytest.mark.parametrize("name", sorted(n for n, k in KERNELS.items() if k.folder.is_relative_to(CAPTURED))
                         + sorted(LANE_KERNELS))
def test_jax_payload_matches_numpy(name: str) -> None:
    """What the comparison stands on: jax's payload of each new capture computes its numpy reference
    (bit for bit, or within jax's test's tolerance for a matmul)."""
    theirs = _refusable(name, ours=False).outputs
    kernel = {**KERNELS, **LANE_KERNELS}[name]
    for out, got in theirs.items():
        expected = npy.load(kernel.data / f"{kernel.stem}.{out}.npy")
        if expected.dtype.kind == "V":  # (bfloat16, float8 are saved as their bytes: numpy knows no ml_dtypes)
            expected = expected.view(got.dtype)
        if name in MATMULS:
            np.testing.assert_allclose(got.astype(np.float32), expected.astype(np.float32), rtol=1e-3, atol=1e-3)
        else:
            assert first_difference(name, out, expected, got) is None, first_difference(name, out, expected, got)


def test_every_captured_kernel_is_compared() -> None:
    assert {str(p.relative_to(CAPTURED)).removesuffix(".wg.wg_dialect.mlir")
            for p in CAPTURED.glob("**/*.wg.wg_dialect.mlir")} <= set(KERNELS)
    assert {"matmul_wg_n", "pallas_wgmma", *TXMATRIX} <= set(KERNELS)
    assert {str(p.relative_to(CAPTURED)).removesuffix(".payload.mlir")
            for p in CAPTURED.glob("jax-*/*.lane.payload.mlir")} == set(LANE_KERNELS) >= set(TXMATRIX_8BIT)


# tests/differential/kernels/txmatrix.py's, as each release that moves them with ldmatrix / stmatrix captured them
TXMATRIX = [f"jax-{release}/{name}" for release in LATER_RELEASES
            for name in ("transposed_f16", "transposed_tcgen05_f16")]


@pytest.mark.parametrize("name", TXMATRIX)
def test_jax_moves_the_transposed_transfers_with_ldmatrix_and_stmatrix_trans(name: str) -> None:
    """What the captures of txmatrix.py stand for: jax moves the value through the transposed refs with the
    ``.trans`` forms (``layout = <col>``), and the other store with the plain ``stmatrix``."""
    kernel = KERNELS[name]
    payload = (kernel.folder / f"{kernel.stem}.wg.payload.mlir").read_text()
    for op, layout in (("ldmatrix", "col"), ("stmatrix", "col"), ("stmatrix", "row")):
        assert re.search(rf"nvvm\.{op} .*layout = <{layout}>", payload), (op, layout)


@pytest.mark.parametrize("name", TXMATRIX)
def test_mgpu_moves_the_transposed_transfers_element_by_element(name: str) -> None:
    """The other side of the comparison: mgpu's lowering of the same module reads each register of the transposed
    load as two f16 loads (vector.from_elements) and writes each of the transposed store as two f16 stores."""
    kernel = KERNELS[name]
    path = kernel.folder / f"{kernel.stem}.wg.wg_dialect.mlir"
    ctx = make_context(jax=kernel.jax)
    module = parse_module(path.read_text(), str(path), ctx)
    LowerPass(semantics="warpgroup").apply(ctx, module)
    assert sum(isinstance(op, FromElementsOp) for op in module.walk()) == 32  # (8192 elements / 128 threads / 2)
    assert sum(isinstance(op, llvm.StoreOp) and op.value.type == Float16Type() for op in module.walk()) == 64


# tests/differential/kernels/txmatrix.py's 8-bit transposed loads, as each release captured them (Lane semantics)
TXMATRIX_8BIT = [f"jax-{release}/{name}.lane" for release in LATER_RELEASES for name in ("transposed_i8", "transposed_f8")]
B8 = ((16, 16), LdStMatrixEltType.B8, MMALayout.COL)


@pytest.mark.parametrize("name", TXMATRIX_8BIT)
def test_jax_loads_the_8_bit_transposed_value_with_ldmatrix_m16n16_trans_b8(name: str) -> None:
    """What the 8-bit captures stand for: every load of the value through the transposed ref is an ``ldmatrix
    .m16n16 .trans .b8`` (transposed_i8's an ``.x1`` and an ``.x2``, transposed_f8's ``.x2``), and nothing else
    reads it."""
    kernel = LANE_KERNELS[name]
    payload = (kernel.folder / f"{kernel.stem}.lane.payload.mlir").read_text()
    nums = re.findall(r"nvvm\.ldmatrix %\w+, num = (\d), layout = <col>, shape = <m = 16, n = 16>, element_type = <b8>",
                      payload)
    assert sorted(nums) == (["1", "2"] if "i8" in name else ["2"] * 4)


# mappings of an ldmatrix .m16n16 .trans .b8 register's bytes other than PTX's (matrix_fragments.py): each
# makes jax's payload compute something other than numpy's transpose
MISREAD = {
    "not transposed": lambda rows, t, g, q, r0, k: tuple(rows[t, r0 + g + 8 * k] + 4 * q + j for j in range(4)),
    "rows 2g and 2g + 1": lambda rows, t, g, q, r0, k: tuple(rows[t, r0 + 4 * q + j] + 2 * g + k for j in range(4)),
    "registers swapped": lambda rows, t, g, q, r0, k: tuple(rows[t, r0 + 4 * q + j] + g + 8 - 8 * k for j in range(4)),
    "bytes reversed": lambda rows, t, g, q, r0, k: tuple(rows[t, r0 + 4 * q + 3 - j] + g + 8 * k for j in range(4)),
    "address lanes 4 j + q": lambda rows, t, g, q, r0, k: tuple(rows[t, r0 + q + 4 * j] + g + 8 * k for j in range(4)),
}


@pytest.mark.parametrize("misread", MISREAD)
@pytest.mark.parametrize("name", TXMATRIX_8BIT)
def test_a_misread_8_bit_fragment_makes_jax_payload_disagree_with_numpy(name: str, misread: str, monkeypatch) -> None:
    """The captures pin the layout down: with any of these in place of PTX's, jax's payload no longer transposes."""
    kernel = LANE_KERNELS[name]
    form = matrix.LOAD_FORMS[B8]
    monkeypatch.setitem(matrix.LOAD_FORMS, B8, dataclasses.replace(form, where=MISREAD[misread]))
    got = _stage_run.__wrapped__(kernel, ours=False).outputs["out0"]
    expected = npy.load(kernel.data / f"{kernel.stem}.out0.npy")
    assert got.tobytes() != expected.tobytes()
