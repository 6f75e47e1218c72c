"""The jax releases mgpu reads, each a value (``JaxVersion``), and how a module says which it is.

``SUPPORTED`` lists them oldest first; ``by_name("0.12.0.1")`` finds one; ``detect(text)`` reads the
release from a module's text (mgpu.jax_versions.detect). docs/design/jax_versions.md says how to add one.
"""

from __future__ import annotations

from mgpu.dialect.diagnostics import jax_versions as diag
from mgpu.jax_versions.v0_10_2 import JAX_0_10_2
from mgpu.jax_versions.v0_11_2 import JAX_0_11_2
from mgpu.jax_versions.v0_12_0_1 import JAX_0_12_0_1
from mgpu.jax_versions.v0_12_1 import JAX_0_12_1
from mgpu.jax_versions.version import CaptureHooks, JaxVersion

SUPPORTED: tuple[JaxVersion, ...] = (JAX_0_10_2, JAX_0_11_2, JAX_0_12_0_1, JAX_0_12_1)
NEWEST = SUPPORTED[-1]


def names() -> str:
    return ", ".join(v.name for v in SUPPORTED)


def by_name(name: str) -> JaxVersion:
    """The supported release ``name`` ("0.12.1"; "0.12" names the newest 0.12.x), or ValueError."""
    exact = [v for v in SUPPORTED if v.name == name]
    prefix = [v for v in SUPPORTED if v.name.startswith(name + ".")]
    found = exact or prefix[-1:]
    if not found:
        raise ValueError(diag.JAX_VERSION_UNKNOWN.format(name=name, known=names()))
    return found[0]


__all__ = ["SUPPORTED", "NEWEST", "JaxVersion", "CaptureHooks", "by_name", "names"]
