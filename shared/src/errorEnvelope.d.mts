export declare const DEFAULT_ERROR_MESSAGE: 'An unexpected error occurred';
export declare function errorEnvelope<D extends object>(
  code: string,
  message: string,
  status: number,
  details?: D,
): { success: false; message: string; error: { message: string; code: string; status: number; details?: D } };
