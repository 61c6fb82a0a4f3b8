import type dns from "node:dns";
import { describe, expect, it } from "vitest";
import { translateMessage } from "@shared/messages";
import { couldNotFetchMessage, feedUrlProblem, guardedLookup, isPrivateAddress } from "./feed-fetch";

/*
 * The feed fetcher's address check (issue 25 item 12, docs/decisions/0053): only public unicast may be
 * fetched, whichever way an address is written, IPv6 forms that carry an IPv4 address inside included.
 */

const STRICT = { allowHttp: true, allowPrivateAddresses: false };

describe("isPrivateAddress", () => {
  it.each([
    // IPv4: this network, RFC 1918, CGNAT, loopback, link-local, IETF, documentation, 6to4 relay,
    // benchmarking, multicast, reserved and broadcast
    "0.0.0.0",
    "0.1.2.3",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.254",
    "192.0.0.8",
    "192.0.2.1",
    "192.88.99.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.19.255.254",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    // IPv6: unspecified, loopback, IPv4-compatible (::/96), IPv4-mapped (every spelling), IPv4-translated
    "::",
    "::1",
    "::127.0.0.1",
    "::7f00:1",
    "::8.8.8.8",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0:0:0:0:0:ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:0:7f00:1",
    // NAT64 (well-known and local-use), discard, Teredo, benchmarking, documentation, 6to4
    "64:ff9b::7f00:1",
    "64:ff9b::808:808",
    "64:ff9b:1::a00:1",
    "100::1",
    "2001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:2::1",
    "2001:db8::1",
    "2002:7f00:1::",
    "2002:a00:1::1",
    "2002:808:808::1",
    "3fff::1",
    // unique-local, link-local, site-local, multicast; a zone index
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "ff0e::1",
    "fe80::1%eth0",
    // not an address
    "example.com",
    "",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "94.200.1.1",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "198.20.0.1",
    "223.255.255.254",
    "::ffff:8.8.8.8",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "2001:4860:4860::8888",
    "2003::1",
  ])("allows the public address %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("feedUrlProblem", () => {
  it.each([
    "http://[::127.0.0.1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[2002:7f00:1::]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[2001::1]/",
    "http://0.0.0.0/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
  ])("refuses %s before any connection", (url) => {
    expect(feedUrlProblem(url, STRICT)).toBe("The feed address points to a private or local network address");
  });
});

describe("guardedLookup", () => {
  /** What the lookup answers the request for a name the resolver maps to `addresses`. */
  function lookUp(addresses: dns.LookupAddress[]) {
    const lookup = guardedLookup(false, (_name, _options, callback) => callback(null, addresses));
    return new Promise<{ error: Error | null; answer: unknown }>((resolve) =>
      lookup("feed.example.com", { all: true }, (error, answer) => resolve({ error, answer })),
    );
  }

  it("refuses a name when any of its answers is private, however written", async () => {
    for (const address of ["127.0.0.1", "::ffff:127.0.0.1", "::7f00:1", "2002:a00:1::1", "64:ff9b::a00:1"]) {
      const { error } = await lookUp([
        { address: "93.184.216.34", family: 4 },
        { address, family: address.includes(":") ? 6 : 4 },
      ]);
      expect(error?.message, address).toBe(`feed.example.com resolves to ${address}`);
    }
  });

  it("passes a name whose answers are all public", async () => {
    const answers = [
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
    ];
    expect(await lookUp(answers)).toEqual({ error: null, answer: answers });
  });
});

describe("what the agency reads", () => {
  it("is one plain sentence naming the time limit, in English and Arabic", () => {
    expect(couldNotFetchMessage("feed", 30_000)).toBe(
      "The feed could not be fetched: check the address, and that its server answers within 30 seconds",
    );
    expect(couldNotFetchMessage("photo", 1_000)).toBe(
      "The photo could not be fetched: check the address, and that its server answers within 1 second",
    );
    expect(translateMessage(couldNotFetchMessage("feed", 30_000), "ar")).toBe(
      "تعذّر جلب ملف التغذية: تحقّق من العنوان ومن أن الخادم يستجيب خلال 30 ثانية",
    );
    expect(translateMessage(couldNotFetchMessage("photo", 2_000), "ar")).toBe(
      "تعذّر جلب الصورة: تحقّق من العنوان ومن أن الخادم يستجيب خلال ثانيتين",
    );
  });

  it("says in Arabic why a run kept the listings and why a feed was refused", () => {
    expect(
      translateMessage(
        "Listings missing from the feed were kept on the site: 1 of 5 entries could be imported, fewer than the 80% needed to take any off",
        "ar",
      ),
    ).toBe(
      "أُبقيت على الموقع الإعلانات غير الواردة في ملف التغذية: استُورد 1 من أصل 5 من إدخالاته، وهو أقل من نسبة 80% اللازمة لإزالة أي منها",
    );
    expect(
      translateMessage(
        "The XML feed is nested more than 100 levels deep: a feed's elements go four levels deep (list, property, photo, url)",
        "ar",
      ),
    ).toBe(
      "ملف التغذية بصيغة XML متداخل لأكثر من 100 مستوى: لا تتجاوز عناصر ملف التغذية أربعة مستويات (list وproperty وphoto وurl)",
    );
    expect(translateMessage("The feed is empty", "ar")).toBe("ملف التغذية فارغ");
  });
});
