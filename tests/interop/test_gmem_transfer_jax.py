"""jax's own lowering of the lit cases of mgpu's GMEM transfer checks: each case of each file below, read by jaxlib
and its ops lowered in order by jax's rules (``dialect_lowering.LoweringContext.lower_op``, on CPU, through jaxlib's
MLIR bindings), fails with the words the case expects of mgpu, or lowers where it expects no error, with the same
vector loads and stores, in the same order, as mgpu-opt's lowering of the case (how many bytes a lane moves at once).

Run with the pytest of the venv of a file's release (its RUN lines' ``--jax``), e.g.
``PYTHONPATH=$PWD .venv-jax012/bin/pytest -q tests/interop/test_gmem_transfer_jax.py``; the other releases' cases
are skipped.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.lit_cases import EXPECTED, lit_cases

jax = pytest.importorskip("jax")

from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib import mosaic_gpu_dialect  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax.experimental.mosaic.gpu import dialect_lowering  # noqa: E402

LIT = Path(__file__).resolve().parent.parent / "filecheck" / "passes" / "lower_warpgroup"
FILES = ("gmem_transfer_plan.mlir", "gmem_transfer_optimized_0_11.mlir")
# a vector load or store of registers, in the generic form both print: (op, vector type)
ACCESS = re.compile(r'"llvm\.(load|store)"\(.*?\).*?: \((.*?)\) -> (\S+)')


def _accesses(generic_ir: str) -> list[tuple[str, str]]:
    """The vector type each llvm.load reads and each llvm.store writes, in order."""
    out = []
    for kind, operands, result in ACCESS.findall(generic_ir):
        out.append((kind, result if kind == "load" else operands.split(", ")[0]))
    return out


def _jax_lowered(chunk: str) -> str:
    """The case's kernel lowered by jax's rules, op by op (a LoweringContext of no launch: the rules of
    vector_load, vector_store and vector.broadcast read none of it but auto_barriers)."""
    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(chunk)
        module.context.append_dialect_registry(dialect_lowering.mlir_interpreter.upstream_dialects)
        module.context.load_all_available_dialects()
        [func] = module.body.operations
        lowering = dialect_lowering.LoweringContext(None, None, None, None, None, auto_barriers=True,
                                                    smem_requested_bytes=0)
        for op in list(func.regions[0].blocks[0].operations):
            with ir.InsertionPoint(op):
                lowering.lower_op(op)
        return module.operation.get_asm(print_generic_op_form=True)


def _mgpu_lowered(release: str, chunk: str) -> str:
    return subprocess.run([sys.executable, "-m", "mgpu.tools.mgpu_opt", "-", "--jax", release, "-p",
                           "mgpu-lower-warpgroup", "--print-op-generic"],
                          input=chunk, capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize(("release", "chunk"), lit_cases(LIT, FILES))
def test_jax_lowers_as_the_case_expects(release: str, chunk: str) -> None:
    if jax.__version__ != release:
        pytest.skip(f"a case of jax {release} (this is jax {jax.__version__})")
    expected = EXPECTED.search(chunk)
    try:
        lowered = _jax_lowered(chunk)
    except Exception as e:  # jax's TransferPlanDerivationError is an Exception of its own
        assert expected is not None, f"jax refuses a case mgpu lowers: {e}"
        assert str(e) == expected.group(1), str(e)
        return
    assert expected is None, f"jax lowers a case mgpu refuses ({expected.group(1)})"
    jax_accesses = _accesses(lowered)
    assert jax_accesses, "jax's lowering has no vector load or store"
    assert _accesses(_mgpu_lowered(release, chunk)) == jax_accesses


def _named_layouts() -> list:
    from jax.experimental.mosaic.gpu import fragmented_array as fa
    return [pytest.param(getattr(fa, name), id=name) for name in sorted(dir(fa))
            if name.endswith("LAYOUT") and isinstance(getattr(fa, name), fa.TiledLayout)]


def _mgpu_layout(layout):
    from mgpu import layouts as L
    dim = lambda d: d if isinstance(d, int) else L.Replicated(d.times)  # noqa: E731
    return L.TiledLayout(L.Tiling(layout.tiling.tiles), tuple(map(dim, layout.warp_dims)),
                         tuple(map(dim, layout.lane_dims)), layout.vector_dim)


@pytest.mark.parametrize("layout", _named_layouts())
def test_plan_agrees_with_jax(layout) -> None:
    """mgpu's plan_gmem_transfer refuses, in jax's words, the transfers of jax's named tiled layouts that jax 0.12's
    refuses, for elements of 8, 16 and 32 bits and refs of rows contiguous, padded or split, or of columns
    contiguous (a transposed ref)."""
    if not hasattr(dialect_lowering.fa, "plan_gmem_transfer"):
        pytest.skip(f"jax {jax.__version__} plans no GMEM transfer")
    from mgpu.dialect.diagnostics import MgpuError
    from mgpu.passes.lowering.gmem_transfer import plan_gmem_transfer

    fa = dialect_lowering.fa
    checked = 0
    for bits in (8, 16, 32):
        for shape in ((64, 64), (128, 128), (128, 256), (256, 64)):
            strides = [(row, 1) for row in (shape[1], shape[1] + 8, shape[1] + 64, 2 * shape[1])] + [(1, shape[0])]
            for nested_strides in (((0, row), (0, column)) for row, column in strides):
                nested_shape = ((1, shape[0]), (1, shape[1]))
                try:
                    fa.plan_gmem_transfer(nested_shape, nested_strides, layout, bits)
                    theirs = None
                except fa.TransferPlanDerivationError as e:
                    theirs = str(e)
                except ValueError:  # the layout does not tile the shape: transfer_tiled refuses it first
                    continue
                try:
                    plan_gmem_transfer(nested_shape, nested_strides, _mgpu_layout(layout), bits)
                    ours = None
                except MgpuError as e:
                    ours = e.message
                assert ours == theirs, (bits, shape, nested_strides)
                checked += 1
    assert checked
