/**
 * Free alternative method of entry (sweepstakes law, decision 123): each valid mail-in request
 * is credited with this much bonus SC (minor units), at most once per player per UTC calendar
 * day and once per envelope. The Sweepstakes Rules page states the same amount.
 */
export const AMOE_SC_AMOUNT_MINOR = 500;

/** A request code: `CC-` and two groups of four unambiguous capitals and digits. */
export const AMOE_CODE_PATTERN = /^CC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
