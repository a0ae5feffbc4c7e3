import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './placeholder.js';

describe('demo illustrations', () => {
  it('draws a logo with the first two characters of the name, escaped after cutting', () => {
    // Cut after escaping, '<喜茶>' gave '&l': an invalid SVG, shown as a broken image.
    expect(placeholderSvg('brand', 'b3', '<喜茶>')).toContain('>&lt;喜</text>');
    expect(placeholderSvg('avatar', 'a1', '&Co')).toContain('>&amp;C</text>');
    // A character outside the BMP is one initial, not half of one.
    expect(placeholderSvg('brand', 'b4', '𠮷野家')).toContain('>𠮷野</text>');
  });

  it('keeps a leading number of 2–4 digits whole', () => {
    expect(placeholderSvg('brand', 'prize3', '200 积分')).toContain('>200</text>');
    expect(placeholderSvg('brand', 'prize1', '10 积分')).toContain('>10</text>');
    expect(placeholderSvg('brand', 'x', '123456号店')).toContain('>1234</text>');
    expect(placeholderSvg('brand', 'b5', '7天酒店')).toContain('>7天</text>');
  });

  it('is the same drawing for the same seed', () => {
    expect(placeholderSvg('mall', 'm1', '北京')).toBe(placeholderSvg('mall', 'm1', '北京'));
    expect(placeholderSvg('mall', 'm2', '北京')).not.toBe(placeholderSvg('mall', 'm1', '北京'));
  });
});
