import type { Access } from 'payload';

/** Public: anyone, signed in or not. */
export const anyone: Access = () => true;
