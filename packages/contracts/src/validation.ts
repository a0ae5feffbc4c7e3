import { z } from 'zod';
import { BRAND_NAME_MAX, CONTACT_MAX, SMS_CODE_LENGTH } from './constants.js';
import { CODE_PATTERN, Msg, PHONE_PATTERN } from './rules.js';
import { displayName } from './text-safety.js';

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, Msg.PHONE_INVALID_LOGIN);
export const smsCodeSchema = z.string().length(SMS_CODE_LENGTH, Msg.CODE_REQUIRED).regex(CODE_PATTERN, Msg.CODE_DIGITS);
export const brandNameSchema = displayName(z.string().trim().min(1, Msg.BRAND_REQUIRED).max(BRAND_NAME_MAX));
export const contactSchema = displayName(z.string().trim().min(1, Msg.CONTACT_REQUIRED).max(CONTACT_MAX));
export const yesNoSchema = z.enum(['Y', 'N'], { message: Msg.OPEN_SHOP_REQUIRED });

/** Largest value of a PostgreSQL integer column: a larger id is the caller's mistake, not a database error (500). */
export const INT4_MAX = 2147483647;
/** A row id from a query string or a body (numbers or digit strings), 1 to INT4_MAX; one message for every fault. */
export const rowIdSchema = (message: string) => z.coerce.number({ message }).int(message).min(1, message).max(INT4_MAX, message);
/** The id of the thing a page is about: 请选择<what> when it is missing, <what>编号有误 when it is wrong. */
export const entityIdSchema = (what: string) =>
  z.coerce
    .number({ message: `请选择${what}` })
    .int(`${what}编号有误`)
    .positive(`${what}编号有误`)
    .max(INT4_MAX, `${what}编号有误`);

/** A member's evaluation (of a consultant or a merchant-service provider): 1–5 stars and 5–500 characters, trimmed. */
export const EVALUATION_CONTENT_MIN = 5;
export const EVALUATION_CONTENT_MAX = 500;
export const evaluationFields = {
  stars: z.coerce.number({ message: '请选择评分' }).int('评分须为1-5星').min(1, '请选择评分').max(5, '评分须为1-5星'),
  content: z
    .string()
    .trim()
    .min(EVALUATION_CONTENT_MIN, `评价内容至少${EVALUATION_CONTENT_MIN}个字`)
    .max(EVALUATION_CONTENT_MAX, `评价内容不能超过${EVALUATION_CONTENT_MAX}个字`),
};
