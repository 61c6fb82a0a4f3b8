import type { InputHTMLAttributes, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { parseLocalisedNumber, westernDigits } from "@shared/format";
import { Input } from "@/components/ui/input";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";

type Field<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N>;

interface FieldRowProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Under the control; a function when it follows what was typed (a character count). */
  description?: ReactNode | ((field: Field<T, N>) => ReactNode);
  /** Shown at the end of the label's line (a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
}

/**
 * One field of a form inside shadcn's `Form`: its label, the control `children` draws from the field, an
 * optional description and the field's error, wired together for screen readers.
 */
export function FormFieldRow<T extends FieldValues, N extends FieldPath<T>>({
  children,
  ...row
}: FieldRowProps<T, N> & { children: (field: Field<T, N>) => ReactNode }) {
  const { description, labelAside } = row;
  return (
    <FormField
      control={row.control}
      name={row.name}
      render={({ field }) => {
        const describe = typeof description === "function" ? description(field) : description;
        return (
          <FormItem className={row.className}>
            {labelAside ? (
              <div className="flex items-center justify-between">
                <FormLabel>{row.label}</FormLabel>
                {labelAside}
              </div>
            ) : (
              <FormLabel>{row.label}</FormLabel>
            )}
            <FormControl>{children(field)}</FormControl>
            {describe && <FormDescription>{describe}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "value" | "onChange" | "onBlur" | "className" | "children"
>;

/**
 * A text box field (text, email, password, tel). The <input>'s own attributes (type, autoComplete,
 * maxLength…) are passed as they are; `className` places the whole field.
 */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  labelAside,
  className,
  ...input
}: FieldRowProps<T, N> & InputProps) {
  return (
    <FormFieldRow {...{ control, name, label, description, labelAside, className }}>
      {(field) => <Input {...input} {...field} />}
    </FormFieldRow>
  );
}

/**
 * A field for a whole number typed as digits (a price, a size): anything else typed is dropped, and an
 * empty box is undefined, so the schema says whether it is required.
 */
export function WholeNumberField<T extends FieldValues, N extends FieldPath<T>>({
  placeholder,
  ...row
}: FieldRowProps<T, N> & { placeholder?: string }) {
  return (
    <FormFieldRow {...row}>
      {(field) => (
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === undefined ? "" : String(field.value)}
          onChange={(event) => {
            // Arabic-Indic and Persian digits count as digits (shared/format parseLocalisedNumber).
            const digits = westernDigits(event.target.value).replace(/[^\d]/g, "");
            field.onChange(digits === "" ? undefined : parseLocalisedNumber(digits));
          }}
        />
      )}
    </FormFieldRow>
  );
}

/**
 * A choice from a list, in the browser's own <select>. `parse` turns the chosen option's value into the
 * field's (a number of bedrooms); without it the field holds the option's value.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  placeholder,
  parse,
  ...row
}: FieldRowProps<T, N> & {
  options: readonly SelectOption[];
  placeholder?: string;
  parse?: (value: string) => unknown;
}) {
  return (
    <FormFieldRow {...row}>
      {(field) => (
        <NativeSelect
          ref={field.ref}
          name={field.name}
          value={field.value === undefined || field.value === null ? "" : String(field.value)}
          placeholder={placeholder}
          options={options}
          onValueChange={(value) => field.onChange(parse ? parse(value) : value)}
          onBlur={field.onBlur}
        />
      )}
    </FormFieldRow>
  );
}
