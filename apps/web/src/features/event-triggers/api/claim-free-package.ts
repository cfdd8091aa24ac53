import { claimFreePackageContract } from '@casino/contracts/rest/event-triggers/claim-free-package';
import { apiRequest } from '#src/lib/api-client';

export async function claimFreePackage(request: {
  userEventTriggerId: number;
  eventTriggerId: number;
  packageId: number;
}): Promise<void> {
  await apiRequest(claimFreePackageContract, {
    body: { activeEvent: { userEventTriggerId: request.userEventTriggerId }, ...request },
  });
}
