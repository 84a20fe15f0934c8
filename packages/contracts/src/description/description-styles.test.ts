import { describe, expect, it } from 'vitest';
import { normaliseDescriptionStyle } from './description-styles';

describe('normaliseDescriptionStyle', () => {
  it.each([
    [
      'span',
      'color: #48ae5a; background-color: rgb(255, 255, 255)',
      'color:#48AE5A;background-color:#FFFFFF',
    ],
    ['strong', 'color: black', 'color:#000000'],
    ['p', 'font-size: 40px; text-align: RIGHT', 'text-align:right'],
    ['li', 'text-align:justify;color:#F24942', 'text-align:justify;color:#F24942'],
    ['h3', 'text-align: center', 'text-align:center'],
    ['span', 'text-align: center', ''],
    ['p', 'text-align: start', ''],
    ['span', 'color: #123456', ''],
    ['span', 'color: red; color: #F24942', 'color:#F24942'],
    ['p', 'background-image: url(javascript:alert(1))', ''],
    ['span', 'color', ''],
  ])('<%s style="%s"> keeps %j', (tag, style, expected) => {
    expect(normaliseDescriptionStyle(tag, style)).toBe(expected);
  });
});
