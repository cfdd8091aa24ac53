/** Where an address is, as far as an offline IP database knows. */
export interface TGeoLocation {
  countryCode: string;
  /** The first-level region's English name ("Florida"), or null when the database has none. */
  regionName: string | null;
}

/** Offline IP-to-region lookup; swap the implementation (another database, a paid feed) here. */
export interface TGeoLocator {
  locate(ip: string): TGeoLocation | null;
}
