/**
 * Arabic names of the emirates, the 58 locations, the property types and the amenities, as UAE authorities and the big
 * UAE portals write them (docs/decisions/0042-arabic-names-and-matching.md). The English names stay the
 * canonical values (API, URLs, database); these are for display and for matching what people type.
 * Type-only imports: this module is imported by locations.ts and must not import it back at run time.
 */
import type { Amenity } from "./amenities";
import type { PropertyType } from "./listing-options";
import type { Emirate, LocationName } from "./locations";
import { searchKeys, type SearchKeys } from "./search-text";

/** The languages names are shown in; English names are the canonical values. */
export type Language = "en" | "ar";

export const EMIRATE_NAMES_AR: Record<Emirate, string> = {
  Dubai: "دبي",
  "Abu Dhabi": "أبوظبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
  "Umm Al Quwain": "أم القيوين",
};

export const LOCATION_NAMES_AR: Record<LocationName, string> = {
  // Dubai
  "Downtown Dubai": "وسط مدينة دبي",
  "Dubai Marina": "دبي مارينا",
  "Palm Jumeirah": "نخلة جميرا",
  "Business Bay": "الخليج التجاري",
  "Arabian Ranches": "المرابع العربية",
  "Jumeirah Beach Residence (JBR)": "جميرا بيتش ريزيدنس",
  "Jumeirah Village Circle (JVC)": "قرية جميرا الدائرية",
  "Jumeirah Lake Towers (JLT)": "أبراج بحيرات جميرا",
  "Dubai Hills Estate": "دبي هيلز استيت",
  DIFC: "مركز دبي المالي العالمي",
  "Al Barsha": "البرشاء",
  Jumeirah: "جميرا",
  "Umm Suqeim": "أم سقيم",
  "Dubai Creek Harbour": "دبي كريك هاربر",
  "Mohammed Bin Rashid City": "مدينة محمد بن راشد",
  "Dubai Silicon Oasis": "واحة دبي للسيليكون",
  "Damac Hills": "داماك هيلز",
  "Motor City": "موتور سيتي",
  "Dubai Sports City": "مدينة دبي الرياضية",
  "International City": "المدينة العالمية",
  "Al Furjan": "الفرجان",
  "Town Square": "تاون سكوير",
  Mirdif: "مردف",
  Deira: "ديرة",
  "Bur Dubai": "بر دبي",
  "Emirates Hills": "تلال الإمارات",
  // Abu Dhabi
  "Al Reem Island": "جزيرة الريم",
  "Saadiyat Island": "جزيرة السعديات",
  "Yas Island": "جزيرة ياس",
  "Al Raha Beach": "شاطئ الراحة",
  "Khalifa City": "مدينة خليفة",
  "Al Reef": "الريف",
  "Masdar City": "مدينة مصدر",
  "Corniche Area": "منطقة الكورنيش",
  "Al Maryah Island": "جزيرة الماريه",
  "Mohammed Bin Zayed City": "مدينة محمد بن زايد",
  "Al Ghadeer": "الغدير",
  "Al Khalidiyah": "الخالدية",
  // Sharjah
  "Al Majaz": "المجاز",
  "Al Nahda": "النهدة",
  "Al Khan": "الخان",
  Aljada: "الجادة",
  Muwaileh: "مويلح",
  "Al Taawun": "التعاون",
  "Tilal City": "مدينة تلال",
  // Ajman
  "Al Nuaimiya": "النعيمية",
  "Ajman Corniche": "كورنيش عجمان",
  "Al Rashidiya": "الراشدية",
  "Emirates City": "مدينة الإمارات",
  // Ras Al Khaimah
  "Al Hamra Village": "قرية الحمراء",
  "Mina Al Arab": "ميناء العرب",
  "Al Marjan Island": "جزيرة المرجان",
  "Al Nakheel": "النخيل",
  // Fujairah
  "Fujairah City": "مدينة الفجيرة",
  Dibba: "دبا",
  "Al Faseel": "الفصيل",
  // Umm Al Quwain
  "Umm Al Quwain Marina": "أم القيوين مارينا",
  "Al Salamah": "السلامة",
};

/** Singular, as a listing's type is shown ("فيلا للبيع"). */
export const PROPERTY_TYPE_NAMES_AR: Record<PropertyType, string> = {
  Villa: "فيلا",
  Apartment: "شقة",
  Townhouse: "تاون هاوس",
  Penthouse: "بنتهاوس",
  Office: "مكتب",
  Retail: "محل تجاري",
  Warehouse: "مستودع",
};

/**
 * Other ways people write the same place in Arabic, matched but never shown: the official or the portals'
 * other name, the Arabic letters of an abbreviation, the name the other way round. Spelling variants the
 * normaliser already unifies (أ/ا, ة/ه, ى/ي, a space or none, جميرا/جميرة) need no entry.
 */
export const LOCATION_ALIASES_AR: Partial<Record<LocationName, readonly string[]>> = {
  "Downtown Dubai": ["داون تاون دبي", "داونتاون دبي"],
  "Dubai Marina": ["مرسى دبي"],
  "Palm Jumeirah": ["جزيرة النخلة", "بالم جميرا"],
  "Business Bay": ["بزنس باي"],
  "Arabian Ranches": ["ارابيان رانشز"],
  "Jumeirah Beach Residence (JBR)": ["مساكن شاطئ جميرا", "جي بي آر"],
  "Jumeirah Village Circle (JVC)": ["جي في سي"],
  "Jumeirah Lake Towers (JLT)": ["جي إل تي"],
  DIFC: ["دي آي إف سي"],
  "Dubai Creek Harbour": ["خور دبي", "ميناء خور دبي"],
  "Dubai Silicon Oasis": ["دبي سيليكون أواسيس"],
  "Dubai Sports City": ["دبي سبورتس سيتي"],
  "International City": ["انترناشيونال سيتي"],
  "Emirates Hills": ["إمارات هيلز"],
  "Umm Al Quwain Marina": ["مارينا أم القيوين"],
};

/** Plurals and other words for the types, for matching: "شقق" finds apartments. */
export const PROPERTY_TYPE_ALIASES_AR: Partial<Record<PropertyType, readonly string[]>> = {
  Villa: ["فيلات", "فلل"],
  Apartment: ["شقق"],
  Townhouse: ["تاون هاوسات", "تاونهاوس"],
  Penthouse: ["بنت هاوس"],
  Office: ["مكاتب"],
  Retail: ["محل", "محلات", "متجر", "محلات تجارية"],
  Warehouse: ["مستودعات", "مخزن", "مخازن"],
};

/**
 * The amenities' Arabic names, as the site shows them (the common catalogue's msgstr for each; a test keeps
 * the two equal): what an Arabic search for an amenity matches (search-terms.ts).
 */
export const AMENITY_NAMES_AR: Record<Amenity, string> = {
  "Swimming pool": "مسبح",
  Gym: "صالة رياضية",
  "Covered parking": "موقف سيارات مغطى",
  Balcony: "شرفة",
  "Built-in wardrobes": "خزائن ملابس مدمجة",
  "Central A/C": "تكييف مركزي",
  "Children's play area": "منطقة ألعاب للأطفال",
  Concierge: "خدمة الكونسيرج",
  Security: "حراسة أمنية",
  "Maid's room": "غرفة خادمة",
  Study: "غرفة مكتب",
  "Private garden": "حديقة خاصة",
  "Private pool": "مسبح خاص",
  "Shared spa": "منتجع صحي مشترك",
  "Sea view": "إطلالة على البحر",
  "View of landmark": "إطلالة على معلم بارز",
  "Walk-in closet": "غرفة ملابس",
  "Pets allowed": "يُسمح بالحيوانات الأليفة",
  "Kitchen appliances": "أجهزة مطبخ",
  "Barbecue area": "منطقة شواء",
  "Metro nearby": "قرب المترو",
  "24-hour access": "دخول على مدار الساعة",
  Fitted: "مجهّز",
  Pantry: "مطبخ صغير",
  "Loading bay": "منطقة تحميل",
  "Shared meeting rooms": "قاعات اجتماعات مشتركة",
  Reception: "مكتب استقبال",
};

/**
 * Other ways listings and searches on UAE portals write the amenities, matched but never shown. As for
 * places, variants the normaliser unifies (أ/إ/ا, ة/ه, ى/ي, "ال" or none, marks) need no entry.
 */
export const AMENITY_ALIASES_AR: Partial<Record<Amenity, readonly string[]>> = {
  "Swimming pool": ["حمام سباحة", "بركة سباحة", "مسبح مشترك"],
  Gym: ["جيم", "نادي رياضي", "صالة ألعاب رياضية", "صالة رياضة"],
  "Covered parking": ["موقف مغطى", "مواقف مغطاة", "مواقف سيارات مغطاة", "باركينج مغطى"],
  Balcony: ["بلكونة", "بلكون", "شرفات"],
  "Built-in wardrobes": ["خزائن مدمجة", "خزانات مدمجة", "خزانة ملابس مدمجة", "دواليب مدمجة"],
  "Central A/C": ["مكيف مركزي", "تكييف مركزي مشمول"],
  "Children's play area": ["منطقة ألعاب أطفال", "ملعب أطفال", "ألعاب أطفال", "منطقة العاب الاطفال"],
  Concierge: ["كونسيرج"],
  Security: ["حراسة", "أمن وحراسة", "حراسة على مدار الساعة"],
  "Maid's room": ["غرفة خادمة", "غرفة خدم", "غرفة عاملة", "غرفة الخادمة"],
  Study: ["غرفة دراسة", "مكتب منزلي"],
  "Private pool": ["حمام سباحة خاص", "بركة سباحة خاصة"],
  "Shared spa": ["سبا مشترك", "منتجع صحي", "سبا"],
  "Sea view": [
    "إطلالة بحرية",
    "إطلالات بحرية",
    "إطلالة البحر",
    "مطل على البحر",
    "مطلة على البحر",
    "منظر البحر",
    "منظر بحري",
    "فيو بحر",
  ],
  "View of landmark": ["إطلالة على معلم", "إطلالة على معالم"],
  "Walk-in closet": ["غرفة تبديل ملابس", "غرفة تبديل الملابس"],
  "Pets allowed": ["مسموح بالحيوانات الأليفة", "الحيوانات الأليفة مسموحة", "يسمح بالحيوانات"],
  "Kitchen appliances": ["أجهزة المطبخ", "مطبخ مجهز"],
  "Barbecue area": ["منطقة باربكيو", "منطقة شوي", "شواء"],
  "Metro nearby": ["بالقرب من المترو", "قريب من المترو", "قرب محطة المترو", "بجانب المترو"],
  "24-hour access": ["دخول 24 ساعة", "مفتوح على مدار الساعة"],
  Fitted: ["مجهز بالكامل", "مجهزة"],
  Pantry: ["ركن مطبخ"],
  "Loading bay": ["رصيف تحميل"],
  "Shared meeting rooms": ["غرف اجتماعات مشتركة", "قاعة اجتماعات"],
  Reception: ["استقبال", "منطقة استقبال"],
};

/**
 * Whole-word spellings unified before comparing names (after normaliseForSearch): Jumeirah is written
 * جميرا and جميرة about equally.
 */
export const SPELLING_VARIANTS_AR: readonly (readonly [from: string, to: string])[] = [["جميره", "جميرا"]];

/** The keys an Arabic name is compared by: normalised, spelling variants unified (search-text.ts). */
export function arabicKeys(text: string): SearchKeys {
  return searchKeys(text, SPELLING_VARIANTS_AR);
}

/** True when the typed text, as keys, is the name written another way (exactly, not a part of it). */
export function sameName(typed: SearchKeys, name: SearchKeys): boolean {
  return typed.full !== "" && (typed.full === name.full || typed.bare === name.bare);
}
