"""What mgpu-opt, mgpu-run and mgpu-capture share around their ``main``: usage errors and signals.

Ctrl-C (SIGINT), SIGTERM (``kill``, a job scheduler's stop) and SIGHUP (the terminal closed) end a
tool the same way: the exception is raised where the tool is, so that what it was writing is
removed (files are written atomically, output.py), then one line ``<tool>: interrupted`` (or
``terminated by SIGTERM``/``SIGHUP``) and exit status 128 + the signal's number, the shell's
convention (130, 143, 129), never a traceback. A signal the tool was started with ignored (a shell
script's background job, ``nohup``) stays ignored. Once one has arrived the others are ignored, so
that a second Ctrl-C cannot interrupt the cleanup of the first.

An interrupt is only caught once ``main`` runs, so this module, and the top of each tool's module,
import only what Python has loaded at start-up anyway (``python -c 'import sys;
print(sorted(sys.modules))'``); everything else is imported inside ``main`` (the option parser:
arguments.py).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable

ToolMain = Callable[[list[str] | None], int]


class UsageError(Exception):
    """A bad option, argument or input file: ``<tool>: error: <message>``, exit status 1."""


class Interrupted(KeyboardInterrupt):
    """SIGINT, SIGTERM or SIGHUP, raised where the tool is (a KeyboardInterrupt, as Python's own
    Ctrl-C, so that every ``except Exception`` lets it through)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def interruptible(prog: str) -> Callable[[ToolMain], ToolMain]:
    """Decorate a tool's ``main``: SIGINT, SIGTERM and SIGHUP end it with one line and status
    128 + the signal's number (see the module docstring)."""

    def decorate(main: ToolMain) -> ToolMain:
        @functools.wraps(main)
        def run(argv: list[str] | None = None) -> int:
            import signal
            import threading

            handled = {signal.SIGINT: signal.default_int_handler, signal.SIGTERM: signal.SIG_DFL,
                       signal.SIGHUP: signal.SIG_DFL}

            def interrupt(signum: int, frame: object) -> None:
                for s in previous:
                    signal.signal(s, signal.SIG_IGN)
                raise Interrupted(signum)

            previous = {}
            try:
                if threading.current_thread() is threading.main_thread():  # (signals reach no other)
                    for s, default in handled.items():
                        if signal.getsignal(s) == default:
                            previous[s] = signal.signal(s, interrupt)
                return main(argv)
            except KeyboardInterrupt as e:
                signum = e.signum if isinstance(e, Interrupted) else signal.SIGINT
                what = "interrupted" if signum == signal.SIGINT else f"terminated by {signal.Signals(signum).name}"
                try:
                    print(f"{prog}: {what}", file=sys.stderr)
                except OSError:  # (the terminal that hung up is gone)
                    pass
                return 128 + signum
            finally:
                for s, handler in previous.items():
                    signal.signal(s, handler)

        return run

    return decorate
