"""What the emulator says of a run as a whole: its inputs and outputs, the module's calling convention, the
prepared program, its limits, and the host, control-flow and scalar ops of the kernel (mgpu/emulator/run.py,
program.py, machine.py and the handlers of the func, gpu, scf, llvm, memref and arith dialects)."""

from __future__ import annotations


# ---- the run: inputs, outputs, the payload's calling convention, the step and time limits (run.py) ----

INPUT_SHAPE_MISMATCH = ("input {name} has shape {shape} ({dtype_name}), but the kernel expects shape {shape2} "
                        "({dt_name})")
NOT_POSITIVE_SIZE = "not a positive size: '{text}'"
MODULE_NO_HOST = ("the module has no host function containing a gpu.launch (expected jax's payload form: "
                  "func.func @..(%stream: !llvm.ptr, %buffers: !llvm.ptr))")
KERNEL_ARG_INDEX_RANGE = ("mosaic_gpu.from_kernel_arg_idx = {idx} is not a buffer index: jax numbers a kernel's "
                          "buffers 0, 1, ... and a kernel's parameters hold at most {most} buffer pointers")
TOO_MANY_OUTPUTS = "the kernel has {n_buffers} buffers ({describe_buffers}); it cannot have {n_out} outputs"
UNEXPECTED_INPUT = ("unexpected input {extra}: this kernel takes {n_in} input(s) and {n_buffers} output(s) "
                    "({describe_buffers})")
MISSING_INPUT = ("missing input {missing}: this kernel takes {n_in} input(s) and {n_buffers} output(s) "
                 "({describe_buffers}); give every input (or --outputs K if the kernel has K outputs)")
RUN_EXCEEDED_STEPS = "the run exceeded {max_steps} steps (raise --max-steps if this is expected)"
RACE_REPORTED = "reported, and the run went on ({times} times): {error}"
ALLOCATION_NEGATIVE_SIZE = "allocation of a negative size ({nbytes} bytes) for {name}"
ALLOCATION_OVER_MAX_MEMORY = ("allocating {size} for {name} would take the run's memory to {size2}, more than "
                              "--max-memory {size3}")
INPUT_RAW_VOID_UNTYPED = "input {name} has a raw void dtype and the kernel does not say its type"
NOT_A_SIZE = "not a size: '{text}' (e.g. 4G, 512M, 1000000)"
BAD_LAUNCH_CONFIGURATION = "bad launch configuration grid={grid} block={block} cluster={cluster}"
CTA_TOO_MANY_THREADS = "a CTA of {prod} threads {block}: at most {max_threads_per_cta} threads per CTA"
DYNAMIC_SMEM_TOO_LARGE = "dynamic shared memory of {smem} bytes: an SM has at most {smem_per_sm} (227 KiB)"
HOST_ARGUMENT_DYNAMIC = "host argument {i} has a dynamic shape ({type}); give static shapes"
ALIASED_OUTPUT_MISSING = "out{r} aliases in{k}, but the kernel has {n_out} output(s) ({describe_buffers})"
ALIAS_MISMATCH = ("out{r} ({describe}) cannot be in{k}'s buffer ({describe2}): an alias has the shape and dtype "
                  "of its input")
SUB_BYTE_BUFFER_UNPACKABLE = ("buffer {name} ({describe}) holds {prod} {bits}-bit elements, which XLA packs {per} "
                              "a byte with the last byte partly used: not supported")
KERNEL_OVER_MAX_MEMORY = "the kernel needs {size} ({how}), more than --max-memory {size2}; nothing was run"
GRID_RACES_NOT_CHECKED = ("races between the CTAs of the launch at {where} were not checked from the point their "
                          "records (a tag per GMEM byte accessed, {size}) would have passed --max-memory ({limit}); "
                          "raise --max-memory to check them all")
INPUT_BUFFER_UNUSED = "input buffer {i} is never used by the kernel; give it with --input"
HOST_CODE_BLOCKED = "the host code blocked (host-side waits are not supported)"
INPUT_DTYPE_MISMATCH = ("input {name} has dtype {dtype_name} (shape {shape}), but the kernel expects {dt_name} "
                        "(shape {shape2}){hint}")
OUTPUT_BUFFER_UNUSED = "output buffer {i} is never used by the kernel; cannot infer its type"

# ---- preparing the module: handlers, operands, types (program.py) ----

CANNOT_READ = "cannot read {name} = {a}"
REGIONS_SEVERAL_BLOCKS = "regions with several blocks (unstructured control flow) are not supported"
NO_RULE_FOR_OP = "the emulator has no rule for '{name}'{hint}"

# ---- an instruction the kernel's target lacks (target_check.py; the table: mgpu/arch_targets.py) ----

TARGET_LACKS_INSTRUCTION = ("{shown}: the kernel is compiled for {target} ({source}), which lacks it: ptxas would "
                            "refuse the kernel (PTX ISA 9.2 {section}, \"Target ISA Notes\": {form} only on "
                            "{targets})")
TARGET_LACKS_INSTRUCTION_FIX = ("lower the kernel for a GPU whose target has the instruction (jax writes the GPU's "
                                "compute capability into the module), or give mgpu-run --arch MAJOR.MINOR if the "
                                "module names the wrong one")

# ---- executing prepared blocks (execute.py) ----

REGIONS_IN_BATCHED_RUN = "internal emulator error: an op with regions in a batched run"
BATCH_LEAVES_FIRST_CTA_PATH = ("{cta}, run in a CTA batch, runs this op with other threads or operands than the "
                               "launch's first CTA, whose run checked the races of the path the batch's CTAs share: "
                               "the kernel runs again without batches (cta_path.py)")

# ---- the machine: launch geometry, what a CTA leaves pending when it exits (machine.py) ----

GRID_NOT_MULTIPLE_OF_CLUSTER = "grid size {g} along {d} is not a multiple of the cluster size {c}"
# a CTA exiting while a bulk copy it issued was never waited for by its issuer's cp.async.bulk.wait_group:
# a warning, not an error (docs/design/warp_hazards.md, "A bulk copy never waited for": the PTX ISA gives no
# rule for it, and jax's blackwell_matmul exits so)
BULK_COPY_NEVER_WAITED = ("warning: {cta} exits while {what}{more} was never waited for by its issuing thread "
                          "(cp.async.bulk.wait_group, .read or not): nothing in the kernel orders the copy's read of "
                          "shared memory or its write of global memory before the exit (the emulator completed it at "
                          "issue)")
EXIT_WITH_MBARRIER_PARTIAL = ("warning: {label} exits with the mbarrier at SMEM {addr:#x} in a partially "
                              "completed phase ({describe})")

# ---- a launch's CTAs on several processes (jobs.py) ----

WORKER_ENDED = "the worker process running {ctas} of this launch ended without its result ({how})"

# ---- the types the emulator stores (types.py) ----

UNSUPPORTED_ELEMENT_TYPE = "unsupported element type {t}"

# ---- values that must be the same in every active thread (lanes.py) ----

NOT_UNIFORM = "{what} must be the same in every thread, got {values}"

# ---- sub-byte buffers across the mgpu-run boundary (sub_byte_buffers.py) ----

SUB_BYTE_DTYPE_MISMATCH = ("{name} has dtype {dtype_name} (shape {shape}), but the kernel expects {dt_name} (one "
                           "element a byte: {accepted})")
SUB_BYTE_RAW_BYTE_INVALID = ("{name} holds raw bytes for an {dt_name} buffer, but byte {first_outside} is not "
                             "one {bits}-bit element (a bit above its low {bits} is set)")
SUB_BYTE_VALUE_OUT_OF_RANGE = ("{name} holds {first_outside}, outside [{lo}, {hi}), the {unsigned}int{bits} values of "
                               "the kernel's i{bits} buffer")

# ---- host functions and the calls of the payload (handlers/func.py) ----

CAST_SEVERAL_VALUES = "unrealized_conversion_cast with several inputs and outputs"
CALL_UNKNOWN_FUNCTION = ("call to '{name}', which is neither defined in the module nor a known runtime function "
                         "({externals})")
INIT_TMA_DESC_ALIGNMENT = ("mosaic_gpu_init_tma_desc: the descriptor address is not "
                           "{tma_descriptor_alignment}-byte aligned")
INIT_TMA_DESC_RANK = "mosaic_gpu_init_tma_desc: rank {r} is not in 1..5"
PACKED_VALUE_USED_WHOLE = ("packs {n_ins} values into one {dst_t}, which '{users}' uses as one value: mgpu keeps "
                           "packed values only for a builtin.unrealized_conversion_cast that unpacks them")
CANNOT_UNPACK = "cannot unpack a value into {n} registers"

# ---- gpu.launch, dynamic shared memory, printf (handlers/gpu.py) ----

LAUNCH_FUNC_UNSUPPORTED = ("gpu.launch_func (outlined kernels) is not supported yet; run the module before "
                           "gpu-kernel-outlining")
BAD_LAUNCH_GRID_BLOCK = "bad launch configuration grid={g} block={b}"
DYNAMIC_SMEM_OVER_SM = "dynamic shared memory of {sm} bytes exceeds the 227 KiB an SM has"

# ---- structured control flow (handlers/scf.py) ----

DIVERGENT_SCF_WHILE = "divergent scf.while loops are not supported"

# ---- llvm ops: pointers, structs, casts (handlers/llvm.py) ----

NO_RULE_FOR_INTRINSIC = "the emulator has no rule for the LLVM intrinsic '{name}' (it runs {intrinsics})"
CALL_OPERAND_BUNDLES = "a call of '{name}' with operand bundles is not supported"
LOAD_TYPE_UNSUPPORTED = "loading {type} is not supported"
STORE_TYPE_UNSUPPORTED = "storing {type} is not supported"
ASSUMPTION_FALSE = "llvm.intr.assume: the assumed condition is false in {sum} thread(s) (undefined behaviour)"

# ---- memref ops (handlers/memref.py) ----

EXPAND_SHAPE_DYNAMIC = "dynamic expand_shape is not supported"
ALLOCATION_DYNAMIC = "dynamically sized allocations are not supported"

# ---- arith ops (handlers/arith.py) ----

UNSUPPORTED_CONSTANT = "unsupported constant {attr}"


# ---- faults located at an op, values and ops the emulator does not run
# (errors.py, program.py, handlers/llvm.py, vector.py, memref.py, cf.py) ----

# Messages of faults located at an op (the location and the op's name come with EmulatorError).
DEVICE_OP_IN_HOST_CODE = "can only execute inside a gpu.launch body (it is in host code)"
ELEMENT_INDEX_OUT_OF_RANGE = "index {index} is out of range for {type} (the element would be poison)"
ADDRSPACECAST_UNSUPPORTED = ("the emulator cannot cast a pointer from {src} to {dst}: it keeps shared and tensor "
                             "memory addresses in their own spaces (generic <-> global and shared::cluster -> generic casts run)")
CLUSTER_PTRTOINT_UNSUPPORTED = ("the emulator cannot convert a shared::cluster pointer of another CTA to {dst}: "
                                "its cluster addresses (rank << 32 | offset) need 64 bits")
ASSERTION_FAILED = "assertion failed in {threads} thread(s): {message}"
# i4 / i2 / f4E2M1FN values (sub_byte_values.py): what the emulator runs on them
SUB_BYTE_ACCESS_UNSUPPORTED = ("a load or store of {type} is not supported ({bits}-bit values move as vectors of "
                               "whole bytes of them, {per} a byte)")
SUB_BYTE_OP_UNSUPPORTED = ("on i4 / i2 / f4E2M1FN values is not supported: the emulator runs sub-byte values only "
                           "through moves, loads, stores, bit casts and (i4 / i2) conversions and comparisons "
                           "(mgpu/emulator/sub_byte_values.py)")
# memref.load / memref.store of an i4 / i2 / f4E2M1FN (handlers/memref.py): jaxlib lowers it with MLIR's
# memref-to-LLVM (no narrow-type emulation: jaxlib/mosaic/gpu/custom_call.cc:262-296 at jax-v0.10.2), a GEP of
# one byte an element, and LLVM leaves a load of an i4 from bytes not stored as i4 undefined (LangRef, "load");
# the NVPTX backend widens it to a byte load whose low bits are the value, which is the indexed element only at
# the ref's first element
SUB_BYTE_MEMREF_LOAD = ("a memref.load of an {type} element other than the ref's first is not supported: jaxlib "
                        "lowers it to one byte an element (a GEP of {type}), while the buffer packs {per} a byte, so "
                        "the element it reaches is not the one indexed")
SUB_BYTE_MEMREF_STORE = ("a memref.store of an {type} element is not supported: jaxlib lowers it to one byte an "
                         "element (a GEP of {type}), while the buffer packs {per} a byte, so it writes another "
                         "element's byte, the neighbours' bits with it")
# an exception of the emulator's own code (a bug of mgpu's) while it executes an op: reported at the op
INTERNAL_ERROR_IN_OP = "internal emulator error while executing this op: {kind}: {error}"
OUT_OF_MEMORY_IN_OP = ("out of memory while executing this op: the machine running mgpu has no memory left for "
                       "the arrays of this run (its --max-memory counts GMEM, SMEM and TMEM, not the emulator's own "
                       "registers)")


# ---- gpu.printf: what vprintf would read undefined, what mgpu does not format (printf_format.py, printf_fifo.py) ----

# gpu.printf (printf_format.py, printf_fifo.py): what vprintf would read undefined, what mgpu does not format
PRINTF_CONVERSION_UNSUPPORTED = ("the conversion {conv} is not supported (only d i u o x X c e E f g G a A and %%, with "
                                 "flags -+ #0, a width, a precision and the sizes l and ll: CUDA's printf documents no "
                                 "other size, and reads the ones it takes, such as h, not as C does)")
PRINTF_TOO_MANY_ARGUMENTS = ("the conversion {conv} reads argument #{index}: CUDA's printf takes at most {most} "
                             "arguments, and prints the conversions past them as written")
PRINTF_MISSING_ARGUMENT = ("the conversion {conv} reads argument #{index}, but there are {given}: undefined in C "
                           "(vprintf would read past its buffer)")
PRINTF_ARGUMENT_TYPE = ("the conversion {conv} reads argument #{index}, of type {type}, which C's printf cannot "
                        "read (MLIR passes an integer to vprintf at its own width, not promoted: give an i32 or an "
                        "i64; floats f16 bf16 f32 f64 are passed as doubles)")
PRINTF_ARGUMENT_MISMATCH = ("the conversion {conv} reads {reads}, but argument #{index} is {type}, which MLIR passes "
                            "to vprintf as {passed}: undefined in C")
PRINTF_CHAR_NOT_ASCII = ("the conversion {conv} prints the byte {value:#x}, which is not ASCII: mgpu keeps the "
                         "printed text as text")
PRINTF_FIFO_FULL = ("warning: launch {launch} printed more than the {limit} bytes of CUDA's printf FIFO "
                    "(cudaLimitPrintfFifoSize): {calls} printf call(s) past it, {nbytes} bytes, were dropped")
PRINTF_REPRINTED = ("warning: the run started again warp by warp (warp specialization: "
                    "docs/design/warp_specialization.md), and printed again from the start what it had printed")
