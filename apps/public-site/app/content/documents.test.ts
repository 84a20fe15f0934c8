// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resources } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS,
  DOCUMENTS_PATH,
  documentFile,
  DOWNLOAD_GROUPS,
  PAGE_DOCUMENTS,
  type DocumentId,
} from './documents';

const ids = Object.keys(DOCUMENTS) as DocumentId[];
const fileOf = (id: DocumentId) =>
  readFileSync(new URL(`../../public${documentFile(id).href}`, import.meta.url));
const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const extensions = (list: readonly DocumentId[]) => list.map((id) => documentFile(id).extension);

describe('documents for download', () => {
  it('has the groups and counts of content-pages §2.8 and §9', () => {
    const groups = Object.fromEntries(
      DOWNLOAD_GROUPS.map((group) => [group.id, extensions(group.documents)]),
    );
    expect(groups.applications!.sort()).toEqual(['doc', 'doc', 'pdf']);
    expect(groups.sampleLetters).toHaveLength(10);
    expect(groups.sampleLetters!.filter((extension) => extension === 'pdf')).toHaveLength(1);
    expect(groups.paymentOrders).toEqual(['pdf', 'pdf']);
    expect(groups.notifications).toEqual(['doc']);
  });

  it('has two .doc termination cards, three .doc price lists and PDFs on the other pages', () => {
    expect(extensions(PAGE_DOCUMENTS.dealResignation)).toEqual(['doc', 'doc']);
    expect(extensions(PAGE_DOCUMENTS.priceListsAndTariffs)).toEqual(['doc', 'doc', 'doc']);
    for (const list of [
      PAGE_DOCUMENTS.signAndResign,
      PAGE_DOCUMENTS.workWithPrivateAccount,
      PAGE_DOCUMENTS.forBankInformation,
      PAGE_DOCUMENTS.invoicesSiteTariffs,
    ]) {
      expect(new Set(extensions(list))).toEqual(new Set(['pdf']));
    }
    expect(PAGE_DOCUMENTS.forBankInformation).toHaveLength(2);
  });

  it('names every file by its kind and number, under the documents path', () => {
    for (const id of ids) {
      expect(documentFile(id).href).toMatch(
        new RegExp(`^${DOCUMENTS_PATH}/[a-z-]+-\\d+\\.(pdf|doc)$`),
      );
    }
    expect(new Set(ids.map((id) => DOCUMENTS[id].file)).size).toBe(ids.length);
  });

  it.each(ids)('%s has a title in both languages', (id) => {
    for (const lang of ['ru', 'en'] as const) {
      expect(
        typeof lookup(resources[lang], DOCUMENTS[id].titleKey),
        `${lang} ${DOCUMENTS[id].titleKey}`,
      ).toBe('string');
    }
  });

  it.each(ids)('%s is a real file of its type that says it is a sample', (id) => {
    const body = fileOf(id);
    const text = body.toString('latin1');
    if (documentFile(id).extension === 'pdf') {
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // Every cross-reference offset points at its object.
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
        Number(match[1]),
      );
      offsets.forEach((offset, index) =>
        expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
      );
      expect(text).toContain('SAMPLE DOCUMENT');
    } else {
      expect(text.startsWith('{\\rtf1')).toBe(true);
      let depth = 0;
      for (const [index, char] of [...text].entries()) {
        if (text[index - 1] === '\\') continue;
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
      expect(text).toContain('SAMPLE DOCUMENT');
    }
    expect(text).toContain(DOCUMENTS[id].file);
  });
});
