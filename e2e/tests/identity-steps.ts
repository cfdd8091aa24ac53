import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';

/** Small files the identity sandbox takes by their first bytes (PNG and PDF signatures). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);

/**
 * The identity check's page in the KYC wizard's frame: an ID and a proof of address uploaded,
 * then the review the tester chooses.
 */
export async function passIdentitySteps(frame: FrameLocator, answer: 'GREEN' | 'RED') {
  const uploads = [
    { step: 'IDENTITY', name: 'passport.png', mimeType: 'image/png', buffer: PNG },
    {
      step: 'PROOF_OF_RESIDENCE',
      name: 'utility-bill.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    },
  ];
  for (const { step, ...file } of uploads) {
    const input = frame.locator(`#file-${step}`);
    await expect(input).toBeVisible({ timeout: 30_000 });
    await input.setInputFiles(file);
    await input
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Upload and continue' })
      .click();
  }
  await frame
    .getByRole('radio', { name: answer === 'GREEN' ? /GREEN: approve/ : /RED: reject/ })
    .check();
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
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
