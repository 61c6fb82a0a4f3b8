import http from "node:http";
import { createConfiguredTestApp } from "../security/configured-app";
const t = await createConfiguredTestApp();
const server = http.createServer(t.app);
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as any).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function send(method: string, path: string, headers: any, body?: string) {
  return new Promise<any>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (res) => {
      res.resume(); res.on("end", () => resolve({ s: res.statusCode, c: res.headers.connection, reused: req.reusedSocket }));
    });
    req.on("error", (e) => resolve({ err: String(e), reused: req.reusedSocket }));
    req.end(body);
  });
}
for (const [name, h] of [["csrf", { origin: "https://evil.example" }], ["415", { "content-type": "text/plain" }], ["ok", {}], ["bigjson", {"content-type":"application/json"}]] as const) {
  const body = name === "bigjson" ? JSON.stringify({ a: "x".repeat(200000) }) : JSON.stringify({ a: 1 });
  console.log(name, await send("POST", "/api/login", { "content-type": "application/json", ...h }, body));
  await new Promise((r) => setTimeout(r, 50));
  console.log(" next", await send("GET", "/api/user", {}));
}
process.exit(0);
