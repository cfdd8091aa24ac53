/**
 * The saved payment options query (cards; the bank account result socket message refreshes it
 * with the redemption accounts).
 */
export const SAVED_CARDS_QUERY_KEY = ['saved-cards'] as const;
