export * from '#src/symbols';
export * from '#src/coins';
export * from '#src/hold-and-win-round';
export * from '#src/rtp';
export * from '#src/simulate';
export * from '#src/describe-hold-and-win';
export * from '#src/variants';
export * from '#src/game-info';
