"""One test per mbarrier rule (PTX91 §9.7.13.15; sm_semantics.md §1) and per named-barrier rule
(``bar.sync``, PTX91 §9.7.13.1)."""
import numpy as np
import pytest

from mgpu.emulator.barriers import MAX_COUNT, MBarrier, MBarrierError, MBarrierTable, NamedBarrier
from mgpu.emulator.errors import EmulatorError


def make(count):
    b = MBarrier(address=0x100, cta=0)
    b.init(count)
    return b


def test_init_state():
    b = make(3)
    assert (b.phase, b.pending, b.expected, b.tx, b.valid) == (0, 3, 3, 0, True)


@pytest.mark.parametrize("count", [0, -1, MAX_COUNT + 1])
def test_init_count_out_of_range(count):
    with pytest.raises(MBarrierError, match="outside"):
        MBarrier().init(count)


def test_phase_completes_when_pending_reaches_zero_without_tx():
    b = make(2)
    assert b.arrive() == 0
    assert b.phase == 0 and b.pending == 1
    b.arrive()
    assert b.phase == 1 and b.pending == 2  # pending reloads from expected


def test_vectorised_arrivals_count_many_threads():
    b = make(128)
    b.arrive(100)
    assert b.pending == 28 and b.phase == 0
    b.arrive(28)
    assert b.phase == 1 and b.pending == 128


def test_phase_needs_tx_zero_too():
    b = make(1)
    b.expect_tx(64)
    b.arrive()
    assert b.phase == 0 and b.pending == 0 and b.tx == 64  # arrivals done, bytes outstanding
    assert not b.complete_tx(32)
    assert b.phase == 0
    assert b.complete_tx(32)
    assert b.phase == 1 and b.tx == 0 and b.pending == 1


def test_negative_tx_before_expect_does_not_complete():
    # st.async complete-tx lands on the peer before that thread's arrive.expect_tx (sm_semantics §2.3)
    b = make(2)
    b.complete_tx(4)
    assert b.tx == -4 and b.phase == 0
    b.arrive_expect_tx(4)           # thread 0: tx back to 0 but one arrival still pending
    assert b.phase == 0 and b.tx == 0 and b.pending == 1
    b.arrive_expect_tx(8)           # thread 1: its bytes are still in flight
    assert b.phase == 0 and b.tx == 8 and b.pending == 0
    b.complete_tx(8)
    assert b.phase == 1


def test_tx_goes_negative_with_pending_zero_does_not_complete():
    b = make(1)
    b.arrive_expect_tx(4)
    b.complete_tx(8)                # more bytes than expected: tx = -4, never completes
    assert b.phase == 0 and b.tx == -4
    b.expect_tx(4)                  # expect-tx alone runs no completion check (§9.7.13.15.5.1)
    assert b.phase == 0 and b.tx == 0


def test_arrive_expect_tx_is_expect_then_arrive():
    b = make(1)
    b.arrive_expect_tx(16)          # must not complete between the two steps
    assert b.phase == 0 and b.tx == 16
    b.complete_tx(16)
    assert b.phase == 1


def test_arrive_expect_tx_many_threads():
    b = make(128)
    b.arrive_expect_tx(512, nthreads=128)
    assert b.tx == 65536 and b.pending == 0 and b.phase == 0
    b.complete_tx(65536)
    assert b.phase == 1


def test_zero_tx_arrive_expect_tx_completes_like_arrive():
    b = make(1)
    b.arrive_expect_tx(0)
    assert b.phase == 1


def test_parity_wait_semantics():
    b = make(1)
    assert b.try_wait_parity(0) is False       # phase 0 is current (incomplete)
    assert b.try_wait_parity(1) is True        # "preceding phase" with parity 1 counts as done
    b.arrive()
    assert b.try_wait_parity(0) is True
    assert b.try_wait_parity(1) is False


def test_parity_waits_across_two_phases():
    b = make(1)
    waiter_parity = 0
    for phase in range(4):
        assert not b.try_wait_parity(waiter_parity)
        b.arrive()
        assert b.try_wait_parity(waiter_parity)
        waiter_parity ^= 1                       # Mosaic flips its phase bit after each wait
    assert b.phase == 4


def test_parity_wait_vectorised_over_threads():
    b = make(1)
    b.arrive()
    got = b.try_wait_parity(np.array([0, 1, 0, 1], np.int32))
    assert got.tolist() == [True, False, True, False]


def test_a_state_two_phases_behind_is_overtaken():
    b = make(1)
    b.arrive()
    b.arrive()
    assert b.wait_phase(1) and not b.overtaken(1)
    assert b.overtaken(0)


def test_over_arrival_is_an_error():
    b = make(2)
    with pytest.raises(MBarrierError, match="over-arrival"):
        b.arrive(3)


def test_over_arrival_while_waiting_for_tx_is_an_error():
    b = make(1)
    b.arrive_expect_tx(8)
    with pytest.raises(MBarrierError, match="over-arrival"):
        b.arrive()
    with pytest.raises(MBarrierError, match="over-arrival"):
        b.arrive_expect_tx(8)


def test_tx_range_is_checked():
    b = make(1)
    with pytest.raises(MBarrierError, match="out of range"):
        b.complete_tx(MAX_COUNT)
        b.complete_tx(1)
    with pytest.raises(MBarrierError, match="outside"):
        make(1).expect_tx(MAX_COUNT + 1)


def test_reinit_while_in_use_is_an_error():
    b = make(2)
    b.arrive()
    with pytest.raises(MBarrierError, match="in use"):
        b.init(2)


def test_reinit_after_inval_is_fine():
    b = make(2)
    b.arrive()
    b.inval()
    b.init(4)
    assert (b.phase, b.pending) == (0, 4)


def test_ops_on_uninitialised_barrier_are_errors():
    b = MBarrier(address=8)
    for f in (lambda: b.arrive(), lambda: b.complete_tx(4), lambda: b.expect_tx(4),
              lambda: b.try_wait_parity(0)):
        with pytest.raises(MBarrierError, match="no initialised mbarrier"):
            f()


def test_arrive_drop_lowers_expected():
    b = make(2)
    b.arrive_drop()
    assert b.pending == 1 and b.expected == 1
    b.arrive()
    assert b.phase == 1 and b.pending == 1


def test_arrive_returns_state_before():
    b = make(1)
    assert b.arrive() == 0
    assert b.arrive() == 1


def test_describe_for_deadlock_report():
    b = make(128)
    b.arrive_expect_tx(512, nthreads=128)
    b.complete_tx(1024)
    assert b.describe() == "phase 0 (parity 0), pending arrivals 0/128, tx 64512 bytes"
    with pytest.raises(MBarrierError, match="partially completed"):
        b.check_quiescent()


def test_errors_are_emulator_errors():
    with pytest.raises(EmulatorError):
        make(1).arrive(2)


def test_table_by_address():
    t = MBarrierTable(cta=1)
    t.init(131072, 128)
    assert 131072 in t and 8 not in t
    t[131072].arrive(128)
    assert t[131072].phase == 1
    with pytest.raises(MBarrierError, match="no initialised mbarrier at CTA 1 SMEM 0x8"):
        t[8]
    with pytest.raises(MBarrierError, match="8-byte aligned"):
        t.init(4, 1)
    assert t.describe_all() == ["mbarrier at CTA 1 SMEM 0x20000: phase 1 (parity 1), pending arrivals 128/128, tx 0 bytes"]
    assert t.overlaps(131070, 131074) == [131072] and t.overlaps(0, 131072) == []


# ---- named barriers (bar.sync id, n) ----------------------------------------------------------


def test_named_barrier_completes_when_the_expected_threads_arrived():
    nb = NamedBarrier(1)
    assert nb.arrive(128, 256) == 0 and nb.generation == 0 and nb.arrived == 128
    assert nb.arrive(128, 256) == 0 and nb.generation == 1


def test_named_barrier_resets_for_reuse():
    nb = NamedBarrier(0)
    nb.arrive(64, 64)
    assert nb.arrived == 0 and nb.arrive(32, 64) == 1 and nb.generation == 1


def test_named_barrier_threads_must_agree_on_the_count():
    nb = NamedBarrier(3)
    nb.arrive(32, 128)
    with pytest.raises(EmulatorError, match=r"barrier 3: threads disagree on the thread count \(64 vs 128\)"):
        nb.arrive(32, 64)


def test_named_barrier_first_arrival_of_a_generation_sets_the_count():
    nb = NamedBarrier(2)
    nb.arrive(32, 32)
    nb.arrive(64, 128)  # a new generation: another count is fine
    assert nb.expected == 128


def test_named_barrier_describe_for_deadlock_report():
    nb = NamedBarrier(5)
    nb.arrive(96, 128)
    assert nb.describe() == "named barrier 5: 96/128 threads arrived"

