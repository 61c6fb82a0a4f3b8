import { Link } from "wouter";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";

export default function NotFoundPage() {
  useHttpStatus(404);
  usePageMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    noindex: true,
  });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you were looking for has moved or never existed. Try a search, or start from the home page.
      </p>
      <div className="mt-6 flex gap-3">
        <Link href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          Go home
        </Link>
        <Link href="/search" className="rounded-md border px-4 py-2 font-medium">
          Search properties
        </Link>
      </div>
    </div>
  );
}
