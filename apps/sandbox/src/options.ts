import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import type { TSandboxStore } from '#src/store/store';

/** The six providers the sandbox plays; each has its own path prefix and webhook address. */
export const PROVIDERS = ['card', 'applepay', 'bank', 'skrill', 'payouts', 'identity'] as const;
export type TProviderName = (typeof PROVIDERS)[number];

/** One merchant account (the casino is one) with its credentials and addresses. */
export interface TMerchant {
  /** Account id: the user name of Basic authentication. */
  id: string;
  /** Name the hosted pages show the payer. */
  displayName: string;
  /** Secret key for server-to-server calls; never in a browser. */
  apiKey: string;
  /** Public key for the browser-side calls (card tokenisation, Apple Pay token): tokenises only. */
  publicKey: string;
  /** Secret that signs this merchant's webhooks. */
  webhookSecret: string;
  webhookUrls: Record<TProviderName, string>;
  /** Origins that may call the public endpoints and embed the hosted pages. */
  allowedOrigins: string[];
}

export interface TSandboxTiming {
  /** Attempts per delivery run before a webhook is marked failed (redeliver starts a new run). */
  webhookMaxAttempts: number;
  /** First retry delay; doubles each attempt up to webhookRetryMaxMs. */
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  /** How long one delivery waits for the merchant's answer. */
  webhookTimeoutMs: number;
  /** The timeout test card stays PENDING this long, then completes. */
  pendingResolveMs: number;
  /** A payout stays PENDING this long, then is paid (or fails, see README). */
  payoutResolveMs: number;
  /** An identity submission stays pending this long, then ends with the chosen review. */
  identityReviewMs: number;
}

export interface TSandboxOptions {
  /** Address browsers reach the sandbox at: hosted-page links are built from it. */
  publicUrl: string;
  merchants: TMerchant[];
  timing: TSandboxTiming;
  /** Lifetime of a single-use payment handle (Paysafe's is 15 minutes). */
  singleUseHandleTtlSeconds: number;
  /** Lifetime of a saved card (multi-use payment handle). */
  savedCardTtlSeconds: number;
  /** Largest identity document accepted. */
  uploadMaxBytes: number;
  /**
   * Where uploaded identity documents are kept (decision 189): outside any served folder, one
   * sub-folder per applicant, files readable by this process's user only. Nothing serves them.
   */
  documentDir: string;
  logger: Logger;
  clock?: TClock;
  store?: TSandboxStore;
}
