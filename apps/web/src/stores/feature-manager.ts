import type { TFeatureManagerFeatureType } from '@casino/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';

/** Engagement §4: why the feature manager reads a feature's state. */
export type TFeatureFetchType = 'initial' | 'coinChange' | 'backToLobby' | 'manual';

/** What a feature's read found: READY has dialogs to show, OFF nothing, ERROR a failed read. */
export type TFeatureFetchResult = 'OFF' | 'READY' | 'ERROR';

/**
 * A feature that shows dialogs through the feature manager. Features register one of these
 * (useManagedFeature); the manager decides when, in the operator's order, one at a time.
 */
export interface TManagedFeature {
  type: TFeatureManagerFeatureType;
  /** Reads the feature's state; READY when it has a dialog to show now. */
  fetch: (fetchType: TFeatureFetchType) => Promise<TFeatureFetchResult>;
  /** Opens the feature's dialogs; resolves when the last one has closed. */
  show: () => Promise<void>;
}

/** A feature's wish to be read again and queued (its timer reached zero). */
export interface TFeatureFetchRequest {
  type: TFeatureManagerFeatureType;
  id: number;
}

interface TFeatureManagerRegistry {
  features: Partial<Record<TFeatureManagerFeatureType, TManagedFeature>>;
  fetchRequest: TFeatureFetchRequest | null;
  register: (feature: TManagedFeature) => () => void;
  /** Asks the manager for a 'manual' fetch of one feature; it shows it if READY. */
  requestFetch: (type: TFeatureManagerFeatureType) => void;
}

/** The features the manager sequences: plugging one in is registering it, not editing the manager. */
export const useFeatureManagerRegistry = create<TFeatureManagerRegistry>((set, get) => ({
  features: {},
  fetchRequest: null,
  register: (feature) => {
    set((state) => ({ features: { ...state.features, [feature.type]: feature } }));
    return () => {
      if (get().features[feature.type] !== feature) return;
      set((state) => {
        const { [feature.type]: _removed, ...rest } = state.features;
        return { features: rest };
      });
    };
  },
  requestFetch: (type) =>
    set((state) => ({ fetchRequest: { type, id: (state.fetchRequest?.id ?? 0) + 1 } })),
}));

/** Registers a feature while the calling component is mounted; pass a stable (memoised) one. */
export function useManagedFeature(feature: TManagedFeature): void {
  useEffect(() => useFeatureManagerRegistry.getState().register(feature), [feature]);
}
