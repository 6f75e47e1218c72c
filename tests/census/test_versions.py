"""Each jax release mgpu reads (mgpu/jax_versions) against its census: no op of it is ever misread.

Every mosaic_gpu op of a release's census is either read by an op class of that release with the
census's signature (tests/census/mgpu_signatures.py) or refused by name (``JaxVersion.unread``), and no
op class or refusal is registered for an op the release does not have.
"""

import importlib.util
import json
from pathlib import Path

import pytest

from mgpu.jax_versions import SUPPORTED

HERE = Path(__file__).parent
spec = importlib.util.spec_from_file_location("mgpu_signatures", HERE / "mgpu_signatures.py")
mgpu_signatures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mgpu_signatures)


def census_of(version) -> dict:
    return json.loads((HERE.parent.parent / version.census).read_text())


def misreadings(version, census: dict) -> list[str]:
    """What ``version`` would read otherwise than its jaxlib writes it, one line an op."""
    have = census["mosaic_gpu_ops"]
    classes = {op.name: op for op in version.mosaic_gpu_ops}
    found = [f"{name}: an op of jax {version} that mgpu neither reads nor lists as unread"
             for name in have if name not in classes and name not in version.unread]
    found += [f"{name}: mgpu registers it for jax {version}, whose dialect has no such op"
              for name in [*classes, *version.unread] if name not in have]
    for name in have:
        if name in classes and name not in version.unread:
            found += [f"{name}: jax {version} has {m}" for m in
                      mgpu_signatures.mismatches(census["signatures"][name], classes[name])]
    return found


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_every_op_of_the_release_is_read_with_its_signature_or_refused(version):
    census = census_of(version)
    assert census["jax"] == version.name
    assert misreadings(version, census) == []


def test_a_changed_signature_an_added_op_and_a_removed_op_are_each_named():
    version = SUPPORTED[0]
    census = census_of(version)
    changed = json.loads(json.dumps(census))
    sigs = changed["signatures"]
    sigs["mosaic_gpu.async_load"]["operands"].append("gmem_peer_id?")  # as jax 0.11 did
    sigs["mosaic_gpu.arrive_expect_tx"]["attributes"] = []              # its byte count became an operand
    sigs["mosaic_gpu.arrive_expect_tx"]["operands"].append("expect_tx")
    sigs["mosaic_gpu.wgmma"]["results"] = []
    changed["mosaic_gpu_ops"] = [n for n in changed["mosaic_gpu_ops"] if n != "mosaic_gpu.wait"]
    changed["mosaic_gpu_ops"].append("mosaic_gpu.alloc_smem")
    found = misreadings(version, changed)
    assert [line.split(":")[0] for line in found] == [
        "mosaic_gpu.alloc_smem", "mosaic_gpu.wait", "mosaic_gpu.arrive_expect_tx", "mosaic_gpu.arrive_expect_tx",
        "mosaic_gpu.async_load", "mosaic_gpu.wgmma"], found
    assert "gmem_peer_id?" in next(line for line in found if line.startswith("mosaic_gpu.async_load"))


def test_a_class_reads_the_census_spelling_of_its_signature():
    from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadOp

    sig = census_of(SUPPORTED[0])["signatures"]["mosaic_gpu.async_load"]
    assert sig["operands"] == ["source", "destination", "barrier", "indices*", "predicate?"]
    assert mgpu_signatures.mismatches(sig, AsyncLoadOp) == []
    assert mgpu_signatures.mismatches(census_of(SUPPORTED[-1])["signatures"]["mosaic_gpu.async_load"], AsyncLoadOp)
