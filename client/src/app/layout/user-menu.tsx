import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
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
import { getUnreadCountsQueryOptions } from "@/features/dashboard/api/conversations-api";
import { useAuth } from "@/lib/auth";

export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const id = useId();
  // Unread messages in conversations, both sides (docs/decisions/0054): one cheap count, after the page.
  const unread = useQuery(getUnreadCountsQueryOptions()).data?.total ?? 0;
  // The button is named "Account menu for <username>": the words translated, the username kept as typed.
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-labelledby={`${id}-label ${id}-name${unread ? ` ${id}-unread` : ""}`}
          className="relative"
        >
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
          {unread > 0 && (
            <span
              id={`${id}-unread`}
              role="img"
              aria-label={t`${plural(unread, { one: "# unread message", other: "# unread messages" })}`}
              className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
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
