export * from './button';
export * from './chip';
export * from './crown-logo';
export * from './feedback';
export * from './focus-trap';
export * from './game-tile';
export * from './modal';
export * from './pill';
