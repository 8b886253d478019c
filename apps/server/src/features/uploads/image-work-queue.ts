/**
 * Runs at most `slots` tasks at once; the others wait their turn, first come first served. A
 * finishing task hands its slot straight to the next one, so the count never overshoots.
 */
export function createWorkQueue(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
