import { useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { EDITOR_STEPS } from "../listing-form";
import { BasicsStep } from "./basics-step";
import { DetailsStep } from "./details-step";
import { LocationStep } from "./location-step";
import { PhotosStep } from "./photos-step";
import { PriceStep } from "./price-step";
import { ReviewStep } from "./review-step";

interface EditorStepSectionsProps {
  step: number;
  /** Each step's heading, focused when the step opens. */
  headingRefs: RefObject<(HTMLHeadingElement | null)[]>;
  goTo: (step: number) => void;
  onUploadingChange: (uploading: number) => void;
}

/** Every step's section, all rendered (the form keeps their fields) and only the open one shown. */
export function EditorStepSections({ step, headingRefs, goTo, onUploadingChange }: EditorStepSectionsProps) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  return (
    <>
      {EDITOR_STEPS.map((editorStep, index) => (
        <section
          key={editorStep.id}
          hidden={index !== step}
          aria-labelledby={`step-${editorStep.id}`}
          className="space-y-6"
        >
          <h2
            id={`step-${editorStep.id}`}
            ref={(element) => {
              headingRefs.current[index] = element;
            }}
            tabIndex={-1}
            className="text-xl font-semibold focus-visible:outline-none"
          >
            {formatCount(index + 1, formatLocale)}. {i18n._(editorStep.title)}
          </h2>
          {editorStep.id === "basics" && <BasicsStep />}
          {editorStep.id === "location" && <LocationStep />}
          {editorStep.id === "details" && <DetailsStep />}
          {editorStep.id === "photos" && <PhotosStep onUploadingChange={onUploadingChange} />}
          {editorStep.id === "price" && <PriceStep />}
          {editorStep.id === "review" && <ReviewStep onEdit={goTo} />}
        </section>
      ))}
    </>
  );
}
