import { formatCount } from "./format";

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
