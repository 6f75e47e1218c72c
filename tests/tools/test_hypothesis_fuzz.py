"""Hypothesis drives the mutations: mgpu-opt and mgpu-run end with status 0 or 1 and a message.

The same property as the seeded mutation tests beside this file, with hypothesis choosing the seed
file, one to three edits (tests/support/mutations.py, driven by a hypothesis-controlled Random) and
the pipeline, so that a failure is shrunk to the fewest edits and replayed from its database.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mgpu.tools import mgpu_opt, mgpu_run
from tests.support.fuzzing import CORPUS, call, corpus_inputs, problem
from tests.support.mutations import mutate

pytestmark = pytest.mark.tier  # a long tier (tests/conftest.py)

OPT_SEEDS = ["pallas_add_one.wg.wg_dialect.mlir", "pallas_tcgen05_mma.wg.wg_layouts.mlir",
             "pallas_async_store_smem.wg.wg_dialect.generic.mlir", "pallas_barrier_arrive_wait.wg.payload.mlir"]
RUN_SEEDS = ["pallas_add_one.wg.payload.generic.mlir", "pallas_barrier_arrive_wait.wg.wg_dialect.mlir"]
PIPELINES = [[], ["--print-op-generic"], ["-p", "mgpu-infer-layout"], ["-p", "mgpu-lower{semantics=warpgroup}"],
             ["-p", "mgpu-lower{semantics=lane}"]]
FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _edited(seed: str, rnd, edits: int) -> str:
    text = (CORPUS / seed).read_text()
    for _ in range(edits):
        text = mutate(text, rnd)
    return text


@FUZZ
@given(seed=st.sampled_from(OPT_SEEDS), rnd=st.randoms(use_true_random=False), edits=st.integers(1, 3),
       flags=st.sampled_from(PIPELINES))
def test_mgpu_opt_ends_with_a_diagnostic(tmp_path, seed, rnd, edits, flags):
    path = tmp_path / seed
    path.write_text(_edited(seed, rnd, edits))
    status, output = call(mgpu_opt.main, [path, *flags])
    assert problem(status, output) is None, output[-2000:]


@settings(FUZZ, max_examples=25)
@given(seed=st.sampled_from(RUN_SEEDS), rnd=st.randoms(use_true_random=False), edits=st.integers(1, 2))
def test_mgpu_run_ends_with_a_diagnostic(tmp_path, seed, rnd, edits):
    path = tmp_path / seed
    path.write_text(_edited(seed, rnd, edits))
    status, output = call(mgpu_run.main, [path, *corpus_inputs(seed.split(".")[0]), "--output-dir", tmp_path / "out",
                                          "--timeout", "5", "--max-steps", "200000", "--max-memory", "256M"])
    assert problem(status, output) is None, output[-2000:]
