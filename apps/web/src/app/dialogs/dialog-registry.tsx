import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TDialogKey, TFullPageDialogKey } from '#src/stores/dialogs';

/**
 * Where each dialog key finds its content. Every entry is lazy, so no dialog code is in the
 * first load. A feature plugs in by replacing its entry with
 * `lazy(() => import('#src/features/<feature>/components/<x>-dialog'))`.
 */
type TLazy = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

const comingSoon = (dialogKey: TFullPageDialogKey): TLazy =>
  lazy(async () => {
    const { ComingSoonDialog } = await import('#src/app/dialogs/coming-soon-dialog');
    return { default: () => <ComingSoonDialog dialogKey={dialogKey} /> };
  });

export const FULL_PAGE_DIALOGS: Record<TFullPageDialogKey, TLazy> = {
  store: comingSoon('store'),
  redeem: comingSoon('redeem'),
  rewards: comingSoon('rewards'),
  account: lazy(() => import('#src/app/dialogs/account-area')),
  loyalty_program: comingSoon('loyalty_program'),
  prevent_purchase: comingSoon('prevent_purchase'),
  new_tier_congrats: comingSoon('new_tier_congrats'),
  tier_monthly_bonus: comingSoon('tier_monthly_bonus'),
  tier_birthday_gift: comingSoon('tier_birthday_gift'),
};

export const DIALOGS: Record<TDialogKey, TLazy> = {
  login: lazy(() => import('#src/features/auth/components/login-wizard')),
  signup: lazy(() => import('#src/features/auth/components/signup-wizard')),
};
