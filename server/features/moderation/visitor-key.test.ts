import { describe, expect, it } from "vitest";
import { networkOf } from "./visitor-key";

describe("networkOf: the network one person reports from", () => {
  it("is an IPv4 address itself, also when written as IPv4-mapped IPv6", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const network = "2001:db8:25:1::/64";
    expect(networkOf("2001:db8:25:1::10")).toBe(network);
    expect(networkOf("2001:0db8:0025:0001:ffff:0:0:9")).toBe(network);
    expect(networkOf("2001:DB8:25:1:a:b:c:d")).toBe(network);
    expect(networkOf("2001:db8:25:1::10%eth0")).toBe(network);
    expect(networkOf("2001:db8:25:1::203.0.113.7")).toBe(network);
    expect(networkOf("2001:db8:25:2::10")).toBe("2001:db8:25:2::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("is null for anything that is not an address", () => {
    expect(networkOf("")).toBeNull();
    expect(networkOf("unknown")).toBeNull();
    expect(networkOf("203.0.113.300")).toBeNull();
    expect(networkOf("2001:db8:::1")).toBeNull();
  });
});
