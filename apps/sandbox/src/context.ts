import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import type { Scheduler } from '#src/lib/scheduler';
import type { TMerchant, TSandboxOptions, TSandboxTiming } from '#src/options';
import type { TSandboxStore } from '#src/store/store';
import type { WebhookDispatcher } from '#src/webhooks/dispatcher';

/** What every provider's routes and services share. */
export interface TSandboxContext {
  publicUrl: string;
  merchants: TMerchant[];
  timing: TSandboxTiming;
  clock: TClock;
  store: TSandboxStore;
  webhooks: WebhookDispatcher;
  scheduler: Scheduler;
  logger: Logger;
  options: Pick<
    TSandboxOptions,
    'singleUseHandleTtlSeconds' | 'savedCardTtlSeconds' | 'uploadMaxBytes' | 'documentDir'
  >;
}

export function merchantById(context: TSandboxContext, merchantId: string): TMerchant {
  const merchant = context.merchants.find((candidate) => candidate.id === merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} is not configured`);
  return merchant;
}

/** Every origin any merchant allows: hosted pages may be framed by them. */
export function allAllowedOrigins(context: TSandboxContext): string[] {
  return [...new Set(context.merchants.flatMap((merchant) => merchant.allowedOrigins))];
}
