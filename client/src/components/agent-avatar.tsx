import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * An agent's or owner's round photo, or `fallback` (initials, an icon) in a circle of the same size when
 * there is none. Decorative: the name is always written beside it.
 */
export function AgentAvatar({
  photoUrl,
  fallback,
  className,
}: {
  photoUrl: string | null | undefined;
  fallback: ReactNode;
  className?: string;
}) {
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={cn("size-14 rounded-full object-cover", className)}
    />
  ) : (
    <span
      className={cn("flex size-14 items-center justify-center rounded-full bg-secondary", className)}
      aria-hidden="true"
    >
      {fallback}
    </span>
  );
}
