import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { categoryOf } from "@shared/listing-options";
import { textLanguage } from "@shared/listing-text";
import { emirateName, locationName, propertyTypeName } from "@shared/localised-names";
import { responsiveImageProps } from "@shared/media";
import { Button } from "@/components/ui/button";
import { formatArea, formatCount, formatPrice } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { EDITOR_STEPS, emirateOf, permitNameFor, type ListingFormValues } from "../listing-form";
import { amenityText } from "@/lib/amenity-text";
import {
  bedsLabel,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
  LISTING_PURPOSE_LABELS,
} from "@shared/option-labels";
import { permitText } from "../option-labels";

function Section({
  step,
  onEdit,
  children,
}: {
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(EDITOR_STEPS[step].title);
  return (
    <section className="rounded-lg border p-4" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onEdit(step)}
          aria-label={t`Edit ${title}`}
        >
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
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

/** Text the owner typed, marked with the language it is written in. */
function Typed({ text, className }: { text: string; className?: string }) {
  return (
    <span lang={textLanguage(text)} dir="auto" className={className}>
      {text}
    </span>
  );
}

function Missing() {
  return (
    <span className="text-destructive">
      <Trans>Missing</Trans>
    </span>
  );
}

export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const form = useFormContext<ListingFormValues>();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const emirate = emirateOf(values.location);
  const permit = permitNameFor(emirate);
  const residential = values.propertyType ? categoryOf(values.propertyType) === "residential" : true;
  const missing = <Missing />;
  const notGiven = <span className="text-muted-foreground">{t`None`}</span>;
  const photoCount = values.images.length;
  return (
    <div className="space-y-4">
      <Section step={0} onEdit={onEdit}>
        <dl>
          <Row label={t`Purpose`}>
            {i18n._(LISTING_PURPOSE_LABELS[values.priceType === "rent" ? "rent" : "sale"])}
          </Row>
          <Row label={t`Type`}>
            {values.propertyType ? propertyTypeName(values.propertyType, locale) : missing}
          </Row>
          <Row label={t`Title`}>{values.title ? <Typed text={values.title} /> : missing}</Row>
          <Row label={t`Description`}>
            {values.description ? (
              <Typed text={values.description} className="line-clamp-3 whitespace-pre-line" />
            ) : (
              missing
            )}
          </Row>
          <Row label={t`Title in Arabic`}>{values.titleAr ? <Typed text={values.titleAr} /> : notGiven}</Row>
          <Row label={t`Description in Arabic`}>
            {values.descriptionAr ? (
              <Typed text={values.descriptionAr} className="line-clamp-3 whitespace-pre-line" />
            ) : (
              notGiven
            )}
          </Row>
        </dl>
      </Section>
      <Section step={1} onEdit={onEdit}>
        <dl>
          <Row label={t`Location`}>{values.location ? locationName(values.location, locale) : missing}</Row>
          <Row label={t`Emirate`}>{emirate ? emirateName(emirate, locale) : "—"}</Row>
        </dl>
      </Section>
      <Section step={2} onEdit={onEdit}>
        <dl>
          {residential && (
            <Row label={t`Bedrooms`}>
              {values.beds === undefined ? missing : i18n._(bedsLabel(values.beds))}
            </Row>
          )}
          <Row label={t`Bathrooms`}>{values.baths ?? missing}</Row>
          <Row label={t`Size`}>
            {values.sqft ? <bdi>{formatArea(values.sqft, "sqft", formatLocale)}</bdi> : missing}
          </Row>
          <Row label={t`Furnishing`}>{i18n._(FURNISHING_LABELS[values.furnished])}</Row>
          <Row label={t`Completion`}>{i18n._(COMPLETION_LABELS[values.completionStatus])}</Row>
          <Row label={t`Amenities`}>
            {values.amenities.length
              ? values.amenities.map((amenity, index) => {
                  const shown = amenityText(i18n, amenity);
                  return (
                    <span key={amenity}>
                      {index > 0 && (locale === "ar" ? "، " : ", ")}
                      {shown.translated ? shown.text : <Typed text={shown.text} />}
                    </span>
                  );
                })
              : t`None chosen`}
          </Row>
        </dl>
      </Section>
      <Section step={3} onEdit={onEdit}>
        {photoCount ? (
          <ul
            className="flex gap-2 overflow-x-auto pb-1"
            aria-label={i18n._(msg`${plural(photoCount, { one: "# photo", other: "# photos" })}`)}
          >
            {values.images.map((url, index) => {
              const photoNumber = formatCount(index + 1, formatLocale);
              return (
                <li key={url} className="shrink-0">
                  <img
                    {...responsiveImageProps(url, "112px")}
                    alt={index === 0 ? t`Photo ${photoNumber} (cover)` : t`Photo ${photoNumber}`}
                    className="h-20 w-28 rounded-md object-cover"
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>
              No photos yet: listings with photos get far more enquiries. A drawing of the property type
              stands in.
            </Trans>
          </p>
        )}
      </Section>
      <Section step={4} onEdit={onEdit}>
        <dl>
          <Row label={values.priceType === "rent" ? t`Rent` : t`Price`}>
            {values.price ? <bdi>{formatPrice(values.price, values.priceType, formatLocale)}</bdi> : missing}
          </Row>
          <Row label={permit ? permitText(i18n, permit) : t`Permit`}>
            {values.permitNumber.trim() ? (
              <bdi>{values.permitNumber.trim()}</bdi>
            ) : permit ? (
              <span className="text-amber-800">
                <Trans>None yet: needed to publish</Trans>
              </span>
            ) : (
              t`Not required`
            )}
          </Row>
        </dl>
      </Section>
    </div>
  );
}
