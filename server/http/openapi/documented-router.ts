import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { isIdempotencyGuard } from "../../middleware/idempotency";
import {
  REQUEST_PARTS,
  validateRequest,
  type RequestPart,
  type RequestSchemas,
} from "../../middleware/validate";
import { jsonBody, type OperationSpec, type Tag } from "./api-description";
import { idempotencyKeyHeaders, idempotencyResponses, idempotentReplayedHeader } from "./idempotency.openapi";

/*
 * Each router declares its operations' contract where it declares the route: `routes.get(path, contract,
 * ...middlewares, handler)` registers the Express route and records the operation. The contract names the
 * request's params, query and body schemas once: the router documents them, validates the request with
 * them (validate.ts: the same 400s) and hands the handler the parsed values, typed, as its first argument.
 * Validation runs right before the handler, after every middleware (auth, rate limits, guards), unless a
 * checkInput() marker among the middlewares says where. An idempotent() guard adds its header and
 * statuses. The document is assembled from the routers an app mounts (openapi-document.ts): a route added
 * without a contract is caught by the coverage test.
 */

type Method = OperationSpec["method"];
type Body = NonNullable<OperationSpec["body"]>;
type ZodObjectLike = NonNullable<OperationSpec["query"]>;

/** A JSON request body: its schema, and for the document its description and example. */
export interface JsonBody<B extends z.ZodType = z.ZodType> {
  schema: B;
  description: string;
  example: unknown;
}

/** What a route declares besides its path and method, its request schemas included (none by default). */
export interface RouteContract<
  P extends ZodObjectLike | undefined = undefined,
  Q extends ZodObjectLike | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> extends Omit<OperationSpec, "method" | "path" | "params" | "query" | "body" | "headers"> {
  params?: P;
  query?: Q;
  /** A JSON body (validated), or any other media type (a multipart upload) written out whole. */
  body?: (B extends z.ZodType ? JsonBody<B> : never) | Body;
}

/** A contract with whatever schemas: what the router reads at run time. */
type AnyContract = RouteContract<ZodObjectLike | undefined, ZodObjectLike | undefined, z.ZodType | undefined>;

/** The parsed request a handler receives: one key for each part its contract declares. */
export type RouteInput<
  P extends ZodObjectLike | undefined,
  Q extends ZodObjectLike | undefined,
  B extends z.ZodType | undefined,
> = (P extends z.ZodType ? { params: z.output<P> } : unknown) &
  (Q extends z.ZodType ? { query: z.output<Q> } : unknown) &
  (B extends z.ZodType ? { body: z.output<B> } : unknown);

/** A route's last handler when its contract declares input: the parsed input first, then Express's own. */
export type InputHandler<I> = (input: I, req: Request, res: Response, next: NextFunction) => unknown;

/** The operations one router serves, under its tag, with paths relative to where it is mounted. */
export interface DocumentedFeature {
  tag: Tag;
  operations: OperationSpec[];
}

const featuresByRouter = new WeakMap<object, DocumentedFeature>();

/** The documented feature a router (or any mounted handler) is, if any. */
export function documentedFeatureOf(handler: object): DocumentedFeature | undefined {
  return featuresByRouter.get(handler);
}

const inputChecks = new WeakMap<object, RequestPart[]>();

/**
 * Marks where among a route's middlewares its declared input is validated, when that must be before a
 * middleware: a rate limit or an idempotency guard that should not count or keep a request with bad
 * fields, an ownership check that needs the params. With parts named, only those are checked there; the
 * rest still right before the handler.
 */
export function checkInput(...parts: RequestPart[]): RequestHandler {
  const marker: RequestHandler = () => {
    throw new Error("checkInput() is a marker for documentedRouter, not a middleware");
  };
  inputChecks.set(marker, parts);
  return marker;
}

type Declare = <
  P extends ZodObjectLike | undefined = undefined,
  Q extends ZodObjectLike | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  path: string,
  contract: RouteContract<P, Q, B>,
  ...handlers: [
    ...RequestHandler[],
    [P, Q, B] extends [undefined, undefined, undefined] ? RequestHandler : InputHandler<RouteInput<P, Q, B>>,
  ]
) => void;

export interface DocumentedRouter extends Record<Method, Declare> {
  /** The Express router to mount. */
  router: Router;
}

/** A router whose every route carries its contract, filed under one tag of the document. */
export function documentedRouter(tag: Tag): DocumentedRouter {
  const router = Router();
  const feature: DocumentedFeature = { tag, operations: [] };
  featuresByRouter.set(router, feature);
  const declare =
    (method: Method): Declare =>
    (path, contract, ...handlers) => {
      const name = `${method.toUpperCase()} ${path}`;
      const chain = handlers as RequestHandler[];
      feature.operations.push(operationOf(method, path, contract as AnyContract, chain));
      router[method](path, ...withInput(name, schemasOf(contract as AnyContract), chain));
    };
  return {
    router,
    get: declare("get"),
    post: declare("post"),
    put: declare("put"),
    patch: declare("patch"),
    delete: declare("delete"),
  };
}

function schemasOf({ params, query, body }: AnyContract): RequestSchemas {
  return { params, query, body: body && "schema" in body ? body.schema : undefined };
}

/**
 * The route's handlers with its validation in place of each checkInput() marker (the parts it names) and
 * before the last handler (the parts left), which then gets the parsed input first.
 */
function withInput(name: string, schemas: RequestSchemas, handlers: RequestHandler[]): RequestHandler[] {
  const declared = REQUEST_PARTS.filter((part) => schemas[part]);
  const validation = (parts: readonly RequestPart[]) =>
    validateRequest(Object.fromEntries(parts.map((part) => [part, schemas[part]])));
  let left = declared;
  const middlewares = handlers.slice(0, -1).map((handler) => {
    const marked = inputChecks.get(handler);
    if (!marked) return handler;
    const parts = marked.length ? marked : declared;
    const undeclared = parts.length ? parts.filter((part) => !schemas[part]) : ["input"];
    if (undeclared.length)
      throw new Error(`${name}: checks ${undeclared.join(", ")} its contract does not declare`);
    left = left.filter((part) => !parts.includes(part));
    return validation(parts);
  });
  if (!declared.length) return handlers;
  const handler = handlers.at(-1) as unknown as InputHandler<Partial<Record<RequestPart, unknown>>>;
  const last: RequestHandler = (req, res, next) =>
    handler(Object.fromEntries(declared.map((part) => [part, res.locals[part]])), req, res, next);
  return [...middlewares, ...(left.length ? [validation(left)] : []), last];
}

function operationOf(
  method: Method,
  path: string,
  { params, query, body, ...contract }: AnyContract,
  handlers: RequestHandler[],
): OperationSpec {
  const spec: OperationSpec = {
    ...contract,
    method,
    path,
    params,
    query,
    body: body && "schema" in body ? jsonBody(body.schema, body.description, body.example) : body,
  };
  return handlers.some(isIdempotencyGuard) ? withIdempotency(spec) : spec;
}

/** The Idempotency-Key header, the guard's own answers, and the replay header on every success. */
function withIdempotency(spec: OperationSpec): OperationSpec {
  const responses: Record<number, ResponseConfig> = {};
  for (const [status, response] of Object.entries(spec.responses)) {
    responses[Number(status)] = Number(status) < 300 ? withReplayedHeader(response) : response;
  }
  for (const [status, guard] of Object.entries(idempotencyResponses)) {
    const own = responses[Number(status)];
    responses[Number(status)] = own ? eitherResponse(own, guard) : guard;
  }
  return { ...spec, headers: idempotencyKeyHeaders, responses };
}

/**
 * An operation's own answer for a status the idempotency guard also gives (a 409 for a conflict of its
 * own): both descriptions, and the guard's headers as optional, since only its answer carries them.
 */
function eitherResponse(own: ResponseConfig, guard: ResponseConfig): ResponseConfig {
  const guardHeaders = guard.headers instanceof z.ZodObject ? guard.headers.partial().shape : {};
  const ownHeaders = own.headers instanceof z.ZodObject ? own.headers.shape : {};
  return {
    ...own,
    description: `${own.description}; or: ${guard.description}`,
    ...(Object.keys({ ...guardHeaders, ...ownHeaders }).length
      ? { headers: z.object({ ...guardHeaders, ...ownHeaders }) }
      : {}),
  };
}

function withReplayedHeader(response: ResponseConfig): ResponseConfig {
  const own = response.headers instanceof z.ZodObject ? response.headers.shape : {};
  return { ...response, headers: z.object({ ...own, ...idempotentReplayedHeader }) };
}
