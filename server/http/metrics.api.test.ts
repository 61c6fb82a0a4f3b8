import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createConcurrencyLimit } from "../middleware/concurrency-limit";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("/metrics", () => {
  let withToken: TestApp;
  let withoutToken: TestApp;

  beforeAll(async () => {
    withToken = await createTestApp(undefined, { METRICS_TOKEN: TOKEN });
    withoutToken = await createTestApp(withToken.database);
  });
  afterAll(async () => {
    await withoutToken.close();
    await withToken.close();
  });

  it("is not there at all without a configured token", async () => {
    const response = await withoutToken.request().get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
  });

  it("refuses a missing or wrong token", async () => {
    const missing = await withToken.request().get("/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await withToken.request().get("/metrics").set("Authorization", `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain("http_requests_total");
  });

  it("counts requests by route pattern and status, never by raw path", async () => {
    const agent = withToken.request();
    await agent.get("/api/properties?limit=1").expect(200);
    await agent.get("/api/properties/987654").expect(404);
    await agent.get("/api/properties/987655").expect(404);
    const response = await agent.get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const text = response.text;
    expect(text).toContain('http_requests_total{method="GET",route="/api/properties",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/properties/:id",status="404"} 2');
    expect(text).not.toContain("987654");
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/properties"/,
    );
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("reports the response caches' hits and misses and the queues' figures", async () => {
    const cached = await createTestApp(withToken.database, {
      METRICS_TOKEN: TOKEN,
      PUBLIC_CACHE_SECONDS: "5",
    });
    try {
      const agent = cached.request();
      await agent.get("/api/properties/search?emirate=Dubai").expect(200);
      await agent.get("/api/properties/search?emirate=Dubai").expect(200);
      const renders = createConcurrencyLimit(1, 0, undefined, "renders");
      let finish = () => {};
      const running = renders.run(() => new Promise<void>((resolve) => (finish = resolve)));
      await expect(renders.run(async () => {})).rejects.toMatchObject({ status: 503 });
      const text = (await agent.get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;
      finish();
      await running;
      expect(text).toContain('public_cache_lookups_total{cache="search-results",result="miss"} 1');
      expect(text).toContain('public_cache_lookups_total{cache="search-results",result="hit"} 1');
      expect(text).toContain('public_cache_entries{cache="search-results"} 1');
      expect(text).toContain('concurrency_limit_running{limit="renders"} 1');
      expect(text).toContain('concurrency_limit_max_running{limit="renders"} 1');
      expect(text).toContain('concurrency_limit_refused_total{limit="renders"} 1');
      // No Redis in this app: no Redis state is claimed.
      expect(text).not.toContain("redis_state");
    } finally {
      await cached.close();
    }
  });
});
