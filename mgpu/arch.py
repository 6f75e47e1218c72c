"""Hardware constants of the Hopper (sm_90a) and Blackwell (sm_100a) SMs mgpu models, each written once.

Imported by the dialect, the passes and the emulator alike; nothing here imports mgpu. The sources are
the CUDA C++ Programming Guide's "Compute capabilities" table (technical specifications per compute
capability) and the PTX ISA sections named beside each value. Which of the two targets has which instruction is
mgpu/arch_targets.py's table.
"""

# The compute capabilities mgpu models (sm_90a: Hopper, sm_100a: Blackwell): Mosaic GPU targets
# 9.0 and newer (jax's mosaic_gpu lowering asserts it, jax/experimental/mosaic/gpu/core.py).
ARCH_MAJORS = (9, 10)

WARP_SIZE = 32
WARPS_IN_WARPGROUP = 4
WARPGROUP_SIZE = WARP_SIZE * WARPS_IN_WARPGROUP  # PTX ISA, "Warpgroup": four contiguous warps
MBARRIER_MAX_COUNT = (1 << 20) - 1  # largest expected / pending arrival count and |tx-count| [PTX ISA 9.1 §9.7.13.15.2]
MBARRIER_BYTES = 8  # an mbarrier object is a 64-bit, 8-byte aligned shared memory location [PTX ISA 9.1 §9.7.13.15.1]

MAX_THREADS_PER_CTA = 1024
# a kernel's parameters take at most 32,764 bytes (CUDA C++ Programming Guide, "Function Parameters", compute
# capability 7.0 and later): at most this many 8-byte buffer pointers reach a kernel
MAX_KERNEL_BUFFERS = 32764 // 8
REGISTERS_PER_SM = 64 * 1024  # 32-bit registers, compute capability 9.0 and 10.0
# The most dynamic shared memory one CTA can have: 227 KiB (compute capability 9.0 and 10.0).
SMEM_PER_SM = 232448
# The SMs of the GPU each compute capability stands for here, as its device reports them (`core_count`): an H100
# SXM5 (NVIDIA H100 Tensor Core GPU Architecture whitepaper, "H100 SXM5": 132 SMs) and a B200 (148 SMs).
SM_COUNT = {"9.0": 132, "10.0": 148}

# Tensor memory, PTX ISA, "Tensor Memory" (tcgen05): 128 lanes of 512 columns of 32-bit cells per CTA.
TMEM_LANES = 128
TMEM_COLUMNS = 512
TMEM_CELL_BYTES = 4
TMEM_BYTES_PER_CTA = TMEM_LANES * TMEM_COLUMNS * TMEM_CELL_BYTES

# A tensor map (CUtensorMap): 128 bytes, 64-byte aligned (CUDA Driver API, cuTensorMapEncodeTiled).
TMA_DESCRIPTOR_BYTES = 128
# a TMA box's elements along each dim (CUDA Driver API, cuTensorMapEncodeTiled: boxDim[i] <= 256)
TMA_BOX_MAX = 256
TMA_DESCRIPTOR_ALIGNMENT = 64
# Rows one tile::gather4 / tile::scatter4 TMA copy moves (PTX ISA, "Tensor copy: tile::gather4").
TMA_GATHER_ROWS = 4

# A core matrix of an MMA operand in SMEM: 8 rows of 16 bytes (PTX ISA §9.7.16.4, "Shared memory
# descriptor"): the stride between 8-row core matrices of an unswizzled, K-contiguous tile.
CORE_MATRIX_BYTES = 8 * 16

# Global memory is accessed in 32-byte sectors, four to a 128-byte L2 cache line (CUDA C++ Best Practices Guide,
# "Coalesced Access to Global Memory"; CUDA C++ Programming Guide, "Device Memory Accesses").
GMEM_SECTOR_BYTES = 32
L2_CACHE_LINE_BYTES = 128

# Shared memory banks (CUDA C++ Programming Guide, "Shared Memory" of compute capability 5.x and later).
SMEM_BANKS = 32
SMEM_BANK_BYTES = 4

# setmaxnreg (PTX ISA, "setmaxnreg"): the per-thread register count a warpgroup asks for is a multiple
# of 8 in [24, 256]; a kernel launched without it has at most 255 per thread (CUDA C++ Programming
# Guide, "Maximum number of 32-bit registers per thread").
SETMAXNREG_GRANULE = 8
SETMAXNREG_MIN = 24
SETMAXNREG_MAX = 256

# CUDA's printf FIFO: 1 MiB by default (CUDA C++ Programming Guide, "Formatted Output", Associated
# Host-Side API: cudaDeviceSetLimit(cudaLimitPrintfFifoSize, size)).
PRINTF_FIFO_BYTES = 1 << 20
