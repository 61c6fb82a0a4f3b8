import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { Listing } from "@shared/listing";
import type { ListingDraft } from "@shared/listing-draft";
import { zodResolver } from "@/lib/zod-resolver";
import {
  EMPTY_LISTING,
  listingFormSchema,
  valuesFromListing,
  type ListingFormOutput,
  type ListingFormValues,
} from "./listing-form";

/** The editor's form: filled from the listing being edited, else from the saved draft, else empty. */
export function useListingForm(listing: Listing | undefined, draft: ListingDraft | null | undefined) {
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema) as unknown as Resolver<
      ListingFormValues,
      unknown,
      ListingFormOutput
    >,
    defaultValues: listing
      ? valuesFromListing(listing)
      : draft
        ? { ...EMPTY_LISTING, ...draft.values }
        : EMPTY_LISTING,
    mode: "onTouched",
  });

  // A field showing an error is checked again as it is typed in, so the message goes as soon as the value
  // is right (not on blur, when its disappearing would shift the button being clicked).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}
