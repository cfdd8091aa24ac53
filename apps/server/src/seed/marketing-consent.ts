import type { TDatabase } from '#src/db/client';
import { marketingConsents } from '#src/db/schema/index';

const CONSENTS = [
  {
    code: 'email_promotions',
    text: 'Yes, send me e-mails about bonuses, tournaments and new games from Crown Casino. I can unsubscribe at any time.',
    placements: ['general', 'sign_up'],
    sortOrder: 0,
  },
  {
    code: 'sms_promotions',
    text: 'Yes, send me text messages with offers and account news from Crown Casino. Message and data rates may apply; reply STOP to opt out.',
    placements: ['general', 'phone_verification'],
    sortOrder: 1,
  },
  {
    code: 'personalised_offers',
    text: 'Tailor the offers I receive to the games I play.',
    placements: ['general', 'sign_up'],
    sortOrder: 2,
  },
];

export async function seedMarketingConsents(db: TDatabase): Promise<void> {
  await db
    .insert(marketingConsents)
    .values(CONSENTS)
    .onConflictDoNothing({ target: marketingConsents.code });
}
