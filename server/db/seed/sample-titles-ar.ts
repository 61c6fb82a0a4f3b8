import type { PropertyType } from "@shared/listing";
import { LOCATION_NAMES_AR } from "@shared/arabic-names";

/**
 * The Arabic title of a sample listing, composed from the same choices as its English one (no extra random
 * draws, so every other sample value stays as it was). Written as UAE portals title listings in Arabic:
 * the type first, then its description agreeing with it in gender, the bedrooms, the feature, the place —
 * "فيلا واسعة من 4 غرف نوم مع مسبح خاص في المرابع العربية". Western digits, as on Arabic pages
 * (docs/decisions/0043-interface-language-catalogues.md).
 */

type Gender = "m" | "f";

const TYPE_AR: Record<PropertyType, { name: string; gender: Gender }> = {
  Apartment: { name: "شقة", gender: "f" },
  Penthouse: { name: "بنتهاوس", gender: "m" },
  Villa: { name: "فيلا", gender: "f" },
  Townhouse: { name: "تاون هاوس", gender: "m" },
  Office: { name: "مكتب", gender: "m" },
  Retail: { name: "محل تجاري", gender: "m" },
  Warehouse: { name: "مستودع", gender: "m" },
};
const STUDIO_AR = { name: "استوديو", gender: "m" as Gender };

/** Each English adjective of the sample titles, as a masculine and a feminine description. */
const ADJECTIVES_AR: Record<string, Record<Gender, string>> = {
  Bright: { m: "مشرق", f: "مشرقة" },
  Spacious: { m: "واسع", f: "واسعة" },
  Upgraded: { m: "بتشطيبات مطوّرة", f: "بتشطيبات مطوّرة" },
  "Well-kept": { m: "بحالة ممتازة", f: "بحالة ممتازة" },
  "Corner-unit": { m: "زاوية", f: "زاوية" },
  Vacant: { m: "شاغر", f: "شاغرة" },
  Modern: { m: "حديث", f: "حديثة" },
  Renovated: { m: "مجدّد", f: "مجدّدة" },
  "Family-sized": { m: "مناسب للعائلات", f: "مناسبة للعائلات" },
  Elegant: { m: "أنيق", f: "أنيقة" },
};

const FEATURES_AR: Record<string, string> = {
  "with balcony": "مع شرفة",
  "with open view": "بإطلالة مفتوحة",
  "near the metro": "قرب المترو",
  "on a high floor": "في طابق مرتفع",
  "with study": "مع غرفة مكتب",
  "with large terrace": "مع تراس واسع",
  "with private terrace": "مع تراس خاص",
  "with panoramic views": "بإطلالات بانورامية",
  "with private pool": "مع مسبح خاص",
  "on the top floor": "في الطابق الأخير",
  "with landscaped garden": "مع حديقة منسّقة",
  "on a corner plot": "على قطعة أرض زاوية",
  "backing the park": "بمحاذاة الحديقة",
  "with maid's room": "مع غرفة خادمة",
  "close to the pool and park": "قرب المسبح والحديقة",
  "with garden": "مع حديقة",
  "end-unit": "بموقع طرفي",
  "with roof terrace": "مع تراس على السطح",
  "fitted with partitions": "مجهّز بقواطع",
  "shell and core": "على الهيكل الأساسي",
  "with meeting rooms": "مع غرف اجتماعات",
  "with parking": "مع مواقف سيارات",
  "with street frontage": "بواجهة على الشارع",
  "in a busy community": "في مجمّع حيوي",
  "on the ground floor": "في الطابق الأرضي",
  "with high footfall": "بحركة زوار عالية",
  "with loading bay": "مع رصيف تحميل",
  "with office mezzanine": "مع ميزانين للمكاتب",
  "with high ceiling": "بسقف مرتفع",
  "with three-phase power": "مع كهرباء ثلاثية الطور",
};

/** "من غرفة نوم واحدة", "من غرفتي نوم", "من 3 غرف نوم" … "من 11 غرفة نوم": Arabic counts its nouns. */
export function bedroomsAr(beds: number): string {
  if (beds === 1) return "من غرفة نوم واحدة";
  if (beds === 2) return "من غرفتي نوم";
  if (beds >= 3 && beds <= 10) return `من ${beds} غرف نوم`;
  return `من ${beds} غرفة نوم`;
}

export interface SampleTitleChoices {
  adjective: string;
  feature: string;
  propertyType: PropertyType;
  /** Bedrooms of a home; null for commercial space. */
  beds: number | null;
  location: string;
}

export function sampleTitleAr({
  adjective,
  feature,
  propertyType,
  beds,
  location,
}: SampleTitleChoices): string {
  const type = propertyType === "Apartment" && beds === 0 ? STUDIO_AR : TYPE_AR[propertyType];
  const describedAs = ADJECTIVES_AR[adjective]?.[type.gender];
  const featureAr = FEATURES_AR[feature];
  if (!describedAs || !featureAr) {
    throw new Error(`No Arabic for sample title words "${adjective}", "${feature}"`);
  }
  const place = (LOCATION_NAMES_AR as Record<string, string>)[location];
  if (!place) throw new Error(`No Arabic name for the location "${location}"`);
  const rooms = beds ? bedroomsAr(beds) : "";
  return [type.name, describedAs, rooms, featureAr, "في", place].filter(Boolean).join(" ");
}
