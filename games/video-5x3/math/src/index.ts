export * from '#src/symbols';
export * from '#src/paytable';
export * from '#src/game';
export * from '#src/rtp';
export * from '#src/simulate';
export * from '#src/figures';
export * from '#src/info';
