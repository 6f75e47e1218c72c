"""jax's own layout inference on the lit cases of mgpu-infer-layout that say what jax says: each case of
each file below, read by jaxlib and inferred by jax's ``layout_inference.infer_layout`` (on CPU, through
jaxlib's MLIR bindings), fails with the words the case expects of mgpu (jax's text starts with them: mgpu
leaves out jax's hint at its environment variables), or passes where the case expects no error.

Run with the pytest of the venv of a file's release (its RUN lines' ``--jax``), e.g.
``PYTHONPATH=$PWD .venv-jax012/bin/pytest -q tests/interop/test_inference_errors_jax.py``; the other
releases' files are skipped.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.lit_cases import EXPECTED, lit_cases

jax = pytest.importorskip("jax")

from tests.interop.jax_inference import jax_infers  # noqa: E402

LIT = Path(__file__).resolve().parent.parent / "filecheck" / "passes" / "infer_layout"
FILES = ("broken_constraint_0_12.mlir", "broken_constraint_0_11.mlir", "given_swizzle_below_tile.mlir",
         "given_swizzle_below_tile_0_10_2.mlir", "with_transforms_swizzle_applies.mlir", "mma_given_swizzle.mlir",
         "smem_transfer_since_0_11.mlir", "smem_transfer_0_11_2.mlir", "smem_transfer_0_10_2.mlir")


@pytest.mark.parametrize(("release", "chunk"), lit_cases(LIT, FILES))
def test_jax_says_what_the_case_expects(release: str, chunk: str) -> None:
    if jax.__version__ != release:
        pytest.skip(f"a case of jax {release} (this is jax {jax.__version__})")
    expected = EXPECTED.search(chunk)
    error = jax_infers(chunk)
    if error is not None:
        assert expected is not None, f"jax refuses a case mgpu infers: {error}"
        assert error.startswith(expected.group(1)), error
        return
    assert expected is None, f"jax infers a case mgpu refuses ({expected.group(1)})"
