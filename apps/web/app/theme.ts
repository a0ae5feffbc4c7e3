import type { ThemeConfig } from 'antd';

/** Brand theme through tokens only. Primary is dark enough for white text at WCAG AA. */
export const theme: ThemeConfig = {
  cssVar: { key: 'shp' },
  hashed: false,
  token: {
    colorPrimary: '#d4380d',
    colorLink: '#1d4e89',
    borderRadius: 6,
    // Same order as body in styles/global.css (why: see there).
    fontFamily:
      '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", -apple-system, BlinkMacSystemFont, sans-serif',
  },
};
