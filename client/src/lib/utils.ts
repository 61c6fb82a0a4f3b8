import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Tailwind class names, later ones winning (shadcn's helper, with the site's own small merge: class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
