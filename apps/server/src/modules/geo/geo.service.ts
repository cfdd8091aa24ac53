import type {
  TCleanGeo,
  TCountry,
  TLanguage,
  TTerritory,
  TUpdateTerritoryBody,
} from '@casino/contracts';
import { notFound } from '#src/lib/errors';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TGeoLocator } from '#src/modules/geo/geo-locator';
import type { TGeoRepository, TTerritoryRow } from '#src/modules/geo/geo.repository';
import { isPrivateAddress, normaliseIp } from '#src/modules/geo/ip-address';

/** Legal age where no territory applies (spec §9: default legal age 18). */
export const DEFAULT_LEGAL_AGE = 18;

/** The spec offers one language: English (US), id EN. */
const LANGUAGES: TLanguage[] = [{ id: 'EN', name: 'English (US)' }];

export function toTerritory(row: TTerritoryRow): TTerritory {
  return {
    territoryKey: row.key,
    territoryCode: row.code,
    countryCode: row.countryCode,
    name: row.name,
    legalAge: row.legalAge,
    isExcluded: row.isExcluded,
    prizeCapMinor: row.prizeCapMinor,
  };
}

/** "NJ" with country "US", or already "US-NJ", becomes the territory key "US-NJ". */
function territoryKeyOf(countryCode: string, territory: string): string {
  const upper = territory.toUpperCase();
  return upper.includes('-') ? upper : `${countryCode.toUpperCase()}-${upper}`;
}

/**
 * Where a player is and what applies there: legal age, exclusion, prize cap and currency.
 * Other modules (identity at sign-up, redemption for caps) call resolve() and getTerritory().
 */
export function createGeoService(deps: {
  repository: TGeoRepository;
  locator: TGeoLocator;
  defaultCountry: string;
  defaultTerritory: string;
  inTransaction: TUnitOfWork<TGeoRepository>;
  audit: Pick<TAuditService, 'record'>;
}) {
  const { repository, locator } = deps;

  async function geoFor(
    countryCode: string,
    territory: TTerritoryRow | null,
    source: TCleanGeo['source'],
  ): Promise<TCleanGeo> {
    const country = await repository.findCountry(countryCode);
    const isCountrySupported = country?.isSupported ?? false;
    return {
      countryCode,
      territoryCode: territory?.code ?? null,
      territoryKey: territory?.key ?? null,
      territoryName: territory?.name ?? null,
      territoryLegalAge: territory?.legalAge ?? DEFAULT_LEGAL_AGE,
      isExcluded: !isCountrySupported || (territory?.isExcluded ?? false),
      prizeCapMinor: territory?.prizeCapMinor ?? null,
      currencyCode: country?.currencyCode ?? null,
      source,
    };
  }

  return {
    /**
     * The region of an address. Loopback and private addresses get the configured default
     * region; an address the database cannot place is reported unknown and not excluded (the
     * sign-up age and territory confirmation still applies).
     */
    async resolve(ip: string): Promise<TCleanGeo> {
      if (isPrivateAddress(ip)) {
        const key = territoryKeyOf(deps.defaultCountry, deps.defaultTerritory);
        return geoFor(deps.defaultCountry, await repository.findTerritoryByKey(key), 'default');
      }
      const location = locator.locate(normaliseIp(ip));
      if (!location) {
        return {
          countryCode: null,
          territoryCode: null,
          territoryKey: null,
          territoryName: null,
          territoryLegalAge: DEFAULT_LEGAL_AGE,
          isExcluded: false,
          prizeCapMinor: null,
          currencyCode: null,
          source: 'unknown',
        };
      }
      const territory = location.regionName
        ? await repository.findTerritoryByName(location.countryCode, location.regionName)
        : null;
      return geoFor(location.countryCode, territory, 'lookup');
    },

    /** A territory by key ("US-NJ") or by code within a country ("NJ", "US"). */
    async getTerritory(territory: string, countryCode = 'US'): Promise<TTerritory | null> {
      const row = await repository.findTerritoryByKey(territoryKeyOf(countryCode, territory));
      return row ? toTerritory(row) : null;
    },

    async listCountries(): Promise<{ countries: TCountry[]; languages: TLanguage[] }> {
      const rows = await repository.listSupportedCountries();
      return {
        countries: rows.map((row) => ({
          code: row.code,
          name: row.name,
          currencyCode: row.currencyCode,
        })),
        languages: LANGUAGES,
      };
    },

    async getCountry(code: string): Promise<TCountry | null> {
      const row = await repository.findCountry(code.toUpperCase());
      return row ? { code: row.code, name: row.name, currencyCode: row.currencyCode } : null;
    },

    async listTerritories(countryCode: string): Promise<TTerritory[]> {
      return (await repository.listTerritories(countryCode.toUpperCase())).map(toTerritory);
    },

    /**
     * Operator change of legal age, exclusion or prize cap, audited in the same transaction.
     * Raises: NotFoundError.
     */
    async updateTerritory(
      territoryKey: string,
      patch: TUpdateTerritoryBody,
      actor: TAuditActor,
    ): Promise<TTerritory> {
      return deps.inTransaction(async (territoriesInTx, tx) => {
        const before = await territoriesInTx.findTerritoryByKey(territoryKey);
        const row = before && (await territoriesInTx.updateTerritory(territoryKey, patch));
        if (!row) throw notFound(`Territory ${territoryKey} not found`);
        const after = toTerritory(row);
        await deps.audit.record(tx, {
          actor,
          action: 'territory.update',
          target: { type: 'territory', id: territoryKey },
          before: toTerritory(before),
          after,
        });
        return after;
      });
    },

    /** Codes of excluded territories ("WA"), the value of UNAVAILABLE_STATES_CODES. */
    async listExcludedTerritoryCodes(): Promise<string[]> {
      return (await repository.listExcludedTerritories()).map((row) => row.code);
    },
  };
}
export type TGeoService = ReturnType<typeof createGeoService>;
