import { ZErrorEnvelope } from '@casino/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_PARAMETERS,
  HOSTILE_VALUES,
  listOperations,
  requestsFor,
  slotsOf,
  urlOf,
  withHostile,
  type TJsonSchema,
  type TOpenApiDocument,
  type TOperation,
  type TRequestParts,
} from '#test/fuzz/openapi-requests';
import { cookieFrom, createSignedInPlayer } from '#test/helpers/players';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { PAYMENTS_TEST_ORIGIN } from '#test/helpers/provider-sandbox';
import type { TTestApp } from '#test/helpers/test-app';

/**
 * Schema-driven fuzz of every route in the OpenAPI document. Each caller (guest, player,
 * operator) sends requests of each route's shape with hostile values mixed in; the operator, who
 * may call every route, also sends every hostile value into every parameter and body position
 * of the smallest valid request, one at a time. No answer may be a 5xx, and every error must be the
 * `{"error":{"name","message"}}` envelope. FUZZ_SEED reproduces a run, FUZZ_RUNS widens it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_010);
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const ADDRESSES = Array.from({ length: 8 }, (_, index) => `10.99.0.${index + 1}`);

/** Random requests of each route's full shape with hostile values anywhere. */
const MIXED = { hostile: true, minimal: false };
/** The smallest valid request, into which one hostile value at a time is set. */
const VALID_MINIMAL = { hostile: false, minimal: true };

/** Routes that end the caller's session or lock accounts run last for each caller. */
const ENDS_SESSION = ['account-state', 'self-exclusion', 'sign-out'];

let testApp: TTestApp;
let running: TAppWithSandbox;
let document: TOpenApiDocument;
const principals: { name: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  // Purchases, payouts and identity checks reach their providers: the real sandbox answers them,
  // as it would in use.
  // Its pages return to the app (a linked bank account), so it allows the app's origin.
  running = await startAppWithSandbox({
    env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl, IDENTITY_CHECK_URL: sandboxUrl }),
    sandboxEnv: (app) => ({
      SANDBOX_ALLOWED_ORIGINS: `${PAYMENTS_TEST_ORIGIN},${new URL(app.config.publicUrl).origin}`,
    }),
  });
  testApp = running.testApp;
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const player = await createSignedInPlayer(testApp);
  const operator = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' },
  });
  expect(operator.statusCode, operator.body).toBe(200);
  principals.push(
    { name: 'guest', headers: {} },
    { name: 'player', headers: { cookie: player.cookie } },
    { name: 'operator', headers: { cookie: cookieFrom(operator.headers['set-cookie']) } },
  );
}, 120_000);
afterAll(async () => {
  await running.close();
});

function resolveReference(reference: string): TJsonSchema | undefined {
  const name = reference.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name];
}

function ordered(operations: TOperation[]): TOperation[] {
  const rank = (operation: TOperation) =>
    ENDS_SESSION.findIndex((marker) => operation.path.includes(marker));
  return [...operations].sort((left, right) => rank(left) - rank(right));
}

/** Every hostile value in every slot of the smallest valid requests (drawn from the seed). */
function systematic(operation: TOperation, seed: number): TRequestParts[] {
  const slots = slotsOf(operation, resolveReference);
  const pairs = slots.flatMap((slot) =>
    (slot.in === 'body' ? HOSTILE_VALUES : HOSTILE_PARAMETERS).map((value) => ({ slot, value })),
  );
  if (pairs.length === 0) return [];
  const bases = fc.sample(requestsFor(operation, resolveReference, VALID_MINIMAL), {
    seed,
    numRuns: pairs.length,
  });
  return pairs.map(({ slot, value }, index) => withHostile(bases[index]!, slot, value));
}

/**
 * One test per caller, in this order (each ends with the routes that end its session), so each
 * has its own time limit on a busy machine and a failure names its caller.
 */
describe('every route under generated bad input', () => {
  it.each(['guest', 'player', 'operator'])(
    'answers no 5xx and only enveloped errors to the %s',
    async (name) => {
      const principal = principals.find((candidate) => candidate.name === name);
      if (!principal) throw new Error(`no ${name} signed in`);
      const operations = ordered(listOperations(document));
      const failures: string[] = [];
      let sent = 0;
      for (const [index, operation] of operations.entries()) {
        const seed = SEED + index;
        const requests = [
          ...fc.sample(requestsFor(operation, resolveReference, MIXED), {
            seed,
            numRuns: RANDOM_RUNS,
          }),
          ...(principal.name === 'operator' ? systematic(operation, seed) : []),
        ];
        for (const parts of requests) {
          const url = urlOf(operation, parts);
          const response = await testApp.app.inject({
            method: operation.method,
            url,
            remoteAddress: ADDRESSES[sent % ADDRESSES.length],
            headers: principal.headers,
            ...(parts.body === undefined ? {} : { payload: parts.body as object }),
          });
          sent += 1;
          const where = `${response.statusCode} ${principal.name} ${operation.method} ${url.slice(0, 120)}`;
          if (response.statusCode >= 500) {
            failures.push(`${where} ${JSON.stringify(parts.body)?.slice(0, 160) ?? ''}`);
          } else if (
            response.statusCode >= 400 &&
            !ZErrorEnvelope.safeParse(parseJson(response.body)).success
          ) {
            failures.push(`${where} not enveloped: ${response.body.slice(0, 120)}`);
          }
        }
      }
      console.info(
        `API fuzz: ${sent} requests to ${operations.length} routes as ${principal.name} (seed ${SEED})`,
      );
      expect(operations.length).toBeGreaterThanOrEqual(63);
      expect(failures).toEqual([]);
    },
    600_000,
  );
});

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
