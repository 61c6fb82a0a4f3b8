import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Agent } from "@shared/agent";

/**
 * The languages agents list, in the page's language. The API keeps the English names (they are the search
 * values); a language outside this list is shown as the agent wrote it, marked as English text.
 */
const LANGUAGE_NAMES: Record<string, MessageDescriptor> = {
  english: msg`English`,
  arabic: msg`Arabic`,
  hindi: msg`Hindi`,
  urdu: msg`Urdu`,
  russian: msg`Russian`,
  french: msg`French`,
  german: msg`German`,
  mandarin: msg`Mandarin`,
  persian: msg`Persian`,
  tagalog: msg`Tagalog`,
  malayalam: msg`Malayalam`,
  spanish: msg`Spanish`,
  italian: msg`Italian`,
  chinese: msg`Chinese`,
  farsi: msg`Farsi`,
  bengali: msg`Bengali`,
  turkish: msg`Turkish`,
  portuguese: msg`Portuguese`,
};

/** A language's name in the page's language, or undefined when it is not one we have a name for. */
export function languageName(name: string, i18n: I18n): string | undefined {
  const descriptor = LANGUAGE_NAMES[name.trim().toLowerCase()];
  return descriptor ? i18n._(descriptor) : undefined;
}

/** RERA's Broker Registration Number is Dubai's; other emirates license brokers under their own names. */
export function brokerNumberLabel(agent: Agent, i18n: I18n): string {
  return !agent.agency || agent.agency.emirate === "Dubai" ? "BRN" : i18n._(msg`Broker licence`);
}

/** The agency's licence: RERA's Office Registration Number (ORN) in Dubai, the emirate's licence elsewhere. */
export function officeNumberLabel(emirate: string, i18n: I18n): string {
  return emirate === "Dubai" ? "ORN" : i18n._(msg`Licence`);
}
