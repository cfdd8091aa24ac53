export * from '#src/amount';
export * from '#src/format';
