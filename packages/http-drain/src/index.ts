export * from './http-drain';
export * from './stop-on-signals';
