"""What the emulator says of TMA and the other bulk copies: tensor maps, their boxes and modes, the copies and
reductions in their nvvm and inline-PTX spellings."""

from __future__ import annotations


# ---- warnings: a TMA copy that does what the GPU does, which the kernel may not mean (handlers/bulk_copy.py) ----

# mgpu-run's warning for a TMA load whose box reaches outside the tensor (zero-filled, as on hardware)
TMA_BOX_OUT_OF_BOUNDS = ("warning: {what} reads a box that reaches outside the tensor (box at {coords}, of {box}, "
                         "in a tensor of {dims}; dimensions innermost first): those elements are filled with zeros, as "
                         "on the GPU; if the kernel does not mean to, check the input shapes")
# mgpu-run's warning for a TMA copy of 4- / 2-bit elements at a non-zero innermost coordinate (bulk_copy.py)
TMA_SUB_BYTE_COORDINATE = ("warning: {what} copies {bits}-bit elements from innermost coordinate {col}: their tensor "
                           "map packs {per} a byte, so the GPU reads the coordinate in bytes (element {element}), "
                           "as the emulator does; jax 0.10.2 passes an element index there, so the copy reaches "
                           "other elements than the kernel's index names")

# ---- tensor maps and bulk tensor copies (tma.py) ----

SMEM_ADDRESS_MISALIGNED = "TMA shared memory address 0x{smem_addr:x} is not 128-byte aligned"
BOX_OUTSIDE_SMEM = ("out-of-bounds shared memory access: TMA box of {box_bytes} bytes at offset {lo} (shared "
                    "memory is {size} bytes)")
TENSOR_MAP_OUTSIDE_BUFFER = ("out-of-bounds access: the TMA tensor map (base 0x{base:x}, dims {dims}) reaches "
                             "outside its global buffer of {size} bytes")
GATHER4_BOX = ("tile::gather4 / tile::scatter4 needs a 2-D tensor map whose box is one row, got box {box} "
               "(innermost first)")
REDUCTION_UNSUPPORTED = "unsupported TMA reduction .{op}"
REDUCTION_TYPE_UNSUPPORTED = "TMA reduction .{op} is not supported for element type {typ}"
BULK_SIZE = "cp.async.bulk size {nbytes} is not a multiple of 16 bytes"
BULK_MISALIGNED = "cp.async.bulk addresses must be 16-byte aligned"
BULK_READ_OUT_OF_BOUNDS = ("out-of-bounds access: cp.async.bulk reads {nbytes} bytes at offset {src_off} of a "
                           "{size}-byte source")
BULK_WRITE_OUT_OF_BOUNDS = ("out-of-bounds access: cp.async.bulk writes {nbytes} bytes at offset {dst_off} of a "
                            "{size}-byte destination")
DESCRIPTOR_RANK = "TMA descriptor rank must be between 1 and 5, got {rank}"
DESCRIPTOR_ENTRIES = "TMA descriptor sizes/strides/window must have `rank` entries"
DESCRIPTOR_ELEMENT_TYPE = "unknown TMA element type code {elem_type}"
INNERMOST_STRIDE = "the innermost TMA stride must be 1 element, got {strides}"
GLOBAL_ADDRESS_MISALIGNED = "TMA global address 0x{base:x} is not 16-byte aligned"
BOX_INNER_BYTES = "TMA box inner dimension is {inner} bytes, not a multiple of 16"
BOX_INNER_OVER_SWIZZLE = "TMA box inner dimension ({inner} bytes) exceeds the {swizzle}-byte swizzle span"
NOT_A_TENSOR_MAP = "the TMA descriptor operand does not point to a tensor map made by mosaic_gpu_init_tma_desc"
TENSOR_MAP_OVERWRITTEN = "the TMA descriptor's fields were overwritten after mosaic_gpu_init_tma_desc wrote them"
COORDINATE_COUNT = "TMA op gives {n_coords} coordinates for a rank-{rank} tensor map"
SUB_BYTE_DESCRIPTOR = ("a TMA descriptor of {subbyte_types}-bit elements needs the innermost dimension "
                       "({sizes}), box ({window}) and outer strides ({strides}) in whole bytes ({packing} "
                       "elements), and the innermost stride 1")
DESCRIPTOR_INVALID = "TMA {e}"
DIMENSION_SIZE = "TMA dimension {k} size {d} is out of range [1, 2^32]"
BYTE_STRIDE = "TMA byte stride {s} of dimension {k} must be a multiple of 16 and < 2^40"
BOX_SIZE = "TMA box size {b} of dimension {k} must be in [1, 256]"

# ---- TMA and bulk copies in their nvvm and inline-PTX spellings (handlers/bulk_copy.py) ----

STORE_INTO_READ_ONLY = "TMA store into read-only memory ({a_name})"
MULTICAST_MASK_EMPTY = "TMA multicast mask is 0: the load has no destination CTA"
MULTICAST_MASK_RANK = "TMA multicast mask {mask:#06x} names CTA rank {bit_length}, but the cluster has {n} CTAs"
FOUR_ROWS_COORDINATES = "a {what} takes a column and {gather_rows} rows, got {ncoords} coordinates"
PAIR_BARRIER_OUTSIDE_PAIR = ("a .cta_group::2 TMA load into CTA rank {bad} signals the mbarrier of CTA rank {r}, "
                             "outside that CTA's pair")
LOAD_MODE_UNSUPPORTED = "TMA loads in {mode} mode are not supported (tile and tile::gather4 are)"
STORE_MODE_UNSUPPORTED = "TMA stores in {mode} mode are not supported (tile and tile::scatter4 are)"
PREFETCH_COORDINATE_COUNT = "{what} gives {n_coords} coordinates for a tensor map of rank {rank}"
PREFETCH_MODE_UNSUPPORTED = "tensor prefetches in {data} mode are not supported (tile is)"
PTX_PREFETCH_FORM_UNSUPPORTED = ("this form of {opcode} is not supported in inline PTX (a tile prefetch of a "
                                 "global tensor to L2 is): \"{split}\"")
PTX_PREFETCH_COORDINATE_COUNT = ("a {rank}d tensor prefetch takes {rank} coordinates, got {n_coords}: "
                                 "\"{ins_text}\"")
IM2COL_UNSUPPORTED = "TMA in im2col mode is not emulated (tile and tile::gather4/scatter4 are): \"{ins_text}\""
PTX_TMA_FORM_UNSUPPORTED = ("this form of {opcode} is not supported in inline PTX (a tile or tile::scatter4 "
                            "store, a tile reduction, a tile load (multicast or not) or tile::gather4 load into "
                            "shared::cta, a tile.cta_group::2 load after a mapa of its mbarrier are): \"{split}\"")
PTX_TMA_COORDINATE_COUNT = "a {rank}d TMA takes {rank} coordinates, got {ncoords}: \"{ins_text}\""
BULK_INTO_READ_ONLY = "cp.async.bulk into read-only memory ({a_name})"
PTX_BULK_FORM_UNSUPPORTED = ("cp.async.bulk from {src} to {dst} ({completion}) is not supported in inline PTX: "
                             "{ins_text!r}")
BULK_MULTICAST_UNSUPPORTED = "multicast bulk copies are not supported"
PTX_COMMIT_GROUP_FORM = "unsupported cp.async.bulk.commit_group form: {ins_text!r}"
PTX_WAIT_GROUP_FORM = "unsupported cp.async.bulk.wait_group form: {ins_text!r}"
PTX_PREFETCH_TENSORMAP_FORM = "unsupported prefetch.tensormap form: {ins_text!r}"
