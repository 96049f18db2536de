import type { Payload } from 'payload';
import { beatInstance, databaseOf, lastBeats, releaseClaims, runningClaimants } from '../../db';
import { env } from '../../env';
import { processSingleton } from '../../lib/processSingleton';
import { instanceId } from '.';

/**
 * Per-instance liveness, so one instance never releases a job another live one is running (two
 * runs of a newsletter e-mail the same readers), and a job whose instance died does not hang:
 * every instance that may claim jobs beats its own row every `env.liveness.beatMs` (db/liveness.ts)
 * and, at each beat, releases the running jobs of claimants silent for `env.liveness.staleMs`
 * (a SIGKILLed machine's newsletter resumes elsewhere, once, thanks to its delivery rows). At a
 * first start (onStart) the same check runs, and also releases the jobs with no claimant recorded
 * and those claimed under this very id (a container restarted as the same host and pid).
 */

export interface ClaimCheck {
  /** This process's instance id. */
  self: string;
  now: number;
  staleMs: number;
  /** A first start: nothing has been claimed under `self` by this process yet. */
  atStart: boolean;
}

/** The claimants whose jobs are released: those not alive (no beat within `staleMs`). */
export function stoppedClaimants(claimants: readonly string[], beats: ReadonlyMap<string, number>, check: ClaimCheck): string[] {
  return claimants.filter((claimant) => {
    if (claimant === check.self) return check.atStart;
    const beat = beats.get(claimant);
    return beat === undefined || check.now - beat > check.staleMs;
  });
}

interface LivenessState {
  /** Resolves once this process's first beat is written (claims wait for it). */
  firstBeat: Promise<void> | null;
}
// One per process: Next may load this module once per route bundle.
const state: LivenessState = processSingleton('__blogLiveness', () => ({ firstBeat: null }));

/** Releases the running jobs of stopped claimants (at a first start, also those of no claimant). */
async function releaseStopped(payload: Payload, atStart: boolean): Promise<void> {
  const claimants = await runningClaimants(payload);
  const beats = await lastBeats(payload, claimants);
  const check = { self: instanceId(), now: Date.now(), staleMs: env.liveness.staleMs, atStart };
  for (const claimant of stoppedClaimants(claimants, beats, check)) {
    const released = await releaseClaims(payload, claimant);
    if (released > 0) payload.logger.warn(`[jobs] released ${released} running job(s) of ${claimant}: it stopped`);
  }
  if (atStart) await releaseClaims(payload, null);
}

/**
 * Starts this process's beat (once) and resolves after its first one: a claim waits for it
 * (claimJobs.ts), so no job is ever claimed by an instance the others cannot see alive.
 */
export function ensureBeating(payload: Payload): Promise<void> {
  if (state.firstBeat) return state.firstBeat;
  const beat = () => beatInstance(payload, instanceId(), Date.now());
  const first = beat();
  state.firstBeat = first;
  first.then(
    () => {
      const loop = () =>
        beat()
          .then(() => releaseStopped(payload, false))
          .catch((error: unknown) => payload.logger.warn(`[jobs] liveness beat: ${String(error)}`))
          .finally(() => setTimeout(loop, env.liveness.beatMs).unref());
      setTimeout(loop, env.liveness.beatMs).unref();
    },
    // Not started: the next claim tries again.
    () => (state.firstBeat = null),
  );
  return first;
}

/**
 * A first start's release (onStart). One SQLite file is one machine, so nothing else runs there
 * yet and every running job is released at once, as always; on a networked database only those
 * of instances that stopped (a live machine's run on).
 */
export async function releaseAtFirstStart(payload: Payload): Promise<void> {
  if (databaseOf(payload) === 'sqlite') {
    await payload.update({ collection: 'payload-jobs', where: { processing: { equals: true } }, data: { processing: false } });
  } else {
    await ensureBeating(payload);
    await releaseStopped(payload, true);
  }
}
