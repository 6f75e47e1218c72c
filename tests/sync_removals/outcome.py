"""What a run of a payload with one sync op removed came to, read from mgpu-run's exit status and output."""

from __future__ import annotations

import re
from dataclasses import dataclass

# mgpu-run's located diagnostic: FILE:LINE:COL: error: ['OP' op ]MESSAGE
_LOCATED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?:'(?P<op>[\w.]+)' op )?(?P<message>.*)$")
REPORTED = ("race", "deadlock", "error", "warning")  # a located report (a warning: exit 0, the outputs unchanged)
UNREPORTED = ("match", "wrong answer", "unlocated", "internal error")
_WARNING = re.compile(r"warning: (?P<message>.*?)(?P<file>/\S+?):(?P<line>\d+):(?P<col>\d+)")


@dataclass(frozen=True)
class Outcome:
    kind: str  # one of REPORTED or UNREPORTED
    where: str = ""  # LINE:COL of the report in the mutant (the original file's lines), and the op there
    words: str = ""  # the report's first words, or a match's warning
    warnings: tuple = ()  # every warning line of a run that warns (not shown: a mutant's are compared with its payload's)

    def cell(self) -> str:
        return f"{self.where} {self.words}".strip()


def classify(status: int, stdout: str, stderr: str, path: str) -> Outcome:
    """``path``: the mutant's file, which a located report names."""
    if "Traceback" in stdout + stderr or "internal error" in stderr:
        return Outcome("internal error", words=_first_words(stderr.strip().splitlines()[-1]))
    if status == 0:
        m = _WARNING.search(stdout + stderr)
        if m and m.group("file") == path:
            return Outcome("warning", f"{m.group('line')}:{m.group('col')}", _first_words(m.group("message")),
                           tuple(ln for ln in (stdout + stderr).splitlines() if "warning: " in ln))
        return Outcome("match")
    if "MISMATCH" in stdout:
        return Outcome("wrong answer", words=_first_words(next(ln for ln in stdout.splitlines() if "MISMATCH" in ln)))
    for line in stderr.splitlines():
        m = _LOCATED.match(line)
        if m and m.group("file") == path:
            message = m.group("message")
            kind = "race" if message.startswith("race") else "deadlock" if message.startswith("deadlock") else "error"
            return Outcome(kind, f"{m.group('line')}:{m.group('col')} '{m.group('op') or ''}'",
                           _first_words(message.replace(path, "FILE")))
    return Outcome("unlocated", words=_first_words(stderr.strip().splitlines()[0] if stderr.strip() else f"exit {status}"))


def _first_words(text: str, n: int = 9) -> str:
    return " ".join(text.replace("|", "/").split()[:n])
