import type { Payload, PayloadRequest } from 'payload';

/** One seeding run: every write goes through the same request (one database transaction). */
export interface SeedRun {
  payload: Payload;
  req: PayloadRequest;
  /** The moment the demo dates are relative to. */
  now: Date;
}

/** The options every seed write carries: no access checks, hooks told it is the seed. */
export const writeOptions = (run: SeedRun) => ({ context: { seeding: true }, req: run.req }) as const;
