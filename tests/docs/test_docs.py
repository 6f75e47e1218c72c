"""Every example in docs/ is executed: the documentation cannot drift from the tools.

How a page's fenced blocks are treated (the info string after the opening fence):

- ```console   shell session. Each line starting with ``$ `` is a command, run with bash, in order
               (all the console blocks of a page in one scratch directory that holds links to the
               repository's top-level entries, so that the pages' relative paths work and the files
               the examples write stay out of the checkout), with the venv's ``bin`` first on PATH.
               The lines after it, up to the next ``$ `` line, are its expected output: stdout and
               stderr together, compared line by line exactly (trailing spaces ignored). A line
               that is only ``...`` matches any number of lines (zero or more): use it for volatile
               parts such as timings. The exit status
               is checked too: 0, unless the expected output ends with the line ``[exit status N]``
               (which the pages use to show a failing command; the tools do not print it).
- ```python    run in order, one shared namespace per page, in a scratch directory of their own;
               a block passes if it raises nothing (the examples check themselves with ``assert``).
- ```python jax   run only where jax with its Mosaic GPU bindings imports (a jax venv); elsewhere the page's
               python blocks are skipped, with the reason (they share one namespace).
- ```console no-test / ```python no-test   shown, never run (needs jax, depends on the machine...).
- any other info string (mlir, text, none) is shown, never run.

A failure names the page, the block's line and the command, with both outputs. The pages' shell
sessions run concurrently (each command is a subprocess) to keep the whole check well under a minute.
"""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
BIN = pathlib.Path(sys.executable).parent
RUN_KINDS = {"console", "python"}
SHOWN_KINDS = {"", "mlir", "text", "bash", "sh", "toml", "json", "markdown"}
FENCE = re.compile(r"^(`{3,})([^`]*)$")  # CommonMark: no backtick in the info string
EXIT = re.compile(r"^\[exit status (\d+)\]$")
COMMAND_TIMEOUT_S = 120


class Block:
    def __init__(self, page: pathlib.Path, line: int, info: str, text: str):
        self.page, self.line, self.text = page, line, text
        words = info.split()
        self.kind = words[0] if words else ""
        self.flags = set(words[1:])

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"

    @property
    def runs(self) -> bool:
        return self.kind in RUN_KINDS and "no-test" not in self.flags


def blocks(page: pathlib.Path) -> list[Block]:
    out, lines, i = [], page.read_text(encoding="utf-8").splitlines(), 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        fence, info, start, body = m.group(1), m.group(2).strip(), i + 1, []
        i += 1
        while i < len(lines) and lines[i].rstrip() != fence:
            body.append(lines[i])
            i += 1
        if i == len(lines):
            raise AssertionError(f"{page.relative_to(REPO)}:{start}: unclosed ``` block")
        out.append(Block(page, start, info, "\n".join(body) + "\n"))
        i += 1
    return out


def pages() -> list[pathlib.Path]:
    return sorted(DOCS.rglob("*.md"))


def page_id(p: pathlib.Path) -> str:
    return str(p.relative_to(REPO))


# ------------------------------------------------------------------------------ console blocks
def parse_session(block: Block) -> list[tuple[str, list[str]]]:
    steps: list[tuple[str, list[str]]] = []
    for n, line in enumerate(block.text.splitlines()):
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif not steps:
            raise AssertionError(f"{block.where}: console block line {n + 1} comes before any '$ ' command")
        else:
            steps[-1][1].append(line)
    return steps


def matches(expected: list[str], actual: list[str]) -> bool:
    """Line-by-line equality where an expected line '...' matches zero or more actual lines (the
    positions of ``actual`` each prefix of ``expected`` can reach, line by line: no recursion, so a
    long output does not hit Python's recursion limit)."""
    reach = {0}
    for line in expected:
        if line == "...":
            reach = set(range(min(reach), len(actual) + 1)) if reach else set()
        else:
            reach = {j + 1 for j in reach if j < len(actual) and actual[j] == line}
    return len(actual) in reach


def clean(lines: list[str]) -> list[str]:
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def run_command(command: str, cwd: pathlib.Path) -> tuple[int, list[str]]:
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", COLUMNS="100")
    env.pop("MGPU_DEBUG", None)
    proc = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=COMMAND_TIMEOUT_S)
    return proc.returncode, proc.stdout.splitlines()


def check_console(block: Block, cwd: pathlib.Path) -> None:
    for command, expected in parse_session(block):
        expected = clean(expected)
        want_status = 0
        if expected and (m := EXIT.match(expected[-1])):
            want_status, expected = int(m.group(1)), expected[:-1]
        status, actual = run_command(command, cwd)
        actual = clean(actual)
        if status != want_status or not matches(expected, actual):
            raise AssertionError(
                f"{block.where}: the output of\n    $ {command}\ndiffers from the page.\n"
                f"--- expected (the page), exit status {want_status}\n"
                f"{textwrap.indent(chr(10).join(expected), '    ')}\n"
                f"--- actual, exit status {status}\n{textwrap.indent(chr(10).join(actual), '    ')}")


# ------------------------------------------------------------------------------ the tests
def make_scratch(root: pathlib.Path) -> pathlib.Path:
    """A working directory that looks like the repository root (for the paths the pages use)
    but keeps what the examples write out of the checkout."""
    for entry in REPO.iterdir():
        if not entry.name.startswith("."):
            (root / entry.name).symlink_to(entry)
    return root


def run_console_blocks(page: pathlib.Path, root: pathlib.Path) -> str | None:
    """The page's console blocks, in order, in one scratch directory: None, or what failed."""
    cwd = make_scratch(root)
    try:
        for block in blocks(page):
            if block.runs and block.kind == "console":
                check_console(block, cwd)
    except AssertionError as e:
        return str(e)
    except subprocess.TimeoutExpired as e:
        return f"{page_id(page)}: a command ran longer than {COMMAND_TIMEOUT_S} s: {e.cmd}"
    return None


@pytest.fixture(scope="session")
def console_outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[pathlib.Path, str | None]:
    """Every page's shell session, the pages concurrently (each command is a subprocess), so that
    the whole documentation is checked in well under a minute."""
    todo = [p for p in pages() if any(b.runs and b.kind == "console" for b in blocks(p))]
    with ThreadPoolExecutor(max_workers=max(2, min(len(todo), os.cpu_count() or 2))) as pool:
        futures = {p: pool.submit(run_console_blocks, p, tmp_path_factory.mktemp(p.stem)) for p in todo}
        return {p: f.result() for p, f in futures.items()}


def _jax_missing() -> str | None:
    """Why jax's Mosaic GPU cannot be imported here, or None."""
    try:
        import jax.experimental.pallas.mosaic_gpu  # noqa: F401
    except ImportError as e:
        return str(e)
    return None


@pytest.mark.parametrize("page", pages(), ids=page_id)
@pytest.mark.tier
def test_page_examples(page: pathlib.Path, console_outcomes, tmp_path: pathlib.Path,
                       monkeypatch: pytest.MonkeyPatch):
    failure = console_outcomes.get(page)
    assert failure is None, failure
    python = [b for b in blocks(page) if b.runs and b.kind == "python"]
    if any("jax" in b.flags for b in python) and (missing := _jax_missing()):
        pytest.skip(f"{page_id(page)}: its python examples need jax's Mosaic GPU ({missing}): run tests/docs in a jax venv")
    monkeypatch.chdir(make_scratch(tmp_path))
    monkeypatch.setenv("PATH", f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    namespace: dict = {"__name__": f"docs_{page.stem}"}
    for block in python:
        try:
            exec(compile(block.text, block.where, "exec"), namespace)  # noqa: S102 - the docs' own examples
        except Exception as e:  # noqa: BLE001 - report which block failed
            raise AssertionError(f"{block.where}: python block failed: {type(e).__name__}: {e}") from e


@pytest.mark.parametrize("page", pages(), ids=page_id)
def test_every_block_is_known(page: pathlib.Path):
    """A typo in an info string (```consol) would silently skip a block: refuse unknown ones."""
    for block in blocks(page):
        assert block.kind in RUN_KINDS | SHOWN_KINDS, f"{block.where}: unknown block kind '{block.kind}'"
        assert block.flags <= {"no-test", "jax"}, f"{block.where}: unknown block flags {sorted(block.flags)}"
        if block.kind == "console":
            parse_session(block)


def test_pages_have_runnable_examples():
    runnable = {page_id(p) for p in pages() if any(b.runs for b in blocks(p))}
    for name in ("docs/tour.md", "docs/python_api.md", "docs/mgpu-opt.md", "docs/mgpu-run.md",
                 "docs/mgpu-capture.md"):
        assert name in runnable, f"{name} has no executed example"


LINK = re.compile(r"\]\(([^)#\s]+)(#[^)\s]*)?\)")


@pytest.mark.parametrize("page", pages(), ids=page_id)
def test_relative_links_resolve(page: pathlib.Path):
    text = page.read_text(encoding="utf-8")
    for m in LINK.finditer(text):
        target = m.group(1)
        if re.match(r"[a-z]+:", target):
            continue
        line = text.count("\n", 0, m.start()) + 1
        assert (page.parent / target).exists(), f"{page_id(page)}:{line}: broken link {target}"


def _tool_flags() -> dict[str, list[str]]:
    """Every long option in each tool's --help (its options section), taken from the tool itself,
    so that a flag added to a tool must be documented on its page."""
    out = {}
    for tool in ("mgpu-opt", "mgpu-run", "mgpu-capture"):
        proc = subprocess.run([str(BIN / tool), "--help"], capture_output=True, text=True, timeout=60,
                              env=dict(os.environ, COLUMNS="100"))
        assert proc.returncode == 0, proc.stderr
        options = proc.stdout.split("\noptions:\n", 1)[-1]
        flags = re.findall(r"^\s{2}(?:-\w(?: \S+)?, )?(--[a-z][a-z0-9-]*)", options, re.MULTILINE)
        assert "--help" in flags, f"cannot read the options of {tool} --help"
        out[tool] = sorted(set(flags) - {"--help"})
    return out


def test_tool_pages_document_every_flag():
    for tool, flags in _tool_flags().items():
        page = DOCS / f"{tool}.md"
        text = page.read_text(encoding="utf-8")
        missing = [f for f in flags if f"`{f}" not in text]
        assert not missing, f"docs/{tool}.md does not document {missing} (from {tool} --help)"


def test_the_checker_itself(tmp_path: pathlib.Path):
    """The comparison rules the pages rely on: exact lines, '...' wildcards, exit statuses."""
    def block(text: str) -> Block:
        return Block(DOCS / "self-test.md", 7, "console", text)

    check_console(block("$ echo hi\nhi\n$ false\n[exit status 1]\n$ printf 'a\\nb\\nc\\n'\na\n...\n"
                        "$ printf 'a\\nc  \\n\\n'\na\n...\nc\n"), tmp_path)
    for wrong in ("$ echo hi\nho\n", "$ echo hi\n", "$ false\n", "$ echo hi; false\nhi\n...\n",
                  "$ true\n[exit status 1]\n", "$ printf 'a\\nb\\n'\n...\nc\n"):
        with pytest.raises(AssertionError, match="docs/self-test.md:7"):
            check_console(block(wrong), tmp_path)
    with pytest.raises(AssertionError, match="before any"):
        parse_session(block("output\n$ echo\n"))


def test_capture_page_quotes_the_example_kernel():
    """The kernel shown on docs/mgpu-capture.md (not run: it needs jax) is the tested one, verbatim."""
    source = (REPO / "tests/capture/scaled_add_kernel.py").read_text(encoding="utf-8")
    quoted = [b for b in blocks(DOCS / "mgpu-capture.md") if b.kind == "python"]
    assert quoted, "docs/mgpu-capture.md quotes no kernel"
    for block in quoted:
        assert block.text.strip() in source, f"{block.where}: not verbatim from tests/capture/scaled_add_kernel.py"
