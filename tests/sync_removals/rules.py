"""The rules a removal that runs to a match is labelled with (harmless/: (payload id, line) -> rule id): why the
hardware cannot race there (H), the detector gap it is (G), or that it is not reviewed yet (U). Each H and G rule is a
section of docs/design/sync_removals.md, which gives the reasoning, the PTX ISA sections and the kernels; the line
here is its title."""

RULES: dict[str, str] = {
    "H1": "fence.mbarrier_init in a kernel without a cluster",
    "H2": "One of two barriers of the same threads with nothing between them",
    "H3": "Either barrier of jax's store, fence, copy sequence",
    "H4": "A barrier (or a wait) with no shared-memory access after it",
    "H5": "A barrier no conflicting pair of different warps crosses",
    "H6": "An op in a branch this configuration never takes",
    "H7": "A barrier before an mbarrier arrive every thread makes",
    "H8": "The CTA barrier after the inits of a cluster kernel",
    "H9": "One of two equal waits (or wgmma fences) in a row",
    "H10": "tcgen05.wait::ld after the loaded values were used, with no TMEM write after it",
    "H11": "Cluster setup in a cluster kernel whose CTAs touch only their own SMEM and mbarriers",
    "H12": "A bulk-copy commit or wait whose removal leaves every later write of a copy's source covered",
    "H13": "tcgen05.fence::after_thread_sync with no tcgen05 operation of its thread after it",
    "H14": "A proxy fence with no asynchronous-proxy access after it",
    "H15": "A barrier between two tiles of a persistent kernel that another barrier of all threads doubles",
    "H16": "The second auto barrier of one pipeline refill",
    "H17": "A hand-back in jax's Blackwell matmul that its work scheduler's barriers already order",
    "H18": "Either of the last wait on the scheduler's barriers and the barrier before tcgen05.dealloc",
    "H19": "A schedule-barrier wait after which its thread never arrives again",
    "H20": "The wgmma.fence of A fragments computed before the accumulator's fence",
    "H21": "A wgmma commit or wait whose group the next commit and wait cover before any use",
    "H22": "A wait for a load another warpgroup waited for before an arrive this one waits on",
    "H23": "The CTA barrier right before the closing cluster barrier",
    "H24": "A consumed wait that the producer's wait on the other consumed barrier covers",
    "G7": "a schedule-barrier wait whose removal can hang on hardware in a schedule the emulator does not run",
    "G8": "a proxy fence around the reuse of a cluster-launch-control response slot, which the emulator does not model",
    "G9": "the closing cluster barrier, without which a CTA may exit while its peer's remote arrive is in flight",
    "G10": "a wgmma.fence of A fragments that LLVM may compute after the accumulator's fence",
    "U": "not reviewed yet: a possible missed race (the note's last section)",
}
