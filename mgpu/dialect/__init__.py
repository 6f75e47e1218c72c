"""The IR: the mosaic_gpu dialect and the upstream pieces xDSL lacks (no lowering, no execution).

Importing this package makes xDSL compile declarative assembly formats at an op's first use
(``lazy_formats``): it must come before any dialect is defined, which every mgpu module that
defines or loads one does through this package.
"""

from mgpu.dialect import lazy_formats

lazy_formats.install()
