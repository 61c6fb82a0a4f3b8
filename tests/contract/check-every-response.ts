import type { Response } from "superagent";
import supertest from "supertest";
import { expectKeepsContract, type ApiExchange } from "./openapi-contract";

/**
 * Setup file of the API test project (vitest.config.ts): every response any API test receives through
 * supertest — `t.request()`, `supertest(app)` or an agent, all of them one `Test` class — is checked
 * against the OpenAPI document as it arrives. A response that breaks the contract fails the request's
 * promise, and with it the test that made the request, naming the operation, the status and the problem.
 * Tests that send raw HTTP (the fuzz suite) call `expectKeepsContract` themselves.
 */

type Callback = (error: Error | null, res?: Response) => void;
interface SupertestTest {
  method: string;
  url: string;
  assert(resError: Error | null, res: Response | undefined, fn: Callback): void;
}

function exchangeOf(test: SupertestTest, res: Response): ApiExchange {
  return {
    method: test.method,
    url: test.url,
    status: res.status,
    headers: res.headers as ApiExchange["headers"],
    body: isJson(res) ? (res.body as unknown) : undefined,
    text: typeof res.text === "string" ? res.text : bufferedText(res),
  };
}

const isJson = (res: Response) => /\bjson\b/i.test(String(res.headers["content-type"] ?? ""));

/** Binary answers (photos) leave `text` unset; their length still tells whether a body came. */
function bufferedText(res: Response): string {
  const body = res.body as unknown;
  return Buffer.isBuffer(body) && body.length > 0 ? "<binary>" : "";
}

const Test = supertest.Test as unknown as { prototype: SupertestTest };
const assertResponse = Test.prototype.assert;

Test.prototype.assert = function assertWithContract(this: SupertestTest, resError, res, fn) {
  if (res) {
    try {
      expectKeepsContract(exchangeOf(this, res));
    } catch (violation) {
      fn.call(this, violation as Error, res);
      return;
    }
  }
  assertResponse.call(this, resError, res, fn);
};
