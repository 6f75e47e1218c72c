"""The releases as values (mgpu/jax_versions): names, contexts, refusals of what mgpu does not read yet."""

import pytest
from xdsl.utils.exceptions import ParseError

from mgpu.dialect.context import make_context, parse_module
from mgpu.jax_versions import JAX_0_10_2, JAX_0_12_0_1, JAX_0_12_1, SUPPORTED, by_name
from mgpu.tools.arguments import JAX_RELEASES

SLICE = ('%0 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> '
         'memref<128xf32, #gpu.address_space<workgroup>>\n')
ARRIVE_EXPECT_TX = ('func.func @f(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {\n'
                    '  mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, '
                    '#gpu.address_space<workgroup>>) 128\n  return\n}\n')


def test_the_tools_offer_the_supported_releases():
    assert JAX_RELEASES == tuple(v.name for v in SUPPORTED)


def test_a_release_by_name_or_by_its_series():
    assert by_name("0.12.0.1") is JAX_0_12_0_1
    assert by_name("0.12.1") is JAX_0_12_1
    assert by_name("0.12") is JAX_0_12_1
    assert by_name("0.10") is JAX_0_10_2


def test_an_unknown_release_names_the_supported_ones():
    with pytest.raises(ValueError, match=r"unknown jax version '0\.9' \(mgpu reads jax 0\.10\.2, 0\.11\.2, 0\.12\.0\.1, 0\.12\.1\)"):
        by_name("0.9")


def test_a_context_reads_the_release_it_is_given():
    ctx = make_context(jax="0.10.2")
    parse_module(SLICE, "m.mlir", ctx)
    assert ctx.jax is JAX_0_10_2


def test_a_context_without_a_release_takes_the_first_modules_and_keeps_it():
    ctx = make_context()
    parse_module(ARRIVE_EXPECT_TX, "m.mlir", ctx)
    assert ctx.jax is JAX_0_10_2
    parse_module("func.func @f() {\n  return\n}\n", "n.mlir", ctx)
    assert ctx.jax is JAX_0_10_2


def test_an_op_written_with_another_releases_signature_stops_at_the_op():
    with pytest.raises(ParseError) as e:
        parse_module(ARRIVE_EXPECT_TX, "m.mlir", make_context(jax="0.12.0.1"))
    assert str(e.value).startswith("m.mlir:2:")  # at the byte count, which jax 0.12 writes as a value


def test_an_op_a_release_removed_is_unknown_to_it():
    with pytest.raises(ParseError, match="mosaic_gpu.wait"):
        parse_module('"mosaic_gpu.wait"(%b, %p) : (i64, i1) -> ()\n', "m.mlir", make_context(jax="0.12.0.1"))


@pytest.mark.parametrize("version", SUPPORTED, ids=[v.name for v in SUPPORTED])
def test_every_op_a_release_has_is_registered_read_or_refused(version):
    names = {op.name for op in version.dialect().operations}
    assert set(version.unread) <= names
    assert {op.name for op in version.mosaic_gpu_ops} <= names


def test_an_op_a_release_added_that_mgpu_does_not_read_yet_is_refused_by_name():
    text = '%r = "mosaic_gpu.cumulative_reduction"(%v) <{dimension = 0 : i64}> : (vector<128xf32>) -> vector<128xf32>\n'
    with pytest.raises(ParseError, match=r"'mosaic_gpu\.cumulative_reduction' of jax 0\.12\.1 is not read by mgpu yet "
                                         r"\(new in jax 0\.12\.1: a cumulative"):
        parse_module(text, "m.mlir", make_context(jax="0.12.1"))


def test_the_mosaic_gpu_bindings_of_each_release_come_from_the_plugin_pypi_has():
    assert "`pip install --no-deps jax-cuda13-plugin==0.12.1`" in JAX_0_12_1.install_hint()
    assert "`pip install --no-deps jax-cuda12-plugin==0.12.0.1`" in JAX_0_12_0_1.install_hint()

