import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { NotFoundMessage } from "@/components/not-found-message";

/** A listing that does not exist, was taken down, or belongs to another site's area. */
export function ListingNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundMessage
      title={t`Property not found`}
      actions={
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/buy" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
            <Trans>Properties for sale</Trans>
          </Link>
          <Link href="/rent" className="rounded-md border px-4 py-2 font-medium">
            <Trans>Properties to rent</Trans>
          </Link>
        </div>
      }
    >
      <Trans>
        This listing does not exist or is no longer on the market. Listings come down once they are sold,
        rented or withdrawn.
      </Trans>
    </NotFoundMessage>
  );
}
