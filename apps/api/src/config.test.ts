import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to localhost on the configured port', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({}, { PORT: '4123' }).publicOrigin).toBe('http://localhost:4123');
    expect(loadConfig({}, { PUBLIC_ORIGIN: '' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('keeps only the origin of the setting, so joined URLs never double a slash', () => {
    const c = loadConfig({}, { PUBLIC_ORIGIN: 'https://www.example.cn/' });
    expect(c.publicOrigin).toBe('https://www.example.cn');
    expect(c.approvalApiBase).toBe('https://www.example.cn/api/approval');
  });
});
