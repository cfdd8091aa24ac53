import type { TAdminRedeemTransaction, TForceKyc } from '@casino/contracts';
import { expect, test, type Page } from './journey-test';
import {
  creditWinnings,
  expectRequestsAcknowledged,
  openRedeemPage,
  passIdentitySteps,
  signInOperator,
  signUpSignedIn,
} from './identity-steps';
import { screenAtSizes } from './screens';

const PASSWORD = 'redeem-journey-9';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The same screen at desktop and phone sizes, back at desktop after. */
function shots(page: Page, name: string) {
  return screenAtSizes(page, `redemption-${name}`, [DESKTOP, PHONE]);
}

test(
  'a new player wins SC, passes KYC (GREEN), redeems by bank, the operator approves: the tracker shows each stage and the approval dialog appears',
  { tag: '@postgres' },
  async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
    const email = `redeem-${Date.now()}@example.com`;
    const userId = await signUpSignedIn(page, email, PASSWORD);

    // The player's SC winnings: an operator's ledger correction to the winnings bucket.
    const operator = await signInOperator(baseURL);
    await creditWinnings(operator, userId, 150_00, 'e2e redemption journey winnings');

    const redeem = await openRedeemPage(page, /^150(\.00)? SC$/);
    await expect(redeem.getByText('You have no redemption requests yet.')).toBeVisible();
    await shots(page, 'link');

    // Bank: the account is linked on the provider's page, which returns to the redeem dialog.
    await redeem.getByRole('button', { name: 'Link a bank account' }).click();
    await expect(page.getByRole('heading', { name: 'Link your bank account' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Link account', exact: true }).click();
    await expect(
      redeem.getByText('Your bank account is linked. You can redeem to it now.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(redeem.getByRole('combobox', { name: 'Pay to' })).toBeVisible();
    await expect(redeem.getByTestId('redeem-limits')).toHaveText(
      /^Minimum 50(\.00)? SC, maximum 5,000(\.00)? SC per request\. Fee: 1(\.00)? SC per request\.$/,
    );
    await redeem.getByLabel('Amount (SC)').fill('100');
    await expect(redeem.getByTestId('redeem-summary')).toContainText(/You receive\$99/);
    await shots(page, 'form');

    // The first redemption asks for the identity check (operator config, decision 181).
    await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();
    const wizard = page.getByTestId('kyc-wizard');
    await expect(wizard.getByRole('heading', { name: 'User verification' })).toBeVisible({
      timeout: 30_000,
    });
    await wizard.getByRole('button', { name: "Let's do it!" }).click();
    await wizard.getByRole('button', { name: 'GET STARTED' }).click();
    await passIdentitySteps(page.frameLocator('[data-testid="kyc-wizard"] iframe'), 'GREEN');
    await expect(wizard.getByText('Thank you, your identity is verified.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(wizard).toBeHidden({ timeout: 10_000 });
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user/force-kyc')).json()) as { data: TForceKyc })
            .data.kycStatus,
        { timeout: 30_000 },
      )
      .toBe('completed');

    await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();
    await expect(redeem.getByTestId('redeem-result-success')).toContainText('Request received');
    await expect(redeem.getByTestId('redeemable-balance')).toHaveText(/^50(\.00)? SC$/);
    const request = redeem.getByTestId('redeem-request').first();
    await expect(request.getByTestId('stage-requested')).toHaveAttribute('data-state', 'done');
    await expect(request.getByTestId('stage-identityCheck')).toHaveAttribute('data-state', 'done');
    await expect(request.getByTestId('stage-approved')).toHaveAttribute('data-state', 'current');
    await expect(request.getByTestId('stage-approved')).toContainText('Usually within 24 hours');
    await expect(request.getByTestId('stage-paid')).toHaveAttribute('data-state', 'upcoming');
    await expect(request.getByTestId('redeem-request-reason')).toContainText(
      'Waiting for our team to review it',
    );
    await expect(request.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await shots(page, 'requested');

    // The operator approves; the sandbox pays and signs its webhook.
    const pending = (await (await operator.get('/api/admin/redemptions?status=pending')).json())
      .data.redemptions as TAdminRedeemTransaction[];
    const own = pending.find((row) => row.userId === userId);
    expect(own?.amount).toBe(100_00);
    const approved = await operator.post(
      `/api/admin/redemptions/${own?.withdrawRequestId}/approve`,
      {
        headers: { 'idempotency-key': `e2e-approve-${Date.now()}` },
      },
    );
    expect(approved.status()).toBe(200);
    await operator.dispose();

    const approval = page.getByTestId('redemption-approval');
    await expect(approval.getByRole('heading', { name: 'Redemption approved' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(approval).toContainText(/Your redemption of 100(\.00)? SC was approved/);
    await shots(page, 'approval');
    await approval.getByRole('button', { name: 'Got it' }).click();
    await expect(approval).toBeHidden();

    await expect(request.getByTestId('stage-paid')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    await expect(request.getByTestId('stage-approved')).toHaveAttribute('data-state', 'done');
    await expect(request.getByTestId('redeem-request-reason')).toContainText(
      /Paid: \$99(\.00)? was sent to your bank account\./,
    );
    await expect(request.getByRole('button', { name: 'Cancel request' })).toBeHidden();
    await shots(page, 'paid');
    await expectRequestsAcknowledged(page);

    // The account area tracks the same request.
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'My Account' }).click();
    const panel = page.getByTestId('redemption-account-panel');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByTestId('stage-paid')).toHaveAttribute('data-state', 'done');
    await shots(page, 'account');
  },
);
