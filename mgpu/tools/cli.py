"""What mgpu-opt, mgpu-run and mgpu-capture share around their ``main``: usage errors and signals.

Ctrl-C (SIGINT), SIGTERM (``kill``, a job scheduler's stop) and SIGHUP (the terminal closed) end a
tool the same way: the exception is raised where the tool is, so that what it was writing is
removed (files are written atomically, output.py), then one line ``<tool>: interrupted`` (or
``terminated by SIGTERM``/``SIGHUP``) and exit status 128 + the signal's number, the shell's
convention (130, 143, 129), never a traceback. A signal the tool was started with ignored (a shell
script's background job, ``nohup``) stays ignored. Once one has arrived the others are ignored, so
that a second Ctrl-C cannot interrupt the cleanup of the first.

Python runs the handler between bytecodes, so a signal that comes just before a system call that
blocks is acted on only when the call returns. The reads that may block (a FIFO, a pipe, stdin)
therefore wait in ``poll`` on the input and on the signal wakeup pipe as well
(mgpu/interruptible_read.py), and so do the writes (an output FIFO's open, a full pipe:
mgpu/interruptible_write.py): a single Ctrl-C ends a wait for data, a reader or room that never comes.

An interrupt is only caught once ``main`` runs, so this module, and the top of each tool's module,
import only what Python has loaded at start-up anyway (``python -c 'import sys;
print(sorted(sys.modules))'``); everything else is imported inside ``main`` (the option parser:
arguments.py).
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable

ToolMain = Callable[[list[str] | None], int]

# How long an interrupt may take to reach ``main``'s caller before the process ends without it (see
# ``interrupt``): far more than unwinding takes, and short enough for a user at Ctrl-C.
SWALLOWED_INTERRUPT_S = 5.0


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
                # Python swallows an exception a handler raises while a finalizer (__del__, a weakref
                # callback of the garbage collector) runs ("Exception ignored in ..."): the tool would go
                # on with the signals ignored, and block for good in the FIFO open it was interrupted in.
                # Unless ``run`` is left first (the exception reached it, or main ended anyway), this ends
                # the process.
                last_resort.append(threading.Timer(SWALLOWED_INTERRUPT_S, end_now, (signum,)))
                last_resort[-1].daemon = True
                last_resort[-1].start()
                raise Interrupted(signum)

            def end_now(signum: int) -> None:
                try:
                    print(f"{prog}: {_what(signum)}", file=sys.stderr, flush=True)
                finally:
                    os._exit(128 + signum)

            last_resort: list[threading.Timer] = []

            previous = {}
            try:
                if threading.current_thread() is threading.main_thread():  # (signals reach no other)
                    for s, default in handled.items():
                        if signal.getsignal(s) == default:
                            previous[s] = signal.signal(s, interrupt)
                return main(argv)
            except KeyboardInterrupt as e:
                signum = e.signum if isinstance(e, Interrupted) else signal.SIGINT
                try:
                    print(f"{prog}: {_what(signum)}", file=sys.stderr)
                except OSError:  # (the terminal that hung up is gone)
                    pass
                return 128 + signum
            finally:
                for timer in last_resort:  # the interrupt got here, or main ended anyway: no hang to end
                    timer.cancel()
                for s, handler in previous.items():
                    signal.signal(s, handler)

        return run

    return decorate


def as_command(main: ToolMain) -> Callable[[], None]:
    """The tool's command (its console script and ``python -m``): ``main`` run, then ``exit_now``."""
    return lambda: exit_now(main(None))


def exit_now(status: int) -> None:
    """End the tool's process with ``status`` once its output is flushed, skipping Python's teardown.

    Freeing every module and object one by one at exit (xDSL's IR of a parsed module, the emulator's
    tables) cost about 0.1 s CPU, a tenth of a small kernel's whole run; a tool's files are written
    and closed before ``main`` returns, and it leaves no thread running. As at Python's own exit, a
    failed flush of stdout (its reader went away) makes the status 120.
    """
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):  # (ValueError: the stream was closed)
        status = 120
    os._exit(status)


def _what(signum: int) -> str:
    import signal

    return "interrupted" if signum == signal.SIGINT else f"terminated by {signal.Signals(signum).name}"
