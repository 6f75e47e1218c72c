"""A grid of plain GMEM loads and stores, the path of grid_races.py's unchanged-store rule (every plain store's bytes
read before it and compared after): G CTAs of 128 threads, thread t of CTA c loading in0[128 c + t] ("store") or
out0[128 c + t] ("copy": the buffer copied onto itself, every byte left unchanged) and storing it at
out0[128 c + t]; CPU time (``time.process_time``) of 4 runs of the prepared kernel, the least of the last 3.

    PYTHONPATH=$PWD python benchmarks/plain_store_grid.py store|copy [G]    # G: CTAs, default 16384
"""

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.emulator.run import Kernel  # noqa: E402
from tests.support.kernel_text import kernel  # noqa: E402


def main() -> None:
    what = sys.argv[1]
    ctas = int(sys.argv[2]) if len(sys.argv) > 2 else 16384
    n = 128 * ctas
    src = "%m1" if what == "copy" else "%m0"
    body = f'''      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %c128 = "arith.constant"() <{{value = 128 : index}}> : () -> index
      %base = "arith.muli"(%x0, %c128) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
      %v = "memref.load"({src}, %gi) : (memref<{n}xf32>, index) -> f32
      "memref.store"(%v, %m1, %gi) : (f32, memref<{n}xf32>, index) -> ()
'''
    k = Kernel(parse_module(kernel(body, grid=ctas, n=n), "plain_store_grid.mlir", make_context()))
    x = np.arange(n, dtype=np.float32)
    times = []
    for _ in range(4):
        t = time.process_time()
        k.run({"in0": x})
        times.append(time.process_time() - t)
    print(f"{what} {ctas} CTAs: runs (CPU s) {' '.join(f'{t:.3f}' for t in times)}; least of the last 3 "
          f"{min(times[1:]):.3f}")


if __name__ == "__main__":
    main()
