"""The compute capability a module is compiled for, as jax writes it into the module it lowers: the module attributes
``mosaic_gpu.arch_major`` / ``arch_minor`` (i32; jax/experimental/mosaic/gpu/core.py:850-852 at jax-v0.10.2,
:1010-1012 in the 0.12.0.1 wheel). The passes read it (mgpu.passes.infer_layout.module_arch) and the emulator
(mgpu.emulator.target_check), each with its own default where the module says nothing."""

from __future__ import annotations

from xdsl.dialects import builtin

ARCH_MAJOR, ARCH_MINOR = "mosaic_gpu.arch_major", "mosaic_gpu.arch_minor"


def written(module: builtin.ModuleOp) -> tuple[int | None, int | None]:
    """The major and minor version the module's attributes give (None: that attribute is absent)."""
    major, minor = module.attributes.get(ARCH_MAJOR), module.attributes.get(ARCH_MINOR)
    return (major.value.data if isinstance(major, builtin.IntegerAttr) else None,
            minor.value.data if isinstance(minor, builtin.IntegerAttr) else None)


def write(module: builtin.ModuleOp, major: int, minor: int) -> None:
    """Write the compute capability into the module's attributes, as jax does (i32)."""
    module.attributes[ARCH_MAJOR] = builtin.IntegerAttr(major, builtin.i32)
    module.attributes[ARCH_MINOR] = builtin.IntegerAttr(minor, builtin.i32)
