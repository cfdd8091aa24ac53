import type { TAdminRedeemTransaction } from '@casino/contracts';
import { expect, test, type Page } from './journey-test';
import {
  creditWinnings,
  expectRequestsAcknowledged,
  openRedeemPage,
  passKycWizard,
  signInOperator,
  signUpSignedIn,
  textedCode,
} from './identity-steps';
import { screenAtSizes } from './screens';

const PASSWORD = 'redeem-otp-journey-9';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const REASON = 'The bank account holder does not match the name on your account';

/** The same screen at desktop and phone sizes, back at desktop after. */
function shots(page: Page, name: string) {
  return screenAtSizes(page, `redemption-otp-${name}`, [DESKTOP, PHONE]);
}

test('a fast payout waits for the code texted to the player: a wrong code, then the right one; the operator rejects it and the player sees why', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const email = `redeem-otp-${Date.now()}@example.com`;
  const userId = await signUpSignedIn(page, email, PASSWORD);

  // A verified phone: the codes go there.
  const local = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `+1201555${local}`;
  const sent = await page.request.post('/api/user/phone-verification/send', {
    data: { phone: `(201) 555-${local}`, countryCode: 'US' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const phoneCode = await textedCode(page, phone, /verification code is (\d{6})/);
  const verified = await page.request.post('/api/user/phone-verification/verify', {
    data: { code: phoneCode },
  });
  expect(verified.ok(), await verified.text()).toBe(true);

  const operator = await signInOperator(baseURL);
  await creditWinnings(operator, userId, 300_00, 'e2e fast payout journey winnings');

  const redeem = await openRedeemPage(page, /^300(\.00)? SC$/);
  await redeem.getByRole('button', { name: 'Link a bank account' }).click();
  await expect(page.getByRole('heading', { name: 'Link your bank account' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Link account', exact: true }).click();
  await expect(
    redeem.getByText('Your bank account is linked. You can redeem to it now.'),
  ).toBeVisible({ timeout: 30_000 });

  await redeem.getByRole('radio', { name: /Fast payout/ }).check();
  await redeem.getByLabel('Amount (SC)').fill('100');
  await shots(page, 'method');
  await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();

  // The first redemption asks for the identity check (operator config, decision 181).
  await passKycWizard(page);
  await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();

  // The code step: SC held at once, the code texted to the verified phone.
  const step = redeem.getByTestId('redeem-otp');
  await expect(step.getByRole('heading', { name: 'Enter your code' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(step).toContainText(`your phone ending in ••${local.slice(-2)}`);
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^200(\.00)? SC$/);
  const code = await textedCode(page, phone, /redemption code is (\d{6})\./);
  const field = step.getByLabel('6-digit code');
  await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByTestId('redeem-otp-problem')).toHaveText(
    'That code is not right. Attempts left: 4.',
  );
  await shots(page, 'wrong-code');

  // Pasted with spaces, as a text message shows it: only the digits are kept.
  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(field).toHaveValue(code);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(redeem.getByTestId('redeem-result-success')).toContainText('Request received');
  const request = redeem.getByTestId('redeem-request').first();
  await expect(request.getByTestId('stage-approved')).toHaveAttribute('data-state', 'current');
  await shots(page, 'confirmed');

  // The operator rejects with a reason; the player is told, in a dialog, and the SC come back.
  const pending = (await (await operator.get('/api/admin/redemptions?status=pending')).json()).data
    .redemptions as TAdminRedeemTransaction[];
  const own = pending.find((row) => row.userId === userId);
  expect(own).toMatchObject({ amount: 100_00, paymentMethodType: 'payouts' });
  const rejected = await operator.post(`/api/admin/redemptions/${own?.withdrawRequestId}/reject`, {
    headers: { 'idempotency-key': `e2e-reject-${Date.now()}` },
    data: { reason: REASON },
  });
  expect(rejected.status()).toBe(200);
  await operator.dispose();

  const dialog = page.getByTestId('redemption-rejected');
  await expect(dialog.getByRole('heading', { name: 'Redemption refused' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.getByTestId('redemption-rejected-reason')).toHaveText(`Reason: ${REASON}`);
  await expect(dialog).toContainText(/Your 100(\.00)? SC are back in your redeemable balance\./);
  await shots(page, 'rejected');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^300(\.00)? SC$/, {
    timeout: 30_000,
  });
  await expect(request.getByTestId('redeem-request-reason')).toContainText(REASON);
  await expectRequestsAcknowledged(page);
});
