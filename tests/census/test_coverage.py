"""tests/census/coverage.md is what tests/census/coverage.py measures of mgpu now."""

import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).parent
spec = importlib.util.spec_from_file_location("census_coverage", HERE / "coverage.py")
coverage = importlib.util.module_from_spec(spec)
spec.loader.exec_module(coverage)


def test_the_kept_report_is_current():
    census = json.loads(coverage.CENSUS.read_text())
    assert coverage.report(census, coverage.measure(census)) == coverage.REPORT.read_text(), (
        "coverage changed: run python tests/census/coverage.py --write and update the README's totals")


def test_the_readme_states_the_totals():
    totals = [line for line in coverage.REPORT.read_text().splitlines() if line.endswith(" covered")]
    readme = (HERE.parent.parent / "README.md").read_text().splitlines()
    assert len(totals) == 2 and all(t in readme for t in totals), totals


def test_a_field_reads_the_opcode_before_it():
    rows = coverage.measure({"ops": {}, "mosaic_gpu_ops": [], "ptx": {
        "tcgen05.ld.sync.aligned.{shape}.x{num}.b32": [], "suld.b.{geom}.trap.b32": [],
        "red.{sem}.global.add.u32": []}})
    assert rows["tcgen05.ld.sync.aligned.{shape}.x{num}.b32"] == {"kind": "ptx", "opcode": "tcgen05.ld",
                                                                   "covered": True}
    assert rows["red.{sem}.global.add.u32"]["opcode"] == "red"
    assert rows["suld.b.{geom}.trap.b32"] == {"kind": "ptx", "opcode": None, "covered": False}


def test_a_mosaic_gpu_op_is_covered_only_by_a_lowering():
    rows = coverage.measure({"ops": {"arith.addf": [], "mosaic_gpu.async_store_smem": []}, "mosaic_gpu_ops": [],
                             "ptx": {}})
    assert rows["arith.addf"]["covered"] and rows["arith.addf"]["runs"]
    assert rows["mosaic_gpu.async_store_smem"] == {"kind": "op", "registered": True, "runs": False,
                                                   "lowers": True, "covered": True}


def test_a_terminator_lowers_with_the_op_whose_region_it_ends():
    rows = coverage.measure({"ops": {}, "mosaic_gpu_ops": ["mosaic_gpu.return"], "ptx": {}})
    assert rows["mosaic_gpu.return"] == {"kind": "op", "registered": True, "runs": False, "lowers": True,
                                         "covered": True}
    from mgpu.dialect.context import make_context

    ctx = make_context()
    ret, prim = ctx.get_op("mosaic_gpu.return"), ctx.get_op("mosaic_gpu.custom_primitive")
    assert not coverage.ends_lowered_regions(ret, {})  # (custom_primitive without a rule)
    assert not coverage.ends_lowered_regions(prim, {prim: None})  # (not a terminator)
