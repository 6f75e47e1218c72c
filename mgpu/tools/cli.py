"""What mgpu-opt, mgpu-run and mgpu-capture share around their ``main``: usage errors and Ctrl-C.

Ctrl-C ends a tool with one line ``<tool>: interrupted`` and exit status 130 (128 + SIGINT, the
shell's convention), never a traceback. An interrupt is only caught once ``main`` runs, so this
module, and the top of each tool's module, import only what Python has loaded at start-up anyway
(``python -c 'import sys; print(sorted(sys.modules))'``); everything else is imported inside ``main``
(the option parser: arguments.py).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable

INTERRUPTED_STATUS = 130

ToolMain = Callable[[list[str] | None], int]


class UsageError(Exception):
    """A bad option, argument or input file: ``<tool>: error: <message>``, exit status 1."""


def interruptible(prog: str) -> Callable[[ToolMain], ToolMain]:
    """Decorate a tool's ``main``: a KeyboardInterrupt becomes ``<prog>: interrupted`` and status 130
    (files are written atomically, output.py, so none is left partly written)."""

    def decorate(main: ToolMain) -> ToolMain:
        @functools.wraps(main)
        def run(argv: list[str] | None = None) -> int:
            try:
                return main(argv)
            except KeyboardInterrupt:
                print(f"{prog}: interrupted", file=sys.stderr)
                return INTERRUPTED_STATUS

        return run

    return decorate
