import { CodedError, codeForHttpStatus, FUNCTIONS_ERROR_CODES, type FunctionsErrorCode } from '@forge/contract';
import { apiUrl } from './api';
import { impersonationHeaders } from './impersonation';

export { codeForHttpStatus, type FunctionsErrorCode } from '@forge/contract';

const KNOWN_CODES = new Set<FunctionsErrorCode>(FUNCTIONS_ERROR_CODES);

/** A callable function's error: its code and details come from the contract's CodedError, as the services' AppError. */
export class FunctionsError extends CodedError<FunctionsErrorCode> {
  override readonly name = 'FunctionsError';
}

export const FUNCTION_TIMEOUT_MS = 70_000;
export const DEFAULT_FUNCTION_REGION = 'us-central1';

export interface CallOptions {
  authToken?: string;
  messagingToken?: string;
  appCheckToken?: string;
  timeoutMs?: number;
  region?: string;
  fetchImpl?: typeof fetch;
}

/** The error a response carries, if any: the body's error status overrides the HTTP code (§8). */
function errorFor(status: number, body: unknown): FunctionsError | null {
  let code = codeForHttpStatus(status);
  let message: string = code;
  let details: unknown;
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; message?: unknown; details?: unknown };
    if (typeof e.status === 'string') {
      const bodyCode = e.status.toLowerCase().replace(/_/g, '-') as FunctionsErrorCode;
      if (!KNOWN_CODES.has(bodyCode)) return new FunctionsError('internal', 'internal');
      code = bodyCode;
      message = bodyCode;
    }
    if (typeof e.message === 'string') message = e.message;
    details = e.details;
  } else if (typeof error === 'string' && KNOWN_CODES.has(error as FunctionsErrorCode)) {
    code = error as FunctionsErrorCode;
    message = error;
  }
  return code === 'ok' ? null : new FunctionsError(code, message, details);
}

/** Product-spec §7: POST {data} to a callable function by name; the answer is read from `data` (or `result`). */
export async function callFunction<T = unknown>(name: string, data: unknown, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.authToken) Object.assign(headers, { Authorization: `Bearer ${options.authToken}` }, impersonationHeaders());
  if (options.messagingToken) headers['X-Messaging-Token'] = options.messagingToken;
  if (options.appCheckToken) headers['X-App-Check-Token'] = options.appCheckToken;
  headers['X-Function-Region'] = options.region ?? DEFAULT_FUNCTION_REGION;

  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(apiUrl(`/functions/${encodeURIComponent(name)}`), {
      method: 'POST',
      headers,
      body: JSON.stringify({ data }),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    if (timedOut) throw new FunctionsError('deadline-exceeded', 'deadline-exceeded');
    // A network failure is reported as `internal`.
    throw new FunctionsError('internal', 'internal');
  }
  clearTimeout(timer);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const error = errorFor(response.status, body);
  if (error) throw error;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FunctionsError('internal', 'Response is not valid JSON object.');
  }
  const payload = body as { data?: unknown; result?: unknown };
  const value = 'data' in payload ? payload.data : payload.result;
  if (value === undefined) throw new FunctionsError('internal', 'Response is missing data field.');
  return value as T;
}
