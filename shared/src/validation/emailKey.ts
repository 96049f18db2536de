/**
 * An e-mail address as the platform stores and compares it: trimmed, in lower case. The one
 * key of every door: sign-in and its limits, password resets, newsletter sign-ups (unique per
 * key), the admin's ADMIN_EMAIL.
 */
export function emailKey(address: string): string {
  return address.trim().toLowerCase();
}
