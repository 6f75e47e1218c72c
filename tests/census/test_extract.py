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


def test_check_names_each_difference_from_the_kept_census():
    found = {"ops": {"math.exp": ["a.py:1"], "arith.addf": ["a.py:2"]}, "ptx": {"ex2.approx.f32": ["b.py:3"]},
             "mosaic_gpu_ops": ["mosaic_gpu.wgmma"],
             "signatures": {"arith.addf": {"operands": ["lhs", "rhs"], "attributes": ["fastmath: FastMathAttr"],
                                           "results": ["result"], "regions": []}}}
    kept = {"ops": {"arith.addf": [], "arith.subf": []}, "ptx": {}, "mosaic_gpu_ops": ["mosaic_gpu.wait"],
            "signatures": {"arith.addf": {"operands": ["lhs", "rhs"], "attributes": [], "results": ["result"],
                                          "regions": []}}}
    assert extract.differences(found, kept) == [
        "can emit ops: math.exp (a.py:1), which the census does not list",
        "no longer emits ops: arith.subf, which the census lists",
        "can emit ptx: ex2.approx.f32 (b.py:3), which the census does not list",
        "has mosaic_gpu_ops: mosaic_gpu.wgmma, which the census does not list",
        "lacks mosaic_gpu_ops: mosaic_gpu.wait, which the census lists",
        "changed the attributes of arith.addf: +`fastmath: FastMathAttr`"]
    assert extract.differences(found, found) == []


def test_a_signature_is_read_from_the_generated_class():
    source = '''
class FooOp(_ods_ir.OpView):
  OPERATION_NAME = "d.foo"
  _ODS_OPERAND_SEGMENTS = [1,-1,0,]
  _ODS_REGIONS = (1, True)

  def __init__(self, result, source, indices, predicate, *, alias_id=None, unit=None, loc=None, ip=None):
    operands = []
    attributes = {}
    operands.append(source)
    operands.append(_get_op_results_or_values(indices))
    operands.append(predicate)
    attributes["offset"] = (offset if (isinstance(offset, _ods_ir.Attribute) or
        not _ods_ir.AttrBuilder.contains('I32Attr')) else _ods_ir.AttrBuilder.get('I32Attr')(offset, context=c))
    if alias_id is not None: attributes["alias_id"] = (alias_id if (isinstance(alias_id, _ods_ir.Attribute) or
        not _ods_ir.AttrBuilder.contains('I64Attr')) else _ods_ir.AttrBuilder.get('I64Attr')(alias_id, context=c))
    if bool(unit): attributes["unit"] = _ods_ir.UnitAttr.get()
    results = []
    results.append(result)

  @builtins.property
  def source(self):
    operand_range = _ods_segmented_accessor(self.operation.operands, self.operation.attributes["operandSegmentSizes"], 0)
    return operand_range[0]

  @builtins.property
  def indices(self):
    operand_range = _ods_segmented_accessor(self.operation.operands, self.operation.attributes["operandSegmentSizes"], 1)
    return operand_range

  @builtins.property
  def predicate(self):
    operand_range = _ods_segmented_accessor(self.operation.operands, self.operation.attributes["operandSegmentSizes"], 2)
    return operand_range[0] if len(operand_range) > 0 else None

  @builtins.property
  def body(self):
    return self.regions[0]
'''
    cls = ast.parse(source).body[0]
    assert extract.ods_signatures.signature(cls) == {
        "operands": ["source", "indices*", "predicate?"],
        "attributes": ["offset: I32Attr", "alias_id?: I64Attr", "unit?: UnitAttr",
                       "operandSegmentSizes: DenseI32ArrayAttr"],
        "results": ["result"], "regions": ["body"]}
