// The one way the web app talks to the API. A failure reads as a sentence people understand: the
// server's own words, never a status code (this overrides decisions.md 38's '{status}: {message}'),
// with the per-field details added only where they say something the message
// did not; network failures 'Network error: ...'.

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

const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

/** What to say when the server's answer had no words of its own, by status. */
function statusSentence(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 409) return 'This clashes with something that already exists.';
  if (status === 413) return 'That is too large to upload.';
  if (status === 429) return 'Too many tries. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request was not accepted. Please check what you entered and try again.';
}

/** The message, then each field's words that it does not already say ('Invalid input: Name is required.'). */
function sentenceOf(message: string, details: unknown): string {
  if (!details || typeof details !== 'object') return message;
  const extra = [...new Set(Object.values(details as Record<string, unknown>).map(String))].filter(
    (text) => text && !message.includes(text),
  );
  if (extra.length === 0) return message;
  return `${message.replace(/[.:]\s*$/, '')}: ${extra.join('; ')}`;
}

/**
 * The ApiError for a failed response, from its status and raw body text (never its status text: "Bad Gateway" is no sentence). Exported for the one
 * request that cannot use fetch (the photo upload, which needs XHR for its progress events).
 */
export function apiErrorFrom(status: number, bodyText: string): ApiError {
  let body: ApiError['body'] = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') body = parsed as ApiError['body'];
  } catch {
    // Unreadable body (a proxy's HTML page): fall back to the status's sentence below.
  }
  const message = body.message || body.error || statusSentence(status);
  return new ApiError(sentenceOf(message, body.details), status, body);
}

/** decisions.md 38 (error texts): 'Network error: Could not connect to the server.' followed by the cause. */
export function networkError(reason: string, cause?: unknown): Error {
  return new Error(`Network error: Could not connect to the server. ${reason}`, { cause });
}

async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await apiResponse<T>(method, url, body)).data;
}

async function apiResponse<T>(method: string, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
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
    throw apiErrorFrom(response.status, text);
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** One page of a cursor-paged list: the rows and the next page's cursor (the X-Next-Cursor header), or null on the last. */
export async function getPage<T>(url: string): Promise<{ items: T[]; nextCursor: string | null }> {
  const { data, headers } = await apiResponse<T[]>('GET', url);
  return { items: data, nextCursor: headers.get('X-Next-Cursor') || null };
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
 * The server's own words for a failure ({ message } or { error }), without the field details,
 * for toasts that name the action themselves; `fallback` when the server said nothing.
 */
export function serverMessage(error: unknown, fallback: string = errorMessage(error)): string {
  if (error instanceof ApiError) return error.body.message || error.body.error || fallback;
  return fallback;
}
