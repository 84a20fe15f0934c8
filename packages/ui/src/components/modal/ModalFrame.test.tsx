// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModalFrame } from './ModalFrame';

describe('ModalFrame', () => {
  it('renders on the server, in place: a modal dialog named by its heading, with the × button and its attributes', () => {
    const html = renderToString(
      <ModalFrame
        title="Мы используем файлы cookies"
        titleId="t1"
        closeLabel="Закрыть"
        backdropClassName="notice"
        closeButtonProps={{ 'data-consent-action': 'dismiss' }}
        footer={<button type="button">Принять все</button>}
      >
        <p>Текст</p>
      </ModalFrame>,
    );
    expect(html).toMatch(
      /^<div class="[^"]*\bnotice\b[^"]*"><div role="dialog" aria-modal="true" aria-labelledby="t1"/,
    );
    expect(html).toContain('<h2 id="t1"');
    expect(html).toMatch(
      /<button type="button" data-consent-action="dismiss" class="[^"]+" aria-label="Закрыть">/,
    );
    expect(html).toContain('<p>Текст</p>');
    expect(html).toContain('Принять все');
  });

  it('can say it is not modal (yet): a frame rendered before anything keeps the focus in it', () => {
    const html = renderToString(
      <ModalFrame title="Заголовок" titleId="t2" closeLabel="Закрыть" ariaModal={false} />,
    );
    expect(html).toContain('role="dialog"');
    expect(html).not.toContain('aria-modal');
  });
});
