import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { emirateNameOf } from "@shared/localised-names";
import { formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { useOverview } from "../api/get-overview";

/** "1 property", "12 properties"; in Arabic one of six forms ("عقاران", "3 عقارات", "11 عقارًا"). */
function PropertyCount({ count }: { count: number }) {
  const { t } = useLingui();
  const shown = formatCount(count, useFormatLocale());
  return t`${plural(count, { one: `${shown} property`, other: `${shown} properties` })}`;
}

function ListingCount({ count }: { count: number }) {
  const { t } = useLingui();
  const shown = formatCount(count, useFormatLocale());
  return t`${plural(count, { one: `${shown} listing`, other: `${shown} listings` })}`;
}

const CARD_IMAGES: Record<string, string> = {
  Dubai: "/media/sample/apartment-5.svg",
  "Abu Dhabi": "/media/sample/office-2.svg",
  Sharjah: "/media/sample/villa-4.svg",
};

/** Dubai, Abu Dhabi and Sharjah, live counts (docs/product.md §Pages); Dubai-only sites show Dubai alone. */
export function EmirateCards() {
  const { data } = useOverview();
  const site = useSite();
  const locale = useLocale();
  const shown = data.byEmirate.filter((e) =>
    site.scope === "Dubai" ? e.emirate === "Dubai" : e.emirate in CARD_IMAGES,
  );
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {shown.map((card) => (
        <li key={card.emirate}>
          <Link
            href={`/${card.slug}`}
            className="group relative block overflow-hidden rounded-2xl border shadow-sm focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img
              src={CARD_IMAGES[card.emirate]}
              alt=""
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full object-cover transition group-hover:scale-[1.02]"
            />
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 text-white">
              <p className="text-xl font-semibold">{emirateNameOf(card.emirate, locale)}</p>
              <p className="flex items-center gap-1 text-sm">
                <PropertyCount count={card.listingCount} />
                <ArrowRight
                  className="size-4 transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                  aria-hidden="true"
                />
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The UAE-wide site's extra section: every emirate with its live count. */
export function AllEmirates() {
  const { data } = useOverview();
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {data.byEmirate.map((e) => (
        <li key={e.emirate}>
          <Link
            href={`/${e.slug}`}
            className="block rounded-xl border bg-card p-4 text-center hover:border-primary hover:shadow-sm"
          >
            <span className="block font-semibold">{emirateNameOf(e.emirate, locale)}</span>
            <span className="text-sm text-muted-foreground">
              <ListingCount count={e.listingCount} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
