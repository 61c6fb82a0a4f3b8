import { CONTACT_RECEIVED_MESSAGE, contactInputSchema, contactReceiptSchema } from "@shared/contact";
import { json, jsonBody, type ApiDescription } from "./api-description";

/** server/features/contact/contact.routes.ts */
export function describeContactApi(api: ApiDescription) {
  const contact = api.feature({ name: "Contact", description: "Messages to the team" });
  contact.operation({
    method: "post",
    path: "/api/contact",
    operationId: "sendContactMessage",
    summary: "Send a message to the team",
    description: "Limited to 10 a minute from one address; invalid messages are refused before they count.",
    access: "public",
    body: jsonBody(contactInputSchema, "The message", {
      name: "Omar Haddad",
      email: "omar@example.com",
      subject: "General question",
      message: "Do you list commercial property in Sharjah?",
    }),
    responses: { 201: json(contactReceiptSchema, "Received", { message: CONTACT_RECEIVED_MESSAGE }) },
  });
}
