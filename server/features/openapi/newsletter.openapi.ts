import { z } from "zod";
import { SUBSCRIBED_MESSAGE, subscribeInputSchema } from "@shared/newsletter";
import { json, jsonBody, type ApiDescription } from "./api-description";

/** server/features/newsletter/newsletter.routes.ts */
export function describeNewsletterApi(api: ApiDescription) {
  const newsletter = api.feature({ name: "Newsletter", description: "The monthly market update" });
  newsletter.operation({
    method: "post",
    path: "/api/newsletter",
    operationId: "subscribeToNewsletter",
    summary: "Subscribe to the monthly market update; subscribing again answers the same",
    description: "Limited to 10 per 10 minutes from one address.",
    access: "public",
    body: jsonBody(subscribeInputSchema, "Email", { email: "layla@example.com" }),
    responses: {
      200: json(z.object({ message: z.string() }), "Subscribed", { message: SUBSCRIBED_MESSAGE }),
    },
  });
}
