import { zodResolver } from "@/lib/zod-resolver";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SUBSCRIBED_MESSAGE, subscribeInputSchema, type SubscribeInput } from "@shared/newsletter";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";

/** The footer's newsletter box: validated, idempotent on the server, confirmed in a toast. */
export function NewsletterForm() {
  const form = useForm<SubscribeInput>({
    resolver: zodResolver(subscribeInputSchema),
    defaultValues: { email: "" },
  });
  const subscribe = useMutation({
    mutationFn: async (input: SubscribeInput) =>
      (await apiRequest("POST", "/api/newsletter", input)).json() as Promise<{ message: string }>,
    onSuccess: (answer) => {
      toast({ title: "Subscribed!", description: answer.message ?? SUBSCRIBED_MESSAGE });
      form.reset();
    },
    onError: (error) =>
      toast({ title: "Subscription failed", description: error.message, variant: "destructive" }),
  });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => subscribe.mutate(values))}
        noValidate
        className="flex flex-col gap-2"
      >
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="text-foreground">Monthly market update by email</FormLabel>
              <div className="flex gap-2">
                <FormControl>
                  <Input type="email" autoComplete="email" placeholder="you@example.com" {...field} />
                </FormControl>
                <Button type="submit" disabled={subscribe.isPending}>
                  {subscribe.isPending ? "Subscribing…" : "Subscribe"}
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
