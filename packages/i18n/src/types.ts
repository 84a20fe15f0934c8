/**
 * The shape of a catalogue object with every leaf widened to `string`. Other languages are
 * written `satisfies DeepStringRecord<typeof ruObject>`, so a missing or extra key fails the
 * type check.
 */
export type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};

/** A nested object of texts, of any shape (every catalogue object is one). */
export type TextTree = { [key: string]: string | TextTree };
