import { z } from 'zod';
import { BRAND_NAME_MAX, CONTACT_MAX, SMS_CODE_LENGTH } from './constants.js';
import { CODE_PATTERN, Msg, PHONE_PATTERN } from './rules.js';

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, Msg.PHONE_INVALID_LOGIN);
export const smsCodeSchema = z
  .string()
  .length(SMS_CODE_LENGTH, Msg.CODE_REQUIRED)
  .regex(CODE_PATTERN, Msg.CODE_DIGITS);
export const brandNameSchema = z.string().trim().min(1, Msg.BRAND_REQUIRED).max(BRAND_NAME_MAX);
export const contactSchema = z.string().trim().min(1, Msg.CONTACT_REQUIRED).max(CONTACT_MAX);
export const yesNoSchema = z.enum(['Y', 'N'], { message: Msg.OPEN_SHOP_REQUIRED });
