import type { Router } from "express";
import { createMailer } from "../../lib/mail/mailer";
import {
  enquiryIdParamsSchema,
  enquiryInputSchema,
  enquirySchema,
  markEnquiryInputSchema,
  myEnquiriesQuerySchema,
  myEnquirySchema,
} from "@shared/enquiry";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import { exampleEnquiry, exampleMyEnquiry } from "../../http/openapi/examples";
import * as service from "./enquiries.service";

const myEnquiry = myEnquirySchema.meta({ id: "MyEnquiry" });

/** Visitors' enquiries about listings, and the owner's inbox of them. */
export function enquiriesRoutes({ db, rateLimits, config, logger, jobs }: AppContext): Router {
  const routes = documentedRouter({
    name: "Enquiries",
    description: "Enquiries about listings, and the owner's inbox",
  });
  const mailer = createMailer(db, config.mail, logger, jobs);

  routes.post(
    "/properties/:id/enquiries",
    {
      operationId: "sendEnquiry",
      summary: "Send an enquiry to the listing's agent or owner",
      description: "Signed in or not. Limited to 10 enquiries per 10 minutes from one address.",
      access: "optional-session",
      params: listingIdParamsSchema,
      body: {
        schema: enquiryInputSchema,
        description: "The enquiry",
        example: {
          name: "Omar Haddad",
          email: "omar@example.com",
          phone: "+971 50 123 4567",
          message: "Is the villa still available for viewing this weekend?",
        },
      },
      responses: {
        201: json(enquirySchema.meta({ id: "Enquiry" }), "Stored", exampleEnquiry),
        404: errorResponse("No such listing public on this site", {
          message: "Listing not found",
          code: "not_found",
        }),
      },
    },
    checkInput(),
    rateLimit(rateLimits, RATE_LIMITS.enquiry),
    async (input, req, res) => {
      const { id } = input.params;
      const enquiry = await service.sendEnquiry(db, id, input.body, req.site, req.user?.id, req.locale);
      res.status(201).json(enquiry);
      // After answering: the visitor never waits for (or sees a failure of) the owner's email.
      service
        .notifyOwnerOfEnquiry(db, mailer, enquiry, req.site)
        .catch((error: unknown) => logger.error({ err: error }, "enquiry notification failed"));
    },
  );

  routes.get(
    "/my/enquiries",
    {
      operationId: "listMyEnquiries",
      summary: "Enquiries about your listings, newest first",
      access: "session",
      query: myEnquiriesQuerySchema,
      responses: { 200: pagedList(myEnquiry, "Enquiries", [exampleMyEnquiry]) },
    },
    requireAuth,
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.listMyEnquiries(db, req.user!.id, query));
    },
  );

  routes.patch(
    "/my/enquiries/:id",
    {
      operationId: "markEnquiry",
      summary: "Mark an enquiry read or unread",
      access: "session",
      params: enquiryIdParamsSchema,
      body: { schema: markEnquiryInputSchema, description: "Read state", example: { read: true } },
      responses: {
        200: json(myEnquiry, "Updated", { ...exampleMyEnquiry, read: true }),
        403: errorResponse("Not an enquiry about your listing", {
          message: "You do not have access to this",
          code: "forbidden",
        }),
        404: errorResponse("No such enquiry", { message: "Enquiry not found", code: "not_found" }),
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      const { read } = input.body;
      res.json(await service.markEnquiry(db, id, req.user!.id, read));
    },
  );

  return routes.router;
}
