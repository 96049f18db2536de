export * from './en';
export * from './tr';
