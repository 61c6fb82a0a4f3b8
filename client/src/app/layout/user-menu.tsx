import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
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
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Account menu for ${user.username}`}>
          <UserRound aria-hidden="true" />
          <span className="max-w-32 truncate">{user.username}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate("/") })}
        >
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
