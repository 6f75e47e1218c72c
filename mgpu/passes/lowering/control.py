"""Control flow carrying warpgroup vectors: ``scf.for`` iter_args and ``scf.yield``.

A carried vector becomes its registers: the loop is rebuilt with one iter_arg per register (in
register order, the layout of ``in_layouts`` / ``out_layouts``), the body moves into the new loop,
and the yield passes the registers. Loops and yields without vectors are left as they are.
"""

from __future__ import annotations

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, Operation, Region, SSAValue

from mgpu.passes.lowering.state import KEEP, Frag, LoweringState, rule


@rule("scf.for")
def scf_for(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    if not any(isinstance(r.type, VectorType) for r in op.results):
        return KEEP  # pyright: ignore[reportReturnType]
    b = s.b
    layouts = s.layouts(op, "out_layouts")
    lb, ub, step, *inits = op.operands
    new_inits: list[SSAValue] = []
    groups: list[tuple | None] = []
    li = 0
    for v in inits:
        if isinstance(v.type, VectorType):
            layout = layouts[li]
            li += 1
            f = s.frag(v, layout)
            groups.append((layout, f.shape, f.dtype, len(f.regs)))
            new_inits += f.regs
        else:
            groups.append(None)
            new_inits.append(v)
    body = op.regions[0].blocks[0]
    block = Block(arg_types=[body.args[0].type, *(v.type for v in new_inits)])
    body.args[0].replace_all_uses_with(block.args[0])
    k = 1
    for i, g in enumerate(groups):
        old = body.args[1 + i]
        if g is None:
            old.replace_all_uses_with(block.args[k])
            k += 1
        else:
            layout, shape, dtype, n = g
            s.regs[old] = Frag(layout, shape, dtype, list(block.args[k:k + n]))
            k += n
    for o in list(body.ops):
        o.detach()
        block.add_op(o)
    new = b.op("scf.for", [lb, ub, step, *new_inits], [v.type for v in new_inits], regions=[Region(block)])
    k = 0
    for old, g in zip(op.results, groups, strict=True):
        if g is None:
            old.replace_all_uses_with(new.results[k])
            k += 1
        else:
            layout, shape, dtype, n = g
            s.regs[old] = Frag(layout, shape, dtype, list(new.results[k:k + n]))
            k += n
    return None


@rule("scf.yield")
def scf_yield(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    if not any(isinstance(v.type, VectorType) for v in op.operands):
        return KEEP  # pyright: ignore[reportReturnType]
    parent = op.parent_op()
    if parent is None or parent.name != "scf.for":
        raise NotImplementedError(f"a warpgroup vector yielded from {parent.name if parent else 'nothing'}")
    layouts = s.layouts(op, "in_layouts")
    operands: list[SSAValue] = []
    li = 0
    for v in op.operands:
        if isinstance(v.type, VectorType):
            operands += s.frag(v, layouts[li]).regs
            li += 1
        else:
            operands.append(v)
    s.b.op("scf.yield", operands)
    return []
