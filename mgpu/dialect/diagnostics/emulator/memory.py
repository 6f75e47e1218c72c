"""What the emulator says of memory accesses: addresses and their spaces, bounds, atomics, remote shared memory,
the memory PTX of inline asm and non-bulk asynchronous copies."""

from __future__ import annotations


# ---- addresses, spaces and bounds of every access (memory.py) ----

UNSUPPORTED_ADDRESS_SPACE = "access to unsupported address space {space}"
ADDRESS_OUTSIDE_BUFFERS = "out-of-bounds access: address {addr:#x} is not inside any buffer"
WRITE_TO_READ_ONLY = "write to read-only memory ({a_name})"
SMEM_ACCESS_IN_HOST_CODE = "shared memory access in host code: there is no CTA outside a gpu.launch body"
ACCESS_OUT_OF_BOUNDS = "out-of-bounds access: {nbytes} bytes at byte offset {addr} of {a_name} ({size} bytes)"
SMEM_OUT_OF_BOUNDS = ("out-of-bounds shared memory access: {nbytes} bytes at offset {bad} (dynamic shared memory "
                      "is {size} bytes)")
ACCESS_SPANS_CTAS = "one access touches the shared memory of several CTAs (not supported)"
CLUSTER_RANK_OUT_OF_RANGE = "cluster shared memory access to CTA rank {r0}, but the cluster has {n_ctas} CTAs"
CLUSTER_SMEM_OUT_OF_BOUNDS = ("out-of-bounds cluster shared memory access: {nbytes} bytes at offset {hi} of CTA "
                              "rank {r0} ({size} bytes)")
ACCESS_END_OUT_OF_BOUNDS = "out-of-bounds access: {nbytes} bytes at byte offset {hi} of {a_name} ({size} bytes)"

# ---- atomic reductions (atomics.py) ----

UNSUPPORTED_REDUCTION_TYPE = "unsupported reduction type .{typ}"
REDUCTION_NOT_DEFINED = "reduction .{op} is not defined for .{typ}"
UNSUPPORTED_REDUCTION_OPERATION = "unsupported reduction operation .{op}"
RED_MISALIGNED = "misaligned access: red.{op}.{typ} at offset {bad} is not {eb}-byte aligned"
RED_OUT_OF_BOUNDS = "out-of-bounds access: red.{op}.{typ} at offset {max} (memory is {size} bytes)"

# ---- shared-memory swizzle (swizzle.py) ----

SWIZZLE_INVALID = "swizzle must be one of 16 (none), 32, 64, 128 bytes, got {swizzle}"

# ---- element addresses and getelementptr (handlers/addressing.py) ----

DYNAMIC_STRUCT_INDEX = "dynamic struct index in getelementptr"

# ---- remote shared memory: st.async, red.async, mapa (handlers/remote_smem.py) ----

MAPA_FORM_UNSUPPORTED = "the emulator supports mapa writing the asm's one output, unpredicated, not \"{ins_text}\""
MAPA_32_BIT_UNSUPPORTED = ("mapa into a 32-bit {type} is not supported: the emulator's cluster addresses (rank << "
                           "{cluster_shift} | offset) need 64 bits (mapa.shared::cluster.u64, an !llvm.ptr "
                           "result, or a block that uses the address at once)")
ASYNC_STORE_SEVERAL_CTAS = "st.async/red.async threads target different CTAs in one instruction"
ASYNC_STORE_RANK_OUT_OF_RANGE = "st.async/red.async to CTA rank {r0}, but the cluster has {n_ctas} CTAs"
REGISTER_SIZE_MISMATCH = "register of {nbytes} bytes for a {eb}-byte access"
ST_ASYNC_VECTOR_UNSUPPORTED = "st.async with .v2/.v4 vectors is not supported"
ST_ASYNC_MISALIGNED = "st.async: misaligned {eb}-byte store at SMEM offset {offset}"
ST_ASYNC_OUT_OF_BOUNDS = ("st.async: store at offset {hi} is outside the target CTA's shared memory ({size} "
                          "bytes)")
RED_ASYNC_OWN_CTA = ("{loc}: warning: red.async targets the executing CTA's own shared memory; PTX ISA 9.1 "
                     "§9.7.13.7 requires a different CTA of the cluster (undefined behaviour on hardware; "
                     "emulated as a plain atomic)")

# ---- ld, st, atom and red in inline PTX (handlers/ptx_memory.py) ----

PEER_SMEM_UNSUPPORTED = ("{opcode} on a peer CTA's shared memory (.shared::cluster) is not supported (global and "
                         ".shared::cta addresses): {ins_text!r}")
MODIFIER_UNSUPPORTED = "{opcode}.{extra} is not supported: {ins_text!r}"
TYPE_UNSUPPORTED = "{opcode} of {type} is not supported (8- to 64-bit scalars): {ins_text!r}"
LOAD_OUTPUTS_ONLY = "{ins_text!r}: a load writes outputs ($N) only"
ATOMIC_MISALIGNED = "misaligned access: a {nb}-byte atomic at address {addr:#x}"
ATOM_FORM_UNSUPPORTED = "unsupported atom form: {ins_text!r}"
ATOM_UNSUPPORTED = "atom.{op}.{t} is not supported: {ins_text!r}"
RED_FORM_UNSUPPORTED = "unsupported red form: {ins_text!r}"
RED_UNSUPPORTED = "red.{op}.{t} is not supported: {ins_text!r}"
SPECIAL_REGISTER_UNSUPPORTED = "{what} {r_name} is not supported (a special register or block-local register)"

# ---- multimem (NVSHMEM) (handlers/multimem.py) ----

MULTIMEM_UNSUPPORTED = ("the PTX instruction '{opcode}' acts on a multicast object across several devices "
                        "(NVSHMEM multimem); mgpu emulates one device and does not run it")

# ---- cp.async and its commit groups (handlers/cp_async.py) ----

CP_ASYNC_ARRIVE_NOINC = ("nvvm.cp.async.mbarrier.arrive with noinc = true is not supported (jax writes it "
                         "without)")
CP_ASYNC_ARRIVE_POINTER = "nvvm.cp.async.mbarrier.arrive on a {type} barrier is not supported (an !llvm.ptr<3>)"
CP_ASYNC_OUT_OF_BOUNDS = "cp.async writes shared memory [{d:#x}, {d2:#x}) outside the CTA's {size} bytes"
CP_ASYNC_ARRIVE_DIFFERENT_BARRIERS = ("nvvm.cp.async.mbarrier.arrive: the threads of a warpgroup name different "
                                      "mbarriers ({items}); the emulator tracks a warpgroup's copies together")

# ---- an SMEM access past the ref it goes through (ref_bounds.py): jax's words for a static index or slice
# (jax/experimental/mosaic/gpu/utils.py:1118, 1142 at jax-v0.12.0.1), then what a dynamic one does here ----

INDEX_OUT_OF_BOUNDS = ("Index {index} along axis {axis} is out of bounds for shape {shape}: the access reaches past its "
                       "shared-memory ref, into whatever is next to it in shared memory")
SLICE_OUT_OF_BOUNDS = ("this access goes through a slice past its shared-memory ref: Slice {slice} along axis {axis} is "
                       "out of bounds for shape {shape} (the memref.subview at {where}), so it reaches whatever is "
                       "next to the ref in shared memory")
