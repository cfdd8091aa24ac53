export * from '#src/symbols';
export * from '#src/paytable';
export * from '#src/game';
export * from '#src/rtp';
export * from '#src/info';
