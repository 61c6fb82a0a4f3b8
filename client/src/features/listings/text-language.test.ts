import { describe, expect, it } from "vitest";
import { languageOfText } from "./text-language";

describe("languageOfText", () => {
  it("reads the language from the letters", () => {
    expect(languageOfText("Sea view apartment in Dubai Marina")).toBe("en");
    expect(languageOfText("شقة بإطلالة بحرية في دبي مارينا")).toBe("ar");
    expect(languageOfText("شقة 2 غرفة في JBR")).toBe("ar");
    expect(languageOfText("Villa فيلا with garden")).toBe("en");
    expect(languageOfText("1,200")).toBe("en");
  });
});
