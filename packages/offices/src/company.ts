/** Environment values the resolvers read; the caller passes them (the package never reads process.env). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

export interface Company {
  /** Brand shown to visitors. */
  brandName: string;
  /** Product word filled into the {product} route placeholder. */
  product: string;
  foundedYear: number;
  /** Points of sale accepting the cards. */
  locations: { belarus: number; russia: number };
  /** Share of Belarusian gas stations supporting the system. */
  gasStationCoveragePercent: number;
  /** Refuelling time promised by the tagline. */
  refuelMinutes: number;
}

export const company: Company = {
  // Company-replaced value: an invented neutral brand until the company supplies its own.
  brandName: 'RouteCard',
  product: 'fuelcard',
  foundedYear: 1992,
  locations: { belarus: 804, russia: 379 },
  gasStationCoveragePercent: 97,
  refuelMinutes: 3,
};

/** A product word is one route segment: a lowercase letter, then letters or digits. */
const PRODUCT_NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/** The company constants with `PRODUCT_NAME` applied; an invalid value throws naming the variable. */
export function resolveCompany(env: EnvSource): Company {
  const raw = env.PRODUCT_NAME?.trim();
  if (raw === undefined || raw === '') return company;
  if (!PRODUCT_NAME_PATTERN.test(raw)) {
    throw new Error(
      `PRODUCT_NAME must start with a lowercase letter and contain only letters and digits (it is a URL segment), got "${raw}".`,
    );
  }
  return { ...company, product: raw };
}
