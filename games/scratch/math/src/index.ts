export * from '#src/prize-tables';
export * from '#src/ticket';
export * from '#src/scratch-round';
export * from '#src/describe-scratch';
export * from '#src/variants';
export * from '#src/game-info';
