"""Which jax release a module is read as (mgpu/jax_versions/detect.py): one rule a test."""

import dataclasses

import pytest

from mgpu.jax_versions import JAX_0_10_2, JAX_0_11_2, JAX_0_12_0_1, JAX_0_12_1
from mgpu.dialect.release_syntax import leading_text
from mgpu.jax_versions.detect import AmbiguousVersion, detect

BARRIER = "memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>"


def test_an_op_of_one_release_decides_and_is_named():
    found = detect('%0 = "mosaic_gpu.alloc_smem"() : () -> memref<4xf32, 3>')
    assert found.version is JAX_0_12_1
    assert found.reason == "jax 0.12.0.1 / 0.12.1 read every op it uses alike: read as the newest, jax 0.12.1"
    found = detect('%0 = "mosaic_gpu.alloc_smem"() : () -> memref<4xf32, 3>', (JAX_0_10_2, JAX_0_11_2, JAX_0_12_0_1))
    assert found.version is JAX_0_12_0_1
    assert found.reason == "'mosaic_gpu.alloc_smem' (line 1) is of jax 0.12.0.1"


def test_ops_of_releases_that_share_none_are_refused_with_both_lines():
    text = f'"mosaic_gpu.wait"(%b) : ({BARRIER}) -> ()\n"mosaic_gpu.alloc_smem"() : () -> memref<4xf32, 3>'
    with pytest.raises(AmbiguousVersion) as e:
        detect(text)
    assert str(e.value) == (
        "this module mixes the IR of different jax releases: 'mosaic_gpu.wait' (jax 0.10.2 / 0.11.2) (line 1) "
        "and 'mosaic_gpu.alloc_smem' (jax 0.12.0.1 / 0.12.1) (line 2); pass --jax VERSION to read it as one of "
        "0.10.2 / 0.11.2 / 0.12.0.1 / 0.12.1")


def test_the_spelling_of_an_op_class_decides_between_releases_that_read_it_differently():
    # arrive_expect_tx is of every release; 0.10.2 writes its byte count as an integer, 0.11+ as a value
    found = detect(f"mosaic_gpu.arrive_expect_tx barrier(%b : {BARRIER}) 128")
    assert found.version is JAX_0_10_2
    assert found.reason == "'mosaic_gpu.arrive_expect_tx' with an integer byte count (line 1) is of jax 0.10.2"
    found = detect(f'"mosaic_gpu.arrive_expect_tx"(%b, %n) : ({BARRIER}, i32) -> ()')
    assert found.version is JAX_0_12_1


def test_the_generic_form_of_an_op_class_is_a_spelling_too():
    found = detect(f'"mosaic_gpu.arrive_expect_tx"(%b) <{{expect_tx = 128 : i32}}> : ({BARRIER}) -> ()')
    assert found.version is JAX_0_10_2


def test_an_upstream_dialects_spelling_decides():
    found = detect('%0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index')
    assert found.version is JAX_0_10_2
    assert found.reason == "'#gpu<dim ...>' (line 1) is of jax 0.10.2"
    assert detect('%0 = "gpu.thread_id"() <{dimension = #gpu.dim<x>}> : () -> index').version is JAX_0_12_1


def test_spellings_of_different_releases_are_refused_with_both_lines():
    text = '%0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\nnvvm.fence.proxy <async.shared>'
    with pytest.raises(AmbiguousVersion, match=r"'#gpu<dim ...>' \(jax 0.10.2\) \(line 1\) and 'nvvm.fence.proxy "
                                               r"<kind>' \(jax 0.11.2 / 0.12.0.1 / 0.12.1\) \(line 2\)"):
        detect(text)


def test_an_op_whose_later_class_adds_what_the_text_does_not_use_is_read_by_the_oldest():
    # jax 0.12 gave tcgen05_commit_arrive an optional predicate; without one 0.11's class reads it as written
    text = f'#x = #gpu.dim<x>\n"mosaic_gpu.tcgen05_commit_arrive"(%b) <{{collective = false}}> : ({BARRIER}) -> ()'
    found = detect(text)
    assert found.version is JAX_0_11_2
    assert found.reason == ("'mosaic_gpu.tcgen05_commit_arrive' (line 2) has other classes in jax 0.12.0.1 / 0.12.1, "
                            "but the text uses nothing they added: read as jax 0.11.2")


def test_jaxlib_0_12_1s_commit_a_read_only_decides_and_its_absence_is_read_by_an_older_class():
    def commit(props: str) -> str:
        return f'"mosaic_gpu.tcgen05_commit_arrive"(%b, %p) <{{{props}}}> : ({BARRIER}, i1) -> ()'

    found = detect(commit("collective = false, commit_a_read_only = false"))
    assert found.version is JAX_0_12_1
    assert found.reason == ("'mosaic_gpu.tcgen05_commit_arrive' with a commit_a_read_only property (line 1) is of "
                            "jax 0.12.1")
    assert detect(commit("collective = false")).version is JAX_0_12_0_1  # (a predicate: of 0.12 on)


@pytest.mark.parametrize("segments, version", [("", JAX_0_12_0_1), ("operandSegmentSizes = array<i32: 1, 1, 0, 0>, ",
                                                                     JAX_0_12_1)])
def test_jaxlib_0_12_1s_operand_segments_of_an_arrive_expect_tx_decide(segments, version):
    text = ('%0 = "gpu.thread_id"() <{dimension = #gpu.dim<x>}> : () -> index\n"nvvm.mbarrier.arrive.expect_tx"(%b, %n) '
            f'<{{{segments}relaxed = false, scope = #nvvm.mem_scope<cta>}}> : (!llvm.ptr<3>, i32) -> ()')
    assert detect(text).version is version


def test_an_op_read_alike_by_every_release_gives_the_newest():
    found = detect('%v = "mosaic_gpu.vector_load"(%r) : (memref<128xf32>) -> vector<128xf32>')
    assert found.version is JAX_0_12_1
    assert "read every op it uses alike" in found.reason


def test_a_module_without_mosaic_gpu_ops_is_read_as_the_newest():
    found = detect("func.func @f() {\n  return\n}")
    assert found.version is JAX_0_12_1
    assert found.reason.startswith("no mosaic_gpu op")


def test_attributes_and_types_are_not_ops():
    # '#mosaic_gpu.swizzle' and '!mosaic_gpu.barrier' name no op: the text has none
    found = detect("%0 = memref.alloca() : memref<1x!mosaic_gpu.barrier>  // #mosaic_gpu.swizzle<128>")
    assert found.reason.startswith("no mosaic_gpu op")


def test_an_op_of_another_class_in_a_later_release_with_no_spelling_of_it_is_read_by_the_oldest():
    # Two releases that both read vector_load, with different classes, and no spelling of the later one.
    class OtherVectorLoad:
        name = "mosaic_gpu.vector_load"

    other = dataclasses.replace(JAX_0_11_2, name="0.11.9", mosaic_gpu_ops=(
        *(op for op in JAX_0_11_2.mosaic_gpu_ops if op.name != "mosaic_gpu.vector_load"), OtherVectorLoad))
    found = detect('%v = "mosaic_gpu.vector_load"(%r) : (memref<128xf32>) -> vector<128xf32>', (JAX_0_10_2, other))
    assert found.version is JAX_0_10_2


@pytest.mark.parametrize("source, text", [
    (r'"mosaic_gpu\.arrive"\(%[^,)]+,\s*%', '"mosaic_gpu.arrive"(%'),
    (r"nvvm\.fence\.proxy\s*<", "nvvm.fence.proxy"),
    (r"abc?d", "ab"),  # (the character before ``?`` may be absent)
    (r"ab{0,2}", "a"),
    (r"^[ \t]*x", ""),
    (r"#(?:a|b) ", ""),  # (an alternation: no text every match begins with)
])
def test_a_spelling_is_searched_for_only_in_a_text_with_what_it_begins_with(source, text):
    assert leading_text(source) == text
