import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D/evil.example',
    '/%0a%0d/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/..//evil.example',
    '/./%2F/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%E0%A4%A',
    ' /personalCenter',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/personalCenter')).toBe('/personalCenter');
  });

  it.each([
    ['/personalCenter', '/personalCenter'],
    ['/shopDetail?id=3&from=%2FfindShopList', '/shopDetail?id=3&from=%2FfindShopList'],
    ['/resultPage?keyword=%E4%B8%87%E8%BE%BE#top', '/resultPage?keyword=%E4%B8%87%E8%BE%BE#top'],
    ['/a/../personalCenter', '/personalCenter'],
  ])('keeps a path on this site: %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('keeps nothing null or missing', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/x')).toBe('/x');
  });
});
