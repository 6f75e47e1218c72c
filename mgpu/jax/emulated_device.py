"""The GPU jax's test utilities see under ``pytest --mgpu``: mgpu's emulated SM, of the arch asked for.

jax's tests (and those of libraries built on its test utilities) skip themselves without a GPU: their
``setUp`` asks ``jtu.is_cuda_compute_capability_at_least("9.0")``, ``jtu.test_device_matches(["cuda"])``,
``CudaArchSpecificTest.skip_unless_tcgen05()`` ... Each of these questions is answered in
jax/_src/test_util.py from two of jax's calls, through that module's name ``xla_bridge``: the backend's
``platform`` and ``platform_version`` (``device_under_test``, ``is_device_cuda``) and
``xla_bridge.local_devices(backend="gpu")``'s ``compute_capability``. ``install`` gives that module alone a
view of ``xla_bridge`` where the backend is a CUDA GPU and its one device is an SM of the arch asked for;
so every predicate of jax's test utilities answers as on that GPU, and jax itself (which computes on its CPU
backend) is untouched. Kernel libraries ask jax's public ``jax.extend.backend.get_default_device()`` (tokamax
picks its sm90 or sm100 kernel by its ``compute_capability`` and sizes its persistent grids by its
``core_count``): that name, in that module alone, answers a view of jax's default device with the emulated GPU's
platform, compute capability, kind and SM count. What a test asks jax directly (``jax.devices()[0].core_count``)
stays the CPU's, and so do the devices of its arrays.
"""

from __future__ import annotations

import contextlib
import types

from mgpu import arch as hw

# what jax's CUDA backend reports of these GPUs (device_kind: the name NVIDIA's driver gives the SXM parts)
DEVICE_KINDS = {"9.0": "NVIDIA H100 80GB HBM3", "10.0": "NVIDIA B200"}
PLATFORM_VERSION = "cuda (mgpu's emulated SM)"


def install(stack: contextlib.ExitStack, compute_capability: str, sm_count: int | None = None) -> None:
    """Until ``stack`` closes, jax's test utilities and ``jax.extend.backend.get_default_device`` see one GPU of
    ``compute_capability`` ("9.0", "10.0") with ``sm_count`` SMs (None: that GPU's own, mgpu.arch.SM_COUNT)."""
    from jax._src import test_util
    from jax.extend import backend

    gpu = EmulatedGpu(compute_capability, sm_count)
    real = test_util.xla_bridge
    stack.callback(setattr, test_util, "xla_bridge", real)
    test_util.xla_bridge = _BridgeView(real, gpu)
    real_default = backend.get_default_device
    stack.callback(setattr, backend, "get_default_device", real_default)
    backend.get_default_device = lambda: _DefaultDeviceView(real_default(), gpu)


class EmulatedGpu:
    """The device jax's test utilities are shown: what they read of a CUDA device."""

    platform = "gpu"
    id = 0

    def __init__(self, compute_capability: str, sm_count: int | None = None):
        self.compute_capability = compute_capability
        self.device_kind = DEVICE_KINDS[compute_capability]
        self.core_count = sm_count or hw.SM_COUNT[compute_capability]
        self.shared_memory_per_block_optin = hw.SMEM_PER_SM

    def __repr__(self) -> str:
        return f"EmulatedGpu(compute_capability={self.compute_capability!r})"


class _BridgeView(types.SimpleNamespace):
    """jax's xla_bridge as jax/_src/test_util.py sees it: its backend is the emulated GPU's, every other name
    is xla_bridge's own."""

    def __init__(self, real, device: EmulatedGpu):
        def get_backend(*args, **kwargs):
            return _BackendView(real.get_backend(*args, **kwargs))

        def local_devices(*args, backend=None, **kwargs):
            if backend in ("gpu", "cuda"):
                return [device]
            return real.local_devices(*args, backend=backend, **kwargs)

        get_backend.cache_clear = real.get_backend.cache_clear  # (test_util.request_cpu_devices calls it)
        super().__init__(_real=real, get_backend=get_backend, local_devices=local_devices)

    def __getattr__(self, name):
        return getattr(self._real, name)


class _BackendView:
    """jax's default backend, named a CUDA GPU's: ``platform`` and ``platform_version``."""

    platform = "gpu"
    platform_version = PLATFORM_VERSION

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)


class _DefaultDeviceView:
    """jax's default device (its CPU) as a library asking ``jax.extend.backend.get_default_device()`` sees it:
    the emulated GPU's platform, compute capability, kind and SM count, every other attribute the real device's."""

    platform = EmulatedGpu.platform

    def __init__(self, real, gpu: EmulatedGpu):
        self._real = real
        self.compute_capability = gpu.compute_capability
        self.device_kind = gpu.device_kind
        self.core_count = gpu.core_count

    def __getattr__(self, name):
        return getattr(self._real, name)

    def __repr__(self) -> str:
        return f"{self._real!r} seen as {self.device_kind}"
