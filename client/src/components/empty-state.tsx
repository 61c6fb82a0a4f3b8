import type { ReactNode } from "react";

/** What a list says when it has nothing yet: a heading, a line on how to fill it, and (as `action`) a way to start. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
