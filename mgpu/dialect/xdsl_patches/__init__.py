"""Every change mgpu makes to xDSL's own classes (pinned xDSL 0.74.0), installed by ``install()``.

mgpu keeps xDSL's classes (``isinstance(op, xdsl.dialects.llvm.InsertValueOp)`` keeps working for
code written against xDSL) and fixes them where xDSL differs from MLIR (jax 0.10.2). Each module
patches one part of xDSL and says what breaks without its patch:

- ``builtin``: array attribute printing, the integer width cap;
- ``printer``: sorted attribute dictionaries, result groups, MLIR's SSA names, default dialects;
- ``prop_dict``: jaxlib 0.12's ``<prop = value>`` in custom op formats, for the ops that declare one;
- ``lexer``: linear-time string literals, one regex for the common tokens;
- ``locations``: jax's location syntax (file ranges, fused locations with metadata);
- ``parse_cache``: each distinct type/attribute spelling parsed once per text;
- ``func``, ``arith``, ``scf``, ``memref``, ``llvm``, ``inline_asm``, ``vector``, ``math``, ``gpu``: those
  dialects' syntax and verifiers (``inline_asm`` and ``gpu``: as the MLIR of each jax release spells
  them, mgpu.dialect.release_syntax).

Importing these modules patches nothing. ``install()`` patches, once per process: ``make_context``
and ``parse_module`` (``mgpu.dialect.context``) call it, so every tool, pass and the emulator,
which all get their IR through them, sees the patched classes. An xDSL upgrade starts here.
"""

from mgpu.dialect.xdsl_patches import (
    arith,
    builtin,
    func,
    gpu,
    inline_asm,
    lexer,
    llvm,
    locations,
    math,
    memref,
    parse_cache,
    printer,
    prop_dict,
    scf,
    vector,
)


_PATCHES = (builtin, printer, prop_dict, lexer, locations, parse_cache, func, arith, scf, memref, llvm, inline_asm, vector, math,
            gpu)
_installed = False


def install() -> None:
    """Patch xDSL's classes; calling it again does nothing."""
    global _installed
    if _installed:
        return
    for patch in _PATCHES:
        patch.install()
    _installed = True
