import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

export type MessageCategory = 'service' | 'feedback' | 'system';

/** Writes a message to a member's centre. Other modules call this when something happens to them. */
export async function createMessage(db: Db, memberId: number, msg: { category: MessageCategory; title: string; content: string; link?: string | null }) {
  const [row] = await db
    .insert(messages)
    .values({ memberId, category: msg.category, title: msg.title, content: msg.content, link: msg.link ?? null })
    .returning({ id: messages.id });
  return row.id;
}
