import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useAuth } from "@/lib/auth";
import {
  CATEGORY_LINKS,
  CITY_LINKS,
  GUIDE_LINKS,
  MOBILE_AREA_LINKS,
  PRIMARY_LINKS,
  TOOL_LINKS,
  type NavLink,
} from "./navigation";
import { LanguageSwitch } from "./language-switch";
import { useNavLabel } from "./nav-label";
import { SavedMenuLink } from "./saved-link";

const MOBILE_LINKS: NavLink[] = [
  ...PRIMARY_LINKS,
  { label: msg`New Properties`, href: "/new-property" },
  { label: msg`Find Agent`, href: "/find-agent" },
  { label: msg`News`, href: "/news" },
  { label: msg`FAQs`, href: "/faqs" },
  { label: msg`Careers`, href: "/careers" },
];

const SECTIONS: { title: MessageDescriptor; links: NavLink[] }[] = [
  { title: msg`Cities`, links: CITY_LINKS },
  { title: msg`Areas`, links: [...MOBILE_AREA_LINKS, { label: msg`All areas`, href: "/areas" }] },
  { title: msg`Categories`, links: CATEGORY_LINKS },
  { title: msg`Guides`, links: GUIDE_LINKS },
  { title: msg`Tools`, links: TOOL_LINKS },
];

function SheetLink({ link, onChoose }: { link: NavLink; onChoose: () => void }) {
  const label = useNavLabel();
  return (
    <Link href={link.href} onClick={onChoose} className="block rounded-md px-3 py-2 text-base hover:bg-muted">
      {label(link)}
    </Link>
  );
}

/**
 * The phone menu's sheet (docs/product.md §Pages), loaded when the menu button (mobile-menu.tsx) is first
 * pressed: the dialog's code stays off the first visit. It closes as soon as a link is chosen, and opens from
 * the side where lines start: the left in English, the right in Arabic.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (there is no Radix trigger to find). */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { i18n, t } = useLingui();
  const { user, logoutMutation } = useAuth();
  const close = () => onOpenChange(false);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    menuButton.current?.focus();
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="start" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
        <SheetTitle>
          <Trans>Menu</Trans>
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Site navigation</Trans>
        </SheetDescription>
        <nav aria-label={t`Mobile`} className="flex flex-col gap-1">
          {MOBILE_LINKS.map((link) => (
            <SheetLink key={link.href} link={link} onChoose={close} />
          ))}
          <SavedMenuLink onChoose={close} />
          {SECTIONS.map((section) => (
            <Collapsible.Root key={section.title.id} className="border-t pt-1">
              <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-start text-base font-medium hover:bg-muted">
                {i18n._(section.title)}
                <ChevronDown
                  className="size-4 transition group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Collapsible.Trigger>
              <Collapsible.Content className="ps-3">
                {section.links.map((link) => (
                  <SheetLink key={link.href} link={link} onChoose={close} />
                ))}
              </Collapsible.Content>
            </Collapsible.Root>
          ))}
          <div className="mt-2 flex flex-col gap-2 border-t pt-3">
            <LanguageSwitch className="h-10 justify-center border" onChoose={close} />
            <Button asChild>
              <Link href="/create-listing" onClick={close}>
                <Trans>Add Listing</Trans>
              </Link>
            </Button>
            {user ? (
              <>
                <Button asChild variant="outline">
                  <Link href="/dashboard" onClick={close}>
                    <Trans>Dashboard</Trans>
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    close();
                    logoutMutation.mutate();
                  }}
                >
                  <Trans>Sign Out</Trans>
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link href="/auth" onClick={close}>
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
