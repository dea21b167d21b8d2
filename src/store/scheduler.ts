/** Timers, injected so tests drive time and the store never reads a global clock. */
export interface Scheduler {
  /** Runs `run` after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** The browser's (or Node's) timers. */
export const realScheduler: Scheduler = {
  after(ms, run) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** One pending timer per key: scheduling again replaces the previous one. */
export function keyedTimers(scheduler: Scheduler) {
  const pending = new Map<string, { cancel: () => void; run: () => void }>();
  return {
    schedule(key: string, ms: number, run: () => void): void {
      pending.get(key)?.cancel();
      const cancel = scheduler.after(ms, () => {
        pending.delete(key);
        run();
      });
      pending.set(key, { cancel, run });
    },
    /** Runs the timer of `key` now, if one is pending, instead of when it was due. */
    runNow(key: string): void {
      const timer = pending.get(key);
      if (!timer) return;
      timer.cancel();
      pending.delete(key);
      timer.run();
    },
    cancel(key: string): void {
      pending.get(key)?.cancel();
      pending.delete(key);
    },
    cancelAll(): void {
      for (const { cancel } of pending.values()) cancel();
      pending.clear();
    },
  };
}
