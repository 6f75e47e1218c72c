"""mgpu-lower-warpgroup: each corpus kernel (``*.wg.wg_layouts``, jax's annotated IR) lowers to
lane-level IR with no mosaic_gpu op left, which runs on the emulator to jax's recorded output,
bit for bit; plus the lowering's own diagnostics and the PTX it chooses."""

from __future__ import annotations

import pathlib
import re

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError, op_name
from mgpu.dialect.verifier import verify_module
from mgpu.emulator.run import run
from mgpu.passes.lower_warpgroup import LowerWarpgroupPass
from mgpu.passes.pipelines import LowerPass
from mgpu.passes.registry import all_passes

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
DATA = CORPUS / "data"

# Kernels whose Warpgroup lowering runs to a bit-exact match (priority order of the issue).
WORKING = [
    "pallas_add_one",
    "pallas_tma_roundtrip_swizzled",
    "pallas_barrier_arrive_wait",
    "pallas_blocked_grid",
    "lowlevel_wg_double",
    "pallas_async_store_smem",
    "pallas_async_store_smem_atomic",
    "pallas_tmem_roundtrip",
    "pallas_tcgen05_mma",
    "pallas_wgmma",
]


def _load(kernel: str, stage: str = "wg_layouts") -> ModuleOp:
    path = CORPUS / f"{kernel}.wg.{stage}.mlir"
    return parse_module(path.read_text(), str(path))


def _inputs(kernel: str) -> dict[str, np.ndarray]:
    return {p.name.split(".")[1]: np.load(p) for p in sorted(DATA.glob(f"{kernel}.in*.npy"))}


def _lowered(kernel: str) -> ModuleOp:
    module = _load(kernel)
    LowerWarpgroupPass().apply(make_context(), module)
    return module


def _check_lane_level(module: ModuleOp) -> None:
    left = sorted({op_name(op) for op in module.walk() if op_name(op).startswith("mosaic_gpu.")})
    assert not left, f"mosaic_gpu ops left: {left}"
    assert verify_module(module) == []


@pytest.mark.parametrize("kernel", WORKING)
def test_corpus_kernel_runs_to_jax_output(kernel: str) -> None:
    module = _lowered(kernel)
    _check_lane_level(module)
    result = run(module, _inputs(kernel))
    expected = np.load(DATA / f"{kernel}.out0.npy")
    got = result.outputs["out0"]
    assert got.dtype == expected.dtype and got.shape == expected.shape
    assert np.array_equal(got.view(np.uint8), expected.view(np.uint8)), "not bit-exact"


@pytest.mark.parametrize("kernel", WORKING)
def test_pipeline_infer_then_lower(kernel: str) -> None:
    """``mgpu-lower{semantics=warpgroup}`` from jax's un-annotated dialect IR."""
    module = _load(kernel, "wg_dialect")
    LowerPass(semantics="warpgroup").apply(make_context(), module)
    _check_lane_level(module)
    result = run(module, _inputs(kernel))
    assert np.array_equal(result.outputs["out0"], np.load(DATA / f"{kernel}.out0.npy"))


def test_passes_registered() -> None:
    passes = all_passes()
    assert passes["mgpu-lower-warpgroup"]() is LowerWarpgroupPass
    assert passes["mgpu-lower"]() is LowerPass


def _asm_strings(module: ModuleOp) -> list[str]:
    return [op.properties["asm_string"].data for op in module.walk() if op.name == "llvm.inline_asm"]


def test_async_store_smem_ptx_as_jax() -> None:
    """128 threads expect 16384/128 bytes on the peer barrier (mapa), then st.async.b32 per
    register: 32 registers of 2 x f16 for a (64, 128) WGMMA-layout value."""
    module = _lowered("pallas_async_store_smem")
    asm = _asm_strings(module)
    st = [a for a in asm if a.startswith("st.async")]
    assert len(st) == 32
    assert set(st) == {"st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2];"}
    expects = [op for op in module.walk() if op.name == "nvvm.mbarrier.arrive.expect_tx"
               and "ptr<7>" in str(op.operands[0].type)]
    assert len(expects) == 1
    assert [op.name for op in module.walk()].count("nvvm.mapa") == 2


def _atomic_module(atomic: int) -> ModuleOp:
    text = (CORPUS / "pallas_async_store_smem_atomic.wg.wg_layouts.mlir").read_text()
    text, n = re.subn(r"atomic_type = \d+ : i32", f"atomic_type = {atomic} : i32", text)
    assert n == 1
    module = parse_module(text)
    LowerWarpgroupPass().apply(make_context(), module)
    return module


@pytest.mark.parametrize("atomic, op, ty", [(0, "add", "s32"), (1, "min", "s32"), (2, "max", "s32"),
                                            (3, "and", "b32"), (4, "or", "b32"), (5, "xor", "b32")])
def test_red_async_signedness(atomic: int, op: str, ty: str) -> None:
    """int32 min/max use the signed red.async (jax's Warpgroup path wrongly emits .u32)."""
    red = {a for a in _asm_strings(_atomic_module(atomic)) if a.startswith("red.async")}
    assert red == {f"red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.{op}.{ty} "
                   "[$0], $1, [$2];"}


def test_red_async_min_is_signed_on_the_emulator() -> None:
    """The peer min-reduces ``x ^ 0x80000000`` into a buffer holding ``x``: signed and unsigned min
    differ for every element, and the result must be the signed one."""
    text = (CORPUS / "pallas_async_store_smem_atomic.wg.wg_layouts.mlir").read_text()
    text = text.replace("atomic_type = 0 : i32", "atomic_type = 1 : i32")
    line = next(ln for ln in text.splitlines() if '"mosaic_gpu.vector_load"' in ln)
    layout = re.search(r"out_layouts = \[(#mosaic_gpu.TiledLayout<[^>]*>)\]", line).group(1)
    flip = (f'      %sign = arith.constant {{out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}} '
            f'dense<-2147483648> : vector<64x128xi32>\n'
            f'      %flipped = arith.xori %72, %sign {{in_layouts = [{layout}, {layout}], '
            f'out_layouts = [{layout}]}} : vector<64x128xi32>\n')
    text = text.replace(line + "\n", line + "\n" + flip)
    text = re.sub(r'"mosaic_gpu.async_store_smem"\(%72,', '"mosaic_gpu.async_store_smem"(%flipped,', text)
    module = parse_module(text)
    LowerWarpgroupPass().apply(make_context(), module)
    x = np.load(DATA / "pallas_async_store_smem_atomic.in0.npy")
    got = run(module, {"in0": x}).outputs["out0"]
    signed = np.minimum(x, x ^ np.int32(-2147483648))
    assert np.array_equal(got, signed)


def test_f16_atomic_add_on_smem_adds_pairs_on_the_emulator() -> None:
    """Two warpgroups atomically add their halves of x into zeroed SMEM (jax's test_atomic_add, its
    f32 made f16): one red.add.noftz.f16x2 a pair of elements, each add rounding once in f16."""
    module = parse_module((pathlib.Path(__file__).parent / "data" / "atomic_add_f16.wg.wg_layouts.mlir").read_text())
    LowerWarpgroupPass().apply(make_context(), module)
    assert {a for a in _asm_strings(module) if a.startswith("red")} == {
        "red.shared::cta.relaxed.cta.add.noftz.f16x2 [$0], $1;"}
    x = (np.arange(256 * 64, dtype=np.float32).reshape(256, 64) / np.float32(37)).astype(np.float16)
    got = run(module, {"in0": x}).outputs["out0"]
    assert np.array_equal(got, (x[:128].astype(np.float32) + x[128:].astype(np.float32)).astype(np.float16))


def test_tma_store_reduction_max_runs_on_the_emulator() -> None:
    """o = 2 x stored with a TMA max-reduction into the zero-filled output: max(0, 2 x) (jax's
    cp.reduce.async.bulk.tensor ... .max; the plain store would give the negative values too)."""
    text = (CORPUS / "pallas_tma_roundtrip_swizzled.wg.wg_layouts.mlir").read_text()
    text, n = re.subn(r'("mosaic_gpu.async_store"\(.*?)(slice_lengths)', r"\1reduction_op = 2 : i32, \2", text)
    assert n == 1
    module = parse_module(text)
    LowerWarpgroupPass().apply(make_context(), module)
    assert any(a.startswith("@$0 cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile") for a in _asm_strings(module))
    x = np.load(DATA / "pallas_tma_roundtrip_swizzled.in0.npy")
    got = run(module, {"in0": x}).outputs["out0"]
    assert (x < 0).any() and np.array_equal(got, np.maximum(x * np.float16(2), np.float16(0)))


def test_tma_store_reduction_of_a_type_the_tma_does_not_reduce_is_jax_s_value_error() -> None:
    text = (CORPUS / "pallas_tma_roundtrip_swizzled.wg.wg_layouts.mlir").read_text()
    text = re.sub(r'("mosaic_gpu.async_store"\(.*?)(slice_lengths)', r"\1reduction_op = 5 : i32, \2", text)
    with pytest.raises(MgpuError, match=r"Reduction op and not supported by the TMA implementation for "
                                        r"element type f16") as e:
        LowerWarpgroupPass().apply(make_context(), parse_module(text))
    assert isinstance(e.value, ValueError)


def _diag_module(transforms: str, shape: str = "64x128", elt: str = "f16") -> ModuleOp:
    text = f"""
    func.func @f(%v: vector<{shape}x{elt}>, %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {{
      %r = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> memref<{shape}x{elt}, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store_smem"(%v, %r, %bar, %i) <{{cluster_dim = 0 : i32, optimized = true}}> {{in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [{transforms}]}} : (vector<{shape}x{elt}>, memref<{shape}x{elt}, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
      func.return
    }}
    """
    return parse_module(text, "diag.mlir")


def test_two_tiles_are_not_implemented() -> None:
    module = _diag_module("[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<128 : i32>]")
    with pytest.raises(NotImplementedError, match=r"^Unsupported transforms: \(TileTransform") as info:
        LowerWarpgroupPass().apply(make_context(), module)
    assert isinstance(info.value, MgpuError)
    assert op_name(info.value.op) == "mosaic_gpu.async_store_smem"  # pyright: ignore


@pytest.mark.parametrize(("jax", "words"), [("0.10.2", "1536 bits is not divisible by 1024"),
                                             ("0.12.0.1", "192 bytes is not divisible by 128")])
def test_transfer_not_divisible_is_not_implemented(jax: str, words: str) -> None:
    """In each release's words (jax 0.12 counts bytes: JaxVersion.stored_bytes_in_bytes)."""
    module = _diag_module("[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]", "3x32")
    with pytest.raises(NotImplementedError, match=rf"^Transfer of {words}$") as info:
        LowerWarpgroupPass().apply(make_context(jax=jax), module)
    assert isinstance(info.value, MgpuError)
    assert op_name(info.value.op) == "mosaic_gpu.async_store_smem"  # pyright: ignore


def _lower_text(body: str, args: str = "") -> ModuleOp:
    text = f"""
    func.func @f({args}) {{
{body}
      func.return
    }}
    """
    module = parse_module(text, "unit.mlir")
    LowerWarpgroupPass().apply(make_context(), module)
    _check_lane_level(module)
    return module


_WGMMA = ("#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], "
          "lane_dims = [-3, -2], vector_dim = -1>")
_SMEM = "memref<64x128xf32, #gpu.address_space<workgroup>>"
_T = "[[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]"


def test_broadcast_and_layout_cast_to_tiled_registers() -> None:
    """A scalar broadcast (splat), cast to the WGMMA layout, is 32 registers of vector<2xf32>."""
    module = _lower_text(f"""
      %s = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> {_SMEM}
      %v = vector.broadcast %x {{out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}} : f32 to vector<64x128xf32>
      %t = "mosaic_gpu.layout_cast"(%v) <{{new_layout = {_WGMMA}}}> {{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>], out_layouts = [{_WGMMA}]}} : (vector<64x128xf32>) -> vector<64x128xf32>
      "mosaic_gpu.vector_store"(%t, %s) {{in_layouts = [{_WGMMA}], in_transforms = {_T}}} : (vector<64x128xf32>, {_SMEM}) -> ()
    """, "%x: f32")
    names = [op.name for op in module.walk()]
    assert names.count("llvm.store") == 32
    assert names.count("vector.broadcast") == 1


def test_wait_and_arrive() -> None:
    module = _lower_text("""
      %b = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.arrive"(%b) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
      "mosaic_gpu.wait"(%b, %p) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    """, "%p: i32")
    names = [op.name for op in module.walk()]
    assert "nvvm.mbarrier.try_wait.parity" in names
    assert _asm_strings(module) == [" mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;"]


def test_arrive_expect_tx_not_divisible_goes_to_one_thread() -> None:
    module = _lower_text("""
      %b = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 100
    """)
    names = [op.name for op in module.walk()]
    assert "arith.select" in names and "nvvm.mbarrier.arrive.expect_tx" in names


def test_unlowerable_use_is_reported() -> None:
    """A warpgroup vector used by an op with no Warpgroup lowering is an error at that op."""
    text = """
    func.func @f(%x: f32) -> vector<64x128xf32> {
      %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]} : f32 to vector<64x128xf32>
      func.return %v : vector<64x128xf32>
    }
    """
    module = parse_module(text, "unit.mlir")
    with pytest.raises(NotImplementedError, match="used by func.return") as info:
        LowerWarpgroupPass().apply(make_context(), module)
    assert op_name(info.value.op) == "func.return"  # pyright: ignore


def test_a_mosaic_gpu_op_without_a_rule_is_refused_at_it(monkeypatch) -> None:
    """Every registered mosaic_gpu op has a rule today (tests/census); one that jax adds and mgpu
    registers before it has a rule is refused at the op, by name."""
    from mgpu.dialect.mosaic_gpu.ops import ArriveOp
    from mgpu.passes.lowering import state

    monkeypatch.delitem(state.RULES, ArriveOp)
    module = _load("pallas_barrier_arrive_wait")
    with pytest.raises(NotImplementedError, match="no Warpgroup lowering rule for mosaic_gpu.arrive") as info:
        LowerWarpgroupPass().apply(make_context(), module)
    assert op_name(info.value.op) == "mosaic_gpu.arrive"  # pyright: ignore


def test_a_bug_in_a_rule_is_an_internal_error_at_its_op(monkeypatch) -> None:
    """A rule that fails with an exception of its own (a bug of mgpu, not a feature the kernel
    lacks) is reported at the op as an internal error, not as "not supported"."""
    from mgpu.dialect.mosaic_gpu.ops import ArriveOp
    from mgpu.passes.lowering import state

    def broken(s, op):
        raise KeyError("tiling")

    monkeypatch.setitem(state.RULES, ArriveOp, broken)
    module = _load("pallas_barrier_arrive_wait")
    with pytest.raises(MgpuError, match=r"internal error in mgpu's Warpgroup lowering of mosaic_gpu.arrive "
                                        r"\(KeyError: 'tiling'\)") as info:
        LowerWarpgroupPass().apply(make_context(), module)
    assert op_name(info.value.op) == "mosaic_gpu.arrive"  # pyright: ignore


def test_scf_for_carries_wgmma_accumulator() -> None:
    """jax's wgmma kernel with the MMA in a 3-step scf.for carrying the accumulator: the loop carries
    its 32 registers, and the result is 3 * A @ B."""
    lines = (CORPUS / "pallas_wgmma.wg.wg_dialect.mlir").read_text().splitlines()
    i = next(k for k, ln in enumerate(lines) if "mosaic_gpu.wgmma accumulator" in ln)
    wgmma = lines[i].replace("%71 =", "%n =").replace("accumulator(%68", "accumulator(%acc")
    loop = ["      %lo = arith.constant 0 : index", "      %one = arith.constant 1 : index",
            "      %hi = arith.constant 3 : index",
            "      %71 = scf.for %it = %lo to %hi step %one iter_args(%acc = %68) -> (vector<64x128xf32>) {",
            wgmma, "        nvvm.wgmma.commit.group.sync.aligned", "        nvvm.wgmma.wait.group.sync.aligned 0",
            "        scf.yield %n : vector<64x128xf32>", "      }"]
    module = parse_module("\n".join(lines[:i] + loop + lines[i + 1:]), "loop.mlir")
    LowerPass().apply(make_context(), module)
    _check_lane_level(module)
    fors = [op for op in module.walk() if op.name == "scf.for"]
    assert len(fors) == 1 and len(fors[0].results) == 32
    inputs = _inputs("pallas_wgmma")
    a, b = inputs["in0"].astype(np.float32), inputs["in1"].astype(np.float32)
    got = run(module, inputs).outputs["out0"]
    assert np.array_equal(got, (3 * (a @ b)).astype(np.float16))


@pytest.mark.parametrize("dim", [0, 1])
def test_broadcasted_iota_in_wgmma_layout(dim: int) -> None:
    """The atomic kernel adds ``iota`` along ``dim`` to the value it red.async-adds to its peer."""
    text = (CORPUS / "pallas_async_store_smem_atomic.wg.wg_layouts.mlir").read_text()
    line = next(ln for ln in text.splitlines() if '"mosaic_gpu.vector_load"' in ln)
    layout = re.search(r"out_layouts = \[(#mosaic_gpu.TiledLayout<[^>]*>)\]", line).group(1)  # pyright: ignore
    add = (f'      %io = "mosaic_gpu.broadcasted_iota"() <{{dimension = {dim} : i32}}> '
           f'{{out_layouts = [{layout}]}} : () -> vector<64x128xi32>\n'
           f'      %sum = arith.addi %72, %io {{in_layouts = [{layout}, {layout}], out_layouts = [{layout}]}} '
           f': vector<64x128xi32>\n')
    text = text.replace(line + "\n", line + "\n" + add)
    text = text.replace('"mosaic_gpu.async_store_smem"(%72,', '"mosaic_gpu.async_store_smem"(%sum,')
    module = parse_module(text)
    LowerWarpgroupPass().apply(make_context(), module)
    _check_lane_level(module)
    x = np.load(DATA / "pallas_async_store_smem_atomic.in0.npy")
    got = run(module, {"in0": x}).outputs["out0"]
    assert np.array_equal(got, 2 * x + np.indices((64, 128))[dim].astype(np.int32))


def test_vector_load_from_gmem() -> None:
    """A WGMMA-layout vector_load straight from the GMEM input (generic pointers, no swizzle), unoptimized: the
    SMEM load it replaces says optimized = true, which jax refuses of a GMEM load (0.10.2, 0.11.2) or of this one,
    whose 4 lanes a row read half a sector (0.12)."""
    text = (CORPUS / "pallas_tma_roundtrip_swizzled.wg.wg_layouts.mlir").read_text()
    line = next(ln for ln in text.splitlines() if '"mosaic_gpu.vector_load"' in ln)
    new = line.replace('"mosaic_gpu.vector_load"(%56) <{optimized = true}>',
                       '"mosaic_gpu.vector_load"(%14) <{optimized = false}>')
    new = re.sub(r"in_transforms = \[\[.*?\]\], out_layouts", "out_layouts", new)
    new = new.replace("(memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector", "(memref<64x128xf16>) -> vector")
    module = parse_module(text.replace(line, new))
    LowerWarpgroupPass().apply(make_context(), module)
    _check_lane_level(module)
    got = run(module, _inputs("pallas_tma_roundtrip_swizzled")).outputs["out0"]
    assert np.array_equal(got, np.load(DATA / "pallas_tma_roundtrip_swizzled.out0.npy"))


def test_tmem_native_layout_round_trip() -> None:
    """The TMEM round trip in Pallas' TCGEN05_TMEM_NATIVE register layout (thread t holds row t):
    tcgen05.st / tcgen05.ld 32x32b instead of 16x256b."""
    from mgpu import layouts as L
    from mgpu.passes.lowering.tmem import TCGEN05

    text = (CORPUS / "pallas_tmem_roundtrip.wg.wg_layouts.mlir").read_text()
    assert TCGEN05.text() in text
    module = parse_module(text.replace(TCGEN05.text(), L.tmem_native_layout(2).text()))
    # (as jax 0.10.2, whose capture it is: its store, optimized unset, falls back to an unoptimized one where jax 0.12
    # refuses the plan, "Failed to synthesize a transfer pattern that avoids bank conflicts")
    LowerWarpgroupPass().apply(make_context(jax="0.10.2"), module)
    _check_lane_level(module)
    asm = {a.split(" ")[0] for a in _asm_strings(module) if a.startswith("tcgen05")}
    assert asm == {"tcgen05.st.sync.aligned.32x32b.x128.b32", "tcgen05.ld.sync.aligned.32x32b.x128.b32"}
    got = run(module, _inputs("pallas_tmem_roundtrip")).outputs["out0"]
    assert np.array_equal(got, np.load(DATA / "pallas_tmem_roundtrip.out0.npy"))


def test_tcgen05_mma_result_loaded_in_native_layout() -> None:
    """The MMA writes TMEM; loading it with 32x32b (TMEM-native layout) must read the same matrix."""
    from mgpu import layouts as L
    from mgpu.passes.lowering.tmem import TCGEN05

    text = (CORPUS / "pallas_tcgen05_mma.wg.wg_layouts.mlir").read_text()
    module = parse_module(text.replace(TCGEN05.text(), L.tmem_native_layout(2).text()))
    # (as jax 0.10.2, whose capture it is: its store, optimized unset, falls back to an unoptimized one where jax 0.12
    # refuses the plan, "Failed to synthesize a transfer pattern that avoids bank conflicts")
    LowerWarpgroupPass().apply(make_context(jax="0.10.2"), module)
    got = run(module, _inputs("pallas_tcgen05_mma")).outputs["out0"]
    assert np.array_equal(got, np.load(DATA / "pallas_tcgen05_mma.out0.npy"))
