"""mgpu-run's report says what it executed (jax's payload as it is, or mgpu's lowering first), and an
option that has no effect on the module is said to be ignored."""

from __future__ import annotations

import pytest

from mgpu.tools import mgpu_run
from tests.support.fuzzing import CORPUS, call

PAYLOAD = CORPUS / "pallas_add_one.wg.payload.mlir"
DIALECT = CORPUS / "pallas_add_one.wg.wg_dialect.mlir"


@pytest.mark.parametrize("path, flags, ran", [
    (PAYLOAD, [], "  ran: the module as it is (lane-level IR)"),
    (DIALECT, [], "  ran: mgpu's lowering, -p 'mgpu-lower{semantics=warpgroup}', then the lane-level IR"),
    (DIALECT, ["--semantics", "lane"], "  ran: mgpu's lowering, -p 'mgpu-lower{semantics=lane}', then"),
])
def test_the_report_says_what_ran(path, flags, ran):
    status, log = call(mgpu_run.main, [path, "--random-inputs", "0", *flags])
    assert status == 0, log
    assert ran in log.splitlines() or any(line.startswith(ran) for line in log.splitlines()), log
    assert "warning" not in log


@pytest.mark.parametrize("path, flags, warning", [
    (PAYLOAD, ["--semantics", "lane"], "mgpu-run: warning: --semantics lane is ignored: the module is lane-level IR"),
    (DIALECT, ["--semantics", "lane", "--pipeline", "mgpu-lower{semantics=warpgroup}"],
     "mgpu-run: warning: --semantics lane is ignored: --pipeline gives the passes"),
])
def test_an_option_without_effect_is_said_to_be_ignored(path, flags, warning):
    status, log = call(mgpu_run.main, [path, "--random-inputs", "0", *flags])
    assert status == 0 and warning in log, log
