"""Seeded random modules of SMEM <-> register transfers, for differential tests of layout inference against jax's own
(test_smem_transfer_modules_jax.py): an SMEM ref (tiled and swizzled by with_transforms, or not; transposed by
memref.transpose, or not) loaded by vector_load, the value cast to a layout (or not) and stored by vector_store into
another such ref, each transfer optimized, unoptimized or unset, on compute capability 9.0 or 10.0."""

from __future__ import annotations

import random
from dataclasses import dataclass

from mgpu import layouts as L
from mgpu.jax_versions import JaxVersion

DTYPES = {"f16": 16, "bf16": 16, "f32": 32, "i8": 8}
CASTS = ("WGMMA_LAYOUT", "WGMMA_TRANSPOSED_LAYOUT", "TCGEN05_LAYOUT", "TCGEN05_TRANSPOSED_LAYOUT")
SMEM = "#gpu.address_space<workgroup>"


@dataclass(frozen=True)
class Ref:
    """How one of the module's refs is made: its tile (None: untiled), swizzle (None: none given), transposed?"""

    tile: tuple[int, int] | None
    swizzle: int | None
    transposed: bool


@dataclass(frozen=True)
class Case:
    rows: int
    cols: int
    dtype: str
    source: Ref
    dest: Ref
    cast: str | None  # a name of mgpu.layouts, "strided", or None (no layout_cast)
    load_optimized: bool | None
    store_optimized: bool | None
    arch: int
    load_layout: str | None = None  # a layout given to the loaded value by a cast before ``cast`` (its text)

    def text(self) -> str:
        return module_text(self)


def random_ref(rng: random.Random, rows: int, cols: int, bits: int, swizzle_without_tile: bool) -> Ref:
    """A ref the value of shape rows x cols goes to or comes from; made of a rows x cols buffer, or cols x rows
    transposed. A swizzle without a tile where the release reads one (JaxVersion.smem_swizzle_without_tile)."""
    transposed = rng.random() < 0.4
    minor = rows if transposed else cols  # the buffer's minor dim
    choice = rng.choice(["none", "tile", "tile", "swizzle_only" if swizzle_without_tile else "tile"])
    if choice == "none":
        return Ref(None, None, transposed)
    swizzle = rng.choice([s for s in (128, 64, 32) if minor % (s * 8 // bits) == 0] or [16])
    if choice == "swizzle_only":
        return Ref(None, swizzle, transposed)
    tile = (8, swizzle * 8 // bits) if swizzle != 16 else (8, rng.choice([8, 16]))
    return Ref(tile, rng.choice([swizzle, swizzle, None]), transposed)


def random_case(rng: random.Random, jax: JaxVersion) -> Case:
    """A case of the modules ``jax`` reads."""
    dtype = rng.choice(list(DTYPES))
    bits = DTYPES[dtype]
    rows, cols = rng.choice([64, 128]), rng.choice([64, 128, 256])
    casts = [c for c in CASTS if getattr(L, c).applies_to((rows, cols))]  # (a cast to another: a refused cast)
    alone = jax.smem_swizzle_without_tile
    return Case(rows, cols, dtype, random_ref(rng, rows, cols, bits, alone), random_ref(rng, rows, cols, bits, alone),
                rng.choice([None, None, "strided", *casts]), rng.choice([None, True, False]),
                rng.choice([None, True, False]), rng.choice([9, 10]))


def _memref(rows: int, cols: int, dtype: str, strided: bool = False) -> str:
    layout = f"strided<[1, {rows}]>, " if strided else ""  # (a transposed cols x rows buffer)
    return f"memref<{rows}x{cols}x{dtype}, {layout}{SMEM}>"


def _ref_lines(name: str, ref: Ref, rows: int, cols: int, dtype: str, offset: int) -> tuple[list[str], str]:
    """The ops making a rows x cols ref, and "its name|its type"."""
    brows, bcols = (cols, rows) if ref.transposed else (rows, cols)
    buf = _memref(brows, bcols, dtype)
    lines = [f'%{name}0 = "mosaic_gpu.slice_smem"() <{{offset = {offset} : i32}}> : () -> {buf}']
    last = f"{name}0"
    transforms = []
    if ref.tile is not None:
        transforms.append(f"#mosaic_gpu.tile<[{ref.tile[0]}, {ref.tile[1]}]>")
    if ref.swizzle is not None:
        transforms.append(f"#mosaic_gpu.swizzle<{ref.swizzle} : i32>")
    if transforms:
        lines.append(f'%{name}1 = "mosaic_gpu.with_transforms"(%{last}) <{{transforms = [{", ".join(transforms)}]}}> '
                     f": ({buf}) -> {buf}")
        last = f"{name}1"
    ty = buf
    if ref.transposed:
        ty = _memref(rows, cols, dtype, strided=True)
        lines.append(f'%{name}2 = "memref.transpose"(%{last}) <{{permutation = affine_map<(d0, d1) -> (d1, d0)>}}> '
                     f": ({buf}) -> {ty}")
        last = f"{name}2"
    return lines, f"%{last}|{ty}"


def _optimized(value: bool | None) -> str:
    return "" if value is None else f" <{{optimized = {str(value).lower()}}}>"


def cast_layout_text(case: Case) -> str:
    if case.cast == "strided":
        layout = L.WGStridedFragLayout.from_shape((case.rows, case.cols), DTYPES[case.dtype])
        assert layout is not None
        return layout.text()
    return getattr(L, case.cast).text()  # pyright: ignore[reportArgumentType]


def module_text(case: Case) -> str:
    vty = f"vector<{case.rows}x{case.cols}x{case.dtype}>"
    nbytes = case.rows * case.cols * DTYPES[case.dtype] // 8
    src_lines, src = _ref_lines("s", case.source, case.rows, case.cols, case.dtype, 0)
    dst_lines, dst = _ref_lines("d", case.dest, case.rows, case.cols, case.dtype, nbytes)
    (src_name, src_ty), (dst_name, dst_ty) = src.split("|"), dst.split("|")
    body = [*src_lines, *dst_lines,
            f'%v = "mosaic_gpu.vector_load"({src_name}){_optimized(case.load_optimized)} : ({src_ty}) -> {vty}']
    value = "%v"
    if case.load_layout is not None:
        body.append(f'%h = "mosaic_gpu.layout_cast"(%v) <{{new_layout = {case.load_layout}}}> : ({vty}) -> {vty}')
        value = "%h"
    if case.cast is not None:
        body.append(f'%c = "mosaic_gpu.layout_cast"({value}) <{{new_layout = {cast_layout_text(case)}}}> : '
                    f"({vty}) -> {vty}")
        value = "%c"
    body.append(f'"mosaic_gpu.vector_store"({value}, {dst_name}){_optimized(case.store_optimized)} : '
                f"({vty}, {dst_ty}) -> ()")
    body.append('"func.return"() : () -> ()')
    lines = "\n".join(f"    {x}" for x in body)
    return ('"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "transfer"}> ({\n'
            f"{lines}\n  }}) : () -> ()\n}}) {{mosaic_gpu.arch_major = {case.arch} : i32, "
            "mosaic_gpu.arch_minor = 0 : i32} : () -> ()\n")
