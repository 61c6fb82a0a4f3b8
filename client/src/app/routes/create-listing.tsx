import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSearch } from "wouter";
import { listingText } from "@shared/listing-text";
import type { User } from "@shared/user";
import { SignInRequired } from "@/components/sign-in-required";
import { useEditableListing, useListingDraft } from "@/features/listing-editor/api/listing-editor-api";
import { EditorNotice } from "@/features/listing-editor/components/editor-notice";
import { ListingEditor } from "@/features/listing-editor/components/listing-editor";
import { useLocale } from "@/lib/i18n";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

function EditListing({ id, user }: { id: number; user: User }) {
  const { data: listing } = useEditableListing(id);
  const { t } = useLingui();
  const locale = useLocale();
  const status = !listing ? 404 : listing.ownerId !== user.id ? 403 : 200;
  useHttpStatus(status);
  if (status === 404) {
    return (
      <EditorNotice title={t`Listing not found`}>
        <p>
          <Trans>
            There is no listing <bdi>{id}</bdi>. It may have been deleted.
          </Trans>
        </p>
      </EditorNotice>
    );
  }
  if (status === 403 || !listing) {
    return (
      <EditorNotice title={t`This is not your listing`}>
        <p>
          <Trans>Only the owner of a listing can edit it.</Trans>
        </p>
      </EditorNotice>
    );
  }
  const shown = listingText(listing, locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Edit listing</Trans>
      </h1>
      <p className="mt-1 truncate text-muted-foreground" lang={shown.lang} dir="auto">
        {shown.title}
      </p>
      <div className="mt-8">
        <ListingEditor key={listing.id} listing={listing} />
      </div>
    </div>
  );
}

/** A new listing: the form starts from the owner's saved draft, if any (read in the server render too). */
function NewListing() {
  const { data: draft } = useListingDraft();
  // Discarding the draft starts a fresh form.
  const [fresh, setFresh] = useState(0);
  return <ListingEditor key={fresh} draft={draft} onDraftDiscarded={() => setFresh((n) => n + 1)} />;
}

export default function CreateListingPage() {
  const site = useSite();
  const { t } = useLingui();
  const siteName = site.siteName;
  const editParam = new URLSearchParams(useSearch()).get("edit");
  const editId = editParam && /^\d{1,10}$/.test(editParam) ? Number(editParam) : undefined;
  usePageMeta({
    title: editId ? t`Edit listing` : t`List a property`,
    description: t`List your property for sale or rent on ${siteName}: photos, permit, price and all the details buyers and tenants ask for.`,
    path: "/create-listing",
    noindex: true,
  });
  const next = editId ? `/create-listing?edit=${editId}` : "/create-listing";
  return (
    <SignInRequired
      next={next}
      title={editId ? t`Sign in to edit your listing` : t`Sign in to list a property`}
      description={t`Listing a property is free. Sign in, or create an account in under a minute, to continue.`}
    >
      {(user) =>
        editId ? (
          <EditListing id={editId} user={user} />
        ) : (
          <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>List a property</Trans>
            </h1>
            <p className="mt-1 text-muted-foreground">
              <Trans>Six short steps; at the end, save it as a draft or publish it.</Trans>
            </p>
            <div className="mt-8">
              <NewListing />
            </div>
          </div>
        )
      }
    </SignInRequired>
  );
}
