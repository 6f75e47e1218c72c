"""Handler registry: op name -> factory ``f(prep) -> closure(ctx, R) | None``.

A factory runs once per op at prepare time (program.py). It may fold the op away (return None,
e.g. constants) or return the closure executed each time the op runs. Families live in the
sibling modules; importing this package registers all of them.
"""

from __future__ import annotations

HANDLERS: dict = {}
PURE: set = set()


def handler(*names: str, pure: bool = False):
    def deco(factory):
        for n in names:
            HANDLERS[n] = factory
            if pure:
                PURE.add(n)
        return factory

    return deco


from mgpu.emulator.handlers import arith, func, gpu, llvm, memref, nvvm, nvvm_extra, scf, tensorcore, vector  # noqa: E402,F401,I001
