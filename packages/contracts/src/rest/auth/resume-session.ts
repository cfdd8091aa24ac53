import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZApiLoginResponse } from '#src/rest/auth/api-login';

/**
 * The apiLogin step as a page loads: the same answer for a signed-in visitor, null for a guest.
 * A guest is an ordinary answer here (200), not a refusal: a guest's page logs no failed call.
 */
export const ZResumeSessionResponse = z.object({
  data: ZApiLoginResponse.shape.data.nullable(),
});
export type TResumeSessionResponse = z.infer<typeof ZResumeSessionResponse>;

export const resumeSessionContract = defineContract({
  method: 'POST',
  path: '/api/auth/resume-session',
  summary: 'On page load: the account state as an auth status, or null for a guest',
  response: ZResumeSessionResponse,
});
