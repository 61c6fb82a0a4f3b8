import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  bedsLabel,
  categoryOf,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
  LISTING_PURPOSE_LABELS,
} from "@shared/listing-options";
import { responsiveImageProps } from "@shared/media";
import { Button } from "@/components/ui/button";
import { formatArea, formatPrice } from "@shared/format";
import { countOf } from "@/lib/plural";
import { EDITOR_STEPS, emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";

function Section({
  step,
  onEdit,
  children,
}: {
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const title = EDITOR_STEPS[step].title;
  return (
    <section className="rounded-lg border p-4" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onEdit(step)}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const missing = <span className="text-destructive">Missing</span>;

export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const form = useFormContext<ListingFormValues>();
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const emirate = emirateOf(values.location);
  const permit = permitNameFor(emirate);
  const residential = values.propertyType ? categoryOf(values.propertyType) === "residential" : true;
  return (
    <div className="space-y-4">
      <Section step={0} onEdit={onEdit}>
        <dl>
          <Row label="Purpose">{LISTING_PURPOSE_LABELS[values.priceType === "rent" ? "rent" : "sale"]}</Row>
          <Row label="Type">{values.propertyType ?? missing}</Row>
          <Row label="Title">{values.title || missing}</Row>
          <Row label="Description">
            <span className="line-clamp-3 whitespace-pre-line">{values.description || missing}</span>
          </Row>
        </dl>
      </Section>
      <Section step={1} onEdit={onEdit}>
        <dl>
          <Row label="Location">{values.location || missing}</Row>
          <Row label="Emirate">{emirate ?? "—"}</Row>
        </dl>
      </Section>
      <Section step={2} onEdit={onEdit}>
        <dl>
          {residential && (
            <Row label="Bedrooms">{values.beds === undefined ? missing : bedsLabel(values.beds)}</Row>
          )}
          <Row label="Bathrooms">{values.baths ?? missing}</Row>
          <Row label="Size">{values.sqft ? formatArea(values.sqft) : missing}</Row>
          <Row label="Furnishing">{FURNISHING_LABELS[values.furnished]}</Row>
          <Row label="Completion">{COMPLETION_LABELS[values.completionStatus]}</Row>
          <Row label="Amenities">{values.amenities.length ? values.amenities.join(", ") : "None chosen"}</Row>
        </dl>
      </Section>
      <Section step={3} onEdit={onEdit}>
        {values.images.length ? (
          <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={countOf(values.images.length, "photo")}>
            {values.images.map((url, index) => (
              <li key={url} className="shrink-0">
                <img
                  {...responsiveImageProps(url, "112px")}
                  alt={`Photo ${index + 1}${index === 0 ? " (cover)" : ""}`}
                  className="h-20 w-28 rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No photos yet: listings with photos get far more enquiries. A drawing of the property type stands
            in.
          </p>
        )}
      </Section>
      <Section step={4} onEdit={onEdit}>
        <dl>
          <Row label={values.priceType === "rent" ? "Rent" : "Price"}>
            {values.price ? formatPrice(values.price, values.priceType) : missing}
          </Row>
          <Row label={permit ? `${permit} permit` : "Permit"}>
            {values.permitNumber.trim() ||
              (permit ? <span className="text-amber-800">None yet: needed to publish</span> : "Not required")}
          </Row>
        </dl>
      </Section>
    </div>
  );
}
