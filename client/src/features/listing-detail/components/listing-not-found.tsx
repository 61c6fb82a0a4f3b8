import { Link } from "wouter";
import { NotFoundMessage } from "@/components/not-found-message";

/** A listing that does not exist, was taken down, or belongs to another site's area. */
export function ListingNotFound() {
  return (
    <NotFoundMessage
      title="Property not found"
      actions={
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/buy" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
            Properties for sale
          </Link>
          <Link href="/rent" className="rounded-md border px-4 py-2 font-medium">
            Properties to rent
          </Link>
        </div>
      }
    >
      This listing does not exist or is no longer on the market. Listings come down once they are sold, rented
      or withdrawn.
    </NotFoundMessage>
  );
}
