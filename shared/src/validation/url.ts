/**
 * URLs we store and later put in `src`/`href` (featured images, avatars): an absolute
 * http(s) URL, or a same-site path that cannot turn protocol-relative. Browsers read
 * `/\evil.example/x.png` as `//evil.example/x.png`, and drop tabs and newlines inside
 * URLs, so backslashes, whitespace and control characters are refused outright.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\s\u0000-\u001f\u007f-\u009f]/;
const SITE_PATH = /^\/(?![/\\])/;

export const STORED_URL_MAX = 2048;

export function isSafeStoredUrl(value: string): boolean {
  if (value === '' || value.length > STORED_URL_MAX || UNSAFE_CHARACTERS.test(value)) return false;
  if (SITE_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
