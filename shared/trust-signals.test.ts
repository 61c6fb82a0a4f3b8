import { describe, expect, it } from "vitest";
import { translateFieldError } from "./messages";
import {
  checkBrnFormat,
  checkNumber,
  checkPermitFormat,
  DUBAI_BRN_FORMAT,
  formatRefusalMessage,
  refusedBrnMessage,
  refusedPermitMessage,
  type NumberFormat,
} from "./trust-signals";

describe("permit formats per emirate", () => {
  it("holds Dubai permits to the Trakheesi form: 10 digits", () => {
    expect(checkPermitFormat("Dubai", "7117220918")).toBe("matches");
    expect(checkPermitFormat("Dubai", "711722091")).toBe("mismatch");
    expect(checkPermitFormat("Dubai", "71172209180")).toBe("mismatch");
    expect(checkPermitFormat("Dubai", "DXB-778899")).toBe("mismatch");
    expect(checkPermitFormat("Dubai", null)).toBe("not-checked");
  });

  it("knows no Abu Dhabi format: every permit is for a moderator to look up", () => {
    expect(checkPermitFormat("Abu Dhabi", "20250001234")).toBe("no-format");
    expect(checkPermitFormat("Abu Dhabi", "anything-1")).toBe("no-format");
    expect(checkPermitFormat("Abu Dhabi", null)).toBe("not-checked");
  });

  it("checks nothing in the emirates that require no permit", () => {
    for (const emirate of ["Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"] as const) {
      expect(checkPermitFormat(emirate, "SHA-12345")).toBe("not-checked");
    }
  });

  it("refuses a number only against a published format", () => {
    const published: NumberFormat = {
      name: "x",
      authority: "published",
      pattern: /^\d{4}$/,
      description: "4 digits",
      nameAr: "س",
      descriptionAr: "4 أرقام",
    };
    expect(checkNumber(published, "1234")).toBe("matches");
    expect(checkNumber(published, "12345")).toBe("refused");
    expect(checkNumber({ ...published, authority: "observed" }, "12345")).toBe("mismatch");
  });
});

describe("BRN formats", () => {
  it("holds Dubai BRNs to RERA's form, however the prefix is written", () => {
    expect(checkBrnFormat("Dubai", "45123")).toBe("matches");
    expect(checkBrnFormat("Dubai", "BRN-40213")).toBe("matches");
    expect(checkBrnFormat("Dubai", "brn 40213")).toBe("matches");
    expect(checkBrnFormat("Dubai", "1234567")).toBe("mismatch");
    expect(checkBrnFormat("Dubai", "BRN-ABC")).toBe("mismatch");
    expect(checkBrnFormat("Dubai", null)).toBe("not-checked");
    expect(checkBrnFormat("Abu Dhabi", "ABC")).toBe("not-checked");
  });
});

describe("refusals by a published format", () => {
  it("refuse nothing while every format is only observed", () => {
    expect(refusedPermitMessage("Dubai", "DXB-778899")).toBeNull();
    expect(refusedBrnMessage("Dubai", "BRN-ABC")).toBeNull();
  });

  it("say which number, in what form, in English and in Arabic", () => {
    const published = { ...DUBAI_BRN_FORMAT, authority: "published" as const };
    const message = formatRefusalMessage(published);
    expect(message).toBe("This RERA BRN number is not in the form its regulator publishes (up to 6 digits)");
    expect(translateFieldError(message, "ar")).toBe(
      "رقم تسجيل الوسيط لدى ريرا هذا ليس بالصيغة التي تنشرها الجهة التنظيمية (6 أرقام كحد أقصى)",
    );
  });
});
