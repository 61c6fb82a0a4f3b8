import type { DeleteAccountInput } from "@shared/account";
import { apiRequest } from "@/lib/api-client";

/** GET /api/account/export: a link, so the browser saves the JSON file under the server's dated name. */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

/** POST /api/account/delete (docs/decisions/0052): the password confirms it; every session ends. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest("POST", "/api/account/delete", input);
}
