import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registerInputSchema } from "./user";
import { enquiryInputSchema } from "./enquiry";
import { photoNotAnImageMessage, photoTooLargeMessage } from "./media";
import {
  findTranslation,
  GENERIC_FIELD_ERROR_AR,
  translateErrorMessage,
  translateFieldError,
  translateFieldErrors,
  translateMessage,
} from "./messages";

const LATIN = /[A-Za-z]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return path.endsWith(".ts") && !path.includes(".test.") ? [path] : [];
  });
}

/** The literal English messages written for people: schema errors in shared/, AppError texts in server/. */
function literalMessages(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles("shared")) {
    for (const [, text] of readFileSync(file, "utf8").matchAll(/\b(?:error|message): "([^"]+)"/g)) {
      found.add(text!);
    }
  }
  for (const file of sourceFiles("server")) {
    const source = readFileSync(file, "utf8");
    for (const [, text] of source.matchAll(
      /AppError(?:\.(?:badRequest|unauthorized|forbidden|notFound|conflict|unavailable))?\(\s*(?:\d{3},\s*)?"([^"]+)"/g,
    ))
      found.add(text!);
    for (const [, text] of source.matchAll(/(?:_MESSAGE|INVALID_LOGIN|PASSWORD_CHANGED) =\s*"([^"]+)"/g))
      found.add(text!);
  }
  return [...found];
}

describe("messages for people in Arabic", () => {
  it("translates every literal message the schemas and services write", () => {
    const messages = literalMessages();
    expect(messages.length).toBeGreaterThan(80);
    const missing = messages.filter((message) => findTranslation(message, "ar") === undefined);
    expect(missing).toEqual([]);
  });

  it("leaves English as it is", () => {
    expect(translateMessage("Enter a valid email address", "en")).toBe("Enter a valid email address");
    expect(translateFieldErrors({ email: ["Enter a valid email address"] }, "en")).toEqual({
      email: ["Enter a valid email address"],
    });
  });

  it("writes registration errors as UAE portals do", () => {
    expect(translateMessage("Enter a valid email address", "ar")).toBe("يرجى إدخال بريد إلكتروني صالح");
    expect(translateMessage("Password must be at least 8 characters", "ar")).toBe(
      "كلمة المرور قصيرة جدًا: 8 أحرف على الأقل",
    );
    expect(translateMessage("Username must be at least 3 characters", "ar")).toBe(
      "اسم المستخدم قصير جدًا: 3 أحرف على الأقل",
    );
    expect(translateMessage("Username must be at most 32 characters", "ar")).toBe(
      "اسم المستخدم طويل جدًا: 32 حرفًا كحد أقصى",
    );
  });

  it("counts with Arabic nouns: dual, 3–10, 11–99 and hundreds", () => {
    expect(translateMessage("Must be at least 2 characters", "ar")).toBe("النص قصير جدًا: حرفان على الأقل");
    expect(translateMessage("Title must be at least 10 characters", "ar")).toBe(
      "العنوان قصير جدًا: 10 أحرف على الأقل",
    );
    expect(translateMessage("Description must be at least 30 characters", "ar")).toBe(
      "الوصف قصير جدًا: 30 حرفًا على الأقل",
    );
    expect(translateMessage("Must be at most 100 characters", "ar")).toBe("النص طويل جدًا: 100 حرف كحد أقصى");
    expect(translateMessage("Description must be at most 5,000 characters", "ar")).toBe(
      "الوصف طويل جدًا: 5,000 حرف كحد أقصى",
    );
    expect(translateMessage("Message must be at least 1 characters", "ar")).toBe(
      "الرسالة قصيرة جدًا: حرف واحد على الأقل",
    );
    expect(translateMessage("At most 30 photos", "ar")).toBe("30 صورة كحد أقصى");
  });

  it("puts values into the Arabic sentence", () => {
    expect(translateMessage(photoTooLargeMessage("villa.jpg"), "ar")).toBe(
      "حجم الملف villa.jpg أكبر من 10 ميغابايت",
    );
    expect(translateMessage(photoNotAnImageMessage("notes.pdf"), "ar")).toBe(
      "الملف notes.pdf ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF أو HEIC",
    );
    expect(
      translateMessage("A Trakheesi permit number is required to publish a listing in Dubai", "ar"),
    ).toBe("يلزم رقم تصريح ترخيصي لنشر إعلان في دبي");
    expect(translateMessage("Unknown field(s): colour, size", "ar")).toBe("حقول غير معروفة: colour، size");
    expect(translateMessage("No API endpoint GET /api/nothing", "ar")).toBe(
      "لا توجد نقطة وصول في الواجهة البرمجية GET /api/nothing",
    );
  });

  it("keeps a message that is already Arabic", () => {
    expect(translateFieldError("يرجى إدخال اسمك", "ar")).toBe("يرجى إدخال اسمك");
  });

  it("never answers English in Arabic: unknown field errors and messages fall back by kind", () => {
    expect(translateFieldError("Invalid input: expected string, received number", "ar")).toBe(
      GENERIC_FIELD_ERROR_AR,
    );
    expect(translateErrorMessage("Something new", 404, "ar")).toBe("غير موجود");
    expect(translateErrorMessage("Something new", 429, "ar")).not.toMatch(LATIN);
    expect(translateMessage("Something new", "ar")).toBe("Something new");
  });

  it("translates what the shared schemas answer for bad input, zod's own messages included", () => {
    const registration = registerInputSchema.safeParse({ username: "a!", email: "x", password: "1" });
    const enquiry = enquiryInputSchema.safeParse({ propertyId: "x", name: "", email: "nope", message: 5 });
    for (const result of [registration, enquiry]) {
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        expect(translateFieldError(issue.message, "ar"), issue.message).not.toMatch(LATIN);
      }
    }
  });
});
