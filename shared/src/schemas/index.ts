export * from './entities';
export * from './requests';
