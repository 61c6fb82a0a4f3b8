/** Only same-site paths: "/dashboard" yes; "//evil.example", "https://…" or "javascript:…" fall back to "/". */
export function safeRedirectPath(next: string | null | undefined, fallback = "/"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
