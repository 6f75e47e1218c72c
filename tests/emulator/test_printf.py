"""gpu.printf in the emulator (mgpu/emulator/handlers/gpu.py, printf_format.py, printf_fifo.py):
who prints, in which order, with which arguments, and what is refused."""

from __future__ import annotations

import io

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.printf_fifo import PrintfFifo
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

TID = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t64 = "arith.index_cast"(%tid) : (index) -> i64
'''


def _run(body: str, threads: int = 128, stdout=None, **kw):
    module = parse_module(kernel(TID + body, threads=threads, **kw), "t.mlir", make_context())
    return run(module, {"in0": np.zeros(128, np.float32)}, stdout=stdout)


def _thread_0(ops: str) -> str:
    """``ops`` in thread 0 only."""
    return f'''
      %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
      %one = "arith.cmpi"(%tid, %c0) <{{predicate = 0 : i64}}> : (index, index) -> i1
      "scf.if"(%one) ({{
        {ops}
        "scf.yield"() : () -> ()
      }}, {{
      }}) : (i1) -> ()'''


def test_every_thread_prints_in_lane_and_warp_order():
    res = _run('''      "gpu.printf"(%tid) <{format = "t%llu\\n"}> : (index) -> ()''', threads=256)
    assert res.printed == "".join(f"t{i}\n" for i in range(256))


def test_inactive_threads_print_nothing():
    res = _run('''
      %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
      %few = "arith.cmpi"(%tid, %c3) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%few) ({
        "gpu.printf"(%t64) <{format = "[%lld]"}> : (i64) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()''')
    assert res.printed == "[0][1][2]"


def test_floats_are_promoted_to_double():
    """MLIR fpexts every float argument to f64 (C's varargs promotion): %f of an f16 prints the
    f16 value exactly, %.10f of an f32 its f32 value."""
    res = _run('''
      %h = "arith.constant"() <{value = 0.1 : f16}> : () -> f16
      %f = "arith.constant"() <{value = 0.1 : f32}> : () -> f32
      %b = "arith.constant"() <{value = -3.0 : bf16}> : () -> bf16''' + _thread_0(
        '''"gpu.printf"(%h, %f, %b) <{format = "%.12f %.10f %g\\n"}> : (f16, f32, bf16) -> ()'''))
    assert res.printed == f"{float(np.float16(0.1)):.12f} {float(np.float32(0.1)):.10f} -3\n"


def test_integer_conversions_read_the_argument_at_its_size():
    res = _run('''
      %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %big = "arith.constant"() <{value = -2 : i64}> : () -> i64''' + _thread_0(
        '''"gpu.printf"(%m, %m, %m, %big, %big) <{format = "%d %u %x %lld %llu\\n"}> : (i32, i32, i32, i64, i64) -> ()'''))
    assert res.printed == "-1 4294967295 ffffffff -2 18446744073709551614\n"


@pytest.mark.parametrize("fmt, ty, words", [
    ("%llu", "i32", "the conversion %llu reads an 8-byte int, but argument #0 is i32, which MLIR passes to vprintf "
                    "as a 4-byte int: undefined in C"),
    ("%d", "i64", "the conversion %d reads a 4-byte int, but argument #0 is i64"),
    ("%f", "i64", "the conversion %f reads a double, but argument #0 is i64"),
    ("%d", "i8", "the conversion %d reads argument #0, of type i8, which C's printf cannot read"),
    ("%d %d", "i32", "the conversion %d reads argument #1, but there are 1"),
    ("%s", "i64", "the conversion %s is not supported"),
])
def test_a_mismatched_argument_is_refused_where_the_printf_runs(fmt, ty, words):
    with pytest.raises(EmulatorError) as ei:
        _run(f'''
      %v = "arith.constant"() <{{value = 7 : {ty}}}> : () -> {ty}
      "gpu.printf"(%v) <{{format = "{fmt}"}}> : ({ty}) -> ()''')
    assert words in str(ei.value)
    assert "'gpu.printf' op" in str(ei.value) and "t.mlir:" in str(ei.value)


def test_a_bad_printf_that_never_runs_is_not_refused():
    res = _run('''
      %v = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %no = "arith.constant"() <{value = false}> : () -> i1
      "scf.if"(%no) ({
        "gpu.printf"(%v) <{format = "%llu"}> : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()''')
    assert res.printed == ""


def test_printed_text_is_streamed_before_a_later_fault():
    out = io.StringIO()
    with pytest.raises(EmulatorError):
        _run('''
      "gpu.printf"(%tid) <{format = "%llu,"}> : (index) -> ()
      %big = "arith.constant"() <{value = 100000 : index}> : () -> index
      %v = "memref.load"(%m0, %big) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()''', stdout=out)
    assert out.getvalue() == "".join(f"{i}," for i in range(128))


def test_each_launch_prints_at_most_the_fifo_then_drops():
    """CUDA's printf FIFO (1 MiB) bounds what a launch prints: a printf that does not fit is
    dropped, and so is what the launch prints after it; the report says how much."""
    res = _run('''
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %n = "arith.constant"() <{value = 90 : index}> : () -> index
      "scf.for"(%c0, %n, %c1) ({
      ^bb0(%i: index):
        "gpu.printf"(%i) <{format = "%0100llu\\n"}> : (index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()''')
    line = 101
    fit = (1 << 20) // line
    assert len(res.printed) == fit * line
    assert res.printed.endswith(f"{(fit - 1) // 128:0100d}\n")
    dropped = 90 * 128 - fit
    assert (f"warning: launch 1 printed more than the 1048576 bytes of CUDA's printf FIFO (cudaLimitPrintfFifoSize): "
            f"{dropped} printf call(s) past it, {dropped * line} bytes, were dropped") in res.report.lines()


def test_the_fifo_is_per_launch_and_full_stays_full():
    fifo = PrintfFifo(limit=10)
    fifo.new_launch(1)
    fifo.write(["abcd", "efghijk", "x"])
    fifo.new_launch(2)
    fifo.write(["0123456789"])
    assert fifo.text == "abcd0123456789"
    assert fifo.warnings() == ["warning: launch 1 printed more than the 10 bytes of CUDA's printf FIFO "
                               "(cudaLimitPrintfFifoSize): 2 printf call(s) past it, 8 bytes, were dropped"]


def test_a_closed_stream_stops_the_streaming_not_the_run():
    """The reader of stdout went away (``mgpu-run ... | head``): the kernel runs on, the text is kept."""
    class Closed(io.StringIO):
        def write(self, s):
            raise BrokenPipeError(32, "Broken pipe")

    res = _run('''      "gpu.printf"(%tid) <{format = "%llu "}> : (index) -> ()''', stdout=Closed())
    assert res.printed == "".join(f"{i} " for i in range(128))


def test_a_restarted_run_keeps_the_last_runs_text_and_says_it_printed_again():
    """A run that starts again warp by warp (run.Kernel.run) prints again from the start."""
    fifo = PrintfFifo()
    fifo.new_launch(1)
    fifo.write(["first run\n"])
    fifo.restart()
    fifo.new_launch(1)
    fifo.write(["second run\n"])
    assert fifo.text == "second run\n"
    assert any("printed again from the start" in w for w in fifo.warnings())
