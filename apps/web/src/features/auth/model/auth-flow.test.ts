import { describe, expect, it } from 'vitest';
import { mapServerStatus } from '#src/features/auth/model/auth-flow';

describe('mapServerStatus (§4)', () => {
  it.each([
    ['firstLogin', 'thirdPartyFirstLogin'],
    ['notThirdParty', 'authenticated'],
    ['nonFirstLogin', 'authenticated'],
    ['userInactive', 'userInactive'],
    ['userSelfExcluded', 'userSelfExcluded'],
    ['somethingNew', 'error'],
  ])('%s → %s', (server, client) => {
    expect(mapServerStatus(server)).toBe(client);
  });
});
