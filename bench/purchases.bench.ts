// Card purchases completed per second end to end (issue 14), beside a bare ledger credit on the
// same database, the same lanes and the same run, and the ratio. Prints figures; asserts nothing.
// One purchase is what the payments frame and the host do for a player: open the order
// (POST /api/user/open-order, Bearer ID token), tokenise the card at the card processor sandbox
// (its own process, over HTTP, as a live processor), then proceed (POST
// /api/user/proceed-payment-paysafe: the server submits the payment to the processor and credits
// GC and SC through the ledger); the processor's signed webhook follows as it would live. Each
// purchase is a new player's first, so purchase limits never refuse one. PGlite in memory by
// default; PostgreSQL when DATABASE_URL is set (a scratch database, dropped after). `--smoke`.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { ZGetStoreResponse, ZOpenOrderResponse, ZProceedPaymentResponse } from '@casino/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/seed/index';
import {
  freePort,
  PAYMENTS_TEST_ORIGIN,
  SandboxStartError,
  startProviderSandbox,
} from '../apps/server/test/helpers/provider-sandbox';
import { openBenchDatabase } from './bench-database';
import { CPU_LEGEND, line, measure, ratio } from './measure';

const isSmoke = process.argv.includes('--smoke');
const purchases = isSmoke ? 24 : 400;
const lanes = 8;
/** The sandbox processor's card that approves without a 3DS challenge. */
const APPROVED_CARD = '4111111111111111';
const MERCHANT = 'sandbox_crown_casino';
const logger = pino({ level: 'silent' });

const { handle, drop } = await openBenchDatabase('purchases', lanes + 4);
await runMigrations(handle);
await seedDatabase(handle.db, { largeGameCount: 0, logger });
/**
 * The app on a free port and the sandbox beside it. freePort() only proposes a port: another
 * process may take it before the sandbox binds it, and then both start again on another.
 */
async function startAppAndSandbox() {
  for (let attempt = 1; ; attempt += 1) {
    const sandboxPort = await freePort();
    const started = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '.data-bench',
        RATE_LIMIT_MAX: '100000000',
        CARD_PROCESSOR_URL: `http://127.0.0.1:${sandboxPort}`,
        // Each bench player comes from an address of its own (X-Forwarded-For), as players do:
        // the payment routes' per-address rate limit then applies per player, not to the whole
        // bench.
        TRUST_PROXY_HOPS: '1',
      }),
      database: handle,
      logger,
    });
    await started.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
    try {
      const providers = await startProviderSandbox({
        port: sandboxPort,
        webhookBaseUrl: `${url}/api/webhooks`,
      });
      return { app: started, baseUrl: url, sandbox: providers };
    } catch (error) {
      await started.close();
      if (!(error instanceof SandboxStartError) || attempt === 3) throw error;
    }
  }
}
const { app, baseUrl, sandbox } = await startAppAndSandbox();
const { wallet, identity } = app.modules;

/** Players with a session and an ID token, made in the database: sign-up is not measured. */
async function newPlayers(prefix: string, count: number): Promise<{ id: string; token: string }[]> {
  const ids = Array.from({ length: count }, (_, index) => `bench-${prefix}-${index}`);
  await handle.db.execute(
    sql`INSERT INTO users (id, name, email) VALUES ${sql.join(
      ids.map((id) => sql`(${id}, 'Bench', ${`${id}@bench.test`})`),
      sql`, `,
    )}`,
  );
  await handle.db.execute(
    sql`INSERT INTO sessions (id, expires_at, token, user_id) VALUES ${sql.join(
      ids.map(
        (id) => sql`(${`session-${id}`}, now() + interval '1 hour', ${`token-${id}`}, ${id})`,
      ),
      sql`, `,
    )}`,
  );
  // A full profile, as the personal-details dialog leaves it before a first purchase.
  await handle.db.execute(
    sql`INSERT INTO player_profiles (user_id, first_name, last_name, date_of_birth, address, city,
          zip_code, country_code, territory_code)
        VALUES ${sql.join(
          ids.map(
            (id) =>
              sql`(${id}, 'Bench', 'Player', '1990-01-01', '1 Main St', 'Austin', '73301', 'US', 'TX')`,
          ),
          sql`, `,
        )}`,
  );
  const players = [];
  for (const id of ids) {
    players.push({ id, token: (await identity.issueIdToken(id, `session-${id}`)).token });
  }
  return players;
}

async function postJson(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const reader = (await newPlayers('reader', 1))[0]!;
const store = ZGetStoreResponse.parse(
  await (
    await fetch(`${baseUrl}/api/v2/store`, {
      headers: { authorization: `Bearer ${reader.token}` },
    })
  ).json(),
);
const pack = store.data.store.find((candidate) => !candidate.isFirstPurchaseOffer);
if (!pack) throw new Error('the seed has no everyday pack');

/** One whole card purchase by a new player; throws unless it ends credited. */
const purchase =
  (players: { id: string; token: string }[]) =>
  async (index: number): Promise<void> => {
    const player = players[index]!;
    const bearer = {
      authorization: `Bearer ${player.token}`,
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    };
    const order = ZOpenOrderResponse.parse(
      await postJson(
        `${baseUrl}/api/user/open-order`,
        { paymentType: 'deposit', packageId: pack.packageId },
        bearer,
      ),
    ).data.openOrder;
    const paymentHandle = (await postJson(
      `${order.tokenisation.url}/card/v1/paymenthandles`,
      {
        sessionToken: order.sessionToken,
        card: {
          cardNum: APPROVED_CARD,
          cardExpiry: { month: 12, year: 2031 },
          cvv: '123',
          holderName: 'Bench Player',
        },
      },
      {
        authorization: `Basic ${Buffer.from(`${MERCHANT}:${order.tokenisation.publicKey}`).toString('base64')}`,
        origin: PAYMENTS_TEST_ORIGIN,
      },
    )) as { paymentHandleToken: string };
    const paid = ZProceedPaymentResponse.parse(
      await postJson(
        `${baseUrl}/api/user/proceed-payment-paysafe`,
        {
          packageId: pack.packageId,
          paymentMethod: 'card',
          merchantRefNum: order.merchantRefNum,
          paymentHandleToken: paymentHandle.paymentHandleToken,
          platform: 'WEB',
        },
        bearer,
      ),
    ).data;
    if (paid.details.status !== 'success') {
      throw new Error(`purchase ${order.merchantRefNum} ended ${paid.details.status}`);
    }
  };

const baselinePlayers = await newPlayers('credit', purchases);
const buyers = await newPlayers('buyer', purchases + lanes);
/** The bare ledger credit of a purchase: one transfer into a player's wallet. */
const credit = (batch: string) => (index: number) =>
  wallet.transfer({
    idempotencyKey: `bench-credit-${batch}-${index}`,
    code: 'purchase',
    userId: baselinePlayers[index % baselinePlayers.length]!.id,
    coin: 'GC',
    amountMinor: 10_000,
  });

// A warm-up of each, so neither figure pays for the first connections and compilations.
await measure(lanes, purchase(buyers.slice(purchases)), lanes);
await measure(lanes, credit('warm-up'), lanes);

console.log(`\ndatabase: ${process.env.DATABASE_URL ? 'postgresql' : 'pglite'}, ${lanes} lanes`);
console.log(CPU_LEGEND);
const bare = await measure(purchases, credit('measured'), lanes);
line('bare ledger credit (wallet.transfer)', bare, '×1.00 (baseline)');
const whole = await measure(purchases, purchase(buyers), lanes);
line('card purchases end to end (3 HTTP calls)', whole, `${ratio(whole, bare)} of the bare credit`);

const report = await app.modules.reconciliation.reconcile();
console.log(
  `reconciliation after the run: ${report.isBalanced ? 'balanced' : 'PROBLEMS'} (${report.transferCount} transfers)`,
);

await sandbox.stop();
await app.close();
await handle.close();
await drop();
