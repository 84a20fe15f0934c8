import { describe, expect, it } from 'vitest';
import { descriptionExcerptText, descriptionPlainText } from './description-text';

describe('descriptionPlainText', () => {
  it('keeps the break between paragraphs, list items, headings and line breaks as a space', () => {
    expect(descriptionPlainText('<p>Сократилось время очереди</p><p>На всех АЗС</p>')).toBe(
      'Сократилось время очереди На всех АЗС',
    );
    expect(descriptionPlainText('<h2>Заголовок</h2><ul><li>один</li><li>два</li></ul>')).toBe(
      'Заголовок. один. два',
    );
    expect(descriptionPlainText('строка<br>вторая<br/>третья')).toBe('строка вторая третья');
    expect(descriptionPlainText('<blockquote>цитата</blockquote><div>блок</div>')).toBe(
      'цитата блок',
    );
  });

  it('ends a heading that has no punctuation with a full stop before the text after it', () => {
    expect(
      descriptionPlainText('<h2>Заправка без очереди</h2><p>На АЗС партнёров установлены терминалы.</p>'),
    ).toBe('Заправка без очереди. На АЗС партнёров установлены терминалы.');
    expect(descriptionPlainText('<h2>Что нового?</h2><p>Текст</p>')).toBe('Что нового? Текст');
    expect(descriptionPlainText('<h3>Итоги:</h3>\n<p>Текст</p>')).toBe('Итоги: Текст');
    expect(descriptionPlainText('<h2>Только <em>заголовок</em></h2>')).toBe('Только заголовок');
  });

  it('separates list items that end without punctuation and keeps the author’s letters and marks', () => {
    expect(
      descriptionPlainText(
        '<p>Терминалы принимают карты.</p><ul><li>оплата за 3 минуты;</li><li>чек на экране и по e-mail.</li></ul>',
      ),
    ).toBe('Терминалы принимают карты. оплата за 3 минуты; чек на экране и по e-mail.');
    expect(descriptionPlainText('<ol><li>Лимиты</li><li>Возврат</li></ol><p>Подробнее в офисе</p>')).toBe(
      'Лимиты. Возврат. Подробнее в офисе',
    );
    expect(descriptionPlainText('<ul><li>«Карта»</li><li>Б</li></ul>')).toBe('«Карта». Б');
  });

  it('does not split words at inline elements, decodes entities and folds white space', () => {
    expect(
      descriptionPlainText('<p>Текст <b>важ</b>ный &amp; <a href="/x">ссылка</a></p>\n\n  '),
    ).toBe('Текст важный & ссылка');
    expect(descriptionPlainText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a b');
    expect(descriptionPlainText('')).toBe('');
  });
});

describe('descriptionExcerptText', () => {
  it('reads the paragraphs and leaves out headings and lists', () => {
    expect(
      descriptionExcerptText(
        '<h2>Заправка без очереди</h2><p>На АЗС партнёров установлены <strong>новые терминалы</strong>.</p><ul><li>оплата картой за 3 минуты;</li><li>чек на экране.</li></ul>',
      ),
    ).toBe('На АЗС партнёров установлены новые терминалы.');
    expect(
      descriptionExcerptText(
        '<p>Опубликована новая редакция правил.</p><ol><li>изменены лимиты;</li><li>уточнён порядок возврата.</li></ol><p>Действует с 1 мая.</p>',
      ),
    ).toBe('Опубликована новая редакция правил. Действует с 1 мая.');
  });

  it('keeps paragraph breaks as spaces', () => {
    expect(descriptionExcerptText('<p>Сократилось время очереди</p><p>На всех АЗС</p>')).toBe(
      'Сократилось время очереди На всех АЗС',
    );
  });

  it('falls back to the whole plain text when there is nothing but headings and lists', () => {
    expect(descriptionExcerptText('<h2>Заголовок</h2><ul><li>один</li><li>два</li></ul>')).toBe(
      'Заголовок. один. два',
    );
    expect(descriptionExcerptText('')).toBe('');
  });
});
