import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd rule that checks a field with the contract's own schema, so the form says exactly what
 * the server would (its Chinese message), before the call. An empty field is checked as '' so a
 * minimum length or enum answers in Chinese rather than Zod's English "expected string";
 * `optional` lets an empty field through (a password left blank to keep it).
 */
export function schemaRule(schema: z.ZodType, opts: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (opts.optional && (value === undefined || value === null || value === '')) return;
      const r = schema.safeParse(value ?? '');
      if (!r.success) throw new Error(r.error.issues[0]?.message);
    },
  };
}
