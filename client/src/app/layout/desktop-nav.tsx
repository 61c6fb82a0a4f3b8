import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "@/components/ui/navigation-menu";
import { useNavLabel } from "./nav-label";
import { CITY_LINKS, GUIDE_LINKS, MORE_LINKS, PRIMARY_LINKS, type NavLink } from "./navigation";

function MenuLink({ link }: { link: NavLink }) {
  const label = useNavLabel();
  const { i18n } = useLingui();
  return (
    <li>
      <NavigationMenuLink asChild>
        <Link
          href={link.href}
          className="block rounded-md px-3 py-2 text-sm hover:bg-muted focus:bg-muted focus:outline-none"
        >
          <span className="font-medium">{label(link)}</span>
          {link.description && (
            <span className="mt-0.5 block text-xs text-muted-foreground">{i18n._(link.description)}</span>
          )}
        </Link>
      </NavigationMenuLink>
    </li>
  );
}

function Dropdown({
  label,
  links,
  wide = false,
}: {
  label: MessageDescriptor;
  links: NavLink[];
  wide?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger>{i18n._(label)}</NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className={wide ? "grid w-[28rem] grid-cols-2 gap-1 p-2" : "grid w-56 gap-1 p-2"}>
          {links.map((link) => (
            <MenuLink key={link.href} link={link} />
          ))}
        </ul>
      </NavigationMenuContent>
    </NavigationMenuItem>
  );
}

function TopLink({ link }: { link: NavLink }) {
  const label = useNavLabel();
  return (
    <NavigationMenuItem>
      <NavigationMenuLink asChild>
        <Link href={link.href} className={navigationMenuTriggerStyle}>
          {label(link)}
        </Link>
      </NavigationMenuLink>
    </NavigationMenuItem>
  );
}

/** Desktop menu (docs/product.md §Pages): Buy, Rent, Commercial, Cities, Guides, Find Agent, News, More. */
export function DesktopNav() {
  const { i18n } = useLingui();
  return (
    <NavigationMenu aria-label={i18n._(msg`Main`)} className="hidden lg:flex">
      <NavigationMenuList>
        {PRIMARY_LINKS.map((link) => (
          <TopLink key={link.href} link={link} />
        ))}
        <Dropdown label={msg`Cities`} links={CITY_LINKS} />
        <Dropdown label={msg`Guides`} links={GUIDE_LINKS} wide />
        <TopLink link={{ label: msg`Find Agent`, href: "/find-agent" }} />
        <TopLink link={{ label: msg`News`, href: "/news" }} />
        <Dropdown label={msg`More`} links={MORE_LINKS} wide />
      </NavigationMenuList>
    </NavigationMenu>
  );
}
