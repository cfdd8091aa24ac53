import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import {
  gameCategoryConnections,
  gameLabelLinks,
  gameLabels,
  gameProviders,
  games,
} from '#src/db/schema/index';
import type { TGameExtras, TGameRow, TLabelRow } from '#src/modules/catalogue/catalogue.rows';

/** The columns every game read selects; the mapper turns one such row into a contract game. */
export const gameColumns = {
  id: games.id,
  identifier: games.identifier,
  name: games.name,
  providerId: games.providerId,
  providerName: gameProviders.name,
  primarySubCategoryId: games.primarySubCategoryId,
  engineKey: games.engineKey,
  variantKey: games.variantKey,
  thumbnailShortUrl: games.thumbnailShortUrl,
  thumbnailShortHrUrl: games.thumbnailShortHrUrl,
  thumbnailLongUrl: games.thumbnailLongUrl,
  thumbnailLongHrUrl: games.thumbnailLongHrUrl,
  jackpotType: games.jackpotType,
  jackpotFeedGcMinor: games.jackpotFeedGcMinor,
  jackpotFeedScMinor: games.jackpotFeedScMinor,
};

export interface TWindow {
  offset: number;
  limit: number;
}

/** Game reads: pages, records by id, their connections and labels, providers, labels. */
export function createCatalogueGamesRepository(db: TExecutor) {
  return {
    /** One page of a category in its curated order, or of the whole catalogue by name. */
    async pageGames(
      categoryId: number | undefined,
      window: TWindow,
    ): Promise<{ rows: TGameRow[]; count: number }> {
      if (categoryId === undefined) {
        const rows = await db
          .select(gameColumns)
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(eq(games.isActive, true))
          .orderBy(asc(games.name), asc(games.id))
          .offset(window.offset)
          .limit(window.limit);
        const [total] = await db
          .select({ value: count() })
          .from(games)
          .where(eq(games.isActive, true));
        return { rows, count: total?.value ?? 0 };
      }
      const inCategory = and(
        eq(gameCategoryConnections.subCategoryId, categoryId),
        eq(games.isActive, true),
      );
      const rows = await db
        .select(gameColumns)
        .from(gameCategoryConnections)
        .innerJoin(games, eq(games.id, gameCategoryConnections.gameId))
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(inCategory)
        .orderBy(asc(gameCategoryConnections.sortOrder), asc(gameCategoryConnections.gameId))
        .offset(window.offset)
        .limit(window.limit);
      const [total] = await db
        .select({ value: count() })
        .from(gameCategoryConnections)
        .innerJoin(games, eq(games.id, gameCategoryConnections.gameId))
        .where(inCategory);
      return { rows, count: total?.value ?? 0 };
    },

    async listGamesByIds(ids: number[]): Promise<TGameRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(and(inArray(games.id, ids), eq(games.isActive, true)));
    },

    async loadExtras(gameIds: number[]): Promise<TGameExtras> {
      const extras: TGameExtras = { categoryIdsByGame: new Map(), labelsByGame: new Map() };
      if (gameIds.length === 0) return extras;
      const connections = await db
        .select({
          gameId: gameCategoryConnections.gameId,
          categoryId: gameCategoryConnections.subCategoryId,
        })
        .from(gameCategoryConnections)
        .where(inArray(gameCategoryConnections.gameId, gameIds))
        .orderBy(asc(gameCategoryConnections.subCategoryId));
      const labels = await db
        .select({ gameId: gameLabelLinks.gameId, label: gameLabels })
        .from(gameLabelLinks)
        .innerJoin(gameLabels, eq(gameLabels.id, gameLabelLinks.labelId))
        .where(inArray(gameLabelLinks.gameId, gameIds))
        .orderBy(asc(gameLabels.id));
      for (const { gameId, categoryId } of connections) {
        const list = extras.categoryIdsByGame.get(gameId) ?? [];
        list.push(categoryId);
        extras.categoryIdsByGame.set(gameId, list);
      }
      for (const { gameId, label } of labels) {
        const list = extras.labelsByGame.get(gameId) ?? [];
        list.push(label);
        extras.labelsByGame.set(gameId, list);
      }
      return extras;
    },

    async listProviders() {
      return db
        .select({
          id: gameProviders.id,
          slug: gameProviders.slug,
          name: gameProviders.name,
          gamesCount: sql<number>`count(${games.id})`.mapWith(Number),
        })
        .from(gameProviders)
        .leftJoin(games, and(eq(games.providerId, gameProviders.id), eq(games.isActive, true)))
        .groupBy(gameProviders.id)
        .orderBy(asc(gameProviders.name));
    },

    async listLabels(): Promise<TLabelRow[]> {
      return db.select().from(gameLabels).orderBy(asc(gameLabels.id));
    },

    /** What the tile artist needs; withdrawn games keep their art so old links still draw. */
    async findArtSubject(identifier: string) {
      const [row] = await db
        .select({ name: games.name, engineKey: games.engineKey, artTheme: games.artTheme })
        .from(games)
        .where(eq(games.identifier, identifier));
      return row;
    },
  };
}
export type TCatalogueGamesRepository = ReturnType<typeof createCatalogueGamesRepository>;
