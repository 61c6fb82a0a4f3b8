import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form";

function EmailField({ description }: { description?: string }) {
  const form = useForm({ defaultValues: { email: "" } });
  return (
    <Form {...form}>
      <FormField
        control={form.control}
        name="email"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Email</FormLabel>
            <FormControl>
              <input type="email" {...field} />
            </FormControl>
            {description && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />
    </Form>
  );
}

/** The ids an element's aria-describedby names, and whether each is an element of the markup. */
function describedByTargets(html: string): { id: string; exists: boolean }[] {
  const names = /aria-describedby="([^"]*)"/.exec(html)?.[1] ?? "";
  return names
    .split(" ")
    .filter(Boolean)
    .map((id) => ({ id, exists: html.includes(`id="${id}"`) }));
}

describe("FormControl's aria-describedby", () => {
  it("names the field's description when there is one", () => {
    const html = renderToStaticMarkup(<EmailField description="We never share it." />);
    const targets = describedByTargets(html);
    expect(targets).toHaveLength(1);
    expect(targets[0].exists).toBe(true);
    expect(html).toMatch(new RegExp(`<p id="${targets[0].id}"[^>]*>We never share it.</p>`));
  });

  it("is left out when the field has no description, rather than naming an element that is not there", () => {
    const html = renderToStaticMarkup(<EmailField />);
    expect(html).not.toContain("aria-describedby");
  });
});
