import { Link } from "wouter";

/** A listing that does not exist, was taken down, or belongs to another site's area. */
export function ListingNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">Property not found</h1>
      <p className="mt-3 text-muted-foreground">
        This listing does not exist or is no longer on the market. Listings come down once they are sold,
        rented or withdrawn.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/buy" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          Properties for sale
        </Link>
        <Link href="/rent" className="rounded-md border px-4 py-2 font-medium">
          Properties to rent
        </Link>
      </div>
    </div>
  );
}
