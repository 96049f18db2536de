// React hooks for the site's islands and the admin (react is a peer: each app brings its own).
export * from './useDebounced';
