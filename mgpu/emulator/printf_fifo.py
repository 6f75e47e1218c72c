"""Where ``gpu.printf``'s text goes (handlers/gpu.py formats it): CUDA's printf FIFO, as the emulator keeps it.

On the GPU, vprintf writes a record (format pointer and arguments) into a FIFO of
``cudaLimitPrintfFifoSize`` bytes (1 MiB by default, arch.PRINTF_FIFO_BYTES), which the host
formats and writes to stdout at the next synchronisation (CUDA C++ Programming Guide, "Formatted
Output"). Output that does not fit is lost: the guide calls the buffer circular, older output
overwritten. The emulator, which writes the text out as the kernel runs, cannot take back what it
wrote: it bounds the formatted text of each launch by the same size and keeps the first 1 MiB, a
printf call whose text does not fit in what is left being dropped, as are the launch's later
calls (the FIFO is full), and the run's report says how many were (``warnings``). So which part
of an overflowing launch's output survives, and where the cut falls (the GPU's FIFO holds records,
not text), may differ from a GPU; that some is lost, and how much the emulator keeps, does not.

The text is kept (``text``: RunResult.printed) and, if a ``stream`` is given, written to it and
flushed at each printf, so that what was printed before a later fault is seen (mgpu-run's stdout).
A run that starts again warp by warp (a deadlock of warp specialization, run.Kernel.run) prints
again from the start: ``text`` is then the last run's, and ``warnings`` says so.
"""

from __future__ import annotations

from typing import TextIO

from mgpu.arch import PRINTF_FIFO_BYTES
from mgpu.dialect.diagnostics.emulator.run import PRINTF_FIFO_FULL, PRINTF_REPRINTED


class PrintfFifo:
    """The printed text of one run, at most ``limit`` bytes (UTF-8) per launch."""

    def __init__(self, stream: TextIO | None = None, limit: int = PRINTF_FIFO_BYTES):
        self.stream = stream
        self.limit = limit
        self.chunks: list[str] = []
        self.launch = 0
        self.used = 0  # bytes of this launch's text
        self.full = False
        self.dropped: dict[int, list[int]] = {}  # launch -> [printf calls, bytes] dropped
        self.reprinted = False  # a run that had printed started again

    def restart(self):
        """The run starts again from the beginning (the stream keeps what it was given)."""
        self.reprinted = self.reprinted or bool(self.chunks)
        self.chunks, self.dropped = [], {}

    def new_launch(self, launch: int):
        """Launch number ``launch`` starts: its FIFO is empty (the previous launch's was flushed)."""
        self.launch, self.used, self.full = launch, 0, False

    def write(self, texts: list[str]):
        """The texts of one printf op, one per thread that ran it, in the order they are printed."""
        kept = []
        for t in texts:
            n = len(t.encode())
            if self.full or self.used + n > self.limit:
                self.full = True
                d = self.dropped.setdefault(self.launch, [0, 0])
                d[0] += 1
                d[1] += n
                continue
            self.used += n
            kept.append(t)
        if kept:
            s = "".join(kept)
            self.chunks.append(s)
            if self.stream is not None:
                try:
                    self.stream.write(s)
                    self.stream.flush()
                except BrokenPipeError:  # (the reader went away, as with `| head`: the kernel runs on)
                    self.stream = None

    @property
    def text(self) -> str:
        return "".join(self.chunks)

    def warnings(self) -> list[str]:
        return [PRINTF_FIFO_FULL.format(launch=k, limit=self.limit, calls=c, nbytes=b)
                for k, (c, b) in sorted(self.dropped.items())] + [PRINTF_REPRINTED] * self.reprinted
