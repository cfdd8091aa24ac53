/** The part of oidc-provider (no bundled types) that the third-party sign-in test uses. */
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  interface TProviderAccount {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (context: unknown, sub: string) => TProviderAccount;
      },
    );
    callback(): RequestListener;
  }
}
