"""The option parser of mgpu-opt, mgpu-run and mgpu-capture: usage errors exit with status 1 as the
docs promise (argparse's own is 2), and every tool has ``--version``."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

DISTRIBUTION = "mosaic-gpu-tools"  # pyproject.toml's [project] name


def distribution_version() -> str:
    import importlib.metadata  # (here: reading the installed distributions costs every start-up)

    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed)"


class _Version(argparse.Action):
    """``--version``: the version is looked up when asked for, not whenever a tool starts."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        sys.stdout.write(f"{parser.prog} ({DISTRIBUTION}) {distribution_version()}\n")
        parser.exit()


class ToolArgumentParser(argparse.ArgumentParser):
    """argparse with mgpu's exit status for usage errors, and ``--version``."""

    def __init__(self, *args: object, **kwargs: object):
        super().__init__(*args, **kwargs)  # pyright: ignore[reportArgumentType]
        self.add_argument("--version", action=_Version, help=f"print the version of {DISTRIBUTION} and exit")

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(1, f"{self.prog}: error: {message}\n")


def parse_or_status(parser: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace | int:
    """The parsed options, or the status argparse chose to exit with (0 after --help/--version)."""
    try:
        return parser.parse_args(argv)
    except SystemExit as e:  # argparse has printed its message
        return 0 if e.code in (0, None) else 1


# The releases --jax accepts (mgpu.jax_versions.SUPPORTED, which a test keeps equal to this: importing it
# here would load the dialect before argparse has even answered --help).
JAX_RELEASES = ("0.10.2", "0.11.2", "0.12.0.1", "0.12.1")


def jax_release(name: str | None):
    """--jax's ``JaxVersion`` (None: each module's text says), or a UsageError naming the supported ones."""
    from mgpu.jax_versions import by_name
    from mgpu.tools.cli import UsageError

    if name is None:
        return None
    try:
        return by_name(name)
    except ValueError as e:
        raise UsageError(str(e)) from None


def add_jax_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jax", metavar="VERSION", default=None,
                        help=f"read the module as the IR of this jax release ({', '.join(JAX_RELEASES)}); "
                             "default: the module's text says (docs/design/jax_versions.md)")


def add_time_limit_options(parser: argparse.ArgumentParser, bounded: str) -> None:
    """--timeout S and --wall-clock: ``bounded`` says what the limit stops."""
    parser.add_argument("--timeout", type=float, default=None, metavar="S",
                        help=f"stop {bounded} when it takes more than S seconds of CPU time (default 300; "
                             f"--wall-clock: of wall clock)")
    parser.add_argument("--wall-clock", action="store_true",
                        help="measure --timeout in wall-clock seconds (a busy machine, or input that is slow to "
                             "come, then counts too) instead of this process's CPU time")


def time_limit(args: argparse.Namespace) -> float:
    """--timeout's seconds (its default if not given); a UsageError if it is not a positive number."""
    from mgpu.tools.cli import UsageError
    from mgpu.tools.deadline import DEFAULT_TIMEOUT_S

    if args.timeout is None:
        return DEFAULT_TIMEOUT_S
    if not 0 < args.timeout < float("inf"):
        raise UsageError("--timeout must be a positive number of seconds")
    return args.timeout
