import { Slot } from "@radix-ui/react-slot";
import * as React from "react";
import {
  Controller,
  FormProvider,
  useFormContext,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { translateFieldError } from "@shared/messages";
import { useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** shadcn's Form: react-hook-form fields with labels, descriptions and errors wired up for screen readers. */
export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
}
const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);
interface FormItemContextValue {
  id: string;
  /** Which of the item's parts are there: `aria-describedby` may name only elements of the page. */
  hasDescription: boolean;
  hasMessage: boolean;
}
const FormItemContext = React.createContext<FormItemContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState, formState } = useFormContext();
  if (!field || !item) throw new Error("useFormField must be used within <FormField> and <FormItem>");
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    hasDescription: item.hasDescription,
    hasMessage: item.hasMessage,
    formItemId: `${item.id}-item`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    ...state,
  };
}

/** Whether an element of this type is among the children (directly, or inside fragments). */
function containsElementOf(children: React.ReactNode, type: React.ElementType): boolean {
  return React.Children.toArray(children).some(
    (child) =>
      React.isValidElement<{ children?: React.ReactNode }>(child) &&
      (child.type === type ||
        (child.type === React.Fragment && containsElementOf(child.props.children, type))),
  );
}

/**
 * A field: label, control, description, message. The description and message sit directly in it (as
 * everywhere in this app), so the item knows from its children, on the server too, which of them the
 * control may point at.
 */
export function FormItem({ className, children, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  const id = React.useId();
  const hasDescription = containsElementOf(children, FormDescription);
  const hasMessage = containsElementOf(children, FormMessage);
  return (
    <FormItemContext.Provider value={{ id, hasDescription, hasMessage }}>
      <div className={cn("space-y-2", className)} {...props}>
        {children}
      </div>
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentPropsWithoutRef<typeof Label>) {
  const { error, formItemId } = useFormField();
  return <Label className={cn(error && "text-destructive", className)} htmlFor={formItemId} {...props} />;
}

export function FormControl(props: React.ComponentPropsWithoutRef<typeof Slot>) {
  const { error, hasDescription, hasMessage, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [
    hasDescription && formDescriptionId,
    hasMessage && error?.message && formMessageId,
  ].filter(Boolean);
  return (
    <Slot
      id={formItemId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { formDescriptionId } = useFormField();
  return <p id={formDescriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/**
 * The field's error, in the page's language: the shared schemas and the form's own checks write it in
 * English and shared/messages.ts gives the Arabic (the server's errors arrive translated already).
 */
export function FormMessage({ className, children, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { error, formMessageId } = useFormField();
  const locale = useLocale();
  const message = error ? String(error.message ?? "") : "";
  const body = error ? message && translateFieldError(message, locale) : children;
  if (!body) return null;
  return (
    <p
      id={formMessageId}
      role="alert"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
}
