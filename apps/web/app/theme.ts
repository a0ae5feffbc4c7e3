import type { ThemeConfig } from 'antd';

/** Brand theme through tokens only. Primary is dark enough for white text at WCAG AA. */
export const theme: ThemeConfig = {
  cssVar: { key: 'shp' },
  hashed: false,
  token: {
    colorPrimary: '#d4380d',
    colorLink: '#1d4e89',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
  },
};
