export * from '#src/wheel-tables';
export * from '#src/wheel-round';
export * from '#src/describe-wheel';
export * from '#src/variants';
export * from '#src/game-info';
