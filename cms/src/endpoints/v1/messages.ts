import { EN, TR } from '@blog/shared';

export type Lang = 'en' | 'tr';

/** Generic API messages: English on the public calls, Turkish on the back office's. */
const TEXT = {
  en: {
    invalid: 'Invalid request',
    invalidJson: 'The request body is not valid JSON',
    jsonOnly: 'The request body must be JSON (Content-Type: application/json)',
    tooLarge: 'The request body is too large',
    notFound: 'Not found',
    routeNotFound: 'No such API endpoint',
    methodNotAllowed: 'Method not allowed',
    unauthorized: 'Authentication required',
    forbidden: 'You are not allowed to do this',
    rateLimited: 'Too many requests. Please try again later.',
    serverError: EN.defaultError,
  },
  tr: {
    invalid: TR.validation.invalid,
    invalidJson: TR.validation.invalidJson,
    jsonOnly: 'İstek gövdesi JSON olmalıdır (Content-Type: application/json)',
    tooLarge: 'İstek gövdesi çok büyük',
    notFound: TR.validation.notFound,
    routeNotFound: TR.validation.routeNotFound,
    methodNotAllowed: TR.validation.methodNotAllowed,
    unauthorized: TR.auth.unauthorized,
    forbidden: TR.auth.forbidden,
    rateLimited: TR.network.rateLimited,
    serverError: TR.network.server,
  },
} as const;

export function messages(lang: Lang) {
  return TEXT[lang];
}
