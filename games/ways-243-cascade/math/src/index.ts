export * from '#src/symbols';
export * from '#src/tumble';
export * from '#src/cascade-round';
export * from '#src/rtp';
export * from '#src/simulate';
export * from '#src/describe-cascade';
export * from '#src/variants';
export * from '#src/game-info';
