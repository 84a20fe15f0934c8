import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';
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
  ])('%j + %j → %j', (title, extension, expected) => {
    expect(downloadFileName(title, extension)).toBe(expected);
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
