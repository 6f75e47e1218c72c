"""Whether an op has side effects can differ between jax releases, as its syntax can (mgpu.dialect.release_syntax).

jaxlib declares some mosaic_gpu ops side-effect free in one release and not in another: jaxlib 0.10.2's
``with_transforms``, ``layout_cast``, ``tmem_layout_cast`` and ``slice_tmem`` have no side-effect-free trait, so
its ``canonicalize,cse`` neither merges two equal ones nor erases an unused one; 0.11's and 0.12's are Pure
(``JaxVersion.side_effecting_ops`` lists a release's). Such an op class has the trait ``PureUnlessRelease``: Pure,
except while a pass reads a module of a release that lists the class (``reading(jax)``, entered by the passes
that ask whether ops have side effects: canonicalize, cse). Outside such a pass the op is Pure.
"""

from __future__ import annotations

from collections.abc import Iterator, Set
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from xdsl.ir import Operation
from xdsl.traits import ConditionallySpeculatable, EffectInstance, MemoryEffect

# the op classes with side effects in the release a running pass reads
_SIDE_EFFECTING: ContextVar[Set[type[Operation]]] = ContextVar("mgpu_side_effecting_ops", default=frozenset())


class _Release(Protocol):
    @property
    def side_effecting_ops(self) -> tuple[type[Operation], ...]: ...


@contextmanager
def reading(jax: _Release | None) -> Iterator[None]:
    """Ops' side effects as jaxlib ``jax`` declares them (None: every ``PureUnlessRelease`` op Pure)."""
    token = _SIDE_EFFECTING.set(frozenset(jax.side_effecting_ops) if jax is not None else frozenset())
    try:
        yield
    finally:
        _SIDE_EFFECTING.reset(token)


def _side_effecting(op: Operation) -> bool:
    return type(op) in _SIDE_EFFECTING.get()


class PureUnlessRelease(MemoryEffect, ConditionallySpeculatable):
    """Pure (no memory effect, speculatable), unless the release being read declares the op without a
    side-effect-free trait: then its effects are unknown, as MLIR takes an op with no effect interface."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance] | None:
        return None if _side_effecting(op) else frozenset()

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        return not _side_effecting(op)
