// The one way the web app talks to the API. Failures become SPEC section 8's generic messages:
// '{status}: {message}' plus ' ({details})', network failures 'Network error: ...'.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed error body: { message, details?, error? }. */
    readonly body: { message?: string; details?: Record<string, string>; error?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field messages from a 400, for showing under form fields. */
  get fieldErrors(): Record<string, string> {
    return this.body.details ?? {};
  }
}

const UNKNOWN_ERROR = 'Unknown error occurred during API request';

function describeDetails(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const text = Object.values(details as Record<string, unknown>)
    .map(String)
    .join(', ');
  return text ? ` (${text})` : '';
}

/**
 * The ApiError for a failed response, from its status and raw body text. Exported for the one
 * request that cannot use fetch (the photo upload, which needs XHR for its progress events).
 */
export function apiErrorFrom(status: number, statusText: string, bodyText: string): ApiError {
  let body: ApiError['body'] = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') body = parsed as ApiError['body'];
  } catch {
    // Unreadable body: fall back to the status text below.
  }
  const message = body.message || body.error || statusText || 'Request failed';
  return new ApiError(`${status}: ${message}${describeDetails(body.details)}`, status, body);
}

/** SPEC section 8: 'Network error: Could not connect to the server.' followed by the cause. */
export function networkError(reason: string, cause?: unknown): Error {
  return new Error(`Network error: Could not connect to the server. ${reason}`, { cause });
}

async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (cause) {
    throw networkError(cause instanceof Error ? cause.message : String(cause), cause);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw apiErrorFrom(response.status, response.statusText, text);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};

/** GET that turns a 401 into null (the current-user query) instead of 'Unauthorized'. */
export async function getOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  try {
    return await api.get<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The user-facing text of any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

/**
 * The server's own words for a failure ({ message } or { error }), without the status prefix,
 * for toasts that name the action themselves; `fallback` when the server said nothing.
 */
export function serverMessage(error: unknown, fallback: string = errorMessage(error)): string {
  if (error instanceof ApiError) return error.body.message || error.body.error || fallback;
  return fallback;
}
