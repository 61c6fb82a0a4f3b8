import { describe, expect, it } from "vitest";
import { parseLocalisedNumber, westernDigits } from "./index";

describe("parseLocalisedNumber", () => {
  it("reads Western, Arabic-Indic and Persian digits", () => {
    expect(parseLocalisedNumber("1200000")).toBe(1_200_000);
    expect(parseLocalisedNumber("١٢٠٠٠٠٠")).toBe(1_200_000);
    expect(parseLocalisedNumber("۱۲۰۰۰۰۰")).toBe(1_200_000);
    expect(parseLocalisedNumber("٣")).toBe(3);
    expect(parseLocalisedNumber("0")).toBe(0);
    expect(parseLocalisedNumber("٠")).toBe(0);
  });

  it("skips group separators: commas, the Arabic thousands separator and spaces", () => {
    expect(parseLocalisedNumber("1,200,000")).toBe(1_200_000);
    expect(parseLocalisedNumber("١٬٢٠٠٬٠٠٠")).toBe(1_200_000);
    expect(parseLocalisedNumber("١,٢٠٠,٠٠٠")).toBe(1_200_000);
    expect(parseLocalisedNumber("1 200 000")).toBe(1_200_000);
    expect(parseLocalisedNumber("1\u00a0200\u202f000")).toBe(1_200_000);
    expect(parseLocalisedNumber("  95,000 ")).toBe(95_000);
  });

  it("reads a decimal point or the Arabic decimal separator", () => {
    expect(parseLocalisedNumber("4.25")).toBe(4.25);
    expect(parseLocalisedNumber("٤٫٢٥")).toBe(4.25);
    expect(parseLocalisedNumber("۴٫۵")).toBe(4.5);
    expect(parseLocalisedNumber("1,250.5")).toBe(1250.5);
    expect(parseLocalisedNumber(".5")).toBe(0.5);
    expect(parseLocalisedNumber("12.")).toBe(12);
  });

  it("reads a leading minus", () => {
    expect(parseLocalisedNumber("-12")).toBe(-12);
    expect(parseLocalisedNumber("−١٢")).toBe(-12);
    expect(parseLocalisedNumber("-0")).toBe(0);
    expect(Object.is(parseLocalisedNumber("-0"), -0)).toBe(false);
  });

  it("ignores the direction marks a copied number may carry", () => {
    expect(parseLocalisedNumber("\u200f١٢٣\u200e")).toBe(123);
  });

  it("is undefined for anything that is not a number", () => {
    for (const text of [
      "",
      "   ",
      "-",
      ".",
      "abc",
      "12a",
      "1.2.3",
      "٤٫٢٫٥",
      "1e5",
      "0x10",
      "+5",
      "5-",
      "--5",
      ",100",
      "100,",
      "Infinity",
      "NaN",
      "١٢ درهم",
    ]) {
      expect(parseLocalisedNumber(text), text).toBeUndefined();
    }
  });
});

describe("westernDigits", () => {
  it("writes Arabic-Indic and Persian digits as Western ones and keeps the rest", () => {
    expect(westernDigits("١٢٣ ۴۵۶ 789")).toBe("123 456 789");
    expect(westernDigits("غرف ٣")).toBe("غرف 3");
  });
});
