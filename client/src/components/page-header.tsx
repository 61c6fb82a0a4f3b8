import type { ReactNode } from "react";

/**
 * How a listing, tool or content page opens: its one <h1> and an introduction under it. `introGap` is
 * the space between the two (pages with a long introduction sit closer).
 */
export function PageHeader({
  title,
  introGap = "mt-4",
  children,
}: {
  title: ReactNode;
  introGap?: "mt-3" | "mt-4";
  children: ReactNode;
}) {
  return (
    <header className="mt-4 max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className={`${introGap} text-lg leading-relaxed text-muted-foreground`}>{children}</p>
    </header>
  );
}
