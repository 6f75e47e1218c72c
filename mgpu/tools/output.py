"""Writing results so that a failure never leaves a partly written file, and checking before the work
that they can be written."""

from __future__ import annotations

import contextlib
import os
import tempfile

TEMP_PREFIX, TEMP_SUFFIX = ".mgpu-", ".tmp"


def _umask() -> int:
    mask = os.umask(0)  # reading the umask means setting it: put it straight back
    os.umask(mask)
    return mask


def write_atomically(path: str, data: str | bytes) -> None:
    """Write to a temporary file beside ``path``, then rename it over ``path``; the file gets the
    mode ``open()`` would give it (0666 less the umask), not mkstemp's private 0600."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
    try:
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _reason(e: OSError) -> str:
    return e.strerror or str(e)


def file_write_problem(path: str) -> str | None:
    """Why ``path`` cannot be written as write_atomically writes it (None if it can): tried with a
    temporary file in its directory, which is removed again (so a read-only file system, a missing
    or non-directory parent and missing permissions are all found, whoever runs the tool)."""
    if os.path.isdir(path):
        return "Is a directory"
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
    except OSError as e:
        return _reason(e)
    os.close(fd)
    os.unlink(tmp)
    return None


def directory_write_problem(path: str) -> str | None:
    """Why files cannot be written into the directory ``path`` (None if they can). The directories
    that do not exist yet are created to try, and removed again: they are made for real only when
    there is something to write."""
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
        return file_write_problem(os.path.join(path, "probe"))
    except OSError as e:
        return _reason(e)
    finally:
        for directory in created:
            with contextlib.suppress(OSError):
                os.rmdir(directory)


def silence_closed_stdout() -> int:
    """After a BrokenPipeError (the reader of our output went away, as with ``| head``): point
    stdout at /dev/null so that Python's exit flush does not fail again; the status to exit with."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    return 1
