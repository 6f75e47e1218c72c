"""Register allocation: ``nvvm.setmaxregister`` (PTX ISA, "setmaxnreg")."""

from __future__ import annotations

from xdsl.dialects.builtin import I32, IntegerAttr, i32
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def
from xdsl.utils.exceptions import VerifyException

from mgpu.arch import SETMAXNREG_GRANULE, SETMAXNREG_MAX, SETMAXNREG_MIN
from mgpu.dialect.nvvm.attrs import SetMaxRegisterAction, SetMaxRegisterActionAttr


@irdl_op_definition
class SetMaxRegisterOp(IRDLOperation):
    """``nvvm.setmaxregister increase 240``: every thread of the executing warpgroup now has
    ``regCount`` registers (released to, or taken from, the CTA's pool)."""

    name = "nvvm.setmaxregister"
    action = prop_def(SetMaxRegisterActionAttr)
    regCount = prop_def(IntegerAttr[I32])
    assembly_format = "$action $regCount attr-dict"

    def __init__(self, action: SetMaxRegisterAction, reg_count: int):
        super().__init__(properties={"action": SetMaxRegisterActionAttr(action),
                                     "regCount": IntegerAttr(reg_count, i32)})

    def verify_(self) -> None:
        n = self.regCount.value.data
        if n % SETMAXNREG_GRANULE:
            raise VerifyException(f"new register size must be multiple of {SETMAXNREG_GRANULE}")
        if not SETMAXNREG_MIN <= n <= SETMAXNREG_MAX:
            raise VerifyException(f"new register size must be in between {SETMAXNREG_MIN} to {SETMAXNREG_MAX}")
