import { formatCount } from "@shared/format";

/**
 * English plurals for counts shown to people: "1 property", "2 properties", "0 properties". The plural is
 * given whole where adding "s" is wrong ("property" → "properties", "enquiry" → "enquiries").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** "1 property", "1,234 properties": the count with thousands separators and the noun that fits it. */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${plural(count, singular, pluralForm)}`;
}

/**
 * The singular of a plural noun phrase whose last word is a regular English plural: "luxury properties"
 * → "luxury property", "family homes" → "family home", "apartment sales" → "apartment sale". For nouns
 * that come as data (category titles, collection names); write both forms out where they are known.
 */
export function singularOf(pluralPhrase: string): string {
  return pluralPhrase.replace(/([a-z])ies$/i, "$1y").replace(/([^s])s$/i, "$1");
}

/** "1 luxury property", "12 luxury properties": countOf for a plural noun phrase given as data. */
export function countOfPhrase(count: number, pluralPhrase: string): string {
  return countOf(count, singularOf(pluralPhrase), pluralPhrase);
}
