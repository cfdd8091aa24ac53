import { z } from 'zod';
import { ZJsonValue } from '#src/common/json';

export type TFeatureFlagKind = 'boolean' | 'number' | 'string' | 'json';
export type TFeatureFlagArea = 'shell' | 'engagement' | 'payments';

interface TFlagDefinition<K extends TFeatureFlagKind, V> {
  kind: K;
  defaultValue: V;
  area: TFeatureFlagArea;
  description: string;
}

const bool = (area: TFeatureFlagArea, defaultValue: boolean, description: string) =>
  ({ kind: 'boolean', defaultValue, area, description }) as TFlagDefinition<'boolean', boolean>;
const num = (area: TFeatureFlagArea, defaultValue: number, description: string) =>
  ({ kind: 'number', defaultValue, area, description }) as TFlagDefinition<'number', number>;
const str = (area: TFeatureFlagArea, defaultValue: string, description: string) =>
  ({ kind: 'string', defaultValue, area, description }) as TFlagDefinition<'string', string>;
const json = <V>(area: TFeatureFlagArea, defaultValue: V, description: string) =>
  ({ kind: 'json', defaultValue, area, description }) as TFlagDefinition<'json', V>;

/** Widget type ranks for the home widgets (engagement §9); lower shows first. */
export const DEFAULT_HOME_WIDGETS_ORDER = {
  Tournament: 0,
  MetaGameEvent: 0,
  Quest: 1,
  Coinback: 2,
  UnclaimedFreeSpin: 3,
  UpcomingDailyMission: 4,
  Offer: 5,
  Message: 6,
  SnappyGift: 7,
} as const;

/** Values the loyalty tutorial flag accepts (engagement §4), plus 'false' to switch it off. */
export const LOYALTY_TUTORIAL_MODES = [
  'true',
  'false',
  'after_first_session',
  'after_1_sc_bet',
] as const;

/**
 * Every feature flag the spec names, with its kind and demo default. Defaults the spec states
 * are kept; the others are chosen for a complete demo (docs/decisions/024). The server seeds
 * these, operators change them, and players may get per-user overrides.
 */
export const FEATURE_FLAGS = {
  // shell §6
  block_signup_with_email: bool('shell', false, 'Hide or block e-mail sign-up'),
  sign_up_flow_country_selection: bool('shell', true, 'Ask for the country at the end of sign-up'),
  custom_landing_feat: bool('shell', true, 'Landing variants chosen by the landing parameter'),
  force_country_selection: bool('shell', false, 'Force the country chooser when unset'),
  sc_mode_available: bool('shell', true, 'Coin switcher (GC/SC) in the header'),
  search_enabled: bool('shell', true, 'Game search in the lobby'),
  enable_old_search_mode: bool('shell', false, 'Old search layout: one request, all results'),
  web_infinite_carousel: bool('shell', false, 'Infinite carousel variant on home rows'),
  game_labels_feat: bool('shell', true, 'Labels on game tiles'),
  phone_verification_dialog: bool('shell', true, 'SC play needs a verified phone'),
  prevent_multisession_enable: bool('shell', true, 'Only the newest tab keeps the socket'),
  prevent_purchase: bool('shell', false, 'Block purchases (opens prevent_purchase)'),
  maintenance: bool('shell', false, 'Show the maintenance page'),
  flow_kill_switch: bool('shell', false, 'Stop sending flow events'),
  flow_debug_switch: bool('shell', false, 'Log flow events to the console'),
  balance_animation_enabled: bool('shell', true, 'Balance animates over 1500 ms (100 ms off)'),
  loyalty_program: bool('shell', true, 'Loyalty tiers, crown badge and tier dialogs'),
  web_inactivity_reload_minutes: num(
    'shell',
    20,
    'Idle minutes before the next interaction reloads',
  ),
  update_balance_through_notification: bool('shell', false, 'Set the wallet from socket state'),
  enable_coins_animation: bool('shell', true, 'Coin fly animation on credits'),
  home_widgets_order: json('shell', DEFAULT_HOME_WIDGETS_ORDER, 'Home widget ranks by type'),
  daily_missions_feature: bool('shell', true, 'Daily missions'),
  metagames_enabled: bool('shell', true, 'Metagames (hammers, prize drop, puzzle)'),
  liveops: bool('shell', true, 'Live-ops events and offers'),
  web_allow_close_popups_shortcut: bool('shell', false, 'Ctrl+S closes the top-most popup'),
  // engagement §6
  client_side_event_start: bool('engagement', false, 'The client starts event sequences itself'),
  store_offers_feature_enable: bool('engagement', true, 'Offers in the store'),
  enable_offer_rive_animation: bool('engagement', true, 'Animated offer popups'),
  enable_gift_rive_animation: bool('engagement', true, 'Animated gift popups'),
  enable_message_rive_animation: bool('engagement', true, 'Animated message popups'),
  prevent_popup_auto_display_web: bool(
    'engagement',
    false,
    'Do not open event popups by themselves',
  ),
  game_ui_web: bool('engagement', true, 'In-game UI frame over the game'),
  hammers_enabled: bool('engagement', true, 'Hammers metagame'),
  claim_hammer_animation_enable: bool('engagement', true, 'Hammer claim animation'),
  cc_giveaway_on_low_balance: bool('engagement', true, 'GC refill offer on low balance'),
  open_ministore_on_low_balance: bool('engagement', true, 'Mini store on low balance'),
  feat_loyalty_program_tutorial: str(
    'engagement',
    'true',
    'Loyalty tutorial: true, after_first_session, after_1_sc_bet or false',
  ),
  marketing_consent: bool('engagement', true, 'Marketing consent prompts'),
  fs_widget_add_player_frb: bool(
    'engagement',
    true,
    'Free-spin widget adds the player to the offer',
  ),
  coin_back_feat_client: bool('engagement', true, 'Coin-back vault'),
  coin_back_tutorial_feat: bool('engagement', true, 'Coin-back tutorial'),
  coin_back_booster_feat: bool('engagement', true, 'Coin-back booster'),
  daily_mission_grand_prize_enable: bool('engagement', true, 'Daily mission grand prize gift'),
  daily_mission_title: str('engagement', 'Daily Missions', 'Title of the daily mission dialog'),
  user_free_spins_widgets_feature: bool('engagement', true, 'Free-spin widgets'),
  slot_machines_frb_widgets_enable: bool('engagement', true, 'Free spins of every provider'),
  enable_barouletta_max_prize: bool('engagement', false, 'Max prize on the free-spin popup'),
  puzzle_claim_animation_file_url: str(
    'engagement',
    '',
    'Puzzle claim animation file; empty uses the static art',
  ),
  prize_drop_enabled: bool('engagement', true, 'Prize drop metagame'),
  prize_drop_pre_message_enabled: bool('engagement', true, 'Message before a prize drop starts'),
  puzzle_enabled: bool('engagement', true, 'Puzzle metagame'),
  puzzle_pre_message_enabled: bool('engagement', true, 'Message before a puzzle starts'),
  quests_enabled: bool('engagement', true, 'Quests'),
  tournaments_enabled: bool('engagement', true, 'Tournaments'),
  daily_bonus_enabled: bool('engagement', true, 'Daily and monthly bonus'),
  ftue_enabled: bool('engagement', false, 'First-time onboarding tutorial (decision 118)'),
  // payments §6
  card_payment_provider: str('payments', 'paysafe', 'Card payment provider option'),
  banner_animation_enabled: bool('payments', true, 'Animated hero banners'),
  mild_failure_messages_enabled: bool('payments', true, 'Gentler payment failure texts'),
  payments_app_handle_failures: bool('payments', true, 'The payments app shows failures itself'),
  payments_app_version_web: num('payments', 4, 'Payments app version (3 or 4)'),
  payment_methods: json(
    'payments',
    ['card', 'skrill', 'bank', 'apple_pay'],
    'Payment methods offered',
  ),
  track_skrill_payment_session: bool('payments', true, 'Track Skrill payment sessions'),
  'poc-enabled': bool('payments', false, 'Card ownership check (POC)'),
  redemption_approval_notification: bool('payments', true, 'Notify when a redemption is approved'),
  terms_of_service_update: bool('payments', true, 'Ask to accept updated terms'),
  payments_project_url: str('payments', '/payments/', 'Address of the payments app'),
} as const;

export type TFeatureFlagKey = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as TFeatureFlagKey[];

export function isFeatureFlagKey(key: string): key is TFeatureFlagKey {
  return Object.hasOwn(FEATURE_FLAGS, key);
}

const ZKinds = {
  boolean: z.boolean(),
  number: z.number(),
  string: z.string(),
  json: ZJsonValue,
} as const;

type TFlagShape = {
  [K in TFeatureFlagKey]: (typeof ZKinds)[(typeof FEATURE_FLAGS)[K]['kind']];
};

/** The evaluated flags: one value of the declared kind per key. */
export const ZFeatureFlagValues = z.object(
  Object.fromEntries(
    FEATURE_FLAG_KEYS.map((key) => [key, ZKinds[FEATURE_FLAGS[key].kind]]),
  ) as TFlagShape,
);
export type TFeatureFlagValues = z.infer<typeof ZFeatureFlagValues>;

/** A value of the kind a flag declares, for operator edits and overrides. */
export function featureFlagValueSchema(key: TFeatureFlagKey): z.ZodType {
  return ZKinds[FEATURE_FLAGS[key].kind];
}

/** The defaults alone, for a client whose flag fetch timed out (3 s, shell §6). */
export const DEFAULT_FEATURE_FLAG_VALUES = Object.fromEntries(
  FEATURE_FLAG_KEYS.map((key) => [key, FEATURE_FLAGS[key].defaultValue]),
) as TFeatureFlagValues;
