"""Which of the errors jax's Mosaic GPU lowering and inference raise (their census,
tests/census/raises-<release>.json) mgpu raises too, and which test makes it raise it.

    python tests/census/raises_coverage.py [--jax RELEASE] [--write]

Each raise site of the census is matched to mgpu's equivalent by its words: a row of the message table
(``mgpu/dialect/diagnostics/``) or a message written at a call site in ``mgpu/`` whose text is jax's
template — their literal parts equal, f-string fields standing for any text, mgpu's text may add words
before or after (a ``not supported:`` prefix, a located ``{what}``) or leave out jax's last words (a
hint at jax's environment variables), as long as both have ``MIN_WORDS`` letters of their own. The site is *checked* when such a
text exists and a test (``tests/**/*.mlir`` or ``tests/**/*.py``) spells an instance of it, i.e. makes
mgpu raise it. A message whose template has fewer than ``MIN_WORDS`` letters of its own (``Layout
mismatch`` names no case) is matched only where ``BY_HAND`` maps it; ``BY_HAND`` also says, for the
sites no text matches, what mgpu does instead, or why the site cannot be reached from a module.

``--write`` writes tests/census/raises-coverage-<release>.md for every release;
tests/census/test_raises.py fails when one is not what this script computes (so a check gained or lost
shows in the diff) and when ``BY_HAND`` names a site no census lists.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from functools import cache
from pathlib import Path

from mgpu.jax_versions import SUPPORTED, JaxVersion, by_name

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from extract_jax import literal_text  # noqa: E402  (a sibling module of this script)
from extract_raises import FIELD_CLOSE, FIELD_OPEN, key  # noqa: E402
from fragmented_array_notes import NOTES as FRAGMENTED_ARRAY_NOTES  # noqa: E402

MIN_WORDS = 16
FIELD = re.compile(r"\{[^{}]*\}")
# Sites matched by hand, by their census key (extract_raises.key): (the row of mgpu's table that raises
# them, ``module.ROW``, or None; a note: what mgpu does instead, or why no module reaches the site).
BY_HAND: dict[str, tuple[str | None, str]] = {
    "dialect_lowering.py _memref_subview_op_lowering_rule: NotImplementedError('SubViewOp only supports static "
    "sizes for the tiled dimensions.')": (
        None, "unreachable: a dynamic size is refused before, by 'SubViewOp only supports static sizes.'"),
    **{f"{file} {function}: NotImplementedError('`strides` must contain only 1s.')": (
        None, "unreachable: MLIR's verifier of vector.extract_strided_slice / insert_strided_slice takes unit strides "
              "only ('expected strides to be confined to [1, 2)'), and so does mgpu's")
       for file, function in (("dialect_lowering.py", "_vector_extract_strided_slice_op_lowering_rule"),
                              ("dialect_lowering.py", "_vector_insert_strided_slice_op_lowering_rule"),
                              ("layout_inference.py", "_extract_strided_slice_constraint_system"),
                              ("layout_inference.py", "_insert_strided_slice_constraint_system"))},
    **{f"dialect_lowering.py {function}: ValueError('Layout mismatch')": ("lowering.LAYOUT_MISMATCH", "")
       for function in ("_conversion_op_lowering_rule", "_unary_op_lowering_rule", "_binary_op_lowering_rule",
                        "_cmpi_op_lowering_rule", "_cmpf_op_lowering_rule", "_bitcast_op_lowering_rule",
                        "_select_op_lowering_rule", "_for_op_lowering_rule")},
    # jax 0.11+'s MMALayouts.for_shape (mma.py:70 at 0.11.2) picks the accumulator tile that divides (M, N) and B's
    # from the same warps, so once A's layout fits K, the accumulator's and B's fit too (jax 0.10.2's fixed layouts
    # do not: its accumulator site is checked, tests/filecheck/passes/infer_layout/mma_layouts_by_shape.mlir)
    **{f"layout_inference.py _mma_constraint_system: ValueError({message!r})": ("inference." + row, note)
       for message, row, note in (
           ("Cannot assign layout {acc_layout.value} to the accumulator of an mma op: the layout is not compatible "
            "with the accumulator shape {acc_out.shape}.", "INFER_MMA_ACC",
            "raised with jax 0.10.2's fixed layouts; unreachable since jax 0.11, whose MMALayouts.for_shape picks an "
            "accumulator tile that divides (M, N) or raises first"),
           ("Cannot assign layout {b_layout.value} to the 'b' operand of MMAOp: the layout is not compatible with "
            "the operand shape {b_site.shape}.", "INFER_MMA_B",
            "unreachable: B is (K, N) by MMAOp's verifier (mgpu/dialect/mosaic_gpu/mma_ops.py:108-116); jax 0.10.2's "
            "fixed B tile (k, 8) (mma.py:44 at jax-v0.10.2) divides it once A's (64, k) and the accumulator's (64, 8) "
            "fit, checked first, and since jax 0.11 B's tile is (K tile of A, N tile of the accumulator)"))},
    # Invariants of jax's own code that no module reaches, read in its source at jax-v0.12.0.1 (each note says how)
    **{key: (None, "internal: " + why) for key, why in (
        ("dialect_lowering.py _undo_conversion_cast: ValueError('{conversion_cast} is not a conversion_cast')",
         "jax's lowering reads back the unrealized_conversion_cast its own rules wrapped a lowered value in"),
        ("dialect_lowering.py _move_scf_block_to_block_with_flattened_arguments: NotImplementedError('Unsupported op "
         "type: {op}')", "the block's terminator is the scf.yield / scf.condition its caller names (MLIR's scf "
                         "verifiers require it)"),
        ("dialect_lowering.py _traverse_op_lowering_rule: ValueError('Rule cannot handle an op with vector operands "
         "or results: {op}')", "the rule is func.func's and gpu.launch's, which have no vector operands or results "
                               "(gpu.launch's operands are index)"),
        ("dialect_lowering.py _gpu_launch_op: ValueError('gpu.launch op not found.')",
         "jax's lower_mgpu_dialect lowers the module its own kernel builder made around a gpu.launch (mgpu lowers a "
         "kernel function with or without one)"),
        ("layout_inference.py _while_constraint_system: RuntimeError('Unexpected value site type: {value_site.type}')",
         "jax's rule makes the value sites it then reads"),
        ("layout_inference.py producer_result: TypeError('Producer {producer} is not an operation nor a block: "
         "{type(producer)}.')", "an MLIR value's owner is an operation or a block"),
        ("layout_inference.py derive_relayout_constraints: ValueError('{value_site} is mapped to both {variable} and "
         "{variable_for_value_site[value_site]}')", "jax's rules map each value site to one variable"),
        ("layout_inference.py check_layout_assignment: ValueError('Variable {var} in memory space {var.memory_space} "
         "should not be assigned a layout of type {type(layout)}. This is a bug.')", "jax's solver's own check "
                                                                                       "('This is a bug.')"),
        ("layout_inference.py check_for_expensive_relayout._check_for_expensive_relayout: ValueError('Inferred layout "
         "not found for operand {operand}.')", "a check of jax's solution against its own variables"),
        ("layout_inference.py check_for_expensive_relayout._check_for_expensive_relayout: ValueError('Inferred layout "
         "{operand_layout} for operand {operand} does not match the layout in layout_for_variable "
         "{layout_for_variable[operand]}.')", "a check of jax's solution against its own variables"),
        ("layout_inference.py infer_layout.gather_constraints: ValueError('Memory space mismatch between variable and "
         "{site}: {var.memory_space} != {site.memory_space}.')", "jax's rules give a variable the value sites of one "
                                                                   "ref or vector"),
        ("layout_inference.py infer_layout.gather_constraints: ValueError('Shape mismatch between variable and "
         "{site}: {var.shape} != {site.shape}.')", "jax's rules give a variable the value sites of one ref or vector"),
    )},
    # unreachable from a verified module: the tcgen05_mma verifier (jaxlib's, and mgpu's
    # mosaic_gpu.TCGEN05_SCALES_BOTH) refuses one scale without the other
    **{key: (None, "unreachable: the tcgen05_mma verifier refuses one scale without the other first "
                   "(mosaic_gpu.TCGEN05_SCALES_BOTH)") for key in (
        "dialect_lowering.py _tcgen05_mma_op_lowering_rule: ValueError('Expected both or neither of scales to be "
        "specified.')",
        "layout_inference.py _tcgen05_mma_constraint_system: ValueError('Expecting neither or both scales to be "
        "present. Got op.a_scale={op.a_scale}, op.b_scale={op.b_scale}')")},
    # tcgen05._infer_tmem_layout's layouts tile the shape they are inferred for, or it raises first (its shapes and
    # packings checked in jax 0.12.0.1: M in 32..256, N < 600, packing 1..16, collective or not: 2,536 layouts, all
    # tile their shape; the same constructors at 0.10.2 and 0.11.2)
    **{f"layout_inference.py _tcgen05_mma_constraint_system: ValueError({message!r})": (None, "unreachable: " + why)
       for message, why in (
           ("Cannot assign TMEM layout {acc_layout.value} to the accumulator of a tcgen05 MMA op: the layout is not "
            "compatible with the accumulator shape {acc.shape}.", "the accumulator's layout is inferred for its shape"),
           ("Cannot assign TMEM layout {a_layout.value} to the 'a' operand of a tcgen05 MMA op: the layout is not "
            "compatible with the operand shape {a.shape}.", "A's TMEM layout is inferred for its shape"))},
    # jax's rules for views of a transformed ref (dialect_lowering.py at jax-v0.12.0.1), read in its source
    "dialect_lowering.py _memref_transpose_op_lowering_rule: NotImplementedError('Unsupported in/out transforms. In "
    "transform: {in_transform}, out transform: {transform}')": (
        None, "unreachable: memref_transforms_from_transforms_attr (:950) returns only TileTransforms, or raises "
              "'Unsupported transform: ...' (lowering.TRANSFORM_UNSUPPORTED)"),
    "dialect_lowering.py _memref_subview_op_lowering_rule: NotImplementedError('SubViewOp only supports a single tile "
    "transform.')": (
        None, "unreachable: the rule unwraps the source first (:1949), whose transform_type refuses a second tile "
              "('Unsupported transforms: ...', :1068; so does mgpu's: lowering.TRANSFORMS_TILES)"),
    "dialect_lowering.py _check_collapse_shape: NotImplementedError('Only a single tiling transform is supported when "
    "collapsing a shape, but got in_transforms={in_transforms} and out_transforms={out_transforms}')": (
        None, "unreachable: jax lowers the collapsed ref's producer first, whose transform_type refuses a second tile "
              "('Unsupported transforms: ...', :1068; so does mgpu's: lowering.TRANSFORMS_TILES)"),
    "dialect_lowering.py _memref_collapse_shape_op_lowering_rule: ValueError('Reassociation {reassociation} is not "
    "compatible with tiling {t_in.tiling}, as it causes tiled and untiled dimensions to be collapsed together')": (
        None, "unreachable: _check_collapse_shape raises 'Input tiling ... is not compatible' first, its CollapseShape "
              "being unsatisfiable for the same groups (constraints.py:352, as jax's comment at :2280 says)"),
    # jax's dynamic_gcd (layout_inference.py:1022 at jax-v0.12.0.1) is given a subview's dynamic offset (an index, by
    # memref.subview's verifier) or a TMA copy's index (i32 or a vector, for which it returns 1 first, by jaxlib's)
    "layout_inference.py dynamic_gcd: ValueError('Expected an integer dynamic value, got a {b.type}')": (
        None, "unreachable: the verifiers type the offsets and indices it is given as integers (or vectors, which it "
              "does not test)"),
    "layout_inference.py _compute_swizzle: ValueError('Expected a MemRefType, got {ty}.')": (
        None, "unreachable: jax 0.10.2 computes the swizzle of a with_transforms' ref, a memref by its verifier"),
    # jax's scf.if rule raises a NotImplementedError with no words for an scf.if that carries vectors
    "dialect_lowering.py _if_op_lowering_rule: NotImplementedError('')": ("lowering.SCF_IF_VECTORS", ""),
    # jax's transform_type (dialect_lowering.py:1046-1097 at jax-v0.12.0.1) calls TileTransform.transform_shape
    # first, which refuses a tile longer than the ref (a 2-D tile of a 1-D slice_smem: jax 0.12.0.1 raises zip()'s
    # 'argument 2 is longer than argument 1'), then tile_strides, then tile_offset on offsets of the strides' rank
    **{f"dialect_lowering.py {function}: ValueError({message!r})": (
        None, "unreachable: TileTransform.transform_shape refuses a tile of more dims than the ref first (a Python "
              "zip() error)") for function, message in (
        ("tile_offset", "Offsets {offsets} have lower rank than tiling {tiling}"),
        ("tile_strides", "Strides {strides} have lower rank than tiling {tiling}"))},
    # jaxlib 0.12.0.1's verifiers refuse first what these sites check (each case checked in jax 0.12.0.1)
    **{f"dialect_lowering.py {function}: {kind}({message!r})": (None, "unreachable: " + why) for function, kind, message, why in (
        ("_tmem_ref_from_ir", "ValueError", "{ref} is not a memref.",
         "the operands jax reads as TMEM are memrefs by their ops' types (print_layout: 'memref of any non-token type "
         "values or vector')"),
        ("_tmem_ref_from_ir", "ValueError", "{ref} has a memory space {mem_ref_ty.memory_space} that is not TMEM.",
         "the verifiers take TMEM refs only ('The tmem memref must have a mosaic_gpu.tmem memory space'; print_layout: "
         "'a mosaic_gpu.tmem or gpu.address_space<workgroup> memory space', and it reads SMEM as SMEM)"),
        ("_mgpu_custom_primitive_op_lowering_rule", "ValueError", "A custom return op must terminate the block.",
         "custom_primitive's verifier requires it ('expects regions to end with 'mosaic_gpu.return''), mgpu's too"),
        ("_gmem_slice_and_predicate", "TypeError", "Unsupported index type: {idx.type}",
         "the verifiers of async_load / async_store / async_prefetch take i32 indices or vectors of i32, i16, i8"),
        ("transform_type", "ValueError", "Only workgroup memory is supported but got {ref_ty}.",
         "its callers pass SMEM refs only: the rules test the memory space first, or their verifiers do, and "
         "memref.load / store of another ref are not lowered (_should_lower)"))},
    # jax's search itself (layout_inference.py at jax-v0.12.0.1): mgpu's solver is not jax's (mgpu/passes/infer_layout/
    # __init__.py says how it differs), so where jax's search gives up, mgpu refuses at the op
    "layout_inference.py find_assignments_for: ValueError('Layout inference failed to find a solution. Consider adding "
    "layout annotations to your program to guide the search.')": (
        None, "refused: not modelled; jax gives up after 100,000 tries of its own search order (its fuel, :63); where it does "
              "(nine free vectors beside one no layout fits, checked in jax 0.12.0.1), mgpu's bounded search refuses at "
              "the op it cannot lay out, in jax's words for an unsatisfiable system (inference.INFER_LAYOUT_FAILED, e.g. "
              "tests/filecheck/passes/infer_layout/jax_constraints_empty_tiling.mlir)"),
    "layout_inference.py try_raise_constraint_specific_error: _construct_value_error_with_op_stacktrace('Failed to "
    "infer a possible set of layouts: {msg}')": (
        "inference.INFER_NO_RELAYOUT", "and INFER_NO_TRANSFER_PLAN, INFER_NOT_EQUAL: the three constraints jax names, "
                                       "found by jax's reduction (mgpu/passes/infer_layout/broken_constraint.py)"),
    "layout_inference.py infer_layout: RuntimeError('Unreachable')": (
        None, "internal: an invariant of jax's solver, which no module breaks"),
    # jax's constraint solver, layout attributes and inference utils (constraints.py, layouts.py, inference_utils.py;
    # the lines are jax-v0.12.0.1's unless said), read in its source: what would have to happen, and why no module
    # makes it happen. Its Variables are keyed by a value site, and a rule maps to a variable only sites of its memory
    # space (layout_inference.py:2872, gather_constraints); the constants a rule assigns a variable are of its memory
    # space (RegisterLayout for vectors, SMEMTransforms for SMEM refs, TMEMLayout for TMEM refs), and
    # is_valid_assignment asserts it of every other (constraints.py:1455-1463, before the solver's try_assign and
    # conjured assignments): below, "a vector's constant" is a RegisterLayout, and so on.
    **{key: (None, why) for key, why in (
        ("constraints.py __post_init__: ValueError('Swizzle {self.swizzle} is not supported. Only 32, 64 and 128 are "
         "accepted.')",
         "unreachable: an SMEMTransforms' swizzle comes from a #mosaic_gpu.swizzle attribute, whose SwizzlingMode the "
         "parser limits to 16 (read as None, layout_inference.py:2129), 32, 64 and 128, or from the candidates 128, 64 "
         "and 32 (:279-292, :397-407); Transpose and CollapseShape keep it (constraints.py:285, :386)"),
        ("constraints.py __post_init__: ValueError('Invalid permutation {self.permutation}')",
         "unreachable: a Transpose takes memref.transpose's permutation (layout_inference.py:2001), which MLIR's "
         "verifier requires to be one ('expected a permutation map'), or wgmma's (1, 0) (:1167)"),
        ("constraints.py __post_init__: ValueError('Invalid reassociation {self.reassociation}. Each group of "
         "collapsed dimensions must contain at least one dimension.')",
         "unreachable: a CollapseShape takes memref.collapse_shape's groups (layout_inference.py:2073, "
         "dialect_lowering.py:2230), which MLIR's verifier requires not empty ('reassociation indices must not be "
         "empty')"),
        ("constraints.py __post_init__: ValueError('Invalid reassociation {self.reassociation}. The number of collapsed "
         "dimensions must be equal to the rank of the source shape.')",
         "unreachable: MLIR's verifier of memref.collapse_shape requires its groups to hold the source's dims ('expanded "
         "rank (3) inconsistent with number of reassociation indices (2)'); no groups at all (a (1, ...) ref to rank 0) "
         "is refused first ('CollapseShapeOp with empty reassociation is not supported.', layout_inference.py:2055, "
         "which jax runs before its lowering)"),
        ("constraints.py _constant_holds: NotImplementedError('')",
         "unreachable: AlwaysTrue.holds returns True without it (constraints.py:435), and only _BaseConstraint.holds "
         "calls it (:424)"),
        ("constraints.py _is_constant: NotImplementedError('')",
         "unreachable: AlwaysTrue.holds returns True without it (constraints.py:435), and only _BaseConstraint.holds "
         "reads it (:423)"),
        ("constraints.py _constant_holds: ValueError('Relayout can only be applied to registers, got source "
         "{self.source} to {self.target}')",
         "unreachable: Relayouts are made between vectors' variables only (layout_cast's, layout_inference.py:1123; "
         "derive_relayout_constraints skips other value sites, :2499), and reduced they hold vectors' constants"),
        ("constraints.py _constant_holds: ValueError('{self.source} -> {self.target} is not a TMEM <-> Registers "
         "transfer.')",
         "unreachable: made by async_load_tmem / async_store_tmem between a vector and their TMEM ref "
         "(layout_inference.py:1736, :1883), which their verifiers require in TMEM ('The tmem memref must have a "
         "mosaic_gpu.tmem memory space')"),
        ("constraints.py _constant_holds: ValueError('{self.source} -> {self.target} is not a SMEM <-> Registers "
         "transfer.')",
         "unreachable: made by vector_load / vector_store between a vector and a ref they check is in SMEM first "
         "(layout_inference.py:801, :848)"),
        ("constraints.py _constant_holds: ValueError('Unhandled expression: {self.expr}')",
         "unreachable: its cases take every SMEMTransforms (its tiling is None or the TileTransform jax builds, "
         "layout_inference.py:367, :2115-2137) and every RegisterLayout (a FragmentedLayout is Tiled, Strided or "
         "Splat)"),
        ("constraints.py _constant_holds: ValueError('Unexpected expression {self.expr} in MinorDimDivisibleBy "
         "constraint')",
         "unreachable: made on the variable of a TMA gather / scatter's SMEM ref only (layout_inference.py:2250), "
         "whose constants are SMEMTransforms"),
        ("constraints.py _constant_holds: ValueError('Unexpected values self.src={self.src} self.dst={self.dst} in "
         "IsSupportedBroadcast constraint')",
         "unreachable: made by broadcast_in_dim between its vector operand and result only (layout_inference.py:1340)"),
        ("constraints.py _merge_one_of_constraints: ValueError('OneOf constraints must apply to the same "
         "expression.')",
         "unreachable: its one caller merges the OneOfs it has keyed by their variable (constraints.py:1319-1323)"),
        ("constraints.py merge_divides_constraints: ValueError('Divides constraints must apply to the same "
         "expression.')",
         "unreachable: its callers merge Divides keyed by their variable (constraints.py:1350-1354) or a variable's "
         "own with a tiling for that variable (layout_inference.py:285)"),
        ("constraints.py is_valid_assignment: ValueError('Unsupported layout type: {type(layout)}')",
         "unreachable: its callers pass the constants jax's rules and candidates make (RegisterLayout, TMEMLayout, "
         "SMEMTransforms), each a case of it"),
        ("constraints.py _constant_holds: ValueError('Unexpected value {self.expr} in IsValidMmaTiling constraint')",
         "unreachable: (jax 0.10.2) made on wgmma's and tcgen05_mma's SMEM operands and the SMEM ref of an SMEM->TMEM "
         "copy only (layout_inference.py:1134-1739 at jax-v0.10.2), whose constants are SMEMTransforms"),
        ("inference_utils.py _in_attr_for_operand: ValueError('Unknown attribute: {attr_name}')",
         "unreachable: its only callers are in_layout_for_operand, in_tmem_layout_for_operand and "
         "in_transforms_for_operand (inference_utils.py:185-193), each passing a name it handles"),
        ("layouts.py _to_tiled_layout_attr._int_or_replicated: NotImplementedError('Unreduced layout dimensions cannot "
         "be converted to TiledLayoutAttr')",
         "unreachable: an Unreduced dim is made only by a local-only reduction (fragmented_array.py:569), asked for by "
         "FragmentedArray.reduce's target_layout, which neither inference nor dialect lowering passes "
         "(dialect_lowering.py:827-833); from_layout_attr reads ints and Replicated only (layouts.py:97-100)"),
        ("layouts.py to_transform_attr: NotImplementedError('Unsupported transform {transform}')",
         "unreachable: its only callers, in inference, pass it an SMEMTransforms' TileTransform or SwizzlingMode "
         "(layout_inference.py:2413, :2416; Pallas has a to_transform_attr of its own)"),
    )},
}


BY_HAND.update(FRAGMENTED_ARRAY_NOTES)


def census_path(version: JaxVersion) -> Path:
    return HERE / f"raises-{version.name}.json"


def report_path(version: JaxVersion) -> Path:
    return HERE / f"raises-coverage-{version.name}.md"


def skeleton(template: str) -> str:
    """A template with each field as one FIELD_OPEN: what two spellings of a message share."""
    return FIELD.sub(FIELD_OPEN, template)


def own_letters(template: str) -> int:
    return sum(c.isalpha() for c in FIELD.sub("", template))


@cache
def mgpu_texts() -> list[tuple[str, str]]:
    """Every message mgpu can raise: (where, template) for each table row and each string literal of mgpu/."""
    texts = []
    for path in sorted((ROOT / "mgpu").rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        rel = path.relative_to(ROOT).as_posix()
        rows = {}
        if path.parent.name == "diagnostics":
            for node in tree.body:
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    rows.update({id(n): node.targets[0].id for n in ast.walk(node.value)})
        for node in ast.walk(tree):
            text = literal_text(node)
            if text is not None and own_letters(text) >= 4:
                where = f"{path.stem}.{rows[id(node)]}" if id(node) in rows else f"{rel}:{node.lineno}"
                texts.append((where, text.replace(FIELD_OPEN, "{").replace(FIELD_CLOSE, "}")))
    return texts


@cache
def test_texts() -> list[tuple[str, str]]:
    return [(p.relative_to(ROOT).as_posix(), p.read_text()) for p in sorted((ROOT / "tests").rglob("*"))
            if p.suffix in (".mlir", ".py") and p.is_file() and "census" not in p.parts]


def instance(template: str) -> re.Pattern:
    """A regex for the text a template formats to (a field: any text on the line)."""
    return re.compile("[^\n]*?".join(re.escape(part) for part in FIELD.split(template)))


@cache
def test_spelling(template: str) -> str | None:
    """The first test that spells an instance of ``template`` (the regex runs only on the files that hold its
    longest literal part: a search of every file is slow)."""
    longest = max(FIELD.split(template), key=len)
    pattern = instance(template)
    return next((path for path, body in test_texts() if longest in body and pattern.search(body)), None)


def match(site: dict) -> dict:
    """mgpu's equivalent of one census site: {"mgpu": where or None, "test": path or None, "note": ...}."""
    row, note = BY_HAND.get(key(site), (None, ""))
    if key(site) in BY_HAND:
        found = [(where, text) for where, text in mgpu_texts() if where == row]
    elif own_letters(site["message"]) >= MIN_WORDS:
        jax = skeleton(site["message"])
        found = [(where, text) for where, text in mgpu_texts() if jax in skeleton(text) or
                 (own_letters(text) >= MIN_WORDS and jax.startswith(skeleton(text)))]
    else:
        found = []
    tested = [(where, test) for where, text in found if (test := test_spelling(text))]
    where, test = tested[0] if tested else (found[0][0] if found else None, None)
    return {"mgpu": where, "test": test, "note": note}


def measure(census: dict) -> list[dict]:
    return [{**site, **match(site)} for site in census["raises"]]


# What a note says of a site no test checks, by its first words (BY_HAND; tests/census/fragmented_array_notes.py)
KINDS = ("unreachable", "internal", "refused")


def kind(row: dict) -> str:
    """checked, one of KINDS, or open (no test, and no note that says the site is out of a module's reach)."""
    if row["test"] is not None:
        return "checked"
    return next((k for k in KINDS if row["note"].startswith(k + ":")), "open")


def totals(census: dict, rows: list[dict]) -> list[str]:
    def counts(mine: list[dict]) -> str:
        n = {k: sum(kind(r) == k for r in mine) for k in ("checked", *KINDS, "open")}
        return (f"{n['unreachable']} unreachable, {n['internal']} internal, {n['refused']} refused in mgpu's words, "
                f"{n['open']} open")

    lines = []
    for source in census["sources"]:
        name = Path(source).name
        mine = [r for r in rows if r["file"] == name]
        checked = sum(r["test"] is not None for r in mine)
        words = sum(r["mgpu"] is not None for r in mine)
        lines.append(f"- jax {census['jax']}: {name}: {checked} of {len(mine)} raise sites checked by a test "
                     f"({words} with mgpu's text); {counts(mine)}")
    checked = sum(r["test"] is not None for r in rows)
    lines.append(f"- jax {census['jax']}: raise sites: {checked} of {len(rows)} "
                 f"({100 * checked // max(1, len(rows))} %) checked; {counts(rows)}")
    return lines


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ").replace("`", "'")


def report(census: dict, rows: list[dict], version: JaxVersion) -> str:
    lines = [
        f"# Which errors of jax {census['jax']}'s Mosaic GPU lowering and inference mgpu raises",
        "",
        f"Made by `python tests/census/raises_coverage.py --write` from `{census_path(version).relative_to(ROOT)}`",
        "(the census of `tests/census/extract_raises.py`); `tests/census/test_raises.py` fails when this file is",
        "out of date. A site is checked when mgpu raises jax's words (a row of `mgpu/dialect/diagnostics/`, or a",
        "message at its call site) and a test makes it; `by hand` notes say what mgpu does where it does not: the",
        "site is unreachable from a verified module, internal to jax, or refused by mgpu in its own words; an open",
        "site is none of these yet.",
        "",
        *totals(census, rows),
        "",
        "| jax site | rule | type | message | mgpu | test |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        mgpu = f"`{r['mgpu']}`" if r["mgpu"] else "**not checked**"
        if r["note"]:
            mgpu += f" ({cell(r['note'])})" if r["mgpu"] else f": {cell(r['note'])}"
        lines.append(f"| {r['file']}:{r['line']} `{r['function']}` | {', '.join(r['rule'])} | {r['type']} | "
                     f"`{cell(r['message'])}` | {mgpu} | {r['test'] or '-'} |")
    return "\n".join(lines) + "\n"


def current_report(version: JaxVersion) -> str:
    census = json.loads(census_path(version).read_text())
    return report(census, measure(census), version)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jax", default=SUPPORTED[-1].name, help=f"the release to print (default {SUPPORTED[-1]})")
    ap.add_argument("--write", action="store_true", help="write the report of every release")
    args = ap.parse_args(argv)
    if args.write:
        for version in SUPPORTED:
            report_path(version).write_text(current_report(version))
    else:
        sys.stdout.write(current_report(by_name(args.jax)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
