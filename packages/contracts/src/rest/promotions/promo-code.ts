import { zText } from '#src/common/text';

/** Longest promo code accepted; codes are compared in upper case, without surrounding spaces. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** A promo code as a player types or a link carries it: no format rule beyond its length. */
export const ZPromoCodeText = zText().trim().min(1).max(PROMO_CODE_MAX_LENGTH);
