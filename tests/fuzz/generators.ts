import fc from "fast-check";
import type { BodyProperty } from "./endpoints";

/** Hostile values for bodies, query strings, headers and path segments. */

const ATTACK_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; select pg_sleep(5)",
  '" OR ""="',
  "') UNION SELECT password_hash FROM users --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\ud800",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "Ｄｕｂａｉ",
  "دبي مارينا",
  "🏠🏙️👨‍👩‍👧",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "9".repeat(400),
  "a".repeat(5000),
  " ",
  "",
  "__proto__",
  "constructor",
  "true",
  "[]",
  "{}",
];

const ATTACK_NUMBERS = [
  0,
  -1,
  1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.1,
  1.5,
  5e-324,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ATTACK_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ATTACK_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
}));

/** A value of roughly the right kind, so some requests get past validation into the services. */
function plausibleValue(property: BodyProperty): fc.Arbitrary<unknown> {
  if (property.enum?.length) return fc.constantFrom(...property.enum);
  switch (property.type) {
    case "integer":
      return fc.integer({ min: -5, max: 5_000_000 });
    case "number":
      return fc.double({ min: -10, max: 1e7, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 });
    default:
      return fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.emailAddress());
  }
}

export interface GeneratedBody {
  contentType: string;
  text: string;
}

const EXTRA_FIELDS = [
  "id",
  "ownerId",
  "userId",
  "isAdmin",
  "role",
  "status",
  "__proto__",
  "featured",
  "views",
];

/** JSON objects shaped like the documented body (fields wrong, missing or extra), other JSON, or broken JSON. */
export function bodyArbitrary(properties: BodyProperty[] | null): fc.Arbitrary<GeneratedBody> {
  const fields = properties ?? [];
  const shaped = fc
    .record({
      values: fc.tuple(
        ...fields.map((p) =>
          fc.oneof(
            { weight: 3, arbitrary: plausibleValue(p).map((v) => ({ set: true, v })) },
            { weight: 2, arbitrary: hostileValue.map((v) => ({ set: true, v })) },
            { weight: 1, arbitrary: fc.constant({ set: false, v: undefined as unknown }) },
          ),
        ),
      ),
      extra: fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_FIELDS), hostileString), hostileValue, {
        maxKeys: 3,
      }),
      addExtra: fc.boolean(),
    })
    .map(({ values, extra, addExtra }) => {
      const object: Record<string, unknown> = {};
      fields.forEach((p, i) => {
        if (values[i].set) object[p.name] = values[i].v;
      });
      return JSON.stringify(addExtra ? { ...object, ...extra } : object);
    });
  const json = (text: fc.Arbitrary<string>) =>
    text.map((t) => ({ contentType: "application/json", text: t }));
  return fc.oneof(
    { weight: 6, arbitrary: json(shaped) },
    { weight: 2, arbitrary: json(hostileValue.map((v) => JSON.stringify(v) ?? "null")) },
    {
      weight: 1,
      arbitrary: json(
        fc.oneof(
          fc.constantFrom("{", '{"a":', "[1,2", '{"a":1,}', "nul", "\u0000", '{"a":"\\ud800"}', "{'a':1}"),
          fc.string({ maxLength: 50 }),
          shaped.map((s) => s.slice(0, Math.max(0, s.length - 1))),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/xml",
          "multipart/form-data; boundary=x",
          "application/json; charset=latin1",
          "application/vnd.api+json",
        ),
        text: shaped,
      }),
    },
  );
}

export const encodeForUrl = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded: send it as a broken escape instead.
    return "%ED%A0%80";
  }
};

/** A query string over the documented parameters and random ones: hostile values, repeats, bad escapes. */
export function queryArbitrary(names: string[]): fc.Arbitrary<string> {
  const name = names.length ? fc.oneof(fc.constantFrom(...names), hostileString) : hostileString;
  const value = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.constantFrom("all", "", "5", "abc", "-1", "1.5", "%", "%zz", "a%E0%A4%A", "1e400"),
  );
  const pair = fc.tuple(name, value, fc.boolean());
  return fc.array(pair, { maxLength: 6 }).map((pairs) => {
    if (!pairs.length) return "";
    const parts = pairs.map(
      ([n, v, raw]) => `${encodeForUrl(n)}=${raw && /^[%\w.-]*$/.test(v) ? v : encodeForUrl(v)}`,
    );
    return `?${parts.join("&")}`;
  });
}

/** Path parameter values: real ids, and everything an id is not. */
export function pathValueArbitrary(knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: knownIds.length ? fc.constantFrom(...knownIds) : fc.constant("1") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "1.5",
        "1e3",
        "99999999999999999999",
        "2147483648",
        "abc",
        "' OR 1=1 --",
        "dubai-marina",
        "%",
        "..",
        "null",
      ),
    },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0) },
  );
}

const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** Headers a client controls: hosts of the three sites and nonsense, cookies, forwarded addresses, origins. */
export function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        host: fc.constantFrom(
          "localhost",
          "uaepropertymarkets.com",
          "dubaipropertyhub.com",
          "www.dubaipropertymarkets.com",
          "evil.example",
          "localhost:99999",
          "[::1]",
          "a".repeat(300),
        ),
        accept: fc.constantFrom("application/json", "text/html", "*/*", "application/xml", "garbage/;;"),
        "accept-language": fc.constantFrom("ar-AE", "en", "*", "xx;q=abc"),
        cookie: fc.oneof(
          fc.constantFrom("upm.sid=s%3Agarbage.signature", "upm.sid=", "upm.sid=%", "a=b; c"),
          printableAscii,
        ),
        "x-request-id": printableAscii,
        "x-forwarded-for": fc.oneof(
          fc.constantFrom("1.2.3.4", "::1", "999.1.1.1", "unknown", ""),
          printableAscii,
        ),
        "x-forwarded-proto": fc.constantFrom("https", "http", "gopher"),
        range: fc.constantFrom("bytes=0-10", "bytes=-1", "items=abc"),
        "if-none-match": printableAscii,
      },
      { requiredKeys: [] },
    )
    .chain((headers) =>
      // Cross-site markers in one case out of six: enough to exercise the refusal, without turning most
      // cases into 403s that never reach the handlers.
      fc
        .oneof(
          { weight: 5, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.record(
              {
                origin: fc.constantFrom("http://localhost", "https://evil.example", "null"),
                "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "bogus"),
              },
              { requiredKeys: [] },
            ),
          },
        )
        .map((crossSite) => ({ ...headers, ...crossSite })),
    )
    .map((headers) => {
      // http.request refuses an empty Host; leading/trailing spaces are trimmed by parsers anyway.
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (v !== undefined && v.trim() !== "") out[k] = v.trim();
      return out;
    });
}
