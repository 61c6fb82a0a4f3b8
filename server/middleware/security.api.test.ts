import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfiguredTestApp, type ConfiguredTestApp } from "../../tests/security/configured-app";
import { buildUser, signUp } from "../../tests/helpers/test-app";
import { addNonceToScripts, renderDocument } from "../render/document";

let t: ConfiguredTestApp;
let production: ConfiguredTestApp;
beforeAll(async () => {
  t = await createConfiguredTestApp();
  production = await createConfiguredTestApp({ NODE_ENV: "production" }, { database: t.database });
});
afterAll(async () => {
  await production.close();
  await t.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it("sends a strict CSP with a fresh nonce per response and no inline or eval scripts", async () => {
    const first = await t.request().get("/api/properties").expect(200);
    const second = await t.request().get("/api/properties").expect(200);
    const csp = directives(first.headers["content-security-policy"]);
    const scripts = csp.get("script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const nonce = scripts.find((s) => s.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(second.headers["content-security-policy"]).not.toContain(nonce);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
  });

  it("sends Referrer-Policy, nosniff, frame denial and no X-Powered-By", async () => {
    const res = await t.request().get("/api/no-such-endpoint").expect(404);
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends HSTS in production only, and keeps ws: out of connect-src there", async () => {
    const dev = await t.request().get("/healthz").expect(200);
    expect(dev.headers["strict-transport-security"]).toBeUndefined();
    expect(directives(dev.headers["content-security-policy"]).get("connect-src")).toContain("ws:");
    const prod = await production.request().get("/healthz").expect(200);
    expect(prod.headers["strict-transport-security"]).toMatch(/max-age=63072000; includeSubDomains/);
    expect(directives(prod.headers["content-security-policy"]).get("connect-src")).toEqual(["'self'"]);
  });
});

describe("the rendered document and the CSP nonce", () => {
  const parts = {
    lang: "en",
    dir: "ltr" as const,
    headTags: '<script type="application/ld+json">{}</script>',
    appHtml: "<main>hello</main>",
    stateJson: '{"a":"\\u003c/script>"}',
    styles: ["/assets/a.css"],
    scripts: ["/assets/entry.js"],
    preloads: ["/assets/chunk.js"],
    nonce: "abc123+/=",
  };

  it("gives the entry script and module preloads the nonce, and keeps the state a JSON script", () => {
    const html = renderDocument(parts);
    expect(html).toContain('<script type="module" src="/assets/entry.js" nonce="abc123+/="></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk.js" nonce="abc123+/=">');
    expect(html).toContain('<script type="application/json" id="__APP_STATE__">');
    // No executable inline script without the nonce.
    const executable = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.every((tag) => tag.includes('nonce="abc123+/="'))).toBe(true);
  });

  it("adds the nonce to Vite's development scripts, once", () => {
    const html = addNonceToScripts(
      '<script type="module">import "/@react-refresh"</script><script type="module" src="/@vite/client"></script><script nonce="x"></script>',
      "n1",
    );
    expect(html).toBe(
      '<script nonce="n1" type="module">import "/@react-refresh"</script><script nonce="n1" type="module" src="/@vite/client"></script><script nonce="x"></script>',
    );
  });
});

describe("cross-site request refusal (CSRF)", () => {
  it("refuses a state-changing request from a foreign Origin with 403 JSON", async () => {
    for (const [method, path] of [
      ["post", "/api/register"],
      ["post", "/api/login"],
      ["post", "/api/logout"],
      ["patch", "/api/properties/1"],
      ["delete", "/api/properties/1"],
      ["put", "/api/anything"],
    ] as const) {
      const agent = t.request();
      const res = await agent[method](path)
        .set("Host", "uaepropertymarkets.com")
        .set("Origin", "https://evil.example")
        .send({})
        .expect(403);
      expect(res.body).toEqual({ message: "Cross-site request refused", code: "cross_site_request" });
    }
  });

  it("refuses Origin: null, Sec-Fetch-Site: cross-site, and a foreign Referer without Origin", async () => {
    await t.request().post("/api/login").set("Origin", "null").send({}).expect(403);
    await t.request().post("/api/login").set("Sec-Fetch-Site", "cross-site").send({}).expect(403);
    await t
      .request()
      .post("/api/login")
      .set("Host", "uaepropertymarkets.com")
      .set("Referer", "https://evil.example/page")
      .send({})
      .expect(403);
  });

  it("does not sign anyone in from a foreign page, even with valid credentials", async () => {
    const user = await signUp(t.request());
    const res = await t
      .request()
      .post("/api/login")
      .set("Host", "uaepropertymarkets.com")
      .set("Origin", "https://uaepropertymarkets.com.evil.example")
      .send({ username: user.username, password: user.password })
      .expect(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("lets same-origin browsers and header-less clients through", async () => {
    const agent = t.request();
    const user = buildUser();
    await agent
      .post("/api/register")
      .set("Host", "dubaipropertyhub.com")
      .set("Origin", "https://dubaipropertyhub.com")
      .set("Sec-Fetch-Site", "same-origin")
      .send(user)
      .expect(201);
    await agent
      .post("/api/logout")
      .set("Host", "localhost:5000")
      .set("Origin", "http://localhost:5000")
      .expect(200);
    await agent
      .post("/api/login")
      .set("Host", "localhost:5000")
      .set("Referer", "http://localhost:5000/auth?next=%2F")
      .send({ username: user.username, password: user.password })
      .expect(200);
    // No Origin, no Referer, no Fetch Metadata: curl, integrations, this test client.
    await t
      .request()
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(200);
  });

  it("accepts the proxy's X-Forwarded-Host as the origin's host when the proxy is trusted", async () => {
    await t
      .request()
      .post("/api/login")
      .set("Host", "127.0.0.1:5000")
      .set("X-Forwarded-Host", "uaepropertymarkets.com")
      .set("Origin", "https://uaepropertymarkets.com")
      .send({})
      .expect(400);
  });

  it("never blocks safe methods", async () => {
    await t.request().get("/api/properties").set("Origin", "https://evil.example").expect(200);
    await t.request().get("/api/properties").set("Sec-Fetch-Site", "cross-site").expect(200);
  });
});

describe("JSON only where JSON is expected", () => {
  it("answers 415 for form-encoded, text and XML bodies", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "application/xml"]) {
      const res = await t
        .request()
        .post("/api/login")
        .set("Content-Type", type)
        .send("username=a&password=b")
        .expect(415);
      expect(res.body.code).toBe("unsupported_media_type");
    }
    await t
      .request()
      .patch("/api/properties/1")
      .set("Content-Type", "text/plain")
      .send('{"title":"x"}')
      .expect(415);
  });

  it("refuses multipart outside the upload endpoints", async () => {
    await t.request().post("/api/properties").attach("file", Buffer.from("x"), "x.txt").expect(415);
  });

  it("accepts JSON with a charset, and body-less POSTs without a type", async () => {
    await t
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json; charset=utf-8")
      .send(JSON.stringify({ username: "nobody", password: "whatever1" }))
      .expect(401);
    await t.request().post("/api/logout").expect(200);
  });

  it("limits JSON bodies to 100 kB (413) and answers broken JSON with 400", async () => {
    const res = await t
      .request()
      .post("/api/properties")
      .send({ description: "x".repeat(120_000) })
      .expect(413);
    expect(res.body.message).toBe("The request body is too large");
    await t.request().post("/api/login").set("Content-Type", "application/json").send('{"a":').expect(400);
  });
});

describe("request size limits", () => {
  it("answers 414 for a URL longer than 2,048 characters, and serves one just under it", async () => {
    const base = "/api/properties/search?search=";
    const res = await t
      .request()
      .get(base + "a".repeat(2100))
      .expect(414);
    expect(res.body.code).toBe("uri_too_long");
    await t
      .request()
      .get(`/api/properties/search?utm=${"a".repeat(2000)}`)
      .expect(200);
  });
});

describe("React's inline scripts", () => {
  it("get the nonce, and only bare script tags are touched", async () => {
    const { addNonceToInlineScripts } = await import("../render/document");
    expect(
      addNonceToInlineScripts(
        '<div>a &lt;script&gt;</div><script>$RC("B:1","S:1")</script><script type="application/ld+json">{}</script>',
        "n",
      ),
    ).toBe(
      '<div>a &lt;script&gt;</div><script nonce="n">$RC("B:1","S:1")</script><script type="application/ld+json">{}</script>',
    );
  });
});
