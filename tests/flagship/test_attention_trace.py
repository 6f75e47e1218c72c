"""``mgpu-run --trace`` of jax's attention kernel (attention_mgpu.py at jax-v0.10.2, captured as
``captured/attention_fwd``: warpgroup 2 TMA-loads K and V blocks into 2 slots, warpgroups 0 and 1
run the wgmmas) shows the producer and the consumers overlapping: the producer's loads run between
the consumers' wgmmas (``args.step`` orders events across tracks), the consumers never wait for a
K/V slot (the producer is ahead of them), and the producer waits for the consumers to release one.
docs/mgpu-run.md ("Reading a trace") says how to see it in Perfetto.
"""

from __future__ import annotations

import json
import pathlib
import tarfile

from mgpu.tools.mgpu_run import main

NAME = "attention_fwd"


def test_trace_shows_the_tma_producer_ahead_of_the_wgmma_consumers(tmp_path, capsys):
    with tarfile.open(pathlib.Path(__file__).parent / "captured" / f"{NAME}.tar.xz") as tar:
        tar.extractall(tmp_path, filter="data")
    trace = tmp_path / "trace.json"
    inputs = [f"--input=in{i}={tmp_path / f'{NAME}.in{i}.npy'}" for i in range(3)]
    rc = main([str(tmp_path / f"{NAME}.wg.payload.mlir"), *inputs, "--trace", str(trace)])
    out, err = capsys.readouterr()
    assert rc == 0, out + err
    events = [e for e in json.loads(trace.read_text())["traceEvents"] if e["pid"] == 1]  # the one CTA

    # a track per warpgroup, found by its name (the tid numbering is the tracer's)
    tids = {e["args"]["name"]: e["tid"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert sorted(tids) == [f"CTA (0, 0, 0) warpgroup {w}" for w in range(3)], tids
    producer = tids["CTA (0, 0, 0) warpgroup 2"]
    consumers = (tids["CTA (0, 0, 0) warpgroup 0"], tids["CTA (0, 0, 0) warpgroup 1"])
    loads = [e["args"]["step"] for e in events if e["ph"] == "X" and e["tid"] == producer
             and e["name"] == "nvvm.cp.async.bulk.tensor.shared.cluster.global"]
    mmas = [e["args"]["step"] for e in events if e["ph"] == "X" and e["tid"] in consumers
            and "wgmma.mma_async" in e["name"]]
    assert len(loads) == 8 and len(mmas) == 64  # K and V of 4 blocks; 2 x 16 wgmmas per consumer

    # interleaved: the producer loads again after the consumers' first wgmmas, before their last ones
    assert min(loads) < min(mmas)
    assert any(min(mmas) < s < max(mmas) for s in loads), (loads, mmas)

    # ahead: each consumer wait on a barrier the producer's loads complete finds its phase complete ...
    filled = {e["args"]["address"] for e in events if e["name"] == "mbarrier phase complete"
              and e["tid"] == producer}
    waits = [e["args"] for e in events if e["name"] == "mbarrier wait" and e["tid"] in consumers
             and e["args"]["address"] in filled]
    assert len(waits) >= 8 and not any(w["blocked"] for w in waits), waits
    # ... and the producer blocks until the consumers release a slot
    released = {e["args"]["address"] for e in events if e["name"] == "mbarrier phase complete"
                and e["tid"] in consumers}
    assert any(e["args"]["blocked"] for e in events if e["name"] == "mbarrier wait" and e["tid"] == producer
               and e["args"]["address"] in released)
