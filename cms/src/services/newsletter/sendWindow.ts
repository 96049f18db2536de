import { classifySendError } from '../mail/smtpErrors';

export interface WindowOptions<T> {
  /** At most this many items are sent and not yet recorded at any moment. */
  window: number;
  send: (item: T) => Promise<void>;
  /** Records accepted items (one write for all of them); a failure aborts the run. */
  record: (items: T[]) => Promise<void>;
  /** Stop starting new sends once this holds (a test hook). */
  stopWhen?: (sent: number) => boolean;
}

export interface WindowResult<T> {
  /** Sent and recorded. */
  sent: number;
  /** Refused by a working server: its own address or message. */
  refused: { item: T; error: unknown }[];
  /** Not sent because the server is out of reach (or the run stopped): to try again later. */
  unsent: T[];
  /** Why the server could not be reached, when that stopped the run. */
  serverError?: unknown;
}

/**
 * Sends items a few at a time and records each as soon as the server has accepted it. A slot is
 * taken when a send starts and given back only once its delivery is recorded, so however the
 * process dies, at most `window` e-mails were accepted and not recorded (the ones a resumed run
 * sends again). Records made while other sends are under way are grouped into one write, which
 * keeps the database's commits (an fsync each) off the critical path.
 *
 * A server-level failure (connection refused or dropped, timeout) stops new sends; the ones
 * under way finish and are recorded, and everything not sent comes back in `unsent`.
 */
export function sendWindow<T>(items: T[], options: WindowOptions<T>): Promise<WindowResult<T>> {
  const { window, send, record, stopWhen } = options;
  const result: WindowResult<T> = { sent: 0, refused: [], unsent: [] };
  let next = 0;
  let open = 0; // sends started and not yet recorded (or failed): the window's slots in use
  let sending = 0; // sends not yet answered
  let stopped = false;
  let fatal: { error: unknown } | undefined;
  const accepted: T[] = [];
  let flushing = false;

  return new Promise((resolve, reject) => {
    const settle = () => {
      if (sending > 0 || flushing) return;
      if (fatal) return reject(fatal.error);
      result.unsent.push(...items.slice(next));
      next = items.length;
      resolve(result);
    };

    const pump = () => {
      while (!stopped && !fatal && open < window && next < items.length && !stopWhen?.(result.sent)) {
        launch(items[next++]!);
      }
      if (stopped || fatal || next >= items.length || stopWhen?.(result.sent)) settle();
    };

    const flush = async () => {
      if (flushing) return;
      flushing = true;
      try {
        while (accepted.length && !fatal) {
          const group = accepted.splice(0);
          await record(group);
          result.sent += group.length;
          open -= group.length;
          pump();
        }
      } catch (error) {
        fatal = { error };
      } finally {
        flushing = false;
        pump();
      }
    };

    const launch = (item: T) => {
      open += 1;
      sending += 1;
      send(item).then(
        () => {
          sending -= 1;
          accepted.push(item);
          void flush();
        },
        (error: unknown) => {
          sending -= 1;
          open -= 1;
          if (classifySendError(error) === 'server') {
            stopped = true;
            result.serverError ??= error;
            result.unsent.push(item);
          } else {
            result.refused.push({ item, error });
          }
          pump();
        },
      );
    };

    pump();
  });
}
