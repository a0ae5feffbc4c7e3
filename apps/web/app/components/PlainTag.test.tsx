import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { PlainTag, type PlainTagColor } from './PlainTag';

describe('<PlainTag>', () => {
  // As antd 6 draws a Tag by default (filled): a coloured fill without border, the default one grey.
  it.each<[PlainTagColor | undefined, string]>([
    [undefined, 'shp-tag shp-tag-plain'],
    ['default', 'shp-tag shp-tag-plain'],
    ['blue', 'shp-tag shp-tag-blue shp-tag-borderless'],
    ['processing', 'shp-tag shp-tag-blue shp-tag-borderless'],
    ['geekblue', 'shp-tag shp-tag-geekblue shp-tag-borderless'],
    ['green', 'shp-tag shp-tag-green shp-tag-borderless'],
    ['success', 'shp-tag shp-tag-green shp-tag-borderless'],
    ['orange', 'shp-tag shp-tag-orange shp-tag-borderless'],
    ['warning', 'shp-tag shp-tag-orange shp-tag-borderless'],
    ['gold', 'shp-tag shp-tag-gold shp-tag-borderless'],
    ['red', 'shp-tag shp-tag-red shp-tag-borderless'],
    ['error', 'shp-tag shp-tag-red shp-tag-borderless'],
    ['volcano', 'shp-tag shp-tag-volcano shp-tag-borderless'],
  ])('draws color %s as a plain span with class "%s" and its text, no antd markup', (color, cls) => {
    const { container } = render(<PlainTag color={color}>热门</PlainTag>);
    const tag = container.firstElementChild as HTMLElement;
    expect(tag.tagName).toBe('SPAN');
    expect(tag.className).toBe(cls);
    expect(tag.textContent).toBe('热门');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('keeps a data-testid and an extra class', () => {
    const { getByTestId } = render(
      <PlainTag data-testid="state" color="blue" className="x">
        进行中
      </PlainTag>,
    );
    expect(getByTestId('state').className).toBe('shp-tag shp-tag-blue shp-tag-borderless x');
  });
});
