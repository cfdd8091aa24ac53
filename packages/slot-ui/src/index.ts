export * from '#src/slot-frame';
export type { TSlotFrameConfig, TSlotTheme } from '#src/frame-setup';
export * from '#src/reels';
export * from '#src/art';
export * from '#src/art-kit';
export * from '#src/verifier-page';
