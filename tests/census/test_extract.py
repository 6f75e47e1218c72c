"""The census extractor's reading of PTX templates and its check (no jax needed: it is fed text)."""

import ast
import importlib.util
from pathlib import Path

spec = importlib.util.spec_from_file_location("extract_jax", Path(__file__).with_name("extract_jax.py"))
extract = importlib.util.module_from_spec(spec)
spec.loader.exec_module(extract)


def words(source: str) -> list[str]:
    """The PTX words of the one string expression ``source``."""
    return extract.ptx_words(extract.literal_text(ast.parse(source, mode="eval").body))


def test_a_template_gives_the_opcode_of_each_statement():
    assert words('"{ .reg .pred p; setp.ne.b32 p, $1, 0; @p mbarrier.arrive.shared::cta.b64 _, [$0]; }"') == [
        "setp.ne.b32", "mbarrier.arrive.shared::cta.b64"]


def test_fstring_fields_stay_fields_and_ptx_blocks_still_split():
    assert words('f"mov.b64 d, {{lo, {hi}}}; cvt.rn.{name}x2.f32 $0, $1;"') == ["mov.b64", "cvt.rn.{name}x2.f32"]


def test_guard_predicates_and_register_operands():
    assert words('f"@$2 red.{sem}.global.add.u32 [$0], $1;"') == ["red.{sem}.global.add.u32"]
    assert words('"shr.u32 low_odd, $2, 4;"') == ["shr.u32"]


def test_messages_and_non_ptx_words_are_not_instructions():
    assert words('"tcgen05.cp only supports fully packed TMEM references"') == []
    assert words('"add"') == [] and words('f"but got {barrier.type}"') == []
    assert words('"max.NaN.f32"') == ["max.NaN.f32"]


def test_check_names_what_the_kept_census_lacks():
    found = {"ops": {"math.exp": ["a.py:1"], "arith.addf": ["a.py:2"]}, "ptx": {"ex2.approx.f32": ["b.py:3"]},
             "mosaic_gpu_ops": ["mosaic_gpu.wgmma"]}
    kept = {"ops": {"arith.addf": []}, "ptx": {}, "mosaic_gpu_ops": []}
    assert extract.new_entries(found, kept) == ["ops: math.exp (a.py:1)", "ptx: ex2.approx.f32 (b.py:3)",
                                               "mosaic_gpu_ops: mosaic_gpu.wgmma"]
    assert extract.new_entries(found, found) == []
