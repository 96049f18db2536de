/**
 * An e-mail address as the platform stores and compares it: trimmed, in lower case. The one
 * key of every door: sign-in and its limits, password resets, newsletter sign-ups (unique per
 * key), the admin's ADMIN_EMAIL. Plain JavaScript so the start-up checks (productionConfig.mjs,
 * read by scripts/*.mjs without a compiler) use the same key.
 */
export function emailKey(address) {
  return address.trim().toLowerCase();
}
