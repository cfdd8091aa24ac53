import type { TConfig } from '#src/config';

export const OAUTH_PROVIDER_IDS = ['google', 'facebook', 'apple'] as const;
export type TOAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

export interface TOAuthProviderConfig {
  id: TOAuthProviderId;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Apple posts the callback as a form (response_mode=form_post) when email is requested. */
  responseMode: 'query' | 'form_post';
}

const NAMES: Record<TOAuthProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The third-party providers switched on by their env settings (client id and secret). */
export function enabledOAuthProviders(config: TConfig): TOAuthProviderConfig[] {
  const settings: Record<TOAuthProviderId, [string | undefined, string | undefined, string]> = {
    google: [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_ISSUER],
    facebook: [config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET, config.FACEBOOK_ISSUER],
    apple: [config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET, config.APPLE_ISSUER],
  };
  return OAUTH_PROVIDER_IDS.flatMap((id) => {
    const [clientId, clientSecret, issuer] = settings[id];
    if (!clientId || !clientSecret) return [];
    return [
      {
        id,
        name: NAMES[id],
        issuer: issuer.replace(/\/$/, ''),
        clientId,
        clientSecret,
        scope: 'openid email profile',
        responseMode: id === 'apple' ? ('form_post' as const) : ('query' as const),
      },
    ];
  });
}
