/** A count from the environment (`BENCH_RUNS=9`), else `fallback`; anything but a whole number from 1 up is refused by name. */
export function countFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number from 1 up, not "${text}"`);
  return count;
}
