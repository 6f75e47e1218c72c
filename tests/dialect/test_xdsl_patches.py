"""``mgpu.dialect.xdsl_patches.install()`` is what patches xDSL: importing mgpu's dialect modules
does not, and installing twice changes nothing more."""

import subprocess
import sys

# Run in a fresh interpreter: in this one another test has already made a context (and installed).
_CHECK = """
import inspect

from xdsl.dialects import arith, llvm, memref, scf
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, IntegerType
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRLexer

PATCHED = [(IntegerType, "verify"), (ArrayAttr, "print_builtin"), (Printer, "print_op"),
           (Printer, "print_attr_dict"), (AttrParser, "parse_optional_type"),
           (MLIRLexer, "_unescaped_characters_regex"), (MLIRLexer, "lex"), (arith.CmpiOp, "verify_"),
           (scf.IndexSwitchOp, "print"), (memref.CastOp, "parse"), (llvm.InsertValueOp, "verify_"),
           (llvm.InsertValueOp, "parse"), (llvm.LLVMStructType, "print_parameters")]

def current():
    return [inspect.getattr_static(cls, name) for cls, name in PATCHED]

def array_text():
    return str(ArrayAttr([IntegerAttr(0, 64)]))

original = current()
import mgpu.dialect.context, mgpu.dialect.upstream, mgpu.dialect.nvvm, mgpu.dialect.llvm_ext
import mgpu.dialect.arith_ext, mgpu.dialect.memref_ext, mgpu.dialect.gpu_ext, mgpu.dialect.vector_ext
import mgpu.dialect.mosaic_gpu.dialect, mgpu.dialect.xdsl_patches
assert current() == original, "importing mgpu patched xDSL"
assert array_text() == "[0 : i64]", array_text()

mgpu.dialect.xdsl_patches.install()
patched = current()
unchanged = [f"{cls.__name__}.{name}" for (cls, name), a, b in zip(PATCHED, original, patched) if a is b]
assert not unchanged, unchanged
assert array_text() == "[0]", array_text()

mgpu.dialect.xdsl_patches.install()
assert current() == patched, "a second install() patched again"
print("ok")
"""


def test_install_patches_xdsl_once_and_import_does_not():
    result = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_make_context_installs():
    from xdsl.dialects.builtin import ArrayAttr, IntegerAttr

    from mgpu.dialect.context import make_context

    make_context()
    assert str(ArrayAttr([IntegerAttr(0, 64)])) == "[0]"
