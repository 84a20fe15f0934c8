import { $convertFromMarkdownString } from '@lexical/markdown';
import { createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { EDITOR_HTML, EDITOR_NODES } from '../editor-config';
import { $exportHtml } from '../html/export-html';
import { BODY_TRANSFORMERS } from './markdown-transformers';

/** Markdown read with the body's transformers, written as the HTML the API stores. */
function fromMarkdown(markdown: string): string {
  const editor = createEditor({
    nodes: EDITOR_NODES,
    html: EDITOR_HTML,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $convertFromMarkdownString(markdown, BODY_TRANSFORMERS), { discrete: true });
  return editor.read(() => $exportHtml(editor));
}

describe('the body editor’s Markdown shortcuts', () => {
  it.each([
    ['## Заголовок', '<h2>Заголовок</h2>'],
    ['### Подзаголовок', '<h3>Подзаголовок</h3>'],
    ['#### Мелкий', '<h4>Мелкий</h4>'],
    ['- один\n- два', '<ul><li>один</li><li>два</li></ul>'],
    ['* один', '<ul><li>один</li></ul>'],
    ['1. один\n2. два', '<ol><li>один</li><li>два</li></ol>'],
    ['> цитата', '<blockquote>цитата</blockquote>'],
    ['**жирный** и *курсив* и _тоже_', '<p><strong>жирный</strong> и <em>курсив</em> и <em>тоже</em></p>'],
    ['код `npm i`', '<p>код <code>npm i</code></p>'],
    ['[сайт](https://example.by)', '<p><a href="https://example.by" target="_blank" rel="noopener noreferrer">сайт</a></p>'],
    ['[контакты](/contacts)', '<p><a href="/contacts">контакты</a></p>'],
    ['[почта](mailto:info@example.by)', '<p><a href="mailto:info@example.by">почта</a></p>'],
  ])('%j gives %s', (markdown, html) => {
    expect(fromMarkdown(markdown)).toBe(html);
  });

  it.each([
    ['# Заголовок страницы', '<p># Заголовок страницы</p>'],
    ['##### Пятый', '<p>##### Пятый</p>'],
    ['~~зачеркнуто~~', '<p>~~зачеркнуто~~</p>'],
    ['==выделено==', '<p>==выделено==</p>'],
    ['[плохо](javascript:alert(1))', '<p>[плохо](javascript:alert(1))</p>'],
    ['[тоже](//evil.example)', '<p>[тоже](//evil.example)</p>'],
  ])('leaves %j as text (the description does not keep it)', (markdown, html) => {
    expect(fromMarkdown(markdown)).toBe(html);
  });
});
