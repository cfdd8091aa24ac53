import type { TForceKyc } from '@casino/contracts';
import {
  expect,
  request,
  type APIRequestContext,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { signUpVerified } from './players';

const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };

/** Small files the identity sandbox takes by their first bytes (PNG and PDF signatures). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);

type TUpload = { step: string; name: string; mimeType: string; buffer: Buffer };

/** Uploads each file on its step of the identity sandbox's page, then submits the chosen review. */
async function uploadAndReview(
  frame: FrameLocator,
  uploads: readonly TUpload[],
  answer: 'GREEN' | 'RED',
) {
  for (const { step, ...file } of uploads) {
    const input = frame.locator(`#file-${step}`);
    await expect(input).toBeVisible({ timeout: 30_000 });
    // Now and then on a loaded machine the click lands and the page sends nothing and shows no
    // error (cause not found; seen in CI traces): choose the file and click again, as a player
    // would, until the page moves on to its next step.
    await expect(async () => {
      if (await input.isVisible()) {
        await input.setInputFiles(file);
        await input
          .locator('xpath=ancestor::form')
          .getByRole('button', { name: 'Upload and continue' })
          .click({ timeout: 10_000 });
      }
      await expect(input).toBeHidden({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  }
  await frame
    .getByRole('radio', { name: answer === 'GREEN' ? /GREEN: approve/ : /RED: reject/ })
    .check();
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
}

/**
 * The identity check's page in the KYC wizard's frame: an ID and a proof of address uploaded,
 * then the review the tester chooses.
 */
export async function passIdentitySteps(frame: FrameLocator, answer: 'GREEN' | 'RED') {
  await uploadAndReview(
    frame,
    [
      { step: 'IDENTITY', name: 'passport.png', mimeType: 'image/png', buffer: PNG },
      {
        step: 'PROOF_OF_RESIDENCE',
        name: 'utility-bill.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    ],
    answer,
  );
}

/** The card-ownership check's page (POC wizard): a photo of the card, then the chosen review. */
export async function showCardPhoto(frame: FrameLocator, answer: 'GREEN' | 'RED') {
  await uploadAndReview(
    frame,
    [{ step: 'PAYMENT_METHODS', name: 'card.png', mimeType: 'image/png', buffer: PNG }],
    answer,
  );
}

/** The seeded operator, signed in on a request context of its own (the page stays the player's). */
export async function signInOperator(baseURL: string | undefined): Promise<APIRequestContext> {
  const operator = await request.newContext({ baseURL });
  expect((await operator.post('/api/auth/sign-in', { data: OPERATOR })).ok()).toBe(true);
  return operator;
}

/** A new player with a verified e-mail, signed in on the page; answers the player's user id. */
export async function signUpSignedIn(page: Page, email: string, password: string) {
  await signUpVerified(page, email, password);
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password } })).ok()).toBe(
    true,
  );
  const { userWallet } = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data;
  return userWallet.ownerId as string;
}

/** The newest code of a kind texted to a number, as the sandbox SMS outbox shows it. */
export async function textedCode(page: Page, phone: string, pattern: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
        code = pattern.exec(await outbox.text())?.[1] ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** SC winnings for a player, as an operator gives them: a ledger correction to the winnings bucket. */
export async function creditWinnings(
  operator: APIRequestContext,
  userId: string,
  amountMinor: number,
  reason: string,
) {
  const winnings = await operator.post('/api/admin/ledger/corrections', {
    headers: { 'idempotency-key': `e2e-winnings-${userId}-${Date.now()}` },
    data: { userId, coin: 'SC', direction: 'credit', bucket: 'wsc', amountMinor, reason },
  });
  expect(winnings.status()).toBe(201);
}

/** The Redeem page opened from the side menu, once it shows `balance` as redeemable. */
export async function openRedeemPage(page: Page, balance: RegExp) {
  await page.goto('/');
  await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Redeem' }).click();
  const redeem = page.getByTestId('redeem-page');
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(balance, { timeout: 30_000 });
  return redeem;
}

/**
 * Closing a redemption dialog acknowledges the request with a call of its own: waits for it to
 * land, until the player has no unacknowledged request left.
 */
export async function expectRequestsAcknowledged(page: Page) {
  await expect
    .poll(async () => {
      const unacknowledged = await page.request.get(
        '/api/user/redeem-requests?getNonAcknowledged=true',
      );
      const body = (await unacknowledged.json()) as { data: { rows: unknown[] } };
      return body.data.rows;
    })
    .toEqual([]);
}

/**
 * The KYC wizard a first redemption opens (decision 181): its two opening steps, the identity
 * check passed (GREEN) in its frame, the wizard closed, and the server's status completed.
 */
export async function passKycWizard(page: Page) {
  const wizard = page.getByTestId('kyc-wizard');
  await expect(wizard.getByRole('heading', { name: 'User verification' })).toBeVisible({
    timeout: 30_000,
  });
  await wizard.getByRole('button', { name: "Let's do it!" }).click();
  await wizard.getByRole('button', { name: 'GET STARTED' }).click();
  await passIdentitySteps(page.frameLocator('[data-testid="kyc-wizard"] iframe'), 'GREEN');
  await expect(wizard).toBeHidden({ timeout: 40_000 });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user/force-kyc')).json()) as { data: TForceKyc }).data
          .kycStatus,
      { timeout: 30_000 },
    )
    .toBe('completed');
}
