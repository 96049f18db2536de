export * from './entities';
export * from './requests';
export * from './redirects';
export * from './revisions';
export * from './categoryList';
