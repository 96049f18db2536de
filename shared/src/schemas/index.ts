export * from './entities';
export * from './requests';
export * from './redirects';
