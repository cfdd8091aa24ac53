import {
  DAILY_BONUS_MILESTONE_DAYS,
  DAILY_BONUS_WEEK_DAYS,
  type TDailyBonusDay,
  type TMonthlyBonusDay,
} from '@casino/contracts';

const IMAGES = '/images/daily-bonus';

/** The seven day cards (GC, SC in minor units); day 7 is the multi-reward card (decision 161). */
const DAY_REWARDS: readonly [number, number][] = [
  [5_000_00, 0],
  [7_500_00, 0],
  [10_000_00, 20],
  [12_500_00, 0],
  [15_000_00, 30],
  [20_000_00, 0],
  [40_000_00, 1_00],
];

/** The monthly gifts on milestone days 8, 15, 22 and 30, paid on top of that day's card. */
const MILESTONE_REWARDS: Record<(typeof DAILY_BONUS_MILESTONE_DAYS)[number], [number, number]> = {
  8: [10_000_00, 50],
  15: [20_000_00, 1_00],
  22: [30_000_00, 1_50],
  30: [50_000_00, 3_00],
};

export const DAILY_BONUS_DAYS: TDailyBonusDay[] = DAY_REWARDS.map(([gc, sc], index) => ({
  type: 'daily',
  day: index + 1,
  gc_amount: gc,
  sc_amount: sc,
  image_url: `${IMAGES}/${index + 1 === DAILY_BONUS_WEEK_DAYS ? 'chest' : 'coins'}.svg`,
  image_url_2: `${IMAGES}/gc.svg`,
  image_url_3: `${IMAGES}/sc.svg`,
}));

export const MONTHLY_BONUS_DAYS: TMonthlyBonusDay[] = DAILY_BONUS_MILESTONE_DAYS.map((day) => ({
  type: 'monthly',
  day,
  gc_amount: MILESTONE_REWARDS[day][0],
  sc_amount: MILESTONE_REWARDS[day][1],
}));

/** The day card (1-7) that a day of the month (1-30) shows: rows of seven, restarting. */
export function cardOfMonthDay(monthDay: number): number {
  return ((monthDay - 1) % DAILY_BONUS_WEEK_DAYS) + 1;
}

/** What claiming a day of the month pays: its day card plus the milestone gift, if any. */
export function rewardOfMonthDay(monthDay: number): {
  gcAmountMinor: number;
  scAmountMinor: number;
} {
  const card = DAILY_BONUS_DAYS[cardOfMonthDay(monthDay) - 1];
  const gift = MONTHLY_BONUS_DAYS.find((milestone) => milestone.day === monthDay);
  return {
    gcAmountMinor: (card?.gc_amount ?? 0) + (gift?.gc_amount ?? 0),
    scAmountMinor: (card?.sc_amount ?? 0) + (gift?.sc_amount ?? 0),
  };
}
