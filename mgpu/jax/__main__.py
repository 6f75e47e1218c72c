"""python -m mgpu.jax FILE.py:FUNCTION --arg SPEC [--arg SPEC ...]: a function's results, its Mosaic GPU kernels
run on mgpu's emulated SM and its other jax ops by jax on the CPU, in one process.

FILE.py:FUNCTION and --arg are mgpu-capture's (docs/mgpu-capture.md: FUNCTION is the jax-callable or a factory
of it; --arg DTYPE[D0,...] is a random input from --seed, FILE.npy a given one). Each result (a leaf of what
the function returns) is printed with its dtype and shape. A fault of a
kernel (a race, a deadlock, an out-of-bounds access, a misuse) is its message, notes naming the user's lines,
and exit status 1; so is every other failure (never a traceback: MGPU_DEBUG=1 shows it).
"""

from __future__ import annotations

import os
import sys
import traceback

from mgpu.tools.cli import interruptible


def _parser():
    from argparse import RawDescriptionHelpFormatter

    from mgpu.tools.arguments import ToolArgumentParser

    ap = ToolArgumentParser(prog="python -m mgpu.jax", description=__doc__,
                            formatter_class=RawDescriptionHelpFormatter)
    ap.add_argument("target", metavar="FILE.py:FUNCTION",
                    help="the file, and the function in it that is (or builds) the jax-callable")
    ap.add_argument("--arg", action="append", default=[], metavar="SPEC",
                    help="one input, in order: DTYPE[D0,D1,...] (random) or FILE.npy (given)")
    ap.add_argument("--semantics", choices=["warpgroup", "lane"], default=None,
                    help="force the kernels' lowering semantics (default: their CompilerParams'; a factory with a "
                         "`semantics` parameter gets warpgroup)")
    ap.add_argument("--arch", default="9.0", metavar="MAJOR.MINOR",
                    help="GPU arch the kernels are lowered for (default 9.0; 10.0 for TMEM)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default 0)")
    return ap


def _names(jax, result) -> list[tuple[str, object]]:
    """(name, array) of each leaf: ``result``, ``result[0]``, ``result['sum']`` ..."""
    leaves, _ = jax.tree_util.tree_flatten_with_path(result)
    return [("result" + jax.tree_util.keystr(path), leaf) for path, leaf in leaves]


def _report(e: BaseException) -> None:
    print(f"error: {type(e).__name__}: {e}", file=sys.stderr)
    for note in getattr(e, "__notes__", []):
        print(f"note: {note}", file=sys.stderr)


@interruptible("python -m mgpu.jax")
def main(argv: list[str] | None = None) -> int:
    import numpy as np

    from mgpu.capture.errors import CaptureError
    from mgpu.tools.arguments import parse_or_status

    ns = parse_or_status(_parser(), argv)
    if isinstance(ns, int):
        return ns
    try:
        from mgpu.capture.capture import build_kernel, get_function, load_user_module, parse_target
        from mgpu.capture.jax_stages import import_jax
        from mgpu.capture.specs import as_jax_takes, make_inputs, parse_arg

        specs = [parse_arg(a) for a in ns.arg]
        path, func = parse_target(ns.target)
        jax = import_jax()
        specs, narrowed = as_jax_takes(jax, specs)
        for note in narrowed:
            print(f"note: {note}", file=sys.stderr)
        from mgpu.jax import KernelFault, NotEmulatedError, emulate

        fn = build_kernel(get_function(load_user_module(path), path, func, "function"), path, func,
                          ns.semantics or "warpgroup")
        run = emulate(fn, semantics=ns.semantics, arch=ns.arch)
        inputs = make_inputs(specs, ns.seed)
        try:
            result = run(*inputs)
        except (KernelFault, NotEmulatedError) as e:
            _report(e)
            return 1
    except (CaptureError, ValueError) as e:  # (ValueError: emulate's --arch)
        print(f"error: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001 - jax or the user's code raised: a message, not a traceback
        if os.environ.get("MGPU_DEBUG"):
            traceback.print_exc()
        _report(e)
        return 1
    print(f"{func}({', '.join(map(str, specs))}) with its Mosaic GPU kernels run on mgpu's emulated SM "
          f"(jax {jax.__version__}, arch {ns.arch}):")
    with np.printoptions(threshold=64, edgeitems=3):
        for name, leaf in _names(jax, result):
            arr = np.asarray(leaf)
            print(f"{name}: {arr.dtype.name}{list(arr.shape)}")
            print("  " + np.array2string(arr, prefix="  "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
