import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { yearInUae } from "@shared/format";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { useSite } from "@/lib/site";
import { useNavLabel } from "./nav-label";
import { FOOTER_AREAS, FOOTER_COMPANY, FOOTER_QUICK_LINKS, type NavLink } from "./navigation";

function LinkColumn({ title, links }: { title: MessageDescriptor; links: NavLink[] }) {
  const { i18n } = useLingui();
  const label = useNavLabel();
  return (
    <nav aria-label={i18n._(title)}>
      <h2 className="text-sm font-semibold text-foreground">{i18n._(title)}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-foreground hover:underline">
              {label(link)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The networks we will open; shown as names only until the accounts exist (no dead links). Brand names,
 * written the same in every language.
 */
const SOCIAL_NETWORKS = ["Instagram", "LinkedIn", "X", "Facebook"];

export function Footer() {
  const site = useSite();
  const year = yearInUae();
  const { t } = useLingui();
  return (
    <footer className="border-t bg-muted/50 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-base font-semibold text-foreground">{site.siteName}</p>
          <p className="mt-2 max-w-md">{site.siteDescription}</p>
          <ul className="mt-4 flex gap-2" aria-label={t`Social media channels, opening soon`}>
            {SOCIAL_NETWORKS.map((network) => (
              <li
                key={network}
                lang="en"
                dir="ltr"
                className="rounded-full border bg-background px-3 py-1 text-xs"
                title={t`${network}: coming soon`}
              >
                {network}
              </li>
            ))}
          </ul>
          <div className="mt-6 max-w-md">
            <NewsletterForm />
          </div>
        </div>
        <LinkColumn title={msg`Quick Links`} links={FOOTER_QUICK_LINKS} />
        <LinkColumn title={msg`Popular Areas`} links={FOOTER_AREAS} />
        <LinkColumn title={msg`Company`} links={FOOTER_COMPANY} />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>
              © {year} {site.siteName}. All rights reserved.
            </Trans>
          </p>
          <div className="flex gap-4">
            <Link href="/privacy-policy" className="hover:text-foreground hover:underline">
              <Trans>Privacy Policy</Trans>
            </Link>
            <Link href="/terms-and-conditions" className="hover:text-foreground hover:underline">
              <Trans>Terms &amp; Conditions</Trans>
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
