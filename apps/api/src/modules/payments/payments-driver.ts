import type { PaymentDriverName } from '@shp/contracts';

/** What the browser does next: scan a code (WeChat Native) or go to the provider's cashier. */
export type DriverAction = { kind: 'qr'; codeUrl: string } | { kind: 'redirect'; url: string };

/** A notification whose signature (and, for WeChat Pay, encryption) checked out. */
export interface VerifiedNotice {
  paymentNo: string;
  providerTradeNo: string | null;
  /** What the provider says it collected, in fen. */
  amountFen: number;
  /** False for a notice of a failed or closed payment. */
  paid: boolean;
}

/** What the provider expects back from the notify endpoint. */
export interface NoticeAck {
  status: number;
  contentType: string;
  body: string;
}

export interface CreatePayment {
  paymentNo: string;
  amountFen: number;
  description: string;
  device: 'desktop' | 'mobile';
  clientIp: string;
  /** Where the provider's cashier sends the browser back (a page that only polls the order). */
  returnUrl: string;
  notifyUrl: string;
}

export interface RefundRequest {
  paymentNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  /** Where a provider that refunds asynchronously (WeChat Pay) posts the refund's result. */
  notifyUrl: string;
}

/** A verified refund-result notification: the refund is done, or the provider gave up on it. */
export interface VerifiedRefundNotice {
  paymentNo: string;
  refundNo: string;
  providerRefundId: string | null;
  amountFen: number;
  /** success: the money is back with the buyer; failed: closed or abnormal (handled by an operator). */
  result: 'success' | 'failed';
  detail: string;
}

/** What the provider says of a payment when asked (the fallback for a notification that never came). */
export interface PaymentState {
  providerTradeNo: string | null;
  amountFen: number;
  /** paid: collected; closed: will never be paid; pending: not (yet) paid. */
  state: 'paid' | 'closed' | 'pending';
}

/** A refused notification: why, for the log and the notification record. */
export class NoticeRefused extends Error {
  constructor(
    readonly outcome: 'bad_signature' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** A provider that collects and refunds; the same interface for the sandbox and the real ones. */
export interface PaymentDriver {
  readonly name: PaymentDriverName;
  channelOf(device: 'desktop' | 'mobile'): string;
  create(p: CreatePayment): Promise<DriverAction>;
  /** Checks the signature of a notification as it arrived (raw body) and reads it; throws NoticeRefused. */
  verifyNotice(headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<VerifiedNotice>;
  ack(ok: boolean): NoticeAck;
  refund(r: RefundRequest): Promise<{ status: 'success' | 'processing'; providerRefundId: string | null }>;
  /** Asks the provider for a payment's state; null when it knows none (the sandbox notifies synchronously). */
  queryPayment(paymentNo: string): Promise<PaymentState | null>;
  /** Checks and reads a refund-result notification; absent for providers that refund synchronously. */
  verifyRefundNotice?(headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<VerifiedRefundNotice>;
}

/** One header's value (Node gives arrays for repeated headers). */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
