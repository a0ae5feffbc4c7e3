import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shp/contracts';
import { laterId, mergeMessages } from './chat-state';

const msg = (id: string, content = `m${id}`): ChatMessage => ({
  id,
  conversationId: '1',
  from: 'member',
  operatorName: null,
  content,
  links: [],
  offersHuman: false,
  createdAt: '2026-11-27T00:00:00.000Z',
});

describe('chat state', () => {
  it('keeps each message once, in id order, whether it came by the socket or the call', () => {
    const merged = mergeMessages([msg('2'), msg('10')], [msg('9'), msg('2'), msg('11')]);
    expect(merged.map((m) => m.id)).toEqual(['2', '9', '10', '11']);
  });

  it('moves a read mark forward only (ids compared as numbers)', () => {
    expect(laterId('9', '10')).toBe('10');
    expect(laterId('10', '9')).toBe('10');
  });
});
