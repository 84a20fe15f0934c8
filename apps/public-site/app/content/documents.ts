/**
 * The downloadable documents (content-pages spec §2, §3, §9): each a numbered static file under
 * public/assets/documents and a catalogue key of its title. The download name is the title plus
 * the file's extension (DownloadCard adds it). The files in the repository are stand-ins made by
 * scripts/make-sample-documents.mjs; the README says how to replace them. Their sizes are measured
 * at build time (document-sizes.ts), never written here.
 */
import documentSizes from 'virtual:document-sizes';

export const DOCUMENTS_PATH = '/assets/documents';

export type DocumentExtension = 'pdf' | 'doc';

export interface DocumentEntry {
  /** File name under DOCUMENTS_PATH, e.g. 'application-1.pdf'. */
  file: string;
  titleKey: string;
}

const downloads = 'clients.documentsForDownload.documents';

export const DOCUMENTS = {
  application1: { file: 'application-1.pdf', titleKey: `${downloads}.application1` },
  application2: { file: 'application-2.doc', titleKey: `${downloads}.application2` },
  application3: { file: 'application-3.doc', titleKey: `${downloads}.application3` },
  // One sample letter, the Info API access request, is a PDF; the other nine are Word documents.
  sampleLetter1: { file: 'sample-letter-1.doc', titleKey: `${downloads}.sampleLetter1` },
  sampleLetter2: { file: 'sample-letter-2.doc', titleKey: `${downloads}.sampleLetter2` },
  sampleLetter3: { file: 'sample-letter-3.doc', titleKey: `${downloads}.sampleLetter3` },
  sampleLetter4: { file: 'sample-letter-4.doc', titleKey: `${downloads}.sampleLetter4` },
  sampleLetter5: { file: 'sample-letter-5.doc', titleKey: `${downloads}.sampleLetter5` },
  sampleLetter6: { file: 'sample-letter-6.doc', titleKey: `${downloads}.sampleLetter6` },
  sampleLetter7: { file: 'sample-letter-7.doc', titleKey: `${downloads}.sampleLetter7` },
  sampleLetter8: { file: 'sample-letter-8.doc', titleKey: `${downloads}.sampleLetter8` },
  sampleLetter9: { file: 'sample-letter-9.doc', titleKey: `${downloads}.sampleLetter9` },
  sampleLetter10: { file: 'sample-letter-10.pdf', titleKey: `${downloads}.sampleLetter10` },
  paymentOrder1: { file: 'payment-order-1.pdf', titleKey: `${downloads}.paymentOrder1` },
  paymentOrder2: { file: 'payment-order-2.pdf', titleKey: `${downloads}.paymentOrder2` },
  notification1: { file: 'notification-1.doc', titleKey: `${downloads}.notification1` },
  dealResignation1: {
    file: 'deal-resignation-1.doc',
    titleKey: 'clients.dealResignation.documents.application',
  },
  dealResignation2: {
    file: 'deal-resignation-2.doc',
    titleKey: 'clients.dealResignation.documents.agreement',
  },
  priceList1: {
    file: 'price-list-1.doc',
    titleKey: 'clients.priceListsAndTariffs.documents.priceList1',
  },
  priceList2: {
    file: 'price-list-2.doc',
    titleKey: 'clients.priceListsAndTariffs.documents.priceList2',
  },
  priceList3: {
    file: 'price-list-3.doc',
    titleKey: 'clients.priceListsAndTariffs.documents.priceList3',
  },
  signAndResign1: {
    file: 'sign-and-resign-1.pdf',
    titleKey: 'clients.signAndResign.documents.guide',
  },
  signAndResign2: {
    file: 'sign-and-resign-2.pdf',
    titleKey: 'clients.signAndResign.documents.resignMemo',
  },
  personalAccountManual1: {
    file: 'personal-account-manual-1.pdf',
    titleKey: 'clients.workWithPrivateAccount.documents.manual',
  },
  bankDocument1: {
    file: 'bank-document-1.pdf',
    titleKey: 'partners.forBankInformation.documents.bankDocument1',
  },
  bankDocument2: {
    file: 'bank-document-2.pdf',
    titleKey: 'partners.forBankInformation.documents.bankDocument2',
  },
  invoicesSiteTariffs1: {
    file: 'invoices-site-tariffs-1.pdf',
    titleKey: 'equipment.invoicesSiteTariffs.documents.tariffs',
  },
} as const satisfies Record<string, DocumentEntry>;

export type DocumentId = keyof typeof DOCUMENTS;

/** The groups of the documents-for-download page, in order; each group's title is under `groups`. */
export const DOWNLOAD_GROUPS = [
  { id: 'applications', documents: ['application1', 'application2', 'application3'] },
  {
    id: 'sampleLetters',
    documents: [
      'sampleLetter1',
      'sampleLetter2',
      'sampleLetter3',
      'sampleLetter4',
      'sampleLetter5',
      'sampleLetter6',
      'sampleLetter7',
      'sampleLetter8',
      'sampleLetter9',
      'sampleLetter10',
    ],
  },
  { id: 'paymentOrders', documents: ['paymentOrder1', 'paymentOrder2'] },
  { id: 'notifications', documents: ['notification1'] },
] as const satisfies ReadonlyArray<{ id: string; documents: readonly DocumentId[] }>;

/** The document cards of the other pages. */
export const PAGE_DOCUMENTS = {
  signAndResign: ['signAndResign1', 'signAndResign2'],
  dealResignation: ['dealResignation1', 'dealResignation2'],
  priceListsAndTariffs: ['priceList1', 'priceList2', 'priceList3'],
  workWithPrivateAccount: ['personalAccountManual1'],
  forBankInformation: ['bankDocument1', 'bankDocument2'],
  invoicesSiteTariffs: ['invoicesSiteTariffs1'],
} as const satisfies Record<string, readonly DocumentId[]>;

/** The address, extension and size of a document (no size when the file is not in the repository). */
export function documentFile(id: DocumentId): {
  href: string;
  extension: DocumentExtension;
  titleKey: string;
  bytes: number | undefined;
} {
  const entry: DocumentEntry = DOCUMENTS[id];
  const extension = entry.file.slice(entry.file.lastIndexOf('.') + 1) as DocumentExtension;
  return {
    href: `${DOCUMENTS_PATH}/${entry.file}`,
    extension,
    titleKey: entry.titleKey,
    bytes: documentSizes[entry.file],
  };
}
