/** The error body a real forms host answers with, on every route (server/http/error-answers.ts sends it). */
export interface ErrorBody {
  status: 'error';
  message: string;
  errorType?: string;
}

export function errorBody(message: string, errorType?: string): ErrorBody {
  return errorType === undefined ? { status: 'error', message } : { status: 'error', message, errorType };
}
