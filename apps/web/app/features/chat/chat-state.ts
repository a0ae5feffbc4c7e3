import type { ChatMessage, ChatState } from '@shp/contracts';

/** Adds messages to a list once each, in id order (a message may come by the socket and by the call's answer). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** The member's state with new messages of their conversation. */
export function withMessages(state: ChatState | undefined, more: ChatMessage[]): ChatState | undefined {
  if (!state) return state;
  const conversationId = state.conversationId ?? more[0]?.conversationId ?? null;
  return { ...state, conversationId, messages: mergeMessages(state.messages, more) };
}

/** A read mark only moves forward. */
export const laterId = (a: string, b: string) => (Number(b) > Number(a) ? b : a);
