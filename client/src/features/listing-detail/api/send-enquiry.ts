import { useMutation } from "@tanstack/react-query";
import type { Enquiry, EnquiryInput } from "@shared/enquiry";
import { apiRequest } from "@/lib/api-client";

export function useSendEnquiry(listingId: number) {
  return useMutation<Enquiry, Error, EnquiryInput>({
    mutationFn: async (input) =>
      (await (await apiRequest("POST", `/api/properties/${listingId}/enquiries`, input)).json()) as Enquiry,
  });
}
