// The key is written once in plain JavaScript (emailKey.mjs); TypeScript modules import it from here.
export { emailKey } from './emailKey.mjs';
