import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, okOutput, pageOf } from '../envelope.js';
import { PHONE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';

export const APPOINTMENT_PERIODS = { morning: '上午 9:00–12:00', afternoon: '下午 13:30–18:00', evening: '晚上 18:00–20:00' } as const;
export const APPOINTMENT_STATUS = { pending: '待确认', confirmed: '已确认', done: '已完成', cancelled: '已取消' } as const;
/** A consultant is booked from tomorrow up to this many days ahead (China days). */
export const APPOINTMENT_MAX_DAYS_AHEAD = 60;

export const appointmentSchema = z.object({
  id: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  consultantTitle: z.string(),
  consultantAvatar: z.string(),
  appointDate: z.string(),
  period: z.enum(['morning', 'afternoon', 'evening']),
  periodText: z.string(),
  topic: z.string(),
  status: z.enum(['pending', 'confirmed', 'done', 'cancelled']),
  statusText: z.string(),
  createTime: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const consultantOptionSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string(), avatarUrl: z.string(), cityCode: z.string() });

export const appointmentConsultantsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/appointment/consultants',
  access: 'member',
  summary: '可预约的顾问',
  input: z
    .object({
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
    })
    .default({}),
  output: z.array(consultantOptionSchema),
});

export const createAppointmentOp = defineOp({
  method: 'POST',
  path: '/api/foreground/appointment/create',
  access: 'member',
  summary: '预约顾问（同时生成 appointment 类留资）',
  input: z.object({
    consultantId: z.coerce.number().int().positive('请选择顾问'),
    appointDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择预约日期'),
    period: z.enum(['morning', 'afternoon', 'evening'], { message: '请选择预约时段' }),
    topic: z.string().trim().min(2, '请填写咨询事项').max(200, '咨询事项最多200个字'),
    liaison: displayName(z.string().trim().min(1, '请输入联系人').max(20, '联系人最多20个字')).optional(),
    phone: encodedPhone(z.string().trim().regex(PHONE_PATTERN, '请输入正确的手机号码'), { plain: 'accept' }).optional(),
  }),
  output: appointmentSchema,
});

export const appointmentListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/appointment/list',
  access: 'member',
  summary: '我的预约（分页）',
  input: noInput,
  output: pageOf(appointmentSchema),
  paged: true,
});

export const cancelAppointmentOp = defineOp({
  method: 'POST',
  path: '/api/foreground/appointment/cancel',
  access: 'member',
  summary: '取消预约（仅本人，待确认或已确认）',
  input: z.object({ id: z.coerce.number().int().positive('预约不存在') }),
  output: okOutput,
});
