import { expect, test, type Page } from './journey-test';
import { findGameId, playWholeRound } from './game-journey';
import { closeDailyMissionDialog, signUpAndLogIn } from './players';
import { fillPersonalDetails } from './store-steps';
import { screen } from './screens';

/** The seeded AFTER_LOGIN gift (apps/server/src/seed/event-triggers.ts): 5,000 CC and 1 SC. */
const GIFT = { gcMinor: 5_000_00, scMinor: 1_00 };

async function walletOf(page: Page) {
  const answer = await page.request.get('/api/v2/user/get-wallet');
  return (await answer.json()).data.userWallet as {
    gcCoin: number;
    scCoin: { bsc: number; psc: number; wsc: number };
  };
}

async function featureOrder(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/v2/ui/features/config');
  const body = (await answer.json()) as {
    data: { featureManagerOrderConfigurations: { featureType: string }[] };
  };
  return body.data.featureManagerOrderConfigurations.map((entry) => entry.featureType);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`after log-in the gift popup comes in the configured order, pays once, then the message; a promo code's wheel spins; another's rolling offer pays its free step and offers the next; a third's quest counts a round and pays its milestone once; a fourth's coin-back booster starts and shows in My Account; a 2-3-offer leads into the store purchase, where a store offer waits (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (step: string, options?: { settleMs?: number }) =>
      screen(page, `event-triggers-${step}-${viewport.name}`, options);
    const email = `events-${viewport.name}-${Date.now().toString(36)}@example.com`;
    await signUpAndLogIn(page, email, 'events-pass-1');
    const order = await featureOrder(page);
    expect(order.indexOf('EVENT_TRIGGER')).toBe(order.length - 1);

    // The features before it in the operator's order come first; the popup waits for them.
    const popup = page.getByTestId('event-popup');
    const daily = page.getByTestId('daily-bonus');
    await expect(daily).toBeVisible({ timeout: 60_000 });
    await expect(popup).toHaveCount(0);
    await daily.getByRole('button', { name: 'Close' }).click();
    await closeDailyMissionDialog(page);
    const consent = page.getByTestId('marketing-consent');
    for (let step = 0; step < 3; step += 1) {
      await expect(popup).toHaveCount(0);
      await consent.getByRole('button', { name: 'No, thanks' }).click();
    }

    // The gift: its reward, countdown, Claim button and close icon over its image.
    await expect(popup).toHaveAttribute('data-benefit-type', 'gift', { timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Gift' });
    await expect(dialog).toBeVisible();
    await expect(popup).toContainText('5,000 CC + 1 SC');
    await expect(popup.getByRole('timer')).toContainText(/23:59:\d\d/);
    const claim = popup.getByRole('button', { name: 'CLAIM' });
    await expect(claim).toBeInViewport({ ratio: 1 });
    await expect(popup.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await shot('gift');

    const before = await walletOf(page);
    await claim.click();
    await expect(popup).not.toHaveAttribute('data-benefit-type', 'gift');
    const after = await walletOf(page);
    expect(after.gcCoin - before.gcCoin).toBe(GIFT.gcMinor);
    expect(after.scCoin.bsc - before.scCoin.bsc).toBe(GIFT.scMinor);

    // Then the message, 0.3 s after the gift folded away; acknowledging it closes it.
    await expect(popup).toHaveAttribute('data-benefit-type', 'message', { timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Message' })).toBeVisible();
    await shot('message');
    await popup.getByRole('button', { name: 'GOT IT!' }).click();
    await expect(popup).toHaveCount(0);
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot('lobby-after', { settleMs: 0 });

    // Claimed once: the event is gone, a claim sent again moves nothing.
    const events = await page.request.post('/api/v2/event-trigger/events', {
      data: { triggerKey: 'AFTER_LOGIN', csEventStart: true },
    });
    const listed = (await events.json()).data.currentEventsByTrigger as {
      benefit: { key: string };
    }[];
    expect(listed.map((event) => event.benefit.key)).not.toContain('royal-welcome-gift');
    expect((await walletOf(page)).gcCoin).toBe(after.gcCoin);

    /** Types a promo code on the Rewards page, claims its coins and closes the page. */
    async function redeemOnRewardsPage(code: string) {
      if (viewport.name === 'phone') {
        await page.getByTestId('footer-nav').getByRole('button', { name: 'Rewards' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: /Menu/ })
          .getByRole('button', { name: 'Rewards' })
          .click();
      }
      const field = page.getByTestId('rewards-page').getByLabel('Promo code');
      await expect(field).toBeVisible({ timeout: 30_000 });
      await field.fill(code);
      await page.getByTestId('rewards-page').getByRole('button', { name: 'Apply' }).click();
      const promo = page.getByTestId('promo-gift');
      await promo.getByRole('button', { name: 'Claim' }).click();
      await expect(promo).toBeHidden({ timeout: 10_000 });
      await expect(popup).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('rewards-page')).toHaveCount(0);
    }

    // A redeemed SPINCROWN (typed on the Rewards page) brings the Crown Wheel (decision 200)
    // once the page is closed: the server draws the slice, the wheel turns to it, the prize
    // shows and is paid once.
    await redeemOnRewardsPage('spincrown');
    await expect(popup).toHaveAttribute('data-benefit-type', 'wheelOfFortune', { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Wheel of fortune' })).toBeVisible();
    const wheel = popup.getByRole('img', { name: 'A wheel of 8 prizes' });
    const spin = popup.getByRole('button', { name: 'SPIN' });
    await expect(wheel).toBeInViewport({ ratio: 1 });
    await expect(spin).toBeInViewport({ ratio: 1 });
    await shot('wheel');

    const beforeSpin = await walletOf(page);
    const spun = page.waitForResponse((answer) => answer.url().includes('/api/wheel-of-fortune/'));
    await spin.click();
    const drawn = (await (await spun).json()).data as {
      winnerSlice: number;
      gcCoin: number;
      scCoin: number;
    };
    await expect(wheel).toHaveAttribute('data-winner-slice', String(drawn.winnerSlice));
    await expect(popup.getByRole('status')).toContainText('You won', { timeout: 10_000 });
    await shot('wheel-won', { settleMs: 300 });
    const afterSpin = await walletOf(page);
    expect(afterSpin.gcCoin - beforeSpin.gcCoin).toBe(drawn.gcCoin);
    expect(afterSpin.scCoin.bsc - beforeSpin.scCoin.bsc).toBe(drawn.scCoin);
    await popup.getByRole('button', { name: 'COLLECT' }).click();
    await expect(popup).toHaveCount(0);

    // A redeemed ROLLCROWN brings the rolling offer (decision 214): its free first step pays,
    // and a second later (claim_package over the socket, decision 213) the popup comes back
    // with the next step, the store's Starter Pack.
    await redeemOnRewardsPage('rollcrown');
    await expect(popup).toHaveAttribute('data-benefit-type', 'rollingOffer', { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Rolling offer' })).toBeVisible();
    await expect(popup).toContainText('Step 1 of 3');
    await expect(popup.getByRole('status')).toHaveText('2,000 CC');
    const collect = popup.getByRole('button', { name: 'COLLECT' });
    await expect(collect).toBeInViewport({ ratio: 1 });
    await shot('rolling-offer');
    const beforeStep = await walletOf(page);
    await collect.click();
    await expect(popup).toContainText('Step 2 of 3', { timeout: 15_000 });
    expect((await walletOf(page)).gcCoin - beforeStep.gcCoin).toBe(2_000_00);
    const buy = popup.getByRole('button', { name: 'BUY $4.99' });
    await expect(buy).toBeInViewport({ ratio: 1 });
    await shot('rolling-offer-step-2');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);

    // A redeemed QUESTCROWN starts the Crown Quest (decision 217): its popup shows the final
    // reward and the week left, and its button opens the quest dialog. A round settled on the
    // game server moves the first milestone (quest_update over the socket) while the dialog is
    // open; its claim pays once.
    await redeemOnRewardsPage('questcrown');
    await expect(popup).toHaveAttribute('data-benefit-type', 'quest', { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Quest' })).toBeVisible();
    await expect(popup.getByRole('status')).toHaveText('10,000 CC + 2 SC');
    await expect(popup.getByRole('timer')).toHaveText(/6d:23h/);
    await shot('quest-popup');
    await popup.getByRole('button', { name: 'VIEW QUEST' }).click();
    const quest = page.getByTestId('quest-dialog');
    const milestones = quest.getByTestId('quest-milestone');
    await expect(milestones).toHaveCount(3);
    await expect(milestones.first()).toHaveAttribute('data-status', 'counting');
    await expect(quest.getByTestId('quest-timer')).toHaveText('Ends in 6d:23h');
    await shot('quest-dialog', { settleMs: 0 });

    await playWholeRound(page, await findGameId(page, 'Crown Sevens'), `e2e-quest-${Date.now()}`);
    const claimFirst = quest.getByRole('button', { name: 'Claim milestone 1' });
    await expect(claimFirst).toBeInViewport({ ratio: 1, timeout: 15_000 });
    await shot('quest-claimable', { settleMs: 0 });
    const beforeClaim = await walletOf(page);
    await claimFirst.click();
    await expect(milestones.first()).toHaveAttribute('data-status', 'claimed');
    await expect(quest).toContainText('1 of 3 milestones claimed');
    expect((await walletOf(page)).gcCoin - beforeClaim.gcCoin).toBe(1_000_00);
    const again = await page.request.post('/api/quest/player/milestone/claim', {
      data: { milestoneId: Number(await milestones.first().getAttribute('data-milestone-id')) },
    });
    expect(again.status()).toBe(409);
    await quest.getByRole('button', { name: 'Close' }).click();
    await expect(quest).toHaveCount(0);
    // The lobby keeps the quest as a home widget.
    const widget = page.getByTestId('quest-widget');
    await expect(widget).toContainText('1/3');
    // On phones the widgets' row sits under the banner and the mission, behind the footer nav.
    await widget.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot('quest-widget', { settleMs: 0 });
    // A redeemed BOOSTCROWN brings the coin-back booster (decision 220): ACTIVATE starts it,
    // and My Account's coin-back card shows it with its end.
    await redeemOnRewardsPage('boostcrown');
    await expect(popup).toHaveAttribute('data-benefit-type', 'coinBackBooster', {
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog', { name: 'Coin-back booster' })).toBeVisible();
    await expect(popup.getByRole('status')).toHaveText('+5% COIN-BACK FOR 24 HOURS');
    const activate = popup.getByRole('button', { name: 'ACTIVATE' });
    await expect(activate).toBeInViewport({ ratio: 1 });
    await shot('coin-back-booster');
    await activate.click();
    await expect(popup).toHaveCount(0);
    if (viewport.name === 'phone') {
      await page.getByTestId('footer-nav').getByRole('button', { name: 'Account' }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: /Menu/ })
        .getByRole('button', { name: 'My Account' })
        .click();
    }
    const booster = page.getByTestId('coin-back-booster');
    await expect(booster).toContainText('Booster +5%', { timeout: 15_000 });
    await expect(booster).toContainText('5 more percentage points');
    await booster.scrollIntoViewIfNeeded();
    await shot('coin-back-booster-active', { settleMs: 300 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-page')).toHaveCount(0);
    // A redeemed PICKCROWN brings the 2-3-offer (decision 215): three store packages side by
    // side, each with its own button into the store purchase of that package.
    await redeemOnRewardsPage('pickcrown');
    await expect(popup).toHaveAttribute('data-benefit-type', '2-3-offer', { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Pick your offer' })).toBeVisible();
    await expect(popup.getByTestId('offer-package')).toHaveCount(3);
    const pick = popup.getByRole('button', { name: 'BUY $9.99' });
    await expect(pick).toBeInViewport({ ratio: 1 });
    await shot('two-three-offer');
    await pick.click();
    await fillPersonalDetails(page);
    const store = page.getByRole('dialog', { name: 'Store' });
    await expect(store.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(store.getByText('Handful of Coins')).toBeVisible();

    // Back in the store, the store-only offer every player meets after a log-in (decision 216)
    // sits above the packages; it never came as a popup.
    await store.getByRole('button', { name: 'Back to store' }).click();
    const storeOffer = store.getByRole('article', { name: 'Crown Picks' });
    await expect(storeOffer).toBeVisible({ timeout: 15_000 });
    await expect(storeOffer.getByRole('button', { name: 'Buy $49.99' })).toBeVisible();
    await shot('store-offer');
  });
}
