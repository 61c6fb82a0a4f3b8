import { Link } from "wouter";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { useSite } from "@/lib/site";
import { FOOTER_AREAS, FOOTER_COMPANY, FOOTER_QUICK_LINKS, type NavLink } from "./navigation";

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-foreground hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The networks we will open; shown as names only until the accounts exist (no dead links). */
const SOCIAL_NETWORKS = ["Instagram", "LinkedIn", "X", "Facebook"];

export function Footer() {
  const site = useSite();
  return (
    <footer className="border-t bg-muted/50 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-base font-semibold text-foreground">{site.siteName}</p>
          <p className="mt-2 max-w-md">{site.siteDescription}</p>
          <ul className="mt-4 flex gap-2" aria-label="Social media channels, opening soon">
            {SOCIAL_NETWORKS.map((network) => (
              <li
                key={network}
                className="rounded-full border bg-background px-3 py-1 text-xs"
                title={`${network}: coming soon`}
              >
                {network}
              </li>
            ))}
          </ul>
          <div className="mt-6 max-w-md">
            <NewsletterForm />
          </div>
        </div>
        <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkColumn title="Popular Areas" links={FOOTER_AREAS} />
        <LinkColumn title="Company" links={FOOTER_COMPANY} />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p>© 2025 {site.siteName}. All rights reserved.</p>
          <div className="flex gap-4">
            <Link href="/privacy-policy" className="hover:text-foreground hover:underline">
              Privacy Policy
            </Link>
            <Link href="/terms-and-conditions" className="hover:text-foreground hover:underline">
              Terms &amp; Conditions
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
