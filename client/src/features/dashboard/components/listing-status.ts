import type { ListingStatus, PriceType } from "@shared/listing";

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  published: "Published",
  "under-offer": "Under offer",
  sold: "Sold",
  rented: "Rented",
  archived: "Archived",
};

/** Badge colours with AA contrast on white. */
export const STATUS_STYLES: Record<ListingStatus, string> = {
  draft: "bg-muted text-foreground border border-input",
  published: "bg-emerald-100 text-emerald-900",
  "under-offer": "bg-amber-100 text-amber-900",
  sold: "bg-slate-200 text-slate-900",
  rented: "bg-slate-200 text-slate-900",
  archived: "bg-slate-100 text-slate-700",
};

export interface StatusAction {
  status: ListingStatus;
  label: string;
}

/** What the owner can move a listing to from its current status. */
export function statusActionsFor(status: ListingStatus, priceType: PriceType): StatusAction[] {
  const closed: StatusAction =
    priceType === "rent"
      ? { status: "rented", label: "Mark as rented" }
      : { status: "sold", label: "Mark as sold" };
  switch (status) {
    case "draft":
      return [{ status: "published", label: "Publish" }];
    case "published":
      return [
        { status: "under-offer", label: "Mark under offer" },
        closed,
        { status: "draft", label: "Unpublish (back to draft)" },
      ];
    case "under-offer":
      return [{ status: "published", label: "Back to published" }, closed];
    default:
      return [{ status: "published", label: "Back to published" }];
  }
}
