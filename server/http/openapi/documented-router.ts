import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { isIdempotencyGuard } from "../../middleware/idempotency";
import { validationOf } from "../../middleware/validate";
import { jsonBody, type OperationSpec, type Tag } from "./api-description";
import { idempotencyKeyHeaders, idempotencyResponses, idempotentReplayedHeader } from "./idempotency.openapi";

/*
 * Each router declares its operations' contract where it declares the route: `routes.get(path, contract,
 * ...handlers)` registers the Express route and records the operation. The request's params, query and
 * body schemas are read from the route's own validate() middlewares, so a route cannot validate one thing
 * and document another; an idempotent() guard adds its header and statuses. The document is assembled
 * from the routers an app mounts (openapi-document.ts): a route added without a contract is caught by the
 * coverage test.
 */

type Method = OperationSpec["method"];
type Body = NonNullable<OperationSpec["body"]>;

/** What a route declares besides its path and method; request schemas come from its validate() calls. */
export interface RouteContract extends Omit<
  OperationSpec,
  "method" | "path" | "params" | "query" | "body" | "headers"
> {
  /**
   * The request body: for JSON, its description and example (the schema is the route's validate("body"));
   * any other media type (a multipart upload) is written out whole.
   */
  body?: { description: string; example: unknown } | Body;
}

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

type Declare = (path: string, contract: RouteContract, ...handlers: RequestHandler[]) => void;

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
      feature.operations.push(operationOf(method, path, contract, handlers));
      router[method](path, ...handlers);
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

type ZodObjectLike = NonNullable<OperationSpec["query"]>;

function operationOf(
  method: Method,
  path: string,
  { body, ...contract }: RouteContract,
  handlers: RequestHandler[],
): OperationSpec {
  const name = `${method.toUpperCase()} ${path}`;
  const validated = new Map(
    handlers.flatMap((handler) => {
      const validation = validationOf(handler);
      return validation ? [[validation.part, validation.schema] as const] : [];
    }),
  );
  const bodySchema = validated.get("body");
  if (bodySchema && !body) throw new Error(`${name}: validates a body the contract does not describe`);
  if (body && !("content" in body) && !bodySchema) {
    throw new Error(`${name}: describes a JSON body but validates none`);
  }
  const spec: OperationSpec = {
    ...contract,
    method,
    path,
    params: validated.get("params") as ZodObjectLike | undefined,
    query: validated.get("query") as ZodObjectLike | undefined,
    body: body && "content" in body ? body : body && jsonBody(bodySchema!, body.description, body.example),
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
