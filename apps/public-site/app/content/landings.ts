/** The advantages of the two landing pages (content-pages spec §2.1, §2.11), by catalogue key. */
export const CLIENT_ADVANTAGES = ['customerService', 'dealSigning', 'personalCabinet'] as const;
export const PARTNER_ADVANTAGES = ['documentCycle', 'billPrinting', 'location'] as const;
