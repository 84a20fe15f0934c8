/** The operator's legal details in the page's language, as the footer and the legal pages show them. */
export interface OperatorView {
  legalName: string;
  unp: string;
  registration: { authority: string; date: string; dateText: string };
  register: { name: string; number: string; date: string; dateText: string };
  legalAddress: string;
}
