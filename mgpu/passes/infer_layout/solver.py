"""Layout inference's solver: forced propagation alternating with decisions in jax's candidate
order, with one level of backtracking and, where a variable is left with no layout, a restart that
bans the decision that took its last way out (the package docstring says why and how far)."""

from __future__ import annotations

import heapq

from xdsl.ir import Operation

from mgpu import layouts as L
from mgpu.dialect.diagnostics import MgpuError
from mgpu.passes.infer_layout.constraints import (
    REG,
    Constraint,
    InferenceFailed,
    SmemTransforms,
    Var,
    var_accepts,
)
from mgpu.passes.infer_layout.rule_context import RuleContext
from mgpu.passes.typeinfo import SMEM


class Backjump(Exception):
    """The decision ``(order, layout)`` (a variable by its creation order) left a later variable with no
    layout: solve again without it."""

    def __init__(self, key: tuple[int, object], op: Operation):
        self.key = key
        self.op = op  # the op of the variable left with no layout


class Solver:
    def __init__(self, ctx: RuleContext, banned: frozenset[tuple[int, object]] = frozenset()):
        self.ctx = ctx
        self.trail: list[Var] = []
        self.heaps: tuple[list, list] = ([], [])  # tier 1, tier 2: (key, seq, constraint, cands)
        self.seq = 0
        self.banned = banned
        # Each successful decision (its variable's order and layout), and which one assigned each variable.
        self.decisions: list[tuple[int, object]] = []
        self.decided_by: dict[int, int] = {}  # id(var) -> index in decisions
        self.conflict: list[Var] = []  # the other variables of the constraint the last assignment broke
        self.culprits: dict[int, set[int]] = {}  # id(var) -> the decisions its failed assignments ran into

    # -- union-find (only before solving) ------------------------------------------------------

    def union(self, a: Var, b: Var, op: Operation) -> None:
        a, b = a.find(), b.find()
        if a is b:
            return
        if b.order < a.order:
            a, b = b, a
        b.parent = a
        a.constraints += b.constraints
        a.not_splat = a.not_splat or b.not_splat
        a.not_strided = a.not_strided or b.not_strided
        if b.divides is not None:
            a.divides = b.divides if a.divides is None else L.merge_divides(a.divides, b.divides)
        a.tmem_default = a.tmem_default or b.tmem_default
        a.other_shapes += [b.shape, *b.other_shapes]
        if b.layout is not None:
            if a.layout is not None and a.layout != b.layout:
                raise InferenceFailed(op)
            a.layout = b.layout

    # -- assignment with forced propagation --------------------------------------------------

    def try_assign(self, var: Var, layout: object) -> Operation | None:
        """Assign and propagate; on a violation, undo everything and return the blamed op."""
        mark = len(self.trail)
        blame = self._assign(var, layout)
        if blame is not None:
            for v in self.trail[mark:]:
                v.layout = None
            del self.trail[mark:]
        return blame

    def _assign(self, var: Var, layout: object) -> Operation | None:
        work = [(var.find(), layout)]
        while work:
            v, lay = work.pop()
            if v.layout is not None:
                if v.layout != lay:
                    self.conflict = [v]
                    return v.op
                continue
            if (bad := var_accepts(v, lay, self.ctx.jax)) is not None:
                self.conflict = []
                return bad
            v.layout = lay
            self.trail.append(v)
            for c in v.constraints:
                ok = c.check()
                if ok is False:
                    self.conflict = list(c.vars())
                    return c.op
                if ok is None and (f := c.forced()) is not None:
                    work.append(f)
        return None

    def commit(self, start: int) -> None:
        """Register the candidates that newly assigned variables make available."""
        for v in self.trail[start:]:
            for c in v.constraints:
                self.push(c)

    # -- candidates ----------------------------------------------------------------------------

    def push(self, c: Constraint) -> None:
        tier1, tier2 = self.candidates(c)
        for heap, cands in ((self.heaps[0], tier1), (self.heaps[1], tier2)):
            if cands:
                self.seq += 1
                heapq.heappush(heap, (c.key, self.seq, c, cands))

    def candidates(self, c: Constraint) -> tuple[list, list]:
        """The constraint's candidates, split into tier 1 (Tiled/SMEM/TMEM) and tier 2 (Splat/Strided)."""
        out = c.candidates(self.ctx.arch)
        tier1 = [(v, lay) for v, lay in out
                 if not (v.space == REG and not isinstance(lay, L.TiledLayout))]
        tier2 = [(v, lay) for v, lay in out if v.space == REG and not isinstance(lay, L.TiledLayout)]
        return tier1, tier2

    def default(self, v: Var) -> object | None:
        if v.space == REG:
            return L.WGStridedFragLayout.from_shape(v.shape, v.bits)
        if v.space == SMEM:
            return SmemTransforms(None)
        return v.tmem_default

    def decide(self, v: Var, layout: object) -> bool:
        v = v.find()
        if v.layout is not None or (v.order, layout) in self.banned:
            return False
        mark = len(self.trail)
        blame = self.try_assign(v, layout)
        if blame is not None:
            v.blame = blame
            # the earlier decisions that assigned what this one ran into (its own assignments are undone)
            self.culprits.setdefault(id(v), set()).update(
                self.decided_by[id(w)] for w in self.conflict if id(w) in self.decided_by)
            return False
        for w in self.trail[mark:]:
            self.decided_by[id(w)] = len(self.decisions)
        self.decisions.append((v.order, layout))
        self.commit(mark)
        return True

    # -- main loop -----------------------------------------------------------------------------

    def solve(self) -> None:
        ctx = self.ctx
        for a, b, op in ctx.equals:
            self.union(a, b, op)
        roots = [v for v in ctx.vars if v.parent is None]
        for c in ctx.constraints:
            for v in c.vars():
                v.constraints.append(c)
        # Hard assignments (union-find may already carry some through merges).
        for var, layout, op in ctx.assignments:
            root = var.find()
            if root.layout is not None:
                if root.layout != layout:
                    raise InferenceFailed(op)
                continue
            try:
                blame = self.try_assign(root, layout)
            except MgpuError as e:
                if getattr(e, "op", None) is root.op:  # the variable refuses it: jax raises it in the rule giving it
                    e.op = op  # pyright: ignore[reportAttributeAccessIssue]
                raise
            if blame is not None:
                raise InferenceFailed(blame)
        # Constraints that involve only already-known vars, and forced propagation from them.
        for c in ctx.constraints:
            if c.check() is False:
                raise InferenceFailed(c.op)
        for v in list(self.trail):
            for c in v.constraints:
                if (f := c.forced()) is not None and f[0].layout is None:
                    if (blame := self.try_assign(*f)) is not None:
                        raise InferenceFailed(blame)
        for c in ctx.constraints:
            self.push(c)

        pending = [v for v in roots if v.layout is None]
        pointer = 0
        decided = 0  # successful decisions, to tell whether another pass over the defaults can help
        retried_at = -1
        while True:
            progressed = False
            for heap in self.heaps:
                while heap:
                    _, _, c, cands = heapq.heappop(heap)
                    if any(self.decide(v, lay) for v, lay in cands if v.find().layout is None):
                        progressed = True
                        break
                if progressed:
                    break
            if progressed:
                decided += 1
                continue
            # Tier 3: a default for the first unknown variable, in creation order.
            while pointer < len(pending) and pending[pointer].find().layout is not None:
                pointer += 1
            if pointer < len(pending):
                v = pending[pointer]
                pointer += 1
                lay = self.default(v)
                if lay is not None and self.decide(v, lay):
                    decided += 1
                continue
            unknown = [v for v in pending if v.find().layout is None]
            if not unknown:
                return
            if retried_at == decided:  # a whole pass over the defaults changed nothing
                v = unknown[0]
                culprits = self.culprits.get(id(v))
                if culprits:  # jax's search would have backtracked into the latest of them
                    raise Backjump(self.decisions[max(culprits)], v.blame or v.op)
                raise InferenceFailed(v.blame or v.op)
            retried_at, pending, pointer = decided, unknown, 0
