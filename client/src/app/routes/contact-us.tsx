import { Trans, useLingui } from "@lingui/react/macro";
import { Flag, HelpCircle, Megaphone, ShieldCheck } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { ContactForm, subjectFromParam } from "@/features/content/components/contact-form";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

function Tip({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

export default function ContactUsPage() {
  const site = useSite();
  const { t } = useLingui();
  const crumbs: Crumb[] = [
    { name: t`Home`, path: "/" },
    { name: t`Contact us`, path: "/contact-us" },
  ];
  const siteName = site.siteName;
  const initialSubject = subjectFromParam(new URLSearchParams(useSearch()).get("subject"));
  usePageMeta({
    title: t`Contact Us`,
    description: t`Write to the ${siteName} team: report a listing, fix a problem with your own listing, ask about advertising or make a privacy request.`,
    keywords: ["contact", "report a listing", "property portal support", "advertise property UAE"],
    path: "/contact-us",
    jsonLd: [
      breadcrumbJsonLd(site, crumbs),
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: t`Contact ${siteName}`,
        url: `${site.baseUrl}/contact-us`,
      },
    ],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`Contact us`}>
        <Trans>
          Tell us about a listing that looks wrong, a problem with your own listing or account, advertising
          for your agency, or a request about your personal data. Questions about a particular property go to
          its owner or agent: use the enquiry form on the listing.
        </Trans>
      </PageHeader>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="contact-form-heading" className="min-w-0">
          <h2 id="contact-form-heading" className="sr-only">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm initialSubject={initialSubject} />
        </section>
        <aside aria-labelledby="before-you-write" className="rounded-xl border bg-muted/40 p-5">
          <h2 id="before-you-write" className="text-lg font-semibold">
            <Trans>Before you write</Trans>
          </h2>
          <ul className="mt-4 space-y-5">
            <Tip icon={<Flag className="size-5" />} title={t`Reporting a listing`}>
              <Trans>
                Choose “Report a listing” and paste the listing’s link. Say what is wrong: a missing or
                mismatched permit, a wrong price, a property that is no longer available, or a request for
                money before a viewing.
              </Trans>
            </Tip>
            <Tip icon={<ShieldCheck className="size-5" />} title={t`Privacy requests`}>
              <Trans>
                Write from the email address on your account so we can confirm it is you. Our{" "}
                <Link
                  href="/privacy-policy"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  privacy policy
                </Link>{" "}
                explains your rights.
              </Trans>
            </Tip>
            <Tip icon={<Megaphone className="size-5" />} title={t`Agencies and advertising`}>
              <Trans>
                Listing is free. Ask us about featured upgrades, or about connecting your system to our API.
              </Trans>
            </Tip>
            <Tip icon={<HelpCircle className="size-5" />} title={t`Quick answers`}>
              <Trans>
                Fees, renting, permits and accounts are covered in the{" "}
                <Link href="/faqs" className="font-medium text-primary underline underline-offset-2">
                  FAQs
                </Link>
                .
              </Trans>
            </Tip>
          </ul>
        </aside>
      </div>
    </div>
  );
}
