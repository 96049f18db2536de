import { defaultLoggerOptions, type Config } from 'payload';

interface ClientError {
  status: number;
  message: string;
}

function clientError(value: unknown): ClientError | null {
  const logged = value && typeof value === 'object' && 'err' in value ? (value as { err: unknown }).err : value;
  if (!(logged instanceof Error)) return null;
  // GraphQL wraps the operation's error.
  const original = (logged as { originalError?: unknown }).originalError;
  const err = original instanceof Error ? original : logged;
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: err.message } : null;
}

/**
 * Payload's logger, with one change: a client error (4xx: a failed login, a 429, a 404) is one
 * short info line, not an error with a 20-line stack trace, so a password-guessing run cannot
 * flood the log. Payload's own `loggingLevels` cannot do it in a production build: it matches
 * error class names, which the bundler minifies. Server errors (5xx) keep their stack.
 */
export const payloadLogger: NonNullable<Config['logger']> = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method) {
        const known = clientError(args[0]);
        if (known) return this.info(`${known.status} ${known.message}`);
        return method.apply(this, args);
      },
    },
  },
};
