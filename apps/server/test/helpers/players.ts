import { randomBytes } from 'node:crypto';
import type { TTestApp } from '#test/helpers/test-app';

export interface TSignedInPlayer {
  userId: string;
  email: string;
  password: string;
  /** `Cookie` header value carrying the session: `headers: { cookie }`. */
  cookie: string;
  /** Short-lived ID token for `Authorization: Bearer …`, the socket handshake and frames. */
  idToken: string;
}

export interface TPlayerOverrides {
  email?: string;
  password?: string;
  /** Client address used for sign-up and log-in; a random private one by default. */
  ip?: string;
  /** More sign-up fields, e.g. an invite code and a device id. */
  signUp?: { referrerCode?: string; deviceId?: string };
}

function randomPrivateIp(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/** The `name=value` pairs of Set-Cookie headers, joined as a Cookie header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Reads the newest mail to an address in the outbox and returns the first link's URL. */
export async function latestMailLink(testApp: TTestApp, to: string): Promise<string> {
  const [mail] = await testApp.app.modules.mail.listOutbox({ to, limit: 1 });
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No mail with a link to ${to}`);
  return match[0];
}

/**
 * Signs a new player up, verifies the email through the link in the outbox and logs in — the
 * real flow, through HTTP. Use the cookie for 'player' routes: `headers: { cookie }`.
 */
export async function createSignedInPlayer(
  testApp: TTestApp,
  overrides: TPlayerOverrides = {},
): Promise<TSignedInPlayer> {
  const { app } = testApp;
  const email = overrides.email ?? `player-${randomBytes(6).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct-horse-9';
  const remoteAddress = overrides.ip ?? randomPrivateIp();

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress,
    payload: { email, password, isAgeConfirmed: true, isTermsAccepted: true, ...overrides.signUp },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);

  const link = new URL(await latestMailLink(testApp, email.toLowerCase()));
  const verify = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  if (verify.headers.location !== '/?emailVerified=1') throw new Error('verification failed');

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const cookie = cookieFrom(signIn.headers['set-cookie']);

  const token = await app.inject({ method: 'GET', url: '/api/auth/id-token', headers: { cookie } });
  if (token.statusCode !== 200) throw new Error(`id-token failed: ${token.body}`);
  const idToken = token.json<{ data: { idToken: string } }>().data.idToken;

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/api-login',
    headers: { cookie },
  });
  const userId = login.json<{ data: { userId: string } }>().data.userId;
  return { userId, email: email.toLowerCase(), password, cookie, idToken };
}
