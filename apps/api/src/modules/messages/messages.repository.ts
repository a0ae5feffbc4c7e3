import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

export type MessageCategory = 'service' | 'feedback' | 'system';

/**
 * What a member finds first in the message centre, written with the member's row at registration.
 * No figure in it: the task's points are the operators' to change.
 */
export const WELCOME_MESSAGE = {
  category: 'system',
  title: '欢迎来到商铺汇',
  content: '完善品牌信息可获得积分奖励，顾问将更精准地为您推荐铺位。',
  link: '/personalCenter/fabu',
} as const;

/** Writes a message to a member's centre. Other modules call this when something happens to them. */
export async function createMessage(
  db: Db,
  memberId: number,
  msg: { category: MessageCategory; title: string; content: string; link?: string | null },
) {
  const [row] = await db
    .insert(messages)
    .values({ memberId, category: msg.category, title: msg.title, content: msg.content, link: msg.link ?? null })
    .returning({ id: messages.id });
  return row.id;
}
