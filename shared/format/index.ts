/**
 * Every number, amount, area and date the site prints, on the server (pages, mails) and in the browser.
 * Built on `Intl`, each formatter made on first use and reused; every function takes the locale last,
 * English by default.
 */
export { cachedFormatter, DEFAULT_LOCALE, UAE_TIME_ZONE } from "./cache";
export { formatCount, formatFixed, formatNumber, formatPercent, type FractionDigits } from "./numbers";
export { formatAed, formatAedWithFils, formatCompactPrice, formatFils, formatPrice } from "./money";
export { AREA_UNIT_TEXT, areaUnitText, formatArea, SQFT_PER_SQM, type AreaUnit } from "./areas";
export {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDaysAgo,
  formatMonth,
  yearInUae,
  type DateStyle,
} from "./dates";
export { parseLocalisedNumber, westernDigits } from "./parse";
