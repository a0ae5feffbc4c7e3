import { ResultCode, ServerText } from '@shp/contracts';

/** A refusal the client should see: answered as the envelope, never as a stack trace. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, data: unknown = null) => new AppError(ResultCode.BUSINESS, msg, 400, data);
export const notFound = (msg: string = ServerText.NOT_FOUND) => new AppError(ResultCode.NOT_FOUND, msg, 404);
export const unauthorized = (msg: string = ServerText.NOT_LOGGED_IN) => new AppError(ResultCode.UNAUTHORIZED, msg, 401);
export const forbidden = (msg: string) => new AppError(ResultCode.FORBIDDEN, msg, 403);
export const tooMany = (msg: string = ServerText.TOO_MANY) => new AppError(ResultCode.TOO_MANY, msg, 429);
