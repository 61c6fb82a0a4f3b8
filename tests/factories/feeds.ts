/**
 * Agency feed entries in the common portal XML format (docs/decisions/0053): one `<property>` with valid
 * defaults (a two-bedroom sale in Al Majaz, Sharjah, and its agent) that overrides replace field by field,
 * and the `<list>` document around entries.
 */
export function buildFeedProperty(reference: string, overrides: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    reference_number: reference,
    offering_type: "RS",
    property_type: "AP",
    price: "1,150,000",
    city: "Sharjah",
    community: "Al Majaz",
    title_en: `Waterfront apartment ${reference} in Al Majaz`,
    description_en: `A bright apartment over the Al Majaz waterfront, listed by the feed as ${reference}, with a balcony.`,
    size: "1250",
    bedroom: "2",
    bathroom: "2",
    ...overrides,
  };
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join("");
  return `<property>${inner}<agent><name>Sara</name><license_no>BRN-777</license_no></agent></property>`;
}

export function buildXmlFeed(...entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><list>${entries.join("")}</list>`;
}
