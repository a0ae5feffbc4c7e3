import type { z } from 'zod';
import { encodedPhoneKeys } from './phone-codec.js';

/**
 * Who may make a call. Enforced by the API (SPEC §6 leaves it out):
 * public — anyone, the member is resolved when a token is sent;
 * member — a valid member token; seller — member with role SH100011;
 * report — member of grade L3 or L4;
 * operator — a signed-in back-office operator (its own session, never a member token),
 * limited to `operatorRoles` when the op lists them.
 */
export type OpAccess = 'public' | 'member' | 'seller' | 'report' | 'operator';

/** Back-office roles: admin everything, consultant the lead inbox, editor the content. */
export const OPERATOR_ROLES = ['admin', 'consultant', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface OpDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends OpAccess = OpAccess> {
  method: 'GET' | 'POST';
  path: string;
  access: A;
  /** For access 'operator': the roles allowed (every role when absent). */
  operatorRoles?: readonly OperatorRole[];
  summary: string;
  input: I;
  output: O;
  /** Answers are binary files (exports), not the JSON envelope. */
  binary?: boolean;
  /** Idempotent reads may be retried by the client. */
  retry?: boolean;
  /** Takes pageParam and answers a page. */
  paged?: boolean;
  /** Success code when not 10000 (SPEC §7: the city list answers '200'). */
  successCode?: number | string;
  /** Top-level input fields that travel encoded (decision 008); set by defineOp from the schema. */
  phoneKeys?: readonly string[];
}

export type OpInput<T extends OpDef> = z.input<T['input']>;
export type OpOutput<T extends OpDef> = z.output<T['output']>;

export function defineOp<I extends z.ZodType, O extends z.ZodType, A extends OpAccess>(def: OpDef<I, O, A>): OpDef<I, O, A> {
  // Read once here so a client needs only the keys, not the schema (decision 009).
  const phoneKeys = encodedPhoneKeys(def.input);
  return phoneKeys.length ? { ...def, phoneKeys } : def;
}

/**
 * What the API process hands to server-side loaders (ARCHITECTURE: no HTTP call to itself).
 * The same operations, validation and access rules as over HTTP.
 */
export interface ServerApi {
  call<T extends OpDef>(op: T, input: OpInput<T>, opts?: { pageParam?: { pageNum?: number; pageSize?: number } }): Promise<OpOutput<T>>;
}
