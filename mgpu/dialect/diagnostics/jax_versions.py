"""Which jax release a module is read as (mgpu/jax_versions, docs/design/jax_versions.md)."""

from __future__ import annotations

from mgpu.dialect.diagnostics import Message


# ---- releases ----

JAX_VERSION_UNKNOWN = "unknown jax version '{name}' (mgpu reads jax {known})"
JAX_VERSION_CONFLICT = ("this module mixes the IR of different jax releases: {first} (line {first_line}) and "
                        "{second} (line {second_line}); pass --jax VERSION to read it as one of {known}")
JAX_OP_NOT_READ = Message(
    NotImplementedError, "'{op}' of jax {version} is not read by mgpu yet ({change})",
    "mgpu reads this op as jax 0.10.2 writes it; docs/design/jax_versions.md lists what each release changed")
