"""Special registers: ``%t = nvvm.read.ptx.sreg.tid.x : i32`` (PTX ISA, "Special Registers"; one op
per register, as NVVMOps.td defines them).

MLIR's optional ``range`` attribute (``#llvm.constant_range``) is not supported: xDSL has no such
attribute, and no IR mgpu reads carries one.
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def
from xdsl.traits import Pure

XYZ = ("x", "y", "z")

# The registers the emulator reads, by their MLIR mnemonic after ``read.ptx.sreg.``.
REGISTERS: tuple[str, ...] = (
    *(f"{r}.{d}" for r in ("tid", "ntid", "ctaid", "nctaid", "clusterid", "cluster.ctaid", "cluster.nctaid")
      for d in XYZ),
    "laneid", "warpid", "cluster.ctarank", "cluster.nctarank",
)


def _special_register_op(register: str) -> type[IRDLOperation]:
    class_name = "".join(part.capitalize() for part in register.split(".")) + "SregOp"
    cls = type(class_name, (IRDLOperation,), {
        "__doc__": f"``%r = nvvm.read.ptx.sreg.{register} : i32``.",
        "__module__": __name__,
        "name": f"nvvm.read.ptx.sreg.{register}",
        "res": result_def(),
        "traits": traits_def(Pure()),
        "assembly_format": "attr-dict `:` type($res)",
    })
    return irdl_op_definition(cls)


SPECIAL_REGISTER_OPS: list[type[IRDLOperation]] = [_special_register_op(r) for r in REGISTERS]
