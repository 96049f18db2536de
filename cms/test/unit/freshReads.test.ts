/** The uncached side of the public reads (services/cache/freshReads): shared fresh runs, bounded. */
import { describe, expect, it } from 'vitest';
import { bounded, freshRun } from '../../src/services/cache/freshReads';

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A run that waits until released, recording when it started. */
function gatedRuns() {
  const starts: number[] = [];
  const gates: (() => void)[] = [];
  let clock = 0;
  const produce = () => {
    const run = starts.push(clock);
    return new Promise<number>((resolve) => gates.push(() => resolve(run)));
  };
  return { starts, produce, release: () => gates.shift()?.(), setClock: (t: number) => (clock = t) };
}

describe('freshRun', () => {
  it('gives concurrent callers of one key one run that started after each of them asked', async () => {
    const runs = gatedRuns();
    const first = freshRun('k', runs.produce);
    await tick();
    // Two callers arrive while run 1 is under way: it started before them, so they wait for run 2.
    runs.setClock(1);
    const second = freshRun('k', runs.produce);
    const third = freshRun('k', runs.produce);
    runs.release();
    expect(await first).toBe(1);
    await tick();
    expect(runs.starts).toEqual([0, 1]);
    runs.release();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing under way: the next caller starts a run of its own.
    const fourth = freshRun('k', runs.produce);
    await tick();
    runs.release();
    expect(await fourth).toBe(3);
    expect(runs.starts).toHaveLength(3);
  });

  it('shares a run among callers who ask in the same turn, even when the run itself is synchronous', async () => {
    // SQLite answers synchronously: a run started at once would be over before the next caller,
    // whose request arrived with the first one, asked (each then paid for a run of its own).
    let runs = 0;
    const produce = () => {
      runs += 1;
      return Promise.resolve(runs);
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        for (let step = 0; step < i; step += 1) await Promise.resolve(); // each checks its session first
        return freshRun('sync', produce);
      }),
    );
    expect(runs).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  it('keeps keys apart', async () => {
    const runs = gatedRuns();
    const a = freshRun('a', runs.produce);
    const b = freshRun('b', runs.produce);
    await tick();
    expect(runs.starts).toHaveLength(2);
    runs.release();
    runs.release();
    expect(new Set([await a, await b]).size).toBe(2);
  });
});

describe('bounded', () => {
  it('runs at most 4 at once and the rest in arrival order', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(i);
      await tick();
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => bounded(work(i))));
    expect(results).toEqual([...Array(12).keys()]);
    expect(most).toBe(4);
    expect(order).toEqual([...Array(12).keys()]);
  });
});
