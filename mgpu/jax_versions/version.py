"""What mgpu knows of one jax release, as a value (one ``JaxVersion`` a release, in ``v*.py`` beside this).

A tool reads a module as the IR of one jax release: its ``mosaic_gpu`` ops are that release's op classes
(``make_context(jax=...)`` registers them), mgpu-capture hooks into that release's functions, and the census
of what it can emit is its own file. docs/design/jax_versions.md says how to add a release.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from xdsl.ir import Dialect, Operation

from mgpu.dialect.release_syntax import Spelling


@dataclass(frozen=True)
class CaptureHooks:
    """The jax functions mgpu-capture wraps, each ``"module:attribute"``: where jax asks the device for its
    compute capability (a CPU has none), where Pallas lowers a kernel to a Mosaic GPU module (the lowering
    semantics is forced there), where layout inference is looked up (its input and output are stages), and
    where the launch context makes a TMA descriptor (mgpu/capture/tma_record.py)."""

    infer_arch: str
    lower_kernel: str
    infer_layout: tuple[str, ...]
    # the same in every supported release (launch_context.py:815 at jax-v0.10.2, :849 at 0.12.0.1)
    tma_descriptor: str = "jax.experimental.mosaic.gpu.launch_context:LaunchContext._get_tma_desc"


@dataclass(frozen=True, eq=False)  # one value a release: compared and hashed by identity
class JaxVersion:
    """One supported jax release."""

    name: str                                       # "0.12.0.1", as pip and jax.__version__ spell it
    python: tuple[int, int]                         # the oldest Python its wheels install on
    mosaic_gpu_ops: tuple[type[Operation], ...]     # its mosaic_gpu dialect, as mgpu reads it
    capture: CaptureHooks
    # The PyPI package of the Mosaic GPU bindings mgpu-capture imports (jax/_src/lib/mosaic_gpu.py: jaxlib has none,
    # jax takes the CUDA 12 plugin's or the CUDA 13 one's ``_mosaic_gpu_ext``); installed with --no-deps, no GPU needed
    mosaic_gpu_plugin: str = "jax-cuda12-plugin"
    # Ops of this release whose signature mgpu does not read yet: op name -> what changed. They are
    # registered as refusals (mgpu.jax_versions.unread), never read with another release's signature.
    unread: dict[str, str] = field(default_factory=dict)
    # How the MLIR of this release writes what another release's writes differently: the upstream
    # dialects (``#gpu.dim<x>``) and the formats MLIR generates for jaxlib's ops (``<prop = value>``);
    # its op classes declare their own (``SPELLINGS``, see ``spellings``).
    mlir_spellings: tuple[Spelling, ...] = ()
    # Ops a later release's layout inference has a rule for and this release's has not: jax refuses them
    # ("No layout inference rule defined for arith.negf"), and so does mgpu-infer-layout on its modules.
    without_inference_rule: tuple[type[Operation], ...] = ()
    # ``mosaic_gpu.mma``'s layouts spread the four warps over rows and columns by the accumulator's shape
    # (``mgpu.layouts.mma_layouts_for_shape``), not the four along M of jax 0.10.2 (``mma_layouts``)
    mma_layouts_by_shape: bool = False
    # Its inference's SMEM transforms carry their swizzle apart from the tile: a with_transforms tile given
    # alone is unswizzled, a swizzle given with it is kept whichever divides the tile's minor dim (64 bytes of a
    # 128-byte row), and no swizzle is written where there is none; jax 0.10.2 derives the swizzle from the tile,
    # refuses another given, and writes it always (``SmemTransforms``)
    smem_swizzle_apart: bool = False
    # Where no layout fits, its inference names the index of a TMA copy whose divisibility by the SMEM tiling it
    # cannot prove (jax's _check_unsatisfiable_divisibility_constraints, pl.multiple_of); jax 0.10.2 names nothing
    names_unproved_index: bool = False
    # Where no layout fits, its inference names the first constraint (in its rules' order) that its system, reduced
    # until a pass finds it unsatisfiable, breaks: an SMEM <-> registers transfer, a relayout, two equal register
    # layouts (try_raise_constraint_specific_error; mgpu.passes.infer_layout.broken_constraint); 0.10.2 and 0.11.2
    # name none
    names_broken_constraint: bool = False
    # Its fragmented_array.TiledLayout (and tcgen05.TMEMLayout) has an ``unreduced_operation`` field, which the
    # layout's str writes last (``..., vector_dim=-1, unreduced_operation=None)``) in jax's messages and print_layout
    # (mgpu.layouts.jax_names.jax_str); 0.10.2's and 0.11.2's have none
    tiled_layout_unreduced_field: bool = False
    # Its rules refuse an MMA operand in SMEM that no MMA tiling divides, naming the last tiling tried (jax's
    # mma_tiling_constraint); jax 0.10.2's find no layout
    names_untileable_mma_operand: bool = False
    # Its with_transforms takes a swizzle without a tile: the untiled ref is swizzled as one tile (its vector
    # transfers tile it by its shape, its TMA copies are swizzled); jax 0.10.2 refuses it ("Unsupported transforms")
    smem_swizzle_without_tile: bool = False
    # Its SMEM <-> register transfers of a tiled value are FragmentedArray.transfer_tiled's with ldmatrix / stmatrix
    # tried first (mgpu.layouts.tiled_transfer): its inference asks whether the first step of one of the two is not
    # refused (constraints.py:684-740 at 0.11.2), its lowering refuses where both are; jax 0.10.2's inference plans
    # them with plan_tiled_transfer alone and takes a transposed ref in a transposed layout whatever the plan
    # (constraints.py:665-725 at jax-v0.10.2)
    smem_transfers_txmatrix: bool = False
    # A vector_load / vector_store with no ``optimized`` attribute is an optimized one, of SMEM and GMEM alike:
    # inference does not downgrade a store to an untiled ref, and the lowering does not retry a refused plan
    # unoptimized (layout_inference.py:797, :843, dialect_lowering.py:439, :524 at 0.12.0.1); jax 0.10.2 and 0.11.2
    # try an SMEM transfer optimized and retry it unoptimized (_retry_on_failure, dialect_lowering.py:401 at 0.11.2),
    # and move a GMEM one unoptimized (dialect_lowering.py:458, :550 at 0.11.2 and :464, :558 at jax-v0.10.2)
    transfers_optimized_by_default: bool = False
    # Its inference raises NotImplementedError where a SMEM ref is given an empty tile or is not contiguous (a
    # stride of its minor dim that is not 1), whatever the transforms (jax's _is_valid_smem_layout_assignment);
    # jax 0.10.2 checks neither (an empty tile fails in its _compute_swizzle; a strided ref is inferred)
    smem_assignment_raises: bool = False
    # jax's FragmentedArray.reduce combines a thread's registers into this many partial accumulators, in turn,
    # before the vector's elements and the lanes: (reduction, float element?) -> its default ``acc_ilp``;
    # missing: one accumulator (registers in order, as jax 0.10.2 always does).
    reduce_acc_ilp: dict[tuple[str, bool], int] = field(default_factory=dict)
    # Whether jax's lowering of vector.multi_reduction / vector.reduction reads the op's ``acc_ilp`` attribute
    # in place of that default.
    reads_acc_ilp: bool = False
    # Whether jax's lowering of those ops takes <mul> (a product) besides add, max and min.
    reduces_products: bool = False
    # Its optimization_barrier passes a scalar operand through (a splat) and refuses other non-vectors, in words
    # that name the operand's type (dialect_lowering.py:321 at 0.11.2); jax 0.10.2 refuses every non-vector operand
    # (:331 at 0.10.2)
    optimization_barrier_scalars: bool = False
    # Its memref.subview lowering slices a transposed ref (strides not decreasing); jax 0.10.2 refuses it
    # (dialect_lowering.py:1878 at 0.10.2)
    subviews_transposed_refs: bool = False
    # Its async_store_smem counts the stored value in bytes, refusing a count 128 threads cannot share
    # (dialect_lowering.py:587 at 0.12.0.1); 0.10.2 and 0.11.2 count bits (:625 at 0.10.2, :618 at 0.11.2)
    stored_bytes_in_bytes: bool = False
    # Its FragmentedArray.__getitem__ takes integer indices of untiled dims, and its vector.extract indexes the
    # source by its position (fragmented_array.py:2340, dialect_lowering.py:768 at 0.12.0.1); jax 0.10.2 slices it
    # and refuses any integer index (fragmented_array.py:2028, dialect_lowering.py:792 at 0.10.2)
    indexes_untiled_dims: bool = False
    # The math ops its Warpgroup lowering computes approximately when their fastmath is exactly <afn> (jax's
    # _unary_op_lowering_rule passes approx=True, the FragmentedArray method uses approximate PTX): op name ->
    # (the element types it takes, whether its NotImplementedError names the refused type); an op not listed takes
    # any float, or its method takes no approx (mgpu.passes.lowering.approx_checks)
    approx_math: dict[str, tuple[tuple[str, ...], bool]] = field(default_factory=dict)
    # An optimized vector_load / vector_store of a GMEM ref in a tiled layout is planned, refused where it would not
    # coalesce (jax's plan_gmem_transfer, fragmented_array.py:5296-5451 and its call at :4828 at 0.12.0.1;
    # mgpu.passes.lowering.gmem_transfer); 0.10.2 and 0.11.2 refuse it ("Only optimized transfers to SMEM
    # supported", fragmented_array.py:4485 at 0.11.2, :4231 at jax-v0.10.2)
    plans_gmem_transfers: bool = False
    # Its register arithmetic computes an 8-bit integer add / sub / max / min with sm_107f's packed PTX (add.s8x4,
    # ...), refusing it on another arch in its own words (fragmented_array.py:1770, :1809, :2090, :2123 at 0.12.1);
    # 0.12.0.1 and older refuse any 8-bit arithmetic but the bitwise ops (_pointwise's restrict_bitwidth)
    packs_8bit_integer_alu: bool = False
    # Its Warpgroup inference and lowering carry vectors through an scf.if, as through an scf.index_switch (0.12.1:
    # layout_inference.py's rule and dialect_lowering.py:2906-2933 for both, and lax.cond of two branches lowers to
    # scf.if, lowering.py's _cond_lowering_rule); older releases have no inference rule for scf.if and refuse one
    # carrying vectors in their lowering (dialect_lowering.py:2849-2856 at 0.12.0.1)
    if_carries_vectors: bool = False
    # Ops its jaxlib declares with no side-effect-free trait where a later one's are Pure: its canonicalize,cse
    # neither merges two equal ones nor erases an unused one (their trait: mgpu.dialect.release_effects)
    side_effecting_ops: tuple[type[Operation], ...] = ()

    def __str__(self) -> str:
        return self.name

    @property
    def release(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.name.split("."))

    @property
    def census(self) -> str:
        """The census file of what this release's Mosaic GPU can emit, relative to the repository."""
        return f"tests/census/jax-{self.name}.json"

    def install_hint(self) -> str:
        py = f"{self.python[0]}.{self.python[1]}"
        return (f"jax {self.name} needs Python >= {py}: in a Python {py} venv, `pip install jax=={self.name} "
                f"jaxlib=={self.name} absl-py` then `pip install --no-deps {self.mosaic_gpu_plugin}=={self.name}` "
                "(the Mosaic GPU bindings; no GPU needed)")

    @property
    def spellings(self) -> frozenset[Spelling]:
        """Every spelling this release's MLIR writes that another release's does not: ``mlir_spellings``
        and those its mosaic_gpu op classes declare (``SPELLINGS``, beside the class)."""
        return _spellings(self)

    def dialect(self) -> Dialect:
        return _dialect(self)


def replacing(ops: list[type[Operation]] | tuple[type[Operation], ...],
              changed: dict[type[Operation], type[Operation]]) -> tuple[type[Operation], ...]:
    """``ops`` with each class of ``changed`` replaced by its new class (a release's ops from the last's)."""
    return tuple(changed.get(op, op) for op in ops)


@functools.cache
def _spellings(version: JaxVersion) -> frozenset[Spelling]:
    declared = (s for op in version.mosaic_gpu_ops for s in getattr(op, "SPELLINGS", ()))
    return frozenset((*version.mlir_spellings, *declared))


@functools.cache
def _dialect(version: JaxVersion) -> Dialect:
    from mgpu.dialect.mosaic_gpu.dialect import MOSAIC_GPU_ATTRIBUTES
    from mgpu.jax_versions.unread import unread_op

    refused = [unread_op(name, version.name, change) for name, change in version.unread.items()]
    ops = [op for op in version.mosaic_gpu_ops if op.name not in version.unread]
    return Dialect("mosaic_gpu", [*ops, *refused], MOSAIC_GPU_ATTRIBUTES)
