import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadFileName, safeFileName } from './download-file-name';
import { DownloadCard } from './DownloadCard';

describe('downloadFileName', () => {
  it.each([
    ['Прайс-лист', 'pdf', 'Прайс-лист.pdf'],
    ['Прайс-лист', '.pdf', 'Прайс-лист.pdf'],
    ['Заявление', 'doc', 'Заявление.doc'],
    ['Заявление', '.DOC', 'Заявление.doc'],
    ['Договор.pdf', 'pdf', 'Договор.pdf'],
    ['Договор.PDF', 'pdf', 'Договор.PDF'],
    ['Договор', '', 'Договор.pdf'],
    ['Договор', undefined, 'Договор.pdf'],
    ['  Договор  ', 'pdf', 'Договор.pdf'],
    ['Письмо.doc', 'pdf', 'Письмо.doc.pdf'],
    ['Прейскурант № 03/2024 от 22.02.2024', 'doc', 'Прейскурант № 03-2024 от 22.02.2024.doc'],
    ['Топливные карточки: памятка клиента', 'pdf', 'Топливные карточки - памятка клиента.pdf'],
    ['A\\B | C "D" <E>*?', 'pdf', "A-B - C 'D' E.pdf"],
    ['...Скрытый.', 'pdf', 'Скрытый.pdf'],
  ])('%j + %j → %j', (title, extension, expected) => {
    expect(downloadFileName(title, extension)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it('leaves nothing that a browser or Windows would change or refuse', () => {
    const name = safeFileName('a/b\\c:d*e?f"g<h>i|j\u0007k');
    expect(name).not.toMatch(/[\\/:*?"<>|]/);
    expect([...name].every((character) => character.charCodeAt(0) >= 32)).toBe(true);
    expect(name).toBe("a-b-c - def'ghi-jk");
  });
});

describe('DownloadCard', () => {
  it('links to the file with the computed download name and the format badge', () => {
    render(<DownloadCard title="Правила" href="/assets/documents/7.pdf" actionLabel="Скачать" />);
    const link = screen.getByRole('link', { name: /Правила/ });
    expect(link).toHaveAttribute('href', '/assets/documents/7.pdf');
    expect(link).toHaveAttribute('download', 'Правила.pdf');
    expect(link).toHaveTextContent('PDF');
    expect(link).toHaveTextContent('Скачать');
  });
});
