/**
 * What production mode (PRODUCTION=true) demands of the environment, in plain JavaScript: the
 * platform server (scripts/server.mjs) checks it before Next starts and exits at once, and the
 * CMS's env module checks it again for its other entry points (the seed CLI, workers).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { DEFAULT_ADMIN_EMAIL } from './defaults.mjs';
import { emailKey } from './validation/emailKey.mjs';

/** The demo install's well-known admin password. */
export const DEMO_ADMIN_PASSWORD = 'admin123';
/** zxcvbn's score (0–4) an administrator password must reach: 3 is "safely unguessable" online. */
export const MIN_PASSWORD_SCORE = 3;
/** Bits a signing secret must carry, estimated as length × log2(distinct characters). */
export const MIN_SECRET_BITS = 128;
/** And zxcvbn's estimate of the guesses it takes (log10): no words, dates, runs or repeats. */
const MIN_SECRET_GUESSES_LOG10 = 20;

let zxcvbn;
/** Built on first use (the dictionaries take ~50 ms): a demo install never pays for it. */
function strength(value) {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return zxcvbn.check(value);
}

/** A rough upper bound of a string's entropy: how many characters, over how many different ones. */
export function secretBits(value) {
  const distinct = new Set(value).size;
  return distinct <= 1 ? 0 : Math.floor(value.length * Math.log2(distinct));
}

/**
 * Why ADMIN_PASSWORD may not guard a real deployment, or null. `email` and `secret` are the
 * admin's address and PAYLOAD_SECRET: a password equal to either is refused (the address is no
 * secret; a password typed into forms must not also sign every token). Never repeats the password.
 */
export function adminPasswordProblem(password, { email = DEFAULT_ADMIN_EMAIL, secret } = {}) {
  if (!password) return "ADMIN_PASSWORD is not set: choose the administrator's password.";
  if (password === DEMO_ADMIN_PASSWORD) return `ADMIN_PASSWORD is the demo password (${DEMO_ADMIN_PASSWORD}): choose another.`;
  if (emailKey(password) === emailKey(email || DEFAULT_ADMIN_EMAIL))
    return "ADMIN_PASSWORD is the administrator's e-mail address (ADMIN_EMAIL): choose a password of its own.";
  if (secret && password === secret) return 'ADMIN_PASSWORD is the same as PAYLOAD_SECRET: give each its own value.';
  const { score } = strength(password);
  if (score < MIN_PASSWORD_SCORE)
    return `ADMIN_PASSWORD is too easy to guess (a common password, a word, a run of keys or too short; strength ${score} of 4, at least ${MIN_PASSWORD_SCORE} needed): choose a longer, less common one.`;
  return null;
}

/** Placeholders of example configurations (`change-me-to-a-long-random-string` and the like): long, yet public. */
const PLACEHOLDER_SECRETS = /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|long[-_ ]random[-_ ]string/i;

/** Why PAYLOAD_SECRET may not sign a real deployment's tokens, or null. Never repeats the secret. */
export function secretProblem(secret) {
  const advice = 'give a random string, e.g. openssl rand -hex 32';
  if (!secret) return `PAYLOAD_SECRET is not set: ${advice}.`;
  if (PLACEHOLDER_SECRETS.test(secret)) return `PAYLOAD_SECRET is an example's placeholder, not a secret: ${advice}.`;
  const bits = secretBits(secret);
  if (bits < MIN_SECRET_BITS || strength(secret).guessesLog10 < MIN_SECRET_GUESSES_LOG10)
    return `PAYLOAD_SECRET has too little entropy (about ${bits} bits, or guessable words and repeats; at least ${MIN_SECRET_BITS} bits needed): ${advice}.`;
  return null;
}

/** Everything wrong with `vars` (process.env) for production mode; empty outside it. */
export function productionProblems(vars) {
  if (vars.PRODUCTION !== 'true') return [];
  const empty = (v) => v === undefined || v === '';
  const problems = [
    adminPasswordProblem(vars.ADMIN_PASSWORD, { email: vars.ADMIN_EMAIL, secret: vars.PAYLOAD_SECRET }),
    secretProblem(vars.PAYLOAD_SECRET),
  ];
  if (empty(vars.SMTP_URL))
    problems.push(
      "SMTP_URL is not set: production sends real e-mail (newsletters, password resets) through your provider's SMTP server, e.g. smtps://user:pass@smtp.example.com:465.",
    );
  else if (!/^smtps?:\/\/[^/]/.test(vars.SMTP_URL))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL of your mail server.');
  return problems.filter(Boolean);
}

/**
 * Whether newsletter sign-ups wait for the address to confirm (NEWSLETTER_CONFIRM): what it says
 * when set, else on in production mode and off in the demo (whose spec flow subscribes at once).
 */
export function newsletterConfirmEnabled(vars) {
  const value = vars.NEWSLETTER_CONFIRM;
  if (value === 'true' || value === 'false') return value === 'true';
  return vars.PRODUCTION === 'true';
}

/**
 * Why this start would sign tokens another machine rejects, or null: with a networked database
 * (DATABASE_URL mongodb:// or postgres://) or media in a bucket (MEDIA_STORAGE=s3) there may be
 * several machines, and a secret generated into one machine's data folder is that machine's own.
 * Checked in every mode (scripts/server.mjs and cms/src/env.ts), not only in production.
 */
export function sharedSecretProblem(vars) {
  const networked = /^(mongodb(\+srv)?|postgres(ql)?):\/\//.test(vars.DATABASE_URL ?? '') || vars.MEDIA_STORAGE === 's3';
  if (!networked || (vars.PAYLOAD_SECRET ?? '') !== '') return null;
  return '[env] Refusing to start: PAYLOAD_SECRET is not set, and with a networked database or MEDIA_STORAGE=s3 every machine must sign with the same secret: give each the same random string, e.g. openssl rand -hex 32.';
}

/** The refusal as printed: one line per problem. */
export function refusalMessage(problems) {
  return `[env] Refusing to start in production mode (PRODUCTION=true):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
