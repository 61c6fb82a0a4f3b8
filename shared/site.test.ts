import { describe, expect, it } from "vitest";
import { DEFAULT_SITES, normaliseHost, resolveSite } from "./site";

const siteFor = (host: string | undefined, domain: unknown) =>
  resolveSite(DEFAULT_SITES, normaliseHost(host), domain);

describe("resolveSite", () => {
  it("picks the site by host name, ignoring port and case", () => {
    expect(siteFor("DubaiPropertyHub.com:8443", undefined).key).toBe("dubai");
    expect(siteFor("www.dubaipropertymarkets.com", undefined)).toMatchObject({
      key: "dubaipropertymarkets",
      type: "dubai",
      scope: "Dubai",
      siteName: "Dubai Property Markets",
    });
  });

  it("falls back to the UAE-wide site for unknown hosts, ignoring ?domain there", () => {
    expect(siteFor("example.org", "dubai").key).toBe("uae");
    expect(siteFor(undefined, undefined).scope).toBe("UAE");
  });

  it("lets ?domain choose a Dubai variant on development hosts only", () => {
    expect(siteFor("localhost:5000", "dubai").key).toBe("dubai");
    expect(siteFor("app.localhost", "dubaipropertymarkets").key).toBe("dubaipropertymarkets");
    expect(siteFor("[::1]:5000", "dubai").key).toBe("dubai");
    expect(siteFor("127.0.0.1", "other").key).toBe("uae");
  });

  it("never leaks the host list into the site config handed to the client", () => {
    expect(siteFor("localhost", undefined)).not.toHaveProperty("hosts");
  });

  it("finds the site whatever the case, port or trailing dot of the host", () => {
    for (const host of ["DUBAIPROPERTYHUB.COM.", "dubaipropertyhub.com.:443", " DubaiPropertyHub.com "]) {
      expect(siteFor(host, undefined).key, host).toBe("dubai");
    }
    expect(siteFor("localhost.:5000", "dubai").key).toBe("dubai");
  });
});

describe("normaliseHost", () => {
  it.each([
    ["DUBAIPROPERTYHUB.COM.", "dubaipropertyhub.com"],
    ["Example.com:8080", "example.com"],
    ["example.com.:8080", "example.com"],
    ["[::1]:3000", "[::1]"],
    ["[::1]", "[::1]"],
    ["::1", "[::1]"],
    ["[::1", ""],
    ["", ""],
    [undefined, ""],
  ])("%s → %s", (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });
});
