"""mgpu: check, lower and run Mosaic GPU kernels without a GPU."""
