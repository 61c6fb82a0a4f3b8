import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type IconFactProps = { icon: ReactNode; label: string; children: ReactNode; iconClassName?: string };

/**
 * One term of a facts list with its icon. dt and dd sit directly in the group (a dl may only hold
 * div > dt + dd); the icon hangs in the padding, hidden from screen readers.
 */
export function IconFact({ icon, label, children, iconClassName }: IconFactProps) {
  return (
    <div className="relative min-w-0 ps-6">
      <dt className="text-muted-foreground">
        <span className={cn("absolute inset-s-0 top-0.5 [&_svg]:size-4", iconClassName)} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
