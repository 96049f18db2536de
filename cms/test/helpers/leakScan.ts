import { api, type ApiResult } from './api';

/** A value that must never reach the caller, with a label for the failure message. */
export interface Secret {
  label: string;
  value: string;
}

/** Shapes of private data, whatever the value: password hashes, salts, refresh tokens, reset tokens. */
const PATTERNS: [string, RegExp][] = [
  ['a password hash field', /"hash"\s*:\s*"/],
  ['a salt field', /"salt"\s*:\s*"/],
  ['pbkdf2', /pbkdf2/i],
  ['a long hex digest (a password hash)', /[0-9a-f]{256,}/i],
  ['a refresh-token hash field', /"tokenHash"\s*:/],
  ['a refresh-token family field', /"family"\s*:/],
  ['a reset-password token', /"resetPasswordToken"\s*:\s*"/],
];

/** The labels of every secret or private shape found in a raw response text (case-insensitive for values). */
export function leaksIn(text: string, secrets: Secret[]): string[] {
  const lower = text.toLowerCase();
  return [
    ...secrets.filter((s) => s.value && lower.includes(s.value.toLowerCase())).map((s) => s.label),
    ...PATTERNS.filter(([, re]) => re.test(text)).map(([label]) => label),
  ];
}

/** The words themselves, for responses that carry no public text at all (errors, private collections). */
export const privateWords = (text: string): string[] =>
  (text.match(/hash|salt|pbkdf2|tokenHash|family/gi) ?? []).map((w) => w.toLowerCase());

/** Payload's GraphQL endpoint, with an optional Payload JWT. */
export const gql = (query: string, panelToken?: string): Promise<ApiResult> =>
  api('POST', '/api/graphql', { body: { query }, ...(panelToken ? { headers: { authorization: `JWT ${panelToken}` } } : {}) });

/** Payload's REST API (not /api/v1), with an optional Payload JWT. */
export const rest = (
  method: string,
  path: string,
  options: { panelToken?: string; body?: unknown; rawBody?: FormData } = {},
): Promise<ApiResult> =>
  api(method, `/api/${path}`, {
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.rawBody ? { rawBody: options.rawBody } : {}),
    ...(options.panelToken ? { headers: { authorization: `JWT ${options.panelToken}` } } : {}),
  });
