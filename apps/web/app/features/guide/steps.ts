/** SPEC §3 guide step: title, content, position, button labels. Home version: 5 steps. */
export interface GuideStep {
  /** data-guide value of the element the step points at. */
  target: string;
  title: string;
  content: string;
  position: 'top' | 'bottom' | 'left' | 'right';
  prevText: string;
  nextText: string;
  skipText: string;
  /** Only for visitors: left out for a signed-in member (the login/register step). */
  forVisitors?: boolean;
}

const buttons = { prevText: '上一步', nextText: '下一步', skipText: '跳过' };

export const HOME_GUIDE_STEPS: GuideStep[] = [
  {
    target: 'login',
    title: '登录/注册',
    content: '手机号验证码即可登录，登录后可查看留资进度、收藏铺位、使用智能选址。',
    position: 'bottom',
    ...buttons,
    forVisitors: true,
  },
  { target: 'search', title: '搜索', content: '输入商场、铺位、品牌或资讯关键词，一键查找全国商业空间。', position: 'bottom', ...buttons },
  { target: 'smart', title: '智能选址', content: '按业态、面积、预算和城市，为您匹配合适的铺位。', position: 'bottom', ...buttons },
  { target: 'cooperation', title: '寻求合作', content: '异业合作、供应商合作、加盟合作与IP合作，一站对接。', position: 'bottom', ...buttons },
  {
    target: 'consult',
    title: '商户服务 · 预约咨询',
    content: '装修、保险、招聘、人事代理等商户服务；留下品牌与联系方式，顾问1个工作日内联系您。',
    position: 'left',
    ...buttons,
    nextText: '立即体验',
  },
];
