"""Control flow carrying warpgroup vectors: ``scf.for``, ``scf.while`` and ``scf.index_switch``, and
their terminators ``scf.yield`` and ``scf.condition`` (jax's ``_for_op_lowering_rule``,
``_while_op_lowering_rule``, ``_index_switch_op_lowering_rule`` and
``_move_scf_block_to_block_with_flattened_arguments``, dialect_lowering.py:2646-2840 at jax-v0.10.2).

A carried vector becomes its registers: the op is rebuilt with one operand / block argument / result
per register (in register order, the layout of ``in_layouts`` / ``out_layouts``), its blocks' ops move
into the new op's blocks (they are lowered later, in program order), and the terminators pass the
registers. Ops and terminators without vectors are left as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import VectorType
from xdsl.dialects.scf import ConditionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.passes.lowering.state import KEEP, Frag, LoweringState, fail, layout_texts, rule


@dataclass(frozen=True)
class _Vector:
    """How a carried vector is rebuilt from its registers."""

    layout: L.RegisterLayout
    shape: tuple[int, ...]
    dtype: Attribute
    count: int
    reg_type: Attribute


Template = list[_Vector | None]  # per carried value: a vector's registers, or None (kept as it is)


def _flatten(s: LoweringState, values: Sequence[SSAValue], layouts: list[L.RegisterLayout]
             ) -> tuple[list[SSAValue], Template]:
    """``values`` with each vector replaced by its registers in the next of ``layouts``."""
    flat: list[SSAValue] = []
    template: Template = []
    it = iter(layouts)
    for v in values:
        if isinstance(v.type, VectorType):
            f = s.frag(v, next(it))
            template.append(_Vector(f.layout, f.shape, f.dtype, len(f.regs), f.regs[0].type))
            flat += f.regs
        else:
            template.append(None)
            flat.append(v)
    return flat, template


def _result_template(s: LoweringState, op: Operation) -> Template:
    """The template of ``op``'s results, from their types and ``out_layouts``."""
    layouts = iter(s.layouts(op, "out_layouts"))
    out: Template = []
    for r in op.results:
        if not isinstance(r.type, VectorType):
            out.append(None)
            continue
        layout = next(layouts)
        shape = tuple(r.type.get_shape())
        vec = L.vector_length(layout)
        reg_type = VectorType(r.type.element_type, [vec]) if not isinstance(layout, L.WGSplatFragLayout) \
            else r.type.element_type
        out.append(_Vector(layout, shape, r.type.element_type, L.num_registers(layout, shape), reg_type))
    return out


def _flat_types(template: Template, values: Sequence[SSAValue]) -> list[Attribute]:
    out: list[Attribute] = []
    for t, v in zip(template, values, strict=True):
        out += [v.type] if t is None else [t.reg_type] * t.count
    return out


def _bind(s: LoweringState, old: Sequence[SSAValue], new: Sequence[SSAValue], template: Template) -> None:
    """Make the ``new`` flat values stand for the ``old`` ones: a vector's registers are recorded
    (``s.regs``), anything else replaces its old value."""
    k = 0
    for o, t in zip(old, template, strict=True):
        if t is None:
            o.replace_all_uses_with(new[k])
            k += 1
        else:
            s.regs[o] = Frag(t.layout, t.shape, t.dtype, list(new[k:k + t.count]))
            k += t.count


def _move_block(s: LoweringState, old: Block, leading: int, template: Template) -> Block:
    """A new block whose arguments are ``old``'s first ``leading`` ones, then the rest flattened by
    ``template``, holding ``old``'s ops."""
    lead = list(old.args[:leading])
    rest = list(old.args[leading:])
    block = Block(arg_types=[a.type for a in lead] + _flat_types(template, rest))
    for a, n in zip(lead, block.args, strict=False):
        a.replace_all_uses_with(n)
    _bind(s, rest, list(block.args[leading:]), template)
    for o in list(old.ops):
        o.detach()
        block.add_op(o)
    return block


# The ops whose regions' terminators may pass vectors (jax lowers no other; scf.if only from 0.12.1 on: scf_if).
_CARRIERS = (ForOp, WhileOp, IndexSwitchOp, IfOp)


def _carries_vectors(op: Operation) -> bool:
    return any(isinstance(v.type, VectorType) for v in (*op.operands, *op.results))


@rule(ForOp, warp_semantics=True)
def scf_for(s: LoweringState, op: ForOp) -> list[SSAValue] | None:
    if not _carries_vectors(op):
        return KEEP
    outs = s.layouts(op, "out_layouts")
    ins, yields = ([], []) if s.lane else (s.layouts(op, "in_layouts"), s.layouts(op.body.blocks[0].last_op, "in_layouts"))
    if not s.lane and (ins != outs or ins != yields):  # (jax's check: dialect_lowering.py:2739)
        raise fail(op, diag.LAYOUT_MISMATCH, ins=layout_texts(ins + yields), out=layout_texts(outs))
    flat, template = _flatten(s, op.iter_args, outs)
    block = _move_block(s, op.body.blocks[0], 1, template)
    new = s.b.op("scf.for", [op.lb, op.ub, op.step, *flat], [v.type for v in flat], regions=[Region(block)])
    _bind(s, op.results, new.results, template)
    return None


@rule(WhileOp)
def scf_while(s: LoweringState, op: WhileOp) -> list[SSAValue] | None:
    """Before-block arguments as the inits (``in_layouts``), after-block arguments and results as
    what ``scf.condition`` passes (``out_layouts``)."""
    if not _carries_vectors(op) and not any(isinstance(a.type, VectorType) for r in op.regions
                                            for a in r.blocks[0].args):
        return KEEP
    in_layouts = s.layouts(op, "in_layouts") if any(isinstance(v.type, VectorType) for v in op.arguments) else []
    _same_as_terminator(s, op, op.after_region, in_layouts, diag.WHILE_IN_LAYOUTS)
    if any(isinstance(r.type, VectorType) for r in op.results):
        _same_as_terminator(s, op, op.before_region, s.layouts(op, "out_layouts"), diag.WHILE_OUT_LAYOUTS)
    flat, template = _flatten(s, op.arguments, in_layouts)
    results = _result_template(s, op) if any(isinstance(r.type, VectorType) for r in op.results) \
        else [None] * len(op.results)
    before = _move_block(s, op.before_region.blocks[0], 0, template)
    after = _move_block(s, op.after_region.blocks[0], 0, results)
    new = s.b.op("scf.while", flat, _flat_types(results, op.results), regions=[Region(before), Region(after)])
    _bind(s, op.results, new.results, results)
    return None


def _same_as_terminator(s: LoweringState, op: WhileOp, region: Region, layouts: list[L.RegisterLayout],
                        message: Message) -> None:
    """jax's checks of a scf.while (dialect_lowering.py:2786-2799 at jax-v0.12.0.1): the layouts the loop
    carries are those its scf.yield (in ``after``) and scf.condition (in ``before``) pass."""
    if not layouts or s.lane:
        return
    passed = s.layouts(region.blocks[0].last_op, "in_layouts")  # pyright: ignore[reportArgumentType]
    if passed != layouts:
        raise fail(op, message, carried=layout_texts(layouts), passed=layout_texts(passed))


@rule(IfOp, warp_semantics=True)
def scf_if(s: LoweringState, op: IfOp) -> list[SSAValue] | None:
    """Kept as it is, the ops of its regions lowered in place (also in warp semantics: a ``warp_map`` body); one
    that carries warpgroup vectors is lowered as a switch where the release does (JaxVersion.if_carries_vectors),
    else refused as jax refuses it (_if_op_lowering_rule, dialect_lowering.py:2856 at jax-v0.12.0.1)."""
    if not _carries_vectors(op):
        return KEEP
    if not s.jax.if_carries_vectors:
        raise fail(op, diag.SCF_IF_VECTORS)
    return _branches(s, op, [op.cond])


@rule(IndexSwitchOp, warp_semantics=True)
def scf_index_switch(s: LoweringState, op: IndexSwitchOp) -> list[SSAValue] | None:
    if not _carries_vectors(op):
        return KEEP
    return _branches(s, op, [op.arg])


def _branches(s: LoweringState, op: IfOp | IndexSwitchOp, operands: list[SSAValue]) -> None:
    """The branching op again, its vector results as their registers (its ``out_layouts``), each branch's block
    moved into it (jax 0.12.1's _branching_op_lowering_rule, dialect_lowering.py:2906-2933)."""
    template = _result_template(s, op)
    regions = [Region(_move_block(s, r.blocks[0], 0, [])) for r in op.regions if r.blocks]
    new = s.b.op(op.name, operands, _flat_types(template, op.results), props=dict(op.properties), regions=regions)
    _bind(s, op.results, new.results, template)
    return None


def _terminator(s: LoweringState, op: Operation, kept: Sequence[SSAValue],
                carried: Sequence[SSAValue]) -> list[SSAValue] | None:
    """A terminator passing vectors (``carried``) passes their registers, in its ``in_layouts``,
    after the operands it keeps as they are (``kept``: ``scf.condition``'s flag)."""
    if not any(isinstance(v.type, VectorType) for v in carried):
        return KEEP
    parent = op.parent_op()
    if type(parent) not in _CARRIERS:
        raise NotImplementedError(f"not supported: a warpgroup vector passed by {op.name} out of "
                                  f"{parent.name if parent else 'nothing'}")
    flat, _ = _flatten(s, carried, s.layouts(op, "in_layouts"))
    s.b.op(op.name, [*kept, *flat])
    return []


@rule(YieldOp)
def scf_yield(s: LoweringState, op: YieldOp) -> list[SSAValue] | None:
    return _terminator(s, op, [], op.arguments)


@rule(ConditionOp)
def scf_condition(s: LoweringState, op: ConditionOp) -> list[SSAValue] | None:
    return _terminator(s, op, [op.condition], op.args)
