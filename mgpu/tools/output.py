"""Writing results so that a failure never leaves a partly written file."""

import os
import tempfile


def write_atomically(path: str, data: str | bytes) -> None:
    """Write to a temporary file beside ``path``, then rename it over ``path``."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".mgpu-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def silence_closed_stdout() -> int:
    """After a BrokenPipeError (the reader of our output went away, as with ``| head``): point
    stdout at /dev/null so that Python's exit flush does not fail again; the status to exit with."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    return 1
