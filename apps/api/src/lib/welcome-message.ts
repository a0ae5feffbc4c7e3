/**
 * What a member finds first in the message centre, written with the member's row at registration
 * (and given to the seeded demo member). No figure in it: the task's points are the operators' to change.
 */
export const WELCOME_MESSAGE = {
  category: 'system',
  title: '欢迎来到商铺汇',
  content: '完善品牌信息可获得积分奖励，顾问将更精准地为您推荐铺位。',
  link: '/personalCenter/fabu',
} as const;
