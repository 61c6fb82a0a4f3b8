import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { ACCEPTED_PHOTO_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, responsiveImageProps } from "@shared/media";
import { directionOf } from "@shared/locale";
import { formatCount, formatPercent } from "@shared/format";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ApiRequestError } from "@/lib/api-client";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { uploadPhoto } from "../api/listing-editor-api";

/** The shared schema's limit on a listing's photos. */
export const MAX_PHOTOS = 30;

interface Upload {
  id: number;
  name: string;
  percent: number;
}

interface Refusal {
  id: number;
  message: string;
}

function tooLarge(i18n: I18n, fileName: string): string {
  return i18n._(msg`${fileName} is larger than ${MAX_UPLOAD_MB} MB`);
}

function refusalMessage(i18n: I18n, error: unknown, fileName: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401)
      return i18n._(msg`${fileName} was not uploaded: your session ended. Sign in again.`);
    if (error.body?.message) return error.body.message;
    if (error.status === 413) return tooLarge(i18n, fileName);
    return i18n._(msg`${fileName} could not be uploaded. Please try again.`);
  }
  return errorText(error, i18n._(msg`${fileName} could not be uploaded`));
}

interface PhotoUploaderProps {
  /** The listing's photo URLs, in order (the first is the cover). */
  value: string[];
  /** Receives the new order; `latest` reads the value at call time, for uploads that finish later. */
  onChange: (images: string[]) => void;
  latest: () => string[];
  /** Tells the editor how many uploads are still running (saving waits for them). */
  onUploadingChange: (count: number) => void;
  describedBy?: string;
}

/**
 * Photos upload the moment they are chosen, each with its own progress bar; a file the server refuses
 * (too large, not an image) is named with the reason and the rest of the form is untouched. Photos are
 * reordered with buttons (keyboard-friendly, unlike drag and drop); the first one is the cover.
 */
export function PhotoUploader({
  value,
  onChange,
  latest,
  onUploadingChange,
  describedBy,
}: PhotoUploaderProps) {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  // The grid runs in the reading direction: in Arabic the earlier place is on the right.
  const rtl = directionOf(useLocale()) === "rtl";
  const count = (n: number) => formatCount(n, formatLocale);
  const uploadingLabel = (fileName: string) => t`Uploading ${fileName}`;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  /** Selection order of uploaded photos, so they land in the order chosen, not the order they finish. */
  const chosenOrder = useRef(new Map<string, number>());
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ url: string; action: string } | null>(null);

  useEffect(() => onUploadingChange(uploads.length), [uploads.length, onUploadingChange]);

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll<HTMLElement>("[data-photo]")].find(
      (element) => element.dataset.photo === focusAfterMove.url,
    );
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${focusAfterMove.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, value]);

  const refuse = (message: string) =>
    setRefusals((current) => [...current, { id: nextId.current++, message }]);

  const start = (file: File) => {
    const id = nextId.current++;
    setUploads((current) => [...current, { id, name: file.name, percent: 0 }]);
    uploadPhoto(file, (fraction) =>
      setUploads((current) =>
        current.map((upload) =>
          upload.id === id ? { ...upload, percent: Math.round(fraction * 100) } : upload,
        ),
      ),
    )
      .then((photo) => {
        chosenOrder.current.set(photo.url, id);
        const images = latest();
        // Before the first photo chosen after this one (photos that were there already count as earlier).
        const at = images.findIndex((url) => (chosenOrder.current.get(url) ?? 0) > id);
        onChange(at < 0 ? [...images, photo.url] : [...images.slice(0, at), photo.url, ...images.slice(at)]);
        const fileName = file.name;
        setAnnouncement(t`${fileName} uploaded`);
      })
      .catch((error: unknown) => {
        const message = refusalMessage(i18n, error, file.name);
        refuse(message);
        setAnnouncement(message);
      })
      .finally(() => setUploads((current) => current.filter((upload) => upload.id !== id)));
  };

  const addFiles = (files: FileList | File[]) => {
    let room = MAX_PHOTOS - latest().length - uploads.length;
    for (const file of Array.from(files)) {
      if (file.size > MAX_UPLOAD_BYTES) {
        refuse(tooLarge(i18n, file.name));
      } else if (room <= 0) {
        const fileName = file.name;
        refuse(t`${fileName} was not added: a listing takes at most ${MAX_PHOTOS} photos`);
      } else {
        room -= 1;
        start(file);
      }
    }
  };

  const move = (from: number, to: number, action: string) => {
    const images = [...value];
    const [photo] = images.splice(from, 1);
    images.splice(to, 0, photo);
    onChange(images);
    setFocusAfterMove({ url: photo, action });
    const [photoNumber, position] = [count(from + 1), count(to + 1)];
    setAnnouncement(
      to === 0 ? t`Photo ${photoNumber} is now the cover` : t`Photo moved to position ${position}`,
    );
  };

  const remove = (index: number) => {
    const images = value.filter((_, i) => i !== index);
    onChange(images);
    const photoNumber = count(index + 1);
    setAnnouncement(t`Photo ${photoNumber} removed`);
    const neighbour = images[Math.min(index, images.length - 1)];
    if (neighbour) setFocusAfterMove({ url: neighbour, action: "remove" });
    else inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) addFiles(event.dataTransfer.files);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
          dragging ? "border-primary bg-secondary" : "border-input bg-muted/40",
        )}
      >
        <ImagePlus className="size-8 text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          <Trans>JPEG, PNG, WebP, AVIF or HEIC, up to {MAX_UPLOAD_MB} MB each.</Trans>
        </p>
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
          <Trans>Choose photos</Trans>
        </Button>
        <p className="hidden text-sm text-muted-foreground sm:block">
          <Trans>or drop them here</Trans>
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPTED_PHOTO_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Choose photos`}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (event.target.files?.length) addFiles(event.target.files);
            // The same file can be chosen again after a refusal.
            event.target.value = "";
          }}
        />
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {refusals.length > 0 && (
        <ul className="space-y-2" aria-label={t`Photos not added`}>
          {refusals.map((refusal) => (
            <li
              key={refusal.id}
              role="alert"
              className="flex items-start justify-between gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
            >
              <span>{refusal.message}</span>
              <button
                type="button"
                className="shrink-0 rounded p-0.5 hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t`Dismiss`}
                onClick={() => setRefusals((current) => current.filter((r) => r.id !== refusal.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {uploads.length > 0 && (
        <ul className="space-y-3" aria-label={t`Uploading`}>
          {uploads.map((upload) => (
            <li key={upload.id} className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <bdi className="truncate" dir="auto">
                  {upload.name}
                </bdi>
                <span className="tabular-nums text-muted-foreground">
                  {upload.percent < 100 ? (
                    <bdi>{formatPercent(upload.percent, { decimals: 0 }, formatLocale)}</bdi>
                  ) : (
                    t`Processing…`
                  )}
                </span>
              </div>
              <Progress value={upload.percent} aria-label={uploadingLabel(upload.name)} />
            </li>
          ))}
        </ul>
      )}

      {value.length > 0 && (
        <ol
          ref={listRef}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={t`Photos in display order`}
        >
          {value.map((url, index) => {
            const photoNumber = count(index + 1);
            return (
              <li key={url} data-photo={url} className="overflow-hidden rounded-lg border bg-card">
                <div className="relative aspect-[4/3] bg-muted">
                  <img
                    {...responsiveImageProps(url, "(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw")}
                    alt={index === 0 ? t`Photo ${photoNumber} (cover)` : t`Photo ${photoNumber}`}
                    className="size-full object-cover"
                    loading="lazy"
                    decoding="async"
                  />
                  {index === 0 && (
                    <span className="absolute inset-s-2 top-2 rounded bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      <Trans>Cover</Trans>
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      data-action="left"
                      title={rtl ? t`Move right` : t`Move left`}
                      disabled={index === 0}
                      aria-label={
                        rtl ? t`Move photo ${photoNumber} right` : t`Move photo ${photoNumber} left`
                      }
                      onClick={() => move(index, index - 1, "left")}
                    >
                      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      data-action="right"
                      title={rtl ? t`Move left` : t`Move right`}
                      disabled={index === value.length - 1}
                      aria-label={
                        rtl ? t`Move photo ${photoNumber} left` : t`Move photo ${photoNumber} right`
                      }
                      onClick={() => move(index, index + 1, "right")}
                    >
                      <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      data-action="cover"
                      title={t`Make cover`}
                      disabled={index === 0}
                      aria-label={t`Make photo ${photoNumber} the cover`}
                      onClick={() => move(index, 0, "cover")}
                    >
                      <Star aria-hidden="true" />
                    </Button>
                  </div>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8 text-destructive hover:text-destructive"
                    data-action="remove"
                    title={t`Remove`}
                    aria-label={t`Remove photo ${photoNumber}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
