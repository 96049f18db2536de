import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../http/HttpError';

/** A file that cannot be imported at all (unreadable, unknown format): nothing is written. A 400 at the API. */
export class TransferError extends HttpError {
  constructor(message: string, cause?: unknown) {
    super(ERROR_CODES.BAD_REQUEST, message);
    this.name = 'TransferError';
    // The original failure, for the server log (the message is what the screen shows).
    if (cause !== undefined) this.cause = cause;
  }
}
