export * from '#src/messages';
export * from '#src/channel';
export * from '#src/host';
export * from '#src/guest';
export * from '#src/payments';
