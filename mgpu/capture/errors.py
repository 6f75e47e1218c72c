"""The one exception mgpu-capture reports as `error: <message>` with exit status 1."""


class CaptureError(Exception):
    """A user-facing failure: bad usage, a missing jax, a kernel jax cannot lower."""
