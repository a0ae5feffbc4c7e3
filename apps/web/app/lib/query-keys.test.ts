import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memberInfoOp, memberLevelOp } from '@shp/contracts';
import { isOperatorAnswer, opKey, OPERATOR } from './query-keys';

describe('opKey', () => {
  it('derives the key from the op, the asker, the input and the page', () => {
    expect(opKey(memberInfoOp)).toEqual([memberInfoOp.path]);
    expect(opKey(memberInfoOp, { asker: 't1' })).toEqual([memberInfoOp.path, 't1']);
    expect(opKey(memberInfoOp, { asker: null, input: { id: 3 }, page: { pageNum: 2, pageSize: 20 } })).toEqual([
      memberInfoOp.path,
      null,
      { id: 3 },
      { pageNum: 2, pageSize: 20 },
    ]);
    expect(opKey(memberInfoOp, { asker: null, view: 'brief' })).toEqual([memberInfoOp.path, null, {}, null, 'brief']);
  });

  it("keeps two members' answers apart, and one op's prefix invalidates only that op", async () => {
    const qc = new QueryClient();
    qc.setQueryData(opKey(memberInfoOp, { asker: 'a' }), 'A');
    qc.setQueryData(opKey(memberInfoOp, { asker: 'b' }), 'B');
    qc.setQueryData(opKey(memberLevelOp, { asker: 'a' }), 'L');
    expect(qc.getQueryData(opKey(memberInfoOp, { asker: 'a' }))).toBe('A');
    expect(qc.getQueryData(opKey(memberInfoOp, { asker: 'b' }))).toBe('B');
    await qc.invalidateQueries({ queryKey: opKey(memberInfoOp) });
    expect(qc.getQueryState(opKey(memberInfoOp, { asker: 'a' }))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(opKey(memberInfoOp, { asker: 'b' }))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(opKey(memberLevelOp, { asker: 'a' }))?.isInvalidated).toBe(false);
  });

  it("drops the console's answers on sign-out and keeps the members'", () => {
    const qc = new QueryClient();
    qc.setQueryData(opKey(memberInfoOp, { asker: OPERATOR }), 'console');
    qc.setQueryData(opKey(memberInfoOp, { asker: 'a' }), 'member');
    qc.removeQueries({ predicate: isOperatorAnswer });
    expect(qc.getQueryData(opKey(memberInfoOp, { asker: OPERATOR }))).toBeUndefined();
    expect(qc.getQueryData(opKey(memberInfoOp, { asker: 'a' }))).toBe('member');
  });
});

describe('console queries', () => {
  // Sign-in and sign-out drop the console's answers by their asker (isOperatorAnswer): a console
  // query keyed without OPERATOR would outlive the operator who asked it.
  it('every query answered by adminCall is asked by OPERATOR', () => {
    const sources = import.meta.glob('../features/*/api/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const block of text.split('queryOptions(').slice(1)) {
        const body = block.split(/\n\S/)[0];
        if (body.includes('adminCall(') && !body.includes('asker: OPERATOR')) missing.push(`${file}: ${body.slice(0, 80)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
