import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZUserProfile } from '#src/rest/profile/user-profile';

export const ZGetProfileResponse = z.object({ data: ZUserProfile });
export type TGetProfileResponse = z.infer<typeof ZGetProfileResponse>;

export const getProfileContract = defineContract({
  method: 'GET',
  path: '/api/user/profile',
  summary: "The signed-in player's profile (the spec's profile fetch)",
  response: ZGetProfileResponse,
});
