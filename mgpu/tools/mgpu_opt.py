"""mgpu-opt: parse, verify, transform and print IR, with xdsl-opt's and mlir-opt's conventions.

Every failure is a located diagnostic and exit status 1, never a Python traceback
(set MGPU_DEBUG=1 to see the traceback of an internal error); Ctrl-C, SIGTERM and SIGHUP are one
line and status 128 + the signal (cli.py).
The work is in opt_driver.py, imported inside ``main`` (see cli.py for why).
"""

from __future__ import annotations

import os
import sys

from mgpu.tools.cli import UsageError, as_command, interruptible

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (cli.py says why)
if TYPE_CHECKING:
    import argparse

    from mgpu.tools.arguments import ToolArgumentParser


def argument_parser() -> ToolArgumentParser:
    from mgpu.tools.arguments import ToolArgumentParser, add_jax_option, add_time_limit_options

    ap = ToolArgumentParser(
        prog="mgpu-opt",
        description="Parse, verify, transform and print Mosaic GPU IR (xdsl-opt conventions).",
    )
    ap.add_argument("input_file", nargs="?", default="-", help="input file ('-' for stdin)")
    ap.add_argument("-o", "--output-file", help="write the output here (atomically)")
    ap.add_argument("-p", "--passes", default="",
                    help="comma-separated pass pipeline (the passes: --list-passes)")
    ap.add_argument("--split-input-file", action="store_true", help="process '// -----' chunks separately")
    ap.add_argument("--print-op-generic", action="store_true", help="print ops in generic form")
    ap.add_argument("--print-debuginfo", action="store_true", help="print op locations")
    ap.add_argument("--allow-unregistered-dialect", action="store_true", help="accept unknown ops")
    ap.add_argument("--verify-diagnostics", action="store_true",
                    help="check diagnostics against '// expected-error {{...}}' annotations")
    ap.add_argument("--disable-verify", action="store_true", help="skip verification")
    ap.add_argument("--list-passes", action="store_true", help="list the available passes and exit")
    add_jax_option(ap)
    ap.add_argument("--which-jax", action="store_true",
                    help="print the jax release the input is read as, and the rule that decided, then exit")
    add_time_limit_options(ap, "parsing, verifying, the passes and printing")
    return ap


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    return argument_parser().parse_args(argv)


@interruptible("mgpu-opt")
def main(argv: list[str] | None = None) -> int:
    from mgpu.tools.arguments import parse_or_status, time_limit
    from mgpu.tools.deadline import DeadlineExceeded, clock_name, deadline
    from mgpu.tools.output import file_write_problem, print_error, read_by_the_run, silence_closed_stdout

    args = parse_or_status(argument_parser(), argv)
    if isinstance(args, int):
        return args
    driver = None
    try:
        seconds = time_limit(args)
        if args.output_file and (problem := file_write_problem(args.output_file)):
            raise UsageError(f"cannot write '{args.output_file}': {problem}")
        if args.output_file and (read := read_by_the_run(args.output_file, {"the input": args.input_file})):
            raise UsageError(f"cannot write '{args.output_file}': it is {read}, which this run reads")
        from mgpu.gc_pause import gc_paused

        with gc_paused():  # (what the imports build lives for the whole run: mgpu/gc_pause.py)
            from mgpu.passes.registry import all_passes
            from mgpu.tools.opt_driver import Driver, read_input

        if args.list_passes:
            print("\n".join(sorted(all_passes())))
            return 0
        driver = Driver(args)
        text = read_input(args.input_file)
        with deadline(seconds, args.wall_clock):
            return driver.run(text)
    except DeadlineExceeded:
        print(f"mgpu-opt: error: --timeout {seconds:g} s ({clock_name(args.wall_clock)}) reached while "
              f"{driver.doing} (raise --timeout if this is expected)", file=sys.stderr)
        return 1
    except UsageError as e:
        print_error(f"mgpu-opt: error: {e}")
        return 1
    except BrokenPipeError:
        return silence_closed_stdout()
    except MemoryError:  # a resource of this machine, not a bug
        print_error(f"mgpu-opt: error: out of memory while processing {args.input_file}")
        return 1
    except (Exception, RecursionError) as e:  # noqa: BLE001 - the last line of defence
        if os.environ.get("MGPU_DEBUG"):
            raise
        print_error(f"mgpu-opt: internal error: {type(e).__name__}: {e}")
        return 1


command = as_command(main)

if __name__ == "__main__":
    command()
