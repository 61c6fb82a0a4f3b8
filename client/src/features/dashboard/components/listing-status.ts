import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ListingStatus, PriceType } from "@shared/listing";

/** "Listing is now …": the status as the end of that sentence, in the page's language. */
export const STATUS_CHANGED: Record<ListingStatus, MessageDescriptor> = {
  draft: msg`Listing is now a draft`,
  published: msg`Listing is now published`,
  "under-offer": msg`Listing is now under offer`,
  sold: msg`Listing is now marked as sold`,
  rented: msg`Listing is now marked as rented`,
  archived: msg`Listing is now archived`,
  hidden: msg`Listing is now hidden for review`,
  removed: msg`Listing is now removed`,
};

/** Badge colours with AA contrast on white. */
export const STATUS_STYLES: Record<ListingStatus, string> = {
  draft: "bg-muted text-foreground border border-input",
  published: "bg-emerald-100 text-emerald-900",
  "under-offer": "bg-amber-100 text-amber-900",
  sold: "bg-slate-200 text-slate-900",
  rented: "bg-slate-200 text-slate-900",
  archived: "bg-slate-100 text-slate-700",
  hidden: "bg-orange-100 text-orange-900",
  removed: "bg-red-100 text-red-900",
};

export interface StatusAction {
  status: ListingStatus;
  label: MessageDescriptor;
}

/**
 * What the owner can move a listing to from its current status. A listing hidden for review or removed by
 * moderators is not the owner's to move: the server refuses it (docs/decisions/0050), and a moderator's
 * approval brings it back.
 */
export function statusActionsFor(status: ListingStatus, priceType: PriceType): StatusAction[] {
  if (status === "hidden" || status === "removed") return [];
  const closed: StatusAction =
    priceType === "rent"
      ? { status: "rented", label: msg`Mark as rented` }
      : { status: "sold", label: msg`Mark as sold` };
  switch (status) {
    case "draft":
      return [{ status: "published", label: msg`Publish` }];
    case "published":
      return [
        { status: "under-offer", label: msg`Mark under offer` },
        closed,
        { status: "draft", label: msg`Unpublish (back to draft)` },
      ];
    case "under-offer":
      return [{ status: "published", label: msg`Back to published` }, closed];
    default:
      return [{ status: "published", label: msg`Back to published` }];
  }
}
