import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithTexts } from '#src/lib/i18n';
import type { TDialogKey, TFullPageDialogKey } from '#src/stores/dialogs';

/**
 * Where each dialog key finds its content. Every entry is lazy, so no dialog code is in the
 * first load. Only built areas are registered: whatever would open a key that is not here (the
 * footer navigation, the side menu, the plus button, a banner's call to action) is not shown.
 * A feature plugs in by adding `<key>: lazyWithTexts(() => import('#src/features/<feature>/…'))`.
 */
type TLazy = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

export const FULL_PAGE_DIALOGS: Partial<Record<TFullPageDialogKey, TLazy>> = {
  account: lazyWithTexts(() => import('#src/app/dialogs/account-area')),
  redeem: lazyWithTexts(() => import('#src/app/dialogs/redeem-area')),
  rewards: lazyWithTexts(() => import('#src/app/dialogs/rewards-area')),
  store: lazyWithTexts(() => import('#src/app/dialogs/store-area')),
};

export function isFullPageDialogAvailable(key: TFullPageDialogKey): boolean {
  return FULL_PAGE_DIALOGS[key] !== undefined;
}

export const DIALOGS: Record<TDialogKey, TLazy> = {
  login: lazyWithTexts(() => import('#src/features/auth/components/login-wizard')),
  signup: lazyWithTexts(() => import('#src/features/auth/components/signup-wizard')),
};
