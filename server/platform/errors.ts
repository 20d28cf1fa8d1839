// One error shape for every failure: { message, details? }. Services throw HttpError; the
// handler below rewrites validation and framework errors to the same shape and hides 5xx text.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, string>) => new HttpError(400, message, details);
/** A 400 about one field: the message is both the summary and the field's detail. */
export const badInput = (field: string, message: string) => new HttpError(400, message, { [field]: message });
export const unauthorized = (message = 'You need to sign in first.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (what = 'The item') => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string, field?: string) => new HttpError(413, message, field ? { [field]: message } : undefined);
export const unsupportedMediaType = (message: string, field?: string) =>
  new HttpError(415, message, field ? { [field]: message } : undefined);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** PostgreSQL's unique_violation, found however deep a driver or Drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * Runs a write and turns a unique violation into a 409 with `message` (two requests racing for
 * one name, one enrolment, one cart line: the index decides, the loser gets a clear conflict).
 */
export async function conflictOnUnique<T>(write: () => Promise<T>, message: string, constraint?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict(message);
    throw error;
  }
}

/** `details` maps each invalid field (dotted path) to its first message. */
function fieldDetails(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    details[field] ??= issue.message ?? 'Invalid value';
  }
  return details;
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

export type ErrorHandlingOptions = {
  /**
   * Also put the message in an `error` field. decisions.md 37 (calls): the vet-record screens read a
   * failure's text from `error`, every other client from `message`. Fastify scopes error
   * handlers, so a feature registers this in its own plugin to cover only its routes.
   */
  errorField?: boolean;
};

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, details } = describeError(error);
    if (status >= 500) request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(status).send({
      message,
      ...(details ? { details } : {}),
      ...(options.errorField ? { error: message } : {}),
    });
  });
}

function describeError(error: FastifyError): { status: number; message: string; details?: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, details: error.details };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = fieldDetails(error.validation);
    const [field, message] = Object.entries(details)[0];
    const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
    return { status: 400, message: field === 'body' ? message : `${message}${where}`, details };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: (error.code && frameworkMessages[error.code]) || error.message || 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
