import { apiRequest } from '#src/lib/api-client';

/** The apiLogin step as the page loads: the account's status, or null for a guest (no 401). */
export async function resumeSession() {
  const { resumeSessionContract } = await import('@casino/contracts/rest/auth/resume-session');
  return (await apiRequest(resumeSessionContract, {})).data;
}
