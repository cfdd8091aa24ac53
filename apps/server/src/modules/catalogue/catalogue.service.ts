import {
  SEARCH_LIMIT_MAX,
  type TGame,
  type TGamePage,
  type TGameProvider,
  type TGameLabel,
  type TGetSubCategoriesResponse,
} from '@casino/contracts';
import { notFound } from '#src/lib/errors';
import type { TCatalogueRepository } from '#src/modules/catalogue/catalogue.repository';
import type { TCatalogueGamesRepository } from '#src/modules/catalogue/catalogue-games.repository';
import type { TCatalogueSearchRepository } from '#src/modules/catalogue/catalogue-search.repository';
import { toGame, toGameLabel, toSubCategory } from '#src/modules/catalogue/catalogue.mapper';
import type { TGameRow } from '#src/modules/catalogue/catalogue.rows';
import { createTtlCache } from '#src/modules/catalogue/ttl-cache';

/**
 * The lobby is the same for every visitor and the hottest read; it is remembered briefly
 * (docs/decisions/014), so catalogue edits show within this time.
 */
export const LOBBY_CACHE_TTL_MS = 10_000;

interface TLobbyQuery {
  limit: number;
  page: number;
  perPage: number;
  adaptive: boolean;
  landingKey?: string | undefined;
}

export interface TCatalogueServiceDependencies {
  categories: TCatalogueRepository;
  games: TCatalogueGamesRepository;
  search: TCatalogueSearchRepository;
}

function toWindow(page: number, limit: number) {
  return { offset: (page - 1) * limit, limit };
}

export function createCatalogueService(deps: TCatalogueServiceDependencies) {
  async function mapRows(rows: TGameRow[]): Promise<TGame[]> {
    const extras = await deps.games.loadExtras(rows.map((row) => row.id));
    return rows.map((row) => toGame(row, extras));
  }

  async function toPage(
    result: { rows: TGameRow[]; count: number },
    offset: number,
  ): Promise<TGamePage> {
    return {
      rows: await mapRows(result.rows),
      count: result.count,
      hasMoreGames: offset + result.rows.length < result.count,
    };
  }

  const lobbyCache = createTtlCache<TGetSubCategoriesResponse>({
    ttlMs: LOBBY_CACHE_TTL_MS,
    entriesMax: 500,
  });

  async function loadLobby(query: TLobbyQuery): Promise<TGetSubCategoriesResponse> {
    const window = toWindow(query.page, query.perPage);
    const categories = await deps.categories.listCategories(
      { landingKey: query.landingKey, isNonEmptyOnly: query.adaptive },
      window,
    );
    const top = await deps.categories.listTopGameIds(
      categories.rows.map((row) => row.id),
      query.limit,
    );
    const gameIds = [...new Set(top.map((entry) => entry.gameId))];
    const games = await mapRows(await deps.games.listGamesByIds(gameIds));
    const gamesById = new Map(games.map((game) => [game.masterCasinoGameId, game]));
    const data = categories.rows.map((row) =>
      toSubCategory(
        row,
        top
          .filter((entry) => entry.categoryId === row.id)
          .flatMap((entry) => gamesById.get(entry.gameId) ?? []),
      ),
    );
    return {
      data,
      paging: {
        page: query.page,
        perPage: query.perPage,
        count: categories.count,
        hasMore: window.offset + categories.rows.length < categories.count,
      },
    };
  }

  return {
    /** The lobby: one page of categories, each with its first `limit` games. */
    async getSubCategories(query: TLobbyQuery): Promise<TGetSubCategoriesResponse> {
      const key = [query.limit, query.page, query.perPage, query.adaptive, query.landingKey].join(
        '|',
      );
      return lobbyCache.get(key, () => loadLobby(query));
    },

    /** Raises NotFoundError for an unknown or withdrawn category. */
    async getCasinoGames(query: {
      limit: number;
      page: number;
      subCategoryId?: number | undefined;
    }): Promise<TGamePage> {
      if (query.subCategoryId !== undefined) {
        const category = await deps.categories.findActiveCategory(query.subCategoryId);
        if (!category) throw notFound(`Category ${query.subCategoryId} not found`);
      }
      const window = toWindow(query.page, query.limit);
      return toPage(await deps.games.pageGames(query.subCategoryId, window), window.offset);
    },

    /** limit 0 is the old search layout: every result (up to the maximum) in one page. */
    async searchGames(query: { limit: number; page: number; text: string }): Promise<TGamePage> {
      const window =
        query.limit === 0
          ? { offset: 0, limit: SEARCH_LIMIT_MAX }
          : toWindow(query.page, query.limit);
      return toPage(await deps.search.search(query.text, window), window.offset);
    },

    /** Recently played: the games in the order asked, unknown ids left out. */
    async getGamesByIds(gameIds: number[]): Promise<TGame[]> {
      const games = await mapRows(await deps.games.listGamesByIds(gameIds));
      const gamesById = new Map(games.map((game) => [game.masterCasinoGameId, game]));
      return gameIds.flatMap((id) => gamesById.get(id) ?? []);
    },

    async listProviders(): Promise<TGameProvider[]> {
      const rows = await deps.games.listProviders();
      return rows.map((row) => ({
        masterCasinoProviderId: row.id,
        slug: row.slug,
        name: row.name,
        gamesCount: row.gamesCount,
      }));
    },

    async listLabels(): Promise<TGameLabel[]> {
      return (await deps.games.listLabels()).map(toGameLabel);
    },

    /** What a game's generated tile is drawn from; undefined for an unknown identifier. */
    findArtSubject: (identifier: string) => deps.games.findArtSubject(identifier),
  };
}
export type TCatalogueService = ReturnType<typeof createCatalogueService>;
