"""Writing results so that a failure never leaves a partly written file, never replaces what it
must not, and checking before the work that they can be written.

A path names (after its symlinks are followed, so that the link stays and its target gets the
result) either
- a regular file, or nothing yet: written to a temporary file beside it, then renamed over it (a
  complete file or none; an existing file keeps its mode, a new one gets ``open()``'s: 0666 less
  the umask, not mkstemp's private 0600);
- anything else (a character device such as /dev/null or /dev/full, a FIFO), or /dev/stdout or
  /dev/stderr: written in place, as the shell's ``>`` does (renaming over a device would replace
  it, and the reader of a FIFO would never see the data).
A wait for a FIFO's reader, or for room in a full pipe (stdout too), ends for a signal
(mgpu/interruptible_write.py): an interrupted run has then written no file, or only part of what
a FIFO's reader reads. An existing file the user could not write with the shell (read-only) is
refused. A write that fails (a full disk, a file size limit) is an error that names the path, and
leaves any file as it was.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import stat
import sys
import tempfile

from mgpu.interruptible_write import output_file, write_all
from mgpu.tools.cli import UsageError

TEMP_PREFIX, TEMP_SUFFIX = ".mgpu-", ".tmp"
STANDARD_STREAMS = {"/dev/stdout": 1, "/dev/stderr": 2}
_ENDING = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}  # what tools/cli.py's handlers turn into an exception


@contextlib.contextmanager
def signals_held():
    """The ending signals wait while a temporary file is made and its name kept (or made and removed again):
    a handler's exception between the two would leave the file behind. A held signal is delivered as the
    block ends. The mask is the calling thread's: a tool runs on one thread, which the kernel gives its
    signals."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, _ENDING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _umask() -> int:
    mask = os.umask(0)  # reading the umask means setting it: put it straight back
    os.umask(mask)
    return mask


def _reason(e: OSError) -> str:
    return e.strerror or str(e)


def write_failure(path: str, e: OSError) -> str:
    """``no space left on device writing PATH``: the system's reason, then the path."""
    reason = _reason(e)
    return f"{reason[:1].lower()}{reason[1:]} writing {path}"


def _in_place(target: str) -> bool:
    try:
        return not stat.S_ISREG(os.stat(target).st_mode)
    except OSError:  # (nothing there yet, or no way there: file_write_problem says which)
        return False


def write_file(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` as the module docstring says; a failure is a UsageError that
    names ``path``."""
    raw = data.encode() if isinstance(data, str) else data
    try:
        if path in STANDARD_STREAMS:
            stream = sys.stdout if path == "/dev/stdout" else sys.stderr
            stream.flush()  # (what the tool printed before comes first)
            write_all(STANDARD_STREAMS[path], raw)
            return
        target = os.path.realpath(path)
        if _in_place(target):
            with output_file(target) as fd:
                write_all(fd, raw)
        else:
            _replace(target, raw)
    except OSError as e:
        raise UsageError(write_failure(path, e)) from None


def _replace(target: str, data: bytes) -> None:
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    tmp = None
    try:
        with signals_held():
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target), prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
        try:
            os.fchmod(fd, mode)
            write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        if tmp is not None:
            os.unlink(tmp)
        raise


def file_write_problem(path: str) -> str | None:
    """Why ``path`` cannot be written as write_file writes it (None if it can): an existing file
    must be one the user can write (as the shell's ``>`` needs); a file to be replaced needs its
    directory, tried with a temporary file that is removed again (so a read-only file system, a
    missing or non-directory parent and missing permissions are all found, whoever runs the tool)."""
    if path in STANDARD_STREAMS:
        return None
    target = os.path.realpath(path)
    if os.path.isdir(target):
        return "Is a directory"
    if os.path.exists(target) and not os.access(target, os.W_OK):
        return "Permission denied"
    if _in_place(target):
        return None
    with signals_held():
        try:
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target), prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
        except OSError as e:
            return _reason(e)
        os.close(fd)
        os.unlink(tmp)
    return None


def directory_write_problem(path: str, names: list[str]) -> str | None:
    """Why the files ``names`` cannot be written into the directory ``path`` (None if they can).
    The directories that do not exist yet are created to try, and removed again: they are made
    for real only when there is something to write."""
    if os.path.exists(path) and not os.path.isdir(path):
        return "Not a directory"
    created = []
    missing = os.path.abspath(path)
    while not os.path.exists(missing):
        created.append(missing)
        missing = os.path.dirname(missing)
    try:
        for directory in reversed(created):
            os.mkdir(directory)
        return next((f"{name}: {problem}" for name in names
                     if (problem := file_write_problem(os.path.join(path, name)))), None)
    except OSError as e:
        return _reason(e)
    finally:
        for directory in created:
            with contextlib.suppress(OSError):
                os.rmdir(directory)


def _same_file(a: str, b: str) -> bool:
    """Whether two paths name one file: the same file if both exist (a hard link too), else the
    same name once symlinks and ``..`` are resolved."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def read_by_the_run(path: str, reads: dict[str, str]) -> str | None:
    """Which of the files the run reads (``{"--input in0": "x.npy", ...}``) writing ``path`` would
    replace, as ``--input in0 'x.npy'`` (None if none; a device or FIFO, written in place,
    replaces nothing)."""
    if path in STANDARD_STREAMS or _in_place(os.path.realpath(path)):
        return None
    return next((f"{what} '{read}'" for what, read in reads.items() if read != "-" and _same_file(path, read)),
                None)


ECHO_LIMIT = 2000  # characters of one line of a message, which may quote the input (a 300 kB line)


def clip(text: str) -> str:
    """Each line of ``text`` cut to ECHO_LIMIT characters, saying how many were left out."""
    return "\n".join(line if len(line) <= ECHO_LIMIT else
                     f"{line[:ECHO_LIMIT]}... [{len(line) - ECHO_LIMIT:,} more characters left out]"
                     for line in text.split("\n"))


def print_error(text: object) -> None:
    """Print a message (a diagnostic, an error line) on stderr, clipped (:func:`clip`)."""
    print(clip(str(text)), file=sys.stderr)


def write_stdout(text: str) -> None:
    """Print ``text`` and flush it: a failed write (a full disk) is an error, not a truncated
    output and exit status 0 (a reader that went away is a BrokenPipeError, for the caller)."""
    out = CheckedStdout(sys.stdout)
    out.write(text)
    out.flush()
    if out.failure:
        raise UsageError(out.failure)


class CheckedStdout:
    """A tool's stdout whose first failed write (a full disk) is kept, not raised where it happened
    (inside the emulator, printing what a kernel printed), and ends the tool as an error
    (``failure``); what comes after it is dropped. A reader that went away is a BrokenPipeError, for
    the caller (or the kernel's printf, which runs on).

    Bound for a pipe, a FIFO or a terminal, the text is kept here and written by ``write_all``, whose
    wait for room ends for a signal (mgpu/interruptible_write.py): once ``io.DEFAULT_BUFFER_SIZE``
    characters have come, at a flush, and at each line if the stream passes lines on as they come (a
    terminal, PYTHONUNBUFFERED). A regular file or a test's capture, which never waits, is written
    through the stream."""

    def __init__(self, stream):
        self.stream = stream
        self.failure: str | None = None  # ``no space left on device writing <stdout>``
        self._fd = _waiting_descriptor(stream)
        self._pending: list[str] = []
        self._size = 0
        if self._fd is not None:
            self._by_line = stream.line_buffering or stream.write_through
            self._checked(stream.flush)  # (what the tool printed before comes first)

    def _checked(self, write, *args):
        if self.failure is not None:
            return None
        try:
            return write(*args)
        except BrokenPipeError:
            raise
        except OSError as e:
            self.failure = write_failure("<stdout>", e)
            silence_closed_stdout()  # (what is left in the buffer must not fail the exit again)
            return None

    def write(self, text: str) -> int:
        if self._fd is None:
            self._checked(self.stream.write, text)
            return len(text)
        self._pending.append(text)
        self._size += len(text)
        if self._size >= io.DEFAULT_BUFFER_SIZE or (self._by_line and "\n" in text):
            self.flush()
        return len(text)

    def flush(self) -> None:
        if self._fd is None:
            self._checked(self.stream.flush)
            return
        text = "".join(self._pending)
        self._pending.clear()
        self._size = 0
        if text:
            self._checked(write_all, self._fd, text.encode(self.stream.encoding, self.stream.errors))


def _waiting_descriptor(stream) -> int | None:
    """The descriptor under ``stream`` if a write to it may wait (it is not a regular file), else None."""
    try:
        fd = stream.fileno()
    except (AttributeError, io.UnsupportedOperation):  # (no file's: a test's capture)
        return None
    return None if stat.S_ISREG(os.fstat(fd).st_mode) else fd


def silence_closed_stdout() -> int:
    """After a BrokenPipeError (the reader of our output went away, as with ``| head``) or a failed
    write: point stdout at /dev/null so that Python's exit flush does not fail again; the status to exit with."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    return 1
