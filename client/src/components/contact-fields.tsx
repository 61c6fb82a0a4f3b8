import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** The fields every form that writes to a person shares; the phone is optional everywhere. */
interface ContactFieldValues {
  name: string;
  email: string;
  phone?: unknown;
}

/**
 * Name, email and optional phone, for a form inside shadcn's `Form` whose schema has those three fields
 * (the contact form, a listing's enquiry form). Each field's error shows under it.
 */
export function ContactFields({
  maxLength,
  phoneHint,
}: {
  /** The schema's limits, when the boxes should stop where the server would refuse. */
  maxLength?: { name: number; email: number; phone: number };
  phoneHint?: ReactNode;
}) {
  const { control } = useFormContext<ContactFieldValues>();
  return (
    <>
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Your name</FormLabel>
            <FormControl>
              <Input autoComplete="name" maxLength={maxLength?.name} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="email"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Email</FormLabel>
            <FormControl>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={maxLength?.email}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="phone"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              Phone <span className="font-normal text-muted-foreground">(optional)</span>
            </FormLabel>
            <FormControl>
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={maxLength?.phone}
                {...field}
                value={typeof field.value === "string" ? field.value : ""}
              />
            </FormControl>
            {phoneHint && <FormDescription>{phoneHint}</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
