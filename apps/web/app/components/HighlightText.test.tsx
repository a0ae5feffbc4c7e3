import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { HighlightText } from './HighlightText';

describe('HighlightText', () => {
  it('marks matched pieces and renders markup in data as text', () => {
    const { container } = render(
      <HighlightText
        parts={[
          { text: '<img src=x onerror=alert(1)>', hit: false },
          { text: '火锅', hit: true },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('火锅');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>火锅');
  });
});
