"""What the emulator says of synchronisation: mbarriers, named and cluster barriers, warp-collective instructions,
the races it detects, register reallocation and cluster launch control."""

from __future__ import annotations


# ---- the mbarrier state machine and named barriers (barriers.py) ----

NO_MBARRIER_THERE = "{name}: {what} on memory that holds no initialised mbarrier"
TX_COUNT_OUT_OF_RANGE = "{what} puts the tx-count out of range [-(2^20-1), 2^20-1]"
MBARRIER_INIT_COUNT = "{name}: mbarrier.init count {count} is outside [1, 2^20-1]"
INIT_IN_USE = "mbarrier.init on a barrier that is in use (mbarrier.inval it first)"
NEGATIVE_ARRIVAL_COUNT = "negative arrival count {count}"
OVER_ARRIVAL = "over-arrival: {count} arrival(s) but only {pending} pending in phase {phase}"
EXPECT_TX_OUT_OF_RANGE = "expect_tx of {nbytes} bytes is outside [0, 2^20-1]"
COMPLETE_TX_OUT_OF_RANGE = "complete_tx of {nbytes} bytes is outside [0, 2^20-1]"
ARRIVE_EXPECT_TX_OUT_OF_RANGE = "arrive.expect_tx of {tx_per_thread} bytes is outside [0, 2^20-1]"
ARRIVE_DROP_EXCEEDS = "arrive_drop of {count} exceeds the expected count {expected}"
NOCOMPLETE_WOULD_COMPLETE = "an arrive.noComplete of {count} arrival(s) would complete phase {phase}"
BARRIER_LEFT_PARTIALLY = "barrier left with a partially completed phase"
MBARRIER_MISALIGNED = "mbarrier address 0x{addr:x} is not 8-byte aligned"
NO_INITIALISED_MBARRIER = "no initialised mbarrier at {where}SMEM 0x{addr:x}"
BARRIER_THREADS_DISAGREE = "barrier {ident}: threads disagree on the thread count ({expected} vs {expected2})"
BAR_RED_MIXED = ("barrier {ident}: bar.red and bar.sync / bar.arrive on the same barrier phase (the PTX ISA does "
                 "not allow mixing them, §9.7.13.1)")

# ---- mbarrier ops in their nvvm and inline-PTX spellings (handlers/mbarrier.py) ----

PTX_INIT_FORM = "unsupported mbarrier.init form (an mbarrier of the executing CTA and a count): {ins_text!r}"
PTX_ARRIVE_EXPECT_TX_FORM = "unsupported mbarrier.arrive.expect_tx form (state, [addr], txCount): {ins_text!r}"
ARRIVE_COUNT_NOT_UNIFORM = ("an arrive whose count differs between the arriving threads ({counts}) is not "
                            "supported")
TEST_WAIT_REMOTE = "mbarrier.test_wait is only allowed on barriers of the executing CTA"
WAIT_REMOTE = "mbarrier waits are only allowed on barriers of the executing CTA"
PTX_TRY_WAIT_FORM = ("only mbarrier.try_wait (by parity or state) on a barrier of the executing CTA, with or without "
                     "a time hint, is supported: {ins_text!r}")
PTX_FORM_UNSUPPORTED = "unsupported {opcode} form: {ins_text!r}"
MBARRIER_RANK_OUT_OF_RANGE = "mbarrier in CTA rank {rank}, but the cluster has {n_ctas} CTAs"

# ---- CTA and cluster barriers, fences (handlers/sync.py) ----

PTX_BAR_ARRIVE_FORM = "bar.arrive needs a barrier id and a thread count: {ins_text!r}"
PTX_BAR_RED_FORM = "only bar.red.{{or,and}}.pred p, a{{, b}}, {{!}}c is supported: {ins_text!r}"
PTX_CLUSTER_ARRIVE_FORM = "unsupported barrier.cluster.arrive form: {ins_text!r}"
PTX_CLUSTER_WAIT_FORM = "unsupported barrier.cluster.wait form: {ins_text!r}"
BARRIER_OPERAND_NOT_UNIFORM = ("{opcode}: threads of one warpgroup use different barrier {what} {set}: not emulated "
                               "(the emulator runs the threads of a warpgroup at one named barrier with one expected "
                               "thread count; warps of one instruction at different barriers, or counting different "
                               "totals, are not modelled)")

# ---- warp-collective instructions: elect, shfl, redux, vote (handlers/warp.py) ----

ELECT_FORM = "the emulator supports elect.sync writing only its predicate (_|$0), unpredicated, not \"{ins_text}\""
SHFL_FORM = ("the emulator supports shfl.sync.<idx|up|down|bfly> writing its results to the asm's outputs, "
             "unpredicated, not \"{ins_text}\"")
MEMBER_MASK_MISMATCH = ("{what}: the member mask ({shown}) of warp {w} does not name exactly the lanes that "
                        "execute it together ({lanes:#010x}); a lane that diverged or exited cannot be waited for")

# ---- races on shared and tensor memory (hazards.py) ----

RACE_INIT_NOT_RELEASED_TO_CLUSTER = (
    "race: this operation of CTA {src} uses the mbarrier at CTA {cta} SMEM {addr:#x} initialised{where}, and no "
    "fence.mbarrier_init.release.cluster (nor a release at cluster scope) of CTA {cta} came after the init: a "
    "relaxed barrier.cluster.arrive orders nothing, so the init may not be visible to CTA {src} yet (PTX ISA 9.1 "
    "§9.7.13.2, §9.7.13.4)")
_PEER_SMEM_BEFORE_EXIT = (
    "nothing orders it before {cta}'s exit (no cluster barrier after it that {cta} waits on, nor an mbarrier phase "
    "{cta} waits for that it or a later release of {who} completes): a CTA's shared memory is its cluster's only "
    "while the CTA runs, so every access of it by another CTA (a remote mbarrier arrive, st.async, red.async, a "
    "multicast copy, a load, store or atomic through a shared::cluster address) must complete before that CTA exits "
    "(CUDA C++ Programming Guide, \"Distributed Shared Memory\"); end the kernel with a cluster barrier "
    "(barrier.cluster.arrive, barrier.cluster.wait) in every CTA")
RACE_PEER_SMEM_AFTER_EXIT = ("race: this access by {who} is to the shared memory of {cta}, whose threads have all "
                             "exited in this run: " + _PEER_SMEM_BEFORE_EXIT)
RACE_PEER_SMEM_AT_EXIT = ("race: {cta} may exit before this access of its shared memory by {who}: "
                          + _PEER_SMEM_BEFORE_EXIT)
_PEER_TCGEN05_BEFORE_EXIT = (
    "a CTA pair's {what} (.cta_group::2) reads the shared memory and writes the tensor memory of both CTAs of the "
    "pair (PTX ISA 9.1 §9.7.16.2) and completes asynchronously, so it must complete before {cta} exits (its memory "
    "may then be another CTA's); only a tcgen05.commit of the issuing thread after it orders its completion "
    "(§9.7.16.12.1), and nothing orders that before {cta}'s exit: no warp of {cta} waits for a phase such a commit "
    "arrives on, nor for a barrier released after such a wait (a cluster barrier after the issue orders the issue, "
    "not the completion); commit it to an mbarrier of {cta} (the commit's multicast mask) that {cta} waits on before "
    "it exits, or wait for the commit in the issuing CTA before the closing cluster barrier")
RACE_PEER_TCGEN05_AFTER_EXIT = ("race: this {what} by {who} acts on {cta}, whose threads have all exited in this run: "
                                + _PEER_TCGEN05_BEFORE_EXIT)
RACE_PEER_TCGEN05_AT_EXIT = ("race: {cta} may exit before this {what} by {who} completes: "
                             + _PEER_TCGEN05_BEFORE_EXIT)
RACE_UNORDERED = ("race: {what} {verb} shared memory byte {byte:#x} that {key} {other}{where} with nothing "
                  "ordering the two (no mbarrier phase, bar.sync or cluster barrier between {between}); "
                  "synchronise the warps first")
RACE_GMEM_BETWEEN_CTAS = ("race: {what} by {cta} accesses byte {byte:#x} of {buffer}, which {cta2} {did} in this "
                          "launch with nothing ordering the two CTAs (the CTAs of a grid run concurrently: only "
                          "atomics of both, or a release / acquire through GMEM, order them; PTX ISA 9.1 §8, memory "
                          "consistency model)")
RACE_READ_BEFORE_ASYNC_WRITE = ("race: the read of shared memory byte {byte:#x} by {key}{where} happened before "
                                "{what} that writes it completed; wait{wait} before reading")
RACE_NO_PROXY_FENCE = ("race: {what} reads shared memory byte {byte:#x} that {key} wrote{where}, and no "
                       "fence.proxy.async.shared::cta ordered after that write (the writer's, then a barrier; or "
                       "the copy's issuer's, after the barrier) comes before the copy (PTX ISA 9.1 §9.7.13.4; in "
                       "Pallas: plgpu.commit_smem() before the copy)")
RACE_RESPONSE_NO_PROXY_FENCE = (
    "race: {what} writes its response through the async proxy over shared memory byte {byte:#x}, which {key} "
    "read through the generic proxy{where}, and only a barrier orders the two: the reader's "
    "fence.proxy.async::generic.release after its read, then the barrier, then the issuer's "
    "fence.proxy.async::generic.acquire before the request order the proxies (PTX ISA 9.1 §9.7.13.4; jax's "
    "dynamic scheduling loop runs both)")
RACE_NO_PROXY_FENCE_MMA = ("race: {what} reads shared memory byte {byte:#x} that {key} wrote{where} into this CTA's "
                           "shared memory, and no fence.proxy.async.shared::cta ordered after that write (the "
                           "writer's, then the cluster barrier or mbarrier; or the issuer's, after it) comes before "
                           "the read: wgmma reads its operands through the async proxy (PTX ISA 9.1 §9.7.15.4, "
                           "§9.7.13.4; in Pallas: plgpu.commit_smem() after the stores)")
RACE_REFILL_UNWAITED = ("race: {what} writes shared memory [{lo:#x}, {hi:#x}) that {what2} wrote, completing a "
                        "phase of the same mbarrier that no thread has waited for yet: the two copies are "
                        "unordered and the first one's data is overwritten unread; refill the buffer only after "
                        "its readers {wait_hint} and release it to the refilling thread (an arrive on a barrier "
                        "that thread waits on)")
RACE_TMEM_UNWAITED = ("race: {what} touches TMEM columns [{lo}, {hi}) that {what2} may still be writing; {how} "
                      "first")
RACE_TMEM_NO_AFTER_THREAD_SYNC = (
    "race: {what} touches TMEM columns [{lo}, {hi}) that {what2} wrote, and this context waited for its "
    "tcgen05.commit (the mbarrier wait{where}) but ran no tcgen05.fence::after_thread_sync since: without it the "
    "tcgen05 operation is not ordered after the wait (PTX ISA 9.1 §9.7.16.6.3-4, the tcgen05 memory consistency "
    "model's canonical patterns; in Pallas: plgpu.barrier_wait on a barrier with orders_tensor_core=True)")
RACE_TMEM_LD_NOT_THREAD_SYNCED = (
    "race: {what} writes TMEM columns [{lo}, {hi}) that {what2} of {by} read, and is not ordered after that load: "
    "{by} must run tcgen05.fence::before_thread_sync after its tcgen05.wait::ld and before the arrive or barrier "
    "that hands the columns over, and the writer tcgen05.fence::after_thread_sync after the wait that receives "
    "them (PTX ISA 9.1 §9.7.16.6.3-4; in Pallas: plgpu.barrier_arrive / barrier_wait on a barrier with "
    "orders_tensor_core=True)")
RACE_TMEM_UNWAITED_LD = ("race: {what} writes TMEM columns [{lo}, {hi}) that {what2} may still be reading; {by} must "
                         "wait for it with tcgen05.wait::ld first (PTX ISA 9.1 §9.7.16.8.5: a tcgen05.ld completes "
                         "only at the loading thread's tcgen05.wait::ld; in Pallas: plgpu.wait_load_tmem())")
RACE_NO_WRITER_PROXY_FENCE = ("race: {what} reads shared memory byte {first:#x} that {key} wrote without a "
                              "following fence.proxy.async.shared::cta ({sum} of the {hi} bytes it reads from "
                              "{lo:#x}): generic-proxy writes are visible to the async proxy only after the "
                              "writers' proxy fence (PTX ISA 9.1 §9.7.13.4; a bar.sync orders the threads, not "
                              "the proxies); fence the stores (in Pallas: plgpu.commit_smem()) before the copy")
RACE_ARRIVE_BEFORE_ASYNC_COMPLETION = (
    "race: this {what} on the mbarrier at CTA {cta} SMEM {addr:#x} counts towards its phase {phase}, but phase "
    "{prev} was completed by an asynchronous copy's complete-tx that these threads are not ordered after (no wait "
    "of theirs, nor of a thread that released to them, observed it): on hardware the copy may still be in flight "
    "and this {what} then lands in phase {prev}; wait for phase {prev} (parity {parity}) first (PTX ISA 9.1 "
    "§9.7.13.15.6, §9.7.13.15.16)")
RACE_ARRIVE_OVERTAKES_PHASE = (
    "race: this {what} by {who} on the mbarrier at CTA {cta} SMEM {addr:#x} counts towards its phase {phase}, but "
    "it is not ordered after the arrive of phase {prev} by {other}{where} (no wait of theirs, nor of a thread that "
    "released to them, observed phase {prev}): on hardware this {what} may land in phase {prev} first, completing "
    "it early, and a parity wait may then wait for a phase that never completes; wait for phase {prev} (parity "
    "{parity}) before this {what}, as every thread must wait for a phase's completion, or be ordered after such a "
    "wait, before it arrives in the next phase (PTX ISA 9.1 §9.7.13.15.4; in Pallas: plgpu.barrier_wait before "
    "the next plgpu.barrier_arrive)")
RACE_WAIT_FALLS_BEHIND = (
    "race: this {what} completes phase {phase} of the mbarrier at CTA {cta} SMEM {addr:#x}, but no release into "
    "phase {phase} is ordered after the parity wait by {who}{where} that observed phase {prev}: on hardware phase "
    "{phase} may complete before that wait runs, and its parity {parity} then names phase {next}, so it waits for "
    "arrives that may come only after it (a hang) or returns a phase late; a parity wait must run while the phase "
    "it waits for is the barrier's current or preceding phase (PTX ISA 9.1 §9.7.13.15.16; §9.7.13.15.4: every "
    "thread observes a phase's completion before an arrive of the next): order an arrive of each phase after the "
    "waits for the phase before (in Pallas: one barrier per buffer slot, not one for several)")
_STATE_UNDEFINED = (
    "a state names the phase of the arrive that returned it, and a wait on it is defined only while that phase is "
    "the barrier's current or preceding phase (PTX ISA 9.1 §9.7.13.15.16), so the wait may return for the wrong "
    "phase or never; order an arrive of phase {phase} after the wait for phase {prev} (§9.7.13.15.4: every thread "
    "observes a phase's completion before an arrive of the next)")
RACE_STATE_WAIT_FALLS_BEHIND = (
    "race: this {what} completes phase {phase} of the mbarrier at CTA {cta} SMEM {addr:#x}, but no release into "
    "phase {phase} is ordered after the wait by {who}{where} on the state of an arrive of phase {prev}: on hardware "
    "phase {phase} may complete before that wait runs, and the state then names neither the current phase nor the "
    "one before; " + _STATE_UNDEFINED)
RACE_STATE_WAIT_OVERTAKEN = (
    "race: this wait by {who} on the state of an arrive of phase {prev} of the mbarrier at CTA {cta} SMEM {addr:#x} "
    "runs after phase {phase} completed too (the barrier is in phase {now} in this run): nothing ordered the wait "
    "before the releases of phase {phase}; " + _STATE_UNDEFINED)
RACE_ASYNC_WRITE_PENDING = ("race: this access {verb} shared memory [{lo:#x}, {hi:#x}) that {what} is still "
                            "writing; {wait_hint} first")
RACE_LANDED_COPY_UNORDERED = ("race: {what} {verb} shared memory byte {byte:#x} that {what2} wrote, completing "
                              "phase {phase} of the mbarrier at CTA {cta} SMEM {addr:#x}, with nothing ordering it "
                              "after that completion: the copy's writes are visible to a thread that observed the "
                              "phase and to threads ordered after one that did (PTX ISA 9.1 §9.7.13.15.16), not to "
                              "threads ordered after the copy's issue only; {wait_hint}, or order the access after "
                              "a thread that did (bar.sync, an mbarrier arrive after its wait)")
RACE_PEER_LANDED_COPY_UNORDERED = ("race: {what} {verb} shared memory byte {byte:#x} of CTA {rank} that {what2} wrote, "
                                   "completing phase {phase} of the mbarrier at CTA {cta} SMEM {addr:#x} (a CTA pair's "
                                   "load signals an mbarrier of either CTA of the pair, PTX ISA 9.1 §9.7.9.27.1.2), with "
                                   "nothing ordering it after that completion: the copy's writes are visible to a thread "
                                   "that observed the phase and to threads ordered after one that did (§9.7.13.15.16), "
                                   "and only threads of CTA {cta} can wait on it; order the access after a thread of CTA "
                                   "{cta} that waited for the phase ({wait_hint}): in CTA {cta} by that wait itself or "
                                   "bar.sync after it, from another CTA by a cluster barrier after the wait "
                                   "(barrier.cluster.arrive.release, barrier.cluster.wait.acquire) or an mbarrier of the "
                                   "accessing CTA the waiting thread arrives on after its wait")
RACE_STORE_OVERWRITES = ("race: this store overwrites shared memory [{lo:#x}, {hi:#x}) that {what} may still be "
                         "reading; commit the bulk group and wait for it (nvvm.cp.async.bulk.wait_group) first")

# ---- register reallocation (setmaxnreg) (handlers/registers.py) ----

SETMAXREGISTER_PARTIAL_WARPGROUP = ("setmaxregister must be executed by all the threads of the warpgroup (it is "
                                    ".sync.aligned)")
SETMAXREGISTER_COUNT = "setmaxregister {direction} {want}: warpgroup {wg} has {have} registers per thread"
PTX_SETMAXNREG_FORM = "unsupported setmaxnreg form (.inc or .dec, an immediate count): {ins_text!r}"
SETMAXNREG_COUNT_INVALID = ("setmaxnreg count {want} is not a multiple of {setmaxnreg_granule} in "
                            "[{setmaxnreg_min}, {setmaxnreg_max}]")

# ---- cluster launch control: the answers (cluster_launch.py) ----

QUERY_OF_FAILED_REQUEST = "clusterlaunchcontrol.query_cancel.{query} of a request that failed (undefined in PTX)"
TRY_CANCEL_AFTER_FAILURE = ("clusterlaunchcontrol.try_cancel by CTA {requester} after one of its requests failed "
                            "(undefined behaviour in PTX)")

# ---- cluster launch control: the requests (handlers/cluster_launch.py) ----

TRY_CANCEL_RESPONSE_MISALIGNED = ("clusterlaunchcontrol.try_cancel: the response address {addr:#x} is not a "
                                  "16-byte aligned place in the CTA's {size} bytes of shared memory")
PTX_CANCEL_RESPONSE_FORM = ("in the inline PTX \"{shown}\", only ld.shared.b128 into a b128 register and "
                            "clusterlaunchcontrol.query_cancel of it into the asm's outputs are supported, not "
                            "\"{i_text}\"")
