"""The IR: the mosaic_gpu dialect and the upstream pieces xDSL lacks (no lowering, no execution)."""
