import type { ReactNode } from "react";

/** The body of a 404 page: the code, a heading, what happened, and (as `actions`) where to go instead. */
export function NotFoundMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{children}</p>
      {actions}
    </div>
  );
}
