import { CODES, type Code, type FieldError, MESSAGES, type MessageKey } from '@platform/contracts';

/** The one error type the API throws on purpose. The error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: Code,
    readonly messageKey: MessageKey | null,
    message?: string,
    readonly data: unknown = null,
    readonly params?: Record<string, string | number>,
  ) {
    super(message ?? (messageKey ? MESSAGES[messageKey].en : 'Error'));
  }

  static badRequest(key: MessageKey, field?: string) {
    const message = MESSAGES[key].en;
    return new AppError(CODES.badRequest, key, message, field ? ([{ field, message }] satisfies FieldError[]) : null);
  }
  static unauthorized() {
    return new AppError(CODES.unauthorized, 'loginExpired');
  }
  static forbidden() {
    return new AppError(CODES.forbidden, 'forbidden');
  }
  static notFound() {
    return new AppError(CODES.notFound, 'notFound');
  }
  static conflict(key: MessageKey, field?: string) {
    const message = MESSAGES[key].en;
    return new AppError(CODES.conflict, key, message, field ? [{ field, message }] : null);
  }
  static tooManyRequests(key: MessageKey = 'tooManyRequests', data: unknown = null) {
    return new AppError(CODES.tooManyRequests, key, undefined, data);
  }
}
