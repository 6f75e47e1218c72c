"""The mosaic_gpu dialect, syntax-compatible with jaxlib's."""

from xdsl.ir import Dialect

MosaicGPU = Dialect("mosaic_gpu", [], [])
