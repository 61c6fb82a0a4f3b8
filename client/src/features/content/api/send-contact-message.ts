import { useMutation } from "@tanstack/react-query";
import type { ContactMessage, ContactReceipt } from "@shared/contact";
import { apiRequest } from "@/lib/api-client";

export async function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  const res = await apiRequest("POST", "/api/contact", message);
  return (await res.json()) as ContactReceipt;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
