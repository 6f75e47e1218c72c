"""``mgpu-run --trace FILE`` / ``Kernel.run(trace=Tracer())``: Chrome trace JSON of a run."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import Kernel
from mgpu.emulator.machine import Machine
from mgpu.emulator.trace import Tracer
from mgpu.tools.mgpu_run import main

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
ASYNC = CORPUS / "pallas_async_store_smem.wg.payload.generic.mlir"
ASYNC_X = CORPUS / "data" / "pallas_async_store_smem.in0.npy"
ASYNC_Y = CORPUS / "data" / "pallas_async_store_smem.out0.npy"
ADD_ONE = CORPUS / "pallas_add_one.lane.payload.generic.mlir"
ADD_X = CORPUS / "data" / "pallas_add_one.in0.npy"
REQUIRED = ("name", "ph", "ts", "pid", "tid")


def _check_events(doc) -> list[dict]:
    events = doc["traceEvents"]
    assert events
    for e in events:
        for k in REQUIRED:
            assert k in e, (k, e)
        assert isinstance(e["ts"], int) and isinstance(e["pid"], int) and isinstance(e["tid"], int)
        if e["ph"] == "X":
            assert e["dur"] >= 1 and "loc" in e["args"]
    return events


def test_cli_trace_of_async_store_kernel(tmp_path, capsys):
    path = tmp_path / "run.json"
    rc = main([str(ASYNC), "--input", f"in0={ASYNC_X}", "--expect", f"out0={ASYNC_Y}", "--trace", str(path)])
    out, err = capsys.readouterr()
    assert rc == 0, err
    assert f"wrote {path}" in out
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"]  # written atomically
    events = _check_events(json.loads(path.read_text()))

    names = {(e["pid"], e["name"]): e["args"]["name"] for e in events if e["ph"] == "M" and "name" in e["args"]}
    ctas = sorted({pid for pid, n in names if n == "process_name" and pid > 0})
    assert len(ctas) == 4  # a process per CTA (pid 0: the host)
    assert all(names[(pid, "thread_name")].endswith("warpgroup 0") for pid in ctas)

    st_async = defaultdict(int)
    completes = defaultdict(list)
    for e in events:
        if e["ph"] == "b" and e["name"] == "st.async":
            st_async[e["pid"]] += 1
        if e["ph"] == "X" and "st.async" in e["name"]:
            assert ".mlir:" in e["args"]["loc"]
        if e["ph"] == "i" and e["name"] == "mbarrier phase complete" and "st.async" in e["args"]["by"]:
            completes[e["pid"]].append(e["args"])
    for pid in ctas:
        assert st_async[pid] == 32, (pid, st_async)  # each CTA stores into its peer's SMEM
        (done,) = completes[pid]  # ... and its last st.async completes the peer's barrier phase 0
        assert done["phase"] == 0 and done["tx"] == 0 and done["tx_completed_total"] == 16384
        assert done["address"].startswith("0x") and done["barrier_cta"] != names[(pid, "process_name")]
    # every CTA waits for that phase of its own barrier (the one its peer's st.async completes)
    for pid in ctas:
        (w,) = [e["args"] for e in events if e["pid"] == pid and e["name"] == "mbarrier wait"
                and e["args"]["address"] == completes[pid][0]["address"]]
        assert w["op"].startswith("nvvm.mbarrier.try_wait") and w["parity"] == 0
        if w["blocked"]:
            assert any(e["pid"] == pid and e["name"] == "wait done" for e in events)
        else:
            assert w["phase"] == 1  # the peer's st.async completed it before the wait
    # flow arrows: from the op that completed a phase to the wait that observed it
    starts = {e["id"]: e["pid"] for e in events if e["ph"] == "s"}
    ends = {e["id"]: e["pid"] for e in events if e["ph"] == "f"}
    assert ends and set(ends) <= set(starts)
    assert sum(starts[i] != ends[i] for i in ends) == 4  # from each peer CTA's st.async


def test_api_trace_spans_are_ordered_and_results_unchanged():
    m = parse_module(ADD_ONE.read_text(), str(ADD_ONE), make_context(allow_unregistered=True))
    k = Kernel(m)
    x = np.load(ADD_X)
    plain = k.run({"in0": x})
    tr = Tracer()
    traced = k.run({"in0": x}, trace=tr)
    assert np.array_equal(plain.outputs["out0"], traced.outputs["out0"])
    assert plain.report.steps == traced.report.steps
    events = _check_events(json.loads(tr.dumps()))
    kinds = {e["name"] for e in events if e["ph"] == "b"}
    assert {"TMA load", "bulk copy"} <= kinds
    spans = defaultdict(list)
    for e in events:
        if e["ph"] == "X" and e["pid"] > 0 and e["dur"] == 1:
            spans[(e["pid"], e["tid"])].append(e["ts"])
    for ts in spans.values():
        assert len(set(ts)) == len(ts)  # one op per instruction count
    again = k.run({"in0": x})  # the tracer is not left on the kernel
    assert np.array_equal(again.outputs["out0"], plain.outputs["out0"])
    assert Machine.tracer is None


def test_trace_not_written_when_the_run_fails(tmp_path, capsys):
    path = tmp_path / "t.json"
    rc = main([str(ADD_ONE), "--input", f"in0={ADD_X}", "--max-steps", "10", "--trace", str(path)])
    capsys.readouterr()
    assert rc == 1 and not path.exists()
    rc = main([str(ADD_ONE), "--input", f"in0={ADD_X}", "--trace", str(tmp_path / "no" / "t.json")])
    _, err = capsys.readouterr()
    assert rc == 1 and "--trace" in err and "Traceback" not in err
