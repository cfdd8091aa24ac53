import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { countries, territories } from '#src/db/schema/index';

export type TCountryRow = typeof countries.$inferSelect;
export type TTerritoryRow = typeof territories.$inferSelect;

export function createGeoRepository(db: TExecutor) {
  return {
    async findCountry(code: string): Promise<TCountryRow | null> {
      const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
      return row ?? null;
    },

    async listSupportedCountries(): Promise<TCountryRow[]> {
      return db
        .select()
        .from(countries)
        .where(eq(countries.isSupported, true))
        .orderBy(asc(countries.sortOrder), asc(countries.name));
    },

    async findTerritoryByKey(key: string): Promise<TTerritoryRow | null> {
      const [row] = await db.select().from(territories).where(eq(territories.key, key)).limit(1);
      return row ?? null;
    },

    /** Matches the IP database's English region name ("Florida"), ignoring case. */
    async findTerritoryByName(countryCode: string, name: string): Promise<TTerritoryRow | null> {
      const [row] = await db
        .select()
        .from(territories)
        .where(
          and(
            eq(territories.countryCode, countryCode),
            sql`lower(${territories.name}) = lower(${name})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async listTerritories(countryCode: string): Promise<TTerritoryRow[]> {
      return db
        .select()
        .from(territories)
        .where(eq(territories.countryCode, countryCode))
        .orderBy(asc(territories.name));
    },

    async updateTerritory(
      key: string,
      patch: Partial<Pick<TTerritoryRow, 'legalAge' | 'isExcluded' | 'prizeCapMinor'>>,
    ): Promise<TTerritoryRow | null> {
      const [row] = await db
        .update(territories)
        .set(patch)
        .where(eq(territories.key, key))
        .returning();
      return row ?? null;
    },

    async listExcludedTerritories(): Promise<TTerritoryRow[]> {
      return db
        .select()
        .from(territories)
        .where(eq(territories.isExcluded, true))
        .orderBy(asc(territories.key));
    },
  };
}
export type TGeoRepository = ReturnType<typeof createGeoRepository>;
