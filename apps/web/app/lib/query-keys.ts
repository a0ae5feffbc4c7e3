import type { QueryClient } from '@tanstack/react-query';
import { searchFeedbackListOp, searchServiceListOp, unreadCntOp, type OpDef, type PageParam } from '@shp/contracts';

/** Who asks: the member's token (or id) when the answer depends on who asks, null for a visitor. */
export type Asker = string | number | null;

/**
 * The asker of every operator-console query. The console session is an HttpOnly cookie the page
 * cannot read, so the console's answers share one asker and are dropped together when the
 * operator signs in or out (`isOperatorAnswer`).
 */
export const OPERATOR: Asker = 'operator';

/**
 * The query key of an operation's answer, derived from the op and never written by hand:
 * `[op.path, asker, input, page, view]`. Every query of an op shares the prefix `opKey(op)`, and every
 * query a member asked shares `opKey(op, { asker })`, so invalidating either is one call.
 */
export function opKey(op: Pick<OpDef, 'path'>, scope?: { asker?: Asker; input?: unknown; page?: Partial<PageParam>; view?: string }): readonly unknown[] {
  if (!scope) return [op.path];
  const key: unknown[] = [op.path, scope.asker ?? null];
  const { input, page, view } = scope;
  if (input !== undefined || page !== undefined || view !== undefined) key.push(input ?? {});
  if (page !== undefined || view !== undefined) key.push(page ?? null);
  // A query that caches something other than the op's answer (a digest kept elsewhere too) names
  // its view, so it never hands its shape to a query expecting the answer under the same key.
  if (view !== undefined) key.push(view);
  return key;
}

/** Marks every answer of these ops (the asker's only, when given) stale, so the pages showing them ask again. */
export function invalidateOps(qc: QueryClient, ops: Pick<OpDef, 'path'>[], asker?: Asker): Promise<unknown> {
  return Promise.all(ops.map((op) => qc.invalidateQueries({ queryKey: asker === undefined ? opKey(op) : opKey(op, { asker }) })));
}

/** Whether a cached query is a console answer (asked by `OPERATOR`): a predicate for sign-in and sign-out. */
export const isOperatorAnswer = (query: { queryKey: readonly unknown[] }): boolean => query.queryKey[1] === OPERATOR;

/**
 * The message centre's ops (the top-bar badge and both tabs). Anything that sends the member a
 * message refreshes these, whichever feature it lives in.
 */
export const MESSAGE_CENTRE_OPS: Pick<OpDef, 'path'>[] = [unreadCntOp, searchServiceListOp, searchFeedbackListOp];
