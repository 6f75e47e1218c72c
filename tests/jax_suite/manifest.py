"""The ported suite: what each test method of jax's tests/pallas/mosaic_gpu_test.py (jax-v0.10.2, and the tests
jax-v0.11.0 added) became.

jax_tests.txt lists jax-v0.10.2's 267 test methods in file order, jax_tests-v0.11.0.txt jax-v0.11.0's 286
(`Class.test_method`, the Lane class; jax runs
the classes that have a `...WGTest` twin in Warpgroup semantics too). Each one is either ported (one
or more `Case`s: jax's parameterisations, or a sample of them) or left out with the reason, or not
ported yet (what report.py lists as the work left). Nothing here imports jax: the report and the
default tests read it without jax.

A Case names a capture file under ported/ and, in it, the factory mgpu-capture calls with the
lowering semantics (`kernel`), a numpy-only reference (`reference`) and the function that makes the
test's own inputs with numpy (`inputs`; None for a kernel without inputs). A test of what the kernel
prints has no reference buffer: its `printed` check (`FILE.py:FUNCTION` under ported/, no jax) is jax's
assertion on the printed text (suite.run_stages).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

HERE = os.path.dirname(os.path.abspath(__file__))
BOTH = ("warpgroup", "lane")
LANE = ("lane",)
WARPGROUP = ("warpgroup",)


@dataclass(frozen=True)
class Case:
    id: str  # unique; the prefix of its captured files
    jax: str  # Class.test_method in jax's file
    params: str  # jax's parameters of this case, as the test spells them ("" if none)
    file: str  # under ported/
    kernel: str
    reference: str | None  # None: no buffer to compare (a test of what the kernel prints: `printed`)
    inputs: str | None = None
    semantics: tuple[str, ...] = BOTH  # the semantics jax runs it in (skip_if_wg_semantics: LANE)
    arch: tuple[int, int] = (9, 0)
    rtol: float = 0.0  # the test's own tolerance (0: jax asserts equality, we compare bits)
    atol: float = 0.0
    printed: str | None = None  # `FILE.py:FUNCTION` under ported/: jax's assertion on what was printed
    printed_while_lowering: bool = False  # jax prints it while it lowers (print_layout): no payload has it
    # the test file (a TEST_FILES value) whose version of a test jax changed between the files this ports; None: the
    # test is the same in every file
    test_file: str | None = None

    @property
    def path(self) -> str:
        return os.path.join(HERE, "ported", self.file)


# Which of jax's test files each supported jax release is measured against: jax's tests/pallas/mosaic_gpu_test.py
# at the newest tag we can read that the release runs. A release's suite is the cases of the tests in its file
# (`cases`): a test jax added in a later file is captured only with the releases measured against that file.
TEST_FILES = {"0.10.2": "jax_tests.txt", "0.11.2": "jax_tests-v0.11.0.txt", "0.12.0.1": "jax_tests-v0.11.0.txt",
              "0.12.1": "jax_tests-v0.11.0.txt"}
OLDEST = "0.10.2"


def jax_tests(release: str = OLDEST) -> list[str]:
    """jax's test methods in the test file `release` is measured against, in file order."""
    with open(os.path.join(HERE, TEST_FILES[release])) as f:
        return [line.strip() for line in f if line.strip()]


def cases(release: str) -> list[Case]:
    """The suite of `release`: every ported case of a test in its test file."""
    names = set(jax_tests(release))
    return [c for c in PORTED if c.jax in names and c.test_file in (None, TEST_FILES[release])]


# Why a test is not ported: it checks something that is not a kernel's result on the device.
PROFILES = "left out: profiler output (a trace file written by the GPU), not a result"
PTX = "left out: inspects the PTX / SASS jax compiles (needs ptxas)"
PYTHON = "left out: checks jax's Python API (no kernel is run)"
RAISES = "left out: expects jax to raise while tracing (no kernel to capture)"
DEVICES = "left out: needs several devices (sharding)"
ON_GPU = "left out: asks the GPU at trace time (its SM count: jax.devices()[0].core_count)"
JAXPR = "left out: checks jax's jaxpr (pretty printing, effects), not a lowered kernel"
PARTIAL = ("left out: checks part of an output whose rest the kernel never writes (mgpu-run compares "
           "whole outputs; mgpu-capture has no mask for an expected output)")
NEGATIVE = (RAISES + " that mgpu makes too: its inference refuses the module jax's failed on with jax's words, "
            "located (ported/negative.py; tests/filecheck/passes/infer_layout/jax_negative_*.mlir)")
UNINITIALIZED = ("left out: jax only checks that it lowers; its output is SMEM the kernel never writes, copied "
                 "through TMEM (no result to compare)")
UNWRITTEN = ("left out: jax only checks that it lowers; its output is SMEM the kernel never writes, copied out "
             "by TMA after tcgen05.cp read it into TMEM (no result to compare)")

LEFT_OUT: dict[str, str] = {
    "MonkeyPatchTest.test_calling_kernel_directly_raises": PYTHON,
    "PallasCallTest.test_memory_space_like": PYTHON,
    "PallasCallTest.test_add_one_grid_pipelined_sequential_invariant_output": PARTIAL,
    "PallasCallTest.test_copy_gmem_to_smem_contiguous": PTX,
    "PallasCallTest.test_copy_gmem_to_smem_clamped_arrivals": PTX,
    "PallasCallTest.test_copy_smem_to_gmem_with_multiple_gmem_indexers": PARTIAL,
    "PallasCallTest.test_barrier_test_is_rejected_in_non_warp_context": RAISES,
    "PallasCallTest.test_copy_gmem_to_smem_with_multiple_gmem_indexers": PARTIAL,
    "PallasCallTest.test_swizzled_dimension_dynamic_slice_raises_for_non_divisible_offset": NEGATIVE,
    "PallasCallTest.test_while_loop_layout_mismatch": NEGATIVE,
    "PallasCallTest.test_profiler": PROFILES,
    "PallasCallTest.test_profiler_warp_scope": PROFILES,
    "PallasCallTest.test_profiler_computes_correct_allocation_size": PROFILES,
    "PallasCallTest.test_assigning_to_ref_union_raises": RAISES,
    "PallasCallTest.test_lowering_error_context": RAISES,
    "PallasCallTest.test_lower_with_abstract_mesh": DEVICES,
    "PallasCallTest.test_reduction_fails_on_too_little_scratch_bytes_for_cross_warp_reduction": RAISES,
    "PallasCallTest.test_reduction_with_more_scratch_uses_less_synchronization": PTX,
    "PallasCallTest.test_discharge_comms_effect": JAXPR,
    "PallasCallTest.test_line_info": PTX,
    "PallasCallTest.test_e8m0_reciprocal_ptx": PTX,
    "PallasCallTest.test_clz_ptx": PTX,
    "PallasCallTest.test_griddepcontrol": PTX,
    "PallasCallWarpPrimitiveSemanticsTest.test_non_scalar_load_raises": RAISES,
    "PallasCallWarpPrimitiveSemanticsTest.test_errors_when_closing_over_array": RAISES,
    "PallasCallWarpPrimitiveSemanticsTest.test_inline_mgpu_in_warp_rejects_non_scalar": RAISES,
    "PallasCallTCGen05Test.test_tmem_alloc_within_warp_map": UNINITIALIZED,
    "PallasCallWGTest.test_missing_primitive_lowerings_are_tracked": PYTHON,
    "PallasCallSm90ATest.test_wgmma_fence_ptx": PTX,
    "PallasCallSm90ATest.test_collapsing_several_non_unit_tiled_dimensions_raises": RAISES,
    "PallasCallSm90ATest.test_wgmma_accumulator_load_with_custom_wait": PTX,
    "PallasCallTCGen05Test.test_mixed_tmem_allocations_raise": RAISES,
    "PallasCallTCGen05Test.test_transposed_tmem_ref_raises": RAISES,
    "PallasCallTCGen05Test.test_cluster_launch_control": ON_GPU,
    "PipelineTest.test_pipeline_mode": RAISES,
    "WarpSpecializedPipelineTest.test_stationary_input": RAISES,
    "PipelineTest.test_emit_with_grid_invariant_output": PARTIAL,
    "PipelineTest.test_emit_with_empty_grid": RAISES,
    "PipelineTest.test_emit_with_dynamic_grid_smaller_than_concurrent_steps": PARTIAL,
    "WarpSpecializedPipelineTest.test_collective": PTX,
    "PrettyPrintingTest.test_load": JAXPR,
    "PrettyPrintingTest.test_copy_primitives": JAXPR,
    "PrettyPrintingTest.test_wgmma": JAXPR,
    "ExportTest.test_export_succeeds": PYTHON,
    "SemaphoreTest.test_with_profiler": PROFILES,
    "HelpersTest.test_planar_snake": PYTHON,
    "HelpersTest.test_planar_snake_golden_with_partial_tile": PYTHON,
    "HelpersTest.test_planar_snake_golden": PYTHON,
    "HelpersTest.test_dynamic_work_scheduling": ON_GPU,
    "HelpersTest.test_dynamic_work_scheduling_with_carry": ON_GPU,
    "DistributedTest.test_lowering_with_explicit_sharding": DEVICES,
    "MosaicGPUPoisonTest.test_poison_buffers_nyi": RAISES,
    # (tests jax-v0.11.0 added)
    "PallasCallTest.test_griddepcontrol_warp_mesh": PTX,
    "PallasCallTest.test_griddepcontrol_multi_kernel": PTX,
    "PallasCallTest.test_mlir_error_includes_mlir_error_callsites": PYTHON,
    "PallasCallTCGen05Test.test_async_copy_scales_to_tmem_warp_semantics_lowers_correctly": UNWRITTEN,
}


PORTED: list[Case] = []

# -- elementwise (ported/elementwise.py) -----------------------------------------------------------
_UNARY = ("neg", "bitwise_not", "logistic", "exp", "square", "pow5", "rsqrt", "tanh", "log", "gelu", "abs",
          "round", "clz", "round_even")
_INT_UNARY = ("bitwise_not", "clz")
for _op in _UNARY:
    for _approx in (False, True):
        _suffix = "_approx" if _approx else ""
        PORTED.append(Case(f"unary_{_op}{_suffix}", "PallasCallTest.test_unary_op",
                           f"op={_op}, approx_math={_approx}", "elementwise.py", f"unary_{_op}{_suffix}",
                           f"reference_unary_{_op}", "arange_i32" if _op in _INT_UNARY else "arange_f32",
                           rtol=1e-5 if _approx else 3e-7))
for _dt in ("f32", "i32", "u32"):
    PORTED.append(Case(f"sign_{_dt}", "PallasCallTest.test_sign", f"dtype={_dt}", "elementwise.py", f"sign_{_dt}",
                       "reference_sign", f"centered_{_dt}"))
for _op in ("add", "add_one", "sub", "mul", "div", "minimum", "maximum", "shift_left", "shift_right_logical",
            "shift_right_arithmetic"):
    for _dt in ("f32", "i32", "u32"):
        if _op.startswith("shift") and _dt == "f32":
            continue  # jax skips it: shifts take integers
        PORTED.append(Case(f"binary_{_op}_{_dt}", "PallasCallTest.test_binary_op", f"op={_op}, dtype={_dt}",
                           "elementwise.py", f"binary_{_op}_{_dt}", f"reference_binary_{_op}",
                           f"inputs_binary_{_op}_{_dt}"))
PORTED.append(Case("div_int_rounding", "PallasCallTest.test_lax_div_int_rounding", "", "elementwise.py",
                   "div_int_rounding", "reference_div_int_rounding", "inputs_div_int_rounding"))
for _op in ("eq", "ne", "lt", "le", "gt", "ge"):
    for _dt in ("f32", "i32", "u32"):
        PORTED.append(Case(f"comparison_{_op}_{_dt}", "PallasCallTest.test_comparison_op", f"op={_op}, dtype={_dt}",
                           "elementwise.py", f"comparison_{_op}_{_dt}", f"reference_comparison_{_op}_{_dt}"))
for _dt in ("f32", "i32", "u32"):
    PORTED.append(Case(f"iota_{_dt}", "PallasCallTest.test_iota", f"dtype={_dt}", "elementwise.py", f"iota_{_dt}",
                       f"reference_iota_{_dt}"))


def _port(cid: str, jax: str, file: str, inputs: str | None = None, *, params: str = "", kernel: str | None = None,
          reference: str | None = None, **kw) -> None:
    """One Case whose factory is named `cid` and reference `reference_<cid>` unless said otherwise."""
    PORTED.append(Case(cid, jax, params, file, kernel or cid, reference or f"reference_{cid}", inputs, **kw))


_PC = "PallasCallTest."
# -- reductions (ported/reductions.py) -------------------------------------------------------------
for _op in ("sum", "max", "min"):
    for _s in ("128", "128x64"):
        for _dt in ("f32", "i32", "u32"):
            _port(f"scalar_reduce_{_op}_{_s}_{_dt}", _PC + "test_scalar_reduce", "reductions.py",
                  f"inputs_scalar_reduce_{_s}_{_dt}", params=f"op={_op}, shape={_s}, dtype={_dt}",
                  reference=f"reference_scalar_reduce_{_op}")
_port("add_doubled_sum", _PC + "test_add_doubled_sum", "reductions.py", "inputs_add_doubled_sum")
for _f in ("0.001", "1", "10", "100"):
    _port(f"layer_norm_{_f.replace('.', '_')}", _PC + "test_layer_norm", "reductions.py",
          f"inputs_layer_norm_{_f.replace('.', '_')}", params=f"input_factor={_f} (its random input)",
          kernel="layer_norm", reference="reference_layer_norm", rtol=6e-5)
# -- reshapes (ported/reshapes.py) -----------------------------------------------------------------
_port("reshape", _PC + "test_reshape", "reshapes.py", "inputs_reshape")
_port("reshape_tiled", _PC + "test_reshape_tiled", "reshapes.py", "inputs_reshape_tiled")
_port("reshape_tiled_into_tiled", _PC + "test_reshape_tiled_into_tiled", "reshapes.py", "inputs_reshape_tiled",
      reference="reference_reshape_tiled")
_port("reshape_splat", _PC + "test_reshape_splat", "reshapes.py")
_port("slice_untiled_dim", _PC + "test_slice_untiled_dim", "reshapes.py", "inputs_slice_untiled_dim")
# -- grids and pipelines through the test class's pallas_call (ported/grids.py) --------------------
_port("multiple_pallas_calls", _PC + "test_jitted_function_containing_multiple_pallas_calls", "grids.py",
      "arange_256")
_port("add_one_grid_with_scratch", _PC + "test_add_one_grid_with_scratch", "grids.py", "arange_256",
      reference="reference_plus_one")
for _steps in (1, 2, 3, 4, 16):
    _port(f"add_one_grid_pipelined_{_steps}", _PC + "test_add_one_grid_pipelined", "grids.py", "arange_256x64",
          params=f"max_concurrent_steps={_steps}", reference="reference_plus_one")
_port("add_one_grid_pipelined_leading_sequential",
      _PC + "test_add_one_grid_pipelined_with_leading_sequential_dimension", "grids.py", "arange_256x64",
      reference="reference_plus_one")
_port("add_one_grid_pipelined_program_id", _PC + "test_add_one_grid_pipelined_program_id", "grids.py")
for _n, _p in (("2x3", "(2, 3), (a, b), (), ()"), ("2x3_c2", "(2, 3), (a, b), (2,), (x,)"),
               ("2x3x4", "(2, 3, 4), (a, b, c), (), ()"), ("2x3x4_c2", "(2, 3, 4), (a, b, c), (2,), (x,)"),
               ("2x3x4_c2x3", "(2, 3, 4), (a, b, c), (2, 3), (x, y)"),
               ("2x3x4x5", "(2, 3, 4, 5), (a, b, c, d), (), ()"), ("2x3x4x5_c2", "(2, 3, 4, 5), (a, b, c, d), (2,), (x,)")):
    _port(f"axis_indices_{_n}", _PC + "test_axis_indices_in_grid", "grids.py", params=f"grid, names, cluster, names = {_p}")
_port("program_id", _PC + "test_program_id", "grids.py")
_port("num_programs", _PC + "test_num_programs", "grids.py")
# -- TMA copies and barriers (ported/copies.py) ----------------------------------------------------
_port("sync_copy", _PC + "test_sync_copy", "copies.py", "arange_128x128", reference="reference_identity")
_port("copy_smem_to_gmem", _PC + "test_copy_smem_to_gmem", "copies.py", "arange_256", params="indexer=...",
      reference="reference_plus_one")
for _single in (True, False):
    _port("explicit_commit_group" + ("_single_warp" if _single else ""),
          _PC + "test_copy_smem_to_gmem_explicit_commit_group", "copies.py", "arange_256",
          params=f"use_single_warp={_single}", reference="reference_plus_one")
_port("copy_gmem_to_smem", _PC + "test_copy_gmem_to_smem", "copies.py", "arange_256", params="indexer=...",
      reference="reference_plus_one")
_port("collective_copy_gmem_to_smem", _PC + "test_collective_copy_gmem_to_smem", "copies.py", "arange_128")
for _cid, _params in (("x2", "collective_dims=x, noncollective_dims=(), collective_dim_size=2"),
                     ("x4", "collective_dims=x, noncollective_dims=(), collective_dim_size=4"),
                     ("y2_x", "collective_dims=y, noncollective_dims=x, collective_dim_size=2"),
                     ("xy2", "collective_dims=xy, noncollective_dims=(), collective_dim_size=2"),
                     ("x2_yz", "collective_dims=x, noncollective_dims=yz, collective_dim_size=2")):
    _port(f"tma_load_multicast_{_cid}", _PC + "test_tma_load_multicast", "copies.py",
          f"inputs_tma_load_multicast_{_cid}", params=_params + " (a sample of jax's 57)",
          reference="reference_identity")
_port("kernel_scratch_kwargs", _PC + "test_kernel_scratch_kwargs", "copies.py", "arange_128", params="vmap=False",
      reference="reference_identity")
_port("kernel_scratch_kwargs_vmap", _PC + "test_kernel_scratch_kwargs", "copies.py", "stacked_arange_128",
      params="vmap=True", reference="reference_identity")
_port("async_prefetch", _PC + "test_async_prefetch", "copies.py", "arange_256", params="indexer=...",
      reference="reference_plus_one")
_port("barrier_repeated_indexing", _PC + "test_barrier_repeated_indexing", "copies.py")
_port("barrier_test", _PC + "test_barrier_test", "copies.py")
_port("indexing_before_transpose", _PC + "test_indexing_before_transpose", "copies.py",
      "inputs_indexing_before_transpose")
_port("copy_gmem_to_smem_in_run_scoped", _PC + "test_copy_gmem_to_smem_in_run_scoped", "copies.py", "arange_256",
      reference="reference_plus_one")
for _n in ("bf16", "f16", "f32"):
    _port(f"copy_smem_to_gmem_reduction_{_n}", _PC + "test_copy_smem_to_gmem_reduction", "copies.py",
          f"inputs_copy_smem_to_gmem_reduction_{_n}", params=f"dtype={_n}")
# -- copies through sliced, transposed, tiled, swizzled refs (ported/transforms.py) ----------------
_port("gmem_to_smem_with_multiple_smem_indexers", _PC + "test_gmem_to_smem_with_multiple_smem_indexers",
      "transforms.py", "inputs_gmem_to_smem_with_multiple_smem_indexers")
_port("smem_indexers_and_transforms", _PC + "test_gmem_to_smem_with_multiple_smem_indexers_and_transforms",
      "transforms.py", "inputs_smem_indexers_and_transforms")
for _i in ("0", "1", "2", "3", "0_0", "1_1"):
    _port(f"indexed_barrier_{_i}", _PC + "test_copy_gmem_to_smem_with_indexed_barrier", "transforms.py",
          "arange_128", params=f"indexer={_i.replace('_', ',')}", reference="reference_plus_one")
for _d in ("g2s", "s2g"):
    _port(f"copy_with_transforms_{_d}", _PC + "test_copy_with_transforms", "transforms.py", "arange_128x128",
          params=_d, reference="reference_identity")
_port("copy_7d_tiling", _PC + "test_copy_7d_tiling_with_unit_middle_dims", "transforms.py", "arange_7d",
      reference="reference_identity")
_port("scoped_copy_with_transforms", _PC + "test_scoped_copy_with_transforms", "transforms.py", "arange_128x64")
_port("copy_with_transforms_and_indexing", _PC + "test_copy_with_transforms_and_indexing", "transforms.py",
      "arange_1x64x64")
for _t in ("src", "dst"):
    for _r in ("2d", "3d"):
        _n = f"transposed_load_store_{_t}_{_r}"
        _port(_n, _PC + "test_transposed_load_store", "transforms.py", f"inputs_{_n}",
              params=f"src_transposed={_t == 'src'}, rank={_r}")
for _ms in ("smem", "gmem"):
    for _suffix, _layout in (("", "WG_STRIDED((128,), vec_size=1)"), ("_no_layout", "None")):
        _port(f"strided_load_{_ms}{_suffix}", _PC + "test_load_to_strided_layout_with_indexing", "transforms.py",
              "arange_2x128", params=f"src_memory_space={_ms.upper()}, layout={_layout}",
              reference="reference_identity")
_port("smem_gmem_transposed_copies", _PC + "test_smem_gmem_transposed_copies", "transforms.py", "arange_2x2x64",
      params="tiling=None", reference="reference_identity")
_port("smem_gmem_transposed_copies_tiled", _PC + "test_smem_gmem_transposed_copies", "transforms.py",
      "arange_2x2x64", params="tiling=TilingTransform((32,))", reference="reference_identity")
# -- loops and conditionals (ported/control_flow.py) -----------------------------------------------
for _w in ("", "_while"):
    _fw = f"force_while={bool(_w)}"
    _port(f"fori_loop_array{_w}", _PC + "test_fori_loop_array", "control_flow.py", "arange_i32", params=_fw,
          reference="reference_fori_loop_array")
    _port(f"fori_loop_scalar{_w}", _PC + "test_fori_loop_scalar", "control_flow.py", params=_fw,
          reference="reference_five")
    _port(f"fori_loop_tuple{_w}", _PC + "test_fori_loop_tuple", "control_flow.py", params=_fw,
          reference="reference_fori_loop_tuple")
    _port(f"fori_loop_indexed_store{_w}", _PC + "test_fori_loop_indexed_store", "control_flow.py",
          "inputs_fori_loop_indexed_store", params=_fw, reference="reference_fori_loop_indexed_store")
for _u in (1, 2, 4):
    _port(f"fori_loop_unrolled_{_u}", _PC + "test_fori_loop_array_unrolled", "control_flow.py", "arange_i32",
          params=f"unroll={_u}", reference="reference_fori_loop_unrolled")
_port("fori_loop_dynamic_bounds", _PC + "test_fori_loop_dynamic_bounds", "control_flow.py", reference="reference_five")
_port("while_loop", _PC + "test_while_loop", "control_flow.py", "inputs_while_loop")
_port("cond_returning_array", _PC + "test_cond_returning_array", "control_flow.py", "arange_i32")
_port("run_scoped", _PC + "test_run_scoped", "control_flow.py", "inputs_run_scoped")
_port("run_scoped_in_cond", _PC + "test_run_scoped_in_cond", "control_flow.py", "inputs_run_scoped_in_cond",
      reference="reference_identity")
# -- loads, stores, slices and layouts (ported/refs_and_layouts.py) --------------------------------
_RL = "refs_and_layouts.py"
for _d, _p in (("from_narrow", "True"), ("to_narrow", "False")):
    _port(f"fp8_relayout_{_d}", _PC + "test_fp8_relayout", _RL, "normal_fp8", params=f"from_narrow={_p}",
          reference="reference_identity")
for _t, _p in (("tiled_1x32", "Tiling((1, 32)), Swizzle(128)"), ("tiled_8x32", "Tiling((8, 32)), Swizzle(128)"),
               ("untransformed", "()")):
    _port(f"get_swap_{_t}", _PC + "test_get_swap_with_transforms", _RL, "arange_i32_128x128",
          params=f"transforms={_p}", reference="reference_doubled")
for _t in ("", "_transposed"):
    _port(f"get_swap_swizzle{_t}", _PC + "test_get_swap_with_swizzle_transform", _RL, "arange_bf16_64x64",
          params=f"transposed={bool(_t)}", reference="reference_doubled", semantics=LANE)
_port("swap_scalar_constant", _PC + "test_swap_scalar_constant", _RL)
_port("swizzled_dimension_dynamic_slice", _PC + "test_swizzled_dimension_dynamic_slice", _RL,
      "inputs_swizzled_dimension_dynamic_slice")
_port("check", _PC + "test_check", _RL, "arange_i32_256", reference="reference_identity")
_port("scalar_load_store", _PC + "test_scalar_load_store", _RL, "inputs_scalar_load_store",
      reference="reference_identity")
_port("scalar_broadcast", _PC + "test_scalar_broadcast", _RL)
_port("program_id_in_squashed_grid", _PC + "test_program_id_in_squashed_grid", _RL)
_port("swizzled_blockspec_shapes", _PC + "test_swizzled_blockspec_shapes", _RL, "arange_f16_128x128",
      reference="reference_identity")
_port("tile_slicing", _PC + "test_tile_slicing", _RL, "inputs_tile_slicing")
_port("input_output_aliases", _PC + "test_input_output_aliases", _RL, "inputs_input_output_aliases")
_port("slicing", _PC + "test_slicing", _RL, "arange_f16_128x128")
_port("layout_cast", _PC + "test_layout_cast", _RL)
for _l in ("wgmma", "tcgen05"):
    _port(f"transposed_layout_{_l}", _PC + "test_transposed_layout", _RL, params=f"layouts={_l.upper()}",
          reference="reference_transposed_layout")
for _b in ("f32_i32", "f32_u32", "u32_i32", "i32_u32"):
    _port(f"bitcast_{_b}", _PC + "test_bitcast_convert_type", _RL, f"inputs_bitcast_{_b}",
          params=f"dtypes=({_b.replace('_', ', ')})")
for _s in ("int4", "uint4"):
    for _l in ("f32", "bf16", "i8"):
        _port(f"subbyte_upcast_{_s}_{_l}", _PC + "test_subbyte_upcast", "subbyte.py", f"inputs_subbyte_upcast_{_s}_{_l}",
              params=f"small_ty={_s}, large_ty={_l}")
_port("cond_get_arch", _PC + "test_cond_get_arch", "subbyte.py", "inputs_cond_get_arch",
      params="not checked: jax's mock that the lowering called mgpu.utils.get_arch (Python, not in the module)")
_port("optimization_barrier", _PC + "test_optimization_barrier", _RL, "iota_f32_128", reference="reference_identity")
_port("optimization_barrier_multiple_inputs", _PC + "test_optimization_barrier_multiple_inputs", _RL,
      "inputs_optimization_barrier_multiple_inputs")
# -- Hopper wgmma (ported/wgmma.py) ------------------------------------------------------------------
_SM90 = "PallasCallSm90ATest."
for _w in ("", "_while"):
    _port(f"fori_loop_accumulator{_w}", _SM90 + "test_fori_loop_accumulator", "wgmma.py", "ones_f16_64x64",
          params=f"force_while={bool(_w)}", reference="reference_fori_loop_accumulator")
for _l in ("", "_lt"):
    for _r in ("", "_rt"):
        _port(f"realistic_matmul{_l}{_r}", _SM90 + "test_realistic_matmul", "wgmma.py", f"inputs_realistic_matmul{_l}{_r}",
              params=f"lhs_transpose={bool(_l)}, rhs_transpose={bool(_r)}; grid_m 2 of jax's 132", rtol=1e-3)
for _n in ("f16", "f32"):
    _port(f"wgmma_{_n}", _SM90 + "test_wgmma", "wgmma.py", f"inputs_wgmma_{_n}", params=f"dtype={_n}", rtol=1e-3)
for _n in ("s8", "u8"):
    _port(f"wgmma_integer_{_n}", _SM90 + "test_wgmma_integer", "wgmma.py", f"inputs_wgmma_integer_{_n}",
          params=f"dtype={_n}")
_port("wgmma_sliced_acc_flip", _SM90 + "test_wgmma_sliced_acc_flip", "wgmma.py", "inputs_wgmma_sliced_acc_flip",
      rtol=1e-3)
_port("wgmma_registers", _SM90 + "test_wgmma_registers", "wgmma.py", "inputs_wgmma_128x192",
      reference="reference_matmul", rtol=1e-3)
# (fp8: jax's assert_allclose rtol 1e-7 is below what the hardware promises here: K = 128 is four
# wgmma of K = 32, each adding its sum into the f32 accumulator, one rounding each, so a result of
# positive terms is within 4 * 2^-24 of the float64 reference: the bound used. Exact for s8.)
for _n in ("s8", "e4m3", "e5m2"):
    _port(f"wgmma_registers_8bit_{_n}", _SM90 + "test_wgmma_registers_8bit", "wgmma.py",
          f"inputs_wgmma_registers_8bit_{_n}", params=f"input_dtype={_n}", rtol=0 if _n == "s8" else 4 * 2.0 ** -24)
_port("wgmma_registers_init", _SM90 + "test_wgmma_registers_init", "wgmma.py", "inputs_wgmma_registers_init",
      rtol=2e-3)
_port("wgmma_registers_init_with_update", _SM90 + "test_wgmma_registers_init_with_update", "wgmma.py",
      "inputs_wgmma_registers_init", rtol=2e-3)
_port("wgmma_sliced_ref", _SM90 + "test_wgmma_sliced_ref", "wgmma.py", "inputs_wgmma_sliced_ref", rtol=1e-3)
_port("wgmma_reshaped_rhs_unit_tiling", _SM90 + "test_wgmma_reshaped_rhs_unit_tiling", "wgmma.py",
      "inputs_wgmma_reshaped_rhs_unit_tiling", rtol=1e-3)
_port("wgmma_sliced_acc_read", _SM90 + "test_wgmma_sliced_acc_read", "wgmma.py", "inputs_wgmma_128x128",
      reference="reference_matmul", rtol=1e-3)
for _ms in ("smem", "gmem"):
    for _r in (1, 0):
        for _m in (64, 128, 192):
            _n = f"row_col_load_{_ms}_reduce{_r}_{_m}"
            _port(_n, _SM90 + "test_load_to_wgmma_row_col_layout_with_indexing", "wgmma.py", f"inputs_{_n}",
                  params=f"src_memory_space={_ms.upper()}, layout=WGMMA.reduce({_r}), m={_m}",
                  reference="reference_identity")
for _r in (1, 0):
    _port(f"row_input_to_wgmma_reduce{_r}", _SM90 + "test_load_row_input_to_wgmma_with_transforms", "wgmma.py",
          f"inputs_row_input_to_wgmma_reduce{_r}", params=f"layout=WGMMA.reduce({_r})", rtol=1e-3)
_port("load_store_wgmma_transposed", _SM90 + "test_load_store_wgmma_transposed", "wgmma.py",
      "inputs_load_store_wgmma_transposed")
# -- emit_pipeline (ported/pipelines.py) -------------------------------------------------------------
_PL = "PipelineTest."
_port("manual", _PL + "test_manual", "pipelines.py", "inputs_manual", reference="reference_plus_one")
for _s in ("", "_swizzled"):
    for _r in (1, 10):
        _port(f"emit{_s}_{_r}", _PL + "test_emit", "pipelines.py", "inputs_emit", reference="reference_plus_one",
              params=f"transforms={'(Tiling((8, 32)), Swizzle(128))' if _s else '()'}, repeats={_r}")
_port("nested_emit", _PL + "test_nested_emit", "pipelines.py", "inputs_nested_emit", reference="reference_plus_one")
_port("emit_with_no_output", _PL + "test_emit_with_no_output", "pipelines.py", "inputs_emit_with_no_output",
      rtol=1e-6)
_port("emit_with_parallel_grid", _PL + "test_emit_with_parallel_grid", "pipelines.py",
      "inputs_emit_with_parallel_grid", reference="reference_plus_one")
for _st in ("", "_static"):
    for _sh in ("", "_short"):
        _port(f"emit_2d_grid{_st}{_sh}", _PL + "test_emit_with_2d_grid", "pipelines.py",
              f"inputs_emit_2d_grid{_st}{_sh}", params=f"static={bool(_st)}, short={bool(_sh)}",
              reference="reference_plus_one")
_port("emit_with_carry", _PL + "test_emit_with_carry", "pipelines.py")
_port("emit_with_squeezed_dim", _PL + "test_emit_with_squeezed_dim", "pipelines.py", "inputs_i32_16x256",
      params="squeezed_dim=pl.Squeezed()", reference="reference_plus_one")
_port("emit_with_squeezed_dim_none", _PL + "test_emit_with_squeezed_dim", "pipelines.py", "inputs_i32_16x256",
      params="squeezed_dim=None", reference="reference_plus_one")
_port("emit_with_element_dim", _PL + "test_emit_with_element_dim", "pipelines.py", "inputs_emit_with_element_dim")
# -- semaphores (ported/semaphores.py) ---------------------------------------------------------------
_SEM = "SemaphoreTest."
_port("semaphore_lowering", _SEM + "test_lowering", "semaphores.py", "inputs_lowering", kernel="lowering",
      reference="reference_lowering")
_port("semaphore_basic", _SEM + "test_basic", "semaphores.py", kernel="basic", reference="reference_ones")
for _n in ("global_semaphore", "global_semaphore_with_multiple_threads", "multiple_semaphore_scopes"):
    _port(_n, _SEM + "test_" + _n, "semaphores.py", reference="reference_ones")
for _s in ("sys", "gpu"):
    _port(f"global_semaphore_with_multiple_warps_{_s}", _SEM + "test_global_semaphore_with_multiple_warps",
          "semaphores.py", params=f"memory_scope={_s}", reference="reference_zero")
_port("multiple_get_global_semaphores", _SEM + "test_multiple_get_global_semaphores", "semaphores.py")
_port("get_global_in_and_outside_control_flow", _SEM + "test_get_global_in_and_outside_control_flow",
      "semaphores.py")
# -- several warpgroups (ported/core_map.py) --------------------------------------------------------
_CM = "CoreMapTest."
_port("multiple_wg", _CM + "test_multiple_wg", "core_map.py", reference="reference_two_rows")
_port("multiple_wg_with_grid", _CM + "test_multiple_wg_with_grid", "core_map.py")
_port("multiple_wg_with_squashed_grid", _CM + "test_multiple_wg_with_squashed_grid", "core_map.py")
_port("cross_wg_barrier", _CM + "test_cross_wg_barrier", "core_map.py", reference="reference_two_rows")
_port("realistic_matmul_with_cluster", _CM + "test_realistic_matmul_with_cluster", "wgmma.py",
      "inputs_realistic_matmul_with_cluster", params="grid_m 2 of jax's 132, grid_n 4 of its 32; jax compares with "
      "its GPU matmul, we with numpy's within 1e-3", reference="reference_matmul", rtol=1e-3)
# -- Blackwell TMEM and tcgen05 (ported/tcgen05.py), captured for sm_100 ------------------------------
_TC = "PallasCallTCGen05Test."
_SM100 = dict(arch=(10, 0))
for _sfx, _p in (("", "transforms=(), TMA_INDICES"), ("_4", "transforms=(), TMA_INDICES_4"),
                 ("_swizzled", "transforms=(tile (8, 32), swizzle 128), TMA_INDICES")):
    for _t in ("copy_gmem_to_smem_gather", "copy_smem_to_gmem_scatter"):
        _port(_t + _sfx, _PC + "test_" + _t, "gather_scatter.py", f"inputs_{_t}{_sfx}", params=_p, **_SM100)
_port("warp_specialized_tmem_slice", _TC + "test_warp_specialized_tmem_slice", "tcgen05.py", "inputs_f32_128x32",
      reference="reference_identity", **_SM100)
for _c in ("", "_collective"):
    _port(f"tmem{_c}", _TC + "test_tmem", "tcgen05.py", "inputs_f32_128x128", params=f"collective={bool(_c)}",
          reference="reference_plus_one", **_SM100)
_port("tmem_allocation_estimation", _TC + "test_tmem_allocation_estimation", "tcgen05.py",
      "inputs_tmem_allocation_estimation", **_SM100)
_port("tmem_ref_aliasing", _TC + "test_tmem_ref_aliasing", "tcgen05.py", "inputs_f32_128x128",
      reference="reference_plus_one", **_SM100)
for _l in ("tcgen05", "native"):
    _port(f"tmem_load_layout_{_l}", _TC + "test_tmem_load_layout", "tcgen05.py", "inputs_f32_128x128",
          params=f"layout={'TCGEN05' if _l == 'tcgen05' else 'TCGEN05_TMEM_NATIVE'}", reference="reference_plus_one",
          **_SM100)
for _l in ("", "_native"):
    _port(f"tmem_store_load_collective{_l}", _TC + "test_tmem_store_load_collective", "tcgen05.py",
          "inputs_f32_64x160", params=f"layout=TCGEN05_M64_COLLECTIVE{_l.upper()}(160)",
          reference="reference_plus_one", **_SM100)
_port("tmem_column_slicing", _TC + "test_tmem_column_slicing", "tcgen05.py", "inputs_f32_128x128",
      reference="reference_plus_one", **_SM100)
_port("tmem_batch_dimension_indexing", _TC + "test_tmem_batch_dimension_indexing", "tcgen05.py",
      "inputs_tmem_batch_dimension_indexing", **_SM100)
for _n in ("m128_n128_s128_f16", "m128_n128_s128_f16_tl", "m128_n128_s128_f16_tr", "m128_n128_s128_f16_lhs_tmem",
           "m64_n256_s64_bf16", "m128_n64_s32_bf16_lhs_tmem_tr"):
    _port(f"simple_matmul_{_n}", _TC + "test_simple_matmul", "tcgen05.py", f"inputs_simple_matmul_{_n}",
          params=_n, rtol=1e-3, **_SM100)
_port("simple_warp_specialized_matmul", _TC + "test_simple_warp_specialized_matmul", "tcgen05.py",
      "inputs_f16_two_128x128", reference="reference_matmul", rtol=1e-3, **_SM100)
_port("manual_tcgen05_commit_arrive", _TC + "test_manual_tcgen05_commit_arrive", "tcgen05.py",
      "inputs_f16_two_128x128", params="swizzle=128, dtype=f16", reference="reference_matmul", rtol=1e-3, **_SM100)
_port("async_copy_smem_to_tmem_warp_semantics", _TC + "test_async_copy_smem_to_tmem_warp_semantics", "tcgen05.py",
      "arange_i32_128x64", reference="reference_identity", **_SM100)
for _s, _p in (("swizzled", "128"), ("tiled", "None")):
    _port(f"async_copy_smem_to_tmem_{_s}", _TC + "test_async_copy_smem_to_tmem", "tcgen05.py", "inputs_f16_128x128",
          params=f"swizzle={_p}", reference="reference_identity", **_SM100)
_port("matmul_with_sliced_accumulator", _TC + "test_matmul_with_sliced_accumulator", "tcgen05.py",
      "inputs_bf16_two_128x128", reference="reference_matmul", rtol=1e-3, **_SM100)
_port("arrive_wait_on_tc_barrier", _TC + "test_arrive_wait_on_tc_barrier", "tcgen05.py", reference="reference_ones",
      **_SM100)
for _m in ("smem", "tmem"):
    _port(f"matmul_with_{_m}_aliasing", _TC + f"test_matmul_with_{_m}_aliasing", "tcgen05.py", "inputs_f16_two_128x128",
          params="swizzle=128, dtype=f16", rtol=1e-3, **_SM100)
for _o in ("_tc", ""):
    _port(f"barrier_arrive_warp_mesh{_o}", _TC + "test_barrier_arrive_warp_mesh", "tcgen05.py",
          params=f"orders_tensor_core={bool(_o)}", reference="reference_barrier_arrive_warp_mesh", **_SM100)
# -- sparse (2:4) tcgen05 matmuls and the metadata copy (ported/sparse.py), captured for sm_100 ------
for _n in (128, 256):
    _port(f"simple_sparse_matmul_n{_n}", _TC + "test_simple_sparse_matmul", "sparse.py",
          f"inputs_simple_sparse_matmul_n{_n}", params=f"m=128, n={_n}, dtype=f16", rtol=5e-6, atol=7e-5, **_SM100)
    _port(f"block_scaled_sparse_matmul_n{_n}", _TC + "test_block_scaled_sparse_matmul", "sparse.py",
          f"inputs_block_scaled_sparse_matmul_n{_n}", params=f"m=128, n={_n}", rtol=5e-6, atol=2e-4, **_SM100)
_port("async_copy_sparse_metadata_smem_to_tmem_warp_semantics",
      _TC + "test_async_copy_sparse_metadata_smem_to_tmem_warp_semantics", "sparse.py",
      "inputs_async_copy_sparse_metadata_smem_to_tmem_warp_semantics", reference="reference_identity", **_SM100)
for _n in (128, 192):
    for _t in ("f16", "bf16", "s8", "e4m3"):
        _port(f"sparse_matmul_collective_n{_n}_{_t}", _TC + "test_sparse_matmul_collective", "sparse.py",
              f"inputs_sparse_matmul_collective_n{_n}_{_t}", params=f"m=256, n={_n}, ab_type={_t}",
              **(dict(rtol=5e-6, atol=7e-5) if _t != "s8" else {}), **_SM100)
# -- reductions and broadcasts in given layouts (ported/layouts.py) ----------------------------------
for _l in ("wgmma", "tcgen05", "tmem_native", "m64_collective"):
    for _o in ("sum", "max"):
        for _d in ("f32", "i32"):
            _port(f"reduce_{_l}_{_o}_{_d}", _PC + "test_reduce_with_layout", "layouts.py", f"inputs_reduce_{_d}",
                  params=f"layout={_l.upper()}, op={_o}, dtype={_d}", reference=f"reference_reduce_{_o}", atol=5e-5)
_port("cross_warp_reduction", _PC + "test_cross_warp_reduction", "layouts.py", "uniform_128x128", atol=5e-5)
for _l in ("wgmma", "tcgen05", "tmem_native", "m64_collective"):
    for _axis in (0, 1):
        for _hint in ("_hint", ""):
            _port(f"broadcast_in_dim_{_l}_axis{_axis}{_hint}", _PC + "test_broadcast_in_dim", "layouts.py",
                  "uniform_128", params=f"layout={_l.upper()}, axis={_axis}, hint={bool(_hint)}")
_port("broadcast_in_dim_small_shape", _PC + "test_broadcast_in_dim_does_not_crash_on_small_shape", "layouts.py",
      "uniform_128")
_port("broadcast_in_dim_wg_strided_majormost_dim", _PC + "test_broadcast_in_dim_wg_strided_majormost_dim",
      "layouts.py", "uniform_128")
for _n in ("4x128", "2x4x128"):
    _port(f"broadcast_wg_strided_{_n}", _PC + "test_broadcast_wg_strided_majormost_dim", "layouts.py",
          f"inputs_broadcast_wg_strided_{_n}", params=f"out_shape=({_n.replace('x', ', ')})")
_port("broadcast_in_dim_tcgen05_native_layout", _PC + "test_broadcast_in_dim_tcgen05_native_layout", "layouts.py",
      "uniform_128")
_port("broadcast_in_dim_size_one_dimension", _PC + "test_broadcast_in_dim_size_one_dimension", "layouts.py",
      "inputs_broadcast_in_dim_size_one_dimension")
for _l in ("wgmma", "tmem_native1", "tmem_native4"):
    for _axis in (0, 1):
        _port(f"reduction_is_batch_invariant_{_l}_axis{_axis}", _PC + "test_reduction_is_batch_invariant",
              "layouts.py", f"inputs_reduction_is_batch_invariant_{_l}_axis{_axis}",
              params=f"layout={_l.upper()}, axis={_axis}; checked: each element within jax's assertAllClose "
              "(1e-6) of numpy's sum of the row; not checked: that all 128 are bitwise equal (batch invariance)",
              rtol=1e-6, atol=1e-6)
for _l in ("wgmma", "wgmma_8bit", "wgmma_upcast_2x", "wgmma_upcast_4x", "wg_strided", "smem_gmem_copy", "tma_indices",
           "tma_indices_4", "wgmma_acc_32bit", "tcgen05", "tcgen05_m64_collective", "tcgen05_tmem_native"):
    _port(f"copy_layout_{_l}", _PC + "test_copy_layout", "layouts.py", f"inputs_copy_layout_{_l}",
          params=f"layout={_l}", reference="reference_identity", **(_SM100 if _l.startswith("tcgen05") else {}))
# -- the tutorial kernels (ported/examples.py) ------------------------------------------------------
for _s in (0, 1, 3, 4, 5):
    _port(f"stage{_s}", f"ExamplesTest.test_stage{_s}", "examples.py", "inputs_twice_arange", reference="reference_sum")
# -- warp-level code (ported/warp_primitives.py) ------------------------------------------------------
_WP = "PallasCallWarpPrimitiveSemanticsTest."
_port("axis_index", _WP + "test_axis_index", "warp_primitives.py")
_port("axis_index_multi_warpgroup", _WP + "test_axis_index_multi_warpgroup", "warp_primitives.py")
_port("axis_index_mpmd_map", _WP + "test_axis_index_mpmd_map", "warp_primitives.py", reference="reference_axis_index")
_port("inline_mgpu_in_warp", _WP + "test_inline_mgpu_in_warp", "warp_primitives.py")
_port("scalar_load", _WP + "test_scalar_load", "warp_primitives.py", "inputs_scalar_load",
      reference="reference_identity")
for _o in ("add", "sub", "mul", "div", "rem", "bitwise_and", "bitwise_or", "bitwise_xor", "max", "min", "gt", "lt",
           "ge", "le", "eq", "ne"):
    _port(f"scalar_binary_op_{_o}", _WP + "test_scalar_binary_op", "warp_primitives.py", params=f"op=lax.{_o}")
for _w in ("", "_while"):
    _port(f"single_warp_loop{_w}", _WP + "test_single_warp_loop", "warp_primitives.py",
          params=f"force_while={bool(_w)}", reference="reference_single_warp_loop")
    _port(f"copy_from_different_warps{'_wait_in_warp' if _w else ''}",
          _WP + "test_copy_gmem_to_smem_from_different_warps", "warp_primitives.py", "inputs_copy_from_different_warps",
          params=f"wait_smem_to_gmem_in_warp={bool(_w)}", reference="reference_copy_from_different_warps")
_port("warp_specialized_transpose", _WP + "test_warp_specialized_transpose", "warp_primitives.py",
      "inputs_warp_specialized_transpose")
_port("warp_specialized_smem_slice", _WP + "test_warp_specialized_smem_slice", "warp_primitives.py",
      "inputs_warp_specialized_smem_slice", reference="reference_identity")
# -- warp-specialized pipelines (ported/warp_specialized.py) ------------------------------------------
_WS = "WarpSpecializedPipelineTest."
for _manual in ("", "_manual"):
    for _steps in (2, 3):
        _port(f"pipelined_copy{_manual}_{_steps}", _WS + "test_pipelined_copy", "warp_specialized.py",
              "inputs_pipelined_copy", params=f"m=n=512, repeats=1, manual_consumed_barriers={bool(_manual)}, "
              f"max_concurrent_steps={_steps}", reference="reference_pipelined_copy")
for _size in (64, 256):
    for _manual in ("", "_manual"):
        for _static in ("", "_static"):
            _n = f"elementwise_add_{_size}{_manual}{_static}"
            _port(_n, _WS + "test_elementwise_add", "warp_specialized.py", f"inputs_{_n}",
                  params=f"m=n={_size}, static={bool(_static)}, manual_consumed_barriers={bool(_manual)}, "
                  "in_tree_template=(0, 1)", reference="reference_sum", atol=1e-4)
_port("carry_accumulate", _WS + "test_carry_accumulate", "warp_specialized.py", "inputs_f32_256",
      params="m=n=256, num_compute_wgs=2", atol=1e-4)
for _static, _manual, _size, _steps in ((False, False, 64, 2), (True, False, 64, 2), (False, True, 64, 2),
                                        (True, True, 64, 2), (False, False, 256, 3), (True, True, 64, 4)):
    _n = f"delay_release_{_size}_{_steps}{'_static' if _static else ''}{'_manual' if _manual else ''}"
    _port(_n, _WS + "test_delay_release", "warp_specialized.py", f"inputs_{_n}",
          params=f"num_compute_wgs=1, static={_static}, manual_consumed_barriers={_manual}, "
          f"small_shape={_size == 64}, max_concurrent_steps={_steps} (6 of its 24)", reference="reference_sum",
          atol=1e-4)
_port("different_delay_release", _WS + "test_different_delay_release", "warp_specialized.py",
      "inputs_different_delay_release")
for _d in ("0", "1"):
    _port(f"repeat_{_d}", _WS + "test_repeat", "warp_specialized.py", "inputs_repeat", params=f"delay_release={_d}",
          reference="reference_plus_one")
_port("no_output", _WS + "test_no_output", "warp_specialized.py", "inputs_f32_256", rtol=5e-6)
for _manual in ("", "_manual"):
    _port(f"pipelined_pipeline{_manual}", _WS + "test_pipelined_pipeline", "warp_specialized.py", "inputs_i32_512",
          params=f"manual_consumed_barriers={bool(_manual)}", reference="reference_pipelined_pipeline")
    _port(f"pipeline_with_manual_allocation{_manual}", _WS + "test_pipeline_with_manual_allocation",
          "warp_specialized.py", "inputs_i32_512_pair", params=f"manual_consumed_barriers={bool(_manual)}",
          reference="reference_pipeline_with_manual_allocation")
for _sq, _p in (("", "pl.Squeezed()"), ("_none", "None")):
    _port(f"ws_emit_with_squeezed_dim{_sq}", _WS + "test_emit_with_squeezed_dim", "warp_specialized.py",
          "inputs_i32_16x256", params=f"squeezed_dim={_p}", reference="reference_plus_one")
# -- clusters, peer SMEM, atomics (ported/cluster.py) -------------------------------------------------
_port("collective_arrival_count", _PC + "test_collective_arrival_count", "cluster.py")
_port("leader_tracked_cluster_barrier", _PC + "test_leader_tracked_cluster_barrier", "cluster.py")
for _a in ("x", "y"):
    _port(f"cluster_ref_read_{_a}", _PC + "test_cluster_ref_read", "cluster.py", "arange_2x64x32",
          params=f"axis_name={_a}", reference="reference_flipped")
_port("cluster_ref_write", _PC + "test_cluster_ref_write", "cluster.py", "arange_2x64x32",
      reference="reference_flipped")
_port("cluster_ref_write_atomic", _PC + "test_cluster_ref_write_atomic", "cluster.py",
      "inputs_cluster_ref_write_atomic")
_port("replicated_layout", _PC + "test_replicated_layout", "cluster.py", "arange_32", reference="reference_identity")
for _d in ("f32", "i32"):
    for _w in ("_wgmma", ""):
        _port(f"atomic_add_{_d}{_w}", _PC + "test_atomic_add", "cluster.py", f"inputs_atomic_add_{_d}{_w}",
              params=f"dtype={_d}, layout={'WGMMA' if _w else None}")
# -- the rest (ported/misc.py) ------------------------------------------------------------------------
_port("multiple_of", _PC + "test_multiple_of", "misc.py", "inputs_multiple_of")
_port("program_id_in_block_spec", _PC + "test_program_id_in_block_spec", "misc.py", "arange_i32_2x128",
      reference="reference_identity")
for _n in ("0_promise", "80_promise", "0_zeros", "112_zeros", "192_zeros", "208_zeros", "0_undefined"):
    _port(f"oob_read_{_n}", _PC + "test_out_of_bounds_tma_reads", "misc.py", f"inputs_oob_read_{_n}",
          params=f"start_offset={_n.split('_')[0]}, oob_mode={_n.split('_')[1].upper()}")
for _n, _p in (("00", "((0, 0),)"), ("01", "((0, 1),)"), ("1none", "((1, None),)"), ("00_00", "((0, 0), (0, 0))")):
    _port(f"vmap_kernel_{_n}", _PC + "test_vmap_kernel", "misc.py", f"inputs_vmap_kernel_{_n}", params=f"vmap_axes={_p}")
# -- tests jax-v0.11.0 added (ported/added_v0_11.py, or the file of their family): only in the suites of the
# releases measured against its file (`cases`), their API being 0.11's -------------------------------------
_NEW = "added_v0_11.py"
_port("copy_gmem_to_smem_cp_async", _PC + "test_copy_gmem_to_smem_cp_async", "copies.py", "arange_256",
      params="indexer=...; cp.async as jax 0.11.2+ choose it, for sm_80 (ported/copies.py)",
      reference="reference_plus_one", semantics=LANE, arch=(8, 0))
for _l, _r in (("e4m3", "e5m2"), ("e5m2", "e4m3")):
    _port(f"wgmma_mixed_fp8_{_l}_{_r}", "PallasCallSm90ATest.test_wgmma_mixed_fp8", "wgmma.py",
          f"inputs_wgmma_mixed_fp8_{_l}_{_r}", params=f"lhs_dtype={_l}, rhs_dtype={_r}")
_port("pipeline_oob_mode", "PipelineTest.test_pipeline_oob_mode", "pipelines.py", "inputs_pipeline_oob_mode",
      reference="reference_identity")
_port("run_state_discharge", "PallasCallSm90ATest.test_run_state_discharge_regression_test", "wgmma.py",
      "inputs_wgmma_f16", kernel="run_state_discharge_regression_test", reference="reference_matmul", rtol=2e-3)
for _s in (32, 64, 128):
    _port(f"copy_with_sole_swizzle_{_s}", _PC + "test_copy_with_sole_swizzle_lowers_correctly", "transforms.py",
          f"arange_128x{8 * _s // 32}", params=f"swizzle={_s}; arange, not jax's ones (it checks no result: the "
          "copy's is its input)", reference="reference_identity")
for _n in ("axis0", "axis1"):
    _port(f"concatenate_{_n}", _PC + "test_concatenate", _NEW, f"inputs_concatenate_{_n}", params=_n)
for _n in ("true", "false"):
    _port(f"copy_smem_to_gmem_predicate_{_n}", _PC + "test_copy_smem_to_gmem_predicate", _NEW,
          params=f"predicate={_n.capitalize()}")
_port("indexing_after_transpose", _PC + "test_indexing_after_transpose", _NEW, "inputs_indexing_after_transpose")
_port("optimization_barrier_constant", _PC + "test_optimization_barrier_constant", _NEW)
_port("ref_union_caching", _PC + "test_ref_union_caching", _NEW)
for _n, _u in (("union", True), ("plain", False)):
    _port(f"smem_aliased_refs_collision_{_n}", _PC + "test_smem_aliased_refs_collision", _NEW,
          "inputs_smem_aliased_refs_collision", params=f"use_ref_union={_u}",
          reference="reference_smem_aliased_refs_collision")
for _n in ("bfloat16", "float16", "float8_e4m3fn", "float8_e5m2", "int8", "int4"):
    _port(f"mma_{_n}", _PC + "test_mma", _NEW, f"inputs_mma_{_n}", params=f"dtype={_n}",
          **({} if _n.startswith("int") else {"rtol": 1e-2, "atol": 1e-2}))
# -- SMEM ref unions and nd_loop (ported/aliasing_and_loops.py) ---------------------------------------
_port("smem_aliasing_works_basic", _PC + "test_smem_aliasing_works_basic", "aliasing_and_loops.py",
      "inputs_smem_aliasing_works_basic")
_port("loading_from_ref_union_works", _PC + "test_loading_from_ref_union_works", "aliasing_and_loops.py",
      "inputs_loading_from_ref_union_works")
_port("smem_aliasing_distinct_transforms",
      _PC + "test_smem_aliasing_refunions_in_wg_semantics_can_have_distinct_transforms", "aliasing_and_loops.py",
      "inputs_smem_aliasing_works_basic", reference="reference_smem_aliasing_works_basic", semantics=WARPGROUP)
_port("smem_aliasing_subbyte", _PC + "test_smem_aliasing_works_with_subbyte_dtypes", "aliasing_and_loops.py",
      "inputs_smem_aliasing_subbyte")
_port("smem_aliasing_quantization", _PC + "test_smem_aliasing_works_for_quantization", "aliasing_and_loops.py",
      "inputs_smem_aliasing_quantization", params="uint4 drawn in [0, 4) by numpy (seed 42), not jax.random (key 42)")
for _s in (1, 2):
    for _d in ("", "_dynamic"):
        _port(f"nd_loop_with_carry_{_s}{_d}", _PC + "test_nd_loop_with_carry", "aliasing_and_loops.py",
              f"inputs_sm_steps_{_s}", params=f"sm_steps={_s}, dynamic_sm_steps={bool(_d)}")
for _s, _t, _d in ((2, None, ""), (2, 2, ""), (3, 1, "_dynamic")):
    _port(f"nd_loop_{_s}_tiling{_t}{_d}", _PC + "test_nd_loop", "aliasing_and_loops.py", f"inputs_sm_steps_{_s}",
          params=f"sm_steps={_s}, tiling={_t}, dynamic_sm_steps={bool(_d)}")
for _n in ("s8", "u8"):
    for _t in ("", "_lhs_tmem"):
        _port(f"integer_matmul_{_n}{_t}", _TC + "test_integer_matmul", "tcgen05.py", f"inputs_integer_matmul_{_n}{_t}",
              params=f"m=128, n=128, swizzle=64, dtype={_n}, lhs_tmem={bool(_t)}", **_SM100)
_port("matmul_alignment", _TC + "test_matmul_alignment", "tcgen05.py", "inputs_f16_two_128x128",
      reference="reference_matmul", rtol=1e-3, **_SM100)
for _n, _p in (("1_of_2", "barrier_index=(1,), num_barriers=2"), ("0_1_of_1x2", "barrier_index=(0, 1), num_barriers=(1, 2)")):
    _port(f"mma_barrier_indexing_{_n}", _TC + "test_mma_barrier_indexing", "tcgen05.py", "inputs_f16_two_128x128",
          params=_p, reference="reference_matmul", rtol=1e-3, **_SM100)
_port("copy_gmem_to_smem_replicated", _TC + "test_copy_gmem_to_smem_replicated", "tcgen05.py", "inputs_f32_64x64",
      reference="reference_identity", **_SM100)
for _w in ("", "_warp"):
    for _q in ("", "_squeezed"):
        _port(f"copy_gmem_to_smem_partitioned{_w}{_q}", _TC + "test_copy_gmem_to_smem_partitioned", "tcgen05.py",
              "inputs_f32_1x128x128_128x128" if _q else "inputs_f32_two_128x128",
              params=f"warp_level={bool(_w)}, squeezed_index={bool(_q)}", reference="reference_copy_gmem_to_smem_partitioned", **_SM100)
_port("pipelined_realistic_matmul", "PipelineSm90ATest.test_realistic_matmul", "wgmma.py",
      "inputs_pipelined_realistic_matmul", params="grid_m 2 of jax's 132; jax compares with its GPU matmul, we with "
      "numpy's within 1e-3", reference="reference_matmul", rtol=1e-3)
_port("stage6", "ExamplesSm90ATest.test_stage6", "examples.py", "inputs_stage6", rtol=2e-3)
# -- inline_mgpu (ported/inline_mgpu.py) --------------------------------------------------------------
for _n in ("wgmma", "wgmma_upcast_2x", "wgmma_upcast_4x", "tcgen05"):
    _port(f"inline_mgpu_layout_args_{_n}", _PC + "test_inline_mgpu_layout_args", "inline_mgpu.py",
          "inputs_inline_mgpu_layout_args", params=f"layout={_n.upper()}", reference="reference_inline_mgpu_layout_args")
_port("inline_mgpu_scalar_args", _PC + "test_inline_mgpu_scalar_args", "inline_mgpu.py",
      reference="reference_forty_two")
_port("squeeze_to_scalar", _PC + "test_squeeze_to_scalar", "inline_mgpu.py", reference="reference_forty_two")
for _n, _t in (("bf16", "bfloat16"), ("i16", "int16"), ("u16", "uint16")):
    _port(f"inline_mgpu_{_n}", _PC + "test_inline_mgpu", "inline_mgpu.py", f"inputs_inline_mgpu_{_n}",
          params=f"jnp_type=jnp.{_t}", reference="reference_inline_mgpu")
_port("cond_constant_output", _PC + "test_cond_constant_output", "inline_mgpu.py", "inputs_cond_constant_output")
for _n in ("256x256x256_s128_f16", "256x256x256_s128_f16_lhs_tmem", "128x64x128_s32_bf16"):
    _port(f"simple_collective_matmul_{_n}", _TC + "test_simple_collective_matmul", "tcgen05.py",
          f"inputs_simple_collective_matmul_{_n}", params=f"m_n_k, swizzle, dtype, lhs_tmem = {_n}",
          reference="reference_matmul", rtol=1e-3, **_SM100)
# -- block-scaled tcgen05 matmuls (ported/scaled_matmul.py), captured for sm_100 ------------------------
for _n in ("n128_e5m2", "n128_e4m3", "n128_e2m1", "n256_e5m2", "n256_e4m3", "n256_e2m1"):
    _port(f"simple_scaled_matmul_{_n}", _TC + "test_simple_scaled_matmul", "scaled_matmul.py",
          f"inputs_simple_scaled_matmul_{_n}", params=f"m=128, n, dtype = {_n}", rtol=1e-3, **_SM100)
# (jax's kernel races: the leader's tcgen05.cp reads y's scales in the peer CTA, whose TMA nobody waits for;
# mgpu refuses it so in every stage: docs/design/jax_tests_untracked_multicast_race.md, and FIXED below)
for _n in ("n128_e8m0", "n128_e4m3", "n256_e8m0", "n256_e4m3"):
    _port(f"collective_scaled_matmul_{_n}", _TC + "test_collective_scaled_matmul", "scaled_matmul.py",
          f"inputs_collective_scaled_matmul_{_n}", params=f"m=256, n, scale dtype = {_n}", rtol=1e-3, **_SM100)
for _n in (64, 128, 192, 256):
    _port(f"collective_scaled_matmul_m128_n{_n}", _TC + "test_collective_scaled_matmul_m128", "scaled_matmul.py",
          f"inputs_collective_scaled_matmul_m128_n{_n}", params=f"n={_n}", atol=2e-4, rtol=5e-6, **_SM100)
# -- what kernels print (ported/prints.py): checked on the printed text, by print_checks.py's printed_<case> --
for _cid, _jax, _inputs, _lowering, _arch in (
        ("print", _PC + "test_print", "inputs_print", False, (9, 0)),
        ("print_wgmma_tiled_layout", _PC + "test_print_wgmma_tiled_layout", "inputs_print_wgmma_tiled_layout", False,
         (9, 0)),
        ("print_scalar", _PC + "test_print_scalar", "inputs_print_scalar", False, (9, 0)),
        ("print_scalar_array", _PC + "test_print_scalar_array", "inputs_print_scalar", False, (9, 0)),
        ("print_array", _PC + "test_print_array", "inputs_print_array", False, (9, 0)),
        ("print_layout", _PC + "test_print_layout", "inputs_print_layout", True, (9, 0)),
        ("debug_print", _WP + "test_debug_print", None, False, (9, 0)),
        ("cluster", _CM + "test_cluster", None, False, (9, 0))):
    PORTED.append(Case(_cid, _jax, "", "prints.py", "print_" if _cid == "print" else _cid, None, _inputs, arch=_arch,
                       printed=f"print_checks.py:printed_{_cid}", printed_while_lowering=_lowering))
# (test_print_layout_tmem: jax-v0.10.2's prints a slice of a TMEM ref, jax-v0.11.0's the whole ref, the slice moved to
# test_print_layout_tmem_with_transform)
for _cid, _file in (("print_layout_tmem", "jax_tests.txt"), ("print_layout_tmem_v0_11", "jax_tests-v0.11.0.txt")):
    PORTED.append(Case(_cid, _TC + "test_print_layout_tmem", "", "prints.py", _cid, None, printed_while_lowering=True,
                       printed="print_checks.py:printed_print_layout_tmem", test_file=_file, **_SM100))
_port("cond", _PC + "test_cond", "prints.py", "inputs_cond", printed="print_checks.py:printed_cond")  # (writes zeros too)
# (jax-v0.11.0's; test_tmem_aliased_refs_collision is PallasCallTest's, for any GPU, but only lowers: its TMEM
# refs are captured for sm_100 as the others)
for _cid, _jax, _params, _check in (
        ("print_layout_tmem_with_transform", _TC + "test_print_layout_tmem_with_transform", "", "print_layout_tmem"),
        ("print_layout_tmem_with_transforms", _TC + "test_print_layout_tmem_with_transforms", "", "tmem_packings"),
        ("tmem_aliased_refs_collision_union", _PC + "test_tmem_aliased_refs_collision", "use_ref_union=True",
         "tmem_packings"),
        ("tmem_aliased_refs_collision_plain", _PC + "test_tmem_aliased_refs_collision", "use_ref_union=False",
         "tmem_packings")):
    PORTED.append(Case(_cid, _jax, _params, "prints.py", _cid, None, printed=f"print_checks.py:printed_{_check}",
                       printed_while_lowering=True, **_SM100))

# -- jax's test kernels with their race fixed ------------------------------------------------------------
# Not jax's tests, so in no release's suite (`cases`): a kernel of a ported test on which mgpu reports a race,
# changed as the design note that proves the race says, so that every stage runs to its test's reference.
# report.py --fixed runs them; sample/ holds some, which the default tests run.
FIXED: list[Case] = []
FIXED_FROM: dict[str, str] = {}  # a fixed variant's id -> the id of the ported case it fixes


def _fixed(cid: str, of: str, **kw) -> None:
    """The fixed variant `cid` of the ported case `of` (its test, inputs, reference, semantics, arch)."""
    case = next(c for c in PORTED if c.id == of)
    FIXED.append(replace(case, id=cid, kernel=cid, params=f"{case.params}; fixed".lstrip("; "), **kw))
    FIXED_FROM[cid] = of


# docs/design/jax_tests_uncommitted_smem_race.md: stores an async-proxy read follows without plgpu.commit_smem()
for _of in ("get_swap_tiled_1x32", "get_swap_untransformed", "get_swap_swizzle", "warp_specialized_smem_slice",
            "warp_specialized_tmem_slice", "no_output", "async_copy_sparse_metadata_smem_to_tmem_warp_semantics"):
    _fixed(f"{_of}_committed", _of)
# docs/design/jax_tests_racing_equal_stores.md: two warpgroups store and copy out the same SMEM
_fixed("carry_accumulate_one_store", "carry_accumulate")
# docs/design/jax_tests_untracked_multicast_race.md: the peer's multicast scales read before they land
for _n in ("n128_e8m0", "n256_e4m3"):
    _fixed(f"collective_scaled_matmul_{_n}_tracked", f"collective_scaled_matmul_{_n}")
# docs/design/jax_tests_cluster_ref_read_exit_race.md: the peer's scratch read with no cluster barrier after it
for _a in ("x", "y"):
    _fixed(f"cluster_ref_read_{_a}_closed", f"cluster_ref_read_{_a}")
