/** The HTTP statuses an error answer may carry: client mistakes (4xx) and our own faults (5xx). */
export type TErrorStatus =
  400 | 401 | 402 | 403 | 404 | 405 | 406 | 409 | 413 | 414 | 415 | 429 | 500 | 502 | 503;

/** One domain's error names, each with the one status it answers. */
export type TErrorDomain = Readonly<Record<string, TErrorStatus>>;
