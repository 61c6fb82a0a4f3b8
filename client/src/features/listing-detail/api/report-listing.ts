import { useMutation } from "@tanstack/react-query";
import type { ReportInput, ReportReceipt } from "@shared/moderation";
import { apiRequest } from "@/lib/api-client";

export function useReportListing(listingId: number) {
  return useMutation<ReportReceipt, Error, ReportInput>({
    mutationFn: async (input) =>
      (await (
        await apiRequest("POST", `/api/properties/${listingId}/reports`, input)
      ).json()) as ReportReceipt,
  });
}
