import { describe, expect, it } from "vitest";
import { DEFAULT_SITES, hostnameOf, resolveSite } from "./site";

describe("resolveSite", () => {
  it("picks the site by host name, ignoring port and case", () => {
    expect(resolveSite(DEFAULT_SITES, "DubaiPropertyHub.com:8443", undefined).key).toBe("dubai");
    expect(resolveSite(DEFAULT_SITES, "www.dubaipropertymarkets.com", undefined)).toMatchObject({
      key: "dubaipropertymarkets",
      type: "dubai",
      scope: "Dubai",
      siteName: "Dubai Property Markets",
    });
  });

  it("falls back to the UAE-wide site for unknown hosts, ignoring ?domain there", () => {
    expect(resolveSite(DEFAULT_SITES, "example.org", "dubai").key).toBe("uae");
    expect(resolveSite(DEFAULT_SITES, undefined, undefined).scope).toBe("UAE");
  });

  it("lets ?domain choose a Dubai variant on development hosts only", () => {
    expect(resolveSite(DEFAULT_SITES, "localhost:5000", "dubai").key).toBe("dubai");
    expect(resolveSite(DEFAULT_SITES, "app.localhost", "dubaipropertymarkets").key).toBe(
      "dubaipropertymarkets",
    );
    expect(resolveSite(DEFAULT_SITES, "[::1]:5000", "dubai").key).toBe("dubai");
    expect(resolveSite(DEFAULT_SITES, "127.0.0.1", "other").key).toBe("uae");
  });

  it("never leaks the host list into the site config handed to the client", () => {
    expect(resolveSite(DEFAULT_SITES, "localhost", undefined)).not.toHaveProperty("hosts");
  });

  it("reads IPv6 hosts", () => {
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
  });
});
