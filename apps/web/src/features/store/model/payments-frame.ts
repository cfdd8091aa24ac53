import type { TStorePackage } from '@casino/contracts';

/** Largest payments frame (spec §2): min(client height, inner height, 800). */
export const PAYMENT_HEIGHT_CAP = 800;
/** Heights the spec gives per provider page: the card provider's, and the two others'. */
export const CARD_PROVIDER_HEIGHT = 710 / 0.97;
export const OTHER_PROVIDER_HEIGHT = 774.5;

export function maxPaymentHeight(viewport: { clientHeight: number; innerHeight: number }): number {
  return Math.min(viewport.clientHeight, viewport.innerHeight, PAYMENT_HEIGHT_CAP);
}

/**
 * The frame's height (spec §2 height rules): 710/0.97 for the card provider page, 774.5 for
 * the two other providers, otherwise 90vw; never above the maximum payment height. A height the
 * frame reports (flow size-change) replaces the provider's.
 */
export function paymentFrameHeight(options: {
  provider: 'card' | 'other' | null;
  reportedHeight: number | null;
  viewport: { clientHeight: number; innerHeight: number; innerWidth: number };
}): number {
  const preset =
    options.provider === 'card'
      ? CARD_PROVIDER_HEIGHT
      : options.provider === 'other'
        ? OTHER_PROVIDER_HEIGHT
        : 0.9 * options.viewport.innerWidth;
  return Math.min(options.reportedHeight ?? preset, maxPaymentHeight(options.viewport));
}

/** The frame's sandbox (spec §2): scripts, forms, same origin, top navigation; popups in v4. */
export function paymentsSandbox(version: 3 | 4): string {
  const base = 'allow-scripts allow-forms allow-same-origin allow-top-navigation';
  return version === 4 ? `${base} allow-popups` : base;
}

/** The coin-back percent a package carries, 0 without one. */
function coinBackOf(pack: TStorePackage): number {
  return (
    pack.packageBundles.find((bundle) => bundle.bundleType === 'coinBack')?.bundlePayload.percent ??
    0
  );
}

/**
 * The payments app's address with the spec's query parameters (§2) for version 4 (package JSON,
 * maxHeight, …) or version 3 (packageId, firebaseUid, …, version=3).
 */
export function paymentsFrameUrl(options: {
  baseUrl: string;
  version: 3 | 4;
  pack: TStorePackage;
  userId: string;
  hostOrigin: string;
  maxHeight: number;
  storeType: string;
  purchaseSource: string;
}): string {
  const { pack } = options;
  const url = new URL(options.baseUrl, options.hostOrigin);
  const common = {
    platform: 'WEB',
    storeType: options.storeType,
    storeSegment: '',
    packageId: String(pack.packageId),
    amount: String(pack.price),
    eventTriggerData: '{}',
    gameId: '',
    purchaseSource: options.purchaseSource,
  };
  const query =
    options.version === 4
      ? {
          package: JSON.stringify({
            packageId: pack.packageId,
            price: pack.price,
            gcCoin: pack.gcCoin,
            scCoin: pack.scCoin,
            coinBack: coinBackOf(pack),
          }),
          maxHeight: String(Math.round(options.maxHeight)),
          ...common,
        }
      : {
          ...common,
          firebaseUid: options.userId,
          fireBaseUid: options.userId,
          paymentEmitterPlatform: 'WEB',
          version: '3',
          origin: options.hostOrigin,
          paymentMethod: 'card',
          errorCode: '',
          errorDetails: '',
        };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
