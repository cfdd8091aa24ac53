export * from '#src/multiplier-tables';
export * from '#src/plinko-round';
export * from '#src/describe-plinko';
export * from '#src/variants';
export * from '#src/game-info';
