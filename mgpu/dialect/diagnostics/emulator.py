"""What mgpu-run says of a run on the emulated SM that is not an error (its errors are
mgpu/emulator/errors.py's)."""

from __future__ import annotations


# ---- warnings: a TMA copy that does what the GPU does, which the kernel may not mean ----

# mgpu-run's warning for a TMA load whose box reaches outside the tensor (zero-filled, as on hardware)
TMA_BOX_OUT_OF_BOUNDS = ("warning: {what} reads a box that reaches outside the tensor (box at {coords}, of {box}, "
                         "in a tensor of {dims}; dimensions innermost first): those elements are filled with zeros, as "
                         "on the GPU; if the kernel does not mean to, check the input shapes")
# mgpu-run's warning for a TMA copy of 4- / 2-bit elements at a non-zero innermost coordinate (bulk_copy.py)
TMA_SUB_BYTE_COORDINATE = ("warning: {what} copies {bits}-bit elements from innermost coordinate {col}: their tensor "
                           "map packs {per} a byte, so the GPU reads the coordinate in bytes (element {element}), "
                           "as the emulator does; jax 0.10.2 passes an element index there, so the copy reaches "
                           "other elements than the kernel's index names")

# mgpu-run's warning for a CTA that exits while a bulk copy (TMA store, bulk copy to global) it issued was
# never waited for by its issuer's cp.async.bulk.wait_group (machine.py; docs/design/warp_hazards.md, "A
# bulk copy never waited for": the PTX ISA gives no rule for it, and jax's blackwell_matmul exits so)
BULK_COPY_NEVER_WAITED = ("warning: {cta} exits while {what}{more} was never waited for by its issuing thread "
                          "(cp.async.bulk.wait_group, .read or not): nothing in the kernel orders the copy's read of "
                          "shared memory or its write of global memory before the exit (the emulator completed it at "
                          "issue)")
