import { z } from 'zod';

/** The package as version 4 passes it in `package` (JSON). Amounts in minor units. */
const ZFramePackage = z.object({
  packageId: z.coerce.number().int().positive(),
  price: z.coerce.number().int().positive(),
  gcCoin: z.coerce.number().int().min(0),
  scCoin: z.coerce.number().int().min(0),
  coinBack: z.coerce.number().min(0).optional(),
});
export type TFramePackage = z.infer<typeof ZFramePackage>;

export interface TFrameParams {
  version: 3 | 4;
  packageId: number;
  /** Price in USD cents. */
  amount: number;
  /** Version 4 only; version 3 shows the price alone. */
  package: TFramePackage | null;
  platform: string;
  storeType: string;
  purchaseSource: string;
  eventTriggerData: Record<string, unknown> | undefined;
  gameId: string | null;
  maxHeight: number | null;
}

function json(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Reads the spec's query parameters (§2): version 4 (package, maxHeight, platform, storeType,
 * storeSegment, packageId, amount, eventTriggerData, gameId, purchaseSource) or version 3
 * (packageId, platform, version=3, amount, …). Null when the package is missing or malformed.
 */
export function readFrameParams(search: string): TFrameParams | null {
  const query = new URLSearchParams(search);
  const version = query.get('version') === '3' ? 3 : 4;
  const framePackage = version === 4 ? ZFramePackage.safeParse(json(query.get('package'))) : null;
  const packageId = Number(query.get('packageId') ?? framePackage?.data?.packageId);
  const amount = Number(query.get('amount') ?? framePackage?.data?.price);
  if (!Number.isInteger(packageId) || packageId <= 0) return null;
  if (!Number.isInteger(amount) || amount <= 0) return null;
  if (version === 4 && !framePackage?.success) return null;
  const trigger = json(query.get('eventTriggerData'));
  const maxHeight = Number(query.get('maxHeight'));
  return {
    version,
    packageId,
    amount,
    package: framePackage?.success ? framePackage.data : null,
    platform: query.get('platform') ?? 'WEB',
    storeType: query.get('storeType') ?? 'store',
    purchaseSource: query.get('purchaseSource') ?? 'store',
    eventTriggerData:
      trigger && typeof trigger === 'object' && !Array.isArray(trigger)
        ? (trigger as Record<string, unknown>)
        : undefined,
    gameId: query.get('gameId'),
    maxHeight: Number.isFinite(maxHeight) && maxHeight > 0 ? maxHeight : null,
  };
}
