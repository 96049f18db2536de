/** Which claimants' running jobs an instance releases (services/cluster/liveness.ts). */
import { describe, expect, it } from 'vitest';
import { stoppedClaimants } from '../../src/services/cluster/liveness';

const now = 100_000;
const staleMs = 30_000;
const beats = new Map([
  ['host-a:11', now - 2_000],
  ['host-b:12', now - staleMs - 1],
]);

describe('stoppedClaimants', () => {
  it('keeps the jobs of an instance that beat within the limit (a live machine runs on)', () => {
    expect(stoppedClaimants(['host-a:11'], beats, { self: 'host-c:1', now, staleMs, atStart: true })).toEqual([]);
  });

  it('releases those of an instance silent past the limit, or that never beat', () => {
    const claimants = ['host-a:11', 'host-b:12', 'host-old:7'];
    expect(stoppedClaimants(claimants, beats, { self: 'host-c:1', now, staleMs, atStart: false })).toEqual([
      'host-b:12',
      'host-old:7',
    ]);
  });

  it("releases its own id's only at a first start (a container restarted as the same host and pid)", () => {
    const self = 'host-a:11';
    expect(stoppedClaimants([self], beats, { self, now, staleMs, atStart: true })).toEqual([self]);
    expect(stoppedClaimants([self], new Map(), { self, now, staleMs, atStart: false })).toEqual([]);
  });
});
