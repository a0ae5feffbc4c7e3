import { sellerYuanMsg, sellerYuanProblem } from '@shp/contracts';

/**
 * An antd rule from one of contracts' seller-rules checks, so a form refuses what the API refuses
 * in the API's words instead of clamping the value (an empty field is left to `required`).
 */
export const problemRule = (problem: (v: number) => string | null) => ({
  validator: (_r: unknown, v: number | null | undefined) => {
    const text = v == null ? null : problem(v);
    return text ? Promise.reject(new Error(text)) : Promise.resolve();
  },
});

/** The rules of an amount in 元 called `label`, at most `max`, as the API checks it. */
export const yuanRules = (label: string, max?: number): [{ required: true; message: string }, ReturnType<typeof problemRule>] => [
  { required: true, message: sellerYuanMsg(label, max).required },
  problemRule((v) => sellerYuanProblem(label, v, max)),
];
