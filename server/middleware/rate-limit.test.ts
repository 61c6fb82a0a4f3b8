import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { effectiveRule, parseRateLimitOverrides, RATE_LIMITS } from "./rate-limit";

describe("rate-limit settings", () => {
  it("parses RATE_LIMITS entries and refuses malformed ones", () => {
    expect(parseRateLimitOverrides("login-ip=5/60, writes=off,enquiry=20/3600")).toEqual({
      ok: true,
      overrides: {
        "login-ip": { limit: 5, windowSeconds: 60 },
        writes: "off",
        enquiry: { limit: 20, windowSeconds: 3600 },
      },
    });
    expect(parseRateLimitOverrides("")).toEqual({ ok: true, overrides: {} });
    expect(parseRateLimitOverrides("login=5").ok).toBe(false);
    expect(parseRateLimitOverrides("login=0/60").ok).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: "nonsense" })).toThrow(ConfigError);
  });

  it("applies an override by name, else the scale, and never scales below one", () => {
    const settings = { scale: 0.01, overrides: { "login-ip": { limit: 3, windowSeconds: 30 } } } as const;
    expect(effectiveRule(RATE_LIMITS.loginByAddress, settings)).toEqual({ limit: 3, windowSeconds: 30 });
    expect(effectiveRule(RATE_LIMITS.contact, settings)).toEqual({ limit: 1, windowSeconds: 60 });
    expect(effectiveRule(RATE_LIMITS.enquiry, { scale: 10, overrides: { enquiry: "off" } })).toBeNull();
    expect(effectiveRule({ name: "custom", limit: 7, windowSeconds: 9 }, undefined)).toEqual({
      limit: 7,
      windowSeconds: 9,
    });
  });

  it("leaves room for ordinary use: at least 5 in a minute for enquiries, contact, newsletter and reset", () => {
    for (const rule of [
      RATE_LIMITS.enquiry,
      RATE_LIMITS.contact,
      RATE_LIMITS.newsletter,
      RATE_LIMITS.passwordReset,
    ]) {
      expect(rule.limit).toBeGreaterThanOrEqual(5);
      expect(rule.windowSeconds).toBeGreaterThanOrEqual(60);
    }
  });

  it("switches off only the shared-address limits under NODE_ENV=test, unless a test sets them", () => {
    const test = loadConfig({ NODE_ENV: "test" }).rateLimits;
    expect(test.overrides).toEqual({
      "register-ip": "off",
      "login-ip": "off",
      writes: "off",
      reads: "off",
    });
    expect(
      loadConfig({ NODE_ENV: "test", RATE_LIMITS: "login-ip=2/60" }).rateLimits.overrides["login-ip"],
    ).toEqual({ limit: 2, windowSeconds: 60 });
    expect(loadConfig({ NODE_ENV: "production" }).rateLimits).toEqual({ scale: 1, overrides: {} });
  });
});
