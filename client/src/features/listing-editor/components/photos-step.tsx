import { Trans, useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/form-field";
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from "@/components/ui/form";
import type { ListingFormValues } from "../listing-form";
import { MAX_PHOTOS, PhotoUploader } from "./photo-uploader";

function PhotosField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  onUploadingChange: (count: number) => void;
}) {
  const form = useFormContext<ListingFormValues>();
  const { formDescriptionId } = useFormField();
  return (
    <PhotoUploader
      value={value}
      onChange={onChange}
      latest={() => form.getValues("images")}
      onUploadingChange={onUploadingChange}
      describedBy={formDescriptionId}
    />
  );
}

export function PhotosStep({ onUploadingChange }: { onUploadingChange: (count: number) => void }) {
  const form = useFormContext<ListingFormValues>();
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <FormField
        control={form.control}
        name="images"
        render={({ field }) => (
          <FormItem>
            <FormDescription>
              <Trans>
                Up to {MAX_PHOTOS} photos. The first is the cover on cards and search results. Photos are
                resized, turned upright and stripped of location and camera data before anyone sees them.
              </Trans>
            </FormDescription>
            <PhotosField
              value={field.value}
              onChange={(images) => field.onChange(images)}
              onUploadingChange={onUploadingChange}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="space-y-6 sm:max-w-md">
        <TextField
          control={form.control}
          name="videoUrl"
          label={t`Video link (optional)`}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder="https://www.youtube.com/watch?v=…"
          description={t`A YouTube or Vimeo address, shown in the gallery.`}
        />
        <TextField
          control={form.control}
          name="tourUrl"
          label={t`360° tour link (optional)`}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder="https://my.matterport.com/show/?m=…"
          description={t`A Matterport tour, or a 360° video on YouTube or Vimeo.`}
        />
      </div>
    </div>
  );
}
