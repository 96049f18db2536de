import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../http/HttpError';

/** A file that cannot be imported at all (unreadable, unknown format): nothing is written. A 400 at the API. */
export class TransferError extends HttpError {
  constructor(message: string) {
    super(ERROR_CODES.BAD_REQUEST, message);
    this.name = 'TransferError';
  }
}
