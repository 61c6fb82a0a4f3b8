import {
  enquiryIdParamsSchema,
  enquiryInputSchema,
  enquirySchema,
  markEnquiryInputSchema,
  myEnquiriesQuerySchema,
  myEnquirySchema,
} from "@shared/enquiry";
import { listingIdParamsSchema } from "@shared/listing";
import { errorResponse, json, jsonBody, pagedList, type ApiDescription } from "./api-description";
import { exampleEnquiry, exampleMyEnquiry } from "./examples";

/** server/features/enquiries/enquiries.routes.ts: visitors' enquiries and the owner's inbox. */
export function describeEnquiriesApi(api: ApiDescription) {
  const enquiries = api.feature({
    name: "Enquiries",
    description: "Enquiries about listings, and the owner's inbox",
  });
  const enquiry = enquirySchema.meta({ id: "Enquiry" });
  const myEnquiry = myEnquirySchema.meta({ id: "MyEnquiry" });

  enquiries.operation({
    method: "post",
    path: "/api/properties/{id}/enquiries",
    operationId: "sendEnquiry",
    summary: "Send an enquiry to the listing's agent or owner",
    description: "Signed in or not. Limited to 10 enquiries per 10 minutes from one address.",
    access: "optional-session",
    params: listingIdParamsSchema,
    body: jsonBody(enquiryInputSchema, "The enquiry", {
      name: "Omar Haddad",
      email: "omar@example.com",
      phone: "+971 50 123 4567",
      message: "Is the villa still available for viewing this weekend?",
    }),
    responses: {
      201: json(enquiry, "Stored", exampleEnquiry),
      404: errorResponse("No such listing public on this site", {
        message: "Listing not found",
        code: "not_found",
      }),
    },
  });
  enquiries.operation({
    method: "get",
    path: "/api/my/enquiries",
    operationId: "listMyEnquiries",
    summary: "Enquiries about your listings, newest first",
    access: "session",
    query: myEnquiriesQuerySchema,
    responses: { 200: pagedList(myEnquiry, "Enquiries", [exampleMyEnquiry]) },
  });
  enquiries.operation({
    method: "patch",
    path: "/api/my/enquiries/{id}",
    operationId: "markEnquiry",
    summary: "Mark an enquiry read or unread",
    access: "session",
    params: enquiryIdParamsSchema,
    body: jsonBody(markEnquiryInputSchema, "Read state", { read: true }),
    responses: {
      200: json(myEnquiry, "Updated", { ...exampleMyEnquiry, read: true }),
      403: errorResponse("Not an enquiry about your listing", {
        message: "You do not have access to this",
        code: "forbidden",
      }),
      404: errorResponse("No such enquiry", { message: "Enquiry not found", code: "not_found" }),
    },
  });
}
