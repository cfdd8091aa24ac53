export * from '#src/mines-table';
export * from '#src/mines-round';
export * from '#src/describe-mines';
export * from '#src/variants';
export * from '#src/game-info';
