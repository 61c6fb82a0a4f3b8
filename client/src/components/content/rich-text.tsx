import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";

const TOKEN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Inline text of the editorial content: **bold** and [links](/internal/path), nothing else. */
export function RichText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    if (match[1]) nodes.push(<strong key={index}>{match[1]}</strong>);
    else
      nodes.push(
        <Link key={index} href={match[3]} className="font-medium text-primary underline underline-offset-2">
          {match[2]}
        </Link>,
      );
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}

/** The same text without markup, for meta descriptions and JSON-LD. */
export function plainText(text: string): string {
  return text.replace(
    TOKEN,
    (_m, bold: string | undefined, label: string | undefined) => bold ?? label ?? "",
  );
}
