import type { Plugin } from 'vite';

type Texts = { [key: string]: string | Texts };

export function firstLoadTexts(): Promise<Texts>;
export function escapeHtml(text: string): string;
export function fillTexts(html: string, texts: Texts): string;
export function stylesheetsAfterContent(html: string): string;
export function consoleFirstPaint(): Plugin;
