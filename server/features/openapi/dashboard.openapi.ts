import { listingIdParamsSchema } from "@shared/listing";
import { confirmResultSchema } from "@shared/my-listing";
import { errorResponse, json, type ApiDescription } from "./api-description";

/** server/features/dashboard/dashboard.routes.ts: owner actions beyond plain listing edits. */
export function describeDashboardApi(api: ApiDescription) {
  const dashboard = api.feature({ name: "Dashboard", description: "Owner actions on their listings" });
  dashboard.operation({
    method: "post",
    path: "/api/properties/{id}/confirm",
    operationId: "confirmListing",
    summary: "Confirm your listing is still available",
    description:
      "Sets `confirmedAt` to now. Real listings not confirmed for 30 days are left out of public search and lists until confirmed again.",
    access: "session",
    params: listingIdParamsSchema,
    responses: {
      200: json(confirmResultSchema, "Confirmed", { id: 1001, confirmedAt: "2026-01-12T08:30:00.000Z" }),
      403: errorResponse("Not the owner of the listing"),
      404: errorResponse("No such listing"),
    },
  });
}
