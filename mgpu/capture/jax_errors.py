"""Where in the user's code an error that jax raised while lowering a kernel points.

jax lowers each equation under ``source_info_util.user_context(eqn.source_info.traceback)``; an error raised
there (a kernel's op it has no Mosaic GPU rule for, ...) leaves with a ``JaxStackTraceBeforeTransformation``
chained as its cause, whose traceback is the stack when the op was traced (jax/_src/source_info_util.py:243,
``UserContextManager.__exit__``, at jax-v0.10.2 and jax-v0.12.0.1). Its innermost frame that jax counts as
the user's (``is_user_filename``: not jax's, e.g. not jnp.cumsum's) is the user's line; the error's own
traceback is jax's lowering, far from it.
"""

from __future__ import annotations

import traceback


def traced_at(e: BaseException) -> tuple[str, int, str] | None:
    """(file, line, function) of the user's line where jax traced the op its error ``e`` is about, or None.
    (The class is known by its name: it is private to jax, and an error of the user's own code, before jax is
    imported, has none.)"""
    seen: set[int] = set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if type(e).__name__ == "JaxStackTraceBeforeTransformation":
            from jax._src import source_info_util

            frames = [f for f in traceback.extract_tb(e.__traceback__)
                      if source_info_util.is_user_filename(f.filename)]
            return (frames[-1].filename, frames[-1].lineno, frames[-1].name) if frames else None
        e = e.__cause__ or e.__context__
    return None
