"""What the emulator says of the tensor cores: wgmma and its shared-memory descriptors, tcgen05 and Tensor Memory,
mma.sync, ldmatrix / stmatrix."""

from __future__ import annotations


# ---- wgmma and the shared-memory matrix descriptors (wgmma.py) ----

OPERAND_NO_VALUE = "{what} has no value"
MMA_OPERAND_NOT_UNIFORM = "{what} differs between the threads of a warp-collective MMA"
DESCRIPTOR_BASE_OFFSET = "matrix descriptors with a non-zero base offset ({base_offset}) are not supported"
OPERAND_OUTSIDE_SMEM = ("out-of-bounds shared memory access: MMA operand at 0x{start:x} reaches offset {hi} "
                        "(shared memory is {size} bytes)")
OPERAND_MISALIGNED = "misaligned MMA operand"
WGMMA_TRANSPOSED_8_BIT = ("a wgmma of .{atype} inputs with a transposed operand (only 16-bit inputs may be "
                          "MN-major)")
TCGEN05_SWIZZLE_MODE = "unsupported tcgen05 descriptor swizzle mode {code}"
K_MAJOR_OVER_SWIZZLE = "a K-major operand with K = {k} ({k2} bytes) does not fit the {s}-byte swizzle"

# ---- mma.sync (mma_sync.py) ----

MMA_SYNC_TYPES = ("mma.sync.aligned.{shape}.row.col.{dtype}.{atype}.{btype}.{ctype} is not supported (m16n8k16 "
                  "f32.{{f16,bf16}}, m16n8k32 f32.{{e4m3,e5m2}}, m16n8k32 s32.{{s8,u8}} and m16n8k64 s32.{{s4,u4}} "
                  "are)")

# ---- wgmma and tcgen05 instructions, Tensor Memory (handlers/tensorcore.py) ----

WARPGROUP_PARTIAL = "{what} must be executed by all {warpgroup_size} threads of a warpgroup{why}"
PTX_FORM_OPERANDS = "unsupported {opcode} form (unpredicated, {nops} operands): {ins_text!r}"
PTX_TCGEN05_ALLOC_FORM = "tcgen05.alloc writes its address to [dst]: {ins_text!r}"
TCGEN05_EXCLUSIVE = ("{opcode}.exclusive is not supported: an exclusive TMEM allocation (PTX ISA 9.4, of sm_107f: "
                     "more than {columns} columns, the CTA's only allocation) is not the emulated Blackwell SM's "
                     "(sm_100a, {columns} columns); allocate at most {columns} columns, which jax does without "
                     ".exclusive: {ins_text!r}")
COMMIT_BARRIER_TYPE = "'{intrin}' takes an !llvm.ptr<3> barrier{mask}; got ({map})"
PTX_FORM_UNSUPPORTED = "unsupported {opcode} form: {ins_text!r}"
NOT_UNIFORM_IN_WARPGROUP = "{what} differs between the threads of the warpgroup"
WGMMA_M_UNSUPPORTED = "wgmma with m = {get} is not supported"
WGMMA_A_REGISTERS = "wgmma with A in {n_items} registers is not supported (4 a K step)"
WGMMA_OPERAND_COUNT = "wgmma{kind} with {n_ops} operands: expected d, a, b, scale-d{items}"
TCGEN05_CP_DECOMPRESSION = ("tcgen05.cp with the source format {data} (decompression) is not supported: the "
                            "emulator copies 32-bit cells as they are")
PTX_TCGEN05_CP_FORM = ("unsupported tcgen05.cp form (.cta_group::N.<shape>[.<multicast>], no source format): "
                       "{ins_text!r}")
WARP_PARTIAL_CTA = ("{what} must be executed by all {warp_size} threads of a warp (this CTA has {nthreads} "
                    "threads)")
WARP_PARTIAL = "{what} must be executed by all {warp_size} threads of a warp (.sync.aligned), not some of them"
TCGEN05_LD_RED = "tcgen05.ld.red (a TMEM load that also reduces its values) is not emulated: {ins_text!r}"

# ---- mma.sync operands (handlers/mma_sync.py) ----

MMA_SYNC_FORM = ("mma.sync other than mma.sync.aligned.<shape>.row.col.<d>.<a>.<b>.<c> is not supported: "
                 "\"{ins_text}\"")
MMA_SYNC_OPERANDS = ("mma.sync writing its 4 results to the asm's outputs from 4 + 2 + 4 registers, "
                     "unpredicated, is supported, not \"{ins_text}\"")
MMA_SYNC_RESULT_TYPE = "the results of \"{ins_text}\" must be {type}"
MMA_SYNC_PARTIAL_WARP = "mma.sync.aligned must be executed by all {warp_size} threads of each warp"

# ---- ldmatrix and stmatrix (handlers/matrix.py) ----

MATRIX_SHAPE_UNSUPPORTED = ("{what} of shape m{m}n{n}, element type {elttype}, is not supported (the emulator "
                            "runs the m8n8 .b16 forms, with and without .trans, and ldmatrix's m16n16 .trans .b8: "
                            "the forms jax emits)")
MATRIX_POINTER_SPACE = ("{what} through a {type} pointer is not supported (an !llvm.ptr<3> into the CTA's shared "
                        "memory)")
MATRIX_ROW_MISALIGNED = "{what}: a row address ({bad:#x}) is not {row_bytes}-byte aligned"
MATRIX_PARTIAL_WARP = ("{what}: only some lanes of a warp execute it ({size} threads of {size2} warps); every "
                       "lane of the warp must (.sync.aligned)")


# ---- Tensor Memory and tcgen05.mma (tcgen05.py, tcgen05_sparse.py, tcgen05_scaled.py) ----

# Tensor Memory (tcgen05.py): allocation, tcgen05.ld / st / cp
TMEM_SHAPE_UNSUPPORTED = "unsupported tcgen05.ld/st shape .{shape}"
TMEM_NUM_UNSUPPORTED = "unsupported .x{num} for tcgen05 shape .{shape}"
TMEM_STORAGE = "TMEM storage must be uint32 {shape}, got {dtype} {got}"
TMEM_ALLOC_COLUMNS = "tcgen05.alloc of {ncols} columns: must be a power of 2 in [32, 512]"
TMEM_ALLOC_AFTER_RELINQUISH = "tcgen05.alloc after tcgen05.relinquish_alloc_permit"
TMEM_DEALLOC_MISMATCH = ("tcgen05.dealloc of {ncols} columns at TMEM address 0x{taddr:x} does not match an "
                         "allocation (allocated: {allocated})")
TMEM_NOT_FREED = "the kernel exits with TMEM still allocated ({allocated})"
TMEM_COLUMN_RANGE = "{what}: TMEM column {column} is out of range [0, {columns})"
TMEM_COLUMN_NOT_ALLOCATED = "{what}: TMEM column {column} is not allocated (allocated: {allocated})"
TMEM_ST_REGISTERS = "tcgen05.st.{shape}.x{num} needs {need} registers per thread, got {got}"
TMEM_CP_LANE = "tcgen05.cp.{shape} needs a TMEM address at lane 0, got lane {lane}"
TMEM_LANE_QUARTER = "{what}: warp {warp} may access only TMEM lanes {lo}..{hi}, but {but}"
TMEM_REGISTER_WIDTH = "tcgen05 registers must be 32-bit values, got {dtype}"
# tcgen05.mma (tcgen05.py): what the instruction descriptor / kind / shape asks that is not run
TCGEN05_KIND_UNSUPPORTED = ("tcgen05.mma.kind::{kind} is not supported (only kind::f16, kind::f8f6f4 with E4M3 / E5M2 "
                            "operands, and kind::i8)")
TCGEN05_TYPES_UNSUPPORTED = "unsupported tcgen05.mma kind::{kind} types in instruction descriptor 0x{idesc:08x}"
TCGEN05_SPARSE_MISMATCH = ("tcgen05.mma{sp} with instruction descriptor 0x{idesc:08x}, whose sparsity bit (2) is {bit}: "
                           "the .sp qualifier and the descriptor must agree")
TCGEN05_NEGATE_INTEGER = "tcgen05.mma.kind::i8 with a negate bit set in instruction descriptor 0x{idesc:08x} is invalid"
TCGEN05_MIXED_TYPES = "tcgen05.mma.kind::{kind} with different A ({atype}) and B ({btype}) types is not supported"
TCGEN05_M_UNSUPPORTED = "tcgen05.mma.cta_group::{group} with M = {m} is not supported (only M = {supported})"
TCGEN05_N_INVALID = "tcgen05.mma with N = {n} is invalid for M = {m}"
TCGEN05_D_LANE = "tcgen05.mma with M = {m} needs D at TMEM lane {lanes}, got lane {lane}"
TCGEN05_A_TMEM_ROWS = ("tcgen05.mma with A in Tensor Memory and {rows} rows of A per CTA is not supported (only 128, "
                       "in lanes 0..127)")
TCGEN05_A_TMEM_LANE = "tcgen05.mma with M = 128 needs A at TMEM lane 0, got lane {lane}"
TCGEN05_A_TMEM_TRANSPOSED = ("tcgen05.mma with A in Tensor Memory and the transpose-A bit set is not supported "
                             "(A in TMEM is K-major)")
TCGEN05_CTA_PAIR = "a .cta_group::2 tcgen05 op needs a CTA pair, but the cluster has {n} CTA(s)"
# sparse tcgen05.mma (tcgen05_sparse.py)
TCGEN05_SPARSE_M = ("tcgen05.mma.sp with {rows} rows of A per CTA is not supported (only 128, the sparse metadata "
                    "layout of M = 128 / 256 in lanes 0..127)")
TCGEN05_SPARSE_META_LANE = "tcgen05.mma.sp needs the sparse metadata at TMEM lane 0, got lane {lane}"
TCGEN05_SPARSE_SELECTOR = ("tcgen05.mma.sp.kind::{kind} with sparsity selector {selector} is not supported (only {ok}: "
                           "the metadata columns that jax's tcgen05.py reads)")
TCGEN05_SPARSE_METADATA = ("tcgen05.mma.sp: invalid sparse metadata in row {row} of A, group {group} of {size}: indices "
                           "({i0}, {i1}) must be increasing (one of the six {pattern} patterns)")
# block-scaled tcgen05.mma (tcgen05_scaled.py)
TCGEN05_SPARSE_MXF4_VERSION = ("tcgen05.mma.sp.kind::{kind}.block_scale: instruction descriptor 0x{idesc:08x} sets bit "
                               "12, the sparsity version of jax's sm_107 (4-bit A in groups of four), which is not "
                               "modelled (sm_100's 4:8 pair-wise sparsity: bit 12 is 0)")
TCGEN05_SCALED_FORM = ("tcgen05.mma.kind::{kind}.block_scale{vec} is not supported (only kind::mxf8f6f4 with "
                       ".scale_vec::1X, kind::mxf4 with ::2X, kind::mxf4nvf4 with ::2X or ::4X)")
TCGEN05_SCALED_TYPES = ("tcgen05.mma.kind::{kind}.block_scale: instruction descriptor 0x{idesc:08x} asks for "
                        "{what}, which is not supported (A / B: E4M3 or E5M2 for mxf8f6f4, E2M1 for mxf4 / mxf4nvf4; "
                        "scales: ue8m0, or ue4m3 with .scale_vec::4X)")
TCGEN05_SCALED_ID = ("tcgen05.mma .scale_vec::{vec}: scale factor id {id} of {operand} is invalid (the ISA allows "
                     "{allowed})")
TCGEN05_SCALED_TRANSPOSED = ("tcgen05.mma.kind::{kind}.block_scale with an MN-major {operand} is not supported "
                             "(4-bit operands are K-major)")
TCGEN05_SCALED_A_TMEM = "block-scaled tcgen05.mma with A in Tensor Memory is not supported"
TCGEN05_SCALED_LANE = "block-scaled tcgen05.mma needs the {operand} scale factors at TMEM lane 0, got lane {lane}"
TCGEN05_SCALED_N_SPLIT = ("block-scaled tcgen05.mma with M = {m} over a CTA pair needs N / 2 a multiple of 32 "
                          "(its B scale factors are in 32-row TMEM columns), got N = {n}")
TCGEN05_SCALED_UE4M3_SIGN = ("tcgen05.mma: a ue4m3 scale factor of {operand} has its top bit set (0x{byte:02x}); "
                             "the ISA defines ue4m3 as unsigned, and what the tensor core makes of that bit is not modelled")

# ---- register races of wgmma (register_hazards.py) ----

REGISTER_READ_BEFORE_WGMMA_WAIT = ("race: {what} registers that the wgmma{wgmma} may still be writing: no "
                                   "wgmma.wait_group covers its group before this read (PTX ISA 9.1 §9.7.15.7.3, "
                                   "wgmma.wait_group)")
REGISTER_WRITTEN_AFTER_WGMMA_FENCE = ("race: this wgmma reads registers that '{writer}'{where} wrote with no wgmma.fence "
                                      "between the two (PTX ISA 9.1 §9.7.15.7.1, wgmma.fence: a register written "
                                      "before a wgmma reads it needs a fence between)")
REGISTER_NOT_PINNED_BEFORE_WGMMA_FENCE = (
    "race: this wgmma reads registers that '{writer}'{where} computes, which no optimization barrier pins before "
    "the last wgmma.fence: LLVM may compute them after that fence (PTX ISA 9.1 §9.7.15.7.1, wgmma.fence; "
    "jax/experimental/mosaic/gpu/wgmma.py:491-499 at jax-v0.10.2 puts the barrier before each fence)")
WGMMA_WITHOUT_FENCE = ("race: this wgmma is its warpgroup's first and no wgmma.fence comes before it (PTX ISA 9.1 "
                       "§9.7.15.7.1, wgmma.fence)")
