"""What a layout-inference rule sees (``RuleContext``: variable creation, the mapping of an op's
operands and results to variables, assignments and constraints), and ``RULES``, the rules keyed by
op class (``mgpu.passes.op_rules.OpRules``: found by the op's exact class).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation, OpResult, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.typeinfo import py_tuple
from mgpu.jax_versions import NEWEST, JaxVersion
from mgpu.passes.infer_layout.constraints import (
    Constraint,
    DividesVar,
    EqualVars,
    InferenceFailed,
    IsValidMmaTiling,
    NotOfType,
    Relayout,
    Stated,
    Var,
    elem_bits,
    shape_of,
    value_kind,
)
from mgpu.passes.op_rules import OpRules
from mgpu.passes.typeinfo import memory_space


class RuleContext:
    """What a rule sees: variable creation, site mapping, assignments and constraints.

    A rule names an operand by its value, read with the op class's accessor (``op.b``). A value an
    op takes more than once (``arith.mulf %x, %x``) is as many sites, mapped in the order the rule
    maps them.
    """

    def __init__(self, arch: tuple[int, int], jax: JaxVersion = NEWEST):
        self.arch = arch
        self.jax = jax  # the release whose inference the rules follow
        self.vars: list[Var] = []
        self.result_var: dict[SSAValue, Var] = {}  # producer variable of each value
        self.sites: dict[Operation, list[tuple[bool, int, Var]]] = {}  # op -> (is_result, idx, var)
        self.var_sites: dict[Var, list[tuple[Operation, str, SSAValue]]] = {}  # in mapping order
        self.assignments: list[tuple[Var, object, Operation]] = []
        self.constraints: list[Constraint] = []
        self.equals: list[tuple[Var, Var, Operation]] = []
        self.rule_relayouts: list[Relayout] = []
        self.stated: list[Stated] = []  # every constraint the rules state, in their order (jax's system)
        self.smem_aliases: dict[tuple[int, ...], Var] = {}
        self.tmem_aliases: dict[tuple[int, ...], Var] = {}

    # -- variables and sites ---------------------------------------------------------------

    def new_var(self, op: Operation, value: SSAValue) -> Var:
        kind = value_kind(value)
        if isinstance(value.type, MemRefType) and memory_space(value.type) is None:
            raise located(op, diag.INFER_MEMORY_SPACE(type=value.type))  # (a GMEM ref has no layout in jax)
        if kind is None:  # a scalar where the rule needs a vector or a ref (jax's rule fails on it too)
            raise InferenceFailed(op)
        v = Var(len(self.vars), kind, value, op, shape_of(value), elem_bits(value))
        self.vars.append(v)
        return v

    def producer_var(self, op: Operation, value: SSAValue) -> Var:
        """jax's ``ctx.producer_ref``: the variable of the producer of ``op``'s operand ``value``."""
        var = self.result_var.get(value)
        if var is None:  # a block argument or a value produced outside the walk
            var = self.new_var(op, value)
            self.result_var[value] = var
        return var

    def operand(self, op: Operation, value: SSAValue, var: Var | None = None) -> Var:
        var = var or self.new_var(op, value)
        self._map(op, False, self._operand_index(op, value), var)
        return var

    def aliased_result(self, op: Operation, value: SSAValue, aliases: dict[tuple[int, ...], Var],
                       key: tuple[int, ...] | None) -> Var:
        """A slice's result: with an alias key (jax 0.10.2's (offset, alias_id), 0.12's (alias_id,)), one
        variable with every slice of the same key (they are one buffer); without, a variable of its own."""
        if key is None:
            return self.result(op, value)
        var = aliases.get(key)
        if var is None:
            var = aliases[key] = self.new_var(op, value)
        return self.result(op, value, var)

    def result(self, op: Operation, value: SSAValue, var: Var | None = None) -> Var:
        assert isinstance(value, OpResult) and value.op is op
        var = var or self.new_var(op, value)
        self._map(op, True, value.index, var)
        self.result_var[value] = var
        return var

    def same_ref(self, op: Operation, source: SSAValue, result: SSAValue) -> Var:
        """``source`` and ``result`` are one ref (a view or cast): one variable, the producer's."""
        var = self.producer_var(op, source)
        self.operand(op, source, var)
        self.result(op, result, var)
        return var

    def argument(self, op: Operation, arg: SSAValue, var: Var) -> Var:
        """A block argument of one of ``op``'s regions shares ``var`` (no attribute is printed)."""
        self.result_var[arg] = var
        self.var_sites.setdefault(var, []).append((op, "arg", arg))
        return var

    def _operand_index(self, op: Operation, value: SSAValue) -> int:
        """The first position of ``value`` among ``op``'s operands that no site maps yet."""
        mapped = {i for is_result, i, _ in self.sites.get(op, ()) if not is_result}
        for i, o in enumerate(op.operands):
            if o is value and i not in mapped:
                return i
        raise AssertionError(f"{value} is not an unmapped operand of {op.name}")

    def _map(self, op: Operation, is_result: bool, index: int, var: Var) -> None:
        self.sites.setdefault(op, []).append((is_result, index, var))
        value = op.results[index] if is_result else op.operands[index]
        self.var_sites.setdefault(var, []).append((op, "result" if is_result else "operand", value))

    # -- assignments and constraints -------------------------------------------------------

    def assign(self, var: Var, layout: object, op: Operation) -> None:
        self.assignments.append((var, layout, op))

    def equal(self, a: Var, b: Var, op: Operation) -> None:
        self.equals.append((a, b, op))
        self.stated.append(EqualVars(op, a, b))

    def not_splat(self, var: Var, op: Operation) -> None:
        var.not_splat = var.not_splat or op
        self.stated.append(NotOfType(op, var, L.WGSplatFragLayout))

    def not_strided(self, var: Var, op: Operation) -> None:
        var.not_strided = var.not_strided or op
        self.stated.append(NotOfType(op, var, L.WGStridedFragLayout))

    def divides(self, var: Var, multiple: tuple[int, ...], op: Operation) -> None:
        var.divides = multiple if var.divides is None else L.merge_divides(var.divides, multiple)
        self.stated.append(DividesVar(op, var, multiple))

    def relayout(self, c: Relayout) -> None:
        """A Relayout stated by a rule: it sorts with the derived ones, before other constraints."""
        self.rule_relayouts.append(c)
        self.stated.append(c)

    def mma_tiling(self, op: Operation, var: Var, bits: int, transposed: bool = False,
                   unswizzled_ok: bool = False) -> None:
        """``IsValidMmaTiling(var)``; jax 0.11 and later refuse at once an operand no MMA tiling divides
        (``mma_tiling_constraint``, layout_inference.py:378-411 at jax-v0.12.0.1)."""
        if self.jax.names_untileable_mma_operand and len(var.shape) == 2:  # (jax asserts a 2-D ref)
            tiling: tuple[int, int] = (0, 0)
            for swizzle in (*L.SWIZZLES, 16) if unswizzled_ok else L.SWIZZLES:
                elems = L.swizzle_elems(swizzle, bits)
                tiling = (elems, 8) if transposed else (8, elems)
                if all(d % t == 0 for d, t in zip(var.shape, tiling)):
                    break
            else:
                raise located(op, diag.INFER_NO_MMA_TILING(shape=py_tuple(var.shape), tiling=py_tuple(tiling)))
        self.constrain(IsValidMmaTiling(op, var, bits=bits, transposed=transposed, unswizzled_ok=unswizzled_ok))

    def constrain(self, c: Constraint) -> None:
        c.key = (1, len(self.constraints))
        self.constraints.append(c)
        self.stated.append(c)


def located(op: Operation, err: MgpuError) -> MgpuError:
    """``err``, reported at ``op``."""
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


# A rule's op parameter is typed by the class it is registered for.
Rule = Callable[[RuleContext, Any], None]
RULES: OpRules[Rule] = OpRules()
rule = RULES.register
