/**
 * Why an e-mail was not sent: its own address or content was refused by a server that is
 * working (another address may well go through), or the server itself is out of reach
 * (refused or dropped connection, timeout, TLS or login failure, "421 service not available"),
 * in which case no other e-mail will get through either until it is back.
 */
export type SendFailure = 'recipient' | 'server';

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

/** nodemailer's codes for a refusal of one message by a server that answered: RCPT/MAIL FROM, DATA. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

export function classifySendError(error: unknown): SendFailure {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  if (responseCode === 421) return 'server';
  return typeof code === 'string' && MESSAGE_CODES.has(code) ? 'recipient' : 'server';
}
