import type { TAdminRedeemTransaction } from '@casino/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from './journey-test';
import {
  creditWinnings,
  openRedeemPage,
  passKycWizard,
  signInOperator,
  signUpSignedIn,
  textedCode,
} from './identity-steps';
import { choosePackage, enterCard, openStore, paymentsFrame } from './store-steps';
import { screenAtSizes } from './screens';

const PASSWORD = 'redeem-methods-journey-9';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const WIDE_PHONE = { width: 390, height: 844 };

/**
 * The same screen at desktop and phone sizes (`focus` scrolled into view), back at desktop after.
 */
function shots(page: Page, name: string, focus?: Locator, phone = PHONE) {
  return screenAtSizes(page, `redemption-methods-${name}`, [DESKTOP, phone], focus);
}

/** Approves, as the operator, each of the player's pending requests; answers them. */
async function approveAll(operator: APIRequestContext, userId: string) {
  const pending = (await (await operator.get('/api/admin/redemptions?status=pending')).json()).data
    .redemptions as TAdminRedeemTransaction[];
  const own = pending.filter((row) => row.userId === userId);
  for (const row of own) {
    const approved = await operator.post(
      `/api/admin/redemptions/${row.withdrawRequestId}/approve`,
      {
        headers: { 'idempotency-key': `e2e-approve-${row.withdrawRequestId}` },
      },
    );
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return own;
}

test('Skrill by e-mail and a texted code (the phone verified from the redeem dialog), then Interac by e-mail in CAD, then back to the card the player bought with; the operator pays each', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(DESKTOP);
  const email = `redeem-methods-${Date.now()}@example.com`;
  const userId = await signUpSignedIn(page, email, PASSWORD);
  const operator = await signInOperator(baseURL);
  await creditWinnings(operator, userId, 300_00, 'e2e Skrill and Interac journey winnings');

  // Skrill needs a code by text: no verified phone yet, so the dialog offers to verify it.
  const redeem = await openRedeemPage(page, /^300(\.00)? SC$/);
  await redeem.getByRole('radio', { name: /Skrill/ }).check();
  const notice = redeem.getByTestId('redeem-phone-needed');
  await expect(notice).toContainText('Verify your phone number to use this method');
  await shots(page, 'phone-needed', notice);
  await notice.getByRole('button', { name: 'Verify phone number' }).click();
  const local = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `+1201556${local}`;
  const portal = page.getByTestId('modal-portal');
  await portal.getByLabel('Phone number*').fill(`(201) 556-${local}`);
  await portal.getByRole('button', { name: 'Send Code' }).click();
  await portal
    .getByLabel('Verification code*')
    .fill(await textedCode(page, phone, /verification code is (\d{6})/));
  await portal.getByRole('button', { name: 'Verify' }).click();
  await portal.getByRole('button', { name: 'Continue' }).click();
  await expect(portal).toBeHidden();
  await expect(notice).toBeHidden({ timeout: 30_000 });

  // The wallet e-mail is checked before anything is sent; the fee shows before confirming.
  const skrillEmail = redeem.getByLabel('Skrill account e-mail');
  await skrillEmail.fill('winner@skrill');
  await skrillEmail.blur();
  await expect(
    redeem.getByText('Enter a valid e-mail address, for example name@example.com.'),
  ).toBeVisible();
  await redeem.getByLabel('Amount (SC)').fill('100');
  await expect(redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ })).toBeDisabled();
  await shots(page, 'skrill-bad-email', skrillEmail);
  await skrillEmail.fill(email);
  await expect(redeem.getByTestId('redeem-limits')).toContainText('Fee: 1% per request.');
  await expect(redeem.getByTestId('redeem-payout')).toHaveText(/^\$99(\.00)?$/);
  await shots(page, 'skrill', redeem.getByTestId('redeem-summary'));
  await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();

  // The first redemption asks for the identity check (operator config, decision 181).
  await passKycWizard(page);
  await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();

  // The code step: the SC held at once, one way to cancel (not a second one in the tracker).
  const step = redeem.getByTestId('redeem-otp');
  await expect(step.getByRole('heading', { name: 'Enter your code' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^200(\.00)? SC$/);
  await expect(redeem.getByTestId('redeem-request')).toHaveCount(1);
  await expect(redeem.getByRole('button', { name: 'Cancel request' })).toHaveCount(1);
  const code = await textedCode(page, phone, /redemption code is (\d{6})\./);
  await step
    .getByLabel('6-digit code')
    .fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByTestId('redeem-otp-problem')).toHaveText(
    'That code is not right. Attempts left: 4.',
  );
  await shots(page, 'skrill-code');
  await step.getByLabel('6-digit code').fill(code);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(redeem.getByTestId('redeem-result-success')).toContainText('Request received');
  await redeem.getByRole('button', { name: 'Done' }).click();

  // Interac: an e-mail and the name on the account, paid in Canadian dollars.
  await redeem.getByRole('radio', { name: /Interac e-Transfer/ }).check();
  await redeem.getByLabel('E-mail for the e-Transfer').fill('winner@example.ca');
  await redeem.getByLabel('Name on your bank account').fill('Alex Winner');
  await redeem.getByLabel('Amount (SC)').fill('50');
  await expect(redeem.getByTestId('redeem-limits')).toContainText(/Fee: 1\.50 SC per request\./);
  await expect(redeem.getByTestId('redeem-payout')).toHaveText('CA$65.96');
  await expect(redeem.getByTestId('redeem-kyc-needed')).toHaveCount(0);
  await shots(page, 'interac', redeem.getByTestId('redeem-summary'));
  await redeem.getByRole('button', { name: /^Redeem 50(\.00)? SC$/ }).click();
  await expect(redeem.getByTestId('redeem-result-success')).toContainText(
    'You will receive CA$65.96',
  );
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^150(\.00)? SC$/);

  // The operator approves both; the sandbox pays each by its signed webhook.
  const own = await approveAll(operator, userId);
  expect(own.map((row) => [row.paymentMethodType, row.payoutEmail])).toEqual([
    ['skrill', email],
    ['interac', 'winner@example.ca'],
  ]);

  // Each approval's dialog in turn, in the method's words (the order follows the pushes).
  const approval = page.getByTestId('redemption-approval');
  const seen: string[] = [];
  for (const turn of [0, 1]) {
    await expect(approval).toBeVisible({ timeout: 60_000 });
    if (turn === 0) await shots(page, 'approved');
    seen.push((await approval.textContent()) ?? '');
    await approval.getByRole('button', { name: 'Got it' }).click();
    // Closed: gone, or the next request's dialog in its place.
    await expect
      .poll(async () => (await approval.allTextContents())[0] !== seen[turn], { timeout: 30_000 })
      .toBe(true);
  }
  expect(seen.join(' ')).toMatch(/Skrill wallet\./);
  expect(seen.join(' ')).toMatch(/by Interac e-Transfer\./);

  const requests = redeem.getByTestId('redeem-request');
  await expect(requests.nth(0).getByTestId('redeem-request-reason')).toHaveText(
    /^Paid: CA\$65\.96 was sent by Interac e-Transfer\./,
    { timeout: 60_000 },
  );
  await expect(requests.nth(1).getByTestId('redeem-request-reason')).toHaveText(
    /^Paid: \$99(\.00)? was sent to your Skrill wallet\.$/,
    { timeout: 60_000 },
  );
  await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^150(\.00)? SC$/);
  await shots(page, 'paid', requests.nth(0));

  // Back to a card: only a card saved while buying coins is offered, so the player buys first.
  await page.goto('/');
  await openStore(page);
  await choosePackage(page, 'Handful of Coins');
  await enterCard(await paymentsFrame(page), '5555 5555 5555 4444', { isKept: true });
  const success = page.getByTestId('purchase-success');
  await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
    timeout: 20_000,
  });
  await success.getByRole('button', { name: 'Close' }).click();
  const toCard = await openRedeemPage(page, /^150(\.00)? SC$/);
  await toCard.getByRole('radio', { name: /Back to your card/ }).check();
  await expect(toCard.getByRole('combobox', { name: 'Pay to' })).toHaveText(
    'Mastercard ••4444 (exp. 12/2031)',
  );
  await toCard.getByLabel('Amount (SC)').fill('50');
  await expect(toCard.getByTestId('redeem-limits')).toContainText('Fee: 1.5% per request.');
  await expect(toCard.getByTestId('redeem-payout')).toHaveText('$49.25');
  await shots(page, 'card', toCard.getByTestId('redeem-summary'), WIDE_PHONE);
  await toCard.getByRole('button', { name: /^Redeem 50(\.00)? SC$/ }).click();
  await expect(toCard.getByTestId('redeem-result-success')).toContainText('$49.25');
  await expect(toCard.getByTestId('redeemable-balance')).toHaveText(/^100(\.00)? SC$/);

  const [card] = await approveAll(operator, userId);
  expect(card?.paymentMethodType).toBe('card');
  await operator.dispose();
  await expect(approval).toContainText(/\$49\.25 (is on its way to|was sent to) your card\./, {
    timeout: 60_000,
  });
  await approval.getByRole('button', { name: 'Got it' }).click();
  await expect(approval).toBeHidden();
  await expect(requests.nth(0).getByTestId('redeem-request-reason')).toHaveText(
    'Paid: $49.25 was sent to your card. Your bank may take a few days to show it.',
    { timeout: 60_000 },
  );
  await expect(toCard.getByTestId('redeemable-balance')).toHaveText(/^100(\.00)? SC$/);
  await shots(page, 'card-paid', requests.nth(0), WIDE_PHONE);
});
