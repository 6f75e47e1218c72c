"""tests/census/coverage*.md are what tests/census/coverage.py measures of mgpu now, for each release."""

import dataclasses
import importlib.util
from pathlib import Path

import pytest

from mgpu.jax_versions import SUPPORTED

HERE = Path(__file__).parent
spec = importlib.util.spec_from_file_location("census_coverage", HERE / "coverage.py")
coverage = importlib.util.module_from_spec(spec)
spec.loader.exec_module(coverage)


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_the_kept_report_is_current(version):
    assert coverage.current_report(version) == coverage.report_path(version).read_text(), (
        "coverage changed: run python tests/census/coverage.py --write and update the README's totals")


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_the_readme_states_the_totals(version):
    totals = [line for line in coverage.report_path(version).read_text().splitlines() if line.endswith(" covered")]
    readme = (HERE.parent.parent / "README.md").read_text().splitlines()
    assert len(totals) == 2 and all(t in readme for t in totals), totals


def test_an_unread_op_is_not_covered_and_says_what_changed():
    # a release whose async_load mgpu would not read
    newest = dataclasses.replace(SUPPORTED[-1], unread={"mosaic_gpu.async_load": "it gained an operand"})
    census = {"jax": newest.name, "ops": {}, "mosaic_gpu_ops": ["mosaic_gpu.async_load", "mosaic_gpu.wgmma"],
              "ptx": {}}
    rows = coverage.measure(census, newest)
    assert rows["mosaic_gpu.async_load"] == {"kind": "op", "read": False, "runs": False, "lowers": False,
                                             "refused_as_jax": False, "covered": False}
    assert rows["mosaic_gpu.wgmma"]["covered"]
    text = coverage.report(census, rows, newest)
    assert f"| `mosaic_gpu.async_load` | **unread**: {newest.unread['mosaic_gpu.async_load']} |" in text
    assert f"- jax {newest.name}: ops: 1 of 2 (50 %) covered" in text


def test_an_upstream_op_whose_signature_changed_since_the_baseline_is_listed():
    sig = {"operands": ["barrier"], "attributes": [], "results": [], "regions": []}
    old = {"ops": {"nvvm.mbarrier.init": []}, "signatures": {"nvvm.mbarrier.init": sig}}
    new = {"ops": {"nvvm.mbarrier.init": [], "nvvm.vote.sync": []},
           "signatures": {"nvvm.mbarrier.init": {**sig, "attributes": ["layout?: UnitAttr"]}}}
    assert coverage.changed_upstream(new, old) == {"nvvm.mbarrier.init": ["attributes +`layout?: UnitAttr`"]}
    assert coverage.changed_upstream(old, old) == {}
    swapped = {**new, "signatures": {"nvvm.mbarrier.init": {**sig, "operands": ["count", "barrier"]}}}
    assert coverage.changed_upstream(swapped, {**old, "signatures": {"nvvm.mbarrier.init": {
        **sig, "operands": ["barrier", "count"]}}}) == {"nvvm.mbarrier.init": ["operands reordered: ['count', 'barrier']"]}


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
    assert rows["mosaic_gpu.async_store_smem"] == {"kind": "op", "read": True, "runs": False,
                                                   "lowers": True, "refused_as_jax": False, "covered": True}


def test_a_terminator_lowers_with_the_op_whose_region_it_ends():
    rows = coverage.measure({"ops": {}, "mosaic_gpu_ops": ["mosaic_gpu.return"], "ptx": {}})
    assert rows["mosaic_gpu.return"] == {"kind": "op", "read": True, "runs": False, "lowers": True,
                                         "refused_as_jax": False, "covered": True}
    from mgpu.dialect.context import make_context

    ctx = make_context()
    ret, prim = ctx.get_op("mosaic_gpu.return"), ctx.get_op("mosaic_gpu.custom_primitive")
    assert not coverage.ends_lowered_regions(ret, {})  # (custom_primitive without a rule)
    assert not coverage.ends_lowered_regions(prim, {prim: None})  # (not a terminator)


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_every_census_entry_is_covered_and_only_jaxs_unlowerable_ops_by_refusal(version):
    """Each release's census is covered whole but its unread ops; what is covered by a
    refusal in jax's words is only an op jax's own lowering has no rule for (JAX_HAS_NO_LOWERING: 0.11's capability
    marker, 0.12's scope ops) or a terminator that may end one (jaxlib/mosaic/python/mosaic_gpu.py's HasParent
    lists: 0.12's mosaic_gpu.return)."""
    from xdsl.traits import HasParent

    from mgpu.dialect.context import make_context
    from mgpu.passes.lowering.state import JAX_HAS_NO_LOWERING

    ctx = make_context(jax=version)
    rows = coverage.measure(coverage.load_census(version), version)
    assert sorted(name for name, row in rows.items() if not row["covered"]) == sorted(version.unread)
    for name, row in rows.items():
        if row.get("refused_as_jax"):
            cls = ctx.get_optional_op(name)
            parents = cls.get_trait(HasParent)
            assert cls in JAX_HAS_NO_LOWERING or any(p in JAX_HAS_NO_LOWERING for p in parents.op_types), name
