import { describe, expect, it } from "vitest";
import { hasArabic, normaliseForSearch, searchKeys, withoutArticles } from "./search-text";

describe("normaliseForSearch (docs/decisions/0042-arabic-names-and-matching.md)", () => {
  it("lower-cases Latin and turns punctuation and runs of spaces into one space", () => {
    expect(normaliseForSearch("  Jumeirah Beach Residence (JBR) ")).toBe("jumeirah beach residence jbr");
    expect(normaliseForSearch("Dubai\t\tMarina,  Tower-2")).toBe("dubai marina tower 2");
    expect(normaliseForSearch("أبوظبي، الشارقة؛ دبي؟")).toBe("ابوظبي الشارقه دبي");
    expect(normaliseForSearch("")).toBe("");
    expect(normaliseForSearch(" ... ")).toBe("");
  });

  it("strips tashkeel (U+064B–U+065F), the superscript alef and Quranic marks", () => {
    expect(normaliseForSearch("دُبَيّ")).toBe("دبي");
    expect(normaliseForSearch("شَقَّةٌ")).toBe("شقه");
    expect(normaliseForSearch("جِزِيرَةُ الرِّيمِ")).toBe("جزيره الريم");
    expect(normaliseForSearch("هٰذا")).toBe("هذا"); // superscript alef U+0670
    expect(normaliseForSearch("دبيۖ")).toBe("دبي"); // U+06D6, a Quranic mark: no word break
  });

  it("drops tatweel and invisible format characters", () => {
    expect(normaliseForSearch("دبـــي مـارينا")).toBe("دبي مارينا");
    expect(normaliseForSearch("دبي\u200cمارينا")).toBe("دبيمارينا"); // zero-width non-joiner
    expect(normaliseForSearch("\u200fدبي\u061c")).toBe("دبي"); // RLM, Arabic letter mark
  });

  it("writes every alef form as a bare alef", () => {
    expect(normaliseForSearch("أم القيوين")).toBe("ام القيوين");
    expect(normaliseForSearch("إمارة")).toBe("اماره");
    expect(normaliseForSearch("آل")).toBe("ال");
    expect(normaliseForSearch("ٱلبرشاء")).toBe("البرشاء");
  });

  it("writes taa marbuta as haa, alef maqsura (and the Persian yeh) as yaa", () => {
    expect(normaliseForSearch("الشارقة")).toBe("الشارقه");
    expect(normaliseForSearch("الشارقه")).toBe("الشارقه");
    expect(normaliseForSearch("دبى")).toBe("دبي");
    expect(normaliseForSearch("دبی")).toBe("دبي");
    expect(normaliseForSearch("مرسى دبي")).toBe("مرسي دبي");
  });

  it("writes hamza on waw and on yaa as the plain letters", () => {
    expect(normaliseForSearch("مؤسسة")).toBe("موسسه");
    expect(normaliseForSearch("شاطئ الراحة")).toBe("شاطي الراحه");
  });

  it("writes Arabic-Indic and Persian digits as 0–9", () => {
    expect(normaliseForSearch("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseForSearch("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normaliseForSearch("شقة ٣ غرف")).toBe("شقه 3 غرف");
  });

  it("reads Arabic presentation forms as the plain letters", () => {
    expect(normaliseForSearch("\uFEDF\uFEAE\uFEF3\uFEE2")).toBe("لريم"); // ﻟﺮﻳﻢ
  });
});

describe("withoutArticles", () => {
  it("drops al- at the start of words followed by two letters or more", () => {
    expect(withoutArticles("البرشاء")).toBe("برشاء");
    expect(withoutArticles("جزيره الريم")).toBe("جزيره ريم");
    expect(withoutArticles("ام القيوين")).toBe("ام قيوين");
  });
  it("keeps it where little would be left, and inside words", () => {
    expect(withoutArticles("ال")).toBe("ال");
    expect(withoutArticles("الب")).toBe("الب");
    expect(withoutArticles("مالك")).toBe("مالك");
  });
});

describe("searchKeys", () => {
  it("compares names with or without the space and the article", () => {
    expect(searchKeys("أبو ظبي").full).toBe(searchKeys("أبوظبي").full);
    expect(searchKeys("برشاء").bare).toBe(searchKeys("البرشاء").bare);
    expect(searchKeys("جزيرة الريم").starts).toContain("ريم");
  });
  it("unifies the variant spellings it is given", () => {
    const variants = [["جميره", "جميرا"]] as const;
    expect(searchKeys("نخلة جميرة", variants).full).toBe(searchKeys("نخلة جميرا", variants).full);
    expect(searchKeys("نخلة جميرة").full).not.toBe(searchKeys("نخلة جميرا").full);
  });
});

describe("hasArabic", () => {
  it("tells Arabic script from Latin", () => {
    expect(hasArabic("دبي")).toBe(true);
    expect(hasArabic("٣")).toBe(true);
    expect(hasArabic("Dubai 3")).toBe(false);
  });
});
