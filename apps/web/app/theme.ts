import type { ThemeConfig } from 'antd';

/**
 * Brand theme through tokens only. Primary is dark enough for white text at WCAG AA. Text tokens
 * below are raised to 4.5:1 (WCAG AA) on both white and the page's #f5f6f8: antd's defaults
 * (description and placeholder text at 45 % / 25 % black, preset tags' shade 7 on shade 1) are
 * 3.1–3.4:1 there, and axe (e2e/accessibility.test.ts) reports them.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'shp' },
  hashed: false,
  token: {
    colorPrimary: '#d4380d',
    colorLink: '#1d4e89',
    borderRadius: 6,
    // Same order as body in styles/global.css (why: see there).
    fontFamily: '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", -apple-system, BlinkMacSystemFont, sans-serif',
    // Breadcrumbs, empty states, card and step descriptions, counters: #666 on white (5.7:1), #626263 on #f5f6f8 (5.6:1).
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select and input placeholders (inputs are white): #737373, 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Preset tag text (Tag color="volcano" etc.) one or two shades darker: 5.1–6.5:1 on the tag's own background.
    // Both spellings: they are one CSS variable (--shp-volcano-7), and the dashed one is written last.
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#874d00',
    'gold-7': '#874d00',
  },
  components: {
    // The active tab's text: #d4380d is 4.44:1 on #f5f6f8, #c1320b is 5.2:1; the ink bar keeps the brand colour.
    Tabs: { itemSelectedColor: '#c1320b' },
  },
};
