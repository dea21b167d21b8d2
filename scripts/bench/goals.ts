/** The embed's speed goals the benchmark judges (ARCHITECTURE.md "Bytes", issues 8 and 20). */
export const BENCH_GOALS = {
  /** The size whose startup figures are judged. */
  startupFieldCount: 200,
  /** Whole form visible, as a ratio to the floor's: the host's markup shows before any renderer has run. */
  wholeFormVisibleRatio: 0.8,
  /** Ready (`onFormReady`), as a ratio to the floor's first commit. */
  readyRatio: 1.25,
  /** Keystroke at 1000 fields, as a ratio to 20 fields. */
  keystrokeRatio: 1.3,
  /** Heap growth after 100 mount/unmount cycles. */
  heapGrowthBytes: 1024 * 1024,
} as const;
