import { describe, expect, it } from 'vitest';
import { descriptionPlainText } from './description-text';

describe('descriptionPlainText', () => {
  it('keeps the break between paragraphs, list items, headings and line breaks as a space', () => {
    expect(descriptionPlainText('<p>Сократилось время очереди</p><p>На всех АЗС</p>')).toBe(
      'Сократилось время очереди На всех АЗС',
    );
    expect(descriptionPlainText('<h2>Заголовок</h2><ul><li>один</li><li>два</li></ul>')).toBe(
      'Заголовок один два',
    );
    expect(descriptionPlainText('строка<br>вторая<br/>третья')).toBe('строка вторая третья');
    expect(descriptionPlainText('<blockquote>цитата</blockquote><div>блок</div>')).toBe(
      'цитата блок',
    );
  });

  it('does not split words at inline elements, decodes entities and folds white space', () => {
    expect(
      descriptionPlainText('<p>Текст <b>важ</b>ный &amp; <a href="/x">ссылка</a></p>\n\n  '),
    ).toBe('Текст важный & ссылка');
    expect(descriptionPlainText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a b');
    expect(descriptionPlainText('')).toBe('');
  });
});
