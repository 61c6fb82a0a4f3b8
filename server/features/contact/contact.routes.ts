import type { Router } from "express";
import {
  CONTACT_RECEIVED_MESSAGE,
  contactInputSchema,
  contactReceiptSchema,
  type ContactReceipt,
} from "@shared/contact";
import type { AppContext } from "../../app-context";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { json } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import { receiveContactMessage } from "./contact.service";

/**
 * Messages from visitors to the team. The limit (RATE_LIMITS.contact) leaves room for someone who writes
 * and then adds what they forgot, not for a script filling the inbox; invalid submissions are refused
 * before the limit counts them, so correcting a form costs nothing.
 */
export function contactRoutes({ db, rateLimits }: AppContext): Router {
  const routes = documentedRouter({ name: "Contact", description: "Messages to the team" });
  routes.post(
    "/contact",
    {
      operationId: "sendContactMessage",
      summary: "Send a message to the team",
      description: "Limited to 10 a minute from one address; invalid messages are refused before they count.",
      access: "public",
      body: {
        schema: contactInputSchema,
        description: "The message",
        example: {
          name: "Omar Haddad",
          email: "omar@example.com",
          subject: "General question",
          message: "Do you list commercial property in Sharjah?",
        },
      },
      responses: { 201: json(contactReceiptSchema, "Received", { message: CONTACT_RECEIVED_MESSAGE }) },
    },
    checkInput(),
    rateLimit(rateLimits, RATE_LIMITS.contact),
    async (input, req, res) => {
      await receiveContactMessage(db, req.log, input.body, req.site);
      const receipt: ContactReceipt = { message: CONTACT_RECEIVED_MESSAGE };
      res.status(201).json(receipt);
    },
  );
  return routes.router;
}
