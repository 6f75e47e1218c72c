"""The mosaic_gpu dialect (jaxlib's ``jaxlib/mosaic/dialect/gpu/mosaic_gpu.td``).

- ``attributes``: its types, attributes and enums;
- ``checks``: what the ops' verifiers share (``mosaic_op``, ``expect_*``);
- ``barrier_ops``, ``transfer_ops``, ``layout_ops``, ``mma_ops``, ``tmem_ops``: the ops, one module per
  family, assembled in ``ops.MOSAIC_GPU_OPS``;
- ``dialect``: the registered ``MosaicGPU`` dialect.

Nothing is imported here, so that importing one of these modules (``mgpu.dialect.typeinfo`` imports
``attributes``) does not load all of them.
"""
