"""xDSL's ``arith.cmpi`` / ``arith.cmpf`` given MLIR's check of their ``predicate`` property: xDSL
accepts any integer, then fails to print one outside the enum (or, indexing a list with it,
prints the wrong case)."""

from __future__ import annotations

from xdsl.dialects import arith as _arith

from mgpu.dialect.syntax import check_enum_property


_CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
_CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]


def install() -> None:
    """Patch xDSL's arith classes (once, from ``xdsl_patches.install``)."""
    for op, names in ((_arith.CmpiOp, _CMPI), (_arith.CmpfOp, _CMPF)):
        # MLIR's predicate enums have no description: ODS states the allowed integers
        check_enum_property(op, "predicate", dict(enumerate(names)),
                            "allowed 64-bit signless integer cases: " + ", ".join(map(str, range(len(names)))))
