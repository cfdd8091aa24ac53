import { afterLoginToLobbyContract } from '@casino/contracts/rest/event-triggers/after-login-to-lobby';
import { apiRequest } from '#src/lib/api-client';

/** Tells the server the player reached the lobby after a log-in: it starts the AFTER_LOGIN events. */
export async function afterLoginToLobby(): Promise<void> {
  await apiRequest(afterLoginToLobbyContract, {});
}
