import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useId } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { User } from "@shared/user";
import { useAuth } from "@/lib/auth";

export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const id = useId();
  // The button is named "Account menu for <username>": the words translated, the username kept as typed.
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-labelledby={`${id}-label ${id}-name`}>
          <span id={`${id}-label`} className="sr-only">
            {t`Account menu for`}
          </span>
          <UserRound aria-hidden="true" />
          {/* On a phone the button is the icon alone (the name still names it): with the name, the header
              was wider than a 390 px screen and pushed the menu button off it. */}
          <bdi id={`${id}-name`} className="hidden max-w-32 truncate sm:inline" translate="no">
            {user.username}
          </bdi>
          <ChevronDown className="hidden sm:inline" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate" translate="no">
          <bdi>{user.username}</bdi>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          <Trans>Dashboard</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate("/") })}
        >
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Sign Out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
