// Everything at once; the subpaths (package.json `exports`) let a bundle take only a part.
export * from './constants';
export * from './errorCodes';
export * from './envelope';
export * from './slugify';
export * from './format/dates';
export * from './messages/index';
export * from './schemas/index';
export * from './validation/index';
export * from './markdown/index';
export * from './newsletterPages';
export * from './relatedPosts';
export * from './postRules';
export * from './wordDiff';
export type * from './transfer';
